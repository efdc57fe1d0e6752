"""Where text that does not fit is outlined: the layout draws the box it overflows (a dashed red
rectangle, layout/card_face.py) on the card's face, and the proof rings that box, read from the page
as drawn, on the face of the card and side the finding names."""

from __future__ import annotations

import re
from collections.abc import Iterator

from printgen.layout.card_face import OVERFLOW_RED
from printgen.layout.display import Group, Rect
from printgen.layout.placed import IDENTITY, Box, Matrix, applied, group_matrix
from printgen.proof.faces import ProofFace
from printgen.core.wording import slug

OVERFLOWS = "layout.overflow"
_CARD_SIDE = re.compile(r"card '([^']+)': (?:(front|back) section|its (front|back) side)")


def overflow_boxes(message: str, faces: list[ProofFace], pages: list) -> dict[str, list[Box]]:
    """The outlined box on each face of the card side the message names ("card 'hulk-tip': front
    section 3"), by face key; none where the message names no card side, or the box is not drawn."""
    named = _CARD_SIDE.search(message)
    if named is None:
        return {}
    ending = f"-{slug(named.group(1))}-{named.group(2) or named.group(3)}"
    found: dict[str, list[Box]] = {}
    for face in (face for face in faces if face.cut and face.key.endswith(ending)):
        page = pages[face.page - 1] if 0 < face.page <= len(pages) else None
        boxes = [box for box in outlines(page.items if page else []) if _inside(box, face.box)]
        if boxes:
            found[face.key] = boxes
    return found


def outlines(items, at: Matrix = IDENTITY) -> Iterator[Box]:
    """Every overflow outline drawn, as a box on the page."""
    for item in items:
        if isinstance(item, Group):
            yield from outlines(item.items, group_matrix(item, at))
        elif isinstance(item, Rect) and item.stroke == OVERFLOW_RED:
            corners = [applied(at, x, y) for x in (item.x, item.x + item.w) for y in (item.y, item.y + item.h)]
            xs, ys = [x for x, _ in corners], [y for _, y in corners]
            yield min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)



def _inside(box: Box, face: Box) -> bool:
    x, y, w, h = box
    middle_x, middle_y = x + w / 2, y + h / 2
    return face[0] <= middle_x <= face[0] + face[2] and face[1] <= middle_y <= face[1] + face[3]
