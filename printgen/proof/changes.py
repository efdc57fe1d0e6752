"""What changed between two versions of an encounter, face by face: whether a face draws otherwise (its
picture's digest), only sits elsewhere (moved: drawn the same, on another page or place of its sheet),
is new or is gone; and, where its words differ, each sentence that holds a change (proof/sentences.py).
Faces are matched by their key: a card by its id and side, a page by its part and place."""

from __future__ import annotations

from dataclasses import dataclass, replace

from printgen.layout.placed import Box
from printgen.proof.faces import ProofFace
from printgen.proof.regions import differing, still
from printgen.proof.sentences import LONGEST, Compared, WordRun, Sentence, compare, sentence_numbers

NO_WORDS = Compared((), (), ())
"""What a face that moved, or is new or gone, shows of its words but its first sentence."""


@dataclass(frozen=True)
class Change:
    key: str
    title: str
    section: str
    status: str
    """"changed" (drawn otherwise), "moved" (drawn the same elsewhere on its sheet), "new" (no such face
    before) or "gone" (none now)."""
    sentences: tuple[Sentence, ...] = ()
    """Each sentence whose words changed, in reading order; none for a face drawn otherwise in the same
    words, or one that moved."""
    before: tuple[Box, ...] = ()
    after: tuple[Box, ...] = ()
    """The boxes of the words deleted from the old face and inserted into the new (points on each's page)."""

    @property
    def same_words(self) -> bool:
        return self.status == "changed" and not self.sentences

    def shown(self) -> list[tuple[Sentence, int]]:
        """Each changed sentence once, in reading order, with how often the face says it (a setup page's eight
        placement rows of one renamed token read as one sentence, eight times)."""
        counted: dict[str, list] = {}
        for sentence in self.sentences:
            counted.setdefault(repr(sentence.to_json()), [sentence, 0])[1] += 1
        return [(sentence, times) for sentence, times in counted.values()]

    def to_json(self) -> dict:
        return {"face": self.key, "title": self.title, "part": self.section, "status": self.status,
                "sentences": [sentence.to_json() for sentence in self.sentences],
                "outlined": {"before": [list(box) for box in self.before], "after": [list(box) for box in self.after]},
                "words": [{"op": run.op, "text": run.text} for sentence in self.sentences for run in sentence.runs]}


def changes(old: list[ProofFace], old_drawn: dict[str, str], new: list[ProofFace],
            new_drawn: dict[str, str]) -> list[Change]:
    """Every face drawn otherwise (its digest, ``*_drawn`` by key, differs), moved, new or gone, in the new
    kit's order (the gone ones last)."""
    before = {face.key: face for face in old}
    found = []
    for face in new:
        previous = before.get(face.key)
        if previous is None:
            found.append(_change(face, "new", replace(NO_WORDS, sentences=_first(face))))
        elif status := _status(previous, face, old_drawn[face.key] == new_drawn[face.key]):
            found.append(_change(face, status, _compared(previous, face) if status == "changed" else NO_WORDS))
    now = {face.key for face in new}
    return found + [_change(face, "gone", replace(NO_WORDS, sentences=_first(face, "delete")))
                    for face in old if face.key not in now]


def _status(previous: ProofFace, face: ProofFace, same_digest: bool) -> str:
    """"" for a face that prints as it did where it did; "moved" for one drawn the same elsewhere (its
    picture's digest alike, or, where a picture cut at another place differs by its pixels' grid, the
    piece's own drawing); "changed" for any other."""
    placed_alike = previous.page == face.page and _rounded(previous.box) == _rounded(face.box)
    if same_digest:
        return "" if placed_alike else "moved"
    if not placed_alike and face.piece and previous.piece and still(face.piece) == still(previous.piece):
        return "moved"
    return "changed"


def _compared(previous: ProofFace, face: ProofFace) -> Compared:
    """The sentences whose words changed, the changed words outlined; in the same words, the region of the
    piece drawn otherwise, where it is less than the whole."""
    compared = compare(previous.placed_words(), face.placed_words())
    if compared.sentences or not (previous.piece and face.piece):
        return compared
    return Compared((), *differing(previous.piece, previous.box, face.piece, face.box))


def _first(face: ProofFace, op: str = "insert") -> tuple[Sentence, ...]:
    """A new or gone face's first sentence, all of it inserted (or deleted): what it is, in a line."""
    words = face.placed_words()
    first = [word for word, number in zip(words, sentence_numbers(words)) if number == 0]
    return (Sentence((WordRun(op, tuple(first[:LONGEST])),), cut_after=len(first) > LONGEST),) if first else ()


def _change(face: ProofFace, status: str, compared: Compared) -> Change:
    return Change(face.key, face.title, face.section, status, compared.sentences, compared.before, compared.after)


def _rounded(box: Box) -> tuple[float, ...]:
    return tuple(round(side, 2) for side in box)
