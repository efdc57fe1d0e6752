"""Labels on a map: each placed near what it names, clear of every other label, token and
terrain piece, inside the battlefield (and, for a zone's label, inside its zone).

Candidates are tried in rings of growing distance around the anchor, nearest first, in a
fixed order, so the same map always gets the same labels. A box, a label and its lettering are named
tuples: a sheet tries thousands of boxes, and a named tuple is made three times as fast as a dataclass.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from printgen import typography

DIRECTIONS = 16     # candidate directions per ring
RINGS = 14          # rings of candidates, each a little farther out
SMALLEST = 6.0      # points: a label that finds no room at its size tries this one (none is smaller: legible)
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


class MapLabel(NamedTuple):
    text: str
    font: str
    size: float
    x: float          # centre of the text
    baseline: float
    box: Box


def text_box(text: str, font: str, size: float, x: float, baseline: float) -> Box:
    """The box of centred text: from its descenders to its capitals."""
    return _box_of(typography.width(text, font, size) / 2, size, x, baseline)


def _box_of(half: float, size: float, x: float, baseline: float) -> Box:
    """The box of centred text ``half`` its width wide each side of ``x``."""
    return Box(x - half, baseline - 0.22 * size, x + half, baseline + 0.74 * size)


class Lettering(NamedTuple):
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


def place_label(lettering: Lettering, anchor: tuple[float, float], reach: float, room: MapLabelRoom) -> MapLabel:
    """The label nearest ``anchor`` (``reach`` out from it, e.g. a token's radius) that ``room`` holds.
    Falls back to a smaller size, then to the anchor itself."""
    found = find_label(lettering, anchor, reach, room)
    if found is not None:
        return found
    text, font = lettering.text, lettering.font
    x, baseline = anchor[0], anchor[1] + reach + 1.0
    return MapLabel(text, font, SMALLEST, x, baseline, text_box(text, font, SMALLEST, x, baseline))


def find_label(lettering: Lettering, anchor: tuple[float, float], reach: float, room: MapLabelRoom) -> MapLabel | None:
    """The label nearest ``anchor`` that ``room`` holds, at its size or the smallest; None if none is."""
    text, font = lettering.text, lettering.font
    for tried in (lettering.size, SMALLEST):
        half = typography.width(text, font, tried) / 2
        for x, baseline in _candidates(anchor, reach, tried):
            box = _box_of(half, tried, x, baseline)
            if room.holds(box):
                return MapLabel(text, font, tried, x, baseline, box)
    return None


def _candidates(anchor: tuple[float, float], reach: float, size: float):
    """Text positions (centre, baseline): above the anchor first, then below, then rings around it."""
    ax, ay = anchor
    yield ax, ay + reach + 0.22 * size + CLEAR
    yield ax, ay - reach - 0.74 * size - CLEAR
    for ring in range(1, RINGS + 1):
        distance = reach + ring * size * 0.9
        for step in range(DIRECTIONS):
            angle = math.pi / 2 + 2 * math.pi * step / DIRECTIONS
            yield ax + distance * 1.6 * math.cos(angle), ay + distance * math.sin(angle) - 0.26 * size
