"""Roll tables (rows keyed by die faces) and reference tables (rows keyed by a level)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from printgen.model.base import Count, DieFace, Id, Name, Node, Text
from printgen.model.refs import ColumnId, LevelKey


class RollRow(Node):
    faces: list[DieFace] = Field(min_length=1)
    """The die faces that give this result."""
    name: Name | None = None
    """The result's name, if it has one (e.g. GRRRAAAHHHH!)."""
    text: Text
    """What happens."""


class ExtraDice(Node):
    per: Name
    """What adds a die, e.g. 'Doomsday Console the Cosmic Threat player controls'."""
    max: Count
    """The most dice it adds."""


class RollTable(Node):
    id: Id
    """The table's id, which rule blocks, cards, trackers and text references (``{dice:id}``) name."""
    name: Name
    """The table's name as printed."""
    dice: Count | dict[LevelKey, Count] | None = None
    """How many dice: a number, or difficulty level name -> number."""
    dice_from: ColumnId | None = None
    """Instead of ``dice``: the difficulty column whose cells say how many dice (their first whole number)."""
    extra_dice: ExtraDice | None = None
    """Dice added to the roll: one per something, up to a maximum."""
    resolve: Literal["one", "each-once-in-order"] = "one"
    """'one': one die, one result. 'each-once-in-order': every result rolled happens once, in row order."""
    rows: list[RollRow] = Field(min_length=1)
    """The results, each for the die faces that give it."""

    @model_validator(mode="after")
    def _one_dice_source(self):
        if (self.dice is None) == (self.dice_from is None):
            raise ValueError("give either 'dice' or 'dice_from', not both or neither")
        return self


class ReferenceRow(Node):
    key: int | Name
    """The row's key: a level or a number."""
    name: Name | None = None
    """The row's name, if it has one."""
    text: Text
    """The row's effect."""


class ReferenceTable(Node):
    id: Id
    """The table's id, which rule blocks, cards and trackers name."""
    name: Name
    """The table's name as printed."""
    key_label: Name
    """The heading of the key column, e.g. 'Storm Level'."""
    value_label: Name = "Effect"
    """The heading of the value column; Effect unless given."""
    cumulative: bool = False
    """True when a level includes the effects of all lower levels."""
    rows: list[ReferenceRow] = Field(min_length=1)
    """The rows, in printed order."""
