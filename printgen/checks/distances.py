"""Battlefield lengths: setup.distance-unit, a length written in a print unit that makes it a sliver; and
fact.distance, the distances a sentence gives a placed token, against the placement's constraints.

The battlefield is measured in inches and ranges ("6in", "range 3"); a designer used to print sizes
writes "12mm" where 12in was meant, and the setup then fails at the constraint that length breaks
("no room left on the battlefield"), far from the slip. The slip is found at the value, with its unit.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from printgen.checks.base import Issue, check, occurrence_at
from printgen.checks.words import name_or_plural, sentences
from printgen.load.loader import strings_in
from printgen.randomise.pieces import piece_name
from printgen.units import INCHES_PER

DISTANCE_KEYS = {"depth", "radius", "min", "max", "at", "polygon", "battlefield"}
"""The setup map's keys that hold battlefield lengths (a placement's ``base`` is a print size)."""
_METRIC = re.compile(r"^\s*(\d+(?:\.\d+)?|\.\d+)\s*(mm|cm)\s*$")
SLIVER_INCHES = 1.0
"""Shorter than this, a battlefield length written in millimetres or centimetres is taken for a slip."""


def _lengths(setup: Any) -> Iterator[tuple[tuple, str]]:
    """Each string under a distance key of the raw setup map (a point's items under its `at`), with its path."""
    for path, written in strings_in(setup, ("setup_map",)):
        if next((part for part in reversed(path) if isinstance(part, str)), None) in DISTANCE_KEYS:
            yield path, written


@check("setup.distance-unit", "warning")
def battlefield_lengths_in_battlefield_units(context):
    """A battlefield length (a zone's depth, a constraint's min or max, a point) written in millimetres
    or centimetres and shorter than an inch ("max: 12mm" from the center) is found at the value: the
    battlefield is measured in inches or ranges, and 12in was most likely meant."""
    data = context.doc.data
    setup = data.get("setup_map") if isinstance(data, dict) else None
    for path, written in _lengths(setup):
        found = _METRIC.match(written)
        if found and 0 < (inches := float(found.group(1)) * INCHES_PER[found.group(2)]) < SLIVER_INCHES:
            yield Issue(path, f"'{written.strip()}' is {inches:.2g} in on the battlefield, which is measured in "
                        f"inches or ranges: did you mean {found.group(1)}in?")


# --- fact.distance: a placement's distances as the words say them ------------------------------------

_LENGTH = r"(\d+(?:\.\d+)?)"
_SAID = re.compile(rf"(?:\b(at least|no less than|within|no more than|up to)\s+)?{_LENGTH}(?:\s*[–-]\s*{_LENGTH})?"
                   r"\s*(?:in\b|inch(?:es)?\b|\")\s*"
                   r"(apart|from\s+(?:the\s+|each\s+|both\s+|any\s+)?([A-Za-z][\w'’ -]*?))"
                   r"(?=\s*(?:[,.;:)]|\band\b|\bor\b|$))", re.IGNORECASE)
_WORD_ORIGINS = {"edge": "edge", "edges": "edge", "battlefield edge": "edge", "battlefield edges": "edge",
                 "centre": "center", "center": "center", "centre of the battlefield": "center",
                 "center of the battlefield": "center"}


@dataclass(frozen=True)
class _Said:
    at: int
    written: str
    low: float | None
    high: float | None
    origin: str


@check("fact.distance", "warning")
def placement_distances_as_written(context):
    """A sentence about a randomly placed token that gives its distance from something ("the Gamma
    Absorbers at least 9 in from the edges, 6–12 in from the centre and 8 in apart") gives the distances
    its placement's constraints keep from that thing: the setup sheets follow the data, the players the
    words. Only distances the placement constrains from that origin are compared."""
    enc = context.enc
    placements = [(placement, _name_pattern(enc, placement.token)) for placement in enc.setup_map.random]
    origins = _origins(enc)
    for field in context.game_texts:
        for offset, sentence in sentences(field.text):
            placement = _subject(sentence, placements)
            for said in _distances(sentence, origins) if placement else ():
                wrong = _disagreement(placement, said)
                if wrong:
                    at = occurrence_at(field.text, said.written, offset + said.at)
                    kept, where = wrong
                    yield Issue(field.path, f"the text says \"{said.written}\" of '{placement.id}', but its placement "
                                f"keeps {kept} (line {context.doc.position(where)[0]})", placement.id,
                                needle=said.written, occurrence=at)


def _name_pattern(enc, ident: str) -> re.Pattern:
    return re.compile(rf"(?<!\w){name_or_plural(piece_name(enc, ident))}(?!\w)", re.IGNORECASE)


def _origins(enc) -> dict[str, str]:
    """What a sentence may measure from, lower case -> the constraint's `from:` that measures from it."""
    found = dict(_WORD_ORIGINS)
    setup = enc.setup_map
    for place in [*setup.fixed, *setup.deployment]:
        found[place.label.casefold()] = place.id
    for placement in setup.random:
        name = piece_name(enc, placement.token).casefold()
        found[name] = found[name + "s"] = placement.id
    return found


def _subject(sentence: str, placements) -> object | None:
    """The placement whose token the sentence names first."""
    named = [(found.start(), n) for n, (_, pattern) in enumerate(placements) if (found := pattern.search(sentence))]
    return placements[min(named)[1]][0] if named else None


def _distances(sentence: str, origins: dict[str, str]) -> Iterator[_Said]:
    for found in _SAID.finditer(sentence):
        origin = "same" if found.group(4).lower() == "apart" else origins.get((found.group(5) or "").strip().casefold())
        if origin is None:
            continue
        first, second, bound = float(found.group(2)), found.group(3), (found.group(1) or "").lower()
        low = first if second or bound in ("at least", "no less than") or not bound else None
        high = float(second) if second else first if bound in ("within", "no more than", "up to") or not bound else None
        yield _Said(found.start(), found.group(0).strip(), low, high, origin)


def _disagreement(placement, said: _Said) -> tuple[str, tuple] | None:
    """What the placement keeps from the same origin, and where the first such constraint is, where it is
    not what the words say (None if it is, or if it keeps nothing from there the words could mean)."""
    origins = {said.origin, placement.id} if said.origin == "same" else {said.origin}
    kept = [c for c in placement.constraints if c.origin in origins]
    if not kept:
        return None
    lows, highs = {c.min for c in kept if c.min is not None}, {c.max for c in kept if c.max is not None}
    bare = said.low == said.high
    fits = (said.low in lows or said.low in highs) if bare else (
        (said.low is None or said.low in lows) and (said.high is None or said.high in highs))
    if fits:
        return None
    return "; ".join(_kept_words(c, placement.id) for c in kept), kept[0].path


def _kept_words(constraint, own: str) -> str:
    parts = [f"at least {constraint.min:g} in" if constraint.min is not None else "",
             f"at most {constraint.max:g} in" if constraint.max is not None else ""]
    where = " apart" if constraint.origin in ("same", own) else " from '" + constraint.origin + "'"
    return " and ".join(part for part in parts if part) + where
