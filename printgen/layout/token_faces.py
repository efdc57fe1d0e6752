"""Token faces: each copy drawn at its declared shape and size, with a visible cut outline.

The backs of a Randomizer group all come from one drawing, so nothing tells them apart. A face
that is blank by design (no label, icon or number: a Soldier with nothing to tell) prints its token's
name small, so that it reads as meant, not as misprinted; it is a front, so no back tells it apart.

A face drawn with a ``bleed`` (a print shop's file, printgen.layout.print_shop) has no cut outline:
the shop cuts square tokens on the file's TrimBox and round ones with its own die, and a line printed
on the cut would show as a dark sliver wherever the cut strays. Its colour instead fills the whole
square out to the bleed edge, round tokens included, so a misaligned cut or die shows no white.
``bleed=None`` (the default) is the home sheets' face.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.layout.display import Circle, Icon, Polygon, Rect, Text
from printgen.layout.palette import KIND_COLORS, MARKER
from printgen.layout.token_labels import (BLANK_LEADING, LABEL_PAD, TokenLabelRoom, arrow_room, blank_by_design,
                                          blank_mark, blank_size, label_items, name_size, names_its_owner)
from printgen.model import Encounter
from printgen.model.tokens import Face, RandomizerGroup, Token

CUT = "#231f20"              # the cut outline's colour …
CUT_WIDTH = 0.6              # … and width: tests find outlines by them
# each kind's colour apart from the others for every reader, in either ink (layout/palette.py)
BACK = "#2c2f3a"
WHITE = "#ffffff"


@dataclass(frozen=True)
class TokenCopy:
    token: Token
    number: int | None       # printed number for numbered tokens

    @property
    def ident(self) -> str:
        return self.token.id

    def size(self) -> tuple[float, float]:
        return self.token.size_pt


def color_for(token: Token) -> str:
    return KIND_COLORS.get(token.kind or "", MARKER)


def _outline(token: Token, fill: str | None, stroke: str | None):
    w, h = token.size_pt
    if token.shape == "round":
        return Circle(w / 2, h / 2, w / 2, fill=fill, stroke=stroke, width=CUT_WIDTH)
    return Rect(0.0, 0.0, w, h, fill=fill, stroke=stroke, width=CUT_WIDTH)


KIND_RINGS = {"Target of Opportunity": "thick", "Civilian": "dashed", "Asset": "dotted"}
"""Each kind's inner ring on a token's faces, so a cut-out token shows its kind without its colour
(in low ink, or to a colour-blind player); the cut list says which ring is which kind. A Randomizer
group's shared back keeps the plain ring: its backs must not differ."""

RING_DASHES = {"dashed": (2.0, 1.2), "dotted": (0.5, 1.0)}


def kind_ring(kind: str | None) -> str:
    return KIND_RINGS.get(kind or "", "plain")


def _inner_ring(token: Token, kind: str | None = None):
    w, h = token.size_pt
    inset = min(w, h) * 0.06
    ring = kind_ring(kind)
    width = max(0.4, inset * 0.25) * (2.5 if ring == "thick" else 1.0)
    dash = RING_DASHES.get(ring)
    if token.shape == "round":
        return Circle(w / 2, h / 2, w / 2 - inset, stroke=WHITE, width=width, dash=dash)
    return Rect(inset, inset, w - 2 * inset, h - 2 * inset, stroke=WHITE, width=width, radius=inset, dash=dash)


def _background(token: Token, fill: str, bleed: float | None):
    """The face's colour: inside the cut outline, or with a bleed the whole square out to the bleed edge."""
    if bleed is None:
        return _outline(token, fill, None)
    w, h = token.size_pt
    return Rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, fill=fill)


def _cut_line(token: Token, bleed: float | None) -> list:
    """The outline a home sheet is cut along, drawn last so nothing covers it; none with a bleed."""
    return [_outline(token, None, CUT)] if bleed is None else []


def front_items(copy: TokenCopy, bleed: float | None = None) -> list:
    return face_items(copy.token, copy.token.front, copy.number, color_for(copy.token), bleed)


