"""Colours that carry a meaning stay apart for every reader, in either ink: the sides' cards, the
deployment zones, the token kinds, a track's start space (printgen.layout.palette).

Two colours are told apart when their CIEDE2000 difference is at least ``APART``, as seen with normal
colour vision and with each common dichromacy simulated at full severity (protanopia and
deuteranopia by Machado, Oliveira and Fernandes 2009; tritanopia by Brettel, Viénot and Mollon 1997,
which Machado's model does not claim to simulate well, and by Machado's too), in the colours drawn
and in the greys low ink prints. The colour science is ColorAide's (imported when a check runs)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.layout.palette import KINDS, OTHER_KIND, SIDES, SPACES, ZONES, Meanings, Shade
from printgen.model import Encounter
from printgen.model.trackers import Track
from printgen.core.resources import DATA_DIR

APART = 5.0
"""The least CIEDE2000 difference at which two colours read as two colours, not one colour varying:
over 5 on the usual scale of colour differences (Mokrzycki and Tatol 2011: 1 to 2 seen by a trained
eye, 2 to 3.5 by anyone, 3.5 to 5 clearly; over 5, two different colours), here as seen by the
reader who tells them apart worst."""

VISIONS = (("normal colour vision", None, None), ("protanopia", "protan", "machado"),
           ("deuteranopia", "deutan", "machado"), ("tritanopia", "tritan", "brettel"),
           ("tritanopia", "tritan", "machado"))
"""(what the reader has, ColorAide's filter, its method): each way a reader may see a colour."""


@cache
def _seen(color: str, deficiency: str | None, method: str | None):
    """``color`` as a reader with ``deficiency`` sees it (a ColorAide colour in sRGB)."""
    from coloraide import Color  # only when a check runs: `printgen --help` stays light

    seen = Color(color)
    if deficiency:
        seen = seen.filter(deficiency, method=method).convert("srgb")
    return seen.clip()


@cache
def difference(one: str, other: str) -> tuple[float, str]:
    """The CIEDE2000 difference between two colours for the reader who sees them closest, and who that is
    (the first of VISIONS that sees them so: normal vision, when everyone does). Two colours of the palette
    are read from PALETTE_DIFFERENCES, which tools/palette_differences.py writes with ColorAide and a test
    holds equal to it: importing and warming ColorAide would cost every `check` an eighth of a second."""
    known = palette_differences().get(pair_key(one, other))
    return (known[0], known[1]) if known else measured_difference(one, other)


def measured_difference(one: str, other: str) -> tuple[float, str]:
    """``difference`` worked out with ColorAide."""
    return min(((_seen(one, deficiency, method).delta_e(_seen(other, deficiency, method), method="2000"), vision)
                for vision, deficiency, method in VISIONS), key=lambda seen: seen[0])


PALETTE_DIFFERENCES = DATA_DIR / "palette-differences.json"


def pair_key(one: str, other: str) -> str:
    return "|".join(sorted((one.lower(), other.lower())))


@cache
def palette_differences() -> dict[str, list]:
    """Every pair of the palette's colours (each ink's) -> [difference, who sees them closest]."""
    return json.loads(PALETTE_DIFFERENCES.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Used:
    """A meaning an encounter's kit prints: its shade, and where the file first asks for it."""

    shade: Shade
    path: tuple
    subject: str | None
    own_kind: bool = False  # a kind of the designer's own, which prints in the marker's colour


def _first(found: dict, key, used: Used) -> None:
    found.setdefault(key, used)


def _sides(enc: Encounter) -> list[Used]:
    found: dict = {}
    for card in enc.cards:
        _first(found, card.side, Used(SIDES.shades[card.side], card.path + ("side",), card.id))
    return list(found.values())


def _zones(enc: Encounter) -> list[Used]:
    found: dict = {}
    for zone in enc.setup_map.deployment:
        _first(found, zone.side, Used(ZONES.shades[zone.side], zone.path + (("side",) if zone.side else ("label",)),
                                      zone.id))
    return list(found.values())


def _kinds(enc: Encounter) -> list[Used]:
    """Each kind a token prints (a token of no kind is no kind; a Randomizer group's kind colours nothing:
    its back is its own)."""
    found: dict = {}
    for token in (token for token in enc.tokens if token.kind):
        if token.kind in KINDS.shades:
            _first(found, token.kind, Used(KINDS.shades[token.kind], token.path + ("kind",), token.id))
        else:
            other = KINDS.shades[OTHER_KIND]
            _first(found, token.kind, Used(Shade(f"'{token.kind}' tokens", other.color, other.low),
                                           token.path + ("kind",), token.id, own_kind=True))
    return list(found.values())


def _spaces(enc: Encounter) -> list[Used]:
    """A track's start space and its other spaces, where the first track that starts on a space says so."""
    for tracker in enc.trackers:
        for track in (component for component in tracker.components if isinstance(component, Track)):
            if track.start is not None or track.start_from is not None:
                where = track.path + ("start" if track.start is not None else "start_from",)
                return [Used(shade, where, track.id) for shade in SPACES.shades.values()]
    return []


def _used(enc: Encounter) -> Iterator[tuple[Meanings, list[Used]]]:
    yield SIDES, _sides(enc)
    yield ZONES, _zones(enc)
    yield KINDS, _kinds(enc)
    yield SPACES, _spaces(enc)


def closest(one: Shade, other: Shade) -> tuple[float, str]:
    """How far apart two shades are for the reader who sees them closest, in either ink, and who that is."""
    drawn, vision = difference(one.color, other.color)
    low, _ = difference(one.low, other.low)
    return (drawn, f"to a reader with {vision}" if vision != "normal colour vision" else "to every reader") \
        if drawn <= low else (low, f"in low ink (greys {one.low} and {other.low})")


def _remedy(meanings: Meanings, one: Used, other: Used) -> str:
    if one.own_kind or other.own_kind:
        named = ", ".join(str(kind) for kind in KINDS.shades if kind is not OTHER_KIND)
        return f"the kit colours only these kinds apart ({named}); any other prints in the markers' slate: " \
            "give one of the two tokens one of those kinds, or leave its kind out"
    return f"the kit's palette must keep {meanings.name} apart: change one of the two colours, or its grey in " \
        "low ink, in printgen/layout/palette.py"


@check("colour.distinct", "warning")
def colours_apart(context: Context) -> Iterator[Issue]:
    """Every two colours that carry different meanings in the kit (the sides' cards, the deployment
    zones' sides, the token kinds, a track's start space) stay apart for every reader: a CIEDE2000
    difference of at least 5, with normal vision and with protanopia, deuteranopia and tritanopia
    simulated, in normal ink and in low ink's greys. Reported at the later of the two in the file."""
    for meanings, used in _used(context.enc):
        for one, other in combinations(used, 2):
            apart, how = closest(one.shade, other.shade)
            if apart < APART:
                yield Issue(other.path, f"{one.shade.name} ({one.shade.color}) and {other.shade.name} "
                            f"({other.shade.color}) would look alike {how}: a difference of {apart:.1f}, under the "
                            f"{APART:g} that tells two colours apart; {_remedy(meanings, one, other)}",
                            other.subject)
