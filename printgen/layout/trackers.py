"""Trackers: boards laid out from the data's components, then cut into pages.

A board is one column of strips (tracks row by row, tiers with their values,
spots sized for their tokens, labelled areas, reference tables). A board taller
than a page is tiled: each page shows the next window of the board, overlapping
the previous one by a glue strip, with alignment marks where the windows meet.
Portrait or landscape, whichever needs fewer pages.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from printgen.layout.content import Content
from printgen.layout.display import Circle, Group, Polygon, Rect, Text
from printgen.layout.flow import Column, flow
from printgen.layout.sheet import FURNITURE, SIDE_MARGIN, Sheet, Trim, page_furniture
from printgen.layout.strips import INK, Strip, Style, heading_strip, text_strips
from printgen.layout.text import LEADING, break_lines, draw_line, title_lines
from printgen.model import Encounter
from printgen.model.trackers import Area, Spots, Track, Tracker
from printgen.richtext import inline
from printgen.units import MM

ACCENT = "#3d3a4b"
SPACE = "#6b6f7d"           # outline of track spaces and spots (tests find them by it)
SPACE_WIDTH = 0.8
START = "#c98a12"
ROOM = 2 * MM               # spots and spaces are their token's size plus this
MIN_SPACE = 12 * MM
OVERLAP = 10 * MM           # the glue strip repeated at the top of the next page
TEXT_SIZE = 8.5


@dataclass(frozen=True)
class Box:
    """A spot or track space on the board: what it is, and where (board coordinates)."""

    component: str
    value: int
    x: float
    y: float
    w: float
    h: float
    start: bool = False


@dataclass
class Board:
    width: float
    height: float
    items: list
    boxes: list[Box] = field(default_factory=list)


class _Boxed(Strip):
    """A strip that also remembers the spaces it holds, relative to its own corner."""

    def __init__(self, height: float, items: list, boxes: list[Box], gap: float = 0.0):
        super().__init__(height, items, gap)
        self.boxes = boxes


def _space(x: float, y: float, w: float, h: float, round_: bool, color: str = SPACE, width: float = SPACE_WIDTH):
    if round_:
        return Circle(x + w / 2, y + h / 2, w / 2, fill="#ffffff", stroke=color, width=width)
    return Rect(x, y, w, h, fill="#ffffff", stroke=color, width=width, radius=1.5 * MM)


def _token_size(enc: Encounter, token_id: str | None) -> tuple[float, float, bool]:
    """The size of a token, or of the largest token of a Randomizer group (a pile of them)."""
    tokens = [t for t in enc.tokens if token_id in (t.id, t.randomizer)]
    if not tokens:
        return MIN_SPACE - ROOM, MIN_SPACE - ROOM, False
    w = max(t.size_pt[0] for t in tokens)
    h = max(t.size_pt[1] for t in tokens)
    return w, h, all(t.shape == "round" for t in tokens)


def track_strips(enc: Encounter, content: Content, track: Track, style: Style, width: float) -> list[Strip]:
    token_w, token_h, round_ = _token_size(enc, track.token)
    w, h = max(token_w + ROOM, MIN_SPACE), max(token_h + ROOM, MIN_SPACE)
    pitch = w + 1.5 * MM
    starts = _starts(enc, track)
    strips: list[Strip] = [heading_strip(track.label, style, width)]
    groups = [(tier, list(range(tier.first, tier.last + 1))) for tier in track.tiers] or [
        (None, list(range(track.first, track.last + 1)))]
    panel = 46 * MM if track.tiers else 0.0
    per_row = max(1, int((width - panel + 1.5 * MM) // pitch))
    labels = {column.id: column.label for column in track.tier_columns}
    for tier, values in groups:
        rows = [values[i:i + per_row] for i in range(0, len(values), per_row)]
        for row_index, row in enumerate(rows):
            notes = max((len(starts.get(v, [])) for v in row), default=0)
            height = h + notes * 2.6 * MM + 1 * MM
            items: list = []
            boxes: list[Box] = []
            if tier is not None and row_index == 0:
                items += _tier_panel(tier, labels, panel - 3 * MM, height, style)
            for i, value in enumerate(row):
                x = panel + i * pitch
                y = height - h
                is_start = value == track.start
                items.append(_space(x, y, w, h, round_, START if is_start else SPACE,
                                    1.6 if is_start else SPACE_WIDTH))
                items.append(Text(x + w / 2, y + h - 3.2 * MM, str(value), "heading", 8, INK, "center"))
                if is_start:
                    items.append(Text(x + w / 2, y + 1.4 * MM, "START", "heading", 5.5, START, "center"))
                for n, level in enumerate(starts.get(value, [])):
                    items.append(Text(x + w / 2, y - (n + 1) * 2.6 * MM + 0.6 * MM, level, "condensed", 6, START,
                                      "center"))
                boxes.append(Box(track.id, value, x, y, w, h, is_start or bool(starts.get(value))))
            strips.append(_Boxed(height, items, boxes, gap=1.5 * MM if row_index or tier is not None else 0.0))
    if track.start_from:
        strips += text_strips(f"Start at the space for your difficulty level (column "
                              f"'{_column_label(enc, track.start_from)}').", style, width, italic=True,
                              gap=style.paragraph_gap)
    return strips


def _column_label(enc: Encounter, column_id: str) -> str:
    column = enc.difficulty.column(column_id)
    return column.label if column else column_id


def _starts(enc: Encounter, track: Track) -> dict[int, list[str]]:
    """Space -> the difficulty levels that start there (for a track whose start depends on the level)."""
    if not track.start_from:
        return {}
    starts: dict[int, list[str]] = {}
    for level, value in enc.difficulty.numbers(track.start_from).items():
        if value is not None:
            starts.setdefault(value, []).append(level)
    return starts


def _tier_panel(tier, labels: dict[str, str], width: float, height: float, style: Style) -> list:
    items: list = [Rect(0.0, 0.0, width, height, fill="#eef0f4", radius=1.5 * MM)]
    items.append(Text(2 * MM, height - 4.5 * MM, tier.label.upper(), "heading", 9, style.accent))
    y = height - 4.5 * MM
    for key, value in tier.values.items():
        y -= 3.6 * MM
        line = break_lines(inline(f"**{labels.get(key, key)}:** {value}"), 7, width - 4 * MM)
        if line:
            items += draw_line(line[0], 2 * MM, y, 7, INK)
    return items


def spots_strips(enc: Encounter, spots: Spots, style: Style, width: float) -> list[Strip]:
    token_w, token_h, round_ = _token_size(enc, spots.token)
    w, h = token_w + ROOM, token_h + ROOM
    strips: list[Strip] = [heading_strip(spots.label, style, width)]
    pitch = w + 3 * MM
    per_row = max(1, int((width + 3 * MM) // pitch))
    for start in range(0, spots.count, per_row):
        items, boxes = [], []
        for i in range(start, min(spots.count, start + per_row)):
            x = (i - start) * pitch
            items.append(_space(x, 0.0, w, h, round_))
            items.append(Text(x + w / 2, h / 2 - 2.5, str(i + 1), "heading", 9, "#c3c6cf", "center"))
            boxes.append(Box(spots.id, i + 1, x, 0.0, w, h))
        strips.append(_Boxed(h, items, boxes, gap=1.5 * MM if start else 0.0))
    if spots.text:
        strips += text_strips(spots.text, style, width, italic=True, gap=style.paragraph_gap)
    return strips


AREA_LABEL = 8 * MM   # the band at the top of an area that holds its label
AREA_PAD = 3 * MM


def area_strips(enc: Encounter, area: Area, style: Style, width: float) -> list[Strip]:
    """A dashed area: the label across the top, its note on the left, room below for a pile of its tokens."""
    token_w, token_h, _ = _token_size(enc, area.token)
    note = break_lines(inline(area.text, italic=True), 7.5, width * 0.6) if area.text else []
    note_height = len(note) * 7.5 * LEADING
    height = max(30 * MM, AREA_LABEL + max(note_height, token_h + ROOM) + AREA_PAD)
    items: list = [Rect(0.0, 0.0, width, height, stroke=SPACE, width=SPACE_WIDTH, dash=(4, 2), radius=2 * MM),
                   Text(AREA_PAD, height - 5 * MM, area.label.upper(), "heading", 10, style.accent)]
    y = height - 9 * MM
    for line in note:
        items += draw_line(line, AREA_PAD, y, 7.5, "#555555")
        y -= 7.5 * LEADING
    return [Strip(height, items, style.block_gap)]


def title_strip(enc: Encounter, tracker: Tracker, width: float, continued: bool = False) -> Strip:
    """The tracker's name across the top, the encounter's on the right; long names wrap and the band grows."""
    title = f"{tracker.name}{' (continued)' if continued else ''}".upper()
    subtitle = enc.title.split(":", 1)[-1].strip().upper()
    size, lines = title_lines(title, "heading", 16, width - 60 * MM, 9)
    small, notes = title_lines(subtitle, "condensed", 7.5, 52 * MM, 5)
    band = max(10 * MM, len(lines) * size * 1.15 + 4 * MM, len(notes) * small * 1.2 + 4 * MM)
    items = [Rect(0.0, 0.0, width, band, fill=ACCENT, radius=2 * MM)]
    items += _centred_lines(lines, 4 * MM, band, size, size * 1.15, "heading", "left")
    items += _centred_lines(notes, width - 4 * MM, band, small, small * 1.2, "condensed", "right")
    return Strip(band, items)


def _centred_lines(lines: list[str], x: float, band: float, size: float, leading: float, font: str,
                   align: str) -> list:
    """Lines of white text centred as a block in the band's height."""
    first = band / 2 + (len(lines) - 1) * leading / 2 - size * 0.35
    return [Text(x, first - n * leading, line, font, size, "#ffffff", align) for n, line in enumerate(lines)]


