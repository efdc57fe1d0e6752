"""The placement search: rejection sampling of every random placement, from one rng.

Each copy is drawn uniformly from the smallest box a legal token can lie in, and kept when it
(with its symmetric twin, if it has one) lies in its zone, on the battlefield and clear of what is
placed, and breaks no rule. A placement with a copy that finds no place starts again, a bounded
number of times; then the whole map does. A placement that still cannot be met is reported,
naming the rule that failed most, long before a second is up.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from printgen.randomise.constraints import MIN_CLEARANCE, ZoneOrigin, Bound, Clearance, breaks_any, first_broken
from printgen.randomise.geometry import Battlefield, Box, Polygon, grow, inside, intersect, is_empty, polygon_box
from printgen.randomise.pieces import CompiledPlacement
from printgen.randomise.result import Placed, Unsatisfiable

TRIES_PER_COPY = 400
RESTARTS = 25          # of one placement
MAP_RESTARTS = 4       # of the whole map, when an earlier placement boxed a later one in

Point = tuple[float, float]


def place_everything(pieces: Sequence[CompiledPlacement], battlefield: Battlefield, fixed: Sequence[Placed],
                     rng: random.Random, on_stuck: Callable[[Search], None] | None = None) -> list[Placed]:
    """The fixed tokens and every copy of every piece; Unsatisfiable when the last try of the
    whole map leaves a piece with no place. ``on_stuck`` hears of every try of the map that left a
    piece with no place: how near a seed came to failing (setup.fragile counts them)."""
    for _ in range(MAP_RESTARTS):
        placed, stuck = _place_map(pieces, battlefield, fixed, rng)
        if stuck is None:
            return placed
        if on_stuck is not None:
            on_stuck(stuck)
    assert stuck is not None  # every try of the map left a piece with no place
    raise stuck.failure()


def _place_map(pieces: Sequence[CompiledPlacement], battlefield: Battlefield, fixed: Sequence[Placed],
               rng: random.Random) -> tuple[list[Placed], Search | None]:
    """One try at the map: what is placed, and the search that found no place (None: none)."""
    placed = list(fixed)
    for piece in pieces:
        search = Search(piece, battlefield, rng, placed)
        if not search.run():
            return placed, search
    return placed, None


@dataclass(frozen=True)
class Scene:
    """The map as one copy of a piece finds it: its rules measured against what is placed, and
    the room left between the placed tokens."""

    piece: CompiledPlacement
    battlefield: Battlefield
    bounds: tuple[Bound, ...]
    clearance: Clearance

    @classmethod
    def of(cls, piece: CompiledPlacement, battlefield: Battlefield, placed: Sequence[Placed]) -> Scene:
        return cls(piece, battlefield, tuple(rule.against(placed) for rule in piece.rules),
                   Clearance(placed, piece.radius))

    def box(self) -> Box:
        """Where a copy can lie at all, so that sampling inside it only skips points that would be
        rejected anyway: the battlefield, the piece's zone, and the box each rule allows."""
        r = self.piece.radius
        box = (r, self.battlefield.width - r, r, self.battlefield.height - r)
        for bound in self.bounds:
            allowed = bound.box(r)
            box = box if allowed is None else intersect(box, allowed)
        return box if self.piece.zone is None else intersect(box, polygon_box(self.piece.zone))

    def has_room(self, points: list[Point]) -> bool:
        """Whether the copies lie in the piece's zone, on the battlefield, clear of what is placed."""
        zone, r = self.piece.zone, self.piece.radius
        if zone is not None and not all(inside(zone, x, y) for x, y in points):
            return False
        return self.battlefield.holds(points, r) and self.clearance.allows(points)


def could_reach(piece: CompiledPlacement, battlefield: Battlefield, polygon: Polygon) -> bool:
    """Whether a copy of ``piece`` could reach into ``polygon`` on some map, judged by what no other
    placement changes: False only when the battlefield, the piece's zone and its rules from an edge,
    the centre or a zone keep every copy clear (a rule measured from nothing placed allows anywhere),
    so that whoever asks may skip the search for it."""
    if any(isinstance(rule.origin, ZoneOrigin) and rule.origin.polygon == polygon and (rule.constraint.min or 0) > 0
           for rule in piece.rules):
        return False
    reach = grow(Scene.of(piece, battlefield, ()).box(), piece.radius)
    return not is_empty(reach) and not is_empty(intersect(reach, polygon_box(polygon)))


