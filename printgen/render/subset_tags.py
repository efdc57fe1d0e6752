"""A font subset's tag (the six capitals before the ``+`` of its name) drawn from what the subset holds.

reportlab tags a document's subsets by their number, so every PDF printgen writes has an
``AAAAAA+Roboto-Regular`` holding different glyphs. A print shop that merges files (or an imposition
program that places several on one sheet) takes fonts of the same name for the same font and may
print one file's text in another's glyphs. The PDF reference (9.6.4) asks for a tag that differs
between different subsets; here it is a digest of the font's name and the characters in the subset,
so the same subset has the same tag in every file (same bytes for the same input) and two different
subsets share a tag only by a 26⁶ chance.
"""

from __future__ import annotations

import hashlib

from reportlab.pdfbase import pdfdoc
from reportlab.pdfbase.ttfonts import TTFont, makeToUnicodeCMap

LETTERS = 26
TAG_LENGTH = 6


def subset_tag(font_name: bytes, characters: list[int]) -> bytes:
    """Six capitals from the font's name and the characters of one subset, in their order there."""
    digest = hashlib.sha256(font_name + b"\0" + ",".join(map(str, characters)).encode("ascii")).digest()
    return bytes(ord("A") + byte % LETTERS for byte in digest[:TAG_LENGTH])


class TaggedTTFont(TTFont):
    """reportlab's TrueType font, its subsets tagged by their content rather than their number."""

    def addObjects(self, doc) -> None:
        """reportlab's ``TTFont.addObjects`` with ``subset_tag`` for its ``SUBSETN``: one Font object, its
        widths, its ToUnicode map and its FontDescriptor (with the subset embedded) for each subset."""
        state = self.state.setdefault(doc, TTFont.State(self._asciiReadable))
        state.frozen = 1
        for number, subset in enumerate(state.subsets):
            internal_name = self.getSubsetInternalName(number, doc)[1:]
            base_name = b"".join((subset_tag(self.face.name, subset), b"+", self.face.name, self.face.subfontNameX))
            _add_subset(self, doc, internal_name, base_name.decode("pdfdoc"), subset)
        del self.state[doc]


def _add_subset(font: TTFont, doc, internal_name: str, base_name: str, subset: list[int]) -> None:
    """One subset's Font object, linked into the document's fonts under ``internal_name``."""
    pdf_font = pdfdoc.PDFTrueTypeFont()
    pdf_font.__Comment__ = f"Font {font.fontName} subset {base_name}"
    pdf_font.Name = internal_name
    pdf_font.BaseFont = base_name
    pdf_font.FirstChar = 0
    pdf_font.LastChar = len(subset) - 1
    pdf_font.Widths = pdfdoc.PDFArray(list(map(font.face.getCharWidth, subset)))
    cmap = pdfdoc.PDFStream()
    cmap.content = makeToUnicodeCMap(base_name, subset)
    if doc.compression:
        cmap.filters = [pdfdoc.PDFZCompress]
    pdf_font.ToUnicode = doc.Reference(cmap, "toUnicodeCMap:" + base_name)
    pdf_font.FontDescriptor = font.face.addSubsetObjects(doc, base_name, subset)
    doc.Reference(pdf_font, internal_name)
    doc.idToObject["BasicFonts"].dict[internal_name] = pdf_font
