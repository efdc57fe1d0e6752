"""Display lists to a vector PDF with reportlab: fonts embedded and subset, bytes deterministic."""

from __future__ import annotations

import io
from collections.abc import Iterable
from functools import cache

from reportlab.lib.colors import HexColor
from reportlab.pdfgen import canvas as rl_canvas

from printgen import version
from printgen.icons import glyph_items
from printgen.layout.display import Circle, Group, Icon, Line, Page, Polygon, Rect, Text
from printgen.typography import font_name, register_fonts


@cache
def _color(value: str):
    return HexColor(value)


def render_pdf(pages: Iterable[Page], title: str, subject: str = "") -> bytes:
    """The PDF of ``pages``; the same pages give the same bytes (reportlab's invariant mode).

    ``pages`` may be a generator: each page is drawn and dropped before the next is made,
    so a thousand-page run keeps one page's display list in memory at a time."""
    register_fonts()
    buffer = io.BytesIO()
    # The initial font would otherwise be Helvetica, referenced on every page but never embedded.
    canvas = rl_canvas.Canvas(buffer, invariant=1, pageCompression=1, initialFontName=font_name("text"),
                              initialFontSize=8)
    canvas.setTitle(title)
    canvas.setSubject(subject)
    canvas.setCreator(f"printgen {version()}")
    canvas.setAuthor("printgen")
    for number, page in enumerate(pages):
        canvas.setPageSize((page.width, page.height))
        if page.bookmark:
            key = f"p{number}"
            canvas.bookmarkPage(key)
            canvas.addOutlineEntry(page.bookmark, key, level=0)
        draw(canvas, page.items)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def draw(canvas, items) -> None:
    for item in items:
        _DRAW[type(item)](canvas, item)


def _paint(canvas, fill, stroke, width, dash=None) -> tuple[int, int]:
    if fill:
        canvas.setFillColor(_color(fill))
    if stroke:
        canvas.setStrokeColor(_color(stroke))
        canvas.setLineWidth(width)
        canvas.setDash(list(dash) if dash else [])
    return (1 if fill else 0), (1 if stroke else 0)


def _rect(canvas, item: Rect) -> None:
    fill, stroke = _paint(canvas, item.fill, item.stroke, item.width, item.dash)
    if item.radius:
        canvas.roundRect(item.x, item.y, item.w, item.h, item.radius, fill=fill, stroke=stroke)
    else:
        canvas.rect(item.x, item.y, item.w, item.h, fill=fill, stroke=stroke)


def _line(canvas, item: Line) -> None:
    _paint(canvas, None, item.stroke, item.width, item.dash)
    canvas.line(item.x1, item.y1, item.x2, item.y2)


def _circle(canvas, item: Circle) -> None:
    fill, stroke = _paint(canvas, item.fill, item.stroke, item.width)
    canvas.circle(item.x, item.y, item.r, fill=fill, stroke=stroke)


def _polygon(canvas, item: Polygon) -> None:
    fill, stroke = _paint(canvas, item.fill, item.stroke, item.width)
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


def _text(canvas, item: Text) -> None:
    canvas.setFillColor(_color(item.color))
    canvas.setFont(font_name(item.font), item.size)
    if item.align == "center":
        canvas.drawCentredString(item.x, item.y, item.text)
    elif item.align == "right":
        canvas.drawRightString(item.x, item.y, item.text)
    else:
        canvas.drawString(item.x, item.y, item.text)


def _icon(canvas, item: Icon) -> None:
    draw(canvas, glyph_items(item.name, item.x, item.y, item.size, item.color, item.knockout))


def _group(canvas, item: Group) -> None:
    canvas.saveState()
    canvas.translate(item.dx, item.dy)
    if item.rotate180:
        canvas.translate(*item.box)
        canvas.rotate(180)
    if item.clip:
        path = canvas.beginPath()
        path.rect(*item.clip)
        canvas.clipPath(path, stroke=0, fill=0)
    draw(canvas, item.items)
    canvas.restoreState()


_DRAW = {Rect: _rect, Line: _line, Circle: _circle, Polygon: _polygon, Text: _text, Icon: _icon, Group: _group}
