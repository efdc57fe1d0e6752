"""The random placements and the terrain: met on all but a rare seed (and on seed 1, the kit's), the
terrain finding room, and no token landing where a side deploys."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from printgen.load import excesses
from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.checks.setup.battlefield import battlefield, inches, zones_past
from printgen.core.findings import alternatives
from printgen.load.loader import game_constants
from printgen.randomise import Setup, Unsatisfiable, piece_name
from printgen.randomise.fragility import Fragility, fragility
from printgen.randomise.generator import outcome
from printgen.randomise.landings import landings, maps_of, watched_zones
from printgen.randomise.plan import plan

SEEDS = range(1, 11)  # the seeds tried: enough to tell a crowded map from an unlucky draw
# The seeds counted for tokens landing in a zone: the ten above and 22 more, so that a landing on one
# seed in ten shows 97 times in a hundred, for about twice the placing the ten cost (no terrain is placed)
LANDING_SEEDS = range(1, 33)


Searched = dict[int, tuple[Setup | None, Unsatisfiable | None]]
"""Each seed's setup, or why it could not be made."""


def trials(context: Context) -> Searched:
    """The placement search on every seed of SEEDS, run once for all the setup checks. The level only
    labels a setup (no placement depends on it), so one search per seed answers for every level; a sheet
    of one of these seeds takes its search (printgen.randomise.generator.outcome keeps them). None at
    all past the limits (limit.size says so, and placing is what they prevent), nor on a battlefield
    the sheet cannot draw or with a zone past its edges: the search would blame some constraint or
    terrain piece for what setup.battlefield and setup.zone-outside name at its cause."""
    enc = context.enc
    if any(excesses.excesses(enc)) or battlefield(context) is None or any(zones_past(context)):
        return {}
    if "setup trials" not in context.extra:
        first = enc.difficulty.levels[0].name
        context.extra["setup trials"] = {seed: outcome(enc, game_constants(), seed, first) for seed in SEEDS}
    return context.extra["setup trials"]


@check("setup.unsatisfiable", "error")
def placements_are_met(context: Context) -> Iterator[Issue]:
    """Every random placement of the setup map is placed on at least one of ten seeds at each
    difficulty level; where it never is, the finding points at the constraint that failed most."""
    failures = [failure for _, failure in trials(context).values() if failure]
    if failures and len(failures) == len(SEEDS):  # no placement depends on the level: met at none
        worst = Counter(failure.path for failure in failures).most_common(1)[0][0]
        first = next(failure for failure in failures if failure.path == worst)
        levels = alternatives([level.name for level in context.enc.difficulty.levels], "and")
        yield Issue(worst, f"{first}, on every one of {len(SEEDS)} seeds at {levels}; loosen this constraint, or "
                    f"make room for it")


@check("setup.fragile", "error")
def placements_are_met_on_nearly_every_seed(context: Context) -> Iterator[Issue]:
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


def _fragility(context: Context) -> Fragility | None:
    """The measure of how often the setup cannot be made, from the trials' seeds on; None when there
    are no trials, or when no trial was met (setup.unsatisfiable says so)."""
    first = trials(context)
    return fragility(context.enc, context.constants, first) if any(made for made, _ in first.values()) else None


def _placement(context: Context, path: tuple):
    return context.enc.setup_map.random[path[-1]]


@check("setup.terrain", "error")
def terrain_finds_room(context: Context) -> Iterator[Issue]:
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


@check("setup.in-zone", "warning")
def placements_keep_out_of_deployment_zones(context: Context) -> Iterator[Issue]:
    """Random placements keep out of the deployment zones: a placement whose constraints let a token
    reach into a zone that a side deploys in is reported with how often the setup sheet draws one
    there, counted over the seeds of LANDING_SEEDS by the placement search itself (the placements of
    those seeds' sheets: the same file gives the same message), and how far in it reaches.

    Left alone, as meant to be where they are: a placement's own ``zone`` (it asks to be there), and a
    zone with no ``side``, where nobody deploys (a neutral area, perhaps declared to hold objectives).
    A fixed placement in a zone is setup.fixed-in-zone's."""
    size = battlefield(context)
    made = plan(context.enc, *size) if trials(context) and size else None
    watched = watched_zones(made, context.enc.setup_map.deployment) if made else {}
    if made is None or not watched:
        return  # no map to make: no placement can reach a zone (or the search is not run: see trials)
    tried = {seed: setup for seed, (setup, _) in trials(context).items()}
    found, maps = landings(made, watched, maps_of(context.enc, context.constants, tried, LANDING_SEEDS))
    labels = {zone.id: zone.label for zone in context.enc.setup_map.deployment}
    for (index, zone), landing in found.items():
        piece = made.pieces[index]
        yield Issue(piece.path, f"{piece.name} can land in zone '{labels[zone]}': the sheet draws one there on "
                    f"{landing.maps} of {maps} seeds, reaching up to {inches(landing.deepest)} into it; keep it "
                    f"out with {{from: {zone}, min: …}}", piece.placement.id)
