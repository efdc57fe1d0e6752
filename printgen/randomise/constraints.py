"""Constraints, compiled once: each data constraint of a placement becomes a Rule.

A Rule measured against the map as it stands (``Rule.against``) is a Bound: it says how far a
token is from the rule's origin, whether it breaks the rule, and which box of the battlefield a
token that meets it must lie in. The placement search, the validator and (through the search's
count of failures) `check` all ask these same objects, so they cannot disagree about what a
constraint means.

Distances are measured the way the game measures: between the edges of tokens and bases (from
the battlefield's centre, a point, to a token's edge; to a battlefield edge, from a token's edge).
"""

from __future__ import annotations

import math
from functools import cached_property
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Self

from printgen.model.setup_map import Constraint, Placement
from printgen.randomise.geometry import Battlefield, Box, distance_to_polygon, outline, polygon_box
from printgen.randomise.result import Placed

TOLERANCE = 1e-9       # distances are floats: a token exactly at a limit meets it
MIN_CLEARANCE = 0.25   # inches between any two placed objects

Disc = tuple[float, float, float]   # a token's centre x, y and radius


class _Still:
    """An origin that does not depend on what is placed: measured against any map, it is itself."""

    def resolve(self, placed: Sequence[Placed]) -> Self:
        return self

    def with_twin(self, disc: Disc) -> Self:
        return self


@dataclass(frozen=True)
class Edge(_Still):
    """The battlefield's edges, measured from a token's edge to the nearest one."""

    width: float
    height: float

    def distance(self, x: float, y: float, r: float) -> float:
        return min(x - r, self.width - x - r, y - r, self.height - y - r)

    def box(self, low: float | None, high: float | None, r: float) -> Box | None:
        if not low:
            return None
        return r + low, self.width - r - low, r + low, self.height - r - low


@dataclass(frozen=True)
class Centre(_Still):
    """The battlefield's centre point."""

    x: float
    y: float

    def distance(self, x: float, y: float, r: float) -> float:
        return max(0.0, math.hypot(x - self.x, y - self.y) - r)

    def box(self, low: float | None, high: float | None, r: float) -> Box | None:
        if high is None:
            return None
        reach = high + r
        return self.x - reach, self.x + reach, self.y - reach, self.y + reach


@dataclass(frozen=True)
class ZoneOrigin(_Still):
    """A deployment zone: no distance from inside it."""

    polygon: tuple[tuple[float, float], ...]

    def distance(self, x: float, y: float, r: float) -> float:
        return max(0.0, distance_to_polygon(self.polygon, x, y) - r)

    def at_least(self, x: float, y: float, r: float) -> float:
        """A cheap floor under ``distance``: to the zone's bounding box (a corner zone's outline has
        twenty edges, and most points a search tries are far from it)."""
        left, bottom, right, top = self.bounds
        return max(0.0, math.hypot(max(left - x, 0.0, x - right), max(bottom - y, 0.0, y - top)) - r)

    @cached_property
    def bounds(self) -> tuple[float, float, float, float]:
        return outline(self.polygon)[0]

    def box(self, low: float | None, high: float | None, r: float) -> Box | None:
        return None if high is None else polygon_box(self.polygon, high + r)


@dataclass(slots=True)
class Objects:
    """The tokens an origin names on the map as it stands. ``copies``: they are the placement's
    own other copies ('same'), which a symmetric twin joins and which never bound the box.
    (Not frozen: a frozen dataclass is slow to make, and the search makes one per symmetric try.)"""

    discs: tuple[Disc, ...]
    copies: bool

    def distance(self, x: float, y: float, r: float) -> float | None:
        """Edge to edge to the nearest; None while there is nothing to measure from."""
        if not self.discs:
            return None
        return min(math.hypot(x - ox, y - oy) - r - orad for ox, oy, orad in self.discs)

    def any_nearer(self, x: float, y: float, r: float, floor: float) -> bool:
        """Whether one of them is nearer than ``floor``, edge to edge: ``distance`` compared with it,
        answered at the first that is (all a rule with no maximum asks)."""
        for ox, oy, orad in self.discs:
            if math.hypot(x - ox, y - oy) - r - orad < floor:
                return True
        return False

    def box(self, low: float | None, high: float | None, r: float) -> Box | None:
        if high is None or self.copies or len(self.discs) != 1:
            return None
        reach = high + r
        ox, oy, orad = self.discs[0]
        return ox - reach - orad, ox + reach + orad, oy - reach - orad, oy + reach + orad

    def with_twin(self, disc: Disc) -> Objects:
        return Objects((*self.discs, disc), True) if self.copies else self


