"""A parsed YAML file and where everything in it is: the position of every value and key.

Any finding, however late, can then say ``file:line:col`` from a data path (keys and indexes).
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from typing import Any

from printgen.core.findings import Finding

PathKey = tuple  # a path into the data: keys and list indexes


@dataclass(frozen=True)
class Span:
    """Where a node is: 1-based line and column, and its character range in the text."""

    line: int
    col: int
    start: int
    end: int


@dataclass
class YamlDoc:
    """A parsed YAML file: its data and the position of every value and key in it."""

    path: str
    text: str
    data: Any
    values: dict[PathKey, Span] = field(default_factory=dict)
    keys: dict[PathKey, Span] = field(default_factory=dict)
    problems: list[Finding] = field(default_factory=list)
    _starts: list[int] | None = field(default=None, repr=False)

    def span(self, path: PathKey, *, key: bool = False) -> Span:
        """The span of the value (or key) at ``path``, or of its nearest located parent."""
        path = tuple(path)
        while True:
            if key and path in self.keys:
                return self.keys[path]
            if path in self.values:
                return self.values[path]
            if not path:
                return Span(1, 1, 0, 0)
            path = path[:-1]

    def written(self, path: PathKey) -> str | None:
        """The value at ``path`` exactly as written, if it is one plain token (``Off``, ``1984``):
        what a message quotes when YAML read it as something else than the user meant."""
        span = self.values.get(tuple(path))
        raw = self.text[span.start:span.end] if span else ""
        return raw if raw and "\n" not in raw and raw[0] not in "!&*'\"[{" else None

    def position(self, path: PathKey, *, key: bool = False) -> tuple[int, int]:
        span = self.span(path, key=key)
        return span.line, span.col

    def position_of_text(self, path: PathKey, needle: str, occurrence: int = 0) -> tuple[int, int]:
        """The position of the ``occurrence``-th ``needle`` inside the string at ``path``.

        Searching the raw source between the node's marks works for plain, quoted
        and block scalars alike, as long as the needle has no escapes or folds.
        """
        span = self.span(path)
        raw = self.text[span.start:span.end]
        at = -1
        for _ in range(occurrence + 1):
            at = raw.find(needle, at + 1)
            if at < 0:
                return span.line, span.col
        return self.line_col(span.start + at)

    def line_col(self, index: int) -> tuple[int, int]:
        """1-based line and column of a character index (a binary search: findings can be many)."""
        starts = self._line_starts()
        line = bisect.bisect_right(starts, index)
        return line, index - starts[line - 1] + 1

    def _line_starts(self) -> list[int]:
        if self._starts is None:
            self._starts = [0] + [match.end() for match in re.finditer("\n", self.text)]
        return self._starts


def line_col(text: str, index: int) -> tuple[int, int]:
    """1-based line and column of a character index in ``text`` (for text no YamlDoc holds yet)."""
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


def value_at(data: Any, path: tuple) -> Any:
    """The value at a data path of a parsed file, or None where the path leads nowhere (a key the file
    does not write, an index past a list's end)."""
    for part in path:
        if isinstance(data, dict) and part in data:
            data = data[part]
        elif isinstance(data, list) and isinstance(part, int) and 0 <= part < len(data):
            data = data[part]
        else:
            return None
    return data
