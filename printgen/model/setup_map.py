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
    label: Name
    side: Side | None = None
    edge: Literal["north", "south", "east", "west"] | None = None
    depth: Distance | None = None
    """With ``edge``: how far in from the edge."""
    corner: Literal["north-east", "north-west", "south-east", "south-west"] | None = None
    radius: Distance | None = None
    """With ``corner``: within this distance of the corner."""
    polygon: list[Point] | None = None

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
    label: Name
    token: TokenId | None = None
    """The token placed here, if it is a token (a character is not)."""
    at: Point | Literal["center"]
    base: PrintLength | None = None
    """A character's base size, to draw it to scale."""


class Constraint(Node):
    origin: Origin = Field(alias="from", min_length=1)
    """What to measure from: edge, center, same (the other copies), or the id of a zone, fixed
    placement, placement or token."""
    min: Distance | None = None
    max: Distance | None = None

    @model_validator(mode="after")
    def _bounded(self):
        if self.min is None and self.max is None:
            raise ValueError("a constraint needs 'min', 'max' or both")
        if self.min is not None and self.max is not None and self.max < self.min:
            raise ValueError("'max' is below 'min'")
        return self


class Placement(Node):
    id: Id
    token: GroupOrTokenId
    """The token placed, or a face-down Randomizer group: its backs are placed, which is which drawn at the
    table (the sheet never says)."""
    count: Count
    zone: ZoneId | None = None
    """Keep every copy inside this zone."""
    constraints: list[Constraint] = []
    symmetry: Literal["none", "point", "mirror"] = "none"
    """point: copies come in pairs rotated 180° about the centre; mirror: reflected across the middle line."""


class TerrainPiece(Node):
    size: int = Field(ge=1, le=5)
    count: Count
    region: Literal["center", "anywhere"] = "anywhere"


class Terrain(Node):
    text: Text
    min_pieces: Count | None = None
    pieces: list[TerrainPiece] = []


class Order(Node):
    id: Id
    name: Name
    randomizer: GroupOrTokenId
    """The Randomizer group (or token) whose order is random."""
    hidden: bool
    """Hidden orders are never printed; the sheet says to shuffle instead."""
    text: Text


class SetupMap(Node):
    battlefield: list[Distance] | None = None
    """[width, height]; defaults to the constants' battlefield."""
    deployment: list[Zone] = Field(min_length=1)
    fixed: list[Fixed] = []
    random: list[Placement] = []
    terrain: Terrain | None = None
    orders: list[Order] = []
    note: Text | None = None
