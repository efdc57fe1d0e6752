"""Setup: the sheet can draw the battlefield, its zones and fixed places lie on it and each zone can
stand a base, random placements are met on all but a rare seed, tokens keep out of the deployment
zones, the terrain finds room."""

from __future__ import annotations

from collections import Counter

from printgen import excesses
from printgen.checks.base import Issue, check
from printgen.load.loader import game_constants
from printgen.model.setup_map import Zone
from printgen.randomise import Battlefield, Setup, Unsatisfiable, battlefield_inches, piece_name, zone_polygon
from printgen.randomise.fragility import Fragility, fragility
from printgen.randomise.generator import outcome
from printgen.randomise.constraints import TOLERANCE
from printgen.randomise.geometry import area, depth_into, grow, past_edges, polygon_box, widest_disc
from printgen.randomise.landings import landings, maps_of, watched_zones
from printgen.randomise.pieces import fixed_placements
from printgen.randomise.plan import plan

SEEDS = range(1, 11)  # the seeds tried: enough to tell a crowded map from an unlucky draw
# The seeds counted for tokens landing in a zone: the ten above and 22 more, so that a landing on one
# seed in ten shows 97 times in a hundred, for about twice the placing the ten cost (no terrain is placed)
LANDING_SEEDS = range(1, 33)
SIDES = {"crisis-team": "the Crisis Team", "cosmic-threat": "the Cosmic Threat"}
LEAST_AREA = 1.0    # square inches: a zone smaller is setup.zone-area's (printgen/checks/shapes.py)
THIN_SLACK = 0.01   # inches: a zone as wide as a base, to within this, stands it
# What the setup sheet has beyond each edge of its map (north is the top of the map)
BEYOND = {"north": "over its header", "east": "past the map's right edge",
          "south": "over the range scale and placement table under the map", "west": "past the map's left edge"}


Searched = dict[int, tuple[Setup | None, Unsatisfiable | None]]
"""Each seed's setup, or why it could not be made."""


def trials(context) -> Searched:
    """The placement search on every seed of SEEDS, run once for all the setup checks. The level only
    labels a setup (no placement depends on it), so one search per seed answers for every level; a sheet
    of one of these seeds takes its search (printgen.randomise.generator.outcome keeps them). None at
    all past the limits (limit.size says so, and placing is what they prevent), nor on a battlefield
    the sheet cannot draw or with a zone past its edges: the search would blame some constraint or
    terrain piece for what setup.battlefield and setup.zone-outside name at its cause."""
    enc = context.enc
    if any(excesses.excesses(enc)) or battlefield(context) is None or any(_zones_past(context)):
        return {}
    if "setup trials" not in context.extra:
        first = enc.difficulty.levels[0].name
        context.extra["setup trials"] = {seed: outcome(enc, game_constants(), seed, first) for seed in SEEDS}
    return context.extra["setup trials"]


@check("setup.unsatisfiable", "error")
def placements_are_met(context):
    """Every random placement of the setup map is placed on at least one of ten seeds at each
    difficulty level; where it never is, the finding points at the constraint that failed most."""
    failures = [failure for _, failure in trials(context).values() if failure]
    if failures and len(failures) == len(SEEDS):  # no placement depends on the level: met at none
        worst = Counter(failure.path for failure in failures).most_common(1)[0][0]
        first = next(failure for failure in failures if failure.path == worst)
        yield Issue(worst, f"{first}, on every one of {len(SEEDS)} seeds at "
                    f"{_and(level.name for level in context.enc.difficulty.levels)}; loosen this constraint, or "
                    f"make room for it")


@check("setup.fragile", "error")
def placements_are_met_on_nearly_every_seed(context):
    """Random placements are met on all but at most 1 seed in 50 (an organiser prints a table's sheet
    from each of many seeds), and on seed 1, whose sheet the kit prints: measured on seeds 1, 2, 3 …
    one after another until the answer is clear (at most 100: printgen/randomise/fragility.py), and
    reported with the share of seeds met, at the constraint that failed most. A placement met on no
    seed at all is setup.unsatisfiable's."""
    measure = _fragility(context)
    if measure is None or not (measure.verdict() or 1 in measure.failed_seeds):
        return
    path, failure = measure.worst()
    what = str(failure) if failure else f"{piece_name(context.enc, _placement(context, path).token)} found no place"
    yield Issue(failure.path if failure else path, f"{what}; {measure.described()}; loosen this constraint, or make "
                f"room for it", _placement(context, path).id)


def _fragility(context) -> Fragility | None:
    """The measure of how often the setup cannot be made, from the trials' seeds on; None when there
    are no trials, or when no trial was met (setup.unsatisfiable says so)."""
    first = trials(context)
    return fragility(context.enc, context.constants, first) if any(made for made, _ in first.values()) else None


