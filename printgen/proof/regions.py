"""Where a piece drawn otherwise in the same words differs from the other version: the items of its own
display list that the other does not draw (a band in another colour, a frame of another size), as one
box on each version's page. None where nearly all of it differs: the whole face is drawn otherwise."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from printgen.layout.display import Circle, Group, Icon, Line, Polygon, Rect, Text
from printgen.layout.placed import IDENTITY, Box, Matrix, PlacedText, group_matrix
from printgen.proof.spoken import PlacedIcon

MOST = 0.6  # a region covering more of the face than this is the face: no outline says more than "drawn otherwise"


def still(piece: Group) -> Group:
    """The piece as it draws wherever its sheet puts it: without the move to its place."""
    return piece._replace(dx=0.0, dy=0.0)


def differing(old: Group, old_box: Box, new: Group, new_box: Box) -> tuple[tuple[Box, ...], tuple[Box, ...]]:
    """The region of the piece ``old`` (cut out at ``old_box``) that ``new`` draws otherwise, and of ``new``,
    each a box on its page; none where the region is most of the piece."""
    old_items, new_items = Counter(_leaves(still(old))), Counter(_leaves(still(new)))
    return _region(old, old_box, old_items - new_items), _region(new, new_box, new_items - old_items)


def _region(piece: Group, face: Box, items: Counter) -> tuple[Box, ...]:
    boxes = [_box(item, at) for item, at in items]
    if not boxes:
        return ()
    left, bottom = min(x for x, _, _, _ in boxes), min(y for _, y, _, _ in boxes)
    right, top = max(x + w for x, _, w, _ in boxes), max(y + h for _, y, _, h in boxes)
    if (right - left) * (top - bottom) > MOST * face[2] * face[3]:
        return ()
    return ((left + piece.dx, bottom + piece.dy, right - left, top - bottom),)


def _leaves(group: Group) -> Iterator[tuple[object, Matrix]]:
    """Every item the piece draws, with the transform that places it in the piece."""
    def walk(items, at: Matrix) -> Iterator[tuple[object, Matrix]]:
        for item in items:
            if isinstance(item, Group):
                yield from walk(item.items, group_matrix(item, at))
            else:
                yield item, at
    return walk([group], IDENTITY)


def _box(item, at: Matrix) -> Box:
    """The box an item covers, in the piece (its strokes' width aside)."""
    if isinstance(item, Text):
        return PlacedText(item, at).box()
    if isinstance(item, Icon):
        return PlacedIcon(item, at).box()
    points = _points(item)
    placed = [(at[0] * x + at[2] * y + at[4], at[1] * x + at[3] * y + at[5]) for x, y in points]
    xs, ys = [x for x, _ in placed], [y for _, y in placed]
    return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


def _points(item) -> list[tuple[float, float]]:
    if isinstance(item, Rect):
        return [(item.x, item.y), (item.x + item.w, item.y + item.h)]
    if isinstance(item, Circle):
        return [(item.x - item.r, item.y - item.r), (item.x + item.r, item.y + item.r)]
    if isinstance(item, Line):
        return [(item.x1, item.y1), (item.x2, item.y2)]
    if isinstance(item, Polygon):
        return list(item.points)
    return [(0.0, 0.0)]
