"""How much one encounter may ask a build to make, measured on the model before any layout.

`printgen check` reports each excess as a located `limit.size` error, and every build refuses
the same excesses before it lays out anything, so a file that passes `check` never sends a
build past these bounds (and so past its time and memory).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from printgen.model import Encounter
from printgen.model.trackers import Spots, Track

TRACK_SPACES = 500        # spaces on all the tracks together
TRACK_NUMBER = 1_000_000  # the largest number a track space may show (either sign)
SPOTS = 200               # spots on all the trackers together
TOKENS = 2000             # token copies in all (the default --max-tokens)
PLACEMENTS = 100          # copies placed on the setup map, fixed and random
TERRAIN = 60              # terrain pieces suggested on the setup map
CARDS = 200               # cards, each drawn with both faces


@dataclass(frozen=True)
class Excess:
    path: tuple     # where in the file
    message: str


def excesses(enc: Encounter) -> Iterator[Excess]:
    """Every bound the encounter goes past, where in the file it does."""
    yield from _trackers(enc)
    tokens = sum(token.count for token in enc.tokens)
    if tokens > TOKENS:
        yield Excess(("tokens",), f"the tokens add up to {tokens:,} copies; the limit is {TOKENS:,}")
    setup_map = enc.setup_map
    placed = len(setup_map.fixed) + sum(placement.count for placement in setup_map.random)
    if placed > PLACEMENTS:
        yield Excess(setup_map.path + ("random",),
                     f"the setup map places {placed:,} things; the limit is {PLACEMENTS:,}")
    terrain = setup_map.terrain
    pieces = max(sum(piece.count for piece in terrain.pieces), terrain.min_pieces or 0) if terrain else 0
    if pieces > TERRAIN:
        yield Excess(setup_map.path + ("terrain",), f"the setup map suggests {pieces:,} terrain pieces; the limit "
                                                    f"is {TERRAIN:,}")
    if len(enc.cards) > CARDS:
        yield Excess(("cards",), f"{len(enc.cards):,} cards; the limit is {CARDS:,}")


def _trackers(enc: Encounter) -> Iterator[Excess]:
    components = [c for tracker in enc.trackers for c in tracker.components]
    tracks = [c for c in components if isinstance(c, Track)]
    spots = [c for c in components if isinstance(c, Spots)]
    spaces = sum(track.last - track.first + 1 for track in tracks)
    if spaces > TRACK_SPACES:
        largest = max(tracks, key=lambda track: track.last - track.first)
        yield Excess(largest.path + ("to",), f"the tracks have {spaces:,} spaces in all; the limit is "
                                             f"{TRACK_SPACES:,} (the longest is '{largest.id}')")
    for track in tracks:
        if max(abs(track.first), abs(track.last)) > TRACK_NUMBER:
            yield Excess(track.path + ("to",), f"track '{track.id}' numbers its spaces past {TRACK_NUMBER:,}")
    count = sum(component.count for component in spots)
    if count > SPOTS:
        largest = max(spots, key=lambda component: component.count)
        yield Excess(largest.path + ("count",), f"the trackers have {count:,} spots in all; the limit is "
                                                f"{SPOTS:,} (the most are in '{largest.id}')")
