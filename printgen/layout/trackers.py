"""Trackers: boards laid out from the data's components, then cut into pages.

A board is one column of strips (tracks row by row, tiers with their values,
spots sized for their tokens, labelled areas, reference tables: see
printgen.layout.tracker_parts). A board taller than a page is tiled: each page
shows the next window of the board, overlapping the previous one by a glue strip,
with alignment marks where the windows meet. Portrait or landscape, whichever
needs fewer pages.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from printgen.core import typography
from printgen.layout.content import Content
from printgen.layout.display import Group, Polygon, Rect, Text
from printgen.layout.flow import Column, flow
from printgen.layout.furniture import FURNITURE, SIDE_MARGIN, page_furniture
from printgen.layout.pieces import PaperSize, Sheet, Trim
from printgen.layout.strips import ACCENT, Strip, Style, text_strips
from printgen.layout.text import title_lines
from printgen.layout.tracker_parts import SpaceBox, area_strips, spots_strips, track_strips  # noqa: F401
from printgen.model import Encounter
from printgen.model.trackers import Area, Spots, Track, Tracker
from printgen.core.units import MM

# (area_strips is imported here too: the tests import it from this module.)

OVERLAP = 10 * MM           # the glue strip repeated at the top of the next page
TEXT_SIZE = 8.5
NOTE = "#555555"


@dataclass
class Board:
    width: float
    height: float
    items: list
    boxes: list[SpaceBox] = field(default_factory=list)
    strips: list[tuple[float, float]] = field(default_factory=list)
    """(bottom, top) of each strip stacked on the board: a row of spaces with its numbers and the levels named
    under it, a heading, a line of text, an area; none is cut where two pages meet."""


def tracker_sheets(enc: Encounter, paper: PaperSize, title: str) -> list[Sheet]:
    content = Content(enc)
    sheets: list[Sheet] = []
    for tracker in enc.trackers:
        (width, height), boards = _orientation(enc, tracker, paper, content)
        for board, tiled in boards:
            sheets += _Tiling(tracker, board, width, height).sheets() if tiled else [
                _place(tracker, board, width, height)]
    for number, sheet in enumerate(sheets, start=1):
        sheet.items += page_furniture(sheet, f"{title} · trackers · page {number} of {len(sheets)} · {sheet.label}")
    return sheets


def _orientation(enc: Encounter, tracker: Tracker, paper: PaperSize,
                 content: Content) -> tuple[PaperSize, list[tuple[Board, bool]]]:
    """Portrait or landscape, whichever needs fewer pages (portrait if neither), and the boards for it."""
    options = []
    for landscape, (width, height) in enumerate((paper, (paper[1], paper[0]))):
        usable_w, usable_h = width - 2 * SIDE_MARGIN - 6 * MM, height - 2 * FURNITURE
        boards = paginate(enc, tracker, usable_w, usable_h, content)
        pages = sum(_windows(board, usable_h - cut_note_drop()) if tiled else 1 for board, tiled in boards)
        options.append((pages, landscape, (width, height), boards))
    _, _, size, boards = min(options, key=lambda option: option[:2])
    return size, boards


def title_strip(enc: Encounter, tracker: Tracker, width: float, continued: bool = False) -> Strip:
    """The tracker's name across the top, the encounter's on the right; long names wrap and the band grows."""
    title = f"{tracker.marked('name', tracker.name)}{' (continued)' if continued else ''}".upper()
    subtitle = enc.short_title.upper()
    read = typography.least_read()
    size, lines = title_lines(title, "heading", 16, width - 60 * MM, typography.sized(9, read))
    small, notes = title_lines(subtitle, "condensed", typography.sized(7.5, read), 52 * MM, typography.sized(5, read))
    band = max(10 * MM, len(lines) * size * 1.15 + 4 * MM, len(notes) * small * 1.2 + 4 * MM)
    items = [Rect(0.0, 0.0, width, band, fill=ACCENT, radius=2 * MM)]
    items += _centred_lines(lines, band, size * 1.15, Text(4 * MM, 0.0, "", "heading", size, "#ffffff", "left"))
    items += _centred_lines(notes, band, small * 1.2,
                            Text(width - 4 * MM, 0.0, "", "condensed", small, "#ffffff", "right"))
    return Strip(band, items)


def _centred_lines(lines: list[str], band: float, leading: float, like: Text) -> list:
    """Lines set ``like`` the given text, centred as a block in the band's height."""
    first = band / 2 + (len(lines) - 1) * leading / 2 - like.size * 0.35
    return [like._replace(y=first - n * leading, text=line) for n, line in enumerate(lines)]


