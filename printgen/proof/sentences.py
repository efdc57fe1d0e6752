"""What changed on a face, sentence by sentence: the face's words (its icons named) set side by side with
the other version's (difflib's SequenceMatcher, the standard library's diff), and each change shown in
the sentence that holds it, with a few words either side, rather than in the whole face's text."""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from printgen.layout.placed import Box
from printgen.proof.spoken import Word

LONGEST = 40   # words: a longer sentence (a run-on rule, a table row) is cut down to the change's neighbours
AROUND = 10    # the words kept either side of the change in a sentence cut down
ENDS = (".", "!", "?")
CLOSING = "\"”’')]"  # a sentence ends inside its closing quote or bracket too


@dataclass(frozen=True)
class WordRun:
    """Words alike in what happened to them: "equal", "delete" or "insert"."""

    op: str
    words: tuple[Word, ...]

    @property
    def text(self) -> str:
        return "".join((" " if index and word.spaced else "") + word.text for index, word in enumerate(self.words))

    @property
    def spaced(self) -> bool:
        return self.words[0].spaced


@dataclass(frozen=True)
class Sentence:
    """One sentence (or line) of a face that changed, as runs; cut short at either end when long."""

    runs: tuple[WordRun, ...]
    cut_before: bool = False
    cut_after: bool = False

    def text(self, ops: tuple[str, ...] = ("equal", "insert")) -> str:
        """The sentence as one version reads it: the new by default, ("equal", "delete") the old."""
        kept = [word for run in self.runs if run.op in ops for word in run.words]
        return WordRun("equal", tuple(kept)).text if kept else ""

    def to_json(self) -> dict:
        return {"text": self.text(), "was": self.text(("equal", "delete")), "cut_before": self.cut_before,
                "cut_after": self.cut_after, "runs": [{"op": run.op, "text": run.text} for run in self.runs]}


@dataclass(frozen=True)
class Compared:
    """Two versions of a face's words compared: the sentences that changed, and the boxes of the changed
    words on each (points on its page), to outline on its picture."""

    sentences: tuple[Sentence, ...]
    before: tuple[Box, ...]
    after: tuple[Box, ...]


def compare(old: list[Word], new: list[Word]) -> Compared:
    """The sentences of ``new`` where its words differ from ``old``'s (a sentence a deletion leaves empty
    is shown in the sentence before it), and the boxes of the words deleted and inserted."""
    steps = _steps(old, new)
    changed = sorted({sentence for op, _, sentence in steps if op != "equal"})
    sentences = tuple(_sentence([(op, word) for op, word, at in steps if at == number]) for number in changed)
    return Compared(sentences, _boxes(steps, "delete"), _boxes(steps, "insert"))


def sentence_numbers(words: list[Word]) -> list[int]:
    """Which sentence each word is in, from 0: a sentence ends at a full stop, a question or exclamation
    mark, or the end of its paragraph (a heading, a line of a table)."""
    numbers, number = [], 0
    for index, word in enumerate(words):
        previous = words[index - 1] if index else None
        if previous and (word.paragraph != previous.paragraph or previous.text.rstrip(CLOSING).endswith(ENDS)):
            number += 1
        numbers.append(number)
    return numbers


def _steps(old: list[Word], new: list[Word]) -> list[tuple[str, Word, int]]:
    """Both versions' words in reading order as (op, word, sentence of the new face it is shown in)."""
    numbers = sentence_numbers(new)
    steps: list[tuple[str, Word, int]] = []
    matcher = difflib.SequenceMatcher(a=[word.key for word in old], b=[word.key for word in new], autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op in ("delete", "replace"):
            home = _home(numbers, j1)
            steps += [("delete", word, home) for word in old[i1:i2]]
        if op in ("insert", "replace", "equal"):
            steps += [("equal" if op == "equal" else "insert", new[j], numbers[j]) for j in range(j1, j2)]
    return steps


def _home(numbers: list[int], at: int) -> int:
    """The sentence that shows words deleted before new word ``at``: the one they fall inside, or at a
    sentence's start the one before (the words were its end)."""
    if not numbers:
        return 0
    if at >= len(numbers) or (at > 0 and numbers[at - 1] != numbers[at]):
        return numbers[at - 1]
    return numbers[at]


def _sentence(steps: list[tuple[str, Word]]) -> Sentence:
    """A sentence's steps as runs, cut down to the change and AROUND words either side when too long."""
    first = min(index for index, (op, _) in enumerate(steps) if op != "equal")
    last = max(index for index, (op, _) in enumerate(steps) if op != "equal")
    start, end = 0, len(steps)
    if len(steps) > LONGEST:
        start, end = max(0, first - AROUND), min(len(steps), last + 1 + AROUND)
    runs: list[WordRun] = []
    for op, word in steps[start:end]:
        if runs and runs[-1].op == op:
            runs[-1] = WordRun(op, runs[-1].words + (word,))
        else:
            runs.append(WordRun(op, (word,)))
    return Sentence(tuple(runs), start > 0, end < len(steps))


def _boxes(steps: list[tuple[str, Word, int]], op: str) -> tuple[Box, ...]:
    """The boxes of the words ``op`` happened to, one box for neighbours on one line."""
    boxes: list[Box] = []
    previous = ""
    for step, word, _ in steps:
        if step == op and boxes and previous == op and _one_line(boxes[-1], word.box):
            boxes[-1] = _union(boxes[-1], word.box)
        elif step == op:
            boxes.append(word.box)
        if step != ("insert" if op == "delete" else "delete"):
            previous = step
    return tuple(boxes)


def _one_line(one: Box, other: Box) -> bool:
    """Whether two boxes overlap by at least half the lower's height: words on one line."""
    overlap = min(one[1] + one[3], other[1] + other[3]) - max(one[1], other[1])
    return overlap >= 0.5 * min(one[3], other[3])


def _union(one: Box, other: Box) -> Box:
    left, bottom = min(one[0], other[0]), min(one[1], other[1])
    right, top = max(one[0] + one[2], other[0] + other[2]), max(one[1] + one[3], other[1] + other[3])
    return left, bottom, right - left, top - bottom