@dataclass(frozen=True)
class Named:
    """Whatever the map holds under an id: a fixed placement, a random placement, or a token."""

    ident: str
    copies: ClassVar[bool] = False

    def picks(self, placed: Placed) -> bool:
        return placed.source == self.ident or placed.token == self.ident

    def resolve(self, placed: Sequence[Placed]) -> Objects:
        return Objects(tuple((p.x, p.y, p.radius) for p in placed if self.picks(p)), self.copies)


@dataclass(frozen=True)
class Same(Named):
    """The other copies of this placement (``ident`` is the placement's id)."""

    copies: ClassVar[bool] = True

    def picks(self, placed: Placed) -> bool:
        return placed.source == self.ident


Origin = Edge | Centre | ZoneOrigin | Named


@dataclass(frozen=True)
class Rule:
    """One data constraint, compiled: its place in the placement's list, what it measures from,
    and the distances it allows, tolerance included (``floor``/``ceiling``; infinite when open)."""

    index: int
    constraint: Constraint
    origin: Origin
    floor: float
    ceiling: float

    @classmethod
    def of(cls, index: int, constraint: Constraint, origin: Origin) -> Rule:
        low, high = constraint.min, constraint.max
        return cls(index, constraint, origin, -math.inf if low is None else low - TOLERANCE,
                   math.inf if high is None else high + TOLERANCE)

    @property
    def kept_by_its_box(self) -> bool:
        """Whether every point of its box meets the rule, and the twin of every such point: a minimum
        from the edges and no maximum, whose box is exactly where it is met (and the edges are as far
        from a point as from its mirror image or its turn about the centre)."""
        return isinstance(self.origin, Edge) and self.ceiling == math.inf

    def against(self, placed: Sequence[Placed]) -> Bound:
        return Bound(self, self.origin.resolve(placed))

    def describe(self) -> str:
        limits = ", ".join(f"{name} {value:g} in" for name, value in (("min", self.constraint.min),
                                                                       ("max", self.constraint.max))
                           if value is not None)
        return f"the constraint from '{self.constraint.origin}' ({limits})"


