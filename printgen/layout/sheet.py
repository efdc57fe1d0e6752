"""Imposition: card faces placed on printed sheets, with crop marks, duplex and fold-over.

Duplex geometry: a sheet turned over on its long edge (a portrait page flipped like a
book) puts the back of the point (x, y) at (W - x, y); turned on its short edge, at
(x, H - y). Backs are placed there, upright, so each lands behind its front.
Fold-over puts the back below the front, turned 180°, with the fold line between.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from printgen import typography
from printgen.errors import PrintgenError
from printgen.layout.display import Group, Line, Page, Rect, Text
from printgen.units import MM, POINTS_PER

INCH = POINTS_PER["in"]
MARK_OFFSET = 1 * MM    # crop marks start this far outside the bleed
MARK_LENGTH = 3 * MM
SIDE_MARGIN = 6 * MM
FURNITURE = 14 * MM     # the band at the top and bottom of the page for the scale bar and label
MARK_COLOR = "#000000"
# Home printers leave about 5 mm at each edge unprinted: the page furniture (scale bar, page label)
# sits in the FURNITURE band but never closer to the edge than this.
PRINTABLE_MARGIN = 5 * MM
LABEL_BASELINE = 6 * MM   # 7 pt descenders stay 5.4 mm from the edge
BAR_BOTTOM = 9 * MM

Duplex = Literal["long", "short", "fold", "off"]
FLIP_ADVICE = {"long": "print double-sided, flip on the long edge",
               "short": "print double-sided, flip on the short edge",
               "fold": "print single-sided; cut out, fold on the dashed line",
               "off": "print single-sided"}


@dataclass(frozen=True)
class Trim:
    """Where a face's trim lies on a page (for tests and for whoever reads the layout)."""

    item: str
    face: str
    x: float
    y: float
    w: float
    h: float


@dataclass
class Sheet(Page):
    trims: list[Trim] = field(default_factory=list)


@dataclass(frozen=True)
class Piece:
    """One thing to cut out: its id, size and its two faces' display lists."""

    ident: str
    width: float
    height: float
    front: list
    back: list


class DoesNotFit(PrintgenError):
    """A piece larger than the printable area of the paper."""


def crop_marks(x: float, y: float, w: float, h: float, bleed: float) -> list:
    """Two short lines at each trim corner, outside the bleed, on the lines of the trim."""
    start, end = bleed + MARK_OFFSET, bleed + MARK_OFFSET + MARK_LENGTH
    marks = []
    for cx, sx in ((x, -1), (x + w, 1)):
        for cy, sy in ((y, -1), (y + h, 1)):
            marks.append(Line(cx + sx * start, cy, cx + sx * end, cy, MARK_COLOR, 0.3))
            marks.append(Line(cx, cy + sy * start, cx, cy + sy * end, MARK_COLOR, 0.3))
    return marks


def scale_bar(x: float, y: float) -> list:
    """A 50 mm bar and a 2 in bar, to check that the page printed at actual size."""
    items: list = []
    for length, step, label in ((50 * MM, 10 * MM, "50 mm"), (2 * INCH, 0.5 * INCH, "2 in")):
        height = 1.6 * MM
        count = round(length / step)
        for i in range(count):
            items.append(Rect(x + i * step, y, step, height, fill="#000000" if i % 2 == 0 else "#ffffff",
                              stroke="#000000", width=0.3))
        items.append(Text(x + length + 1.5 * MM, y + 0.2 * MM, label, "condensed", 7, "#000000"))
        x += length + 14 * MM
    return items


