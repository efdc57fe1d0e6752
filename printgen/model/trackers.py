"""Trackers: boards built from tracks, tiers, spots, labelled areas and tables."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, model_validator

from printgen.model.base import Count, Id, Name, Node, Side, Text
from printgen.model.refs import AnyTableId, ColumnId, TokenId


class TierColumn(Node):
    id: Id
    """The column's id, which each tier's ``values`` name."""
    label: Name
    """The column's heading as printed."""


class Tier(Node):
    first: int = Field(alias="from")
    """The first space of the track in this tier."""
    last: int = Field(alias="to")
    """The last space of the track in this tier."""
    label: Name
    """The tier's name as printed."""
    values: dict[str, int | Text] = {}
    """Tier column id -> the value printed for this tier."""


class Track(Node):
    type: Literal["track"]
    """track: a numbered track a marker moves along."""
    id: Id
    """The track's id."""
    label: Name
    """The label printed with the track."""
    first: int = Field(alias="from")
    """The first number on the track."""
    last: int = Field(alias="to")
    """The last number on the track (not below ``from``)."""
    start: int | None = None
    """Where the marker starts; leave out if the track starts empty."""
    start_from: ColumnId | None = None
    """Instead of ``start``: the difficulty column whose value is the start at each level."""
    token: TokenId | None = None
    """The token that moves on the track (spaces are sized for it)."""
    role: Literal["counter", "victory-points"] = "counter"
    """counter, or victory-points for a track that counts a side's victory points."""
    side: Side | None = None
    """Whose victory points, for a victory-point track."""
    tier_columns: list[TierColumn] = []
    """The columns of values the tiers print (each an id and a heading)."""
    tiers: list[Tier] = []
    """Stretches of the track with a name and values of their own."""

    @model_validator(mode="after")
    def _ordered(self):
        if self.last < self.first:
            raise ValueError(f"the track runs from {self.first} to {self.last}: 'to' must not be below 'from'")
        if self.start is not None and self.start_from is not None:
            raise ValueError("give 'start' or 'start_from', not both")
        return self


class Spots(Node):
    type: Literal["spots"]
    """spots: a row of spaces, each holding a token."""
    id: Id
    """The spots' id, which text references name (``{count:id}``)."""
    label: Name
    """The label printed with the spots."""
    count: Count
    """How many spots."""
    token: TokenId
    """The token the spots hold; each spot is sized for it."""
    text: Text | None = None
    """Text printed with the spots."""


class Area(Node):
    type: Literal["area"]
    """area: a labelled space on the tracker."""
    id: Id
    """The area's id."""
    label: Name
    """The label printed in the area."""
    text: Text | None = None
    """Text printed in the area."""
    token: TokenId | None = None
    """The token the area holds, if any."""


class TableRef(Node):
    type: Literal["table"]
    """table: a roll or reference table printed on the tracker."""
    table: AnyTableId
    """A roll table or reference table printed on the tracker."""


Component = Annotated[Union[Track, Spots, Area, TableRef], Field(discriminator="type")]


class Tracker(Node):
    id: Id
    """The tracker's id."""
    name: Name
    """The tracker's name as printed."""
    components: list[Component] = Field(min_length=1)
    """What the tracker holds, in order: tracks, spots, areas and tables."""
    note: Text | None = None
    """A note printed on the tracker."""
