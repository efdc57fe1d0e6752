"""What a sentence says of a random placement: the distances it keeps (fact.distance) and how many
it places (fact.placed-count), as the setup map's placements keep and place them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from printgen.core import units
from printgen.checks.base import Issue, check, occurrence_at
from printgen.checks.context import Context
from printgen.checks.words import name_or_plural, sentences
from printgen.model import Encounter
from printgen.model.setup_map import Constraint, Fixed, Placement, Zone
from printgen.randomise.pieces import piece_name

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
def placement_distances_as_written(context: Context) -> Iterator[Issue]:
    """A sentence about a randomly placed token that gives its distance from something ("the Gamma
    Absorbers at least 9 in from the edges, 6–12 in from the centre and 8 in apart") gives the distances
    its placement's constraints keep from that thing: the setup sheets follow the data, the players the
    words. Only distances the placement constrains from that origin are compared."""
    enc = context.enc
    placements = [(placement, _name_pattern(enc, placement.token)) for placement in enc.setup_map.random]
    origins = _origins(enc)
    for field in context.game_texts:
        for offset, sentence in sentences(field.text):
            if (placement := _subject(sentence, placements)) is None:
                continue
            for said in _distances(sentence, origins):
                wrong = _disagreement(placement, said)
                if wrong:
                    at = occurrence_at(field.text, said.written, offset + said.at)
                    kept, where = wrong
                    yield Issue(field.path, f"the text says \"{said.written}\" of '{placement.id}', but its placement "
                                f"keeps {kept} (line {context.line(where)})", placement.id,
                                needle=said.written, occurrence=at)


def _name_pattern(enc: Encounter, ident: str) -> re.Pattern:
    return re.compile(rf"(?<!\w){name_or_plural(piece_name(enc, ident))}(?!\w)", re.IGNORECASE)


def _origins(enc: Encounter) -> dict[str, str]:
    """What a sentence may measure from, lower case -> the constraint's `from:` that measures from it."""
    found = dict(_WORD_ORIGINS)
    setup = enc.setup_map
    places: list[Fixed | Zone] = [*setup.fixed, *setup.deployment]
    for place in places:
        found[place.label.casefold()] = place.id
    for placement in setup.random:
        name = piece_name(enc, placement.token).casefold()
        found[name] = found[name + "s"] = placement.id
    return found


def _subject(sentence: str, placements: list[tuple[Placement, re.Pattern]]) -> Placement | None:
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


def _disagreement(placement: Placement, said: _Said) -> tuple[str, tuple] | None:
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


def _kept_words(constraint: Constraint, own: str) -> str:
    parts = [f"at least {constraint.min:g} in" if constraint.min is not None else "",
             f"at most {constraint.max:g} in" if constraint.max is not None else ""]
    where = " apart" if constraint.origin in ("same", own) else " from '" + constraint.origin + "'"
    return " and ".join(part for part in parts if part) + where


# --- how many the setup map places, as the words say it --------------------------------------------------

_NUMBER = r"(" + units.WRITTEN_NUMBER + r")"
_AT_RANDOM = re.compile(r"\b(?:at random|randomly)\b", re.IGNORECASE)


@check("fact.placed-count", "warning")
def placed_counts_as_written(context: Context) -> Iterator[Issue]:
    """A sentence that places tokens at random ("place 4 Gamma Absorbers at random") places as many as the
    setup map's random placements of that token do: the sheets place the data's number, the players the
    words'. A count is read after the verb "place", in a sentence that says "at random" or "randomly"
    (choosing one at random in play places nothing on the map). The finding names the placement to mend."""
    enc = context.enc
    placed: dict[str, list] = {}
    for placement in enc.setup_map.random:
        placed.setdefault(placement.token, []).append(placement)
    patterns = [(ident, re.compile(rf"\bplace[sd]?\b[^.;]*?\b{_NUMBER}\s+{name_or_plural(piece_name(enc, ident))}"
                                   r"(?:\s+(?i:tokens?))?\b", re.IGNORECASE)) for ident in placed]
    for field in context.game_texts:
        for offset, sentence in _random_sentences(field.text):
            for ident, pattern in patterns:
                for found in pattern.finditer(sentence):
                    total = sum(placement.count for placement in placed[ident])
                    if units.whole_number(found.group(1)) != total:
                        first, said = placed[ident][0], found.group()[found.start(1) - found.start():]
                        yield Issue(field.path, f"the text places \"{said}\" at random, but the setup map "
                                    f"places {total} (placement '{first.id}', line {context.line(first.path)})",
                                    first.id, needle=said,
                                    occurrence=occurrence_at(field.text, said, offset + found.start(1)))


def _random_sentences(text: str):
    return ((offset, sentence) for offset, sentence in sentences(text) if _AT_RANDOM.search(sentence))