def _grid(cell_w: float, cell_h: float, page_w: float, page_h: float) -> list[tuple[float, float]]:
    """Cell origins (bottom-left), filled row by row from the top, centred on the page."""
    cols = int((page_w - 2 * SIDE_MARGIN) // cell_w)
    rows = int((page_h - 2 * FURNITURE) // cell_h)
    left = (page_w - cols * cell_w) / 2
    bottom = (page_h - rows * cell_h) / 2
    return [(left + c * cell_w, bottom + (rows - 1 - r) * cell_h) for r in range(rows) for c in range(cols)]


def impose(pieces: list[Piece], paper: tuple[float, float], duplex: Duplex, bleed: float, title: str,
           part: str) -> list[Sheet]:
    """Sheets for ``pieces`` (all of one size, or grouped by size in order)."""
    sheets: list[Sheet] = []
    for group in _by_size(pieces):
        sheets += (_impose_fold if duplex == "fold" else _impose_duplex)(group, paper, duplex, bleed)
    for number, sheet in enumerate(sheets, start=1):
        _furnish(sheet, f"{title} · {part} · page {number} of {len(sheets)} · {sheet.label}", duplex)
    return sheets


def _by_size(pieces: list[Piece]) -> list[list[Piece]]:
    groups: dict[tuple[float, float], list[Piece]] = {}
    for piece in pieces:
        groups.setdefault((round(piece.width, 3), round(piece.height, 3)), []).append(piece)
    return list(groups.values())


def _cells(piece: Piece, paper: tuple[float, float], bleed: float, height_factor: int) -> list[tuple[float, float]]:
    margin = bleed + MARK_OFFSET + MARK_LENGTH
    cell_w, cell_h = piece.width + 2 * margin, piece.height * height_factor + 2 * margin
    cells = _grid(cell_w, cell_h, *paper)
    if not cells:
        raise DoesNotFit(f"'{piece.ident}' ({piece.width / MM:.1f} × {piece.height * height_factor / MM:.1f} mm "
                         f"with {bleed / MM:g} mm bleed and crop marks) does not fit on a "
                         f"{paper[0] / MM:.1f} × {paper[1] / MM:.1f} mm page")
    return [(x + margin, y + margin) for x, y in cells]


def _impose_duplex(pieces: list[Piece], paper, duplex: Duplex, bleed: float) -> list[Sheet]:
    width, height = paper
    cells = _cells(pieces[0], paper, bleed, 1)
    fronts_pages, backs_pages = [], []
    for start in range(0, len(pieces), len(cells)):
        fronts = Sheet(width, height, label="fronts")
        backs = Sheet(width, height, label="backs")
        for piece, (x, y) in zip(pieces[start:start + len(cells)], cells, strict=False):
            _place(fronts, piece, "front", x, y, bleed)
            _place(backs, piece, "back", *_behind(duplex, x, y, piece, width, height), bleed)
        fronts_pages.append(fronts)
        backs_pages.append(backs)
    if duplex == "off":  # all the fronts, then all the backs
        return fronts_pages + backs_pages
    return [page for pair in zip(fronts_pages, backs_pages, strict=True) for page in pair]


def _behind(duplex: Duplex, x: float, y: float, piece: Piece, width: float, height: float) -> tuple[float, float]:
    """Where on the next page a back goes so that it lands behind the front at (x, y)."""
    if duplex == "long":
        return width - x - piece.width, y
    if duplex == "short":
        return x, height - y - piece.height
    return x, y


def _place(sheet: Sheet, piece: Piece, face: str, x: float, y: float, bleed: float) -> None:
    items = piece.front if face == "front" else piece.back
    sheet.items.append(Group(tuple(items), x, y))
    sheet.items += crop_marks(x, y, piece.width, piece.height, bleed)
    sheet.trims.append(Trim(piece.ident, face, x, y, piece.width, piece.height))


def _impose_fold(pieces: list[Piece], paper, duplex: Duplex, bleed: float) -> list[Sheet]:
    width, height = paper
    cells = _cells(pieces[0], paper, bleed, 2)
    sheets: list[Sheet] = []
    for start in range(0, len(pieces), len(cells)):
        sheet = Sheet(width, height, label="fronts and backs")
        for piece, (x, y) in zip(pieces[start:start + len(cells)], cells, strict=False):
            w, h = piece.width, piece.height
            fold = y + h
            keep = (-bleed, 0.0, w + 2 * bleed, h + bleed)  # drop the bleed on the fold side
            sheet.items.append(Group(tuple(piece.front), x, fold, clip=keep))
            sheet.items.append(Group(tuple(piece.back), x, y, rotate180=True, box=(w, h), clip=keep))
            sheet.items += [m for m in crop_marks(x, y, w, 2 * h, bleed)]
            sheet.items.append(Line(x - bleed - MARK_OFFSET - MARK_LENGTH, fold, x + w + bleed + MARK_OFFSET
                                    + MARK_LENGTH, fold, "#555555", 0.4, (3, 2)))
            sheet.trims += [Trim(piece.ident, "front", x, fold, w, h), Trim(piece.ident, "back", x, y, w, h)]
        sheets.append(sheet)
    return sheets


def _furnish(sheet: Sheet, label: str, duplex: Duplex) -> None:
    """The scale bar and the page label, in whichever page band the cards leave free."""
    lowest = min((t.y for t in sheet.trims), default=sheet.height)
    highest = max((t.y + t.h for t in sheet.trims), default=0.0)
    at_top = lowest < sheet.height - highest
    sheet.items += page_furniture(sheet, f"{label} — {FLIP_ADVICE[duplex]}", at_top=at_top)


def page_furniture(sheet: Page, label: str, x: float = SIDE_MARGIN + 2 * MM, at_top: bool = False) -> list:
    """The scale bar above the page label in the bottom band (or the label above the bar in the top
    band), both inside the printable area."""
    if at_top:
        bar, baseline = sheet.height - BAR_BOTTOM, sheet.height - LABEL_BASELINE - 6 * MM
    else:
        bar, baseline = BAR_BOTTOM, LABEL_BASELINE
    size, shown = _fitted_label(label, sheet.width - x - PRINTABLE_MARGIN)
    return [*scale_bar(x, bar), Text(x, baseline, shown, "condensed", size, "#333333")]


def _fitted_label(label: str, room: float) -> tuple[float, str]:
    """The page label at 7 pt, smaller if need be, and cut short with an ellipsis as a last resort
    (it only names the page: what it names is printed in full on the page itself)."""
    size = typography.fit_size(label, "condensed", 7, room, 5)
    while typography.width(label, "condensed", size) > room and len(label) > 1:
        label = label[:max(1, int(len(label) * room / typography.width(label, "condensed", size))) - 2] + "…"
    return size, label
