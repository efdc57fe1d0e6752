"""Where every word of a page is drawn, on the page: the texts of a display list with the moves and
turns of the groups that hold them applied, and the box of any word of them. What a proof highlights
is found here, in the layout, never by searching a picture."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass

from printgen.layout.display import Group, Item, Text
from printgen.core.typography import ascent, width

Matrix = tuple[float, float, float, float, float, float]
"""A page transform (a, b, c, d, e, f), as PDF writes one: x' = a x + c y + e, y' = b x + d y + f."""

IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
DESCENT = 0.25  # below the baseline, as a share of the size: room for g, p and y in a highlight

Box = tuple[float, float, float, float]
"""x, y, w, h in points on the page, y up from its bottom edge."""


@dataclass(frozen=True)
class PlacedText:
    """A text item and the transform that puts it on the page."""

    text: Text
    at: Matrix

    def box(self, start: int = 0, end: int | None = None) -> Box:
        """The box on the page of characters ``start``..``end`` of the text (all of it by default)."""
        item = self.text
        whole = width(item.text, item.font, item.size)
        left = item.x - {"center": 0.5, "right": 1.0}.get(item.align, 0.0) * whole
        x0 = left + width(item.text[:start], item.font, item.size)
        x1 = left + width(item.text[:end], item.font, item.size) if end is not None else left + whole
        y0, y1 = item.y - DESCENT * item.size, item.y + ascent(item.font, item.size)
        corners = [applied(self.at, x, y) for x in (x0, x1) for y in (y0, y1)]
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)

    def words(self, needle: str) -> list[Box]:
        """The box of each whole-word occurrence of ``needle`` (any case) in the text."""
        pattern = re.compile(rf"(?<![\w’']){re.escape(needle)}(?![\w’'])", re.IGNORECASE)
        return [self.box(found.start(), found.end()) for found in pattern.finditer(self.text.text)]


def placed_texts(items: list[Item], at: Matrix = IDENTITY) -> Iterator[PlacedText]:
    """Every text drawn, in drawing order, with where it stands on the page."""
    for item in items:
        if isinstance(item, Group):
            yield from placed_texts(list(item.items), group_matrix(item, at))
        elif isinstance(item, Text):
            yield PlacedText(item, at)


def group_matrix(group: Group, outer: Matrix) -> Matrix:
    """How a group moves (and turns, about the middle of its box) what it holds."""
    at = then(outer, (1.0, 0.0, 0.0, 1.0, group.dx, group.dy))
    centre = (group.box[0] / 2, group.box[1] / 2)
    if group.rotate180:
        at = then(at, turned(180.0, centre))
    if group.turn:
        at = then(at, turned(group.turn, centre))
    return at


def then(outer: Matrix, inner: Matrix) -> Matrix:
    """``inner`` applied first, then ``outer``."""
    a, b, c, d, e, f = outer
    a2, b2, c2, d2, e2, f2 = inner
    return (a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2,
            a * e2 + c * f2 + e, b * e2 + d * f2 + f)


def turned(degrees: float, centre: tuple[float, float]) -> Matrix:
    """Turned anticlockwise about ``centre`` (a half turn exactly, with no float noise)."""
    cos, sin = (-1.0, 0.0) if degrees == 180 else (math.cos(math.radians(degrees)), math.sin(math.radians(degrees)))
    x, y = centre
    return (cos, sin, -sin, cos, x - cos * x + sin * y, y - sin * x - cos * y)


def applied(at: Matrix, x: float, y: float) -> tuple[float, float]:
    """Where ``at`` takes the point (x, y)."""
    a, b, c, d, e, f = at
    return a * x + c * y + e, b * x + d * y + f
