"""Labels on a map: each placed on or next to what it names, clear of every other label, token and
terrain piece, inside the battlefield (and, for a zone's label, inside its zone); on a tile of the
full-size map, inside the part the tile shows, each piece it shows named there.

Candidates are tried in rings of growing distance around the anchor, nearest first, in a
fixed order, so the same map always gets the same labels (the boxes they keep clear of:
printgen.layout.label_boxes). In large print a label is its key alone (a token's, which its symbol, drawn to
the map's scale, has no room for at 9 pt; a terrain piece's, without its Size): the table names each.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from printgen.core import typography
from printgen.layout.label_boxes import (CLEAR, Box, LabelWords, MapLabel, MapLabelRoom, box_of,  # noqa: F401
                                         text_box)
from printgen.layout.strips import INK
from printgen.randomise import Setup, inside
from printgen.randomise.measures import letter_key, token_keys

DIRECTIONS = 16     # candidate directions per ring
RINGS = 14          # rings of candidates, each a little farther out
SMALLEST = 6.0      # points: a label that finds no room at its size tries this one (none is smaller: legible)
# each zone's colour apart from the others for every reader, in either ink (layout/palette.py)
ZONE_LINES = {"crisis-team": "#1f4e8c", "cosmic-threat": "#8c1c13", None: "#666666"}
TERRAIN = "#5a5f6b"  # a terrain piece's outline and label


def smallest() -> float:
    """Points: the size a label that finds no room at its own tries, in the lettering in use (9 in large print)."""
    return typography.sized(SMALLEST, typography.LARGE_SMALLEST)


def place_label(lettering: LabelWords, anchor: tuple[float, float], reach: float, room: MapLabelRoom) -> MapLabel:
    """The label nearest ``anchor`` (``reach`` out from it, e.g. a token's radius) that ``room`` holds.
    Falls back to a smaller size, then to the anchor itself."""
    found = find_label(lettering, anchor, reach, room)
    if found is not None:
        return found
    text, font = lettering.text, lettering.font
    x, baseline, size = anchor[0], anchor[1] + reach + 1.0, smallest()
    return MapLabel(text, font, size, x, baseline, text_box(text, font, size, x, baseline))


def find_label(lettering: LabelWords, anchor: tuple[float, float], reach: float, room: MapLabelRoom) -> MapLabel | None:
    """The label nearest ``anchor`` that ``room`` holds, at its size or the smallest; None if none is."""
    text, font = lettering.text, lettering.font
    for tried in (lettering.size, smallest()):
        half = typography.width(text, font, tried) / 2
        far = reach + RINGS * tried * 0.9 + tried  # no candidate lies further: only what is nearer is asked
        area = Box(anchor[0] - 1.6 * far - half, anchor[1] - far - tried, anchor[0] + 1.6 * far + half, anchor[1] + far)
        near = MapLabelRoom([o for o in room.taken if area.x0 < o.x1 + CLEAR and o.x0 < area.x1 + CLEAR  # _crowded's
                             and area.y0 < o.y1 + CLEAR and o.y0 < area.y1 + CLEAR], room.bounds, room.region)
        for x, baseline in _candidates(anchor, reach, tried):
            box = box_of(half, tried, x, baseline)
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
            keep(_zone_label(LabelWords(area.label.upper(), "heading", _zone_size()), polygon, _mean(shown),
                             MapLabelRoom(taken, bounds), view is None), ZONE_LINES[area.side])
    for n, (piece, box) in enumerate(zip(setup.terrain, terrain, strict=True)):
        if shows(box):
            keep(terrain_label(LabelWords(_terrain_name(n, piece.size), "condensed", smallest()), box, taken, bounds),
                 TERRAIN)
    for p, name, box in sorted(zip(setup.placements, token_names(setup), tokens, strict=True), key=_fixed_first):
        if shows(box):
            disc = (x0 + p.x * per_inch, y0 + p.y * per_inch, p.radius * per_inch)
            keep(_token_label(LabelWords(name, "condensed", smallest()), disc, box, MapLabelRoom(taken, bounds)), INK)
    return placed


def _terrain_name(n: int, size: int) -> str:
    """A terrain piece's label: its key and Size ("A · SIZE 3"); in large print its key alone, which 9 pt fits
    inside the smallest piece (the table says its Size)."""
    return letter_key(n) if typography.large_print() else f"{letter_key(n)} · SIZE {size}"


def _fixed_first(named: tuple) -> bool:
    return not named[0].fixed


def _zone_size() -> float:
    return typography.sized(6.5, 9.5)


def token_names(setup: Setup) -> list[str]:
    """What each placed token's label says: its name; in large print its key ("GA1"), which the symbol has no
    room for at 9 pt, and which finds room beside it where a name would stand off (the table names it)."""
    return token_keys(setup) if typography.large_print() else [placed.label for placed in setup.placements]


def _zone_label(lettering: LabelWords, polygon: tuple, middle: tuple[float, float], room: MapLabelRoom,
                whole: bool) -> MapLabel | None:
    """A zone's label inside it, nearest ``middle``; on a map that shows the ``whole`` zone, in the
    middle of it if it finds no room (in large print, first nearest it outside the zone), else (a tile's) none."""
    def in_zone(px: float, py: float) -> bool:
        return inside(polygon, px, py)
    within = MapLabelRoom(room.taken, room.bounds, in_zone)
    found = find_label(lettering, middle, 0.0, within)
    if found is not None or not whole:
        return found
    beside = find_label(lettering, middle, 0.0, room) if typography.large_print() else None  # a zone 9 pt outgrows
    return beside or place_label(lettering, middle, 0.0, within)


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
    low = text_box(lettering.text, lettering.font, smallest(), 0.0, 0.0)  # if it cannot fit, none is looked for inside
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
    for tried in (lettering.size, smallest()):
        half = typography.width(text, font, tried) / 2
        for ring in range(RINGS):
            for x, baseline in _hugging(box, half, tried, CLEAR + 0.01 + ring * tried * 0.9):
                found = box_of(half, tried, x, baseline)
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
