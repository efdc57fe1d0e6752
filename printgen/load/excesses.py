"""How much one encounter asks a build to make, measured on the model before any layout against the
bounds of printgen/core/limits.py.

`printgen check` reports each excess as a located `limit.size` error, and every build (and `odds`)
refuses the same excesses before it lays out or works out anything (``within_model_limits``), so a
file that passes `check` never sends a build past these bounds (and so past its time and memory).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from printgen.core.findings import Finding
from printgen.load.loader import Loaded
from printgen.core.limits import (CARDS, DICE, NAMED_CHARACTERS, PLACEMENTS, SPOTS, TERRAIN, TOKENS, TRACK_NUMBER,
                             TRACK_SPACES, LimitExceeded)
from printgen.core.memo import IdentityMemo
from printgen.model import Encounter
from printgen.model.refs import children, file_references, references
from printgen.model.trackers import Spots, Track



@dataclass(frozen=True)
class Excess:
    path: tuple     # where in the file
    message: str


_FOUND: IdentityMemo[tuple[Excess, ...]] = IdentityMemo(kept=8)


def excesses(enc: Encounter) -> tuple[Excess, ...]:
    """Every bound the encounter goes past, where in the file it does: worked out once per model,
    though check asks before each search and layout the bounds guard, and the build asks again."""
    return _FOUND.get(enc, (), lambda: tuple(_excesses(enc)))


def within_model_limits(loaded: Loaded) -> None:
    """Refuse, before any layout or odds, an encounter past the bounds `printgen check` enforces
    (limit.size), with check's own located findings."""
    doc = loaded.doc
    found = [Finding(doc.path, *doc.position(excess.path), "error", "limit.size", excess.message, loaded.model.id)
             for excess in excesses(loaded.model)]
    if found:
        raise LimitExceeded("\n".join(finding.format() for finding in found))


def _excesses(enc: Encounter) -> Iterator[Excess]:
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
    yield from _dice(enc)
    yield from _printed_text(enc)


def _dice(enc: Encounter) -> Iterator[Excess]:
    """Each roll table throwing more than DICE dice at some level: its odds take time and memory
    that grow with every die (the exact chance of a result is a fraction of 8ⁿ)."""
    for table in enc.tables:
        extra = table.extra_dice.max if table.extra_dice else 0
        dice = enc.dice(table)
        counts = dice.values() if isinstance(dice, dict) else [dice]
        most = max((count for count in counts if count is not None), default=0) + extra
        if most > DICE:
            yield Excess(table.path, f"roll table '{table.id}' throws up to {most:,} dice (extra dice included); "
                                     f"the limit is {DICE:,}")



def _printed_text(enc: Encounter) -> Iterator[Excess]:
    """The text a kit prints through references, each counted with what it names (a rule with its
    tables, a chart with its steps). The file's own text is bounded by its size; a card, tracker or
    rule naming the same chart thousands of times, which YAML aliases make in a few lines, would
    otherwise be laid out that many times (a card's text at every size its fit tries)."""
    size = PrintedSize(enc)
    by_place: dict[tuple, int] = {}
    for ref in file_references(enc):
        by_place[ref.path[:2]] = by_place.get(ref.path[:2], 0) + size.named(ref.refers_to.kinds, ref.ident)
    total = sum(by_place.values())
    if total > NAMED_CHARACTERS:
        place, most = max(by_place.items(), key=lambda item: item[1])
        yield Excess(place, f"what the kit's references name comes to {total:,} characters (each reference counted "
                            f"with what it names); the limit is {NAMED_CHARACTERS:,} ({_named_place(place)} names "
                            f"{most:,})")


def _named_place(place: tuple) -> str:
    return f"{place[0]}[{place[1]}]" if len(place) == 2 and isinstance(place[1], int) else ".".join(map(str, place))


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
        fullest = max(spots, key=lambda component: component.count)
        yield Excess(fullest.path + ("count",), f"the trackers have {count:,} spots in all; the limit is "
                                                f"{SPOTS:,} (the most are in '{fullest.id}')")


class PrintedSize:
    """How many characters a named thing prints: its own text, and that of what it names in turn
    (one level: a rule's tables and superpowers)."""

    PRINTED = ("rule", "roll table", "reference table", "flowchart", "superpower")
    """The kinds whose text a reference prints where it stands."""

    def __init__(self, enc: Encounter):
        defined = enc.defined()
        self.things = {kind: {thing.id: thing for thing in defined[kind]} for kind in self.PRINTED}
        self._sizes: dict[tuple, int] = {}

    def named(self, kinds: tuple[str, ...], ident: str, deep: bool = True) -> int:
        key = (kinds, ident, deep)
        if key not in self._sizes:
            node = next((self.things[kind][ident] for kind in kinds if ident in self.things.get(kind, {})), None)
            inner = sum(self.named(ref.refers_to.kinds, ref.ident, False) for ref in references(node)) if deep else 0
            self._sizes[key] = (characters(node) + inner) if node is not None else 0
        return self._sizes[key]


def characters(node) -> int:
    """The length of every string in a model node, at any depth (a mapping's keys included)."""
    if isinstance(node, str):
        return len(node)
    keys = sum(len(key) for key in node if isinstance(key, str)) if isinstance(node, dict) else 0
    return keys + sum(characters(child) for child, _ in children(node, ()))
