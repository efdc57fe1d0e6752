"""Where a kit prints the values it supplies: for each assumption whose marks a part draws, the pages
they land on, so that the cover's box can say where to find every value the source does not give.

A part is laid out while the marks it draws are recorded (printgen/marks.py); its pages are then read for
the mark, and each mark is given to the assumption whose value printed just before it. A mark after no
word (after an icon) goes to every assumption the part drew after no word; a mark in the words of no
value (the cover's own key to the mark) to none. tests/test_supplied.py holds the result against the
pages that lose a mark when the assumptions are taken away."""

from __future__ import annotations

import re
from collections.abc import Iterable

from printgen.layout.display import Text, leaves
from printgen.marks import Seen
from printgen.model.base import MARK

Supplied = tuple[tuple[object, tuple[int, ...]], ...]
"""Each assumption whose values the kit prints, in the notes' order, and the pages they print on."""

_ICON_OR_BOLD = re.compile(r"\{[^{}\s]*\}|\*\*")
_LIST_MARKER = re.compile(r"^\s*(?:- |\d+\.\s)")
_BEFORE_MARK = re.compile(rf"(\S*?)\s*{MARK}")


def supplied_where(sections: list, pages: list, held: dict, assumptions: list) -> Supplied:
    """Where each of ``assumptions`` has its values printed in a kit of ``pages``: ``sections`` the parts
    as (heading, sheets, read, marks seen), ``held`` each heading's first and last page."""
    where: dict[tuple, set[int]] = {}
    for heading, _, _, seen in sections:
        if seen and held.get(heading):
            first, last = held[heading]
            numbered = [(number, pages[number - 1]) for number in range(first, last + 1)]
            for ident, numbers in pages_marked(seen, numbered).items():
                where.setdefault(ident, set()).update(numbers)
    return tuple((assumption, tuple(sorted(where[known(assumption)]))) for assumption in assumptions
                 if known(assumption) in where)


def known(assumption) -> tuple:
    """An assumption as the marks know it: by where its file holds it and what it says, not by which load of
    the file made it (card faces kept from an earlier load of the same file print the same marks)."""
    return assumption.path, assumption.what


def pages_marked(seen: Seen, pages: Iterable[tuple[int, object]]) -> dict[tuple, set[int]]:
    """known(assumption) -> the numbers of ``pages`` on which its marks print, for one part: ``seen`` what
    it drew, ``pages`` its pages with their numbers in the kit."""
    by_words: dict[str, set[tuple]] = {}
    for by, printed in seen:
        for assumption, words in by:
            for ends in [printed.find(word) + len(word) for word in words if word in printed] or [len(printed)]:
                by_words.setdefault(_last_word(printed[:ends]), set()).add(known(assumption))
    unworded = by_words.pop("", set())
    found: dict[tuple, set[int]] = {}
    for number, page in pages:
        for words in _words_before_marks(_page_text(page)):
            for ident in _whose(words, by_words) or unworded:
                found.setdefault(ident, set()).add(number)
    return found


def _whose(words: str, by_words: dict[str, set[tuple]]) -> set[tuple]:
    """The assumptions whose value ends in the word a page prints before a mark (a run of text may hold
    only the end of a word, and a heading prints its words in capitals)."""
    if not words:
        return set()
    return {ident for own, idents in by_words.items() if own and (own.endswith(words) or words.endswith(own))
            for ident in idents}


def _last_word(printed: str) -> str:
    """The word a page prints last in ``printed`` (an icon is drawn, not printed), in lower case: the
    word the mark follows, as _words_before_marks reads it; "" where no word comes before the mark."""
    line = _LIST_MARKER.sub("", printed.rsplit("\n", 1)[-1])  # a list's marker prints as a bullet or number
    words = _ICON_OR_BOLD.sub(" ", line).split()
    return words[-1].lower() if words else ""


def _words_before_marks(text: str) -> list[str]:
    """The word just before each mark in ``text``, in lower case ("" where a mark follows a space)."""
    return [match.group(1).lower() for match in _BEFORE_MARK.finditer(text)]


def _page_text(page) -> str:
    return " ".join(item.text for item in leaves(page.items) if isinstance(item, Text))