def _placement(context, path: tuple):
    return context.enc.setup_map.random[path[-1]]


def _and(names) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


@check("setup.terrain", "error")
def terrain_finds_room(context):
    """Every terrain piece of the setup map is placed, clear of tokens, zones and other pieces, on
    each of the ten seeds (the sheet would otherwise leave it out). The
    finding points at the entry of ``pieces`` that found no room (or at ``min_pieces``)."""
    terrain = context.enc.setup_map.terrain
    if terrain is None:
        return
    made = [setup for setup, _ in trials(context).values() if setup]
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


@check("setup.fixed-in-zone", "warning")
def fixed_pieces_keep_out_of_deployment_zones(context):
    """A fixed placement's token, drawn to scale, keeps out of every zone a side deploys in: there it
    lies where that side sets up its characters, on every seed. A character's own fixed place (no
    token) is left alone, and a piece a side deploys around on purpose says so with a silence of this
    code at the placement's id and the reason."""
    size = battlefield(context)
    if size is None or any(_zones_past(context)):
        return  # setup.battlefield or setup.zone-outside says why the map cannot be measured
    made = plan(context.enc, *size)
    for fixed, token in zip(context.enc.setup_map.fixed, made.fixed, strict=True):
        for zone in (zone for zone in context.enc.setup_map.deployment if zone.side and fixed.token):
            if (depth := depth_into(made.battlefield.zones[zone.id], token.x, token.y, token.radius)) > TOLERANCE:
                yield Issue(fixed.path + ("at",), f"'{fixed.label}' at [{token.x:g} in, {token.y:g} in] reaches "
                            f"{_inches(depth)} into zone '{zone.label}', where {SIDES[zone.side]} deploys: every "
                            f"sheet draws it among that side's characters; move it {_inches(depth)} or more out, or "
                            f"silence setup.fixed-in-zone at '{fixed.id}' with the reason it stands there", fixed.id)


@check("setup.zone-thin", "warning")
def zones_stand_a_base(context):
    """A deployment zone is wide enough, everywhere it is drawn, to stand the smallest base the game
    uses (35 mm, from the constants) wholly inside it: an edge zone 1 cm deep, or a corner zone of
    1 in, draws a sliver no character stands in (a mistyped unit, most likely). A zone of less than a
    square inch is setup.zone-area's, one past the battlefield setup.zone-outside's."""
    size = battlefield(context)
    base = min(context.constants.bases) / 72.0
    if size is None or any(_zones_past(context)):
        return
    for zone in context.enc.setup_map.deployment:
        polygon = zone_polygon(zone, *size)
        if area(polygon) >= LEAST_AREA and (widest := 2 * widest_disc(polygon, base / 2)) < base - THIN_SLACK:
            what = "depth" if zone.edge else "radius" if zone.corner else "polygon"
            yield Issue(zone.path + (what,), f"zone '{zone.label}' is {_inches(widest)} across at its widest: a "
                        f"{base * 25.4:g} mm base ({_inches(base)}), the smallest the game uses, cannot stand in it; "
                        f"make its {'corners' if what == 'polygon' else what} larger", zone.id)


@check("setup.in-zone", "warning")
def placements_keep_out_of_deployment_zones(context):
    """Random placements keep out of the deployment zones: a placement whose constraints let a token
    reach into a zone that a side deploys in is reported with how often the setup sheet draws one
    there, counted over the seeds of LANDING_SEEDS by the placement search itself (the placements of
    those seeds' sheets: the same file gives the same message), and how far in it reaches.

    Left alone, as meant to be where they are: a placement's own ``zone`` (it asks to be there), and a
    zone with no ``side``, where nobody deploys (a neutral area, perhaps declared to hold objectives).
    A fixed placement in a zone is setup.fixed-in-zone's."""
    made = plan(context.enc, *battlefield(context)) if trials(context) else None
    watched = watched_zones(made, context.enc.setup_map.deployment) if made else {}
    if not watched:
        return  # no map to make: no placement can reach a zone (or the search is not run: see trials)
    tried = {seed: setup for seed, (setup, _) in trials(context).items()}
    found, maps = landings(made, watched, maps_of(context.enc, context.constants, tried, LANDING_SEEDS))
    labels = {zone.id: zone.label for zone in context.enc.setup_map.deployment}
    for (index, zone), landing in found.items():
        piece = made.pieces[index]
        yield Issue(piece.path, f"{piece.name} can land in zone '{labels[zone]}': the sheet draws one there on "
                    f"{landing.maps} of {maps} seeds, reaching up to {_inches(landing.deepest)} into it; keep it "
                    f"out with {{from: {zone}, min: …}}", piece.placement.id)
