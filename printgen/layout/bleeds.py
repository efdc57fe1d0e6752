"""A card laid out again at another bleed without laying it out again: the bleed moves nothing on a
face but the edges of what is coloured out to the cut, which lie on the bleed line (``-bleed`` and
the trim plus ``bleed``) and move to the new one. Text, icons and every other edge stay where they
are. tests/test_bleeds.py holds it equal, item for item, to a layout made at that bleed."""

from __future__ import annotations

from dataclasses import replace

from printgen.layout.card_face import FaceLayout
from printgen.layout.cards import CardLayout
from printgen.layout.display import Rect

ON_THE_LINE = 1e-9


def rebled(layout: CardLayout, old: float, new: float) -> CardLayout:
    """``layout`` (made with bleed ``old``) as it is with bleed ``new``."""
    return replace(layout, front=_face(layout.front, layout.width, layout.height, old, new),
                   back=_face(layout.back, layout.width, layout.height, old, new))


def _face(face: FaceLayout, width: float, height: float, old: float, new: float) -> FaceLayout:
    return replace(face, items=[_moved(item, width, height, old, new) if isinstance(item, Rect) else item
                                for item in face.items])


def _moved(rect: Rect, width: float, height: float, old: float, new: float) -> Rect:
    """A rectangle with each edge that lies on the old bleed line moved to the new one."""
    left, bottom, right, top = rect.x, rect.y, rect.x + rect.w, rect.y + rect.h
    left = -new if abs(left + old) < ON_THE_LINE else left
    bottom = -new if abs(bottom + old) < ON_THE_LINE else bottom
    right = width + new if abs(right - width - old) < ON_THE_LINE else right
    top = height + new if abs(top - height - old) < ON_THE_LINE else top
    return rect._replace(x=left, y=bottom, w=right - left, h=top - bottom)
