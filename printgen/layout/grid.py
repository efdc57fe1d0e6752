"""The packer of pieces of any size: shelves (rows) of pieces on pages, each row as tall as its
tallest piece, so that pieces of different sizes share a sheet.

Every piece claims its room: its trim and a margin round it (a card's bleed and crop marks), and
neighbouring rooms keep a gap between them (the 2 mm between tokens' cut lines). Rooms go in the
data's order, each into the first row on any page with room for it (the lowest row on its page may
grow taller), else a new row below, else a new page; if putting the tallest first (the data's order
among equals) takes fewer pages, they go that way instead. Then each room of a later page that has
room on an earlier page (anywhere the rows left free: beside a row, under its shorter rooms, below
the last) moves there, so that no sheet holds what would fit on the one before it. The same pieces
always land in the same places.

Cards (Cells) are centred: each row across the page, the rows down it, in the band between the page
furniture; a card folded on its own takes twice its height, the back below the front.
"""

from __future__ import annotations

from collections.abc import Iterable
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
        """Each page's places; in the data's order, or the tallest first where that takes fewer pages;
        settled, so that no page's rooms would fit on a page before it."""
        tallest_first = sorted(range(len(rooms)), key=lambda index: -round(rooms[index][1], 3))
        ways = [self._settled(self._shelved(rooms, order), rooms) for order in (range(len(rooms)), tallest_first)]
        return min(ways, key=len)  # the first, the data's order, on a tie

    def filled(self, pages: list[list[Place]], rooms: list[Size], indices: list[int]) -> list[int]:
        """Put each of the rooms ``indices`` names where the first of ``pages`` has free room for it (the
        places name the rooms by their index in ``rooms``); the indices of the rooms no page had room for."""
        full: set[tuple[int, Size]] = set()  # (page, size) without room: a page only fills up
        left = []
        for index in indices:
            if not self._moved_into(pages, range(len(pages)), rooms, index, full):
                left.append(index)
        return left

    def _settled(self, pages: list[list[Place]], rooms: list[Size]) -> list[list[Place]]:
        """Each room of a later page moved to the first earlier page with free room for it, page after page,
        so that no page's rooms would fit on a page before it; a page so emptied goes."""
        full: set[tuple[int, Size]] = set()  # the pages before the one settled only fill up
        emptied = set()
        for later in range(1, len(pages)):
            for place in list(pages[later]):
                if self._moved_into(pages, range(later), rooms, place[0], full):
                    pages[later].remove(place)
            if not pages[later]:
                emptied.add(later)
        return [page for number, page in enumerate(pages) if number not in emptied]

    def _moved_into(self, pages: list[list[Place]], numbers: range, rooms: list[Size], index: int,
                    full: set[tuple[int, Size]]) -> bool:
        """Whether room ``index`` found free room on one of the pages ``numbers`` (the first that has it),
        and went there; ``full`` keeps the pages found without room for its size."""
        size = (round(rooms[index][0], 6), round(rooms[index][1], 6))
        for number in numbers:
            if (number, size) in full:
                continue
            at = self.free_place(pages[number], rooms, rooms[index], self._top(number))
            if at is not None:
                pages[number].append((index, *at))
                return True
            full.add((number, size))
        return False

    def free_place(self, page: list[Place], rooms: list[Size], size: Size, top: float) -> tuple[float, float] | None:
        """The highest, then leftmost, bottom-left corner where a room of ``size`` lies inside the bounds,
        below ``top``, at least the gap from every room on ``page``; None where there is none. (A room that
        fits anywhere slides up and left until it meets a room or the bounds each way: only those places
        need trying.)"""
        w, h = size
        boxes = [(x, y, x + rooms[index][0], y + rooms[index][1]) for index, x, y in page]
        for upper in sorted({top, *(y0 - self.gap for _, y0, _, _ in boxes)}, reverse=True):
            lower = upper - h
            if lower < self.bounds.bottom - EPSILON:
                break
            near = [(x0, x1) for x0, y0, x1, y1 in boxes
                    if y0 < upper + self.gap - EPSILON and y1 > lower - self.gap + EPSILON]
            for left in sorted({self.bounds.left, *(x1 + self.gap for _, x1 in near)}):
                if left + w > self.bounds.right + EPSILON:
                    break
                if all(left + w + self.gap <= x0 + EPSILON or x1 + self.gap <= left + EPSILON for x0, x1 in near):
                    return left, lower
        return None

    def _top(self, number: int) -> float:
        """Where rooms start down page ``number``: the bounds' top (the first page's: ``first_top``)."""
        return self.bounds.top if self.first_top is None or number else self.first_top

    def _shelved(self, rooms: list[Size], order: Iterable[int]) -> list[list[Place]]:
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
        return _Page([], self._top(number))

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
    and the rows together down it; where a room settled beside or under a row (which rows centred
    apart would move over it), the page's rooms centred together instead."""
    rows: dict[float, list[Place]] = {}
    for place in places:
        rows.setdefault(round(place[2] + rooms[place[0]][1], 6), []).append(place)
    down = (bounds.top + bounds.bottom - max(rows) - min(y for _, _, y in places)) / 2
    moved = []
    for row in rows.values():
        across = _across(row, rooms, bounds)
        moved += [(index, x + across, y + down) for index, x, y in row]
    if _overlapping(moved, rooms):
        across = _across(places, rooms, bounds)
        return [(index, x + across, y + down) for index, x, y in places]
    return moved


def _across(places: list[Place], rooms: list[Size], bounds: Bounds) -> float:
    """How far right the places move to be centred across ``bounds``."""
    left = min(x for _, x, _ in places)
    right = max(x + rooms[index][0] for index, x, _ in places)
    return (bounds.left + bounds.right) / 2 - (left + right) / 2


def _overlapping(places: list[Place], rooms: list[Size]) -> bool:
    """Whether any two of the rooms placed overlap."""
    boxes = [(x, y, x + rooms[index][0], y + rooms[index][1]) for index, x, y in places]
    return any(a[0] < b[2] - EPSILON and b[0] < a[2] - EPSILON and a[1] < b[3] - EPSILON and b[1] < a[3] - EPSILON
               for number, a in enumerate(boxes) for b in boxes[number + 1:])


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
