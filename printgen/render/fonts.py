"""The bundled fonts, registered with reportlab for drawing: each face on first use, so a PDF
parses and embeds (as a subset) only the faces its text is set in."""

from __future__ import annotations

from functools import cache

from reportlab.pdfbase import pdfmetrics

from printgen.core.resources import FONTS_DIR
from printgen.core.typography import FILE_OF
from printgen.render.subset_tags import TaggedTTFont


@cache
def registered(name: str) -> str:
    """``name`` (a PDF font name of printgen.core.typography), registered with reportlab."""
    pdfmetrics.registerFont(TaggedTTFont(name, str(FONTS_DIR / FILE_OF[name])))
    return name
