"""The form of a page snapshot: one line per item drawn, in drawing order, saying what it draws (kind,
place and size in points to 0.1 pt, font sizes and strokes to 0.01 pt, colours, font face, text, icon),
never what the code calls it.

A place is x from the left edge and y from the bottom; after the first item of a page (or of a group),
y is said from the item before it: ``↓10.9`` 10.9 pt lower, ``↑2.0`` higher, ``=`` level with it. So a
line that a change inserts, removes or moves shows in the diff as itself and the one line after it,
never as every line below it on the page. A group's items are indented under it, placed in the group's
own coordinates, so a card that moves to another place on its sheet is one line of the diff. Each step
is to 0.1 pt, as a place was: what it gives up is a spacing that changes by less than 0.05 pt a line
(a font size or a leading of that kind shows in its own numbers).

The page furniture (the scale bars and the page's label, which `layout/furniture.page_furniture` puts
last on a page) is split off: what a page draws is one thing, what every page draws another."""

from __future__ import annotations

import dataclasses
import json
import math
from functools import cache

from printgen.layout.display import Circle, Group, Icon, Line, Page, Polygon, Rect, Text
from printgen.layout.furniture import BAR_BOTTOM, scale_bar
from printgen.layout.pieces import Sheet
from printgen.core.typography import FONTS

INDENT = "  "

DESCRIBED = {
    Rect: {"x", "y", "w", "h", "fill", "stroke", "width", "dash", "radius"},
    Line: {"x1", "y1", "x2", "y2", "stroke", "width", "dash"},
    Circle: {"x", "y", "r", "fill", "stroke", "width", "dash"},
    Polygon: {"points", "fill", "stroke", "width", "closed"},
    Text: {"x", "y", "text", "font", "size", "color", "align"},
    Icon: {"x", "y", "name", "size", "color", "knockout"},
    Group: {"items", "dx", "dy", "rotate180", "box", "clip", "turn"},
    Page: {"width", "height", "items", "bookmark", "trim",
           "label", "footer"},  # neither is drawn: the footer's text is one of the page's items
    Sheet: {"trims", "back"},  # where its pieces are cut, whether they are backs: neither is drawn
}
"""The fields each snapshot line accounts for (a class's own and its bases'). A field not here set
away from its default fails the test, so that a new way of drawing cannot change the pages unseen:
describe it below."""


# numbers, colours and words as a snapshot writes them


def length(value: float) -> str:
    """A place or a length in points, to 0.1 pt: float noise below that changes nothing."""
    shown = f"{value:.1f}"
    return "0.0" if shown == "-0.0" else shown


def _step(rise: float) -> str:
    """How far a place is above (``↑``) or below (``↓``) another, to 0.1 pt; ``=`` level with it. Worked
    out from the places themselves, not from their rounded values, so that a run of items moved together
    keeps every step it had (a hair above the half rounds up, so float noise never decides a step)."""
    tenths = math.floor(rise * 10 + 0.5 + 1e-6)
    if not tenths:
        return "="
    return f"{'↑' if tenths > 0 else '↓'}{abs(tenths) // 10}.{abs(tenths) % 10}"


def fine(value: float) -> str:
    """A size that matters finer (a font size, a stroke width, a dash): to 0.01, no trailing zeros."""
    shown = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if shown == "-0" else shown


def plain(words: str) -> str:
    """Words on one line: quotes, backslashes and control characters escaped, the rest as it is."""
    return json.dumps(words, ensure_ascii=False)[1:-1]


def _paint(fill: str | None, stroke: str | None, width: float, dash=None) -> str:
    said = f"  fill {fill.lower()}" if fill else ""
    if stroke:
        said += f"  stroke {stroke.lower()} {fine(width)}pt"
        said += f" dash {','.join(fine(step) for step in dash)}" if dash else ""
    return said or "  unpainted"


class Places:
    """The places of one page's (or one group's) items, each said from the one before it."""

    def __init__(self) -> None:
        self.before: float | None = None

    def at(self, x: float, y: float) -> str:
        """``x,y`` for the first item, then x and the step from the item before."""
        before, self.before = self.before, y
        return f"{length(x)},{length(y)}" if before is None else f"{length(x)} {_step(y - before)}"


def _to(x: float, y: float, y0: float) -> str:
    """A further point of a line or a polygon, its height said from the item's first point."""
    return f"{length(x)} {_step(y - y0)}"


# what each item draws


def _rect(item: Rect, places: Places) -> str:
    corners = f"  radius {length(item.radius)}" if item.radius else ""
    return (f"rect  {places.at(item.x, item.y)}  {length(item.w)}x{length(item.h)}"
            f"{_paint(item.fill, item.stroke, item.width, item.dash)}{corners}")


def _line(item: Line, places: Places) -> str:
    return (f"line  {places.at(item.x1, item.y1)}  to {_to(item.x2, item.y2, item.y1)}"
            f"{_paint(None, item.stroke, item.width, item.dash)}")


def _circle(item: Circle, places: Places) -> str:
    paint = _paint(item.fill, item.stroke, item.width, item.dash)
    return f"circle  {places.at(item.x, item.y)}  r {length(item.r)}{paint}"


def _polygon(item: Polygon, places: Places) -> str:
    (x0, y0), *rest = item.points
    then = ", ".join(_to(x, y, y0) for x, y in rest)
    shape = "closed" if item.closed else "open"
    return f"polygon  {places.at(x0, y0)}  {shape}{_paint(item.fill, item.stroke, item.width)}  then {then}"


