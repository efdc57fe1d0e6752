"""Display lists to a vector PDF with reportlab: fonts embedded and subset, bytes deterministic."""

from __future__ import annotations

import io
import os
from collections.abc import Iterable
from functools import cache
from typing import assert_never

from reportlab.lib.colors import HexColor
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen import canvas as rl_canvas

from printgen import version
from printgen.core.errors import PrintgenError
from printgen.layout.glyphs import glyph_items
from printgen.layout.display import Circle, Group, Icon, Item, Line, Page, Polygon, Rect, Text
from printgen.render import pdfx
from printgen.render.fonts import registered
from printgen.render.ink import INKS, NORMAL, Palette
from printgen.core.typography import font_name, runs, width


@cache
def _color(value: str) -> tuple[float, float, float]:
    """A "#rrggbb" colour as HexColor's red, green and blue, given to reportlab as a tuple: the same
    operator, but a Color object would have it look up the colour's opacity each time it is set."""
    color = HexColor(value)
    return color.red, color.green, color.blue


FLIPS = {"long": "DuplexFlipLongEdge", "short": "DuplexFlipShortEdge"}
LAST_SECOND = 253_402_300_799  # 9999-12-31 23:59:59 UTC: a PDF date has four digits of year


class UnusableEnvironment(PrintgenError):
    """A variable of the environment that the PDF library reads, set to what it cannot use (exit 2)."""


def _source_date_epoch() -> None:
    """reportlab reads SOURCE_DATE_EPOCH as whole seconds; anything else would end every PDF in a
    traceback. printgen's PDFs are the same bytes without it (invariant mode)."""
    given = os.environ.get("SOURCE_DATE_EPOCH")
    if given is not None and not (given.strip().isascii() and given.strip().isdigit()
                                  and int(given) <= LAST_SECOND):
        raise UnusableEnvironment(f"SOURCE_DATE_EPOCH is {given!r}: it must be a whole number of seconds since "
                                  f"1970, up to {LAST_SECOND} (the end of 9999, the last year a PDF date can "
                                  f"write), or unset (printgen's PDFs are the same bytes without it)")


def render_pdf(pages: Iterable[Page], title: str, subject: str = "", duplex: str | None = None,
               ink: str = "normal", press: bool = False) -> bytes:
    """The PDF of ``pages``; the same pages give the same bytes (reportlab's invariant mode).
    It asks viewers to print at actual size and, for a two-sided part (``duplex`` "long" or
    "short"), to print double-sided with that flip. ``ink`` is a name of printgen.render.ink.INKS:
    "normal" prints the colours drawn, "low" light greys for fills and dark greys for ink.
    ``press``: a print shop's PDF/X-1a:2003 in CMYK (printgen.render.pdfx); its pages have a trim.

    ``pages`` may be a generator: each page is drawn and dropped before the next is made,
    so a thousand-page run keeps one page's display list in memory at a time."""
    _source_date_epoch()
    buffer = io.BytesIO()
    # The initial font would otherwise be Helvetica, referenced on every page but never embedded.
    initial_font = registered(font_name("text"))
    # PDF 1.4: what a print shop's PDF/X-1a:2003 must say, and what every printgen PDF has said
    canvas = rl_canvas.Canvas(buffer, invariant=1, pageCompression=1, initialFontName=initial_font, initialFontSize=8,
                              enforceColorSpace=pdfx.cmyk if press else None, pdfVersion=(1, 4))
    if press:
        pdfx.declare(canvas)
    canvas.setTitle(title)
    canvas.setSubject(subject)
    canvas.setCreator(f"printgen {version()}")
    canvas.setAuthor("printgen")
    canvas.setViewerPreference("PrintScaling", "None")  # "fit to page" would shrink every size
    if duplex in FLIPS:
        canvas.setViewerPreference("Duplex", FLIPS[duplex])
    for number, page in enumerate(pages):
        canvas.setPageSize((page.width, page.height))
        _boxes(canvas, page)
        if page.bookmark:
            key = f"p{number}"
            canvas.bookmarkPage(key)
            canvas.addOutlineEntry(page.bookmark, key, level=0)
        draw(canvas, pdfx.for_press(page.items) if press else page.items, INKS[ink])
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _boxes(canvas, page: Page) -> None:
    """A print shop's page (one piece with its bleed) says where to cut: its TrimBox, and the whole
    page as its BleedBox. reportlab keeps a box for the pages after, so every page sets both."""
    x, y, w, h = page.trim or (0.0, 0.0, 0.0, 0.0)
    canvas.setTrimBox([x, y, x + w, y + h] if page.trim else None)
    canvas.setBleedBox([0, 0, page.width, page.height] if page.trim else None)


