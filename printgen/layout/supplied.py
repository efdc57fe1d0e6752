"""Where a kit prints the values it supplies: for each assumption whose marks a part draws, the pages
they land on, so that the cover's box can say where to find every value the source does not give.

A part is laid out while the marks it draws are recorded (printgen/core/marks.py); its pages are then read for
the mark, and each mark is given to the assumption whose value printed just before it. A mark after no
word (after an icon) goes to every assumption the part drew after no word; a mark in the words of no
value (the cover's own key to the mark) to none. tests/test_supplied.py holds the result against the
pages that lose a mark when the assumptions are taken away."""

from __future__ import annotations

import re
from collections.abc import Iterable

from printgen.layout.display import Text, leaves
from printgen.core.marks import Seen
from printgen.core.memo import IdentityMemo
from printgen.model.base import MARK

Supplied = tuple[tuple[object, tuple[int, ...]], ...]
"""Each assumption whose values the kit prints, in the notes' order, and the pages they print on."""

_ICON_OR_BOLD = re.compile(r"\{[^{}\s]*\}|\*\*")
_LIST_MARKER = re.compile(r"^\s*(?:- |\d+\.\s)")
_BEFORE_MARK = re.compile(rf"(\S*?)\s*{MARK}")


def supplied_where(sections: list, pages: list, held: dict, assumptions: list) -> Supplied:
    """Where each of ``assumptions`` has its values printed in a kit of ``pages``: ``sections`` the parts
    as (heading, sheets, read, marks seen), ``held`` each heading's first and last page. A part's pages are
    read once: while the kit's cover is laid out again, the parts after it only move."""
    where: dict[tuple, set[int]] = {}
    for heading, _, _, seen in sections:
        if seen and held.get(heading):
            first, last = held[heading]
            within = _READ.get(seen, (last - first,), lambda: pages_marked(
                seen, [(number - first, pages[number - 1]) for number in range(first, last + 1)]))
            for ident, numbers in within.items():
                where.setdefault(ident, set()).update(first + number for number in numbers)
    return tuple((assumption, tuple(sorted(where[known(assumption)]))) for assumption in assumptions
                 if known(assumption) in where)


_READ: IdentityMemo[dict[tuple, set[int]]] = IdentityMemo(kept=16)
"""A part's marked pages, counted from its first, for the marks it drew (a kit's parts and its covers)."""


def known(assumption) -> tuple:
    """An assumption as the marks know it: by where its file holds it and what it says, not by which load of
    the file made it (card faces kept from an earlier load of the same file print the same marks)."""
    return assumption.path, assumption.what


def pages_marked(seen: Seen, pages: Iterable[tuple[int, object]]) -> dict[tuple, set[int]]:
    """known(assumption) -> the numbers of ``pages`` on which its marks print, for one part: ``seen`` what
    it drew, ``pages`` its pages with their numbers in the kit. In time linear in the marks: each word a
    page prints before a mark is looked up, never compared with every value's."""
    index = _WordIndex()
    for by, printed in seen:
        for assumption, words in by:
            for ends in [printed.find(word) + len(word) for word in words if word in printed] or [len(printed)]:
                index.add(_last_word(printed, ends), known(assumption))
    found: dict[tuple, set[int]] = {}
    for number, page in pages:
        for words in _words_before_marks(_page_text(page)):
            for ident in index.whose(words):
                found.setdefault(ident, set()).add(number)
    return found


SUFFIX = 32
"""How many letters from a word's end the index holds: a run of text that holds only the end of a word
holds at least this much of it, or all of it."""


class _WordIndex:
    """The words printed just before marks, each with the assumptions whose value ends in it; looked up by
    a word a page prints before a mark (a run of text may hold only the end of a word, or a word of a value
    may end in it), in capitals or not, each word once."""

    def __init__(self) -> None:
        self.exact: dict[str, set[tuple]] = {}
        self.endings: dict[str, set[tuple]] = {}
        self.unworded: set[tuple] = set()
        self.answers: dict[str, set[tuple]] = {}

    def add(self, word: str, ident: tuple) -> None:
        if not word:
            self.unworded.add(ident)
            return
        self.exact.setdefault(word, set()).add(ident)
        for start in range(max(0, len(word) - SUFFIX), len(word)):
            self.endings.setdefault(word[start:], set()).add(ident)

    def whose(self, word: str) -> set[tuple]:
        """The assumptions a mark after ``word`` belongs to; those whose value ends in no word, if none."""
        if word not in self.answers:
            found = set(self.endings.get(word[-SUFFIX:], set())) if word else set()  # a value's word ends in it
            for start in range(max(0, len(word) - SUFFIX), len(word)):  # it ends in a value's word
                found |= self.exact.get(word[start:], set())
            self.answers[word] = found or self.unworded
        return self.answers[word]


def _last_word(printed: str, ends: int) -> str:
    """The word a page prints last in ``printed`` up to ``ends`` (an icon is drawn, not printed), in lower
    case: the word the mark follows, as _words_before_marks reads it; "" where no word comes before it.
    Only the end of its line is read (a value may be a long text, marked many times)."""
    line_start = printed.rfind("\n", 0, ends) + 1
    start = max(line_start, ends - 4 * SUFFIX)
    line = printed[start:ends]
    if start == line_start:
        line = _LIST_MARKER.sub("", line)  # a list's marker prints as a bullet or number
    words = _ICON_OR_BOLD.sub(" ", line).split()
    return words[-1].lower() if words else ""


def _words_before_marks(text: str) -> list[str]:
    """The word just before each mark in ``text``, in lower case ("" where a mark follows a space)."""
    return [match.group(1).lower() for match in _BEFORE_MARK.finditer(text)]


def _page_text(page) -> str:
    return " ".join(item.text for item in leaves(page.items) if isinstance(item, Text))