@dataclass
class Search:
    """One piece's search: the map so far (``placed``, extended in place), the rng, and the tries
    that broke a rule (``misses``: the scene and the points), to name the one that failed most.

    A try is measured against the rules before its room is looked at, as the rules are the
    cheaper and the likelier to fail; which rule a miss broke first, and whether it had room (it only
    counts against its rule if it had), are worked out only when the count is wanted."""

    piece: CompiledPlacement
    battlefield: Battlefield
    rng: random.Random
    placed: list[Placed]
    misses: list[tuple[Scene, list[Point]]] = field(default_factory=list)

    def run(self) -> bool:
        """Place every copy, restarting the piece when a copy cannot be placed; False if no
        restart placed them all."""
        for _ in range(RESTARTS):
            before = len(self.placed)
            if self._place_copies():
                return True
            del self.placed[before:]
        return False

    def _place_copies(self) -> bool:
        copy = 0
        while copy < self.piece.placement.count:
            found = self._try_copy(copy)
            if found is None:
                return False
            self.placed += found
            copy += len(found)
        return True

    def _try_copy(self, copy: int) -> list[Placed] | None:
        """Copy ``copy`` (counted from 0), with its twin when the piece is symmetric and another
        copy is still wanted (``paired``); None when no try finds it a place."""
        scene = Scene.of(self.piece, self.battlefield, self.placed)
        box = scene.box()
        if is_empty(box):
            return None
        placement = self.piece.placement
        paired = placement.symmetry != "none" and copy + 1 < placement.count
        # asked in the order breaks_any keeps, without those the box keeps: the same verdicts, sooner
        rules = [bound for bound in scene.bounds if not bound.rule.kept_by_its_box]
        draw, radius, misses = self._draw, self.piece.radius, self.misses  # looked up once for every try
        for _ in range(TRIES_PER_COPY):
            points = draw(box, paired)
            if points is None:
                continue
            if breaks_any(rules, points, radius):
                misses.append((scene, points))
            elif scene.has_room(points):
                return [self.piece.copy_at(copy + n + 1, x, y) for n, (x, y) in enumerate(points)]
        return None

    def _draw(self, box: Box, paired: bool) -> list[Point] | None:
        """A point from the box, and its twin if one is wanted; None if the twin would overlap it."""
        uniform = self.rng.uniform
        x = uniform(box[0], box[1])
        y = uniform(box[2], box[3])
        if not paired:
            return [(x, y)]
        twin = self.battlefield.twin(self.piece.placement.symmetry, x, y)
        assert twin is not None  # paired: the placement is symmetric
        if math.hypot(twin[0] - x, twin[1] - y) < 2 * self.piece.radius + MIN_CLEARANCE:
            return None
        return [(x, y), twin]

    def failure(self) -> Unsatisfiable:
        """Why the piece found no place, at the rule that failed most (counted only now: an earlier
        try of the map that fails is tried again, and nobody reads why)."""
        placement, name = self.piece.placement, self.piece.name
        what = f"could not place {placement.count} × {name} ('{placement.id}')"
        failures = self._failures()
        if not failures:
            return Unsatisfiable(f"{what}: no room left on the battlefield", self.piece.path)
        worst = max(failures, key=failures.__getitem__)
        return Unsatisfiable(f"{what} in {RESTARTS * TRIES_PER_COPY * placement.count:,} tries: "
                             f"{self.piece.rules[worst].describe()} failed most",
                             self.piece.path + ("constraints", worst))

    def _failures(self) -> dict[int, int]:
        """How often each rule failed a try that had room, by the rule's index, in the order each
        first failed (the first of equal counts is the one named)."""
        failures: dict[int, int] = {}
        for scene, points in self.misses:
            if scene.has_room(points):
                broken = first_broken(scene.bounds, points, self.piece.radius)
                assert broken is not None  # it was a miss
                failures[broken] = failures.get(broken, 0) + 1
        return failures
