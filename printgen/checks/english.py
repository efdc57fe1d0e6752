"""The English dictionary text.spelling asks: pyspellchecker's word list, searched where it lies,
and the British spellings that list lacks (printgen/data/british-spellings.txt, from SCOWL's VarCon
lists: centre, colour, defence, realise …).

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

from printgen.core.resources import DATA_DIR

ENTRY = '\n"'  # where each line's quoted word begins
LEAST_FREQUENCY = 50
"""The frequency pyspellchecker's list gives the words it holds but barely knows (103,247 of its 160,572:
'consols', 'boaster', 'tacker'); the words it met often have more (tests/checks/text/test_proofreading.py
holds it)."""


class SortedWords:
    """Membership in the words of a ``{"word": n, …}`` file written one sorted entry a line."""

    def __init__(self, text: str):
        self.text = text

    def __contains__(self, word: str) -> bool:
        return self._end_of(word) is not None

    def frequency(self, word: str) -> int | None:
        """How often the list's source met the word (None: not in the list)."""
        end = self._end_of(word)
        if end is None:
            return None
        number = self.text[end + 1:self.text.find("\n", end)].strip(" :,")
        return int(number) if number.isdigit() else None

    def _end_of(self, word: str) -> int | None:
        """Where the word's entry has its closing quote, if the word is in the list."""
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
                return end
            if found < word:
                low = end
            else:
                high = middle  # no entry starts between middle and start
        return None


@cache
def english_words() -> SortedWords:
    """Every word of pyspellchecker's English dictionary (tests/checks/text/test_proofreading.py holds it to
    SpellChecker's own list, and to its order)."""
    return SortedWords(gzip.decompress((files("spellchecker") / "resources" / "en.json.gz").read_bytes()).decode())


@cache
def british_words() -> frozenset[str]:
    """The British spellings of printgen/data/british-spellings.txt (one word a line, # comments)."""
    lines = (DATA_DIR / "british-spellings.txt").read_text(encoding="utf-8").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


def correction(word: str) -> str | None:
    """The likeliest word one edit away from ``word``, if any."""
    return _checker().correction(word)


@cache
def _checker():
    from spellchecker import SpellChecker
    return SpellChecker(distance=1)
