"""Text that says the file's values: ``{vp:victory}``, ``{dice:gamma-aura}``, ``{count:soldier}``,
``{name:rift-anchor}``, ``{range:south}``, ``{edge:south}``, ``{cost:gamma-throw}``.

A rule that repeats a value the data states drifts from it the day one of them is edited ("roll 2
dice" above a table that now rolls 3). A reference says the value once: at load it is replaced by the
value in words, so that every check, every part and every export reads the same sentence, and the
paper cannot print a value the data does not hold. A value that differs between difficulty levels is
said for each level ("1 die at Easy, 2 at Normal, 3 at Hard"): the rules and cards print once for
every level.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from printgen.model import Encounter, GameConstants
from printgen.load.sayers import Unsaid, words_for
from printgen.core.memo import IdentityMemo
from printgen.model.tree import tree_of

REFERENCE = re.compile(r"(?<!\\)\{([a-z]+):([^{}\s\\]+)\}")
"""``{kind:id}``: an icon's braces with a kind and an id (an icon's name never holds a colon); a brace
escaped with a backslash prints as itself."""
LOOKS_LIKE = re.compile(r"(?<!\\)\{\s*[A-Za-z][\w-]*\s*:[^{}]*\}")
"""Braces around a word and a colon that are no reference as written: "{vp: victory}", "{ vp:victory}"."""
LONGEST = 20_000
"""The longest a text may be once its references are said: the longest the format takes as written."""
NAME_FIELDS = ("name", "title", "label", "character")
"""The fields a {name:id} prints, said first so that a reference in a text prints a name already said."""


@dataclass(frozen=True)
class Problem:
    path: tuple
    needle: str
    occurrence: int
    code: str
    message: str


def values_said(enc: Encounter, constants: GameConstants) -> list[Problem]:
    """Replace every reference in the encounter's texts by its value in words, in place, once at load
    (the model is not shared yet), names first; keep each text as written, for a sheet of one level
    (``at_level``) and for locating findings (``as_written``); the references that say nothing, and the
    braces that look like a reference but are none, each located at its markup."""
    problems: list[Problem] = []
    strings = tree_of(enc).strings  # the file's one walk: its leaves say the new words too (no walk again)
    marked = [n for n, leaf in enumerate(strings) if "{" in leaf.text and not leaf.bookkeeping]
    for index in sorted(marked, key=lambda n: strings[n].name not in NAME_FIELDS):
        leaf = strings[index]
        problems += _malformed(leaf)
        said = _said(leaf.text, enc, constants, None, lambda needle, n, error: problems.append(
            Problem(leaf.path, needle, n, error.code, str(error))))
        if len(said) > LONGEST:
            problems.append(Problem(leaf.path, leaf.text[:20], 0, "schema.length",
                                    f"this text is {len(said):,} characters once its references are said; a text "
                                    f"holds at most {LONGEST:,}: say fewer values by reference"))
        elif said != leaf.text:
            _replace(enc, leaf.path, said)
            enc.written[leaf.path] = leaf.text
            strings[index] = leaf._replace(text=said)
    return problems


def _malformed(leaf) -> list[Problem]:
    """Braces around a kind and an id that are no reference as written (a space, a capital), which would
    print as they stand."""
    seen: dict[str, int] = {}
    problems = []
    for found in LOOKS_LIKE.finditer(leaf.text):
        written = found.group()
        occurrence = seen[written] = seen.get(written, -1) + 1
        if not REFERENCE.fullmatch(written):
            meant = re.sub(r"\s+", "", written[1:-1]).lower()
            problems.append(Problem(leaf.path, written, occurrence, "markup.unknown-reference",
                                    f"'{written}' is not a reference and would print as it stands: write "
                                    f"{{{meant}}}, with no spaces (or \\{{ for a brace that prints)"))
    return problems


def at_level(enc: Encounter, constants: GameConstants, path: tuple, level: str) -> str | None:
    """The text at ``path`` said for one difficulty level (a setup sheet's), where it holds a reference to a
    value that varies by level; None where it holds none (the model's text is the one to print)."""
    written = enc.written.get(path)
    if written is None:
        return None
    return _said(written, enc, constants, level, lambda needle, n, error: None)


def _said(text: str, enc: Encounter, constants: GameConstants, level: str | None,
          report: Callable[[str, int, Unsaid], None]) -> str:
    seen: dict[str, int] = {}

    def value(match: re.Match) -> str:
        occurrence = seen.get(match.group(0), 0)
        seen[match.group(0)] = occurrence + 1
        try:
            return words_for(match.group(1), match.group(2), enc, constants, level)
        except Unsaid as error:
            report(match.group(0), occurrence, error)
            return match.group(0)
    return REFERENCE.sub(value, text)


def _replace(root: BaseModel, path: tuple, value: str) -> None:
    """Set the string at ``path`` (keys by alias, as the tree walks them) in the frozen model: once, at
    load, before anything has read it."""
    parent: Any = root
    for key in path[:-1]:
        parent = _child(parent, key)
    last = path[-1]
    if isinstance(parent, BaseModel):
        object.__setattr__(parent, _field(parent, last), value)
    else:
        parent[last] = value


def _child(node: Any, key: Any) -> Any:
    return getattr(node, _field(node, key)) if isinstance(node, BaseModel) else node[key]


def _field(node: BaseModel, key: str) -> str:
    return next(name for name, info in type(node).model_fields.items() if (info.alias or name) == key)


def as_written(enc: Encounter, constants: GameConstants, path: tuple, needle: str, occurrence: int
               ) -> tuple[str, int]:
    """Where the ``occurrence``-th ``needle`` of a said text stands in the text as the file writes it: the
    written text from where its first word stands to where its last ends, a reference's words standing for
    the whole reference ("the 5 {name:alarm} tokens"), counted in the written text. A finding is located
    in the file by it."""
    written = enc.written.get(path)
    if written is None:
        return needle, occurrence
    said, spans = _SPANS.get(enc, (written,), lambda: _said_with_spans(written, enc, constants))
    at = _nth(said, needle, occurrence)
    if at < 0:
        return needle, occurrence
    start, end = _to_written(at, spans, start=True), _to_written(at + len(needle), spans, start=False)
    found = written[start:end] or needle
    return found, _count_before(written, found, start)


_SPANS: IdentityMemo[tuple[str, list[tuple[int, int, int, int]]]] = IdentityMemo(kept=64)
"""A written text said again with its references' places, kept for the findings in it (a text may hold
hundreds, each located through it)."""


def _to_written(offset: int, spans: list[tuple[int, int, int, int]], start: bool) -> int:
    """A place in the said text as a place in the written: inside a reference's words, the reference's
    start (for a start) or end (for an end)."""
    shift = 0
    for said_start, said_end, written_start, written_end in spans:
        if said_start < offset < said_end:
            return written_start if start else written_end
        if said_end <= offset:
            shift += (said_end - said_start) - (written_end - written_start)
    return offset - shift


def _said_with_spans(written: str, enc: Encounter, constants: GameConstants
                     ) -> tuple[str, list[tuple[int, int, int, int]]]:
    """The text said, and for each reference (said start, said end, written start, written end)."""
    said, spans, last = "", [], 0
    for match in REFERENCE.finditer(written):
        said += written[last:match.start()]
        try:
            words = words_for(match.group(1), match.group(2), enc, constants)
        except Unsaid:
            words = match.group(0)
        spans.append((len(said), len(said) + len(words), match.start(), match.end()))
        said, last = said + words, match.end()
    return said + written[last:], spans


def _nth(text: str, needle: str, occurrence: int) -> int:
    """Where the ``occurrence``-th ``needle`` starts (counted as YamlDoc.position_of_text counts), or -1."""
    at = -1
    for _ in range(occurrence + 1):
        at = text.find(needle, at + 1)
        if at < 0:
            return -1
    return at


def _count_before(text: str, needle: str, index: int) -> int:
    """Which occurrence of ``needle`` the one at ``index`` is."""
    count, at = 0, text.find(needle)
    while 0 <= at < index:
        count, at = count + 1, text.find(needle, at + 1)
    return count
