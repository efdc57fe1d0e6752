"""The values a rule writes out, against the data that states them: an ending's VP (fact.vp), the depth
and edge of a side's deployment zone (fact.range, fact.edge), a track's spaces and tiers
(fact.threshold), a superpower's cost (fact.cost)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from printgen.checks.base import Issue, check, occurrence_at
from printgen.checks.context import Context
from printgen.checks.words import sentences
from printgen.load.sayers import per_level, range_words
from printgen.model import Encounter
from printgen.model.rules import Attack, Superpower
from printgen.model.setup_map import Zone
from printgen.model.trackers import Track
from printgen.core.units import WRITTEN_NUMBER, whole_number
from printgen.core.wording import count_of

SIDES = {"crisis-team": re.compile(r"\bCrisis Team\b"), "cosmic-threat": re.compile(r"\bCosmic Threat\b")}
_NUMBER = rf"(?:{WRITTEN_NUMBER})"
_VP = re.compile(rf"\b({_NUMBER})\s+(?:VPs?|victory points?)\b", re.IGNORECASE)
_DEPLOY = re.compile(r"\bdeploy", re.IGNORECASE)
_RANGE_OF_EDGE = re.compile(r"(?:\b(?:Range|R)\s*(?:\{range\}\s*)?|\{range\}\s*)(\d+)\b(?=[^.;]*\bedge\b)")
_EDGE = re.compile(r"\b(north|south|east|west)(?:ern)?\s+(?:battlefield\s+|table\s+)?edge\b", re.IGNORECASE)


def _issue(field_path: tuple, text: str, at: int, said: str, message: str, subject: str | None) -> Issue:
    return Issue(field_path, message, subject, needle=said, occurrence=occurrence_at(text, said, at))


def _line(context: Context, path: tuple) -> str:
    """Where the data says it, for a message that names both places: "line 34"."""
    return f"line {context.line(path)}"


# --- an ending's VP ---------------------------------------------------------------------------------

def _threshold(enc: Encounter, ending) -> dict[str, int | None] | None:
    if ending.difficulty is not None:
        return enc.difficulty.numbers(ending.difficulty)
    return None if ending.vp is None else {"": ending.vp}


@check("fact.vp", "warning")
def endings_say_their_vp(context: Context) -> Iterator[Issue]:
    """An ending's condition that writes its VP ("If the Crisis Team scores 15 VPs") writes the `vp:` the
    ending holds (each level's, where `difficulty:` sets it): the paper prints both, and the VP track
    counts to the data's."""
    enc = context.enc
    for ending in enc.endings:
        threshold = _threshold(enc, ending)
        if threshold is None:
            continue
        texts = [(("text",), ending.text), *((("details", n), d) for n, d in enumerate(ending.details))]
        source = _line(context, ending.path + ("difficulty" if ending.difficulty else "vp",))
        for where, text in texts:
            for found in _vp_said(text, threshold, enc.difficulty.level_names()):
                yield _issue(ending.path + where, text, found.start(), found.group(),
                             f"the text says \"{found.group()}\" but '{ending.name}' ends the game at "
                             f"{_vp_words(threshold)} ({source}): write {{vp:{ending.id}}} to print the data's "
                             f"value", ending.id)


def _vp_said(text: str, threshold: dict[str, int | None], levels: list[str]) -> Iterator[re.Match]:
    """Each VP the text writes that is not the threshold: "12 VPs" where it varies by level, or "9 at
    Normal" where Normal's is 8."""
    names = "|".join(re.escape(level) for level in sorted(levels, key=len, reverse=True))
    at_level = re.compile(rf"\b({_NUMBER})(?:\s+(?:VPs?|victory points?))?\s+(?:at|on|in|for)\s+({names})\b",
                          re.IGNORECASE)
    said_at = {found.start(): found for found in at_level.finditer(text)} if "" not in threshold and names else {}
    for found in said_at.values():
        level = next(name for name in levels if name.casefold() == found.group(2).casefold())
        if whole_number(found.group(1)) != threshold.get(level):
            yield found
    for found in _VP.finditer(text):
        if found.start() not in said_at and (whole_number(found.group(1)) not in threshold.values()
                                             or len(set(threshold.values())) > 1):
            yield found


def _vp_words(threshold: dict[str, int | None]) -> str:
    return per_level(threshold, "VP", "VPs") if "" not in threshold else count_of(threshold[""] or 0, "VP", "VPs")


# --- deployment: range and edge ---------------------------------------------------------------------

def _side_of(sentence: str, before: int) -> str | None:
    """The side a deployment sentence speaks of: the last named before the verb, else the first after."""
    found = sorted((match.start(), side) for side, pattern in SIDES.items() for match in pattern.finditer(sentence))
    earlier = [side for start, side in found if start < before]
    return earlier[-1] if earlier else (found[0][1] if found else None)


def _deployments(context: Context) -> list[tuple[tuple, str, int, str, list[Zone], str | None]]:
    """Each deployment sentence of the game's texts: (path, text, offset, sentence, the zones its side
    deploys in along an edge, subject); read once for fact.range and fact.edge."""
    if "deployment sentences" not in context.extra:
        context.extra["deployment sentences"] = list(_deployment_sentences(context))
    return context.extra["deployment sentences"]


def _deployment_sentences(context: Context) -> Iterator[tuple[tuple, str, int, str, list[Zone], str | None]]:
    zones = [zone for zone in context.enc.setup_map.deployment if zone.edge and zone.side]
    if not zones:
        return
    for field in context.game_texts:
        for offset, sentence in sentences(field.text):
            verb = _DEPLOY.search(sentence)
            side = _side_of(sentence, verb.start()) if verb else None
            own = [zone for zone in zones if zone.side in (side, "both")]
            if verb and own:
                yield field.path, field.text, offset, sentence, own, field.subject


@check("fact.range", "warning")
def deployment_range_matches_the_zone(context: Context) -> Iterator[Issue]:
    """A sentence that deploys a side "within Range 3 of their battlefield edge" names the depth of the
    zone the setup sheet draws for that side."""
    constants = context.constants
    bands = constants.range_inches()
    for path, text, offset, sentence, zones, subject in _deployments(context):
        for found in _RANGE_OF_EDGE.finditer(sentence):
            band = int(found.group(1))
            if band in bands and not any(abs(_depth(zone) - bands[band]) < 1e-6 for zone in zones):
                zone = zones[0]
                yield _issue(path, text, offset + found.start(), found.group(),
                             f"the text says \"{found.group()}\" but zone '{zone.label}' is "
                             f"{range_words(_depth(zone), constants).replace('{range} ', '')} deep on the setup "
                             f"sheet ({_line(context, zone.path + ('depth',))}): write {{range:{zone.id}}} to print "
                             f"the zone's depth", subject)


def _depth(zone: Zone) -> float:
    """An edge zone's depth (the model refuses an edge zone without one)."""
    assert zone.depth is not None
    return zone.depth


@check("fact.edge", "warning")
def deployment_edge_matches_the_zone(context: Context) -> Iterator[Issue]:
    """A sentence that deploys a side at "the north edge" names the edge of the zone the setup sheet draws
    for that side."""
    for path, text, offset, sentence, zones, subject in _deployments(context):
        for found in _EDGE.finditer(sentence):
            edge = found.group(1).lower()
            if not any(zone.edge == edge for zone in zones):
                zone = zones[0]
                yield _issue(path, text, offset + found.start(), found.group(),
                             f"the text says \"{found.group()}\" but zone '{zone.label}' lies along the "
                             f"{zone.edge} edge on the setup sheet ({_line(context, zone.path + ('edge',))}): write "
                             f"the {{edge:{zone.id}}} edge to print the zone's edge", subject)


# --- tracks -----------------------------------------------------------------------------------------

def _track_names(enc: Encounter) -> list[tuple[str, Track]]:
    names = []
    for tracker in enc.trackers:
        for component in tracker.components:
            if isinstance(component, Track):
                names += [(component.label, component), (tracker.name, component)]
    return sorted(names, key=lambda pair: -len(pair[0]))


@check("fact.threshold", "warning")
def thresholds_lie_on_their_track(context: Context) -> Iterator[Issue]:
    """A text that says a track reaches a space ("when the Flood Tracker reaches 11") names a space the
    track has: a number past its end can never be reached, and no space on the paper bears it. A text that
    puts a tier at a space ("at 7 or more (Spring Tide)") puts it where the track's tier starts (or ends,
    "3 or less")."""
    yield from _tiers_said(context)
    names = _track_names(context.enc)
    if not names:
        return
    pattern = re.compile(r"\b(" + "|".join(re.escape(name) for name, _ in names) + r")\b"
                         rf"[^.;]{{0,40}}?\b(?:reach(?:es)?|hits?|to|at|space)\s+({_NUMBER})\b", re.IGNORECASE)
    tracks = {name.casefold(): track for name, track in names}
    for field in context.game_texts:
        for found in pattern.finditer(field.text):
            track, said = tracks[found.group(1).casefold()], whole_number(found.group(2))
            if said is not None and not track.first <= said <= track.last:
                yield _issue(field.path, field.text, found.start(2), found.group(2),
                             f"the text says {found.group(1)} reaches {said}, but the track runs "
                             f"{track.first}–{track.last} ({_line(context, track.path + ('to',))}): no space bears "
                             f"{said}", field.subject)


_BOUND = rf"({_NUMBER})\s+or\s+(more|higher|above|less|lower|fewer|below)"


def _tiers(enc: Encounter) -> dict[str, tuple[int, int, tuple]]:
    return {tier.label.casefold(): (tier.first, tier.last, tier.path) for _, track in _track_names(enc)
            for tier in track.tiers}


def _tiers_said(context: Context) -> Iterator[Issue]:
    tiers = _tiers(context.enc)
    if not tiers:
        return
    names = "|".join(re.escape(label) for label in sorted(tiers, key=len, reverse=True))
    pattern = re.compile(rf"\b{_BOUND}\s*\(?\s*({names})\b|\b({names})\s*\(\s*(?:at\s+)?{_BOUND}", re.IGNORECASE)
    for field in context.game_texts:
        for found in pattern.finditer(field.text):
            number, way, label = (found.group(1), found.group(2), found.group(3)) if found.group(1) else (
                found.group(5), found.group(6), found.group(4))
            first, last, where = tiers[label.casefold()]
            said, edge = whole_number(number), first if way.lower() in ("more", "higher", "above") else last
            if said != edge:
                at = found.start(1) if found.group(1) else found.start(5)
                yield _issue(field.path, field.text, at, number, f"the text puts {label} at {said} or {way}, but "
                             f"its tier {'starts' if edge == first else 'ends'} at {edge} on the track "
                             f"({_line(context, where)})", field.subject)


# --- superpowers ------------------------------------------------------------------------------------

def _powers(enc: Encounter) -> list[Superpower | Attack]:
    return [power for power in enc.defined()["superpower"] if getattr(power, "cost", None) is not None]


COMPARED = {"cost": "costs", "range": "has range", "strength": "has strength"}
"""What two printed copies of one named superpower or attack must agree on."""


@check("fact.cost", "warning")
def one_cost_per_superpower(context: Context) -> Iterator[Issue]:
    """A superpower or attack printed in two places (granted by the encounter and on a stat card, or on
    two cards) has one cost, range and strength in each, and a text that writes its cost ("Gamma Throw
    costs 2 Power") writes the data's."""
    first: dict[str, Superpower | Attack] = {}
    for power in _powers(context.enc):
        earlier = first.setdefault(power.name.casefold(), power)
        for field, verb in COMPARED.items():
            mine, theirs = getattr(power, field, None), getattr(earlier, field, None)
            if earlier is not power and None not in (mine, theirs) and mine != theirs:
                what = "attack" if isinstance(power, Attack) else "superpower"
                yield Issue(power.path + (field,), f"'{power.name}' {verb} {mine} here but {theirs} where it is "
                            f"printed first ({_line(context, earlier.path + (field,))}): one {what}, one {field}",
                            getattr(power, "id", None))
    yield from _costs_in_text(context, {name: power for name, power in first.items()})


def _costs_in_text(context: Context, powers: dict[str, Superpower | Attack]) -> Iterator[Issue]:
    if not powers:
        return
    pattern = re.compile(r"\b(" + "|".join(re.escape(p.name) for p in powers.values()) + r")\b"
                         r"(?:\s+(?:superpower|attack))?(?:\s+costs?\s+|\s*\(\s*)(\d+)\s*(?:\{power\}\s*)?(?:Power)?",
                         re.IGNORECASE)
    for field in context.game_texts:
        for found in pattern.finditer(field.text.replace("**", "  ")):  # bold marks the name, and hides nothing
            power = powers[found.group(1).casefold()]
            if int(found.group(2)) != power.cost:
                ident = getattr(power, "id", None)
                fix = f": write {{cost:{ident}}}" if ident else ""
                yield _issue(field.path, field.text, found.start(2), found.group(2),
                             f"the text says {power.name} costs {found.group(2)}, but its data says "
                             f"{power.cost} ({_line(context, power.path + ('cost',))}){fix}", field.subject)
