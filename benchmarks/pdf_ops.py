"""The drawing operations of a PDF, read from its page content streams, in the form the replay
floor draws them (replay_floor.py): one record for the header, then one per page, each record
its length (4 bytes, little-endian) and its marshal bytes. (marshal.load straight from a file
reads it in tiny pieces, which took a third of the floor's time; marshal.loads of whole records
takes a fiftieth of that.)

Each page is (width, height, operations); an operation is a tuple whose first item names it:
graphics state as in PDF (q Q cm rg RG g G k K w d J j M), ("path", segments, stroke, fill,
even_odd, clip) for a path and how it is painted, and ("text", font, size, x, y, string) for a
run of text, decoded to Unicode through the font's ToUnicode map so that the floor encodes and
subsets it again with the same TrueType file. Anything else is counted as unsupported: the floor
would not draw it, and the harness says so.
"""

from __future__ import annotations

import marshal
import re
from collections import Counter
from pathlib import Path

import pymupdf

from content import operations
from page_reader import PageReader

FONTS_DIR = Path(__file__).resolve().parent.parent / "printgen" / "fonts"
BFCHAR = re.compile(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>")


def font_files(folder: Path = FONTS_DIR) -> dict[str, str]:
    """PostScript name → TrueType file: the name reportlab writes (after the subset tag) in BaseFont."""
    from reportlab.pdfbase.ttfonts import TTFontFile

    return {TTFontFile(str(path), validate=0).name.decode(): str(path) for path in sorted(folder.glob("*.ttf"))}


def unicode_map(document: pymupdf.Document, font_xref: int) -> dict[int, str]:
    """Byte code → text, from the font's ToUnicode CMap (reportlab writes bfchar entries only)."""
    kind, reference = document.xref_get_key(font_xref, "ToUnicode")
    if kind != "xref":
        return {}
    data = document.xref_stream(int(reference.split()[0]))
    mapping = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", data, re.S):
        for code, text in BFCHAR.findall(block):
            mapping[int(code, 16)] = bytes.fromhex(text.decode()).decode("utf-16-be")
    return mapping


def untagged(base_font: str) -> str:
    """"AAAAAA+Roboto-Bold" → "Roboto-Bold": every subset of one TrueType file has the same name."""
    return base_font.split("+", 1)[-1]


def page_fonts(page: pymupdf.Page, known: dict) -> dict[str, tuple[str, dict[int, str]]]:
    """Resource name ("/F1+0") → (base font, code map), each font decoded once per document."""
    fonts = {}
    for xref, _, _, base, name, *_ in page.get_fonts():
        if xref not in known:
            known[xref] = (untagged(base), unicode_map(page.parent, xref))
        fonts[f"/{name}"] = known[xref]
    return fonts


def document_fonts(document: pymupdf.Document) -> list[str]:
    """The base fonts the pages refer to, read from their resources alone."""
    return sorted({untagged(font[3]) for page in document for font in page.get_fonts()})


def write_record(out, value) -> None:
    data = marshal.dumps(value)
    out.write(len(data).to_bytes(4, "little"))
    out.write(data)


def extract(pdf: Path, ops_file: Path, ttf_by_name: dict[str, str]) -> Counter:
    """Write the replay of ``pdf`` to ``ops_file``; return the operators the floor cannot replay.
    Pages are streamed: the operations of a 3000-page file are never all held at once."""
    with pymupdf.open(pdf) as document, ops_file.open("wb") as out:
        fonts = document_fonts(document)
        missing = [name for name in fonts if name not in ttf_by_name]
        if missing:
            raise LookupError(f"{pdf}: no TrueType file in {FONTS_DIR} for {missing}")
        write_record(out, {"fonts": {name: ttf_by_name[name] for name in fonts}, "pages": len(document)})
        unsupported, known = Counter(), {}
        for page in document:
            ops = PageReader(page_fonts(page, known), unsupported).read(operations(page.read_contents()))
            write_record(out, (page.mediabox.width, page.mediabox.height, tuple(ops)))
    return unsupported
