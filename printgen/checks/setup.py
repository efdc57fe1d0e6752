"""Setup: the sheet can draw the battlefield, its zones and fixed places lie on it, random placements
are met on every seed and keep out of the deployment zones, the terrain finds room."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from printgen import excesses
from printgen.checks.base import Issue, check
from printgen.load.loader import game_constants
from printgen.model.setup_map import Zone
from printgen.randomise import Battlefield, Placed, Setup, Unsatisfiable, battlefield_inches, zone_polygon
from printgen.randomise.generator import outcome, placements
from printgen.randomise.geometry import grow, past_edges, polygon_box
from printgen.randomise.landings import landings, watched_zones
from printgen.randomise.pieces import fixed_placements
from printgen.randomise.plan import plan

SEEDS = range(1, 11)  # the seeds tried: enough to tell a crowded map from an unlucky draw
# The seeds counted for tokens landing in a zone: the ten above and 22 more, so that a landing on one
# seed in ten shows 97 times in a hundred, for about twice the placing the ten cost (no terrain is placed)
LANDING_SEEDS = range(1, 33)
# What the setup sheet has beyond each edge of its map (north is the top of the map)
BEYOND = {"north": "over its header", "east": "past the map's right edge",
          "south": "over the range scale and placement table under the map", "west": "past the map's left edge"}


@dataclass(frozen=True)
class Trial:
    """One run of the placement search: the setup made, or the placement that could not be met."""

    level: str
    seed: int
    made: Setup | None
    failure: Unsatisfiable | None


def trials(context) -> list[Trial]:
    """The placement search on every seed of SEEDS, held at every difficulty level, run once for all
    the setup checks. None at all past the limits (limit.size says so, and placing is what they
    prevent), nor on a battlefield the sheet cannot draw or with a zone past its edges: the search
    would blame some constraint or terrain piece for what setup.battlefield and setup.zone-outside
    name at its cause."""
    enc = context.enc
    if any(excesses.excesses(enc)) or battlefield(context) is None or any(_zones_past(context)):
        return []
    if "setup trials" not in context.extra:
        context.extra["setup trials"] = [Trial(level.name, seed, made, failure)
                                         for seed, (made, failure) in _searched(enc).items()
                                         for level in enc.difficulty.levels]
    return context.extra["setup trials"]


def _searched(enc) -> dict[int, tuple[Setup | None, Unsatisfiable | None]]:
    """Each seed's setup, or why it could not be made. The level only labels a setup (no placement
    depends on it), so one search per seed answers for every level; a sheet of one of these seeds
    takes its search (printgen.randomise.generator.outcome keeps them)."""
    return {seed: outcome(enc, game_constants(), seed, enc.difficulty.levels[0].name) for seed in SEEDS}


@check("setup.unsatisfiable", "error")
def placements_are_met(context):
    """Every random placement of the setup map is placed on at least one of ten seeds at each
    difficulty level; where it never is, the finding points at the constraint that failed most."""
    for path, levels in _failing(context, lambda failed: failed == len(SEEDS)).items():
        yield Issue(path, f"{levels[0][2]}, on every one of {len(SEEDS)} seeds at "
                    f"{_and(level for level, *_ in levels)}; loosen this constraint, or make room for it")


@check("setup.fragile", "error")
def placements_are_met_on_every_seed(context):
    """Random placements are met on every seed (an organiser prints many): one that fails on some
    of ten seeds at a level is reported with how often, at the constraint that failed most."""
    for path, levels in _failing(context, lambda failed: 0 < failed < len(SEEDS)).items():
        how_often = ", ".join(f"{failed} of {len(SEEDS)} seeds at {level}" for level, failed, _ in levels)
        yield Issue(path, f"{levels[0][2]}, on {how_often}; setup sheets for those seeds cannot be made: loosen "
                    f"this constraint, or make room for it")


def _failing(context, selected) -> dict[tuple, list[tuple[str, int, Unsatisfiable]]]:
    """The levels whose number of failed seeds is ``selected``, grouped by the constraint that
    failed most at each: (level, seeds failed, the first failure there)."""
    by_place: dict[tuple, list[tuple[str, int, Unsatisfiable]]] = {}
    for level, failures in _failures_by_level(trials(context)).items():
        if selected(len(failures)):
            worst = Counter(failure.path for failure in failures).most_common(1)[0][0]
            first = next(failure for failure in failures if failure.path == worst)
            by_place.setdefault(worst, []).append((level, len(failures), first))
    return by_place


def _and(names) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _failures_by_level(done: list[Trial]) -> dict[str, list[Unsatisfiable]]:
    found: dict[str, list[Unsatisfiable]] = {}
    for trial in done:
        found.setdefault(trial.level, [])
        if trial.failure:
            found[trial.level].append(trial.failure)
    return found


@check("setup.terrain", "error")
def terrain_finds_room(context):
    """Every terrain piece of the setup map is placed, clear of tokens, zones and other pieces, on
    each of ten seeds at the first difficulty level (the sheet would otherwise leave it out). The
    finding points at the entry of ``pieces`` that found no room (or at ``min_pieces``)."""
    terrain = context.enc.setup_map.terrain
    if terrain is None:
        return
    first = context.enc.difficulty.levels[0].name
    made = [trial.made for trial in trials(context) if trial.level == first and trial.made]
    seeds, most = _left_out(made)
    for declared in sorted(seeds, key=lambda entry: (entry is None, entry)):
        path, piece = _named(terrain, declared)
        yield Issue(path, f"{piece} finds no room on {seeds[declared]} of {len(made)} seeds (up to {most[declared]} "
                    f"left out on one); declare fewer or smaller pieces, or a larger battlefield")


def _left_out(made: list[Setup]) -> tuple[Counter, Counter]:
    """Per entry of ``pieces`` (None: the pieces that top up to ``min_pieces``): on how many setups
    some of it found no room, and the most left out of one."""
    seeds: Counter = Counter()
    most: Counter = Counter()
    for setup in made:
        missed = Counter(piece.declared for piece in setup.unplaced)
        seeds.update(missed.keys())
        most |= missed  # the larger count of each
    return seeds, most


def _named(terrain, declared: int | None) -> tuple[tuple, str]:
    """Where a left-out piece is declared, and how the finding names it."""
    if declared is None:
        return terrain.path + ("min_pieces",), f"a piece added to reach min_pieces ({terrain.min_pieces})"
    entry = terrain.pieces[declared]
    where = " near the centre" if entry.region == "center" else ""
    return entry.path, f"a size {entry.size} piece{where} (pieces[{declared}], {entry.count} declared)"


def battlefield(context) -> tuple[float, float] | None:
    """The battlefield's width and height in inches (the file's own, or the standard one); None when
    the file gives other than two lengths, which setup.battlefield reports."""
    given = context.enc.setup_map.battlefield
    return None if given and len(given) != 2 else battlefield_inches(context.enc, context.constants)


@check("setup.battlefield", "error")
def battlefield_is_width_and_height(context):
    """The setup map's ``battlefield`` is two lengths, [width, height]: from one (or three) the
    sheet cannot tell what to draw. (An empty list is the standard battlefield, as if left out.)"""
    setup_map = context.enc.setup_map
    if battlefield(context) is None:
        given = setup_map.battlefield
        written = ", ".join(f"{length:g} in" for length in given)
        yield Issue(setup_map.path + ("battlefield",), f"battlefield [{written}] has {_count(len(given))}: the "
                    f"sheet draws a battlefield from [width, height] and cannot draw this one; for a square one, "
                    f"write [{given[0]:g}in, {given[0]:g}in]")


@check("setup.zone-outside", "error")
def zones_on_the_battlefield(context):
    """Every deployment zone lies on the battlefield (the file's own, or the standard 36 × 36 in):
    the sheet draws a zone as given, so one that reaches past an edge is drawn over the sheet's
    header (and its recreate command), over the range scale and placement table, or off the map's
    side. The finding points at an edge zone's ``depth``, a corner zone's ``radius``, or the point
    of a ``polygon`` that reaches furthest."""
    size = battlefield(context)
    for index, zone, past in _zones_past(context):
        yield Issue(_zone_key(context.enc.setup_map.path + ("deployment", index), zone, size),
                    f"zone '{zone.label}' reaches {_past(past)} ({_size(size)}): the sheet would draw it "
                    f"{_beyond(past)}", zone.id)


def _zones_past(context) -> list[tuple[int, Zone, dict[str, float]]]:
    """Each zone that reaches past the battlefield: its index, the zone, how far past each edge."""
    size = battlefield(context)
    if size is None:
        return []
    found = [(index, zone, past_edges(polygon_box(zone_polygon(zone, *size)), *size))
             for index, zone in enumerate(context.enc.setup_map.deployment)]
    return [(index, zone, past) for index, zone, past in found if past]


def _zone_key(path: tuple, zone: Zone, size: tuple[float, float]) -> tuple:
    """What makes a zone reach past the battlefield: its depth, its radius, or its furthest point."""
    if zone.edge:
        return path + ("depth",)
    if zone.corner:
        return path + ("radius",)
    polygon = zone.polygon
    assert polygon is not None  # the zone validated: neither an edge nor a corner, a polygon
    furthest = max(range(len(polygon)), key=lambda n: _point_past(polygon[n], size))
    return path + ("polygon", furthest)


def _point_past(point, size: tuple[float, float]) -> float:
    x, y = point
    return max(past_edges((x, x, y, y), *size).values(), default=0.0)


@check("setup.off-battlefield", "error")
def fixed_placements_on_the_battlefield(context):
    """Every fixed placement lies wholly on the battlefield (the file's own, or the standard 36 × 36 in):
    its token or base, drawn to scale, not only its centre; one that reaches past an edge is drawn
    over the sheet's header, its range scale and placement table, or off the map's side."""
    size = battlefield(context)
    if size is None:
        return
    setup_map = context.enc.setup_map
    drawn = fixed_placements(context.enc, Battlefield(*size, {}))
    for index, (fixed, token) in enumerate(zip(setup_map.fixed, drawn, strict=True)):
        past = past_edges(grow((token.x, token.x, token.y, token.y), token.radius), *size)
        if past:
            yield Issue(setup_map.path + ("fixed", index, "at"), f"'{fixed.label}' at [{token.x:g} in, {token.y:g} in] "
                        f"reaches {_past(past)} ({_size(size)}): the sheet would draw it {_beyond(past)}; "
                        f"measure from the battlefield's bottom-left corner", fixed.id)


def _count(lengths: int) -> str:
    return "one length" if lengths == 1 else f"{lengths} lengths"


def _past(past: dict[str, float]) -> str:
    """'4 in past the battlefield's north edge and 2 in past its east edge'."""
    whose = ["the battlefield's"] + ["its"] * (len(past) - 1)
    return _and(f"{_inches(length)} past {owner} {edge} edge" for owner, (edge, length) in zip(whose, past.items()))


def _beyond(past: dict[str, float]) -> str:
    return _and(BEYOND[edge] for edge in past)


def _size(size: tuple[float, float]) -> str:
    return f"{size[0]:g} × {size[1]:g} in"


def _inches(length: float) -> str:
    return f"{max(round(length, 2), 0.01):g} in"


@check("setup.in-zone", "warning")
def placements_keep_out_of_deployment_zones(context):
    """Random placements keep out of the deployment zones: a placement whose constraints let a token
    reach into a zone that a side deploys in is reported with how often the setup sheet draws one
    there, counted over the seeds of LANDING_SEEDS by the placement search itself (the placements of
    those seeds' sheets: the same file gives the same message), and how far in it reaches.

    Left alone, as meant to be where they are: a placement's own ``zone`` (it asks to be there); a
    zone with no ``side``, where nobody deploys (a neutral area, perhaps declared to hold objectives);
    and fixed placements, whose place is written in the file and is the same on every seed, so one in
    a zone (a Home Base the Crisis Team deploys around) is the designer's choice, seen on any sheet."""
    made = plan(context.enc, *battlefield(context)) if trials(context) else None
    watched = watched_zones(made, context.enc.setup_map.deployment) if made else {}
    if not watched:
        return  # no map to make: no placement can reach a zone (or the search is not run: see trials)
    found, maps = landings(made, watched, _placed_on_each_seed(context))
    labels = {zone.id: zone.label for zone in context.enc.setup_map.deployment}
    for (index, zone), landing in found.items():
        piece = made.pieces[index]
        yield Issue(piece.path, f"{piece.name} can land in zone '{labels[zone]}': the sheet draws one there on "
                    f"{landing.maps} of {maps} seeds, reaching up to {_inches(landing.deepest)} into it; keep it "
                    f"out with {{from: {zone}, min: …}}", piece.placement.id)


def _placed_on_each_seed(context) -> Iterator[list[Placed]]:
    """The tokens placed on each seed of LANDING_SEEDS: the trials' setups (the same search on the same
    seed), then the other seeds placed now from the same plan; the trials' alone if one failed, as
    the search then spends all its tries on many a seed (setup.fragile or setup.unsatisfiable says so)."""
    tried = {trial.seed: trial.made for trial in trials(context)}
    yield from (made.placements for made in tried.values() if made)
    for seed in [seed for seed in LANDING_SEEDS if seed not in tried] if all(tried.values()) else []:
        try:
            placed = placements(context.enc, context.constants, seed)
        except Unsatisfiable:
            continue  # a map no sheet can be made for is not counted
        yield placed
