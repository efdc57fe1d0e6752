"""Fonts and text measurement. Fonts come from printgen/fonts/, are embedded and subset."""

from __future__ import annotations

from functools import cache, lru_cache

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


@cache
def register_fonts() -> None:
    """Register the bundled fonts with reportlab once (TTFont embeds a subset by default)."""
    for name, filename in FONTS.values():
        pdfmetrics.registerFont(TTFont(name, str(FONTS_DIR / filename)))


def font_name(style: str) -> str:
    return FONTS[style][0]


@lru_cache(maxsize=1 << 16)
def _em_width(text: str, style: str) -> float:
    register_fonts()
    return pdfmetrics.stringWidth(text, FONTS[style][0], 1000.0) / 1000.0


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
