"""The packer of pieces of any size: shelves (rows) of pieces on pages, each row as tall as its
tallest piece, so that pieces of different sizes share a sheet.

Every piece claims its room: its trim and a margin round it (a card's bleed and crop marks), and
neighbouring rooms keep a gap between them (the 2 mm between tokens' cut lines). Rooms go in the
data's order, each into the first row on any page with room for it (the lowest row on its page may
grow taller), else a new row below, else a new page; if putting the tallest first (the data's order
among equals) takes fewer pages, they go that way instead. The same pieces always land in the same
places.

Cards (Cells) are centred: each row across the page, the rows down it, in the band between the page
furniture; a card folded on its own takes twice its height, the back below the front.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from printgen.layout.furniture import FURNITURE, MARK_LENGTH, MARK_OFFSET, SIDE_MARGIN
from printgen.layout.pieces import Bounds, DoesNotFit, Finish, Packed, PaperSize, Piece, PlacedPiece, millimetres
from printgen.core.units import MM

Size = tuple[float, float]
Place = tuple[int, float, float]
"""A room placed: its index among the rooms given, and its bottom-left corner."""

EPSILON = 1e-6


@dataclass
class _Row:
    top: float
    height: float
    right: float                    # where the next room in the row starts
    places: list[Place] = field(default_factory=list)


@dataclass
class _Page:
    rows: list[_Row]
    below: float                    # the top of the next row


@dataclass(frozen=True)
class Shelving:
    """Where rooms go: inside ``bounds`` (the first page's rows from ``first_top`` down), ``gap`` apart."""

    bounds: Bounds
    gap: float
    first_top: float | None = None

    def shelve(self, rooms: list[Size]) -> list[list[Place]]:
        """Each page's places; in the data's order, or the tallest first where that takes fewer pages."""
        tallest_first = sorted(range(len(rooms)), key=lambda index: -round(rooms[index][1], 3))
        ways = [self._shelved(rooms, list(range(len(rooms)))), self._shelved(rooms, tallest_first)]
        return min(ways, key=len)  # the first, the data's order, on a tie

    def _shelved(self, rooms: list[Size], order: list[int]) -> list[list[Place]]:
        pages: list[_Page] = []
        for index in order:
            if any(self._into(page, index, rooms[index]) for page in pages):
                continue
            pages.append(self._opened(len(pages)))
            if not self._into(pages[-1], index, rooms[index]):  # too tall for the first page's room: the next
                pages.append(self._opened(len(pages)))
                self._into(pages[-1], index, rooms[index])
        return [[place for row in page.rows for place in row.places] for page in pages]

    def _opened(self, number: int) -> _Page:
        """A new page, its rows from the top of the bounds (the first page's from ``first_top``)."""
        return _Page([], self.bounds.top if self.first_top is None or number else self.first_top)

    def _into(self, page: _Page, index: int, room: Size) -> bool:
        """Put the room in the first row of ``page`` that takes it, or a new row; False if neither can."""
        w, h = room
        for row in page.rows:
            lowest = row is page.rows[-1]
            if row.right + w <= self.bounds.right + EPSILON and (
                    h <= row.height + EPSILON or lowest and row.top - h >= self.bounds.bottom - EPSILON):
                row.places.append((index, row.right, row.top - h))
                row.right += w + self.gap
                if h > row.height:
                    row.height, page.below = h, row.top - h - self.gap
                return True
        if page.below - h < self.bounds.bottom - EPSILON:
            return False
        left = self.bounds.left
        page.rows.append(_Row(page.below, h, left + w + self.gap, [(index, left, page.below - h)]))
        page.below -= h + self.gap
        return True


def centred(places: list[Place], rooms: list[Size], bounds: Bounds) -> list[Place]:
    """A page's places moved so that each row (the places sharing a top) is centred across ``bounds``
    and the rows together down it."""
    rows: dict[float, list[Place]] = {}
    for place in places:
        rows.setdefault(round(place[2] + rooms[place[0]][1], 6), []).append(place)
    down = (bounds.top + bounds.bottom - max(rows) - min(y for _, _, y in places)) / 2
    moved = []
    for row in rows.values():
        left = min(x for _, x, _ in row)
        right = max(x + rooms[index][0] for index, x, _ in row)
        across = (bounds.left + bounds.right) / 2 - (left + right) / 2
        moved += [(index, x + across, y + down) for index, x, y in row]
    return moved


@dataclass(frozen=True)
class Cells:
    """The cards' packer: each card in a room of its bleed and crop marks, the rooms abutting, in
    centred rows on as few pages as hold them, whatever the cards' sizes."""

    bleed: float

    @property
    def finish(self) -> Finish:
        return Finish("each", self.bleed, crop_marks=True)

    @property
    def margin(self) -> float:
        """A card's room beyond its trim on each side: its bleed, then its crop marks."""
        return self.bleed + MARK_OFFSET + MARK_LENGTH

    def pack(self, pieces: list[Piece], paper: PaperSize, folded: bool) -> list[Packed]:
        bounds = card_bounds(paper)
        rooms = [self._room(piece, bounds, paper, 2 if folded else 1) for piece in pieces]
        pages = Shelving(bounds, 0.0).shelve(rooms)
        return [Packed(tuple(PlacedPiece(pieces[index], x + self.margin, y + self.margin)
                             for index, x, y in sorted(centred(page, rooms, bounds))))
                for page in pages]

    def _room(self, piece: Piece, bounds: Bounds, paper: PaperSize, height_factor: int) -> Size:
        w, h = piece.width + 2 * self.margin, piece.height * height_factor + 2 * self.margin
        if w > bounds.right - bounds.left + EPSILON or h > bounds.top - bounds.bottom + EPSILON:
            raise DoesNotFit(f"'{piece.ident}' ({millimetres(piece.width, piece.height * height_factor)} mm "
                             f"with {self.bleed / MM:g} mm bleed and crop marks) does not fit on a "
                             f"{millimetres(*paper)} mm page")
        return w, h


def card_bounds(paper: PaperSize) -> Bounds:
    """Where cards' rooms go: inside the side margins, between the furniture bands."""
    width, height = paper
    return Bounds(SIDE_MARGIN, width - SIDE_MARGIN, height - FURNITURE, FURNITURE)
