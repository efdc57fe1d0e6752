"""Setup: random placements are met on every seed, the terrain finds room, fixed placements lie on the battlefield."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from printgen import limits
from printgen.checks.base import Issue, check
from printgen.load.loader import game_constants
from printgen.randomise import Setup, Unsatisfiable, battlefield_inches, generate

SEEDS = range(1, 11)  # the seeds tried: enough to tell a crowded map from an unlucky draw


@dataclass(frozen=True)
class Trial:
    """One run of the placement search: the setup made, or the placement that could not be met."""

    level: str
    seed: int
    made: Setup | None
    failure: Unsatisfiable | None


def trials(context) -> list[Trial]:
    """The placement search on every seed of SEEDS, held at every difficulty level, run once for all
    the setup checks. None at all past the limits: limit.size says so, and placing is what they prevent."""
    enc = context.enc
    if any(limits.excesses(enc)):
        return []
    if "setup trials" not in context.extra:
        context.extra["setup trials"] = [Trial(level.name, seed, made, failure)
                                         for seed, (made, failure) in _searched(enc).items()
                                         for level in enc.difficulty.levels]
    return context.extra["setup trials"]


def _searched(enc) -> dict[int, tuple[Setup | None, Unsatisfiable | None]]:
    """Each seed's setup, or why it could not be made. The level only labels a setup (no placement
    depends on it), so one search per seed answers for every level."""
    found = {}
    for seed in SEEDS:
        try:
            found[seed] = (generate(enc, game_constants(), seed, enc.difficulty.levels[0].name), None)
        except Unsatisfiable as failure:
            found[seed] = (None, failure)
    return found


@check("setup.unsatisfiable", "error")
def placements_are_met(context):
    """Every random placement of the setup map is placed on at least one of ten seeds at each
    difficulty level; where it never is, the finding points at the constraint that failed most."""
    for path, levels in _failing(context, lambda failed: failed == len(SEEDS)).items():
        yield Issue(path, f"{levels[0][2]}, on every one of {len(SEEDS)} seeds at {_and(level for level, *_ in levels)}; "
                    f"loosen this constraint, or make room for it")


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


@check("setup.off-battlefield", "error")
def fixed_placements_on_the_battlefield(context):
    """Every fixed placement lies on the battlefield (the setup map's own, or the standard 36 × 36 in)."""
    setup_map = context.enc.setup_map
    width, height = battlefield_inches(context.enc, context.constants)
    for index, fixed in enumerate(setup_map.fixed):
        if fixed.at == "center":
            continue
        x, y = fixed.at
        if not (0 <= x <= width and 0 <= y <= height):
            yield Issue(setup_map.path + ("fixed", index, "at"), f"'{fixed.id}' at [{x:g} in, {y:g} in] is off the "
                        f"{width:g} × {height:g} in battlefield; measure from its bottom-left corner", fixed.id)
