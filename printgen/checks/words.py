"""What the text checks share: a text's words without icons and bold markers, and where each
character of them was in the text (to point at a finding); numbers made one, to compare passages
whose numbers differ."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import NamedTuple

from printgen.checks.base import Issue, occurrence_at
from printgen.units import NUMBER_WORDS

WORD = re.compile(r"[A-Za-z][A-Za-z'’]*[A-Za-z]|[A-Za-z]")
_MARKUP = re.compile(r"\{[^{}\s]*\}|\*\*")  # an icon (read as a space) or a bold marker (read as nothing)


def words(text: str) -> str:
    """The text as its words read: icons as spaces, bold markers gone."""
    return words_and_origins(text)[0]


@lru_cache(maxsize=1 << 12)
def words_and_origins(text: str) -> tuple[str, tuple[int, ...]]:
    """``words(text)``, and where each of its characters stands in ``text``, so that a finding
    made in the words can be pointed at in the file. Worked out once per text: every text check
    reads the words of every text."""
    words: list[str] = []
    origins: list[int] = []
    last = 0
    for markup in _MARKUP.finditer(text):
        words.append(text[last:markup.start()])
        origins += range(last, markup.start())
        if markup.group() != "**":
            words.append(" ")
            origins.append(markup.start())
        last = markup.end()
    words.append(text[last:])
    origins += range(last, len(text))
    return "".join(words), tuple(origins)


def issue_at(field, origins: tuple[int, ...], needle: str, start: int, subject_message: str) -> Issue:
    """An issue pointing at the ``needle`` found at ``start`` of the field's words."""
    return slip_at(field.text, origins, needle, start, subject_message).issue(field)


class Slip(NamedTuple):
    """What a text check finds in one text, apart from where the text stands: the word to point at,
    which of its occurrences in the text, and the message."""

    needle: str
    occurrence: int
    message: str

    def issue(self, field) -> Issue:
        return Issue(field.path, self.message, field.subject, needle=self.needle, occurrence=self.occurrence)


def slip_at(text: str, origins: tuple[int, ...], needle: str, start: int, message: str) -> Slip:
    """The slip of the ``needle`` found at ``start`` of the text's words."""
    return Slip(needle, occurrence_at(text, needle, origins[start]), message)


def in_each_text(fields, slips: Callable[[str], tuple[Slip, ...]]) -> Iterator[Issue]:
    """The issues of a check that reads each text alone, ``slips`` finding what is wrong in one text (cached
    by the text: a watch's next save reads again only the texts it changed)."""
    for field in fields:
        for slip in slips(field.text):
            yield slip.issue(field)


# British spellings, as the format writes them, and their American forms (the dictionary's)
IRREGULAR_PLURALS = {"dice": "die", "men": "man", "women": "woman", "people": "person"}


def singular(word: str) -> str:
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if re.search(r"(?:s|x|z|ch|sh)es$", word):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _counted(numbers: str) -> re.Pattern:
    """A number, then (optionally) the word it counts."""
    return re.compile(r"\b(" + numbers + r")\b(?:(\s+)([A-Za-z]+))?", re.IGNORECASE)


_COUNTED = _counted(r"\d+|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)))


def numbers_as_one(text: str) -> str:
    """The text with every number (digits and number words) made '#' and the noun after it singular:
    "Roll 1 die" and "Roll three dice" say the same with different numbers (a number's noun agrees
    with it by grammar alone)."""
    def one(match: re.Match) -> str:
        return "#" + (match.group(2) + _singular_like(match.group(3)) if match.group(3) else "")
    return _COUNTED.sub(one, text)


def _singular_like(word: str) -> str:
    one = singular(word.lower())
    return one.capitalize() if word[:1].isupper() else one
