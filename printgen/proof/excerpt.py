"""A finding's place in the file as a proof shows it: its line, the one before, and a caret under its
column."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core.findings import Finding

CONTEXT_LINES = 1
"""Lines of the file shown before the one a finding points at."""


@dataclass(frozen=True)
class Excerpt:
    """The lines of the file around a finding: (number, text) each, and the caret line under the last."""

    lines: tuple[tuple[int, str], ...]
    caret: str


def excerpt(text: str, finding: Finding) -> Excerpt | None:
    """The finding's line, and the one before it, with a caret under its column (None where the finding
    names no line of the file)."""
    lines = text.splitlines()
    if not 1 <= finding.line <= len(lines):
        return None
    first = max(1, finding.line - CONTEXT_LINES)
    shown = tuple((number, lines[number - 1]) for number in range(first, finding.line + 1))
    point = lines[finding.line - 1][:max(0, finding.col - 1)]
    return Excerpt(shown, "".join("\t" if char == "\t" else " " for char in point) + "^")
