"""What a map's labels are placed among: boxes on the page, a label's box, the words a label sets, and the
room a label may take (clear of every box taken, on the battlefield, inside its region). Named tuples: a
sheet tries thousands of boxes, and a named tuple is made three times as fast as a dataclass."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from printgen.core import typography

CLEAR = 1.5         # points between a label and anything else: 1 pt or more on the page, where a letter's box
#                     (the face's ascent, which pdfplumber and a selection show) stands 0.3 pt above the capitals


class Box(NamedTuple):
    x0: float
    y0: float
    x1: float
    y1: float

    def overlaps(self, other: Box, gap: float = 0.0) -> bool:
        return (self.x0 < other.x1 + gap and other.x0 < self.x1 + gap and
                self.y0 < other.y1 + gap and other.y0 < self.y1 + gap)

    def within(self, outer: Box) -> bool:
        return outer.x0 <= self.x0 and self.x1 <= outer.x1 and outer.y0 <= self.y0 and self.y1 <= outer.y1

    def corners(self) -> list[tuple[float, float]]:
        return [(self.x0, self.y0), (self.x1, self.y0), (self.x0, self.y1), (self.x1, self.y1)]

    def meet(self, other: Box) -> Box:
        """The part of this box inside ``other`` (empty: x1 < x0 or y1 < y0)."""
        return Box(max(self.x0, other.x0), max(self.y0, other.y0), min(self.x1, other.x1), min(self.y1, other.y1))

    def centre(self) -> tuple[float, float]:
        return (self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2

    @staticmethod
    def around(points) -> Box:
        xs, ys = [x for x, _ in points], [y for _, y in points]
        return Box(min(xs), min(ys), max(xs), max(ys))


class MapLabel(NamedTuple):
    text: str
    font: str
    size: float
    x: float          # centre of the text
    baseline: float
    box: Box


def text_box(text: str, font: str, size: float, x: float, baseline: float) -> Box:
    """The box of centred text: from its descenders to its capitals."""
    return box_of(typography.width(text, font, size) / 2, size, x, baseline)


def box_of(half: float, size: float, x: float, baseline: float) -> Box:
    """The box of centred text ``half`` its width wide each side of ``x``."""
    return Box(x - half, baseline - 0.22 * size, x + half, baseline + 0.74 * size)


class LabelWords(NamedTuple):
    """Words to set: the text, its font and its size."""

    text: str
    font: str
    size: float


@dataclass(frozen=True)
class MapLabelRoom:
    """Where a label may go: clear of every box in ``taken``, within ``bounds`` and, if given, inside
    ``region`` (a test on points)."""

    taken: list[Box]
    bounds: Box
    region: Callable[[float, float], bool] | None = None

    def holds(self, box: Box) -> bool:
        """Whether ``box`` is free, on the battlefield and, CLEAR and more, inside its region (a label
        that touches the outline of the piece or zone it names reads as part of the line)."""
        if not box.within(self.bounds) or self._crowded(box):
            return False
        grown = Box(box.x0 - CLEAR, box.y0 - CLEAR, box.x1 + CLEAR, box.y1 + CLEAR)
        return self.region is None or all(self.region(cx, cy) for cx, cy in grown.corners())

    def _crowded(self, box: Box) -> bool:
        """Whether ``box`` comes within CLEAR of a box taken: Box.overlaps, written out, as every
        candidate of every label asks it of every box on the map."""
        x0, y0, x1, y1 = box.x0, box.y0, box.x1, box.y1
        for other in self.taken:
            if x0 < other.x1 + CLEAR and other.x0 < x1 + CLEAR and y0 < other.y1 + CLEAR and other.y0 < y1 + CLEAR:
                return True
        return False