def draw(canvas, items: Iterable[Item], ink: Palette = NORMAL) -> None:
    for item in items:
        _draw(canvas, item, ink)


def _draw(canvas, item: Item, ink: Palette) -> None:
    match item:
        case Rect():
            _rect(canvas, item, ink)
        case Line():
            _line(canvas, item, ink)
        case Circle():
            _circle(canvas, item, ink)
        case Polygon():
            _polygon(canvas, item, ink)
        case Text():
            _text(canvas, item, ink)
        case Icon():
            _icon(canvas, item, ink)
        case Group():
            _group(canvas, item, ink)
        case _:
            assert_never(item)


def _paint(canvas, fill, stroke, width, dash=None) -> tuple[int, int]:
    if fill:
        canvas.setFillColor(_color(fill))
    if stroke:
        canvas.setStrokeColor(_color(stroke))
        canvas.setLineWidth(width)
        canvas.setDash(list(dash) if dash else [])
    return (1 if fill else 0), (1 if stroke else 0)


def _rect(canvas, item: Rect, ink: Palette) -> None:
    fill, stroke = _paint(canvas, ink.fill_of(item.fill), ink.line_of(item.stroke), item.width, item.dash)
    if item.radius:
        canvas.roundRect(item.x, item.y, item.w, item.h, item.radius, fill=fill, stroke=stroke)
    else:
        canvas.rect(item.x, item.y, item.w, item.h, fill=fill, stroke=stroke)


def _line(canvas, item: Line, ink: Palette) -> None:
    _paint(canvas, None, ink.line_of(item.stroke), item.width, item.dash)
    canvas.line(item.x1, item.y1, item.x2, item.y2)


def _circle(canvas, item: Circle, ink: Palette) -> None:
    fill, stroke = _paint(canvas, ink.fill_of(item.fill), ink.line_of(item.stroke), item.width, item.dash)
    canvas.circle(item.x, item.y, item.r, fill=fill, stroke=stroke)


def _polygon(canvas, item: Polygon, ink: Palette) -> None:
    fill, stroke = _paint(canvas, ink.polygon_fill(item.fill, item.stroke), ink.line_of(item.stroke), item.width)
    if not item.closed:  # open strokes (letters in icons) read better with round ends
        canvas.setLineCap(1)
        canvas.setLineJoin(1)
    path = canvas.beginPath()
    path.moveTo(*item.points[0])
    for point in item.points[1:]:
        path.lineTo(*point)
    if item.closed:
        path.close()
    canvas.drawPath(path, fill=fill, stroke=stroke)
    if not item.closed:
        canvas.setLineCap(0)
        canvas.setLineJoin(0)


def _text(canvas, item: Text, ink: Palette) -> None:
    canvas.setFillColor(_color(ink.text(item.color)))
    parts = runs(item.text, item.font)
    if len(parts) == 1:  # the usual case: one face has every character
        canvas.setFont(registered(parts[0][0]), item.size)
        _DRAW_ALIGNED[item.align](canvas, item.x, item.y, item.text)
        return
    x = item.x - {"center": 0.5, "right": 1.0}.get(item.align, 0.0) * width(item.text, item.font, item.size)
    for name, part in parts:  # runs in fallback faces, one after another on the baseline
        canvas.setFont(registered(name), item.size)
        canvas.drawString(x, item.y, part)
        x += pdfmetrics.stringWidth(part, name, item.size)


_DRAW_ALIGNED = {"left": lambda c, x, y, s: c.drawString(x, y, s),
                 "center": lambda c, x, y, s: c.drawCentredString(x, y, s),
                 "right": lambda c, x, y, s: c.drawRightString(x, y, s)}


def _icon(canvas, item: Icon, ink: Palette) -> None:
    # Mapped once, here: drawn through the ink again, an icon's die face (filled with the icon's
    # colour) would turn light, and the light cut-outs in it would vanish.
    glyph = glyph_items(item.name, item.x, item.y, item.size, ink.text(item.color), ink.fill(item.knockout))
    draw(canvas, glyph, NORMAL)


def _group(canvas, item: Group, ink: Palette) -> None:
    canvas.saveState()
    canvas.translate(item.dx, item.dy)
    if item.rotate180:
        canvas.translate(*item.box)
        canvas.rotate(180)
    if item.turn:
        centre = (item.box[0] / 2, item.box[1] / 2)
        canvas.translate(*centre)
        canvas.rotate(item.turn)
        canvas.translate(-centre[0], -centre[1])
    if item.clip:
        path = canvas.beginPath()
        path.rect(*item.clip)
        canvas.clipPath(path, stroke=0, fill=0)
    draw(canvas, item.items, ink)
    canvas.restoreState()
