"""Token faces and token sheets.

Every copy of a token is drawn at its declared shape and size with a visible cut
outline. The backs of a Randomizer group all come from one drawing, so nothing
tells them apart. Sheets pack tokens in rows, grouped by token, at least 2 mm
between cut lines; the first page starts with a cut list.

Duplex geometry is the cards': backs go where the flipped sheet puts them
(long edge: x → W − x; short edge: y → H − y). Fold-over splits each page at a
vertical fold line: fronts on the left, their backs mirrored on the right.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

from printgen import typography
from printgen.layout.display import Circle, Group, Icon, Line, Polygon, Rect, Text
from printgen.layout.flow import Column, flow
from printgen.layout.sheet import (FURNITURE, PRINTABLE_MARGIN, SIDE_MARGIN, DoesNotFit, Duplex, Sheet, Trim,
                                   page_furniture)
from printgen.layout.strips import Cell, Style, table_strips, text_strips
from printgen.layout.text import title_lines
from printgen.model import Encounter
from printgen.model.tokens import Face, RandomizerGroup, Token
from printgen.units import MM

GAP = 2.5 * MM               # between cut lines (at least 2 mm)
CUT = "#231f20"              # the cut outline's colour …
CUT_WIDTH = 0.6              # … and width: tests find outlines by them
REGISTRATION = "#000000"
KIND_COLORS = {"Target of Opportunity": "#c98a12", "Civilian": "#2f7d4f", "Asset": "#1f6f8b"}
MARKER = "#5b5f6b"
BACK = "#2c2f3a"


@dataclass(frozen=True)
class TokenCopy:
    token: Token
    number: int | None       # printed number for numbered tokens
    spare: bool = False

    @property
    def ident(self) -> str:
        return self.token.id

    def size(self) -> tuple[float, float]:
        return self.token.size_pt


def copies(enc: Encounter, spares: int) -> list[TokenCopy]:
    """Every token to print, grouped by token: the data's count, plus ``spares`` of each plain token
    (Randomizer and numbered tokens are a fixed set and get none)."""
    result = []
    for token in enc.tokens:
        for n in range(1, token.count + 1):
            result.append(TokenCopy(token, n if token.numbered else None))
        if token.takes_spares:
            result += [TokenCopy(token, None, spare=True) for _ in range(spares)]
    return result


def color_for(token: Token) -> str:
    return KIND_COLORS.get(token.kind or "", MARKER)


def _outline(shape: str, w: float, h: float, fill: str | None, stroke: str | None, width: float = CUT_WIDTH):
    if shape == "round":
        return Circle(w / 2, h / 2, w / 2, fill=fill, stroke=stroke, width=width)
    return Rect(0.0, 0.0, w, h, fill=fill, stroke=stroke, width=width)


LABEL_FLOOR = 4.5    # points: the smallest label that still reads on a token
LABEL_LEADING = 1.1
LABEL_PAD = 0.8 * MM  # clear space between a label and the inner ring


def label_lines(text: str, w: float, h: float, inner: float | None = None) -> tuple[float, list[str]]:
    """``text`` as large as fits ``inner`` points across (default: the inner part of the token): one
    line, two balanced lines when one would be tiny, or as many lines as a long word needs at the floor size."""
    inner = w * 0.74 if inner is None else inner
    words = text.upper().split()
    one = " ".join(words)
    size = typography.fit_size(one, "heading", h * 0.2, inner, LABEL_FLOOR)
    fits = typography.width(one, "heading", size) <= inner + 1e-6
    if fits and (size >= h * 0.14 or len(words) == 1):
        return size, [one]
    if len(words) > 1:  # two lines read better than tiny type
        half = max(range(1, len(words)), key=lambda i: -abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
        lines = [" ".join(words[:half]), " ".join(words[half:])]
        size = min(typography.fit_size(line, "heading", h * 0.17, inner, LABEL_FLOOR) for line in lines)
        if all(typography.width(line, "heading", size) <= inner + 1e-6 for line in lines):
            return size, lines
    return title_lines(one, "heading", h * 0.17, inner, LABEL_FLOOR)


@dataclass(frozen=True)
class Label:
    size: float
    lines: list[str]
    first: float   # baseline of the first line, from the token's bottom edge


def fitted_label(text: str, shape: str, w: float, h: float, room: float, reserved: float = 0.0) -> Label:
    """The label centred in the lowest ``room`` points of a ``w`` × ``h`` token, every line inside
    the inner ring and clear of the ``reserved`` points at its right-hand end (a pointing token's
    arrow): on a round token each line is measured against the circle's chord at its own height (a
    label low beside a number has less room than one across the middle)."""
    inner = w * 0.74 - reserved
    for _ in range(8):
        size, lines = label_lines(text, w, room, inner)
        first = room / 2 + (len(lines) - 1) * size * LABEL_LEADING / 2 - size * 0.35
        label = Label(size, lines, first)
        excess = max((typography.width(line, "heading", size) / width
                      for line, width in zip(lines, _line_room(label, shape, w, h, reserved))), default=0.0)
        if excess <= 1 + 1e-6:
            return label
        inner = inner / excess * 0.98
    return label


def _line_room(label: Label, shape: str, w: float, h: float, reserved: float = 0.0) -> list[float]:
    """How wide each line of ``label`` may be inside the inner ring, at its own height."""
    ring = min(w, h) * 0.06
    if shape != "round":
        return [w - 2 * ring - 2 * LABEL_PAD - reserved] * len(label.lines)
    radius = w / 2 - ring - max(0.4, ring * 0.25) / 2 - LABEL_PAD
    rooms = []
    for i in range(len(label.lines)):
        baseline = label.first - i * label.size * LABEL_LEADING
        reach = max(abs(baseline - h / 2), abs(baseline + label.size * 0.72 - h / 2))
        rooms.append(2 * math.sqrt(max(0.0, radius * radius - reach * reach)) or 1e-6)
    return rooms


def label_over(text: str, shape: str, w: float, h: float, room: float, reserved: float = 0.0) -> float:
    """Points of height by which a label's lines exceed their room (0 when they fit)."""
    if not text:
        return 0.0
    label = fitted_label(text, shape, w, h, room, reserved)
    return max(0.0, len(label.lines) * label.size * LABEL_LEADING - room * 0.8)


