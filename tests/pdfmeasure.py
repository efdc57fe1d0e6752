"""Measuring inside PDFs for the tests: crop-mark corners, fonts, images, words by column."""

from __future__ import annotations

import io
import re

import pdfplumber
from pypdf import PdfReader
from pypdf.generic import ContentStream

from printgen.model.base import MARK
from printgen.render.ink import luminance
from printgen.core.richtext import parse

MM = 72 / 25.4
MARK_LENGTH = 3 * MM
MARK_OFFSET = 1 * MM


COLOUR_OPERATORS = {b"rg", b"RG", b"g", b"G", b"k", b"K", b"sc", b"SC", b"scn", b"SCN"}


def colour_operators(pdf: bytes) -> list[tuple[str, list[float]]]:
    """Every operator that sets a colour in the PDF's page content, in order, with its numbers."""
    return [(operator.decode(), [float(value) for value in operands])
            for page in PdfReader(io.BytesIO(pdf)).pages
            for operands, operator in ContentStream(page.get_contents(), None).operations
            if operator in COLOUR_OPERATORS]


def marks(page) -> tuple[list, list]:
    """Crop-mark segments (3 mm hairlines) as (horizontal, vertical), in bottom-left coordinates."""
    horizontal, vertical = [], []
    for line in page.lines:
        x0, x1 = line["x0"], line["x1"]
        y0, y1 = page.height - line["bottom"], page.height - line["top"]
        if abs(line["linewidth"] - 0.3) > 0.01:
            continue
        if abs(y1 - y0) < 0.01 and abs((x1 - x0) - MARK_LENGTH) < 0.05:
            horizontal.append((x0, x1, y0))
        elif abs(x1 - x0) < 0.01 and abs((y1 - y0) - MARK_LENGTH) < 0.05:
            vertical.append((x0, y0, y1))
    return horizontal, vertical


def corners(page, bleed: float) -> list[tuple[float, float]]:
    """Trim corners: where a horizontal and a vertical mark both stop ``bleed`` + 1 mm short of them."""
    horizontal, vertical = marks(page)
    gap = bleed + MARK_OFFSET
    found = []
    for hx0, hx1, hy in horizontal:
        for vx, vy0, vy1 in vertical:
            if (min(abs(hx0 - vx), abs(hx1 - vx)) - gap) ** 2 < 0.05 ** 2 and \
                    (min(abs(vy0 - hy), abs(vy1 - hy)) - gap) ** 2 < 0.05 ** 2:
                found.append((round(vx, 2), round(hy, 2)))
    return sorted(set(found))


def has_corner(found, x: float, y: float, tolerance: float = 0.1 * MM) -> bool:
    return any(abs(cx - x) <= tolerance and abs(cy - y) <= tolerance for cx, cy in found)


def rectangle_corners(x: float, y: float, w: float, h: float) -> list[tuple[float, float]]:
    return [(x, y), (x + w, y), (x, y + h), (x + w, y + h)]


def font_report(path) -> list[tuple[str, bool]]:
    """Each font resource as (base font name, embedded?)."""
    report = {}
    for page in PdfReader(path).pages:
        fonts = page.get("/Resources", {}).get("/Font", {})
        for font in fonts.values():
            font = font.get_object()
            descriptor = font.get("/FontDescriptor")
            if descriptor is None and "/DescendantFonts" in font:
                descriptor = font["/DescendantFonts"][0].get_object().get("/FontDescriptor")
            descriptor = descriptor.get_object() if descriptor is not None else {}
            embedded = any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3"))
            report[str(font["/BaseFont"])] = embedded
    return sorted(report.items())


_PUNCTUATION = re.compile(r"^[\W_]+$")


def normalise(words: list[str]) -> list[str]:
    """Words for comparing PDF text with data text: no bullets, numbering, bare punctuation or the mark of
    an assumed value (the data does not hold it: printgen/model/assumed.py)."""
    result = []
    for word in words:
        word = word.replace("’", "'").replace(MARK, "").strip()
        if not word or _PUNCTUATION.match(word) or re.fullmatch(r"\d+\.", word):
            continue
        result.append(word.strip(".,;:!?()\"'"))
    return [w for w in result if w]


BAND = 10 * MM  # a card's title band


def words_in_box(page, x: float, y: float, w: float, h: float, columns: int = 2) -> list[str]:
    """The words of a card's body (below its title band), read column by column, top to bottom."""
    h -= BAND
    top = page.height - (y + h)
    crop = page.within_bbox((x, top, x + w, top + h))
    middle = x + w / 2
    found = crop.extract_words(keep_blank_chars=False, use_text_flow=False)
    keyed = sorted(found, key=lambda word: (0 if columns == 1 or word["x0"] < middle else 1,
                                            round(word["top"], 1), word["x0"]))
    return [word["text"] for word in keyed]


def contains_run(haystack: list[str], needle: list[str]) -> bool:
    if not needle:
        return True
    first = needle[0]
    for start, word in enumerate(haystack):
        if word == first and haystack[start:start + len(needle)] == needle:
            return True
    return False


def open_pdf(path):
    return pdfplumber.open(path)


CUT_RGB = (0x23 / 255, 0x1f / 255, 0x20 / 255)


def cut_outlines(page) -> list[tuple[float, float, float, float]]:
    """Token cut outlines (unfilled, in the cut colour) as (x, y, w, h), bottom-left origin."""
    found = []
    for shape in [*page.curves, *page.rects]:
        color = shape.get("stroking_color") or ()
        if shape.get("fill") or not shape.get("stroke") or len(color) != 3:
            continue
        if all(abs(a - b) < 0.01 for a, b in zip(color, CUT_RGB, strict=True)) and abs(shape["linewidth"] - 0.6) < 0.01:
            found.append((shape["x0"], page.height - shape["bottom"], shape["x1"] - shape["x0"],
                          shape["bottom"] - shape["top"]))
    return found


def has_box(boxes, x, y, w, h, tolerance: float = 0.1 * MM) -> bool:
    return any(all(abs(a - b) <= tolerance for a, b in zip(box, (x, y, w, h), strict=True)) for box in boxes)


def plain_words(text: str) -> list[str]:
    """The words a reader sees of a text written in markup (step numbers kept; icons, bullets and markup
    removed), for comparing with the words extracted from a PDF."""
    return [word for paragraph in parse(text) for word in _step_number(paragraph) + _run_words(paragraph)]


def _step_number(paragraph) -> list[str]:
    return [paragraph.marker] if paragraph.marker and paragraph.marker != "•" else []


def _run_words(paragraph) -> list[str]:
    return [word for run in paragraph.runs for word in run.text.split()]


def contrast(one: str, other: str) -> float:
    """The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)
