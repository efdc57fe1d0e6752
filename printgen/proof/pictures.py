"""The picture of each face: the kit's pages drawn once each, as SVG (render/svg.py) with their fonts
(render/webfonts.py), written once in the proof's page, and each face a window onto its page where its
box lies, shown at reading size; a digest of every face and page as drawn, to tell what changed; and
where on a face's picture a box of the page falls, for a highlight."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from markupsafe import Markup

from printgen.layout.display import Circle, Group, Icon, Item, Line, Page, Polygon, Rect, Text
from printgen.layout.placed import Box
from printgen.proof.faces import ProofFace
from printgen.render.svg import markup, number, page_group
from printgen.render.webfonts import characters
from printgen.core.typography import width

PX_PER_PT = 96 / 72  # a CSS pixel is 1/96 in: a face at 100 % zoom shows at its printed size times this
READING_SCALE = 1.3
"""A face's picture is its printed size times this: 7 pt text, the kits' smallest body text, shows 12.1 CSS
px tall at 100 % zoom (7 x 96/72 x 1.3), the least a screen's text is read at; a card is still a card's
size on a desk."""
ENLARGED = 3.0
"""A face opened large: its printed size times this, 7 pt text at 28 CSS px (the picture is drawn, not
scaled: as sharp as at any size)."""
DEFAULT_PREFIX = "kit"


@dataclass(frozen=True)
class Picture:
    """A face's picture: a window (``view_box``, points from its page's top left) onto its page's drawing
    (``href``, written once in the page's defs), ``width`` by ``height`` CSS px at reading size."""

    href: str
    view_box: str
    width: float
    height: float

    @property
    def enlarged(self) -> tuple[float, float]:
        """Its width and height opened large, CSS px."""
        return (round(self.width * ENLARGED / READING_SCALE, 1), round(self.height * ENLARGED / READING_SCALE, 1))


@dataclass(frozen=True)
class Drawn:
    """A kit drawn for a proof: the pictures asked for, by face key, and a digest of every face and page."""

    pictures: dict[str, Picture]
    faces: dict[str, str]
    pages: list[str]
    defs: str = ""
    """What every picture of this version draws from, written once in the page (proof/defs.html.j2): each
    page pictured, as one SVG group."""
    characters: dict[str, str] = field(default_factory=dict)
    """Font name -> the characters those pages draw in it: the fonts' cuts (render/font_cuts.py)."""


def draw(pages: list[Page], faces: list[ProofFace], pictured: set[str] | None = None,
         prefix: str = DEFAULT_PREFIX) -> Drawn:
    """Every page and face digested; the faces in ``pictured`` (all of them by default) kept as pictures,
    each page they print on written once in the defs as ``{prefix}-page-{number}``: two versions in one
    page take two prefixes."""
    shown = [face for face in faces if pictured is None or face.key in pictured]
    numbers = sorted({face.page for face in shown})
    ident = {number: f"{prefix}-page-{number}" for number in numbers}
    groups = "".join(page_group(pages[number - 1], ident[number]) for number in numbers)
    defs = Markup(f'<svg class="drawn" width="0" height="0" aria-hidden="true"><defs>{groups}</defs></svg>'
                  ) if numbers else Markup("")
    return Drawn({face.key: _picture(face, pages[face.page - 1], ident[face.page]) for face in shown},
                 {face.key: face_digest(face, pages[face.page - 1]) for face in faces},
                 [_digest(f"{number(page.width)} {number(page.height)}|{markup(page.items)}") for page in pages],
                 defs, characters(pages[number - 1] for number in numbers))


def _picture(face: ProofFace, page: Page, ident: str) -> Picture:
    x, y, w, h = face.box
    view_box = " ".join(number(side) for side in (x, page.height - y - h, w, h))
    scale = PX_PER_PT * READING_SCALE
    return Picture(f"#{ident}", view_box, round(w * scale, 1), round(h * scale, 1))


def face_digest(face: ProofFace, page: Page) -> str:
    """The digest of what the face draws, relative to its own box: each item of its page whose middle lies
    in the box, drawn with the box's corner for origin. A piece that only moved on its sheet keeps it."""
    x, y, w, h = face.box
    inside = [item.moved(-x, -y) for item in page.items if _middle_inside(_extent(item), face.box)]
    return _digest(f"{number(w)} {number(h)}|{markup(inside)}")


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _middle_inside(extent: tuple[float, float, float, float], box: Box) -> bool:
    left, bottom, right, top = extent
    x, y, w, h = box
    return x <= (left + right) / 2 <= x + w and y <= (bottom + top) / 2 <= y + h


def _extent(item: Item) -> tuple[float, float, float, float]:
    """Where an item lies on its page, roughly: left, bottom, right, top in points (a group's turn, a few
    degrees about its middle, left out)."""
    match item:
        case Rect(x=x, y=y, w=w, h=h):
            return (min(x, x + w), min(y, y + h), max(x, x + w), max(y, y + h))
        case Line(x1=x1, y1=y1, x2=x2, y2=y2):
            return (min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2))
        case Circle(x=x, y=y, r=r):
            return (x - r, y - r, x + r, y + r)
        case Polygon(points=points):
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            return (min(xs), min(ys), max(xs), max(ys))
        case Text():
            wide = width(item.text, item.font, item.size)
            left = item.x - {"center": 0.5, "right": 1.0}.get(item.align, 0.0) * wide
            return (left, item.y, left + wide, item.y + item.size)
        case Icon(x=x, y=y, size=size):
            return (x, y, x + size, y + size)
        case Group():
            return _group_extent(item)
    raise TypeError(f"no extent for {item!r}")


def _group_extent(group: Group) -> tuple[float, float, float, float]:
    extents = [_extent(item) for item in group.items] or [(0.0, 0.0, 0.0, 0.0)]
    left, bottom = min(e[0] for e in extents), min(e[1] for e in extents)
    right, top = max(e[2] for e in extents), max(e[3] for e in extents)
    if group.rotate180:  # turned about the middle of its box
        width_, height_ = group.box
        left, bottom, right, top = width_ - right, height_ - top, width_ - left, height_ - bottom
    return (left + group.dx, bottom + group.dy, right + group.dx, top + group.dy)


def share_of(face: ProofFace, box: Box) -> tuple[float, float, float, float]:
    """Where ``box`` (points on the page) lies on the face's picture, as percentages of its width
    and height from its top left: left, top, width, height."""
    fx, fy, fw, fh = face.box
    x, y, w, h = box
    return (100 * (x - fx) / fw, 100 * (fy + fh - y - h) / fh, 100 * w / fw, 100 * h / fh)