def component_units(enc: Encounter, tracker: Tracker, width: float, content: Content) -> list[list[Strip]]:
    """The tracker as units that stay whole on a page: its note, then one unit per component."""
    style = Style(TEXT_SIZE, ACCENT)
    units: list[list[Strip]] = []
    if tracker.note:
        units.append(text_strips(tracker.note, style, width, italic=True, gap=style.paragraph_gap))
    for component in tracker.components:
        if isinstance(component, Track):
            units.append(track_strips(enc, content, component, style, width))
        elif isinstance(component, Spots):
            units.append(spots_strips(enc, component, style, width))
        elif isinstance(component, Area):
            units.append(area_strips(enc, component, style, width))
        elif component.table in content.tables:
            units.append(content.roll_table(content.tables[component.table], style, width, style.block_gap))
        else:
            units.append(content.reference_table(content.reference_tables[component.table], style, width,
                                                 style.block_gap))
    return units


def stack(strips: list[Strip], width: float) -> Board:
    """Strips one under another as a board; the boxes (spaces, spots) come along in board coordinates."""
    height = sum(strip.height + strip.gap for strip in strips) - strips[0].gap
    flowed = flow(strips, [Column(0.0, height, width, 0.0)])
    boxes = []
    cursor = height
    for index, strip in enumerate(strips):
        cursor -= (strip.gap if index else 0.0) + strip.height
        for box in getattr(strip, "boxes", []):
            boxes.append(Box(box.component, box.value, box.x, cursor + box.y, box.w, box.h, box.start))
    return Board(width, height, flowed.items, boxes)


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


