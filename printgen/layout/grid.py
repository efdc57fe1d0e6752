"""The cards' packer: a grid of equal cells centred on the page, each card with its bleed and crop marks.

Cards of one size fill pages of their own (a run); a card folded on its own takes a cell twice its
height, the back below the front.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.layout.furniture import FURNITURE, MARK_LENGTH, MARK_OFFSET, SIDE_MARGIN
from printgen.layout.pieces import DoesNotFit, Finish, Packed, PaperSize, Piece, PlacedPiece, millimetres
from printgen.units import MM


@dataclass(frozen=True)
class Grid:
    """Pieces of one size in a grid of cells; a new run of pages for each size."""

    bleed: float

    @property
    def finish(self) -> Finish:
        return Finish("each", self.bleed, crop_marks=True)

    def pack(self, pieces: list[Piece], paper: PaperSize, folded: bool) -> list[list[Packed]]:
        return [self._run(group, paper, 2 if folded else 1) for group in by_size(pieces)]

    def _run(self, pieces: list[Piece], paper: PaperSize, height_factor: int) -> list[Packed]:
        cells = self._cells(pieces[0], paper, height_factor)
        return [Packed(tuple(PlacedPiece(piece, x, y)
                             for piece, (x, y) in zip(pieces[start:start + len(cells)], cells, strict=False)))
                for start in range(0, len(pieces), len(cells))]

    def _cells(self, piece: Piece, paper: PaperSize, height_factor: int) -> list[tuple[float, float]]:
        """Where each piece's trim goes (bottom-left), inside its cell's margin for bleed and crop marks."""
        margin = self.bleed + MARK_OFFSET + MARK_LENGTH
        cell_w, cell_h = piece.width + 2 * margin, piece.height * height_factor + 2 * margin
        cells = grid(cell_w, cell_h, *paper)
        if not cells:
            raise DoesNotFit(f"'{piece.ident}' ({millimetres(piece.width, piece.height * height_factor)} mm "
                             f"with {self.bleed / MM:g} mm bleed and crop marks) does not fit on a "
                             f"{millimetres(*paper)} mm page")
        return [(x + margin, y + margin) for x, y in cells]


def by_size(pieces: list[Piece]) -> list[list[Piece]]:
    groups: dict[tuple[float, float], list[Piece]] = {}
    for piece in pieces:
        groups.setdefault((round(piece.width, 3), round(piece.height, 3)), []).append(piece)
    return list(groups.values())


def grid(cell_w: float, cell_h: float, page_w: float, page_h: float) -> list[tuple[float, float]]:
    """Cell origins (bottom-left), filled row by row from the top, centred on the page."""
    cols = int((page_w - 2 * SIDE_MARGIN) // cell_w)
    rows = int((page_h - 2 * FURNITURE) // cell_h)
    left = (page_w - cols * cell_w) / 2
    bottom = (page_h - rows * cell_h) / 2
    return [(left + c * cell_w, bottom + (rows - 1 - r) * cell_h) for r in range(rows) for c in range(cols)]
