"""Where each thing on a setup lies, as a volunteer with a tape measure reads it: keyed as the map
keys it (a numbered token by its number, every other kind of piece by its own letters, terrain A, B …),
its centre in whole and half inches from two battlefield edges, the edges named as the deployment zones
name them."""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from collections.abc import Collection, Iterator
from dataclasses import dataclass

from printgen.model import Encounter
from printgen.model.setup_map import Zone

SIDE_EDGES = {"crisis-team": "the Crisis Team's edge", "cosmic-threat": "the Cosmic Threat's edge"}


@dataclass(frozen=True)
class Edges:
    """The two edges positions are measured from: ``first`` runs across the sheet's left or bottom
    edge, ``second`` is the side's own; ``along`` says which of the sheet's axes ``first`` measures."""

    first: str
    second: str
    along: str          # "x": first measures x (second y); "y": first measures y (second x)
    far: bool           # second is the top or right edge: measured from the far side
    size: tuple[float, float]

    def measure(self, x: float, y: float) -> tuple[float, float]:
        first, second = (x, y) if self.along == "x" else (y, x)
        if self.far:
            second = (self.size[1] if self.along == "x" else self.size[0]) - second
        return first, second


def sheet_edges(size: tuple[float, float]) -> Edges:
    """The sheet's own left and bottom edges, where no side names an edge."""
    return Edges("the left edge", "the bottom edge", "x", False, size)


def edges(enc: Encounter, width: float, height: float) -> Edges:
    """The side's own edge (the Crisis Team's, else the first side a zone names) and the sheet's
    left edge (or its bottom edge when the side's edge is left or right). A side whose zones lie
    along two edges (the Colossus's opposite corners) has no edge of its own: the sheet's left and
    bottom edges are named instead, as the map above the table draws them."""
    sided = [(zone, zone.side) for zone in enc.setup_map.deployment if zone.side]
    if not sided:
        return sheet_edges((width, height))
    zone, side = next((pair for pair in sided if pair[1] == "crisis-team"), sided[0])
    compass = _compass(zone, width, height)
    if len({_compass(z, width, height) for z, s in sided if s == side}) > 1:
        return sheet_edges((width, height))  # a side along two edges (opposite corners) has no one edge
    first = "the left edge" if compass in ("south", "north") else "the bottom edge"
    return Edges(first, SIDE_EDGES[side], "x" if first == "the left edge" else "y", compass in ("north", "east"),
                 (width, height))


def _compass(zone: Zone, width: float, height: float) -> str:
    """The battlefield edge a zone lies along: its own, its corner's first word, or the nearest to
    its polygon's centre."""
    if zone.edge:
        return zone.edge
    if zone.corner:
        return zone.corner.split("-")[0]
    polygon = zone.polygon
    assert polygon is not None  # the zone validated: neither an edge nor a corner, a polygon
    cx = sum(x for x, _ in polygon) / len(polygon)  # battlefield distances are in inches
    cy = sum(y for _, y in polygon) / len(polygon)
    gaps = {"west": cx, "east": width - cx, "south": cy, "north": height - cy}
    return min(gaps, key=gaps.__getitem__)


@dataclass(frozen=True)
class Row:
    key: str
    what: str
    first: float        # inches from Edges.first, to the nearest half inch
    second: float
    terrain: bool = False


def rows(setup, measured_from: Edges) -> list[Row]:
    """One row per token (keyed as token_keys keys it) and per terrain piece (A, B …), in the map's order."""
    found = [Row(key, placed.label, *_halves(measured_from.measure(placed.x, placed.y)))
             for key, placed in zip(token_keys(setup), setup.placements, strict=True)]
    found += [Row(letter_key(n), _footprint(piece, measured_from), *_halves(measured_from.measure(piece.x, piece.y)),
                  terrain=True) for n, piece in enumerate(setup.terrain)]
    return found


