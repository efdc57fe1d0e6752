"""Tokens, their faces, and the Randomizer groups whose backs must be identical."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field, ValidationInfo, model_validator

from printgen.core.markup import ICONS
from printgen.model.base import Count, Id, Name, Node, PrintSize, Text
from printgen.model.refs import GroupId

if TYPE_CHECKING:
    IconName = str  # to a type checker, a name; the schema and validation know which (below)
else:
    IconName = Literal[tuple(ICONS)]  # the icons markup knows, one of them, as the schema's enum


class Face(Node):
    label: str = Field(default="", max_length=60)
    """The words on the face; may be empty for a blank face."""
    icon: IconName | None = None
    """An icon printed on the face, by its markup name (power, damage, range …)."""
    number: int | None = None
    """A number printed large (e.g. a Cerebro Tower's number)."""


class Token(Node):
    id: Id
    """The token's id, which rules, trackers, the setup map and text references (``{count:id}``) name."""
    name: Name
    """The token's name as printed."""
    kind: Name | None = None
    """Target of Opportunity, Civilian, Asset … as the rules name it."""
    count: Count
    """How many the kit prints (``--spares`` adds to it)."""
    # Both are filled from the constants before validation (_defaults), so a token never holds None;
    # the unvalidated default only lets a rect token without a size reach its own message.
    shape: Literal["round", "square", "rect"] = Field(default=None, validate_default=False)  # type: ignore[call-overload]
    """round, square or rect; defaults to the constants' token shape."""
    size: PrintSize = Field(default=None, validate_default=False)  # type: ignore[assignment]
    """Diameter (round), side (square) or [width, height] (rect); defaults to the constants' token size."""
    front: Face
    """The front face: its label, icon or number."""
    back: Face | None = None
    """Leave out for a single-faced token; a Randomizer token takes its group's back."""
    randomizer: GroupId | None = None
    """The Randomizer group this token belongs to."""
    numbered: bool = False
    """Copies carry the numbers 1 … count on their fronts."""
    pointing: bool = False
    """The front carries an arrow toward its right-hand end: the token points at something (a rect
    token, laid along the line it marks)."""
    purpose: Text | None = None
    """What it is for, in a few words (for the cut list)."""
    pool: Text | None = None
    """How its copies are shared out in play, or what to do when they run out, where the count printed
    may not be enough at the table (two-faced tokens drawn for two things, a count the rules leave
    open); the cover's cut list prints it beside what the token is for."""

    @model_validator(mode="before")
    @classmethod
    def _defaults(cls, data: Any, info: ValidationInfo):
        defaults = (info.context or {}).get("token_defaults")
        if isinstance(data, dict) and defaults:
            if "shape" not in data:
                data = {**data, "shape": defaults["shape"]}
            if "size" not in data and data.get("shape") != "rect":
                data = {**data, "size": defaults["size"]}
        return data

    @model_validator(mode="after")
    def _size_fits_shape(self):
        if self.size is None:
            raise ValueError("a rect token needs its size, [width, height]")
        pair = isinstance(self.size, list)
        if self.shape == "rect" and not (isinstance(self.size, list) and len(self.size) == 2):
            raise ValueError("a rect token's size is [width, height]")
        if self.shape != "rect" and pair:
            raise ValueError(f"a {self.shape} token's size is one length")
        if self.pointing and self.shape != "rect":
            raise ValueError("only a rect token can point (pointing: true); make it a rect, [width, height]")
        if self.randomizer and self.back is not None:
            raise ValueError(f"a Randomizer token takes the back of its group '{self.randomizer}'; remove 'back'")
        return self

    @property
    def takes_spares(self) -> bool:
        """Whether ``--spares`` adds copies: Randomizer and numbered tokens are a fixed set."""
        return not self.randomizer and not self.numbered

    def printed_count(self, spares: int) -> int:
        return self.count + (spares if self.takes_spares else 0)

    @property
    def size_pt(self) -> tuple[float, float]:
        if isinstance(self.size, list):
            return self.size[0], self.size[1]
        return self.size, self.size


class RandomizerGroup(Node):
    id: Id
    """The group's id, which its tokens' ``randomizer``, orders and placements name."""
    name: Name
    """The group's name as printed."""
    kind: Name | None = None
    """What its tokens are, as the rules name it (e.g. Target of Opportunity)."""
    back: Face
    """The one back every token of the group shares."""
    face_down: bool = True
    """Placed face down (hidden information)."""
