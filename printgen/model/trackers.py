"""Trackers: boards built from tracks, tiers, spots, labelled areas and tables."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, model_validator

from printgen.model.base import Count, Id, Name, Node, Side, Text
from printgen.model.refs import AnyTableId, ColumnId, TokenId


class TierColumn(Node):
    id: Id
    label: Name


class Tier(Node):
    first: int = Field(alias="from")
    last: int = Field(alias="to")
    label: Name
    values: dict[str, int | Text] = {}
    """Tier column id -> the value printed for this tier."""


class Track(Node):
    type: Literal["track"]
    id: Id
    label: Name
    first: int = Field(alias="from")
    last: int = Field(alias="to")
    start: int | None = None
    """Where the marker starts; leave out if the track starts empty."""
    start_from: ColumnId | None = None
    """Instead of ``start``: the difficulty column whose value is the start at each level."""
    token: TokenId | None = None
    """The token that moves on the track (spaces are sized for it)."""
    role: Literal["counter", "victory-points"] = "counter"
    side: Side | None = None
    """Whose victory points, for a victory-point track."""
    tier_columns: list[TierColumn] = []
    tiers: list[Tier] = []

    @model_validator(mode="after")
    def _ordered(self):
        if self.last < self.first:
            raise ValueError(f"the track runs from {self.first} to {self.last}: 'to' must not be below 'from'")
        if self.start is not None and self.start_from is not None:
            raise ValueError("give 'start' or 'start_from', not both")
        return self


class Spots(Node):
    type: Literal["spots"]
    id: Id
    label: Name
    count: Count
    token: TokenId
    """The token the spots hold; each spot is sized for it."""
    text: Text | None = None


class Area(Node):
    type: Literal["area"]
    id: Id
    label: Name
    text: Text | None = None
    token: TokenId | None = None


class TableRef(Node):
    type: Literal["table"]
    table: AnyTableId
    """A roll table or reference table printed on the tracker."""


Component = Annotated[Union[Track, Spots, Area, TableRef], Field(discriminator="type")]


class Tracker(Node):
    id: Id
    name: Name
    components: list[Component] = Field(min_length=1)
    note: Text | None = None