class Bound:
    """A rule measured against one state of the map (the objects it names, resolved). A plain
    class with slots, and the measure looked up once: the search asks it many thousand times."""

    __slots__ = ("rule", "target", "distance", "floor", "ceiling", "at_least", "nearer")

    def __init__(self, rule: Rule, target: Edge | Centre | ZoneOrigin | Objects):
        self.rule, self.target = rule, target
        self.distance = target.distance
        self.floor, self.ceiling = rule.floor, rule.ceiling
        # a floor under the distance answers for it where it can, with the same answer sooner: a rule with no
        # maximum is met where the floor meets its minimum, any rule broken where the floor passes its maximum
        self.at_least = getattr(target, "at_least", None)
        # and a minimum from placed tokens is broken by the first one too near: no need for the nearest
        self.nearer = target.any_nearer if isinstance(target, Objects) and rule.ceiling == math.inf else None

    def breaks(self, x: float, y: float, r: float) -> bool:
        if self.nearer is not None:
            return self.nearer(x, y, r, self.floor)
        if self.at_least is not None:
            if (least := self.at_least(x, y, r)) > self.ceiling:
                return True
            if least >= self.floor and self.ceiling == math.inf:
                return False
        found = self.distance(x, y, r)
        return found is not None and not (self.floor <= found <= self.ceiling)

    def box(self, r: float) -> Box | None:
        """The box outside which no token of radius r meets the rule (None: no useful one)."""
        return self.target.box(self.rule.constraint.min, self.rule.constraint.max, r)

    def breaks_beside(self, x: float, y: float, r: float, partner: Disc) -> bool:
        """``with_twin(partner).breaks(x, y, r)``, without making that bound: the search asks it of every
        rule at every paired try. Only the placement's own copies count the partner in."""
        target = self.target
        if not (isinstance(target, Objects) and target.copies):
            return self.breaks(x, y, r)
        px, py, pr = partner
        to_partner = math.hypot(x - px, y - py) - r - pr
        if self.nearer is not None:
            return to_partner < self.floor or self.nearer(x, y, r, self.floor)
        found = target.distance(x, y, r)
        found = to_partner if found is None else min(found, to_partner)
        return not (self.floor <= found <= self.ceiling)

    def with_twin(self, disc: Disc) -> Bound:
        """The bound for a symmetric twin, which is measured with its partner as one more copy."""
        target = self.target.with_twin(disc)
        return self if target is self.target else Bound(self.rule, target)


def first_broken(bounds: Sequence[Bound], points: Sequence[tuple[float, float]], r: float) -> int | None:
    """The index of the first rule that tokens of radius r at ``points`` break, or None. A second
    point is a symmetric twin, placed with the first: it is measured with the first as one more copy."""
    (x, y), *twin = points
    for bound in bounds:
        if bound.breaks(x, y, r):
            return bound.rule.index
    if twin:
        return first_broken([bound.with_twin((x, y, r)) for bound in bounds], twin, r)
    return None


def breaks_any(bounds: list[Bound], points: Sequence[tuple[float, float]], r: float) -> bool:
    """Whether tokens of radius r at ``points`` break any rule: first_broken's verdict without saying
    which, so the rules are asked in any order. The one that breaks moves to the front of ``bounds``:
    the rule that rejected the last try is the likeliest to reject the next."""
    (x, y), *twin = points
    for index, bound in enumerate(bounds):
        if bound.breaks(x, y, r):
            if index:
                bounds.insert(0, bounds.pop(index))
            return True
    if twin:
        (twin_x, twin_y), = twin
        return any(bound.breaks_beside(twin_x, twin_y, r, (x, y, r)) for bound in bounds)
    return False


def compile_rules(placement: Placement, battlefield: Battlefield) -> tuple[Rule, ...]:
    return tuple(Rule.of(index, constraint, _origin(constraint.origin, placement.id, battlefield))
                 for index, constraint in enumerate(placement.constraints))


def _origin(origin: str, placement_id: str, battlefield: Battlefield) -> Origin:
    if origin == "edge":
        return Edge(battlefield.width, battlefield.height)
    if origin == "center":
        return Centre(*battlefield.centre)
    if origin in battlefield.zones:
        return ZoneOrigin(battlefield.zones[origin])
    if origin == "same":
        return Same(placement_id)
    return Named(origin)


class Clearance:
    """The room a token of radius r needs: MIN_CLEARANCE from the edge of everything placed."""

    def __init__(self, placed: Sequence[Placed], r: float):
        self.placed, self.r = tuple(placed), r   # a copy: the search goes on adding to its list
        self.reaches = [(p.x, p.y, p.radius + r + MIN_CLEARANCE) for p in placed]

    def allows(self, points: Sequence[tuple[float, float]]) -> bool:
        return all(math.hypot(x - ox, y - oy) >= reach for x, y in points for ox, oy, reach in self.reaches)

    def blocking(self, x: float, y: float) -> list[Placed]:
        """The placed tokens that a token at (x, y) comes too close to (the validator names them)."""
        return [p for p in self.placed if not Clearance([p], self.r).allows([(x, y)])]
