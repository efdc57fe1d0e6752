"""How a deck's cards are laid out on Tabletop Simulator's deck sheets: how many sheets, which grid
each sheet uses, how big a card's cell is in pixels, and the CardID that names a card on a sheet.

Pure arithmetic, so the layout can be tested without drawing anything. Resolutions are exact
fractions: a float would round 4096/8 = 512 down to 511 px now and then."""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from printgen.core.units import POINTS_PER

MAX_COLUMNS = 10  # TTS's largest sheet grid is 10 x 7
MAX_ROWS = 7
MAX_SIDE_PX = 4096  # TTS's advice: keep images under 4096 px a side
MAX_DPI = 300  # no card needs more, and small decks stay small files
CARDS_PER_SHEET = MAX_COLUMNS * MAX_ROWS  # BackIsHidden is set, so no slot is kept for a hidden card
POINTS_PER_INCH = Fraction(POINTS_PER["in"])  # exact, so inches stay fractions
IDS_PER_SHEET = 100  # TTS's CardID rule: sheet key * 100 + index


@dataclass(frozen=True)
class SheetGrid:
    """One deck sheet: a columns x rows grid of cells, the first `count` of them holding cards."""

    columns: int
    rows: int
    cell: tuple[int, int]  # one card's image, width x height in pixels
    count: int  # cards on this sheet; the cells after them stay empty

    def size(self) -> tuple[int, int]:
        """The sheet's width and height in pixels."""
        return self.columns * self.cell[0], self.rows * self.cell[1]

    def slot(self, index: int) -> tuple[int, int]:
        """The top-left pixel of card `index`, row by row from the top left, as TTS counts
        CardID % 100."""
        if not 0 <= index < self.count:
            raise ValueError(f"card {index} is not on this sheet of {self.count} cards")
        row, column = divmod(index, self.columns)
        return column * self.cell[0], row * self.cell[1]


def sheet_grids(count: int, card_pt: tuple[float, float]) -> list[SheetGrid]:
    """The sheets for `count` cards of size `card_pt` (width, height in points): the fewest sheets,
    the cards split over them as evenly as possible and in order, each sheet on its sharpest grid."""
    if count < 0:
        raise ValueError(f"a deck cannot have {count} cards")
    card_in = _card_inches(card_pt)
    return [_best_grid(cards, card_in) for cards in _split(count)]


def card_id(sheet_key: int, index: int) -> int:
    """The CardID TTS gives card `index` of the sheet filed under `sheet_key` in CustomDeck."""
    if sheet_key < 1:
        raise ValueError(f"sheet keys start at 1, not {sheet_key}")
    if not 0 <= index < IDS_PER_SHEET:
        raise ValueError(f"a card's index on its sheet is 0..{IDS_PER_SHEET - 1}, not {index}")
    return sheet_key * IDS_PER_SHEET + index


def _card_inches(card_pt: tuple[float, float]) -> tuple[Fraction, Fraction]:
    """The card's width and height in inches, exactly."""
    if min(card_pt) <= 0:
        raise ValueError(f"a card must have a positive size, not {card_pt} pt")
    width, height = card_pt
    return Fraction(width) / POINTS_PER_INCH, Fraction(height) / POINTS_PER_INCH


def _split(count: int) -> list[int]:
    """The cards on each of the fewest sheets that hold `count`, the larger shares first, so the
    sheets differ by at most one card."""
    sheets = math.ceil(count / CARDS_PER_SHEET)
    share, extra = divmod(count, sheets) if sheets else (0, 0)
    return [share + (index < extra) for index in range(sheets)]


def _best_grid(cards: int, card_in: tuple[Fraction, Fraction]) -> SheetGrid:
    """The grid that gives `cards` the most pixels per inch; ties go to fewer empty cells, then
    fewer columns."""
    shapes = [(columns, rows) for columns in range(1, MAX_COLUMNS + 1) for rows in range(1, MAX_ROWS + 1)
              if columns * rows >= cards]
    columns, rows = min(shapes, key=lambda shape: (-_dpi(shape, card_in), shape[0] * shape[1], shape[0]))
    dpi = _dpi((columns, rows), card_in)
    cell = (max(1, math.floor(card_in[0] * dpi)), max(1, math.floor(card_in[1] * dpi)))
    return SheetGrid(columns, rows, cell, cards)


def _dpi(shape: tuple[int, int], card_in: tuple[Fraction, Fraction]) -> Fraction:
    """The highest resolution at which a columns x rows sheet fits MAX_SIDE_PX on both sides."""
    columns, rows = shape
    return min(Fraction(MAX_DPI), MAX_SIDE_PX / (columns * card_in[0]), MAX_SIDE_PX / (rows * card_in[1]))
