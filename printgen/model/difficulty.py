"""The difficulty table: levels easiest first, and which way each column gets harder."""

from __future__ import annotations

import difflib
from typing import Literal

from pydantic import Field

from printgen.model.base import Id, Name, Node, Text
from printgen.model.refs import ColumnKey, LevelName
from printgen.core.units import whole_number
from printgen.core import wording

class Exemption(Node):
    level: LevelName
    """The level whose value does not follow the column's direction."""
    reason: Text
    """Why, in a sentence players can read (e.g. narrative play uses no Team Tactic cards)."""


class DifficultyColumn(Node):
    id: Id
    """The column's id, which a level's values, a roll table's ``dice_from``, a track's ``start_from`` and an
    ending's ``difficulty`` name."""
    label: Name
    """The column heading as printed."""
    harder: Literal["more", "fewer", "none"]
    """Which way the values move as the levels get harder."""
    exempt: list[Exemption] = []
    """Levels whose value does not follow ``harder``, each with the reason."""


class DifficultyLevel(Node):
    name: Name
    """The level's name as printed (Narrative, Normal, Hard …)."""
    values: dict[ColumnKey, int | Text]
    """Column id -> the value at this level: a number, or text as printed."""


class DifficultyTable(Node):
    columns: list[DifficultyColumn] = Field(min_length=1)
    """The values that change with the level: each column's id, heading and which way is harder."""
    levels: list[DifficultyLevel] = Field(min_length=1)
    """Easiest first."""

    def level_names(self) -> list[str]:
        return [level.name for level in self.levels]

    @property
    def default_level(self) -> str:
        """The level a setup uses when none is asked: Normal where there is one, else the easiest."""
        names = self.level_names()
        return "Normal" if "Normal" in names else names[0]

    def slug(self, level: str) -> str:
        """The level as a file name says it (``setup-7-hard.pdf``): lower-case letters and digits
        joined by hyphens, or ``level-N`` for a name with none."""
        return wording.slug(level, 40) or f"level-{self.level_names().index(level) + 1}"

    def level_named(self, asked: str) -> str | None:
        """The level called ``asked``, whatever its case."""
        return next((name for name in self.level_names() if name.casefold() == asked.casefold()), None)

    def closest_level(self, asked: str) -> str | None:
        """The level whose name is nearest ``asked`` (a typo), if any is near."""
        names = {name.casefold(): name for name in self.level_names()}
        close = difflib.get_close_matches(asked.casefold(), list(names), n=1)
        return names[close[0]] if close else None

    def column(self, column_id: str) -> DifficultyColumn | None:
        return next((c for c in self.columns if c.id == column_id), None)

    def numbers(self, column_id: str) -> dict[str, int | None]:
        """Level name -> the number in that column (the first whole number of a text cell, in digits
        or words: see ``whole_number``)."""
        result = {}
        for level in self.levels:
            value = level.values.get(column_id)
            result[level.name] = whole_number(value) if isinstance(value, str) else value
        return result