def component_units(enc: Encounter, tracker: Tracker, width: float, content: Content) -> list[list[Strip]]:
    """The tracker as units that stay whole on a page: its note, then one unit per component."""
    style = Style(typography.sized(TEXT_SIZE, typography.LARGE_TEXT), ACCENT, typography.least_read())
    units: list[list[Strip]] = []
    if tracker.note:
        units.append(text_strips(tracker.note, style, width, italic=True, gap=style.paragraph_gap))
    return units + [_component_strips(enc, component, content, style, width) for component in tracker.components]


def _component_strips(enc: Encounter, component, content: Content, style: Style, width: float) -> list[Strip]:
    if isinstance(component, Track):
        return track_strips(enc, component, style, width)
    if isinstance(component, Spots):
        return spots_strips(enc, component, style, width)
    if isinstance(component, Area):
        return area_strips(enc, component, style, width)
    if component.table in content.tables:
        return content.roll_table(content.tables[component.table], style, width, style.block_gap)
    return content.reference_table(content.reference_tables[component.table], style, width, style.block_gap)


def stack(strips: list[Strip], width: float) -> Board:
    """Strips one under another as a board; the boxes (spaces, spots) come along in board coordinates."""
    height = sum(strip.height + strip.gap for strip in strips) - strips[0].gap
    flowed = flow(strips, [Column(0.0, height, width, 0.0)])
    boxes, extents = [], []
    cursor = height
    for index, strip in enumerate(strips):
        cursor -= (strip.gap if index else 0.0) + strip.height
        extents.append((cursor, cursor + strip.height))
        for box in getattr(strip, "boxes", []):
            boxes.append(SpaceBox(box.component, box.value, box.x, cursor + box.y, box.w, box.h, box.start))
    return Board(width, height, flowed.items, boxes, extents)


def _height(strips: list[Strip]) -> float:
    return sum(strip.height + strip.gap for strip in strips)


def paginate(enc: Encounter, tracker: Tracker, width: float, usable_h: float,
             content: Content) -> list[tuple[Board, bool]]:
    """Boards, one per page: units kept whole where they fit; a unit taller than a page becomes one
    board to be tiled (flagged True)."""
    pages: list[tuple[list[Strip], bool]] = []
    current: list[Strip] = []

    def title(continued: bool) -> Strip:
        return title_strip(enc, tracker, width, continued)

    for unit in component_units(enc, tracker, width, content):
        header = [] if current else [title(bool(pages))]
        if _height(header + current + unit) <= usable_h:
            current = header + current + unit
            continue
        if current:
            pages.append((current, False))
        alone = [title(bool(pages))] + unit
        if _height(alone) <= usable_h:
            current = alone
        else:
            pages.append((alone, True))
            current = []
    if current:
        pages.append((current, False))
    return [(stack(strips, width), tiled) for strips, tiled in pages]


def _windows(board: Board, usable_h: float) -> int:
    return len(windows(board, usable_h))


def windows(board: Board, usable_h: float) -> list[tuple[float, float]]:
    """(bottom, top) in board coordinates of each page's window onto a board taller than a page, top
    first; each next window's top is OVERLAP above this one's bottom. A bottom that would cut a strip (a
    row of spaces with their numbers above them and the levels named below, a heading, a line) rises to
    that strip's top, so the strip is whole in the next window (a space never lies across the glued
    strip, cut on both pages, its number on one and its ring on the other); only a strip taller than a
    page is cut."""
    found: list[tuple[float, float]] = []
    top = board.height
    while True:
        bottom = max(0.0, top - usable_h)
        cut = [high for low, high in board.strips if low < bottom - 1e-6 < high]
        if cut and max(cut) + OVERLAP < top:
            bottom = max(cut)
        found.append((bottom, top))
        if bottom == 0:
            return found
        top = bottom + OVERLAP


