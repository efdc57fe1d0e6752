"""What a finding is about, read from the file at its place: the text value its line:col falls in, the
words of that value as they print (a reference such as {dice:gamma-aura} prints as words the file does
not write, an icon such as {power} as no word), which of them the finding names, and the words around
them, which tell its printed copies from every other place the same words print."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from printgen.core.findings import Finding
from printgen.load.yaml_doc import YamlDoc, value_at

WORD = re.compile(r"[^\W_](?:[\w’']*[^\W_])?")
"""A word as both the file and the faces are read: hyphens split words, since a line may break at one."""
TOKEN = re.compile(r"(?P<reference>(?<!\\)\{[a-z]+:[^{}\s\\]+\})|(?P<icon>(?<!\\)\{[\w-]+\})|(?P<word>"
                   + WORD.pattern + ")")
QUOTED = re.compile(r"'([^']{1,80})'|\"([^\"]{1,80})\"|“([^”]{1,80})”")
AROUND = 5
"""Words each side of the finding's own that a printed copy must share (fewer where its text ends)."""
ANY_WORDS = "(?:\\S+ ){1,12}?"
"""A reference as it prints, matched on a face: a few words the file does not write."""


def normal(word: str) -> str:
    return word.lower().replace("’", "'")


@dataclass(frozen=True)
class OwnWords:
    """The finding's words inside the text value that holds its place, and the words around them."""

    path: tuple
    before: tuple[str, ...]
    own: tuple[str, ...]
    after: tuple[str, ...]
    """Each a normal word, or "" for a reference (words of its own where it prints)."""
    words: str = ""
    """The finding's own words as the file writes them."""
    whole: bool = False
    """The pattern holds the whole value (a name, a title): a copy of it begins a text as drawn (a rule's
    title prints with its kind after it, "Gamma Absorber (Target of Opportunity):"), not the same words
    inside a sentence."""

    def pattern(self) -> re.Pattern:
        """The words as a face's word stream reads them (face_words.Stream): the finding's own in a group."""
        start = "(?<![^ ])(?<=^|(?<=\\| ))" if self.whole else "(?<![^ ])"
        return re.compile(start + _words(self.before) + "(?P<own>" + _words(self.own) + ")" + _words(self.after))


def _words(words: tuple[str, ...]) -> str:
    """Each word, then the end of its text item or not, then a space (face_words.Stream writes them so)."""
    return "".join(re.escape(word) + "\\|? " if word else ANY_WORDS for word in words)


class Places:
    """Where each value of a parsed file is, to find the innermost value that holds a line:col."""

    def __init__(self, doc: YamlDoc):
        self.doc = doc
        self.starts = [0] + [found.end() for found in re.finditer("\n", doc.text)]
        self.spans = sorted(((span.start, span.end, path) for path, span in doc.values.items()),
                            key=lambda held: held[1] - held[0])

    def index(self, finding: Finding) -> int:
        return self.starts[min(max(finding.line, 1), len(self.starts)) - 1] + max(finding.col, 1) - 1

    def path_at(self, finding: Finding, strings: bool = False) -> tuple | None:
        """The data path of the innermost value at the finding's place (a text, with ``strings``), or None."""
        index = self.index(finding)
        return next((path for start, end, path in self.spans if start <= index < max(end, start + 1)
                     and (not strings or isinstance(self.value(path), str))), None)

    def value(self, path: tuple) -> Any:
        return value_at(self.doc.data, path)


def target_of(places: Places, finding: Finding) -> OwnWords | None:
    """The finding's words in the text that holds its place: those its message quotes where they stand
    there ("'the' twice in a row": both), else the word at its place; None outside every text."""
    path = places.path_at(finding, strings=True)
    if path is None:
        return None
    span = places.doc.values[path]
    found = ((found.start(), _token(found)) for found in TOKEN.finditer(places.doc.text, span.start, span.end))
    tokens = [(at, word) for at, word in found if word is not None]
    index = places.index(finding)
    first = next((n for n, (at, _) in enumerate(tokens) if at >= index or _holds(places.doc.text, at, index)), None)
    if first is None:
        return None
    words = [word for _, word in tokens]
    count = _named(words[first:], finding)
    last = tokens[first + count - 1][0] if count else tokens[first][0]
    end = TOKEN.match(places.doc.text, last)
    written = places.doc.text[tokens[first][0]:end.end() if end else last]
    before, after = _context(words[:first][::-1])[::-1], _context(words[first + count:])
    whole = len(before) == first and len(after) == len(words) - first - count and "" not in words
    return OwnWords(path, before, tuple(words[first:first + count]), after, " ".join(written.split()), whole)


def _token(found: re.Match) -> str | None:
    """A normal word, "" for a reference, None for an icon (which prints as no word)."""
    if found.group("reference"):
        return ""
    return None if found.group("icon") else normal(found.group())


def _holds(text: str, at: int, index: int) -> bool:
    found = TOKEN.match(text, at)
    return found is not None and at <= index < found.end()


def _named(words: list[str], finding: Finding) -> int:
    """How many of ``words`` the finding names: a phrase its message quotes, as far as it stands there
    (a word said "twice in a row", twice), else one."""
    for quoted in (next(part for part in parts if part) for parts in QUOTED.findall(finding.message)):
        phrase = [normal(word) for word in WORD.findall(quoted)]
        rest = next((phrase[k:] for k in range(len(phrase)) if words[:len(phrase) - k] == phrase[k:]), [])
        if rest:  # the place may stand inside the phrase ("the 7 Soldier tokens" at its 7)
            twice = finding.code.endswith("repeated-word") and words[len(rest):2 * len(rest)] == rest
            return 2 * len(rest) if twice else len(rest)
    return 1 if words else 0


def _context(words: list[str]) -> tuple[str, ...]:
    """Up to AROUND words, nearest first, as far as the first reference (whose words are not known here)."""
    taken = []
    for word in words[:AROUND]:
        if not word:
            break
        taken.append(word)
    return tuple(taken)


def whole_value(places: Places, path: tuple) -> OwnWords | None:
    """A short text value as a whole (a row's name): every word of it its own, printed whole."""
    span = places.doc.values.get(path)
    if span is None or not isinstance(places.value(path), str):
        return None
    found = ((found.start(), _token(found)) for found in TOKEN.finditer(places.doc.text, span.start, span.end))
    words = tuple(word for _, word in found if word is not None)
    if not words or "" in words:
        return None
    return OwnWords(path, (), words, (), " ".join(places.doc.text[span.start:span.end].split()).strip("'\""), True)
