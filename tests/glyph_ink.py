"""Where a text's ink lies: from the outlines of its glyphs in the faces that draw it (fontTools, which printgen
uses for a proof's fonts), not from the font's ascent and descent, which stand well clear of capitals and
digits. A test that asks whether two texts, or a text and a line, come close reads this."""

from __future__ import annotations

from functools import cache

from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

from printgen.core import typography
from printgen.core.resources import FONTS_DIR


@cache
def _outlines(font_file: str) -> tuple[dict, object, int]:
    font = TTFont(FONTS_DIR / font_file)
    return font.getBestCmap(), font["glyf"], font["head"].unitsPerEm


def ink_heights(text: str, style: str, size: float) -> tuple[float, float]:
    """How far below and above its baseline ``text`` inks (the lowest and the highest point of its glyphs), in
    points at ``size``, set in ``style`` of the lettering in use; (0, 0) for blank text."""
    low = high = None
    for name, part in typography.runs(text, style):
        cmap, glyf, units = _outlines(typography.FILE_OF[name])
        for char in part:
            glyph = glyf[cmap[ord(char)]] if ord(char) in cmap else None
            if glyph is not None and getattr(glyph, "numberOfContours", 0):
                low = glyph.yMin / units if low is None else min(low, glyph.yMin / units)
                high = glyph.yMax / units if high is None else max(high, glyph.yMax / units)
    return (low or 0.0) * size, (high or 0.0) * size
