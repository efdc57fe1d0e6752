"""Display lists to SVG, item for item as render/pdf.py draws them: the proof's pictures, sharp at every
zoom and a few hundred bytes a face. A page is one group in the PDF's own coordinates (y up, flipped once
for the page, and once more for each text, whose letters would stand on their heads); text stays text,
set in the kit's own fonts (render/webfonts.py) and spaced as reportlab spaces it, glyph by glyph's own
advance: no kerning, no ligatures. Every string and attribute written is escaped, since the texts come
from files nobody vetted. The same items give the same bytes; nothing written names the page it is on,
so a drawing can be compared across versions by its markup alone."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import assert_never

from printgen.layout.display import Circle, Group, Icon, Item, Line, Page, Polygon, Rect, Text
from printgen.layout.glyphs import glyph_items
from printgen.render.ink import NORMAL, Palette
from printgen.core.typography import runs

SPACING = "font-kerning:none;font-variant-ligatures:none;text-rendering:geometricPrecision"
"""How a page's text is set: reportlab advances each glyph by its own width, and so must the browser, or a
line would end elsewhere than it prints."""

ANCHORS = {"center": "middle", "right": "end"}


def page_group(page: Page, ident: str) -> str:
    """The page as one <g> with the id ``ident``, drawn in points from its top left, for <use> to show."""
    return (f'<g id="{escape(ident)}" transform="matrix(1 0 0 -1 0 {_n(page.height)})" style="{SPACING}">'
            f'{markup(page.items)}</g>')


def markup(items: Iterable[Item], ink: Palette = NORMAL) -> str:
    """The items as SVG elements, in PDF coordinates (y up): the page's group flips them."""
    return "".join(_item(item, ink) for item in items)


def _item(item: Item, ink: Palette) -> str:
    match item:
        case Rect():
            return _rect(item, ink)
        case Line():
            return _line(item, ink)
        case Circle():
            return _circle(item, ink)
        case Polygon():
            return _polygon(item, ink)
        case Text():
            return _text(item, ink)
        case Icon():
            return _icon(item, ink)
        case Group():
            return _group(item, ink)
        case _:
            assert_never(item)


def number(value: float) -> str:
    """A number to a thousandth of a point, the shortest way: finer than any printer, and the same digits
    for a drawing moved by a sum that floats round in its last bits."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


_n = number


def _paint(fill: str | None, stroke: str | None, width: float, dash: tuple[float, ...] | None = None) -> str:
    said = f' fill="{escape(fill)}"' if fill else ' fill="none"'
    if stroke:
        said += f' stroke="{escape(stroke)}" stroke-width="{_n(width)}"'
        if dash:
            said += f' stroke-dasharray="{" ".join(_n(step) for step in dash)}"'
    return said


def _rect(item: Rect, ink: Palette) -> str:
    x, w = (item.x + item.w, -item.w) if item.w < 0 else (item.x, item.w)  # reportlab takes a negative side
    y, h = (item.y + item.h, -item.h) if item.h < 0 else (item.y, item.h)
    corner = f' rx="{_n(item.radius)}"' if item.radius else ""
    return (f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}"{corner}'
            f'{_paint(ink.fill_of(item.fill), ink.line_of(item.stroke), item.width, item.dash)}/>')


def _line(item: Line, ink: Palette) -> str:
    return (f'<line x1="{_n(item.x1)}" y1="{_n(item.y1)}" x2="{_n(item.x2)}" y2="{_n(item.y2)}"'
            f'{_paint(None, ink.line_of(item.stroke), item.width, item.dash)}/>')


def _circle(item: Circle, ink: Palette) -> str:
    return (f'<circle cx="{_n(item.x)}" cy="{_n(item.y)}" r="{_n(item.r)}"'
            f'{_paint(ink.fill_of(item.fill), ink.line_of(item.stroke), item.width, item.dash)}/>')


def _polygon(item: Polygon, ink: Palette) -> str:
    points = " ".join(f"{_n(x)},{_n(y)}" for x, y in item.points)
    paint = _paint(ink.polygon_fill(item.fill, item.stroke), ink.line_of(item.stroke), item.width)
    if item.closed:
        return f'<polygon points="{points}"{paint}/>'
    # open strokes (letters in icons) read better with round ends, as the PDF draws them
    return f'<polyline points="{points}"{paint} stroke-linecap="round" stroke-linejoin="round"/>'


def _text(item: Text, ink: Palette) -> str:
    parts = runs(item.text, item.font)
    anchor = f' text-anchor="{ANCHORS[item.align]}"' if item.align in ANCHORS else ""
    # set a hundred times larger and scaled down: Chromium spaces glyphs to a 64th of a unit of the size set
    head = (f'<text transform="matrix(.01 0 0 -.01 {_n(item.x)} {_n(item.y)})" font-size="{_n(item.size * 100)}"'
            f' font-family="{escape(parts[0][0])}" fill="{escape(ink.text(item.color))}"{anchor}{_spaces(item.text)}>')
    if len(parts) == 1:  # the usual case: one face has every character
        return f"{head}{escape(item.text)}</text>"
    # runs in fallback faces, one after another on the baseline, aligned as one line
    body = "".join(f'<tspan font-family="{escape(name)}">{escape(part)}</tspan>' for name, part in parts)
    return f"{head}{body}</text>"


def _spaces(text: str) -> str:
    """Keep a text's spaces where collapsing them would move its words: one before a word set after a bold
    lead-in or an icon, two in a row. (Chromium sets SVG text nowrap whatever its group says; only the
    text's own xml:space keeps them.)"""
    return ' xml:space="preserve"' if text != " ".join(text.split()) else ""


def _icon(item: Icon, ink: Palette) -> str:
    # mapped once, here, as render/pdf.py does: through the ink again, a die face's cut-outs would vanish
    glyph = glyph_items(item.name, item.x, item.y, item.size, ink.text(item.color), ink.fill(item.knockout))
    return markup(glyph, NORMAL)


def _group(item: Group, ink: Palette) -> str:
    moves = []
    if item.dx or item.dy:
        moves.append(f"translate({_n(item.dx)} {_n(item.dy)})")
    if item.rotate180:
        moves.append(f"translate({_n(item.box[0])} {_n(item.box[1])}) rotate(180)")
    if item.turn:
        moves.append(f"rotate({_n(item.turn)} {_n(item.box[0] / 2)} {_n(item.box[1] / 2)})")
    inner = markup(item.items, ink)
    if item.clip:  # a nested viewport clips to itself: no id to name, so nothing to keep unique in the page
        x, y, w, h = (_n(side) for side in item.clip)
        inner = (f'<svg x="{x}" y="{y}" width="{w}" height="{h}" viewBox="{x} {y} {w} {h}" overflow="hidden">'
                 f"{inner}</svg>")
    return f'<g transform="{" ".join(moves)}">{inner}</g>' if moves else f"<g>{inner}</g>"
