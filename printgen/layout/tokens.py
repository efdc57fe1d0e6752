"""Token sheets: every copy of every token, packed in rows under a cut list.

The tokens' packer (Shelves) puts the copies left to right in rows, grouped by token, at least
2 mm between cut lines, rows top to bottom, the first page's below its cut list; a sheet folded
down the middle keeps them to its left half. The imposition (printgen.layout.sheet) does the rest,
as for cards: each back behind its front, registration targets, page furniture.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from printgen.layout.flow import Column, flow
from printgen.layout.furniture import FURNITURE, SIDE_MARGIN
from printgen.layout.pieces import DoesNotFit, Finish, Packed, PaperSize, Piece, PlacedPiece, Sheet, millimetres
from printgen.layout.sheet import impose_with
from printgen.layout.strips import Cell, Style, table_strips, text_strips
from printgen.layout.token_faces import TokenCopy, back_items, color_for, face_items, front_items, kind_ring  # noqa: F401
from printgen.layout.token_labels import token_overflows  # noqa: F401
from printgen.model import Encounter
from printgen.model.tokens import Token
from printgen.options import Duplex
from printgen.units import MM

# (face_items, color_for and token_overflows are imported here too: callers import them from this module.)

GAP = 2.5 * MM               # between cut lines (at least 2 mm)
INSET = SIDE_MARGIN + 3 * MM  # the tokens' left and right margin


def token_sheets(enc: Encounter, paper: PaperSize, duplex: Duplex, spares: int, title: str) -> list[Sheet]:
    """Both faces of every copy (``spares`` more of each plain token), imposed like every part."""
    pieces = [Piece(copy.ident, *copy.size(), front_items(copy), back_items(enc, copy))
              for copy in copies(enc, spares)]
    return impose_with(_under_cut_list(enc, spares, paper), pieces, paper, duplex, f"{title} · tokens")


def copies(enc: Encounter, spares: int) -> list[TokenCopy]:
    """Every token to print, grouped by token: the data's count, plus ``spares`` of each plain token
    (Randomizer and numbered tokens are a fixed set and get none)."""
    result = []
    for token in enc.tokens:
        for n in range(1, token.count + 1):
            result.append(TokenCopy(token, n if token.numbered else None))
        if token.takes_spares:
            result += [TokenCopy(token, None) for _ in range(spares)]
    return result


def cut_list_strips(enc: Encounter, spares: int, width: float):
    style = Style(7.5, "#3d3a4b")
    rows = [_cut_list_row(token, spares) for token in enc.tokens]
    strips = text_strips(f"**{enc.title}: token cut list.** Cut on the dark outline; at least 2 mm lies "
                         "between neighbours.", style, width)
    return strips + table_strips([0.22, 0.09, 0.2, 0.49], rows, style, width,
                                 header=["Token", "Count", "Size", "What it is for"], gap=style.size * 0.5)


def _cut_list_row(token: Token, spares: int) -> list[Cell]:
    w, h = token.size_pt
    size = f"round {w / MM:g} mm" if token.shape == "round" else (
        f"{w / MM:g} mm square" if token.shape == "square" else f"{w / MM:g} × {h / MM:g} mm")
    faces = "two-faced" if token.back or token.randomizer else "one face"
    what = (token.purpose or "") + (f" ({token.kind}: {kind_ring(token.kind)} inner ring)" if token.kind else "")
    count = token.marked("count", str(token.printed_count(spares)))
    size = token.marked("size", size)
    return [Cell(token.marked("name", token.name), bold=True), Cell(count), Cell(f"{size}, {faces}"), Cell(what)]


def _under_cut_list(enc: Encounter, spares: int, paper: PaperSize) -> Shelves:
    """The packer for ``paper``, the cut list at the top of its first page."""
    width, height = paper
    top, column = height - FURNITURE, width - 2 * SIDE_MARGIN - 6 * MM
    strips = cut_list_strips(enc, spares, column)
    flowed = flow(strips, [Column(INSET, top, column, FURNITURE)])
    return Shelves(tuple(flowed.items), top - sum(s.height + s.gap for s in strips) - strips[0].gap)


@dataclass(frozen=True)
class Bounds:
    """The area a page packs tokens into."""

    left: float
    right: float
    top: float
    bottom: float


@dataclass(frozen=True)
class Shelves:
    """The tokens' packer: rows of copies, the first page's rows below ``header`` (the cut list)."""

    header: tuple
    header_bottom: float
    finish: ClassVar[Finish] = Finish("page", registration=True, label_band="bottom",
                                      single_sided="; backs of two-faced tokens follow on their own pages")

    def pack(self, pieces: list[Piece], paper: PaperSize, folded: bool) -> list[list[Packed]]:
        pages = pack(pieces, room(paper, folded), self.header_bottom - 4 * MM)
        return [[Packed(tuple(page), self.header if number == 0 else (), self._span(number, paper[1]))
                 for number, page in enumerate(pages)]]

    def _span(self, number: int, height: float) -> tuple[float, float]:
        return FURNITURE - 2 * MM, self.header_bottom - 2 * MM if number == 0 else height - FURNITURE + 2 * MM


def room(paper: PaperSize, folded: bool) -> Bounds:
    """Where a page packs tokens (folded: the left half, the backs taking the right)."""
    width, height = paper
    right = width / 2 - GAP if folded else width - SIDE_MARGIN - 3 * MM
    return Bounds(INSET, right, height - FURNITURE, FURNITURE)


def fits(token: Token, paper: PaperSize, folded: bool) -> bool:
    """Whether the packer can place ``token`` on ``paper`` at all."""
    try:
        _fits(Piece(token.id, *token.size_pt, [], None), room(paper, folded))
    except DoesNotFit:
        return False
    return True


def pack(pieces: list[Piece], bounds: Bounds, first_top: float) -> list[list[PlacedPiece]]:
    """Shelf packing: pieces left to right in rows, rows top to bottom, pages as needed; the first
    page's rows start at ``first_top``."""
    pages: list[list[PlacedPiece]] = [[]]
    x, row_top, row_height = bounds.left, first_top, 0.0
    for piece in pieces:
        w, h = piece.width, piece.height
        _fits(piece, bounds)
        if x + w > bounds.right + 1e-6:  # next row
            x, row_top, row_height = bounds.left, row_top - row_height - GAP, 0.0
        if row_top - h < bounds.bottom - 1e-6:  # next page
            pages.append([])
            x, row_top, row_height = bounds.left, bounds.top, 0.0
        pages[-1].append(PlacedPiece(piece, x, row_top - h))
        x += w + GAP
        row_height = max(row_height, h)
    return [page for page in pages if page]


def _fits(piece: Piece, bounds: Bounds) -> None:
    room_w, room_h = bounds.right - bounds.left, bounds.top - bounds.bottom
    if piece.width > room_w or piece.height > room_h:
        raise DoesNotFit(f"token '{piece.ident}' ({millimetres(piece.width, piece.height)} mm) is larger than "
                         f"the printable area ({millimetres(room_w, room_h)} mm)")
