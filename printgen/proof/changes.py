"""What changed between two versions of an encounter, face by face: the words each face draws, set
side by side word by word (difflib's SequenceMatcher, the standard library's diff), and whether its
drawing changed at all (its picture, pixel for pixel). Faces are matched by their key: a card by its
id and side, a page by its part and place."""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from printgen.proof.faces import ProofFace


@dataclass(frozen=True)
class Change:
    key: str
    title: str
    section: str
    status: str
    """"changed" (drawn otherwise), "new" (no such face before) or "gone" (none now)."""
    words: tuple[tuple[str, str], ...]
    """The face's words as runs: ("equal" | "insert" | "delete", words)."""

    def to_json(self) -> dict:
        return {"face": self.key, "title": self.title, "part": self.section, "status": self.status,
                "words": [{"op": op, "text": text} for op, text in self.words]}


def changes(old: list[ProofFace], old_drawn: dict[str, str], new: list[ProofFace],
            new_drawn: dict[str, str]) -> list[Change]:
    """Every face drawn otherwise (its digest, ``*_drawn`` by key, differs), new or gone, in the new
    kit's order (the gone ones last)."""
    before = {face.key: face for face in old}
    found = []
    for face in new:
        previous = before.get(face.key)
        if previous is None:
            found.append(_change(face, "new", [], face.words))
        elif old_drawn[face.key] != new_drawn[face.key]:
            found.append(_change(face, "changed", previous.words, face.words))
    now = {face.key for face in new}
    found += [_change(face, "gone", face.words, []) for face in old if face.key not in now]
    return found


def _change(face: ProofFace, status: str, old_words: list[str], new_words: list[str]) -> Change:
    return Change(face.key, face.title, face.section, status, tuple(word_diff(old_words, new_words)))


def word_diff(old: list[str], new: list[str]) -> list[tuple[str, str]]:
    """The two word lists as runs of words kept, deleted and inserted, in reading order."""
    runs: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
        if op in ("delete", "replace"):
            runs.append(("delete", " ".join(old[i1:i2])))
        if op in ("insert", "replace"):
            runs.append(("insert", " ".join(new[j1:j2])))
        if op == "equal":
            runs.append(("equal", " ".join(new[j1:j2])))
    return runs