def _label_items(text: str, shape: str, w: float, h: float, room: float, color: str,
                 reserved: float = 0.0) -> list:
    """``text`` centred in the lowest ``room`` points of the token, in the lines fitted_label chose."""
    if not text:
        return []
    label = fitted_label(text, shape, w, h, room, reserved)
    return [Text((w - reserved) / 2, label.first - i * label.size * LABEL_LEADING, line, "heading", label.size, color, "center")
            for i, line in enumerate(label.lines)]


def face_items(token: Token, face: Face, number: int | None, color: str) -> list:
    """One face of a token in its own box (origin at the bottom-left), cut outline last."""
    w, h = token.size_pt
    items: list = [_outline(token.shape, w, h, color, None)]
    ring = min(w, h) * 0.06
    items.append(_outline_inset(token.shape, w, h, ring))
    shown = face.number if face.number is not None else number
    big = min(w, h) * 0.42
    if shown is not None:
        items.append(Text(w / 2, h * 0.52, str(shown), "heading", big, "#ffffff", "center"))
        items += _label_items(face.label, token.shape, w, h, h * 0.62, "#ffffff")
    else:
        if face.icon:
            icon = min(w, h) * 0.3
            items.append(Icon(w / 2 - icon / 2, h * 0.58, face.icon, icon, "#ffffff", color))
            items += _label_items(face.label, token.shape, w, h, h * 0.6, "#ffffff")
        else:
            items += _label_items(face.label, token.shape, w, h, h, "#ffffff", arrow_room(token, face))
            items += pointer(token, face)
        if _names_its_owner(token, face):
            size = typography.fit_size(token.name.upper(), "condensed", h * 0.09, w * 0.56, NAME_FLOOR)
            items.append(Text(w / 2, h * 0.74, token.name.upper(), "condensed", size, "#ffffff", "center"))
    items.append(_outline(token.shape, w, h, None, CUT))
    return items


NAME_FLOOR = 3.5


def arrow_room(token: Token, face: Face) -> float:
    """The width a pointing token's arrow takes from the right-hand end of its label's room."""
    return token.size_pt[1] * 0.4 if token.pointing and face is token.front else 0.0


def pointer(token: Token, face: Face) -> list:
    """A pointing token's arrow: a solid triangle at the right-hand end of its front, inside the ring."""
    if not arrow_room(token, face):
        return []
    w, h = token.size_pt
    ring = min(w, h) * 0.06
    tip = w - ring - max(0.4, ring * 0.25) - LABEL_PAD
    base, half = tip - h * 0.32, h * 0.22
    return [Polygon(((tip, h / 2), (base, h / 2 + half), (base, h / 2 - half)), fill="#ffffff")]


def _names_its_owner(token: Token, face: Face) -> bool:
    """A face whose label does not say whose it is ("Shielded") prints the token's name small."""
    name, label = token.name.lower(), face.label.lower()
    return bool(label) and name not in label and label not in name


