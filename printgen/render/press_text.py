"""Small type as a press can print it sharp. A press prints each ink from its own plate, and the
plates never land exactly on one another: letters set in two or more inks grow coloured fringes when
they slip, and white letters cut out of a fill of two or more inks fill in with one of them. Type of
``SMALL`` points or more survives a slip; smaller type does not. So, in a print shop's file only
(render_pdf's ``press``), and measured in every one (printgen.render.pdf_runs):

- grey text of any size (press_colour.GREYISH: the slate of headings), and small text in any colour of
  two or more inks, with the icons in it, print in black ink alone, as dark as their colour
  (printgen.render.press_colour.neutral), so they read exactly as well on what they sit on;
- a fill of two or more inks with small white text on it prints in black ink alone, as dark as its
  colour: the white letters keep the contrast they had, and nothing can fill them in. The icons on it
  cut their shapes out of the same grey.

Greys, black and white already print in black ink alone (printgen.render.press_colour), and nothing
else changes: a coloured heading of SMALL points or more keeps its colour, and a card's title band its
side's unless small white words sit on it."""

from __future__ import annotations

from collections.abc import Iterator

from printgen.core.typography import width
from printgen.layout.display import Circle, Group, Icon, Item, Polygon, Rect, Text
from printgen.layout.placed import IDENTITY, Matrix, applied, group_matrix
from printgen.render.pdf_runs import INSIDE, inks
from printgen.render.press_colour import GREYISH, cmyk_of, is_grey, neutral

SMALL = 8.0  # points: the least type a press prints sharp in more than one ink, or reversed out of them

Path = tuple[int, ...]  # where an item is: its index in the page's items, then in each group's
Box = tuple[float, float, float, float]


def sharpened(items: list) -> list:
    """The page's ``items`` with grey type, small type and what small type is reversed out of in one ink."""
    placed = list(_placed(items, IDENTITY, ()))
    colours = _recoloured(placed)
    return list(_rebuilt(items, colours, ())) if colours else items


def _placed(items, matrix: Matrix, path: Path) -> Iterator[tuple[Path, Item, Matrix]]:
    """Every item drawn, in drawing order, with where it is and how its group places it on the page."""
    for index, item in enumerate(items):
        if isinstance(item, Group):
            yield from _placed(item.items, group_matrix(item, matrix), (*path, index))
        else:
            yield (*path, index), item, matrix


def _recoloured(placed: list[tuple[Path, Item, Matrix]]) -> dict[Path, dict[str, str]]:
    """The fields to change, by item: the colour of grey type, and of small type, of several inks, the fill
    of several inks small white type is reversed out of, and the knockout of each icon on such a fill."""
    fills: list[tuple[Box, Path, str]] = []
    changes: dict[Path, dict[str, str]] = {}
    for path, item, matrix in placed:
        if isinstance(item, (Text, Icon)):
            if inks(cmyk_of(item.color)) > 1 and (item.size < SMALL or is_grey(item.color, GREYISH)):
                changes[path] = {"color": neutral(item.color)}
            elif item.size < SMALL and not inks(cmyk_of(item.color)):
                _reverse_out_of_one_ink(_points(item, matrix), fills, changes)
        elif isinstance(item, (Rect, Circle, Polygon)) and item.fill:
            fills.append((_box(item, matrix), path, item.fill))
    return _knockouts_follow(placed, fills, changes)


def _reverse_out_of_one_ink(points: list[tuple[float, float]], fills: list[tuple[Box, Path, str]],
                            changes: dict[Path, dict[str, str]]) -> None:
    """The fill beneath each point, if it is of several inks, to print in black ink alone."""
    for x, y in points:
        beneath = next(((path, colour) for (x0, y0, x1, y1), path, colour in reversed(fills)
                        if x0 <= x <= x1 and y0 <= y <= y1), None)
        if beneath and inks(cmyk_of(beneath[1])) > 1:
            changes[beneath[0]] = {"fill": neutral(beneath[1])}


def _knockouts_follow(placed, fills: list[tuple[Box, Path, str]],
                      changes: dict[Path, dict[str, str]]) -> dict[Path, dict[str, str]]:
    """An icon cuts its shapes out in the colour of the fill it sits on: that fill's new grey, if it has one."""
    greyed = [(box, colour) for box, path, colour in fills if "fill" in changes.get(path, {})]
    for path, item, matrix in placed:
        if isinstance(item, Icon) and greyed:
            x, y = _points(item, matrix)[0]
            if any(colour == item.knockout and x0 <= x <= x1 and y0 <= y <= y1
                   for (x0, y0, x1, y1), colour in greyed):
                changes.setdefault(path, {})["knockout"] = neutral(item.knockout)
    return changes


def _points(item: Text | Icon, matrix: Matrix) -> list[tuple[float, float]]:
    """Where type stands on the page: a point inside its first letter (where printgen.render.pdf_runs
    looks for what it sits on), its middle and its last letter."""
    if isinstance(item, Icon):
        return [applied(matrix, item.x + item.size / 2, item.y + INSIDE[1] * item.size)]
    run = width(item.text, item.font, item.size)
    start = item.x - {"center": 0.5, "right": 1.0}.get(item.align, 0.0) * run
    y, inset = item.y + INSIDE[1] * item.size, min(INSIDE[0] * item.size, run / 2)
    return [applied(matrix, x, y) for x in (start + inset, start + run / 2, start + run - inset)]


def _box(item: Rect | Circle | Polygon, matrix: Matrix) -> Box:
    """The bounding box of a filled shape on the page."""
    if isinstance(item, Rect):
        corners = [(item.x, item.y), (item.x + item.w, item.y), (item.x, item.y + item.h),
                   (item.x + item.w, item.y + item.h)]
    elif isinstance(item, Circle):
        corners = [(item.x - item.r, item.y - item.r), (item.x + item.r, item.y + item.r),
                   (item.x - item.r, item.y + item.r), (item.x + item.r, item.y - item.r)]
    else:
        corners = list(item.points)
    placed = [applied(matrix, x, y) for x, y in corners]
    return (min(x for x, _ in placed), min(y for _, y in placed), max(x for x, _ in placed),
            max(y for _, y in placed))


def _rebuilt(items, changes: dict[Path, dict[str, str]], path: Path) -> Iterator[Item]:
    for index, item in enumerate(items):
        here = (*path, index)
        if isinstance(item, Group):
            yield item._replace(items=tuple(_rebuilt(item.items, changes, here)))
        else:
            yield item._replace(**changes[here]) if here in changes else item