def _alignment_marks(x0: float, x1: float, y: float) -> list:
    """Triangles pointing at the line where two pages of a board meet."""
    size = 2.5 * MM
    marks = []
    for x, direction in ((x0 - size, 1), (x1 + size, -1)):
        marks.append(Polygon(((x, y + size / 2), (x, y - size / 2), (x + direction * size, y)), fill="#000000"))
    return marks


def tracker_sheets(enc: Encounter, paper: tuple[float, float], title: str) -> list[Sheet]:
    content = Content(enc)
    sheets: list[Sheet] = []
    for tracker in enc.trackers:
        options = []
        for landscape, (width, height) in enumerate((paper, (paper[1], paper[0]))):
            usable_w, usable_h = width - 2 * SIDE_MARGIN - 6 * MM, height - 2 * FURNITURE
            boards = paginate(enc, tracker, usable_w, usable_h, content)
            pages = sum(_windows(board, usable_h) if tiled else 1 for board, tiled in boards)
            options.append((pages, landscape, width, height, boards))
        _, _, width, height, boards = min(options, key=lambda option: option[:2])
        for board, tiled in boards:
            sheets += _tile(tracker, board, width, height) if tiled else [_place(tracker, board, width, height)]
    for number, sheet in enumerate(sheets, start=1):
        sheet.items += page_furniture(sheet, f"{title} · trackers · page {number} of {len(sheets)} · {sheet.label}")
    return sheets