def token_overflows(enc: Encounter) -> Iterator[tuple[tuple, str]]:
    """(path in the file, message) for each token label or name too big for its token at the floor
    size; labels are measured in the smallest room a face gives them (beside a number or an icon)."""
    for token in enc.tokens:
        w, h = token.size_pt
        for side, face in (("front", token.front), ("back", token.back)):
            if face is None:
                continue
            if over := label_over(face.label, token.shape, w, h, h * 0.6, arrow_room(token, face)):
                yield token.path + (side, "label"), (f"token '{token.id}': the {side} label does not fit on "
                                                     f"the token; {over / MM:.1f} mm over at {LABEL_FLOOR:g} pt")
            if _names_its_owner(token, face) and typography.width(token.name.upper(), "condensed",
                                                                   NAME_FLOOR) > w * 0.56:
                yield token.path + ("name",), (f"token '{token.id}': its name does not fit on its {side} "
                                               f"face at {NAME_FLOOR:g} pt")
    for group in enc.randomizers:
        members = [t for t in enc.tokens if t.randomizer == group.id]
        for member in members[:1]:
            w, h = member.size_pt
            if over := label_over(group.back.label, member.shape, w, h, h):
                yield group.path + ("back", "label"), (f"Randomizer group '{group.id}': the back label does "
                                                       f"not fit on the token; {over / MM:.1f} mm over")


def _outline_inset(shape: str, w: float, h: float, inset: float):
    if shape == "round":
        return Circle(w / 2, h / 2, w / 2 - inset, stroke="#ffffff", width=max(0.4, inset * 0.25))
    return Rect(inset, inset, w - 2 * inset, h - 2 * inset, stroke="#ffffff", width=max(0.4, inset * 0.25),
                radius=inset)


def group_back_items(token: Token, group: RandomizerGroup) -> list:
    """The back every token of a Randomizer group shares: one drawing, no number, no name of its own."""
    w, h = token.size_pt
    items: list = [_outline(token.shape, w, h, BACK, None), _outline_inset(token.shape, w, h, min(w, h) * 0.06)]
    step = min(w, h) / 6
    for i in range(1, 6):  # a fine diagonal hatch: the same on every copy
        items.append(Line(i * step, h * 0.2, i * step, h * 0.8, "#3e4252", 0.4))
    items += _label_items(group.back.label, token.shape, w, h, h, "#ffffff")
    items.append(_outline(token.shape, w, h, None, CUT))
    return items


@dataclass(frozen=True)
class PlacedToken:
    copy: TokenCopy
    x: float
    y: float


def back_items(enc: Encounter, copy: TokenCopy) -> list | None:
    """The back of one copy: its group's shared back, its own back, or None for a single-faced token."""
    token = copy.token
    group = next((g for g in enc.randomizers if g.id == token.randomizer), None)
    if group is not None:
        return group_back_items(token, group)
    if token.back is not None:
        return face_items(token, token.back, None, color_for(token))
    return None


def cut_list_strips(enc: Encounter, spares: int, width: float):
    style = Style(7.5, "#3d3a4b")
    rows = []
    for token in enc.tokens:
        count = token.printed_count(spares)
        w, h = token.size_pt
        size = f"round {w / MM:g} mm" if token.shape == "round" else (
            f"{w / MM:g} mm square" if token.shape == "square" else f"{w / MM:g} × {h / MM:g} mm")
        faces = "two-faced" if token.back or token.randomizer else "one face"
        what = (token.purpose or "") + (f" ({token.kind})" if token.kind else "")
        rows.append([Cell(token.name, bold=True), Cell(str(count)), Cell(f"{size}, {faces}"), Cell(what)])
    strips = text_strips(f"**{enc.title}: token cut list.** Cut on the dark outline; at least 2 mm lies "
                         "between neighbours.", style, width)
    return strips + table_strips([0.22, 0.09, 0.2, 0.49], rows, style, width,
                                 header=["Token", "Count", "Size", "What it is for"], gap=style.size * 0.5)


def registration_marks(width: float, height: float) -> list:
    """A target at each corner of the sheet's printable area: on the back page they sit where the
    flip puts them, so holding the printed sheet to the light shows any drift."""
    items = []
    r = 2.5 * MM
    reach = 1.6 * r  # the cross's arms, the farthest ink from the centre
    inset = PRINTABLE_MARGIN + reach + 0.5 * MM
    for x in (inset, width - inset):
        for y in (FURNITURE - 4 * MM, height - FURNITURE + 4 * MM):
            items += [Circle(x, y, r, stroke=REGISTRATION, width=0.3),
                      Line(x - 1.6 * r, y, x + 1.6 * r, y, REGISTRATION, 0.3),
                      Line(x, y - 1.6 * r, x, y + 1.6 * r, REGISTRATION, 0.3)]
    return items


