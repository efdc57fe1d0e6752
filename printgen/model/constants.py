"""Game constants: the die, the range tool, the battlefield and default print sizes."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from printgen.model.base import Count, DieFace, Node, PrintLength, Text

class DieConstants(Node):
    faces: dict[DieFace, Count]
    """How many sides of the eight-sided die show each face."""

    @property
    def sides(self) -> int:
        return sum(self.faces.values())


class Sizes(Node):
    width: PrintLength
    height: PrintLength


class TokenDefaults(Node):
    shape: Literal["round", "square", "rect"] = "round"
    size: PrintLength
    """The default size (diameter or side) of a token that does not give one."""


class Provenance(Node):
    """Where a game constant comes from: none is in the encounters' documents, so the kit says so."""

    source: Text
    confidence: Literal["rules", "community-derived", "community-measured", "community data", "ours"]


NOTED = ("die", "ranges", "battlefield", "deployment_depth", "bases", "cards")
"""The constants about the game itself, whose provenance every kit prints (the rest are print sizes)."""


class GameConstants(Node):
    format: Literal[1]
    die: DieConstants
    ranges: list[PrintLength] = Field(min_length=1, max_length=10)
    """Length of range 1, range 2 … on the range tool."""
    battlefield: Sizes
    deployment_depth: int = Field(ge=1)
    """Standard deployment: within this range band of a player's edge."""
    bases: list[PrintLength]
    cards: dict[str, Sizes]
    """Named card sizes (poker, tip, stat …) that cards refer to."""
    token: TokenDefaults
    bleed: PrintLength
    safe_margin: PrintLength
    provenance: dict[str, Provenance]
    """For each constant of NOTED, where its value comes from and how sure it is."""

    @field_validator("cards")
    @classmethod
    def _has_tip_and_stat(cls, cards):
        missing = {"tip", "stat"} - set(cards)
        if missing:
            raise ValueError(f"card sizes must include {', '.join(sorted(missing))}")
        return cards

    @field_validator("provenance")
    @classmethod
    def _every_game_constant_noted(cls, provenance):
        missing = [name for name in NOTED if name not in provenance]
        if missing or set(provenance) - set(NOTED):
            raise ValueError(f"provenance covers exactly {', '.join(NOTED)} (missing: {', '.join(missing) or 'none'})")
        return provenance

    def range_inches(self) -> dict[int, float]:
        """Range band -> inches."""
        return {band: length / 72.0 for band, length in enumerate(self.ranges, start=1)}
