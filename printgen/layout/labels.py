"""Labels on a map: each placed on or next to what it names, clear of every other label, token and
terrain piece, inside the battlefield (and, for a zone's label, inside its zone); on a tile of the
full-size map, inside the part the tile shows, each piece it shows named there.

Candidates are tried in rings of growing distance around the anchor, nearest first, in a
fixed order, so the same map always gets the same labels. A box, a label and its lettering are named
tuples: a sheet tries thousands of boxes, and a named tuple is made three times as fast as a dataclass.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from printgen.core import typography
from printgen.layout.strips import INK
from printgen.randomise import Setup, inside
from printgen.randomise.measures import letter_key

DIRECTIONS = 16     # candidate directions per ring
RINGS = 14          # rings of candidates, each a little farther out
SMALLEST = 6.0      # points: a label that finds no room at its size tries this one (none is smaller: legible)
# each zone's colour apart from the others for every reader, in either ink (layout/palette.py)
ZONE_LINES = {"crisis-team": "#1f4e8c", "cosmic-threat": "#8c1c13", None: "#666666"}
TERRAIN = "#5a5f6b"  # a terrain piece's outline and label
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
    return _box_of(typography.width(text, font, size) / 2, size, x, baseline)


def _box_of(half: float, size: float, x: float, baseline: float) -> Box:
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


def place_label(lettering: LabelWords, anchor: tuple[float, float], reach: float, room: MapLabelRoom) -> MapLabel:
    """The label nearest ``anchor`` (``reach`` out from it, e.g. a token's radius) that ``room`` holds.
    Falls back to a smaller size, then to the anchor itself."""
    found = find_label(lettering, anchor, reach, room)
    if found is not None:
        return found
    text, font = lettering.text, lettering.font
    x, baseline = anchor[0], anchor[1] + reach + 1.0
    return MapLabel(text, font, SMALLEST, x, baseline, text_box(text, font, SMALLEST, x, baseline))


def find_label(lettering: LabelWords, anchor: tuple[float, float], reach: float, room: MapLabelRoom) -> MapLabel | None:
    """The label nearest ``anchor`` that ``room`` holds, at its size or the smallest; None if none is."""
    text, font = lettering.text, lettering.font
    for tried in (lettering.size, SMALLEST):
        half = typography.width(text, font, tried) / 2
        far = reach + RINGS * tried * 0.9 + tried  # no candidate lies further: only what is nearer is asked
        area = Box(anchor[0] - 1.6 * far - half, anchor[1] - far - tried, anchor[0] + 1.6 * far + half, anchor[1] + far)
        near = MapLabelRoom([o for o in room.taken if area.x0 < o.x1 + CLEAR and o.x0 < area.x1 + CLEAR  # _crowded's
                             and area.y0 < o.y1 + CLEAR and o.y0 < area.y1 + CLEAR], room.bounds, room.region)
        for x, baseline in _candidates(anchor, reach, tried):
            box = _box_of(half, tried, x, baseline)
            if near.holds(box):
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


class MapView(NamedTuple):
    """The part of a map a page shows (a tile of the full-size map): labels stay inside ``shown``, clear
    of ``marks`` (its alignment crosses), and name each piece that shows there."""

    shown: Box
    marks: tuple[Box, ...] = ()


SHOWN_ENOUGH = 12.0  # points each way: a piece shows enough of itself on a tile to be named there


def map_labels(setup: Setup, x0: float, y0: float, scale: int, view: MapView | None = None
               ) -> list[tuple[MapLabel, str]]:
    """Every label of the map with its colour: zones, then terrain sizes, then tokens, each clear
    of the others, of every token and of other terrain, inside the battlefield (a zone's inside its zone);
    with a ``view``, those of what it shows enough of, inside it."""
    per_inch = 72.0 / scale
    width, height = setup.battlefield
    bounds = Box(x0, y0, x0 + width * per_inch, y0 + height * per_inch)
    bounds = bounds.meet(view.shown) if view else bounds
    tokens = [Box(x0 + (p.x - p.radius) * per_inch, y0 + (p.y - p.radius) * per_inch,
                  x0 + (p.x + p.radius) * per_inch, y0 + (p.y + p.radius) * per_inch) for p in setup.placements]
    terrain = [Box(x0 + (t.x - t.w / 2) * per_inch, y0 + (t.y - t.h / 2) * per_inch,
                   x0 + (t.x + t.w / 2) * per_inch, y0 + (t.y + t.h / 2) * per_inch) for t in setup.terrain]
    taken = tokens + terrain + list(view.marks if view else ())
    placed: list[tuple[MapLabel, str]] = []

    def keep(label: MapLabel | None, color: str) -> None:
        if label is not None:
            placed.append((label, color))
            taken.append(label.box)

    def shows(box: Box) -> bool:
        return view is None or _shows(box, bounds)

    for area in setup.deployment:
        polygon = tuple((x0 + x * per_inch, y0 + y * per_inch) for x, y in area.polygon)
        shown = _clipped(polygon, bounds) if view else list(polygon)
        if shown and shows(Box.around(shown)):
            keep(_zone_label(LabelWords(area.label.upper(), "heading", 6.5), polygon, _mean(shown),
                             MapLabelRoom(taken, bounds), view is None), ZONE_LINES[area.side])
    for n, (piece, box) in enumerate(zip(setup.terrain, terrain, strict=True)):
        if shows(box):
            keep(terrain_label(LabelWords(f"{letter_key(n)} · SIZE {piece.size}", "condensed", 6), box, taken, bounds),
                 TERRAIN)
    for p, box in sorted(zip(setup.placements, tokens, strict=True), key=lambda pair: not pair[0].fixed):
        if shows(box):
            disc = (x0 + p.x * per_inch, y0 + p.y * per_inch, p.radius * per_inch)
            keep(_token_label(LabelWords(p.label, "condensed", 6), disc, box, MapLabelRoom(taken, bounds)), INK)
    return placed


def _zone_label(lettering: LabelWords, polygon: tuple, middle: tuple[float, float], room: MapLabelRoom,
                whole: bool) -> MapLabel | None:
    """A zone's label inside it, nearest ``middle``; on a map that shows the ``whole`` zone, in the
    middle of it if it finds no room, else (a tile's) none."""
    def in_zone(px: float, py: float) -> bool:
        return inside(polygon, px, py)
    within = MapLabelRoom(room.taken, room.bounds, in_zone)
    return place_label(lettering, middle, 0.0, within) if whole else find_label(lettering, middle, 0.0, within)


def _mean(points) -> tuple[float, float]:
    """The mean of a zone's corners (of the part a tile shows): where its label goes."""
    return sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)


def _clipped(polygon: tuple, box: Box) -> list[tuple[float, float]]:
    """The part of ``polygon`` inside ``box`` (Sutherland and Hodgman's clipping, one side at a time)."""
    points = list(polygon)
    sides = [(0, box.x0, 1), (0, box.x1, -1), (1, box.y0, 1), (1, box.y1, -1)]
    for axis, edge, keep in sides:
        if not points:
            break
        clipped = []
        for a, b in zip(points, points[1:] + points[:1]):
            a_in, b_in = (a[axis] - edge) * keep >= 0, (b[axis] - edge) * keep >= 0
            if a_in:
                clipped.append(a)
            if a_in != b_in:
                t = (edge - a[axis]) / (b[axis] - a[axis])
                clipped.append((a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])))
        points = clipped
    return points