def face_items(token: Token, face: Face, number: int | None, color: str, bleed: float | None = None) -> list:
    """One face of a token in its own box (origin at the bottom-left), cut outline last (with a
    ``bleed``: its colour out to the bleed edge and no outline)."""
    items: list = [_background(token, color, bleed), _inner_ring(token, token.kind)]
    shown = face.number if face.number is not None else number
    if shown is not None:
        items += _numbered(token, face, shown)
    elif blank_by_design(face):
        items += _blank(token)
    else:
        items += _with_icon(token, face, face.icon, color) if face.icon else _worded(token, face)
        items += _owner_name(token, face)
    return items + _cut_line(token, bleed)


def _numbered(token: Token, face: Face, shown: int) -> list:
    """A number printed large, the label below it."""
    w, h = token.size_pt
    big = min(w, h) * 0.42
    return [Text(w / 2, h * 0.52, str(shown), "heading", big, WHITE, "center"),
            *label_items(face.label, token, TokenLabelRoom(h * 0.62), WHITE)]


def _with_icon(token: Token, face: Face, name: str, color: str) -> list:
    """The icon ``name`` (the face's) above the label."""
    w, h = token.size_pt
    icon = min(w, h) * 0.3
    return [Icon(w / 2 - icon / 2, h * 0.58, name, icon, WHITE, color),
            *label_items(face.label, token, TokenLabelRoom(h * 0.6), WHITE)]


def _worded(token: Token, face: Face) -> list:
    """The label across the whole face, and a pointing token's arrow after it."""
    room = TokenLabelRoom(token.size_pt[1], arrow_room(token, face))
    return [*label_items(face.label, token, room, WHITE), *pointer(token, face)]


def _owner_name(token: Token, face: Face) -> list:
    if not names_its_owner(token, face):
        return []
    w, h = token.size_pt
    return [Text(w / 2, h * 0.74, token.name.upper(), "condensed", name_size(token), WHITE, "center")]


def _blank(token: Token) -> list:
    """A face blank by design: its token's name small across the middle (and that the face is blank,
    when the name does not say so), a short rule between, so it reads as a face meant to say nothing."""
    w, h = token.size_pt
    lines = blank_mark(token)
    if not lines:
        return []
    size = blank_size(token, lines)
    leading = size * BLANK_LEADING
    first = h / 2 + (len(lines) - 1) * leading / 2 - size * 0.35
    items: list = [Text(w / 2, first - n * leading, line, "condensed", size, WHITE, "center")
                   for n, line in enumerate(lines)]
    if len(lines) > 1:
        items.append(Rect(w / 2 - size, first - leading / 2 + size * 0.1, 2 * size, 0.5, fill=WHITE))
    return items


def pointer(token: Token, face: Face) -> list:
    """A pointing token's arrow: a solid triangle at the right-hand end of its front, inside the ring."""
    if not arrow_room(token, face):
        return []
    w, h = token.size_pt
    ring = min(w, h) * 0.06
    tip = w - ring - max(0.4, ring * 0.25) - LABEL_PAD
    base, half = tip - h * 0.32, h * 0.22
    return [Polygon(((tip, h / 2), (base, h / 2 + half), (base, h / 2 - half)), fill=WHITE)]


def group_back_items(token: Token, group: RandomizerGroup, bleed: float | None = None) -> list:
    """The back every token of a Randomizer group shares: one drawing, no number, no name of its own."""
    w, h = token.size_pt
    items: list = [_background(token, BACK, bleed), _inner_ring(token)]
    step = min(w, h) / 6
    for i in range(1, 6):  # a fine diagonal hatch: the same on every copy
        # thin filled bars, not lines: low ink darkens lines, and would make the hatch loud
        items.append(Rect(i * step - 0.2, h * 0.2, 0.4, h * 0.6, fill="#3e4252"))
    items += label_items(group.back.label, token, TokenLabelRoom(h), WHITE)
    return items + _cut_line(token, bleed)


def two_faced(enc: Encounter, token: Token) -> bool:
    """Whether copies of ``token`` have a back (their group's shared one, or their own): what
    back_items draws, and what makes a sheet of tokens double-sided or folded."""
    return enc.group(token.randomizer) is not None or token.back is not None


def back_items(enc: Encounter, copy: TokenCopy, bleed: float | None = None) -> list | None:
    """The back of one copy: its group's shared back, its own back, or None for a single-faced token."""
    token = copy.token
    group = enc.group(token.randomizer)
    if group is not None:
        return group_back_items(token, group, bleed)
    if token.back is not None:
        return face_items(token, token.back, None, color_for(token), bleed)
    return None
