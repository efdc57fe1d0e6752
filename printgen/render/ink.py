"""How much ink a PDF uses: ``normal`` prints the colours as drawn; ``low`` prints every colour as a
grey, fills light (little toner) and ink dark (legible on those light fills).

A colour plays one of three roles, and each role has its own mapping:

- a **fill** (a shape's inside, an icon's knockout) becomes a light grey, so a page uses little toner;
- **text** (and an icon, which sits in text) becomes a dark grey, so it stays legible on any light
  fill, including the bars that held white text in normal ink;
- a **line** (a stroke) becomes a dark grey too, except a reversed-out one (a white ring inside a
  token's edge, a white border inside a card back): that is decoration on a dark fill, and turned
  dark it would be a second dark outline beside the one to cut on, so it stays as light as a fill.

By lightness alone the mapping would merge colours of equal lightness into one grey (the two sides'
blue and red would print one grey). The colours that carry a meaning (printgen.layout.palette: the
sides', the deployment zones', the token kinds', a track's start space) print the greys the palette
gives them instead, set apart within each set (check's colour.distinct measures them); and the layouts
say in words or patterns what a colour says as well: a card's side on its band and back (whose pattern
is the side's), a deployment zone's side in its label, a token's kind by its ring, a tracker's start
space with START.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from printgen.layout.palette import low_greys

Color = str  # "#rrggbb"

FILL_TONER = 0.3
"""The share of its toner a fill keeps: black becomes 70 % white. Looked at on the rendered kits, the
darkest fills (title bars, card backs, the map's keyed tokens) still read as bars and discs against the
paper and against the white spaces on them, and text on them keeps a WCAG contrast above 8:1; the
kits' mean page coverage falls by a quarter to a half, their darkest page's by a third to two thirds."""

REVERSED = 0.85
"""Text or a line lighter than this grey is reversed out (white on a dark fill), whose fill is light
now. Every light ink the layouts use on white paper (hairlines, grid lines, faint numbers) is darker
than this, and keeps its place in the order of greys."""

REVERSED_GREY = 0.1
"""What reversed-out text becomes: the darkness of the kits' body text (#1b1b1f)."""

TEXT_KEEPS = 0.54
"""The share of its lightness text keeps: any text that is not reversed out becomes at most a 0.459
grey, with a WCAG contrast of at least 4.5:1 (AA for small text) on white and on the lightest fills.
The lightest text (#6b7080, a tracker's faint space numbers) comes out at 5.3:1 or more, and darker text
darker still, in the same order, so the faint stays fainter than the bold."""

LINE_KEEPS = 0.8
"""The share of its lightness a line keeps: a little darker, because a printer saving toner prints
hairlines thin and broken, but not as dark as text: a setup map's grid (#c8ccd6) stays a light grey
beneath the darker edges of the deployment zones, as it is in normal ink."""


def _linear(channel: float) -> float:
    """An sRGB channel (0…1) as linear light (WCAG 2 relative luminance)."""
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def encoded(light: float) -> float:
    """Linear light (0…1) as an sRGB channel: the inverse of ``_linear``."""
    return light * 12.92 if light <= 0.0031308 else 1.055 * light ** (1 / 2.4) - 0.055


def channels(color: Color) -> tuple[float, float, float]:
    """``#rrggbb`` as three channels from 0 to 1."""
    red, green, blue = (int(color[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return red, green, blue


def luminance(color: Color) -> float:
    """The colour's WCAG relative luminance: 0 for black, 1 for white."""
    red, green, blue = (_linear(c) for c in channels(color))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def grey_level(color: Color) -> float:
    """The sRGB grey (0 black … 1 white) as light as the colour, as the eye weighs its channels."""
    return encoded(luminance(color))


def grey(level: float) -> Color:
    """A grey as ``#rrggbb``; ``level`` from 0 (black) to 1 (white)."""
    byte = round(min(max(level, 0.0), 1.0) * 255)
    return f"#{byte:02x}{byte:02x}{byte:02x}"


KEYED_FILLS = low_greys("fill")
"""The fills that carry a meaning, and the grey each prints (printgen.layout.palette)."""

KEYED_LINES = low_greys("line")
"""The outlines that carry a meaning, and the grey each prints."""


@cache
def low_fill(color: Color) -> Color:
    """A fill in low ink: the palette's grey for a colour that carries a meaning; any other its grey,
    keeping only ``FILL_TONER`` of the toner (white stays white)."""
    keyed = KEYED_FILLS.get(color.lower())
    return keyed if keyed else grey(1.0 - (1.0 - grey_level(color)) * FILL_TONER)


@cache
def low_text(color: Color) -> Color:
    """Text or an icon in low ink: reversed-out text turns dark, any other is darkened."""
    level = grey_level(color)
    return grey(REVERSED_GREY if level > REVERSED else level * TEXT_KEEPS)


@cache
def low_line(color: Color) -> Color:
    """A stroke in low ink: the palette's grey for an outline that carries a meaning; any other a little
    darker, but a reversed-out line (decoration) stays light, as a fill."""
    if keyed := KEYED_LINES.get(color.lower()):
        return keyed
    level = grey_level(color)
    return low_fill(color) if level > REVERSED else grey(level * LINE_KEEPS)


def _same(color: Color) -> Color:
    return color


@dataclass(frozen=True)
class Palette:
    """The colours a PDF prints for the colours a display list asks for, by role."""

    fill: Callable[[Color], Color]
    line: Callable[[Color], Color]
    text: Callable[[Color], Color]  # an icon's colour too: icons sit in text

    def fill_of(self, color: Color | None) -> Color | None:
        return self.fill(color) if color else color

    def line_of(self, color: Color | None) -> Color | None:
        return self.line(color) if color else color

    def polygon_fill(self, fill: Color | None, stroke: Color | None) -> Color | None:
        """A polygon's fill. One without an outline is a mark (an arrowhead, a token's pointer, a
        page-joining triangle), drawn in the colour of the text beside it: inked as text, or in low
        ink it would fade to a pale shape at the end of a dark line."""
        return self.text(fill) if fill and not stroke else self.fill_of(fill)


NORMAL = Palette(_same, _same, _same)
INKS: dict[str, Palette] = {"normal": NORMAL, "low": Palette(low_fill, low_line, low_text)}
"""Every ``--ink`` choice, by the name the command line takes."""