def _text(item: Text, places: Places) -> str:
    anchor = {"left": "", "center": " centred", "right": " right-aligned"}.get(item.align, f" {item.align}")
    face = FONTS[item.font][1].removesuffix(".ttf") if item.font in FONTS else f"unknown font {item.font}"
    return (f"text  {places.at(item.x, item.y)}{anchor}  {face} {fine(item.size)}pt {item.color.lower()}"
            f"  \"{plain(item.text)}\"")


def _icon(item: Icon, places: Places) -> str:
    return (f"icon  {places.at(item.x, item.y)}  {plain(item.name)} {fine(item.size)}pt {item.color.lower()}"
            f" on {item.knockout.lower()}")


def _group(item: Group, places: Places) -> str:
    said = f"group  {places.at(item.dx, item.dy)}"
    if item.rotate180 or item.turn:
        turns = [*(["180°"] if item.rotate180 else []), *([f"{fine(item.turn)}°"] if item.turn else [])]
        said += f"  turned {' then '.join(turns)} about the middle of {length(item.box[0])}x{length(item.box[1])}"
    if item.clip:
        x, y, w, h = item.clip
        said += f"  clipped to {length(x)},{length(y)} {length(w)}x{length(h)}"
    return said


DESCRIBE = {Rect: _rect, Line: _line, Circle: _circle, Polygon: _polygon, Text: _text, Icon: _icon, Group: _group}


@cache
def _unseen(kind: type) -> tuple[tuple[str, object], ...]:
    """The fields of a kind of item that a snapshot does not describe, with their defaults."""
    if not any(base in DESCRIBED for base in kind.__mro__):
        raise AssertionError(f"a snapshot cannot say what a {kind.__name__} draws: describe it in {__file__}")
    described = set().union(*(DESCRIBED.get(base, ()) for base in kind.__mro__))
    return tuple((name, default) for name, default in _fields(kind) if name not in described)


def _fields(kind: type) -> list[tuple[str, object]]:
    """Each field of a display primitive (a named tuple) or a page (a dataclass), with its default."""
    if hasattr(kind, "_fields"):
        return [(name, kind._field_defaults.get(name, _REQUIRED)) for name in kind._fields]  # type: ignore[attr-defined]
    return [(field.name, field.default) for field in dataclasses.fields(kind)]  # type: ignore[arg-type]


_REQUIRED = object()  # a field with no default: always set, so always to be described


def accounted(item) -> None:
    """Fails on a field the snapshot does not describe, set away from its default."""
    unseen = [name for name, default in _unseen(type(item)) if getattr(item, name) != default]
    assert not unseen, f"a snapshot does not say what {type(item).__name__} {unseen} draw: describe it in {__file__}"


def drawn(items, indent: str = INDENT) -> list[str]:
    """One line per item, in drawing order; a group's items indented under it, in its coordinates."""
    lines, places = [], Places()
    for item in items:
        accounted(item)
        lines.append(indent + next(DESCRIBE[base] for base in type(item).__mro__ if base in DESCRIBE)(item, places))
        if isinstance(item, Group):
            lines += drawn(item.items, indent + INDENT)
    return lines


# a page: what it draws, and its furniture apart


@dataclasses.dataclass(frozen=True)
class Furniture:
    """A page's scale bars and label, as `page_furniture` draws them."""

    bars: tuple
    label: Text

    def said(self) -> str:
        """Where the bars stand (their first bar's corner) and the label, in full."""
        return f"bars {length(self.bars[0].x)},{length(self.bars[0].y)}  {_text(self.label, Places())}"

    def labelled(self, text: str) -> Furniture:
        """The same furniture labelled ``text``."""
        return Furniture(self.bars, self.label._replace(text=text))

    def bars_drawn(self) -> list[str]:
        """What the bars draw, from the corner of their first bar: the same on every page."""
        return drawn([item.moved(-self.bars[0].x, -self.bars[0].y) for item in self.bars])


def furniture_of(page: Page) -> tuple[list, Furniture | None]:
    """What the page draws but its furniture, and its furniture: the scale bars and the label that
    `page_furniture` puts last among its items. A page without them, or with them drawn otherwise,
    is all its own (every item on a line of its own)."""
    footer = getattr(page, "footer", None)
    found = [index for index, item in enumerate(page.items) if footer is not None and item is footer.text]
    if not found:
        return list(page.items), None
    index = found[0]
    for bar_y in (BAR_BOTTOM, page.height - BAR_BOTTOM):
        bars = scale_bar(footer.text.x, bar_y)
        if index >= len(bars) and list(page.items[index - len(bars):index]) == bars:
            return [*page.items[:index - len(bars)], *page.items[index + 1:]], Furniture(tuple(bars), footer.text)
    return list(page.items), None


def page_heading(paper: str, number: int, page: Page) -> str:
    """A page's first line: its paper, its number in the part, its size, any trim and bookmark."""
    accounted(page)
    said = f"{paper} page {number}  {fine(round(page.width, 1))} x {fine(round(page.height, 1))} pt"
    if page.trim:
        x, y, w, h = page.trim
        said += f"  trim {length(x)},{length(y)} {length(w)}x{length(h)}"
    return said + (f"  bookmark: {plain(page.bookmark)}" if page.bookmark else "")


def page_lines(paper: str, number: int, page: Page) -> list[str]:
    """A page as a snapshot holds it: its heading, then what it draws, its furniture apart."""
    return [page_heading(paper, number, page), *drawn(furniture_of(page)[0])]
