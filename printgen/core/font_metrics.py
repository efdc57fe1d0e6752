"""The bundled fonts' metrics, read from fonts/metrics/<font>.json rather than from the fonts.

Measuring text needs only a face's advance widths, its ascent and the characters it has. Parsing a
TrueType file for them (and importing reportlab to do it) cost more than the rest of a check, so
tools/font_metrics.py writes these numbers once with reportlab's own parser, a test asserts the
files match the fonts, and the fonts themselves are read only when a PDF embeds them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from printgen.core.resources import FONTS_DIR


@dataclass(frozen=True)
class FaceMetrics:
    """One face in reportlab's units: thousandths of the font size."""

    ascent: float
    descent: float
    default_width: float  # of a character the face lacks (its glyph 0)
    widths: dict[int, float]  # code point -> advance width, for every character the face has

    def width(self, text: str) -> float:
        """The advance width of ``text``, summed as reportlab sums it."""
        get, missing = self.widths.get, self.default_width
        return sum(get(ord(char), missing) for char in text)


@cache
def face_metrics(font_file: str) -> FaceMetrics:
    """The metrics of ``font_file`` (a file name in printgen/fonts/)."""
    data = json.loads((FONTS_DIR / "metrics" / font_file).with_suffix(".json").read_text(encoding="utf-8"))
    widths = {code: width for first, last, width in data["widths"] for code in range(first, last + 1)}
    return FaceMetrics(data["ascent"], data["descent"], data["default_width"], widths)
