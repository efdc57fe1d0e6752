"""The choices a build takes (paper, duplex, bleed, spares, limits) and the names of the parts:
plain values with no heavy imports, so the command line can offer them without loading the
pipeline (`printgen --help` stays fast)."""

from __future__ import annotations

from dataclasses import dataclass

PART_NAMES = ("cards", "tokens", "trackers", "setup", "kit")
"""Every part a command can print; printgen/parts.py maps each to its pages."""

DUPLEX = ("long", "short", "fold", "off")
"""How backs are printed: behind their fronts for a long- or short-edge flip, beside them to fold,
or after all the fronts (layout.sheet.Duplex names the same four)."""

PAPERS = ("letter", "a4")
"""The paper sizes of data/constants.yaml, offered without loading it."""


@dataclass(frozen=True)
class Limits:
    """What one build may produce, so absurd input meets a clear message instead of exhausting the
    machine. Each is overridable on the command line."""

    pages: int = 2000
    tokens: int = 2000
    megabytes: int = 200


@dataclass(frozen=True)
class PrintOptions:
    paper: str = "letter"
    duplex: str = "long"
    bleed_mm: float = 3.0
    spares: int = 0
    limits: Limits = Limits()
