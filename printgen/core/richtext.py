"""Rules text markup parsed into paragraphs of runs.

``**bold**``, ``{icon}``, paragraphs separated by blank lines, ``- `` bullets and
``1. `` numbered steps. Everything else prints as itself (``<``, ``&``, quotes, dashes).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from printgen.core.markup import ICONS

_INLINE = re.compile(r"(\*\*|\{[^{}\s]*\})")
_NUMBERED = re.compile(r"^(\d+)\.\s+")


@dataclass(frozen=True)
class Run:
    text: str
    bold: bool = False
    italic: bool = False
    icon: str | None = None


@dataclass(frozen=True)
class Paragraph:
    runs: tuple[Run, ...]
    marker: str | None = None  # "•" for a bullet, "1." for a numbered step


@lru_cache(maxsize=1 << 12)
def inline(text: str, bold: bool = False, italic: bool = False) -> tuple[Run, ...]:
    """Runs of one line of text; ``**`` toggles bold, known ``{icons}`` become icon runs, and a
    backslash before ``*``, ``{``, ``}`` or a backslash prints that character as it is. Read once per
    text in a process (the runs are immutable): a card's fit sets its table cells at every size it
    tries, and a watch's next save reads the same texts again."""
    runs: list[Run] = []
    for piece in _INLINE.split(_ESCAPED.sub(lambda match: _HIDDEN[match.group(1)], text)):
        if piece == "**":
            bold = not bold
        elif piece.startswith("{") and piece[1:-1] in ICONS:
            runs.append(Run("", bold, italic, icon=piece[1:-1]))
        elif piece:
            runs.append(Run(piece.translate(_SHOWN), bold, italic))
    return tuple(runs)


_ESCAPED = re.compile(r"\\([*{}\\])")
# escaped characters stand in the private use area while the markup is read, then are shown as themselves
_HIDDEN = {char: chr(0xE000 + index) for index, char in enumerate("*{}\\")}
_SHOWN = str.maketrans({hidden: char for char, hidden in _HIDDEN.items()})


def parse(text: str, *, italic: bool = False) -> list[Paragraph]:
    paragraphs: list[Paragraph] = []
    pending: list[str] = []

    def flush() -> None:
        if pending:
            paragraphs.append(Paragraph(inline(" ".join(pending), italic=italic)))
            pending.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("- "):
            flush()
            paragraphs.append(Paragraph(inline(line[2:].strip(), italic=italic), "•"))
        elif match := _NUMBERED.match(line):
            flush()
            paragraphs.append(Paragraph(inline(line[match.end():], italic=italic), f"{match.group(1)}."))
        else:
            pending.append(line)
    flush()
    return paragraphs
