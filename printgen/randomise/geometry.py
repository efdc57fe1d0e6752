"""Battlefield geometry, in inches from the bottom-left corner: zone outlines, point in polygon,
distance to a polygon, and the boxes the placement search draws its points from."""

from __future__ import annotations

import itertools
import math
from functools import lru_cache
from collections.abc import Sequence
from dataclasses import dataclass

from printgen.model.setup_map import Zone

Polygon = tuple[tuple[float, float], ...]
Box = tuple[float, float, float, float]   # x_lo, x_hi, y_lo, y_hi
ON_THE_EDGE = 1e-9   # lengths are floats: what reaches an edge within this is on it
GRID_STEPS = 16      # a grid of 16 × 16 points over a polygon's box: where the search for its widest disc starts


def zone_polygon(zone: Zone, width: float, height: float) -> Polygon:
    if zone.polygon is not None:
        return tuple((p[0], p[1]) for p in zone.polygon)
    if zone.edge is not None:
        d = zone.depth
        assert d is not None  # the zone validated: an edge zone has its depth
        return {"south": ((0, 0), (width, 0), (width, d), (0, d)),
                "north": ((0, height - d), (width, height - d), (width, height), (0, height)),
                "west": ((0, 0), (d, 0), (d, height), (0, height)),
                "east": ((width - d, 0), (width, 0), (width, height), (width - d, height))}[zone.edge]
    corner, radius = zone.corner, zone.radius
    assert corner is not None and radius is not None  # the zone validated: else a corner, with its radius
    cx = 0.0 if corner.endswith("west") else width
    cy = 0.0 if corner.startswith("south") else height
    start = {"south-west": 0, "south-east": 90, "north-east": 180, "north-west": 270}[corner]
    arc = [(cx + radius * math.cos(math.radians(start + a)), cy + radius * math.sin(math.radians(start + a)))
           for a in range(0, 91, 5)]
    return tuple([(cx, cy), *((round(x, 4), round(y, 4)) for x, y in arc)])


def inside(polygon, x: float, y: float) -> bool:
    """Whether (x, y) is inside ``polygon`` (even-odd ray casting). Most points a search tries are
    far from a zone, so its bounding box answers first: outside it, no ray crosses the outline
    an odd number of times."""
    (left, bottom, right, top), edges = outline(tuple(polygon))
    if not (left <= x <= right and bottom <= y <= top):
        return False
    result = False
    for (x1, y1), (x2, y2) in edges:
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            result = not result
    return result


@lru_cache(maxsize=1024)
def outline(polygon: tuple) -> tuple[tuple[float, float, float, float], tuple]:
    """A polygon's bounding box and its edges, worked out once."""
    xs, ys = [x for x, _ in polygon], [y for _, y in polygon]
    return (min(xs), min(ys), max(xs), max(ys)), tuple(zip(polygon, polygon[1:] + polygon[:1], strict=True))


def _segment_distance(px, py, x1, y1, x2, y2) -> float:
    dx, dy = x2 - x1, y2 - y1
    t = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (x1 + t * dx), py - (y1 + t * dy))


def distance_to_polygon(polygon, x: float, y: float) -> float:
    if inside(polygon, x, y):
        return 0.0
    return _distance_to_outline(polygon, x, y)


def _distance_to_outline(polygon, x: float, y: float) -> float:
    return min(_segment_distance(x, y, *a, *b) for a, b in zip(polygon, polygon[1:] + polygon[:1], strict=True))


def depth_into(polygon, x: float, y: float, r: float) -> float:
    """How far a token of radius r centred at (x, y) reaches into ``polygon``, from the outline in
    (zero or less: it stays clear of it)."""
    to_outline = _distance_to_outline(polygon, x, y)
    return r + to_outline if inside(polygon, x, y) else r - to_outline


def area(polygon) -> float:
    """The polygon's area (the shoelace formula), in the square of its units."""
    twice = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(polygon, [*polygon[1:], polygon[0]], strict=True))
    return abs(twice) / 2


def widest_disc(polygon, enough: float) -> float:
    """The radius of the widest disc that lies wholly inside ``polygon``, or ``enough`` as soon as one
    that wide is found: the best point of a grid over its box, then climbed from in ever smaller steps."""
    x_lo, x_hi, y_lo, y_hi = polygon_box(polygon)
    dx, dy = (x_hi - x_lo) / GRID_STEPS, (y_hi - y_lo) / GRID_STEPS
    best, x, y = -math.inf, x_lo, y_lo
    for i, j in itertools.product(range(GRID_STEPS), repeat=2):
        here = (x_lo + (i + 0.5) * dx, y_lo + (j + 0.5) * dy)
        if (depth := depth_into(polygon, *here, 0.0)) > best:
            best, (x, y) = depth, here
            if best >= enough:
                return enough
    step = max(dx, dy) / 2
    while best < enough and step > ON_THE_EDGE ** 0.5:
        found = max((depth_into(polygon, x + sx * step, y + sy * step, 0.0), x + sx * step, y + sy * step)
                    for sx, sy in itertools.product((-1, 0, 1), repeat=2))
        if found[0] > best:
            best, x, y = found
        else:
            step /= 2
    return min(best, enough)


def past_edges(box: Box, width: float, height: float) -> dict[str, float]:
    """How far ``box`` reaches past each edge of a width × height battlefield that it crosses, by the
    edge's compass name (north is the top of the map), north, east, south, west in that order."""
    x_lo, x_hi, y_lo, y_hi = box
    reach = {"north": y_hi - height, "east": x_hi - width, "south": -y_lo, "west": -x_lo}
    return {edge: past for edge, past in reach.items() if past > ON_THE_EDGE}


def polygon_box(polygon: Polygon, margin: float = 0.0) -> Box:
    """The polygon's bounding box, grown by ``margin`` on every side."""
    xs, ys = [x for x, _ in polygon], [y for _, y in polygon]
    return min(xs) - margin, max(xs) + margin, min(ys) - margin, max(ys) + margin


def grow(box: Box, margin: float) -> Box:
    return box[0] - margin, box[1] + margin, box[2] - margin, box[3] + margin


def intersect(one: Box, other: Box) -> Box:
    return max(one[0], other[0]), min(one[1], other[1]), max(one[2], other[2]), min(one[3], other[3])


def is_empty(box: Box) -> bool:
    return box[0] > box[1] or box[2] > box[3]


@dataclass(frozen=True)
class Battlefield:
    """The playing area: its size and the outline of each deployment zone, by zone id."""

    width: float
    height: float
    zones: dict[str, Polygon]

    @classmethod
    def of(cls, deployment: list[Zone], width: float, height: float) -> Battlefield:
        return cls(width, height, {zone.id: zone_polygon(zone, width, height) for zone in deployment})

    @property
    def centre(self) -> tuple[float, float]:
        return self.width / 2, self.height / 2

    def holds(self, points: Sequence[tuple[float, float]], r: float) -> bool:
        """Whether tokens of radius r centred at ``points`` lie wholly on the battlefield."""
        return all(r <= x <= self.width - r and r <= y <= self.height - r for x, y in points)

    def twin(self, symmetry: str, x: float, y: float) -> tuple[float, float] | None:
        """Where the symmetric partner of (x, y) goes: rotated about the centre, or mirrored."""
        if symmetry == "point":
            return self.width - x, self.height - y
        if symmetry == "mirror":
            return self.width - x, y
        return None
