"""Each finding placed on the faces where its words print. The words come from the file at the
finding's place (the word a spelling finding points at) or from the message's quotes (a name, a
label); the layout says where each is drawn on each face, so the highlight stands where the words do."""

from __future__ import annotations

import re
from dataclasses import dataclass

from printgen.findings import Finding
from printgen.layout.placed import Box
from printgen.proof.faces import ProofFace

WORD = re.compile(r"[^\W_](?:[\w’'-]*[^\W_])?")
QUOTED = re.compile(r"'([^']{2,60})'|“([^”]{2,60})”")
SHORTEST = 3  # a shorter word (a number, "of") would light up half of every face


@dataclass(frozen=True)
class Located:
    """One finding on the faces: the words looked for, and their boxes on each face they print on."""

    finding: Finding
    words: str
    boxes: dict[str, list[Box]]
    """ProofFace key -> the boxes of the words on it, in points on the page."""


def place(findings: list[Finding], text: str, faces: list[ProofFace]) -> list[Located]:
    lines = text.splitlines()
    return [_placed(finding, lines, faces) for finding in findings]


def _placed(finding: Finding, lines: list[str], faces: list[ProofFace]) -> Located:
    for words in _candidates(finding, lines):
        boxes = {face.key: found for face in faces if (found := _boxes(face, words))}
        if boxes:
            return Located(finding, words, boxes)
    return Located(finding, "", {})


def _candidates(finding: Finding, lines: list[str]) -> list[str]:
    """What the finding is about, most exact first: the word at its place in the file, then each
    phrase its message quotes; none shorter than SHORTEST letters."""
    found = [word for word in [_word_at(lines, finding.line, finding.col)] if word]
    found += [one or other for one, other in QUOTED.findall(finding.message)]
    return [words for words in dict.fromkeys(found) if len(words) >= SHORTEST and any(c.isalpha() for c in words)]


def _word_at(lines: list[str], line: int, col: int) -> str:
    """The word that starts at (or spans) line:col of the file, from 1; "" if there is none."""
    if not 1 <= line <= len(lines):
        return ""
    text = lines[line - 1]
    return next((match.group() for match in WORD.finditer(text) if match.start() <= col - 1 < match.end()), "")


def _boxes(face: ProofFace, words: str) -> list[Box]:
    return [box for placed in face.texts for box in placed.words(words)]
