"""The English dictionary text.spelling asks: pyspellchecker's word list, searched where it lies.

Building a SpellChecker parses its whole word-frequency file as JSON, and even a set of its 160,000
words costs more than most checks together; a text asks about a few hundred words. The file holds
one ``"word": frequency,`` a line, sorted by word, so a word is found by halving the decompressed
text itself, and the SpellChecker (with its frequencies) is built only to suggest a correction for
a word that is not there.
"""

from __future__ import annotations

import gzip
from functools import cache
from importlib.resources import files

ENTRY = '\n"'  # where each line's quoted word begins


class SortedWords:
    """Membership in the words of a ``{"word": n, …}`` file written one sorted entry a line."""

    def __init__(self, text: str):
        self.text = text

    def __contains__(self, word: str) -> bool:
        low, high = 0, len(self.text)
        while low < high:  # the word's entry, if any, starts in [low, high)
            middle = (low + high) // 2
            start = self.text.find(ENTRY, middle)
            if start < 0:
                high = middle
                continue
            end = self.text.find('"', start + len(ENTRY))
            found = self.text[start + len(ENTRY):end]
            if found == word:
                return True
            if found < word:
                low = end
            else:
                high = middle  # no entry starts between middle and start
        return False


@cache
def english_words() -> SortedWords:
    """Every word of pyspellchecker's English dictionary (tests/checks/test_text.py holds it to
    SpellChecker's own list, and to its order)."""
    return SortedWords(gzip.decompress((files("spellchecker") / "resources" / "en.json.gz").read_bytes()).decode())


def correction(word: str) -> str | None:
    """The likeliest word one edit away from ``word``, if any."""
    return _checker().correction(word)


@cache
def _checker():
    from spellchecker import SpellChecker
    return SpellChecker(distance=1)
