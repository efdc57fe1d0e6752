"""Where the tokens of random placements land in the deployment zones, over many seeds' maps: what
`check` warns of (setup.in-zone), measured on the plan and outlines the placement search itself uses."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from printgen.model import Encounter, GameConstants
from printgen.model.setup_map import Zone
from printgen.randomise.constraints import TOLERANCE
from printgen.randomise.geometry import depth_into
from printgen.randomise.plan import Plan
from printgen.randomise.generator import placements
from printgen.randomise.result import Placed, Setup, Unsatisfiable
from printgen.randomise.sampler import could_reach


@dataclass(frozen=True)
class Landing:
    """How often the tokens of one placement land in one zone: on how many maps, and the furthest in
    a token reaches."""

    maps: int
    deepest: float

    def joined(self, depth: float) -> Landing:
        return Landing(self.maps + 1, max(self.deepest, depth))


def watched_zones(made: Plan, deployment: list[Zone]) -> dict[int, list[str]]:
    """Per random placement (by its index), the ids of the zones a side deploys in that its tokens could
    reach into, but its own ``zone``; the placements that can reach none are left out, and need no map."""
    deploying = [zone.id for zone in deployment if zone.side]
    watched = {}
    for index, piece in enumerate(made.pieces):
        reachable = [zone for zone in deploying if zone != piece.placement.zone
                     and could_reach(piece, made.battlefield, made.battlefield.zones[zone])]
        if reachable:
            watched[index] = reachable
    return watched


def landings(made: Plan, watched: dict[int, list[str]],
             maps: Iterable[list[Placed]]) -> tuple[dict[tuple[int, str], Landing], int]:
    """Per watched placement (by index) and zone (by id) that its tokens land in on some map, how often
    and how far in; and how many maps there were."""
    found: dict[tuple[int, str], Landing] = {}
    count = 0
    for placed in maps:
        count += 1
        for key, depth in _deepest(made, watched, placed).items():
            found[key] = found.get(key, Landing(0, 0.0)).joined(depth)
    return dict(sorted(found.items())), count


def _deepest(made: Plan, watched: dict[int, list[str]], placed: list[Placed]) -> dict[tuple[int, str], float]:
    """On one map: per watched placement and zone, how far in its deepest token reaches (if it does)."""
    index_of = {piece.placement.id: index for index, piece in enumerate(made.pieces)}
    found: dict[tuple[int, str], float] = {}
    for token in placed:
        index = None if token.fixed else index_of.get(token.source)
        if index is None:  # a fixed token: no random placement placed it
            continue
        for zone in watched.get(index, ()):
            depth = depth_into(made.battlefield.zones[zone], token.x, token.y, token.radius)
            if depth > TOLERANCE:
                found[index, zone] = max(depth, found.get((index, zone), 0.0))
    return found


def maps_of(enc: Encounter, constants: GameConstants, tried: dict[int, Setup | None], seeds: range
            ) -> Iterator[list[Placed]]:
    """The tokens placed on each of ``seeds``: the setups ``tried`` (the same search on the same seed),
    then the other seeds placed now from the same plan; those tried alone if one failed, as the search
    then spends all its tries on many a seed (setup.fragile or setup.unsatisfiable says so)."""
    yield from (made.placements for made in tried.values() if made)
    for seed in [seed for seed in seeds if seed not in tried] if all(tried.values()) else []:
        try:
            placed = placements(enc, constants, seed)
        except Unsatisfiable:
            continue  # a map no sheet can be made for is not counted
        yield placed
