"""A whole setup from one seed: placements, terrain and orders, in that order from one rng."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from printgen.core.memo import ValueMemo
from printgen.model import Encounter, GameConstants
from printgen.randomise.geometry import Battlefield
from printgen.randomise.measures import edges
from printgen.randomise.plan import Plan, plan
from printgen.randomise.result import DeploymentArea, Placed, Setup, Unsatisfiable
from printgen.randomise.sampler import Search, place_everything
from printgen.randomise.terrain import place_terrain


def battlefield_inches(enc: Encounter, constants: GameConstants) -> tuple[float, float]:
    """The battlefield's width and height in inches: the setup map's own, or the standard one."""
    if enc.setup_map.battlefield:
        width, height = enc.setup_map.battlefield
        return width, height
    return constants.battlefield.width / 72.0, constants.battlefield.height / 72.0


def _planned(enc: Encounter, constants: GameConstants) -> tuple[tuple[float, float], Plan]:
    """The battlefield's size in inches and the encounter's compiled placements on it."""
    width, height = battlefield_inches(enc, constants)
    return (width, height), plan(enc, width, height)


def generate(enc: Encounter, constants: GameConstants, seed: int, difficulty: str) -> Setup:
    """The setup for ``seed``: the same seed and encounter always give the same setup."""
    (width, height), made = _planned(enc, constants)
    rng = random.Random(seed)
    stuck: list[tuple] = []  # the placement each failed try of the map left with no place
    placed = place_everything(made.pieces, made.battlefield, made.fixed, rng,
                              lambda search: stuck.append(search.piece.path))
    terrain, unplaced = place_terrain(enc.setup_map.terrain, made.battlefield, placed, rng)
    setup = Setup(enc.id, seed, difficulty, (width, height), placements=placed, terrain=terrain,
                  deployment=_deployment(enc, made.battlefield), unplaced=unplaced,
                  measured_from=edges(enc, width, height), stuck=tuple(stuck))
    _deal_orders(enc, setup, rng)
    return setup


SEARCHED_KEPT = 16
"""Searches kept per process: a check's ten seeds, and a sheet's seed beyond them."""
_SEARCHED: ValueMemo[tuple[Setup | None, Unsatisfiable | None]] = ValueMemo(kept=SEARCHED_KEPT)


SEARCHED_FROM = ("id", "setup_map", "tokens", "randomizers")
"""The fields of an encounter ``generate`` reads (tests/test_once.py holds it to that)."""


def searched_from(enc: Encounter, constants: GameConstants) -> tuple:
    """What a search reads: the constants and the encounter's SEARCHED_FROM. A search is kept with them,
    and any equal ones take it: a watch's next save of a file whose setup did not change searches
    nothing again."""
    return constants, *(getattr(enc, name) for name in SEARCHED_FROM)


def searched(enc: Encounter, constants: GameConstants, seed: int, difficulty: str, keep: bool = True) -> Setup:
    """``generate``'s setup, searched once per encounter and seed in a process (``outcome``); an
    Unsatisfiable search is raised again as it was."""
    made, failure = outcome(enc, constants, seed, difficulty, keep)
    if failure is not None:
        raise failure
    assert made is not None
    return made


def outcome(enc: Encounter, constants: GameConstants, seed: int, difficulty: str,
            keep: bool = True) -> tuple[Setup | None, Unsatisfiable | None]:
    """The setup for ``seed`` at ``difficulty``, or why it could not be made, searched once per
    encounter and seed in a process (and once for every load of a file whose setup is the same,
    ``searched_from``): `check` tries seeds 1 to 10, and a sheet of one of them takes that
    search (watch, preview and proof print seed 1; a kit or a series does when given ``--seed 1``). The
    level only labels a setup (no placement depends on it), so one search answers for every level.
    ``keep=False`` (a series of sheets, which holds one setup at a time) takes a search already kept
    but keeps none it makes."""
    key, inputs = (enc.id, seed), searched_from(enc, constants)  # the constants are compared with the inputs
    if keep:
        made, failure = _SEARCHED.get(key, inputs, lambda: _search(enc, constants, seed, difficulty))
    else:
        made, failure = _SEARCHED.kept_for(key, inputs) or _search(enc, constants, seed, difficulty)
    if made is not None and made.difficulty != difficulty:
        made = replace(made, difficulty=difficulty)
    return made, failure


def _search(enc: Encounter, constants: GameConstants, seed: int,
            difficulty: str) -> tuple[Setup | None, Unsatisfiable | None]:
    try:
        return generate(enc, constants, seed, difficulty), None
    except Unsatisfiable as failure:
        return None, failure


def placements(enc: Encounter, constants: GameConstants, seed: int,
               on_stuck: Callable[[Search], None] | None = None) -> list[Placed]:
    """The tokens ``generate`` places for ``seed`` (fixed, then random), without the terrain and orders
    it goes on to draw from the same rng: the same placements, for less (``on_stuck``: place_everything's)."""
    _, made = _planned(enc, constants)
    return place_everything(made.pieces, made.battlefield, made.fixed, random.Random(seed), on_stuck)


def bare_battlefield(enc: Encounter, constants: GameConstants, difficulty: str) -> Setup:
    """The battlefield before any setup: its deployment zones and the fixed placements, nothing
    random (what a virtual table shows until a seed is chosen)."""
    (width, height), made = _planned(enc, constants)
    return Setup(enc.id, 0, difficulty, (width, height), placements=list(made.fixed),
                 deployment=_deployment(enc, made.battlefield), measured_from=edges(enc, width, height))


def _deployment(enc: Encounter, battlefield: Battlefield) -> list[DeploymentArea]:
    return [DeploymentArea(zone.id, zone.label, zone.side, battlefield.zones[zone.id])
            for zone in enc.setup_map.deployment]


def _deal_orders(enc: Encounter, setup: Setup, rng: random.Random) -> None:
    """Open orders are shuffled and printed; hidden ones are printed as what to do instead."""
    for order in enc.setup_map.orders:
        if order.hidden:
            setup.hidden[order.name] = order.text
        else:
            setup.orders[order.name] = _open_order(enc, order.randomizer, rng)


def _open_order(enc: Encounter, randomizer: str, rng: random.Random) -> list[str]:
    labels = []
    for token in enc.tokens:
        if token.randomizer == randomizer or token.id == randomizer:
            labels += [f"{token.name} {n}" if token.numbered else token.name for n in range(1, token.count + 1)]
    rng.shuffle(labels)
    return labels
