"""The English dictionary text.spelling asks: pyspellchecker's word list, read fast.

Building a SpellChecker parses its whole word-frequency file as JSON, which costs more than every
other check together; a word's membership needs only the words, so they are read straight out of
the same file, and the SpellChecker (with its frequencies) is built only to suggest a correction
for a word that is not there.
"""

from __future__ import annotations

import gzip
from functools import cache
from importlib.resources import files


@cache
def english_words() -> frozenset[str]:
    """Every word of pyspellchecker's English dictionary (the keys of its {word: frequency} file,
    which quotes nothing but its words: tests/checks/test_text.py compares it with the JSON read)."""
    raw = gzip.decompress((files("spellchecker") / "resources" / "en.json.gz").read_bytes()).decode("utf-8")
    return frozenset(raw.split('"')[1::2])


def correction(word: str) -> str | None:
    """The likeliest word one edit away from ``word``, if any."""
    return _checker().correction(word)


@cache
def _checker():
    from spellchecker import SpellChecker
    return SpellChecker(distance=1)