def pack(copies_: list[TokenCopy], left: float, right: float, top: float, bottom: float,
         first_top: float | None = None) -> list[list[PlacedToken]]:
    """Shelf packing: copies left to right in rows, rows top to bottom, pages as needed.
    ``first_top`` lowers the first page's top (below the cut list)."""
    pages: list[list[PlacedToken]] = [[]]
    x, row_top, row_height = left, first_top if first_top is not None else top, 0.0
    for copy in copies_:
        w, h = copy.size()
        if w > right - left or h > top - bottom:
            raise DoesNotFit(f"token '{copy.ident}' ({w / MM:.1f} × {h / MM:.1f} mm) is larger than the printable "
                             f"area ({(right - left) / MM:.1f} × {(top - bottom) / MM:.1f} mm)")
        if x + w > right + 1e-6:  # next row
            x, row_top, row_height = left, row_top - row_height - GAP, 0.0
        if row_top - h < bottom - 1e-6:  # next page
            pages.append([])
            x, row_top, row_height = left, top, 0.0
        pages[-1].append(PlacedToken(copy, x, row_top - h))
        x += w + GAP
        row_height = max(row_height, h)
    return [page for page in pages if page]


def token_sheets(enc: Encounter, paper: tuple[float, float], duplex: Duplex, spares: int,
                 title: str) -> list[Sheet]:
    width, height = paper
    all_copies = copies(enc, spares)
    backs = {id(copy): back_items(enc, copy) for copy in all_copies}
    if not any(drawing is not None for drawing in backs.values()):
        duplex = "off"  # every token is single-faced: there is nothing to print on the backs
    left, right = SIDE_MARGIN + 3 * MM, width - SIDE_MARGIN - 3 * MM
    if duplex == "fold":
        right = width / 2 - GAP  # fronts on the left half; backs mirrored on the right
    top, bottom = height - FURNITURE, FURNITURE
    cut_list = cut_list_strips(enc, spares, width - 2 * SIDE_MARGIN - 6 * MM)
    flowed = flow(cut_list, [Column(left, top, width - 2 * SIDE_MARGIN - 6 * MM, bottom)])
    list_bottom = top - sum(s.height + s.gap for s in cut_list) - cut_list[0].gap
    pages = pack(all_copies, left, right, top, bottom, first_top=list_bottom - 4 * MM)
    fronts_pages, backs_pages = [], []
    for number, placed in enumerate(pages):
        front = Sheet(width, height, label="fronts" if duplex != "fold" else "fronts | backs")
        if number == 0:
            front.items += flowed.items
        back = Sheet(width, height, label="backs")
        for item in placed:
            w, h = item.copy.size()
            front.items.append(_group(face_items(item.copy.token, item.copy.token.front, item.copy.number,
                                                 color_for(item.copy.token)), item.x, item.y))
            front.trims.append(Trim(item.copy.ident, "front", item.x, item.y, w, h))
            drawing = backs[id(item.copy)]
            if drawing is None:
                continue
            if duplex == "fold":
                bx, by, target = width - item.x - w, item.y, front
            elif duplex == "long":
                bx, by, target = width - item.x - w, item.y, back
            elif duplex == "short":
                bx, by, target = item.x, height - item.y - h, back
            else:
                bx, by, target = item.x, item.y, back
            target.items.append(_group(drawing, bx, by))
            target.trims.append(Trim(item.copy.ident, "back", bx, by, w, h))
        if duplex == "fold":
            fold_top = list_bottom - 2 * MM if number == 0 else height - FURNITURE + 2 * MM
            front.items.append(Line(width / 2, FURNITURE - 2 * MM, width / 2, fold_top, "#555555", 0.4, (3, 2)))
            fronts_pages.append(front)
            continue
        if duplex in ("long", "short"):
            # symmetric about both page axes, so on the back page the flipped positions are the same
            front.items += registration_marks(width, height)
            back.items += registration_marks(width, height)
        fronts_pages.append(front)
        if back.trims or duplex in ("long", "short"):
            backs_pages.append(back)
    if duplex in ("long", "short"):
        sheets = [page for pair in zip(fronts_pages, backs_pages, strict=True) for page in pair]
    else:
        sheets = fronts_pages + backs_pages
    for number, sheet in enumerate(sheets, start=1):
        _furnish(sheet, f"{title} · tokens · page {number} of {len(sheets)} · {sheet.label}", duplex)
    return sheets


def _group(items: list, x: float, y: float) -> Group:
    return Group(tuple(items), x, y)


ADVICE = {"long": "print double-sided, flip on the long edge; the corner targets should line up",
          "short": "print double-sided, flip on the short edge; the corner targets should line up",
          "fold": "print single-sided; fold on the dashed line, glue, then cut",
          "off": "print single-sided; backs of two-faced tokens follow on their own pages"}


def _furnish(sheet: Sheet, label: str, duplex: Duplex) -> None:
    # x clear of the registration targets in the bottom corners
    sheet.items += page_furniture(sheet, f"{label} — {ADVICE[duplex]}", x=SIDE_MARGIN + 10 * MM)
