"""Randomised setups: placements that obey the data's constraints, from one seed.

All randomness comes from the ``random.Random(seed)`` handed in, so a seed and its
options always give the same setup. Placement is rejection sampling with a bounded
number of tries; a constraint set that cannot be met is reported, naming the
constraint that failed most, long before a second is up.

Distances are measured the way the game measures: between the edges of tokens and
bases (from the battlefield's centre, a point, to a token's edge; to a battlefield
edge, from a token's edge). Everything is in inches, origin at the bottom-left corner.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from printgen.errors import PrintgenError
from printgen.model import Encounter, GameConstants
from printgen.model.setup_map import Constraint, Placement, Zone

TRIES_PER_COPY = 400
RESTARTS = 25          # of one placement
MAP_RESTARTS = 4       # of the whole map, when an earlier placement boxed a later one in
MIN_CLEARANCE = 0.25   # inches between any two placed objects
TERRAIN_FOOTPRINTS = {1: (2.0, 2.0), 2: (3.0, 3.0), 3: (4.0, 4.0), 4: (5.0, 6.0), 5: (6.0, 8.0)}
CENTRE_RADIUS = 9.0    # "near the centre": within this many inches of it


@dataclass(frozen=True)
class Placed:
    """A token or character on the map: its centre and radius (half its width), in inches."""

    source: str        # the placement or fixed id
    token: str | None
    label: str
    x: float
    y: float
    radius: float
    fixed: bool = False


@dataclass(frozen=True)
class TerrainPiece:
    size: int
    x: float           # centre
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class WantedPiece:
    """A terrain piece still to place. ``declared`` is its entry in the data's ``pieces`` (None for
    one added to reach ``min_pieces``), so that a piece which finds no room can be named."""

    size: int
    region: str
    declared: int | None


@dataclass(frozen=True)
class DeploymentArea:
    zone: str
    label: str
    side: str | None
    polygon: tuple[tuple[float, float], ...]


@dataclass
class Setup:
    encounter: str
    seed: int
    difficulty: str
    battlefield: tuple[float, float]
    placements: list[Placed] = field(default_factory=list)
    terrain: list[TerrainPiece] = field(default_factory=list)
    deployment: list[DeploymentArea] = field(default_factory=list)
    orders: dict[str, list[str]] = field(default_factory=dict)      # open orders only
    hidden: dict[str, str] = field(default_factory=dict)            # hidden order name -> what to do instead
    unplaced: list[WantedPiece] = field(default_factory=list)       # terrain pieces that found no room

    def to_json(self) -> dict:
        return {
            "encounter": self.encounter,
            "seed": self.seed,
            "difficulty": self.difficulty,
            "battlefield_in": list(self.battlefield),
            "placements": [{"token": p.token, "label": p.label, "x_in": round(p.x, 3), "y_in": round(p.y, 3)}
                           for p in self.placements],
            "terrain": [{"size": t.size, "x_in": round(t.x, 3), "y_in": round(t.y, 3), "w_in": t.w, "h_in": t.h}
                        for t in self.terrain],
            "deployment": [{"side": d.side, "label": d.label,
                            "polygon_in": [[round(x, 3), round(y, 3)] for x, y in d.polygon]}
                           for d in self.deployment],
            "orders": self.orders,
        }


class Unsatisfiable(PrintgenError):
    """The constraints of a placement cannot be met (exit 1, located at the constraint)."""

    exit_code = 1

    def __init__(self, message: str, path: tuple):
        super().__init__(message)
        self.path = path


# --- geometry ---------------------------------------------------------------------------------


def zone_polygon(zone: Zone, width: float, height: float) -> tuple[tuple[float, float], ...]:
    if zone.polygon is not None:
        return tuple((p[0], p[1]) for p in zone.polygon)
    if zone.edge is not None:
        d = zone.depth
        return {"south": ((0, 0), (width, 0), (width, d), (0, d)),
                "north": ((0, height - d), (width, height - d), (width, height), (0, height)),
                "west": ((0, 0), (d, 0), (d, height), (0, height)),
                "east": ((width - d, 0), (width, 0), (width, height), (width - d, height))}[zone.edge]
    cx = 0.0 if zone.corner.endswith("west") else width
    cy = 0.0 if zone.corner.startswith("south") else height
    start = {"south-west": 0, "south-east": 90, "north-east": 180, "north-west": 270}[zone.corner]
    arc = [(cx + zone.radius * math.cos(math.radians(start + a)), cy + zone.radius * math.sin(math.radians(start + a)))
           for a in range(0, 91, 5)]
    return tuple([(cx, cy), *((round(x, 4), round(y, 4)) for x, y in arc)])


def inside(polygon, x: float, y: float) -> bool:
    result = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            result = not result
    return result


def _segment_distance(px, py, x1, y1, x2, y2) -> float:
    dx, dy = x2 - x1, y2 - y1
    t = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (x1 + t * dx), py - (y1 + t * dy))


def distance_to_polygon(polygon, x: float, y: float) -> float:
    if inside(polygon, x, y):
        return 0.0
    return min(_segment_distance(x, y, *a, *b) for a, b in zip(polygon, polygon[1:] + polygon[:1], strict=True))


# --- constraints ------------------------------------------------------------------------------


class World:
    """What is on the map so far, and how far things are from each other."""

    def __init__(self, enc: Encounter, width: float, height: float):
        self.enc = enc
        self.width, self.height = width, height
        self.zones = {z.id: zone_polygon(z, width, height) for z in enc.setup_map.deployment}
        self.placed: list[Placed] = []

    def objects(self, origin: str, placement_id: str) -> list[Placed]:
        if origin == "same":
            return [p for p in self.placed if p.source == placement_id]
        return [p for p in self.placed if p.source == origin or p.token == origin]

    def distance(self, origin: str, placement_id: str, x: float, y: float, r: float) -> float | None:
        """Edge distance from a token at (x, y) of radius r to ``origin``; None if nothing is there yet."""
        if origin == "edge":
            return min(x - r, self.width - x - r, y - r, self.height - y - r)
        if origin == "center":
            return max(0.0, math.hypot(x - self.width / 2, y - self.height / 2) - r)
        if origin in self.zones:
            return max(0.0, distance_to_polygon(self.zones[origin], x, y) - r)
        found = self.objects(origin, placement_id)
        if not found:
            return None
        return min(math.hypot(x - p.x, y - p.y) - r - p.radius for p in found)

    def meets(self, constraint: Constraint, placement_id: str, x: float, y: float, r: float) -> bool:
        d = self.distance(constraint.origin, placement_id, x, y, r)
        if d is None:
            return True
        return (constraint.min is None or d >= constraint.min - 1e-9) and (constraint.max is None or
                                                                           d <= constraint.max + 1e-9)

    def clear(self, x: float, y: float, r: float) -> bool:
        on_field = r <= x <= self.width - r and r <= y <= self.height - r
        return on_field and all(math.hypot(x - p.x, y - p.y) >= r + p.radius + MIN_CLEARANCE for p in self.placed)


def token_radius(enc: Encounter, token_id: str | None, base_points: float | None = None) -> float:
    if base_points is not None:
        return base_points / 72.0 / 2
    tokens = _tokens_named(enc, token_id)
    if not tokens:
        return 0.5
    return max(max(token.size_pt) for token in tokens) / 72.0 / 2


def _tokens_named(enc: Encounter, ident: str | None) -> list:
    """The token ``ident`` names, or the tokens of the Randomizer group it names (a slip that
    `check` reports, drawn at the group's size meanwhile)."""
    token = [t for t in enc.tokens if t.id == ident]
    return token or [t for t in enc.tokens if ident is not None and t.randomizer == ident]


def piece_name(enc: Encounter, ident: str) -> str:
    """What a sheet calls a placed piece: its token's name (or its Randomizer group's), never an id."""
    token = next((t for t in enc.tokens if t.id == ident), None)
    group = next((g for g in enc.randomizers if g.id == ident), None)
    return token.name if token else group.name if group else ident


def _mirror(placement: Placement, world: World, x: float, y: float) -> tuple[float, float] | None:
    if placement.symmetry == "point":
        return world.width - x, world.height - y
    if placement.symmetry == "mirror":
        return world.width - x, y
    return None


def place_random(world: World, placement: Placement, rng: random.Random, path: tuple) -> list[Placed]:
    """Place every copy of ``placement``; restart the placement if a copy cannot be placed."""
    r = token_radius(world.enc, placement.token)
    failures: dict[int, int] = {}
    zone = world.zones.get(placement.zone) if placement.zone else None
    name = piece_name(world.enc, placement.token)
    for _ in range(RESTARTS):
        before = len(world.placed)
        ok = True
        copy = 0
        while copy < placement.count:
            candidate = _try_copy(world, placement, rng, r, zone, failures, name, copy)
            if candidate is None:
                ok = False
                break
            world.placed += candidate
            copy += len(candidate)
        if ok:
            return world.placed[before:]
        del world.placed[before:]
    worst = max(failures, key=failures.get) if failures else None
    if worst is None:
        raise Unsatisfiable(f"could not place {placement.count} × {name} ('{placement.id}'): no room left on the "
                            f"battlefield", path)
    constraint = placement.constraints[worst]
    bounds = ", ".join(f"{k} {v:g} in" for k, v in (("min", constraint.min), ("max", constraint.max)) if v is not None)
    raise Unsatisfiable(f"could not place {placement.count} × {name} ('{placement.id}') in "
                        f"{RESTARTS * TRIES_PER_COPY * placement.count:,} tries: the constraint from "
                        f"'{constraint.origin}' ({bounds}) failed most", path + ("constraints", worst))


def sampling_box(world: World, placement: Placement, r: float, zone) -> tuple[float, float, float, float]:
    """The rectangle outside which no point can meet the constraints (so sampling inside it only
    skips points that would be rejected anyway): battlefield edges, edge minimums, and maximum
    distances from the centre, a zone or a single object."""
    x_lo, x_hi, y_lo, y_hi = r, world.width - r, r, world.height - r
    boxes = []
    for constraint in placement.constraints:
        origin = constraint.origin
        if origin == "edge" and constraint.min:
            boxes.append((r + constraint.min, world.width - r - constraint.min,
                          r + constraint.min, world.height - r - constraint.min))
        if constraint.max is None:
            continue
        reach = constraint.max + r
        if origin == "center":
            cx, cy = world.width / 2, world.height / 2
            boxes.append((cx - reach, cx + reach, cy - reach, cy + reach))
        elif origin in world.zones:
            xs, ys = [x for x, _ in world.zones[origin]], [y for _, y in world.zones[origin]]
            boxes.append((min(xs) - reach, max(xs) + reach, min(ys) - reach, max(ys) + reach))
        elif origin not in ("same", "edge"):
            found = world.objects(origin, placement.id)
            if len(found) == 1:
                p = found[0]
                boxes.append((p.x - reach - p.radius, p.x + reach + p.radius, p.y - reach - p.radius,
                              p.y + reach + p.radius))
    if zone is not None:
        xs, ys = [x for x, _ in zone], [y for _, y in zone]
        boxes.append((min(xs), max(xs), min(ys), max(ys)))
    for bx_lo, bx_hi, by_lo, by_hi in boxes:
        x_lo, x_hi, y_lo, y_hi = max(x_lo, bx_lo), min(x_hi, bx_hi), max(y_lo, by_lo), min(y_hi, by_hi)
    return x_lo, x_hi, y_lo, y_hi


def _targets(world: World, placement: Placement) -> list[tuple]:
    """Each constraint resolved once: (index, kind, data, min, max) with the objects it measures from."""
    targets = []
    for index, constraint in enumerate(placement.constraints):
        origin = constraint.origin
        if origin == "edge":
            targets.append((index, "edge", None, constraint.min, constraint.max))
        elif origin == "center":
            targets.append((index, "center", (world.width / 2, world.height / 2), constraint.min, constraint.max))
        elif origin in world.zones:
            targets.append((index, "zone", world.zones[origin], constraint.min, constraint.max))
        else:
            objects = [(p.x, p.y, p.radius) for p in world.objects(origin, placement.id)]
            targets.append((index, "objects", objects, constraint.min, constraint.max))
    return targets


def _distance(kind: str, data, x: float, y: float, r: float, width: float, height: float) -> float | None:
    if kind == "edge":
        return min(x - r, width - x - r, y - r, height - y - r)
    if kind == "center":
        return max(0.0, math.hypot(x - data[0], y - data[1]) - r)
    if kind == "zone":
        return max(0.0, distance_to_polygon(data, x, y) - r)
    if not data:
        return None
    return min(math.hypot(x - ox, y - oy) - r - orad for ox, oy, orad in data)


def _first_failure(targets, x: float, y: float, r: float, width: float, height: float,
                   sibling: tuple | None, same: set[int]) -> int | None:
    """The index of the first constraint (x, y) breaks, or None; ``sibling`` is a point placed in the
    same try (a symmetric twin), which counts for the 'same' constraints (indexes in ``same``)."""
    for index, kind, data, low, high in targets:
        if sibling is not None and index in same:
            data = [*data, sibling]
        d = _distance(kind, data, x, y, r, width, height)
        if d is None:
            continue
        if (low is not None and d < low - 1e-9) or (high is not None and d > high + 1e-9):
            return index
    return None


def _try_copy(world: World, placement: Placement, rng: random.Random, r: float, zone, failures: dict, name: str,
              copy: int) -> list[Placed] | None:
    x_lo, x_hi, y_lo, y_hi = sampling_box(world, placement, r, zone)
    if x_lo > x_hi or y_lo > y_hi:
        return None
    width, height = world.width, world.height
    obstacles = [(p.x, p.y, p.radius + r + MIN_CLEARANCE) for p in world.placed]
    targets = _targets(world, placement)
    same = {index for index, constraint in enumerate(placement.constraints) if constraint.origin == "same"}
    for _ in range(TRIES_PER_COPY):
        x = rng.uniform(x_lo, x_hi)
        y = rng.uniform(y_lo, y_hi)
        points = [(x, y)]
        twin = _mirror(placement, world, x, y)
        if twin is not None and copy + 1 < placement.count:
            if math.hypot(twin[0] - x, twin[1] - y) < 2 * r + MIN_CLEARANCE:
                continue
            points.append(twin)
        if zone is not None and not all(inside(zone, px, py) for px, py in points):
            continue
        if not all(r <= px <= width - r and r <= py <= height - r and
                   all(math.hypot(px - ox, py - oy) >= reach for ox, oy, reach in obstacles) for px, py in points):
            continue
        failed = None
        for number, (px, py) in enumerate(points):
            sibling = (points[0][0], points[0][1], r) if number == 1 else None
            failed = _first_failure(targets, px, py, r, width, height, sibling, same)
            if failed is not None:
                break
        if failed is not None:
            failures[failed] = failures.get(failed, 0) + 1
            continue
        return [Placed(placement.id, placement.token, f"{name} {copy + n + 1}", px, py, r)
                for n, (px, py) in enumerate(points)]
    return None


def violations(enc: Encounter, setup: Setup) -> list[str]:
    """Every constraint of the data that the setup breaks (empty when the setup is legal)."""
    width, height = setup.battlefield
    world = World(enc, width, height)
    world.placed = list(setup.placements)
    problems = []
    for placement in enc.setup_map.random:
        mine = [p for p in setup.placements if p.source == placement.id]
        if len(mine) != placement.count:
            problems.append(f"{placement.id}: {len(mine)} placed, {placement.count} wanted")
        zone = world.zones.get(placement.zone) if placement.zone else None
        for p in mine:
            others = [q for q in setup.placements if q is not p]
            if not (p.radius <= p.x <= width - p.radius and p.radius <= p.y <= height - p.radius):
                problems.append(f"{p.label}: off the battlefield")
            if zone is not None and not inside(zone, p.x, p.y):
                problems.append(f"{p.label}: outside zone {placement.zone}")
            for q in others:
                if math.hypot(p.x - q.x, p.y - q.y) < p.radius + q.radius + MIN_CLEARANCE - 1e-9:
                    problems.append(f"{p.label}: overlaps {q.label}")
            world.placed = others
            for constraint in placement.constraints:
                if not world.meets(constraint, placement.id, p.x, p.y, p.radius):
                    problems.append(f"{p.label}: breaks the constraint from '{constraint.origin}'")
    return problems


# --- the whole setup --------------------------------------------------------------------------


def battlefield_inches(enc: Encounter, constants: GameConstants) -> tuple[float, float]:
    """The battlefield's width and height in inches: the setup map's own, or the standard one."""
    if enc.setup_map.battlefield:
        width, height = enc.setup_map.battlefield
        return width, height
    return constants.battlefield.width / 72.0, constants.battlefield.height / 72.0


def generate(enc: Encounter, constants: GameConstants, seed: int, difficulty: str) -> Setup:
    setup_map = enc.setup_map
    width, height = battlefield_inches(enc, constants)
    rng = random.Random(seed)
    world = World(enc, width, height)
    setup = Setup(enc.id, seed, difficulty, (width, height))
    for zone in setup_map.deployment:
        setup.deployment.append(DeploymentArea(zone.id, zone.label, zone.side, world.zones[zone.id]))
    for attempt in range(MAP_RESTARTS):
        world.placed = []
        for fixed in setup_map.fixed:
            x, y = (width / 2, height / 2) if fixed.at == "center" else (fixed.at[0], fixed.at[1])
            world.placed.append(Placed(fixed.id, fixed.token, fixed.label, x, y,
                                       token_radius(enc, fixed.token, fixed.base), fixed=True))
        try:
            for index, placement in enumerate(setup_map.random):
                place_random(world, placement, rng, setup_map.path + ("random", index))
            break
        except Unsatisfiable:
            if attempt + 1 == MAP_RESTARTS:
                raise
    setup.placements = list(world.placed)
    setup.terrain, setup.unplaced = place_terrain(enc, world, rng)
    for order in setup_map.orders:
        if order.hidden:
            setup.hidden[order.name] = order.text
        else:
            setup.orders[order.name] = _open_order(enc, order.randomizer, rng)
    return setup


def _open_order(enc: Encounter, randomizer: str, rng: random.Random) -> list[str]:
    labels = []
    for token in enc.tokens:
        if token.randomizer == randomizer or token.id == randomizer:
            labels += [f"{token.name} {n}" if token.numbered else token.name for n in range(1, token.count + 1)]
    rng.shuffle(labels)
    return labels


TERRAIN_RESTARTS = 30  # of the whole terrain layout, when an early piece left a later one no room
TERRAIN_TRIES = 200    # positions tried for one piece
NEAR_MISS = 2          # pieces left over that a fresh draw can still fit


def place_terrain(enc: Encounter, world: World,
                  rng: random.Random) -> tuple[list[TerrainPiece], list[WantedPiece]]:
    """Suggested terrain, to scale, clear of tokens, deployment zones and each other: every piece,
    largest first, the whole layout tried again when one finds no room. Returns the pieces and
    those that still found none (the sheet names them; `check` reports them as setup.terrain)."""
    advice = enc.setup_map.terrain
    if advice is None:
        return [], []
    wanted = _wanted_pieces(advice, rng)
    best: list[TerrainPiece] = []
    left_over = wanted
    for _ in range(TERRAIN_RESTARTS):
        placed, missed = _terrain_layout(world, wanted, rng)
        if len(missed) < len(left_over):
            best, left_over = placed, missed
        if len(left_over) not in range(1, NEAR_MISS + 1):
            break  # all placed, or so many left over that another draw will not find room for them
    return best, left_over


def _wanted_pieces(advice, rng: random.Random) -> list[WantedPiece]:
    """The declared pieces, topped up with small ones to ``min_pieces``, the large ones first
    (while there is room); the sort is stable, so declared pieces keep their order."""
    wanted = [WantedPiece(piece.size, piece.region, index) for index, piece in enumerate(advice.pieces)
              for _ in range(piece.count)]
    while advice.min_pieces and len(wanted) < advice.min_pieces:
        wanted.append(WantedPiece(rng.choice((1, 2, 2, 3, 3)), "anywhere", None))
    return sorted(wanted, key=lambda piece: -piece.size)


def _terrain_layout(world: World, wanted: list[WantedPiece],
                    rng: random.Random) -> tuple[list[TerrainPiece], list[WantedPiece]]:
    """One try at the whole layout: the pieces placed and those that found no room."""
    placed: list[TerrainPiece] = []
    missed: list[WantedPiece] = []
    for want in wanted:
        piece = _place_piece(world, placed, want.size, want.region, rng)
        if piece is None:
            missed.append(want)
        else:
            placed.append(piece)
    return placed, missed


def _place_piece(world: World, placed: list[TerrainPiece], size: int, region: str,
                 rng: random.Random) -> TerrainPiece | None:
    w, h = TERRAIN_FOOTPRINTS[size]
    for _ in range(TERRAIN_TRIES):
        if rng.random() < 0.5:
            w, h = h, w
        x, y = rng.uniform(w / 2 + 1, world.width - w / 2 - 1), rng.uniform(h / 2 + 1, world.height - h / 2 - 1)
        if region == "center" and math.hypot(x - world.width / 2, y - world.height / 2) > CENTRE_RADIUS:
            continue
        if _terrain_clear(world, placed, x, y, w, h):
            return TerrainPiece(size, round(x, 3), round(y, 3), w, h)
    return None


def _terrain_clear(world: World, placed: list[TerrainPiece], x: float, y: float, w: float, h: float) -> bool:
    for piece in placed:
        if abs(x - piece.x) < (w + piece.w) / 2 + 0.75 and abs(y - piece.y) < (h + piece.h) / 2 + 0.75:
            return False
    for p in world.placed:
        nearest_x, nearest_y = max(x - w / 2, min(p.x, x + w / 2)), max(y - h / 2, min(p.y, y + h / 2))
        if math.hypot(p.x - nearest_x, p.y - nearest_y) < p.radius + 0.5:
            return False
    corners = [(x - w / 2, y - h / 2), (x + w / 2, y - h / 2), (x - w / 2, y + h / 2), (x + w / 2, y + h / 2), (x, y)]
    return not any(inside(polygon, cx, cy) for polygon in world.zones.values() for cx, cy in corners)
