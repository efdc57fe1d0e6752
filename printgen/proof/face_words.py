"""A face's words as one stream, across its lines and text items in drawing order (a sentence wraps
from line to line, and a bold word is an item of its own), each word with the place it is drawn: a
finding's words and the words around them are looked for in it, and each found word has its box."""

from __future__ import annotations

import re
from dataclasses import dataclass

from printgen.layout.placed import Box, PlacedText
from printgen.proof.faces import ProofFace
from printgen.proof.file_words import WORD, normal


@dataclass(frozen=True)
class DrawnWord:
    """One word as drawn: the text item it is in and where in that item's text."""

    placed: PlacedText
    start: int
    end: int

    def box(self) -> Box:
        return self.placed.box(self.start, self.end)


class Stream:
    """The face's words, normal, each followed by one space (and the last of a text item by "|" before
    it, for a value that prints whole); ``at`` gives the word each character is in."""

    def __init__(self, face: ProofFace):
        self.drawn = [DrawnWord(placed, found.start(), found.end()) for placed in face.texts
                      for found in WORD.finditer(placed.text.text)]
        words = [normal(d.placed.text.text[d.start:d.end]) + ("|" if last else "")
                 for d, last in zip(self.drawn, [a.placed is not b.placed for a, b in zip(self.drawn, self.drawn[1:])]
                                    + [True])]
        self.text = "".join(word + " " for word in words)
        self.at: list[int] = [n for n, word in enumerate(words) for _ in range(len(word) + 1)]

    def copies(self, pattern: re.Pattern, whole: bool = False) -> list[list[Box]]:
        """Each place the pattern's words are drawn: the box of each word of its group "own"; for a ``whole``
        value, only where its words end their text, or a title's trailer follows them ("(", ":")."""
        found = []
        for match in pattern.finditer(self.text):
            first, last = self.at[match.start("own")], self.at[match.end("own") - 1]
            if not whole or self._ends_value(last):
                found.append([self.drawn[n].box() for n in range(first, last + 1)])
        return found

    def _ends_value(self, last: int) -> bool:
        word = self.drawn[last]
        rest = word.placed.text.text[word.end:].lstrip()
        return not WORD.search(rest) or rest[:1] in TRAILERS


TRAILERS = ("(", ":")
"""What may follow a whole value in the text it begins: a rule's title is printed with its kind after it."""