def _windows(board: Board, usable_h: float) -> int:
    extra = max(0.0, board.height - usable_h)
    return 1 + -int(-extra // (usable_h - OVERLAP))


def _place(tracker: Tracker, laid: Board, width: float, height: float) -> Sheet:
    left, top = (width - laid.width) / 2, height - FURNITURE
    sheet = Sheet(width, height, label=tracker.name)
    sheet.items.append(Group(tuple(laid.items), left, top - laid.height))
    sheet.trims += [Trim(f"{b.component}:{b.value}", "front", left + b.x, top - laid.height + b.y, b.w, b.h)
                    for b in laid.boxes]
    return sheet


def _tile(tracker: Tracker, laid: Board, width: float, height: float) -> list[Sheet]:
    """A board taller than a page, in overlapping windows, one per page."""
    usable_h = height - 2 * FURNITURE
    left = (width - laid.width) / 2
    top = height - FURNITURE
    sheets = []
    step = usable_h - OVERLAP
    window_top = laid.height
    part = 1
    while window_top > 0:
        window_bottom = max(0.0, window_top - usable_h)
        sheet = Sheet(width, height, label=f"{tracker.name}, part {part}")
        dy = top - window_top  # board y -> page y
        sheet.items.append(Group(tuple(laid.items), left, dy, clip=(-2 * MM, window_bottom, laid.width + 4 * MM,
                                                                  window_top - window_bottom)))
        if part > 1:  # the glue strip: this window's top repeats the previous page's bottom
            sheet.items += [Rect(left, top - OVERLAP, laid.width, OVERLAP, fill=None, stroke="#999999", width=0.4,
                                 dash=(2, 2)),
                            Text(left + laid.width / 2, top + 1.5 * MM, "GLUE THE PREVIOUS PAGE OVER THIS STRIP, "
                                 "MATCHING THE ARROWS", "condensed", 6.5, "#555555", "center")]
            sheet.items += _alignment_marks(left, left + laid.width, top - OVERLAP)
        if window_bottom > 0:  # the same board line as the next page's arrows: the bottom of this window
            sheet.items += _alignment_marks(left, left + laid.width, top - usable_h)
            sheet.items.append(Text(left + laid.width / 2, top - usable_h - 3.5 * MM,
                                    "CUT ON THE ARROWS' LINE, THEN GLUE ONTO THE NEXT PAGE", "condensed", 6.5,
                                    "#555555", "center"))
        for b in laid.boxes:
            if b.y >= window_bottom - 1e-6 and b.y + b.h <= window_top + 1e-6:
                sheet.trims.append(Trim(f"{b.component}:{b.value}", "front", left + b.x, dy + b.y, b.w, b.h))
        sheets.append(sheet)
        window_top -= step
        part += 1
        if window_bottom == 0:
            break
    return sheets
