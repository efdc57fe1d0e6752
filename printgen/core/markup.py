"""The icon markup used in card and rules text: ``{power}``, ``{range} 3`` …

Text also uses a small Markdown subset that the card layout understands:
``**bold**``, paragraphs separated by blank lines, ``- `` bullets and ``1. ``
numbered steps. This module only knows the icon vocabulary and how to find the
icons in a string; drawing them is the renderer's job.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

# name -> what the glyph stands for (shown by `printgen show` and in the docs)
ICONS: dict[str, str] = {
    "power": "Power",
    "damage": "Damage",
    "range": "Range",
    "physical": "Physical attack or defence",
    "energy": "Energy attack or defence",
    "mystic": "Mystic attack or defence",
    "move-s": "Short movement tool",
    "move-m": "Medium movement tool",
    "move-l": "Long movement tool",
    "critical": "Critical die face",
    "wild": "Wild die face",
    "hit": "Hit die face",
    "block": "Block die face",
    "blank": "Blank die face",
    "failure": "Failure die face",
    "beam": "Beam range",
    "area": "Area range",
}

DIE_FACE_ICONS = ("critical", "wild", "hit", "block", "blank", "failure")
FACE_NAMES = {face: face.capitalize() for face in DIE_FACE_ICONS}


LITERAL = re.compile(r"([*{}\\])")


def literal(text: str) -> str:
    """``text`` to print as it is inside markup: each ``*``, ``{``, ``}`` and backslash escaped with a
    backslash (a file named a**b**.yaml printed in a command keeps its asterisks)."""
    return LITERAL.sub(r"\\\1", text)


def faces_text(faces: Sequence[str], icons: bool = False) -> str:
    """Die faces as words ("Hit, Block or Blank"), each after its icon if ``icons``."""
    named = [f"{{{face}}} {FACE_NAMES[face]}" if icons else FACE_NAMES[face] for face in faces]
    return named[0] if len(named) == 1 else f"{', '.join(named[:-1])} or {named[-1]}"

_ICON = re.compile(r"\{([^{}\s:]*)\}")
"""``{name}``; a colon makes it a reference to a value of the file (``{vp:victory}``), not an icon."""


def icons_in(text: str) -> Iterator[tuple[int, str]]:
    """Each ``{name}`` in ``text`` as (offset, name)."""
    for match in _ICON.finditer(text):
        yield match.start(), match.group(1)


def unknown_icons(text: str) -> list[tuple[str, int]]:
    """Unknown icon names in ``text``, each with how many times it occurred before (for locating)."""
    seen: dict[str, int] = {}
    unknown = []
    for _, name in icons_in(text):
        if name not in ICONS:
            unknown.append((name, seen.get(name, 0)))
        seen[name] = seen.get(name, 0) + 1
    return unknown


def plain(text: str) -> str:
    """Text with icons spelled as words and bold markers dropped, for summaries and search."""
    text = _ICON.sub(lambda m: f"[{ICONS.get(m.group(1), m.group(1))}]", text)
    return text.replace("**", "")
