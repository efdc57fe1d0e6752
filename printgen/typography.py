"""Fonts and text measurement. Fonts come from printgen/fonts/, are embedded and subset.

Each style has a primary face (Roboto) and a chain of fallbacks for the characters it lacks
(symbols, other scripts). Text is measured and drawn as runs, each in the first face of the
chain that has its characters; fallback faces are read from disk only when a character needs
them, and embedded only in the PDFs that use them.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import groupby

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from printgen.resources import FONTS_DIR

# style -> (PDF font name, file)
FONTS = {
    "text": ("PrintgenRoboto", "Roboto-Regular.ttf"),
    "bold": ("PrintgenRoboto-Bold", "Roboto-Bold.ttf"),
    "italic": ("PrintgenRoboto-Italic", "Roboto-Italic.ttf"),
    "heading": ("PrintgenRobotoCondensed-Bold", "RobotoCondensed-Bold.ttf"),
    "condensed": ("PrintgenRobotoCondensed", "RobotoCondensed-Regular.ttf"),
}
# Fallback faces, tried in order: (PDF font name, file)
DEJAVU = ("PrintgenDejaVuSans", "DejaVuSans.ttf")
DEJAVU_BOLD = ("PrintgenDejaVuSans-Bold", "DejaVuSans-Bold.ttf")
DROID = ("PrintgenDroidSansFallback", "DroidSansFallback.ttf")
# each weight's own DejaVu first, the other weight after it: the two do not cover the same characters
FALLBACKS = {"text": (DEJAVU, DEJAVU_BOLD, DROID), "italic": (DEJAVU, DEJAVU_BOLD, DROID),
             "condensed": (DEJAVU, DEJAVU_BOLD, DROID), "bold": (DEJAVU_BOLD, DEJAVU, DROID),
             "heading": (DEJAVU_BOLD, DEJAVU, DROID)}


@cache
def register_fonts() -> None:
    """Register the primary fonts with reportlab once (TTFont embeds a subset by default)."""
    for name, filename in FONTS.values():
        pdfmetrics.registerFont(TTFont(name, str(FONTS_DIR / filename)))


@cache
def _face(name: str, filename: str) -> frozenset[int]:
    """Register one face (on first use) and return the code points it can draw."""
    if name not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(name, str(FONTS_DIR / filename)))
    return frozenset(pdfmetrics.getFont(name).face.charToGlyph)


def _chain(style: str) -> tuple[tuple[str, str], ...]:
    return (FONTS[style], *FALLBACKS[style])


def font_name(style: str) -> str:
    return FONTS[style][0]


def _font_for(char: str, style: str) -> str:
    """The first face of the style's chain that has ``char`` (the primary face if none has it)."""
    for name, filename in _chain(style):
        if ord(char) in _face(name, filename):
            return name
    return FONTS[style][0]


@lru_cache(maxsize=1 << 14)
def runs(text: str, style: str) -> tuple[tuple[str, str], ...]:
    """``text`` as (font name, substring) runs, each in a face that can draw it."""
    register_fonts()
    primary = _face(*FONTS[style])
    if text.isascii() or all(ord(char) in primary for char in text):
        return ((FONTS[style][0], text),)
    fonts = [(_font_for(char, style), char) for char in text]
    return tuple((name, "".join(char for _, char in group)) for name, group in groupby(fonts, key=lambda p: p[0]))


@lru_cache(maxsize=1 << 12)
def drawable(char: str) -> bool:
    """Whether ``char`` can be drawn in every style (a name may be set in any of them)."""
    register_fonts()
    return all(any(ord(char) in _face(*face) for face in _chain(style)) for style in FONTS)


@lru_cache(maxsize=1 << 16)
def _em_width(text: str, style: str) -> float:
    return sum(pdfmetrics.stringWidth(part, name, 1000.0) for name, part in runs(text, style)) / 1000.0


def width(text: str, style: str, size: float) -> float:
    """Advance width of ``text`` at ``size`` points (measured once per word and style, then scaled)."""
    return _em_width(text, style) * size


def ascent(style: str, size: float) -> float:
    register_fonts()
    return pdfmetrics.getAscent(FONTS[style][0], size)


def fit_size(text: str, style: str, size: float, max_width: float, floor: float) -> float:
    """The largest size not above ``size`` (and not below ``floor``) at which ``text`` fits."""
    measured = width(text, style, size)
    if measured <= max_width:
        return size
    return max(floor, size * max_width / measured)
