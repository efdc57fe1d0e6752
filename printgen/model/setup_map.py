"""The setup map: battlefield, deployment zones, fixed and random placements, terrain advice."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from printgen.model.base import Count, Distance, Id, Name, Node, PrintLength, Side, Text
from printgen.model.refs import GroupOrTokenId, Origin, TokenId, ZoneId

Point = Annotated[list[Distance], Field(min_length=2, max_length=2)]
"""[x, y] from the bottom-left corner of the battlefield."""


class Zone(Node):
    id: Id
    """The zone's id, which placements and text references (``{range:id}``, ``{edge:id}``) name."""
    label: Name
    """The label printed in the zone."""
    side: Side | None = None
    """The side that deploys here."""
    edge: Literal["north", "south", "east", "west"] | None = None
    """An edge zone: the battlefield edge it lies along."""
    depth: Distance | None = None
    """With ``edge``: how far in from the edge."""
    corner: Literal["north-east", "north-west", "south-east", "south-west"] | None = None
    """A corner zone: the corner it lies in."""
    radius: Distance | None = None
    """With ``corner``: within this distance of the corner."""
    polygon: list[Point] | None = None
    """A polygon zone: three or more [x, y] points."""

    @model_validator(mode="after")
    def _one_shape(self):
        shapes = [name for name in ("edge", "corner", "polygon") if getattr(self, name) is not None]
        if len(shapes) != 1:
            raise ValueError("a zone is exactly one of edge, corner or polygon; "
                             f"this one has {', '.join(shapes) or 'none'}")
        if self.edge and self.depth is None:
            raise ValueError("an edge zone needs 'depth'")
        if self.corner and self.radius is None:
            raise ValueError("a corner zone needs 'radius'")
        if self.polygon is not None and (len(self.polygon) < 3 or any(len(p) != 2 for p in self.polygon)):
            raise ValueError("a polygon is three or more [x, y] points")
        return self


class Fixed(Node):
    id: Id
    """The placement's id, which constraints measure from."""
    label: Name
    """The label printed on the map."""
    token: TokenId | None = None
    """The token placed here, if it is a token (a character is not)."""
    at: Point | Literal["center"]
    """[x, y] from the bottom-left corner of the battlefield, or center."""
    base: PrintLength | None = None
    """A character's base size, to draw it to scale."""


class Constraint(Node):
    origin: Origin = Field(alias="from", min_length=1)
    """What to measure from: edge, center, same (the other copies), or the id of a zone, fixed
    placement, placement or token."""
    min: Distance | None = None
    """At least this far."""
    max: Distance | None = None
    """At most this far."""

    @model_validator(mode="after")
    def _bounded(self):
        if self.min is None and self.max is None:
            raise ValueError("a constraint needs 'min', 'max' or both")
        if self.min is not None and self.max is not None and self.max < self.min:
            raise ValueError("'max' is below 'min'")
        return self


class Placement(Node):
    id: Id
    """The placement's id, which constraints measure from."""
    token: GroupOrTokenId
    """The token placed, or a face-down Randomizer group: its backs are placed, which is which drawn at the
    table (the sheet never says)."""
    count: Count
    """How many copies are placed."""
    zone: ZoneId | None = None
    """Keep every copy inside this zone."""
    constraints: list[Constraint] = []
    """The distances every copy keeps: from what, at least ``min``, at most ``max``."""
    symmetry: Literal["none", "point", "mirror"] = "none"
    """point: copies come in pairs rotated 180° about the centre; mirror: reflected across the middle line."""


class TerrainPiece(Node):
    size: int = Field(ge=1, le=5)
    """The piece's size, 1 to 5."""
    count: Count
    """How many pieces of this size."""
    region: Literal["center", "anywhere"] = "anywhere"
    """center, or anywhere (the default)."""


class Terrain(Node):
    text: Text
    """The terrain advice as printed."""
    min_pieces: Count | None = None
    """The fewest terrain pieces to use."""
    pieces: list[TerrainPiece] = []
    """Pieces by size: how many of each, and where."""


class Order(Node):
    id: Id
    """The order's id."""
    name: Name
    """The order's name as printed."""
    randomizer: GroupOrTokenId
    """The Randomizer group (or token) whose order is random."""
    hidden: bool
    """Hidden orders are never printed; the sheet says to shuffle instead."""
    text: Text
    """How the order is drawn at the table."""


class SetupMap(Node):
    battlefield: list[Distance] | None = None
    """[width, height]; defaults to the constants' battlefield."""
    deployment: list[Zone] = Field(min_length=1)
    """The deployment zones."""
    fixed: list[Fixed] = []
    """What stands in the same place every game."""
    random: list[Placement] = []
    """What is placed at random within distances; `printgen setup` finds legal maps."""
    terrain: Terrain | None = None
    """Terrain advice."""
    orders: list[Order] = []
    """Random orders (which is drawn first …), hidden or printed."""
    note: Text | None = None
    """A note printed on the setup sheet."""
