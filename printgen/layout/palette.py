"""The colours that carry a meaning, set by set, and the grey each prints in low ink.

A side's colour (a card's title band and back), a deployment zone's (by its side), a token kind's and
a tracker's start space each tell the reader something. Within each set below every two colours must
stay apart for every reader, in either ink: check's ``colour.distinct`` measures them
(printgen.checks.colours), with each common colour-vision deficiency simulated.

Low ink prints a colour by its lightness (printgen.render.ink), which would merge colours of one
lightness into one grey: the sides' blue and red, the kinds' amber, green and teal. So each colour
here prints the grey given beside it instead, chosen so that the greys of a set lie apart. Wherever a
side is coloured, the Crisis Team is the darker grey and the Cosmic Threat the lighter (the light one
the more cards print in). Every grey is at least as light as low ink's darkest fill (30 % toner,
#b3b3b3), so a page keeps its promise of little toner; only the Crisis Team's zone is darker than its
pale tint alone would print.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.layout.display import Color

# The colours themselves, which the layouts draw with (imported from here, so that `check` measures
# them without importing the layouts).
ACCENTS = {"cosmic-threat": "#8c1c13", "crisis-team": "#1f4e8c", "both": "#3d3a4b"}  # a side's band and back
ZONE_FILLS = {"crisis-team": "#d6e2f3", "cosmic-threat": "#f4d2cb", None: "#e6e6e6"}  # a deployment zone
KIND_COLORS = {"Target of Opportunity": "#946510", "Civilian": "#3f824e", "Asset": "#1f6f8b"}  # a token's kind
MARKER = "#5b5f6b"  # a token of any other kind
SPACE = "#6b6f7d"   # outline of track spaces and spots (tests find them by it)
START = "#946510"   # a track's start space
ON_COLOUR = 8.0
"""Points: the least size of white words on a colour on what a print shop prints (a card's title band, and
its tables' headers and name bars; a token's face), in every lettering: in a print shop's file, smaller
white type turns the colour under it into a grey of black ink alone, so that plates out of register
cannot fill its letters in (printgen.render.press_text)."""

@dataclass(frozen=True)
class Shade:
    """A colour that means something: what it means, in words, and the grey it prints in low ink."""

    name: str
    color: Color
    low: Color


@dataclass(frozen=True)
class Meanings:
    """A set of colours that must stay apart: what they tell apart, how they are drawn ("fill": an
    area; "line": an outline), and each meaning's shade by its key in the data (a side, a kind …)."""

    name: str
    role: str
    shades: dict[str | None, Shade]


SIDES = Meanings("the sides' card colours", "fill", {
    "crisis-team": Shade("the Crisis Team's cards", ACCENTS["crisis-team"], "#b3b3b3"),
    "both": Shade("cards for both sides", ACCENTS["both"], "#cecece"),
    "cosmic-threat": Shade("the Cosmic Threat's cards", ACCENTS["cosmic-threat"], "#e8e8e8")})
"""A card's title band and its plain back."""

ZONES = Meanings("the deployment zones' colours", "fill", {
    "crisis-team": Shade("the Crisis Team's zone", ZONE_FILLS["crisis-team"], "#c6c6c6"),
    "cosmic-threat": Shade("the Cosmic Threat's zone", ZONE_FILLS["cosmic-threat"], "#dfdfdf"),
    None: Shade("a zone of no side", ZONE_FILLS[None], "#fbfbfb")})

OTHER_KIND = None
"""The key of every kind the kit has no colour for: each prints in the marker's grey."""

KINDS = Meanings("the token kinds' colours", "fill", {
    "Target of Opportunity": Shade("Target of Opportunity tokens", KIND_COLORS["Target of Opportunity"],
                                   "#e6e6e6"),
    "Civilian": Shade("Civilian tokens", KIND_COLORS["Civilian"], "#b3b3b3"),
    "Asset": Shade("Asset tokens", KIND_COLORS["Asset"], "#cdcdcd"),
    OTHER_KIND: Shade("tokens of any other kind", MARKER, "#ffffff")})

SPACES = Meanings("a track's outlines", "line", {
    "start": Shade("a track's start space", START, "#1f1f1f"),
    "space": Shade("its other spaces", SPACE, "#595959")})

PALETTE = (SIDES, ZONES, KINDS, SPACES)


def low_greys(role: str) -> dict[Color, Color]:
    """Each colour of the palette drawn in ``role`` ("fill" or "line"), and the grey it prints in low ink."""
    return {shade.color: shade.low for meanings in PALETTE if meanings.role == role
            for shade in meanings.shades.values()}