def _token_label(lettering: LabelWords, disc: tuple[float, float, float], box: Box, room: MapLabelRoom) -> MapLabel:
    """A token's label next to it: about its middle (``disc``: x, y and radius), or about the part of it
    the room shows (a tile that shows only its edge)."""
    x, y, radius = disc
    shown = box.meet(room.bounds)
    if shown == box:
        return place_label(lettering, (x, y), radius, room)
    return hug_label(lettering, shown, room) or place_label(lettering, shown.centre(), 0.0, room)


def terrain_label(lettering: LabelWords, box: Box, taken: list[Box], bounds: Box) -> MapLabel:
    """A terrain piece's label: inside the piece (its part within ``bounds``), clear of its outline, where there
    is room; else just outside it, clear of it as of everything else (a Size 1 piece is narrower than a label)."""
    def in_piece(px: float, py: float) -> bool:
        return box.x0 <= px <= box.x1 and box.y0 <= py <= box.y1
    shown = box.meet(bounds)
    centre = (shown.centre()[0], shown.centre()[1] - 2)
    low = text_box(lettering.text, lettering.font, SMALLEST, 0.0, 0.0)  # if it cannot fit, none is looked for inside
    fits = low.x1 - low.x0 + 2 * CLEAR <= shown.x1 - shown.x0 and low.y1 - low.y0 + 2 * CLEAR <= shown.y1 - shown.y0
    others = [other for other in taken if other is not box]
    inside_piece = find_label(lettering, centre, 0.0, MapLabelRoom(others, bounds, in_piece)) if fits else None
    beside = hug_label(lettering, shown, MapLabelRoom(taken, bounds)) if shown != box else None
    return inside_piece or beside or place_label(lettering, (centre[0], centre[1] + 2), (shown.y1 - shown.y0) / 2,
                                                 MapLabelRoom(taken, bounds))


def hug_label(lettering: LabelWords, box: Box, room: MapLabelRoom) -> MapLabel | None:
    """The label nearest the sides of ``box`` (the part of a piece a tile shows, which may be a long strip
    where a round search about its middle would stand far off) that ``room`` holds; None if none is."""
    text, font = lettering.text, lettering.font
    for tried in (lettering.size, SMALLEST):
        half = typography.width(text, font, tried) / 2
        for ring in range(RINGS):
            for x, baseline in _hugging(box, half, tried, CLEAR + 0.01 + ring * tried * 0.9):
                found = _box_of(half, tried, x, baseline)
                if room.holds(found):
                    return MapLabel(text, font, tried, x, baseline, found)
    return None


def _hugging(box: Box, half: float, size: float, gap: float):
    """Text positions (centre, baseline) ``gap`` off each side of ``box``: the middle of each side first
    (above, below, right, left), then farther along the sides, a letter's height at a time."""
    cx, cy = box.centre()
    above, below = box.y1 + gap + 0.22 * size, box.y0 - gap - 0.74 * size
    right, left = box.x1 + gap + half, box.x0 - gap - half
    middle = cy - 0.26 * size
    steps = int(max(box.x1 - box.x0 + 2 * half, box.y1 - box.y0 + 2 * size) / 2 / size) + 1
    for step in range(steps):
        for along in ((step * size, -step * size) if step else (0.0,)):
            if abs(along) <= (box.x1 - box.x0) / 2 + half:
                yield cx + along, above
                yield cx + along, below
            if abs(along) <= (box.y1 - box.y0) / 2 + size:
                yield right, middle + along
                yield left, middle + along


def _shows(box: Box, bounds: Box) -> bool:
    shown = box.meet(bounds)
    return shown.x1 - shown.x0 >= SHOWN_ENOUGH and shown.y1 - shown.y0 >= SHOWN_ENOUGH
