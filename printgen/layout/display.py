"""Display-list primitives: what a page shows, in points, origin at the bottom left.

The primitives are immutable named tuples: a kit makes them by the hundred thousand (a card's text is
laid out at several sizes while it is fitted), and a named tuple is made three times as fast as a frozen
dataclass. ``_replace`` gives one with some fields changed. Each can say where it lands moved by
(dx, dy): strips are laid out at the origin and moved into place, item by item."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

Color = str  # "#rrggbb"


class Rect(NamedTuple):
    x: float
    y: float
    w: float
    h: float
    fill: Color | None = None
    stroke: Color | None = None
    width: float = 0.5
    dash: tuple[float, ...] | None = None
    radius: float = 0.0

    def moved(self, dx: float, dy: float) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.w, self.h, self.fill, self.stroke, self.width, self.dash,
                    self.radius)


class Line(NamedTuple):
    x1: float
    y1: float
    x2: float
    y2: float
    stroke: Color = "#000000"
    width: float = 0.5
    dash: tuple[float, ...] | None = None

    def moved(self, dx: float, dy: float) -> Line:
        return Line(self.x1 + dx, self.y1 + dy, self.x2 + dx, self.y2 + dy, self.stroke, self.width, self.dash)


class Circle(NamedTuple):
    x: float
    y: float
    r: float
    fill: Color | None = None
    stroke: Color | None = None
    width: float = 0.5
    dash: tuple[float, ...] | None = None

    def moved(self, dx: float, dy: float) -> Circle:
        return Circle(self.x + dx, self.y + dy, self.r, self.fill, self.stroke, self.width, self.dash)


class Polygon(NamedTuple):
    points: tuple[tuple[float, float], ...]
    fill: Color | None = None
    stroke: Color | None = None
    width: float = 0.5
    closed: bool = True

    def moved(self, dx: float, dy: float) -> Polygon:
        return Polygon(tuple((x + dx, y + dy) for x, y in self.points), self.fill, self.stroke, self.width,
                       self.closed)


class Text(NamedTuple):
    """A run of text; ``x, y`` is the left end of its baseline (or its centre/right end)."""

    x: float
    y: float
    text: str
    font: str  # a style name from printgen.core.typography.FONTS
    size: float
    color: Color = "#000000"
    align: str = "left"  # left | center | right

    def moved(self, dx: float, dy: float) -> Text:
        return Text(self.x + dx, self.y + dy, self.text, self.font, self.size, self.color, self.align)


class Icon(NamedTuple):
    """A game icon sitting on a text baseline: ``x`` its left edge, ``size`` the text size."""

    x: float
    y: float
    name: str
    size: float
    color: Color = "#000000"
    knockout: Color = "#ffffff"  # the background behind the icon: its cut-outs are painted in it

    def moved(self, dx: float, dy: float) -> Icon:
        return Icon(self.x + dx, self.y + dy, self.name, self.size, self.color, self.knockout)


class Group(NamedTuple):
    """Items placed together: translated by (dx, dy), optionally turned 180° about their box centre,
    and turned ``turn`` degrees anticlockwise about that centre (a printer's back offset)."""

    items: tuple = ()
    dx: float = 0.0
    dy: float = 0.0
    rotate180: bool = False
    box: tuple[float, float] = (0.0, 0.0)  # width, height: the turning box
    clip: tuple[float, float, float, float] | None = None  # x, y, w, h in the group's own coordinates
    turn: float = 0.0

    def moved(self, dx: float, dy: float) -> Group:
        return Group(self.items, self.dx + dx, self.dy + dy, self.rotate180, self.box, self.clip, self.turn)


Item = Rect | Line | Circle | Polygon | Text | Icon | Group
"""Anything a display list holds."""


@dataclass
class Page:
    width: float
    height: float
    items: list = field(default_factory=list)
    label: str = ""
    bookmark: str | None = None
    trim: tuple[float, float, float, float] | None = None
    """x, y, w, h of the finished piece on a page that is one piece with its bleed (a print shop's
    file): the PDF's TrimBox, with the whole page its BleedBox."""
    footer: object = None
    """The page's label (layout.furniture.Footer), kept so that a kit can number its pages."""


def leaves(items):
    """Every item drawn, the items of groups included (in drawing order): what a page shows, for
    whoever asks what is on it (the icons a kit prints, the words on its pages)."""
    for item in items:
        if isinstance(item, Group):
            yield from leaves(item.items)
        else:
            yield item