def token_keys(setup) -> list[str]:
    """The key of each token on a setup's map, none of them a terrain piece's."""
    return placement_keys(setup.placements, [letter_key(n) for n in range(len(setup.terrain))])


SMALL_WORDS = {"a", "an", "and", "of", "the"}   # no part of a lettered key: "Helmet of Cyttorak" is HC


def placement_keys(placements, avoid: Collection[str] = ()) -> list[str]:
    """The key of each token on the map, as the map, the placement table, the JSON and TTS all print
    it. Each numbered series is one kind of piece: the first numbered token on the map is keyed by the
    number printed on each copy, so that token 3 goes where the map says 3; every other kind of piece
    by letters of its own name (HB, UC), then its copy's number when the map holds more than one (DC1 …
    DC4) or a second series' printed number. A lettered key is never another kind's nor in ``avoid``
    (the terrain's A, B …): a number never reads as the next of a series of another kind."""
    kinds = [placed.token or placed.source for placed in placements]
    series = next((kind for kind, placed in zip(kinds, placements, strict=True) if placed.number is not None), None)
    letters = _kind_letters(placements, kinds, series, set(avoid))
    copies, counted = Counter(kinds), Counter[str]()
    keys = []
    for kind, placed in zip(kinds, placements, strict=True):
        counted[kind] += 1
        number = placed.number if placed.number is not None else counted[kind] if copies[kind] > 1 else None
        keys.append(letters[kind] + ("" if number is None else str(number)))
    return keys


def _kind_letters(placements, kinds: list[str], series: str | None, taken: set[str]) -> dict[str, str]:
    """Each kind's letters, in the map's order: none for the numbered series, else the first of its
    name's abbreviations that no kind before it took and no terrain piece is keyed by."""
    letters: dict[str, str] = {} if series is None else {series: ""}
    for kind, placed in zip(kinds, placements, strict=True):
        if kind not in letters:
            letters[kind] = next(found for found in _abbreviations(_kind_name(placed)) if found not in taken)
            taken.add(letters[kind])
    return letters


def _kind_name(placed) -> str:
    """A placed piece's name without its copy's number or what its label adds in brackets."""
    name = placed.label.split(" (")[0]
    return name.removesuffix(f" {placed.number}") if placed.number is not None else name


def _abbreviations(name: str) -> Iterator[str]:
    """A name's letters, shortest first: the first and last words' initials (Home Base: HB), a word's
    first two letters (Teleporter: TE), then those followed by A, B … for a kind whose letters are taken."""
    words = [word for word in re.findall(r"[A-Za-z]+", name) if word.lower() not in SMALL_WORDS] or \
        re.findall(r"[A-Za-z]+", name) or ["P"]
    short = (words[0][0] + words[-1][0] if len(words) > 1 else words[0][:2]).upper()
    yield short
    yield from (short + letter_key(n) for n in itertools.count())


def _footprint(piece, measured_from: Edges) -> str:
    """A terrain piece's size and orientation: how wide along the side's edge, how deep toward the centre."""
    wide, deep = (piece.w, piece.h) if measured_from.along == "x" else (piece.h, piece.w)
    return f"Size {piece.size} terrain, {inches(wide).removesuffix(' in')} × {inches(deep)}"


def letter_key(n: int) -> str:
    """A, B … Z, AA, AB …: the key of the n-th terrain piece (from 0)."""
    return letter_key(n // 26 - 1) + chr(65 + n % 26) if n >= 26 else chr(65 + n)


def _halves(pair: tuple[float, float]) -> tuple[float, float]:
    first, second = (math.floor(value * 2 + 0.5) / 2 for value in pair)
    return first, second


def inches(value: float) -> str:
    """A length to the nearest half inch as a tape measure reads it: '14½ in', '½ in', '8 in'."""
    halves = math.floor(value * 2 + 0.5)
    whole = "" if halves == 1 else str(halves // 2)
    return f"{whole}{'½' if halves % 2 else ''} in"