def _place(tracker: Tracker, laid: Board, width: float, height: float) -> Sheet:
    left, top = (width - laid.width) / 2, height - FURNITURE
    sheet = Sheet(width, height, label=tracker.name)
    sheet.items.append(Group(tuple(laid.items), left, top - laid.height))
    sheet.trims += _trims(laid, left, top - laid.height, lambda box: True)
    return sheet


def _trims(laid: Board, dx: float, dy: float, shown: Callable[[SpaceBox], bool]) -> list[Trim]:
    """Where each space or spot the page shows lies on it (the board moved by dx, dy)."""
    return [Trim(f"{b.component}:{b.value}", "front", dx + b.x, dy + b.y, b.w, b.h) for b in laid.boxes if shown(b)]


@dataclass(frozen=True)
class _Tiling:
    """A board taller than a page, in overlapping windows, one per page."""

    tracker: Tracker
    board: Board
    width: float
    height: float

    @property
    def usable_h(self) -> float:
        """A window's height: the page's, but for its bands, and room under the window for the cut line's words."""
        return self.height - 2 * FURNITURE - cut_note_drop()

    def sheets(self) -> list[Sheet]:
        return [self._window(part, bottom, top)
                for part, (bottom, top) in enumerate(windows(self.board, self.usable_h), start=1)]

    def _window(self, part: int, window_bottom: float, window_top: float) -> Sheet:
        board, left, top = self.board, (self.width - self.board.width) / 2, self.height - FURNITURE
        sheet = Sheet(self.width, self.height, label=f"{self.tracker.name}, part {part}")
        dy = top - window_top  # board y -> page y
        shown = tuple(item for item in board.items if not _text_outside(item, window_bottom, window_top))
        sheet.items.append(Group(shown, left, dy, clip=(-2 * MM, window_bottom, board.width + 4 * MM,
                                                        window_top - window_bottom)))
        if part > 1:  # the glue strip: this window's top repeats the previous page's bottom
            sheet.items += self._glue_strip(left, top)
        if window_bottom > 0:  # the same board line as the next page's arrows: the bottom of this window
            sheet.items += self._cut_line(left, dy + window_bottom)
        sheet.trims += _trims(board, left, dy,
                              lambda b: b.y >= window_bottom - 1e-6 and b.y + b.h <= window_top + 1e-6)
        return sheet

    def _glue_strip(self, left: float, top: float) -> list:
        width = self.board.width
        return [Rect(left, top - OVERLAP, width, OVERLAP, fill=None, stroke="#999999", width=0.4, dash=(2, 2)),
                Text(left + width / 2, top + 1.5 * MM, "GLUE THE PREVIOUS PAGE OVER THIS STRIP, MATCHING THE "
                     "ARROWS", "condensed", typography.sized(6.5, typography.LARGE_READ), NOTE, "center"),
                *_alignment_marks(left, left + width, top - OVERLAP)]

    def _cut_line(self, left: float, y: float) -> list:
        width = self.board.width
        return [*_alignment_marks(left, left + width, y),
                Text(left + width / 2, y - cut_note_drop(),
                     "CUT ON THE ARROWS' LINE, THEN GLUE ONTO THE NEXT PAGE", "condensed",
                     typography.sized(6.5, typography.LARGE_READ), NOTE, "center")]


def cut_note_drop() -> float:
    """How far under a window's bottom the words of its cut line stand (their baseline): a window ends this far
    above the band of the page's foot, so that they never run into its scale bar."""
    return typography.sized(3.5 * MM, 5 * MM)


def _text_outside(item, bottom: float, top: float) -> bool:
    """Text wholly outside a window: left out of the page, not only clipped (clipped text is still in
    the file, where search and copying would find it, run into the words the page does show)."""
    return isinstance(item, Text) and (item.y + item.size < bottom or item.y - item.size * 0.3 > top)


def _alignment_marks(x0: float, x1: float, y: float) -> list:
    """Triangles pointing at the line where two pages of a board meet."""
    size = 2.5 * MM
    marks = []
    for x, direction in ((x0 - size, 1), (x1 + size, -1)):
        marks.append(Polygon(((x, y + size / 2), (x, y - size / 2), (x + direction * size, y)), fill="#000000"))
    return marks
