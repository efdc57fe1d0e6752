"""How often a setup cannot be made, measured on seeds one after another until the answer is clear:
what `check` reports as setup.fragile.

A seed fails only when every one of the search's MAP_RESTARTS tries of the whole map leaves a piece
with no place, and each try draws afresh from the same rng, so a seed fails with the odds of one
try failing raised to the power MAP_RESTARTS. Counting the tries, not only the seeds, tells a setup
that fails 1 seed in 25 from one that never fails within a few dozen seeds, where counting failed
seeds alone would take hundreds; and a setup whose first ten seeds each placed the map at the first
try is done with no seed more (one that fails 1 seed in 50 would show a failed try among them 99
times in 100). The seeds are 1, 2, 3 …: the same file, the same measure, every run.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from printgen.model import Encounter, GameConstants
from printgen.randomise.generator import placements
from printgen.randomise.result import Setup, Unsatisfiable
from printgen.randomise.sampler import MAP_RESTARTS, Search

BEARABLE = 1 / 50            # the share of seeds that may fail: an organiser's run of tables rarely meets one
FINE, FRAGILE = 1 / 100, 1 / 25   # the two shares of failing seeds the sequential test tells apart
FIRST_SEEDS = 10             # seeds before any verdict: a setup placed at the first try on all of them is fine
MOST_SEEDS = 100             # the budget: past it, the share measured so far decides
SURE = math.log(99)          # how far the evidence must lean (a log likelihood ratio) to stop: 99 to 1
EVENT_TABLES = 20            # an organiser's run of tables, each its own seed: what a fragile setup costs them


def _try_odds(seed_odds: float) -> float:
    return seed_odds ** (1 / MAP_RESTARTS)


@dataclass
class Fragility:
    """What the seeds searched so far say: how many, how many were met, how many tries of the map
    failed, which placements were left with no place how often, and why (a failure per placement)."""

    seeds: int = 0
    met: int = 0
    failed_tries: int = 0
    failed_seeds: list[int] = field(default_factory=list)
    stuck: Counter = field(default_factory=Counter)                 # placement path -> tries it was stuck in
    why: dict[tuple, Unsatisfiable] = field(default_factory=dict)   # placement path -> a failure of it

    def add(self, seed: int, stuck: Iterable[tuple], failure: Unsatisfiable | None) -> None:
        """One seed: the placements left with no place on its failed tries, and its failure if it failed."""
        stuck = list(stuck)
        self.seeds += 1
        self.met += failure is None
        self.failed_tries += len(stuck)
        self.stuck.update(stuck)
        if failure is not None:
            self.failed_seeds.append(seed)
            self.why.setdefault(placement_of(failure.path), failure)

    def explain(self, search: Search) -> None:
        """A try of the map left ``search``'s piece with no place: why, worked out once per placement
        (it costs as much as the try)."""
        if search.piece.path not in self.why:
            self.why[search.piece.path] = search.failure()

    @property
    def seed_odds(self) -> float:
        """The share of seeds that fail, as the tries measure it (the likeliest, from every try counted)."""
        tries = self.failed_tries + self.met
        return (self.failed_tries / tries) ** MAP_RESTARTS if tries else 0.0

    def verdict(self) -> bool | None:
        """True: more seeds fail than BEARABLE; False: no more; None: search another seed."""
        if self.seeds < FIRST_SEEDS:
            return None
        if self.failed_tries == 0:
            return False
        lean = self.failed_tries * math.log(_try_odds(FRAGILE) / _try_odds(FINE)) + self.met * math.log(
            (1 - _try_odds(FRAGILE)) / (1 - _try_odds(FINE)))
        if abs(lean) >= SURE:
            return lean > 0
        return self.seed_odds > BEARABLE if self.seeds >= MOST_SEEDS else None

    def described(self) -> str:
        """'met on 47 of 50 seeds (94 %), …': the share of seeds met, what the tries make of it, and what
        that means at an event (or that seed 1, the kit's, is not met)."""
        rate = f"met on {self.met} of {self.seeds} seeds ({_percent(self.met / self.seeds)})"
        if not self.verdict():
            return f"{rate}, but not on seed 1, whose setup sheet the kit prints"
        event = 1 - (1 - self.seed_odds) ** EVENT_TABLES
        runs = "nearly all" if event >= 0.995 else _percent(event, 0)
        return (f"{rate}: about 1 seed in {max(round(1 / self.seed_odds), 2)} fails, as the search's tries of the "
                f"whole map measure it, more than 1 in {round(1 / BEARABLE)} ({runs} of an organiser's runs of "
                f"{EVENT_TABLES} tables would meet one)")

    def worst(self) -> tuple[tuple, Unsatisfiable | None]:
        """The placement left with no place most often, and why it was."""
        path = self.stuck.most_common(1)[0][0]
        return path, self.why.get(path)


def _percent(share: float, digits: int = 1) -> str:
    return f"{round(100 * share, digits):g} %"


def placement_of(path: tuple) -> tuple:
    """The path of the random placement a failure's path lies in (``…, 'random', index``)."""
    at = path.index("random") if "random" in path else len(path) - 2
    return path[:at + 2]


def fragility(enc: Encounter, constants: GameConstants, searched: dict[int, tuple[Setup | None, Unsatisfiable | None]]
              ) -> Fragility:
    """The measure, from the seeds already ``searched`` (1 … FIRST_SEEDS, each setup or its failure),
    then seed after seed (their placements only) until the verdict is clear or MOST_SEEDS are done."""
    measure = Fragility()
    for seed, (made, failure) in sorted(searched.items()):
        # a failed seed's every try was stuck: on its failure's placement, as far as the search says
        measure.add(seed, made.stuck if made else [placement_of(failure.path)] * MAP_RESTARTS if failure else [],
                    failure)
    seed = max(searched, default=0)
    while measure.verdict() is None and measure.seeds < MOST_SEEDS:
        seed += 1
        _search(measure, enc, constants, seed)
    return measure


def _search(measure: Fragility, enc: Encounter, constants: GameConstants, seed: int) -> None:
    """One more seed's placements, told to the measure: every failed try of its map, and its failure."""
    stuck: list[tuple] = []

    def heard(search: Search) -> None:
        stuck.append(search.piece.path)
        measure.explain(search)

    try:
        placements(enc, constants, seed, heard)
    except Unsatisfiable as failure:
        measure.add(seed, stuck, failure)
    else:
        measure.add(seed, stuck, None)
