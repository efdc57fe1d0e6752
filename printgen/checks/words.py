"""What the text checks share: a text's words without icons and bold markers, and where each
character of them was in the text (to point at a finding); texts searched in lower case at once;
where a text's sentences start, to tell a word's own capital from the sentence's; numbers made one,
to compare passages whose numbers differ."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import NamedTuple

from printgen.checks.base import Issue, occurrence_at
from printgen.core.units import NUMBER_WORDS

WORD = re.compile(r"[A-Za-z][A-Za-z'’]*[A-Za-z]|[A-Za-z]")
# a word with a capital (a slip of a name has one); the capital is looked for first, then what stands before it
CAPITALISED = re.compile(r"[A-Z](?<![\w'’][A-Z])[A-Za-z'’]*[A-Za-z]")
_MARKUP = re.compile(r"\{[^{}\s]*\}|\*\*")  # an icon (read as a space) or a bold marker (read as nothing)


def words(text: str) -> str:
    """The text as its words read: icons as spaces, bold markers gone."""
    return words_and_origins(text)[0]


def said(text: str) -> str:
    """What a text says, however it is spaced or cased."""
    return " ".join(text.split()).casefold()


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


# --- texts searched in lower case -------------------------------------------------------------------

def lowered_text(text: str) -> str:
    """The text in lower case with its line breaks and tabs as spaces, letter for letter, so that a place in
    it is the same place in the text."""
    lowered = text.lower()
    lowered = lowered if len(lowered) == len(text) else text.translate(_ASCII_LOWER)  # 'İ' lowers to two
    return lowered.replace("\n", " ").replace("\t", " ").replace("\r", " ")


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


class Joined:
    """Texts in lower case one after another, to search them all at once for each form (one
    pattern for every form costs more to compile than these searches take): no form has the NUL between
    two texts, so none is found across them."""

    def __init__(self, texts: list[str]):
        lowered = [lowered_text(text) for text in texts]
        self.starts = [0]
        for text in lowered[:-1]:
            self.starts.append(self.starts[-1] + len(text) + 1)
        self.text = "\0".join(lowered)

    def occurrences(self, form: str):
        """(the text's index, where in it the form starts and ends) for each whole form (or its possessive)."""
        at = self.text.find(form)
        while at >= 0:
            end = at + len(form)
            if (at == 0 or not _is_word_character(self.text[at - 1])) and _WORD_ENDS.match(self.text, end):
                index = bisect_right(self.starts, at) - 1
                yield index, at - self.starts[index], end - self.starts[index]
            at = self.text.find(form, at + 1)


_WORD_ENDS = re.compile(r"(?:['’]s?)?(?![\w'’-])")  # after a word, or its possessive


def _is_word_character(character: str) -> bool:
    """A character a word, or a word joined to it, has (a hyphen, an apostrophe)."""
    return character.isalnum() or character in "_'’-"


# --- a text read as sentences ---------------------------------------------------------------------

_PLAIN_SENTENCE = re.compile(r"[^.!?]+[.!?]*")


def sentences(text: str) -> Iterator[tuple[int, str]]:
    """Each sentence of ``text`` (up to and with its full stop) with its offset: what a check that compares
    one sentence's words with the data reads, one at a time."""
    for match in _PLAIN_SENTENCE.finditer(text):
        yield match.start(), match.group()


def name_or_plural(name: str) -> str:
    """A regex for a name in the singular or plural (Crate, Crates; Dummy, Dummies)."""
    return re.escape(name[:-1]) + r"(?:y|ies)" if name.endswith("y") else re.escape(name) + r"(?:e?s)?"


# where a sentence, a line, a heading after a colon or a bullet starts: its first word has a capital of its own
SENTENCE_START = re.compile(r"(?:^|[.!?:\n•*–—-])[\s\"'“‘(]*(?=[A-Z])")
_SENTENCE_END = re.compile(r"[.!?:\n]")
_BETWEEN_WORDS = re.compile(r"\s*-?\s*")  # what may stand between two words of one phrase
_LAST_WORD = re.compile(r"(?<![A-Za-z'’])(?:[A-Za-z][A-Za-z'’]*[A-Za-z]|[A-Za-z])(?=\s*-?\s*\Z)")
_ON_THE_LINE = re.compile(r"[ \t]*-?[ \t]*")  # between two words of one phrase on one line


def words_from(text: str, start: int, count: int) -> list[re.Match]:
    """Up to ``count`` words of one phrase from ``start``."""
    found: list[re.Match] = []
    while len(found) < count and (word := WORD.match(text, start)):
        found.append(word)
        between = _BETWEEN_WORDS.match(text, word.end())
        assert between is not None  # the pattern matches the empty string too
        start = between.end()
    return found


def words_before(text: str, start: int, count: int) -> list[re.Match]:
    """Up to ``count`` words of one phrase just before ``start``."""
    found: list[re.Match] = []
    while len(found) < count and (word := _LAST_WORD.search(text, max(0, start - 40), start)):
        found.insert(0, word)
        start = word.start()
    return found


class Sentences:
    """A text's sentences: where each starts (a capital there is the sentence's, not the word's own), and
    the words beside a word on its line; ``ordinary``, the words the file writes in lower case elsewhere."""

    def __init__(self, text: str, ordinary: frozenset[str] = frozenset()):
        self.text, self.ordinary = text, ordinary
        self.starts = sorted({start.end() for start in SENTENCE_START.finditer(text)})
        self.at_start = set(self.starts)

    def word_after(self, end: int) -> str:
        """The word just after ``end`` in the same phrase on the same line ('' if none)."""
        between = _ON_THE_LINE.match(self.text, end)
        word = WORD.match(self.text, between.end()) if between else None
        return word.group() if word else ""

    def word_before(self, start: int) -> re.Match | None:
        """The word just before ``start`` in the same phrase on the same line, if any."""
        line_start = self.text.rfind("\n", 0, start) + 1
        return _LAST_WORD.search(self.text, max(line_start, start - 40), start)

    def capital_of_the_sentence(self, word: re.Match) -> bool:
        """Whether the word starts a sentence and the file writes it in lower case elsewhere ("Place", not
        "Tiger" of "Tiger Shark"): its capital is the sentence's."""
        return word.start() in self.at_start and word.group().lower() in self.ordinary

    def is_title(self, start: int) -> bool:
        """Whether the word at ``start`` is in a title, not a sentence: no full stop, no long word in lower
        case, and two capitalised words or more ("Side to Side", "The Drift")."""
        sentence = self.sentence(start)
        words = WORD.findall(sentence)
        return (not sentence.endswith((".", "!", "?")) and sum(word[0].isupper() for word in words) >= 2
                and not any(word.islower() and len(word) >= 4 for word in words))

    def sentence(self, start: int) -> str:
        """The sentence that has the word at ``start``, from its start to its full stop (which it keeps), colon
        or line end."""
        begin = self.starts[bisect_right(self.starts, start) - 1] if self.starts and self.starts[0] <= start else 0
        end = _SENTENCE_END.search(self.text, start)
        if end is None:
            return self.text[begin:]
        return self.text[begin:end.end() if end.group() in ".!?" else end.start()]


# the plurals the rules write that do not end in -s
IRREGULAR_PLURALS = {"dice": "die", "men": "man", "women": "woman", "people": "person"}


def singular(word: str) -> str:
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if re.search(r"(?:s|x|z|ch|sh)es$", word):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def texts_with(texts: list[str], words) -> list[int]:
    """The indexes of the texts that have one of ``words`` (or a longer word that has it): the others are
    passed over at the speed of a substring search."""
    return [index for index, text in enumerate(texts) if any(word in text for word in words)]


# what stands before a name: a determiner or a count
_DETERMINER = re.compile(r"\b(?:the|a|an|that|this|these|those|each|every|any|all|both|either|its|their|his|her|"
                         r"another|one|two|three|four|five|six|\d+)\s+\Z", re.IGNORECASE)


def after_a_determiner(text: str, start: int) -> bool:
    """Whether a determiner or a count ("the", "that", "each", "2") stands just before ``start``."""
    return bool(_DETERMINER.search(text, max(0, start - 12), start))


def plural(word: str) -> str:
    """The plural of a noun, as the rules write them (Console, Consoles; Dummy, Dummies; Box, Boxes)."""
    if word[-2:-1] not in ("", "a", "e", "i", "o", "u") and word.endswith("y"):
        return word[:-1] + "ies"
    return word + ("es" if word.endswith(("s", "x", "z", "ch", "sh")) else "s")


def deletions(word: str) -> list[str]:
    """The word, and the word without each of its letters: two words one letter apart share one of these."""
    return [word, *[word[:at] + word[at + 1:] for at in range(len(word))]]


def is_plural(word: str) -> bool:
    """Whether the word is in the plural, as far as its letters tell ('Consols' is: 'Consoles' is meant)."""
    lower = word.lower().replace("’", "'").removesuffix("'s").removesuffix("'")
    return singular(lower) != lower


def inflected(first: str, second: str) -> bool:
    """The same word but for an ending: one added (base, based; console, consoles) or another in its place
    (tracked, tracker). Not any last letter: 'consol' is no form of 'console'."""
    shorter, longer = sorted((first, second), key=len)
    if len(shorter) == len(longer):
        return shorter[:-1] == longer[:-1] and shorter[-1] in _ENDINGS and longer[-1] in _ENDINGS
    return longer[:-1] == shorter and longer[-1] in _ENDINGS


_ENDINGS = "sdrn"  # of the plural, the past, the doer (bake, baker) and the participle (take, taken)


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
