"""The battlefield at full size, tiled over sheets of paper: for groups who play on a printed mat
or use the tiles as placement templates.

Each tile shows its part of the 1:1 map inside the printable area, overlapping its neighbours by
OVERLAP so that they can be trimmed and glued edge to edge, with alignment crosses where the
overlaps meet and its place in the grid (row letter, column number). An assembly map comes first.
A tile holds only what it shows, and names every piece it shows enough of on or next to it, in the
part of it that no neighbour covers, clear of every outline and cross.
"""

from __future__ import annotations

import math

from printgen.core import typography
from printgen.layout.display import Circle, Group, Line, Polygon, Rect, Text
from printgen.layout.furniture import FURNITURE, PRINTABLE_MARGIN
from printgen.layout.labels import CLEAR, Box, MapView
from printgen.layout.setup import battlefield_items
from printgen.layout.sheet import Sheet
from printgen.layout.strips import INK
from printgen.layout.text import title_lines
from printgen.model import Encounter
from printgen.randomise import Setup
from printgen.randomise.measures import letter_key
from printgen.core.units import MM

OVERLAP = 10 * MM
SIDE = PRINTABLE_MARGIN + 3 * MM
CROSS = 4 * MM


def tile_grid(battlefield: tuple[float, float], paper: tuple[float, float]) -> tuple[int, int, float, float]:
    """(columns, rows, the map's width and height a tile shows) for the battlefield on this paper."""
    shown_w, shown_h = paper[0] - 2 * SIDE, paper[1] - 2 * FURNITURE
    width, height = battlefield[0] * 72.0, battlefield[1] * 72.0
    columns = max(1, math.ceil((width - OVERLAP) / (shown_w - OVERLAP)))
    rows = max(1, math.ceil((height - OVERLAP) / (shown_h - OVERLAP)))
    return columns, rows, shown_w, shown_h


def tile_name(row: int, column: int) -> str:
    """A1 is the top left tile, as the assembly map shows it (rows past Z: AA, AB …)."""
    return f"{letter_key(row)}{column + 1}"


def page_count(setup: Setup, paper: tuple[float, float]) -> int:
    """The assembly map and the tiles: known before any is drawn, to refuse too many first."""
    columns, rows, _, _ = tile_grid(setup.battlefield, paper)
    return 1 + columns * rows


def full_size_pages(enc: Encounter, setup: Setup, paper: tuple[float, float]) -> list[Sheet]:
    """The assembly map, then every tile of the 1:1 map, top row first."""
    grid = tile_grid(setup.battlefield, paper)
    columns, rows, _, _ = grid
    tiles = [_tile(enc, setup, paper, grid, (row, column)) for row in range(rows) for column in range(columns)]
    return [assembly_page(setup, paper, columns, rows), *tiles]


def _tile(enc: Encounter, setup: Setup, paper: tuple[float, float], grid: tuple, place: tuple[int, int]) -> Sheet:
    """One tile: the 1:1 map drawn with this tile's labels, only what its window shows, moved onto the page."""
    row, column = place
    columns, rows, shown_w, shown_h = grid
    left = column * (shown_w - OVERLAP)
    bottom = setup.battlefield[1] * 72.0 - row * (shown_h - OVERLAP) - shown_h   # the tile's window on the map
    clip = (left, bottom, shown_w, shown_h)
    view = tile_view(clip, column < columns - 1, row < rows - 1)
    drawn = [item for item in battlefield_items(enc, setup, 0.0, 0.0, 1, view) if _meets(item, clip)]
    sheet = Sheet(paper[0], paper[1], label=f"seed {setup.seed}, tile {tile_name(row, column)}",
                  bookmark=f"Full size, tile {tile_name(row, column)}")
    sheet.items.append(Group(tuple(drawn), SIDE - left, FURNITURE - bottom, clip=clip))
    sheet.items += _tile_marks(paper, shown_w, shown_h, (row, column, rows, columns))
    return sheet


def tile_view(clip: tuple[float, float, float, float], right: bool, below: bool) -> MapView:
    """Where a tile's labels go (on the map): inside its window, CLEAR of its outline, off the overlaps
    its neighbours to the ``right`` and ``below`` will cover, clear of its alignment crosses."""
    x, y, w, h = clip
    shown = Box(x + CLEAR, y + CLEAR + (OVERLAP if below else 0.0), x + w - CLEAR - (OVERLAP if right else 0.0),
                y + h - CLEAR)
    crosses = tuple(Box(cx - CROSS, cy - CROSS, cx + CROSS, cy + CROSS)
                    for cx in (x + OVERLAP / 2, x + w - OVERLAP / 2) for cy in (y + OVERLAP / 2, y + h - OVERLAP / 2))
    return MapView(shown, crosses)


def _meets(item, clip: tuple[float, float, float, float]) -> bool:
    """Whether any of ``item`` lies in the window ``clip`` (x, y, w, h): what a tile leaves out, it
    does not hold hidden either (its words would still be read, searched and extracted from the page)."""
    x, y, w, h = clip
    found = item_box(item)
    return found is None or (found.x0 <= x + w and x <= found.x1 and found.y0 <= y + h and y <= found.y1)


def item_box(item) -> Box | None:
    """The box an item of the map covers (None: one not measured here, which every tile keeps)."""
    if isinstance(item, Rect):
        return Box(item.x, item.y, item.x + item.w, item.y + item.h)
    if isinstance(item, Circle):
        return Box(item.x - item.r, item.y - item.r, item.x + item.r, item.y + item.r)
    if isinstance(item, Line):
        return Box(min(item.x1, item.x2), min(item.y1, item.y2), max(item.x1, item.x2), max(item.y1, item.y2))
    if isinstance(item, Polygon):
        return Box(min(x for x, _ in item.points), min(y for _, y in item.points), max(x for x, _ in item.points),
                   max(y for _, y in item.points))
    if isinstance(item, Text):
        width = typography.width(item.text, item.font, item.size)
        left = item.x - {"center": 0.5, "right": 1.0}.get(item.align, 0.0) * width
        return Box(left, item.y - 0.25 * item.size, left + width, item.y + item.size)
    return None


def _tile_marks(paper, shown_w: float, shown_h: float, where: tuple[int, int, int, int]) -> list:
    """The tile's outline, its overlaps (dashed: trim one of the two neighbours there), alignment
    crosses where the overlaps meet, and its name."""
    row, column, rows, columns = where
    x0, y0, x1, y1 = SIDE, FURNITURE, SIDE + shown_w, FURNITURE + shown_h
    items: list = [Rect(x0, y0, shown_w, shown_h, stroke="#999999", width=0.3)]
    if column < columns - 1:
        items.append(Line(x1 - OVERLAP, y0, x1 - OVERLAP, y1, "#999999", 0.4, (3, 2)))
    if row < rows - 1:
        items.append(Line(x0, y0 + OVERLAP, x1, y0 + OVERLAP, "#999999", 0.4, (3, 2)))
    for x in (x0 + OVERLAP / 2, x1 - OVERLAP / 2):
        for y in (y0 + OVERLAP / 2, y1 - OVERLAP / 2):
            items += [Line(x - CROSS, y, x + CROSS, y, INK, 0.4), Line(x, y - CROSS, x, y + CROSS, INK, 0.4)]
    return items + _caption(_how_to_join(row, column, rows, columns), x0, y1 + 2 * MM, shown_w)


def _caption(text: str, x: float, baseline: float, room: float) -> list:
    """How the tile joins its neighbours, over it from ``baseline`` up: at large print's least size in large
    print, and in as many lines as the tile's width needs (one, on either paper)."""
    size, lines = title_lines(text, "condensed", typography.sized(6.5, typography.LARGE_SMALLEST), room,
                              typography.least())
    return [Text(x, baseline + (len(lines) - 1 - n) * size * 1.2, line, "condensed", size, INK)
            for n, line in enumerate(lines)]


def _how_to_join(row: int, column: int, rows: int, columns: int) -> str:
    right = tile_name(row, column + 1) if column < columns - 1 else "none"
    below = tile_name(row + 1, column) if row < rows - 1 else "none"
    return (f"TILE {tile_name(row, column)} · right: {right} · below: {below} · trim the neighbour's edge "
            f"and lay it over this tile's dashed overlap, crosses on crosses")


def assembly_page(setup: Setup, paper: tuple[float, float], columns: int, rows: int) -> Sheet:
    """The grid of tiles over the battlefield's outline, each named, to lay the tiles out by."""
    sheet = Sheet(paper[0], paper[1], label=f"seed {setup.seed}, assembly", bookmark="Full size: assembly map")
    _, _, shown_w, shown_h = tile_grid(setup.battlefield, paper)
    scale = (paper[0] - 2 * SIDE) / (columns * shown_w)
    top = paper[1] - FURNITURE - 20 * MM
    sheet.items.append(Text(SIDE, paper[1] - FURNITURE - 6 * MM, f"FULL-SIZE BATTLEFIELD · SEED {setup.seed} · "
                            f"{columns * rows} TILES, {columns} ACROSS × {rows} DOWN", "heading", 12, INK))
    width, height = setup.battlefield[0] * 72.0 * scale, setup.battlefield[1] * 72.0 * scale
    sheet.items.append(Rect(SIDE, top - height, width, height, fill="#eef2f7", stroke=INK, width=0.8))
    step_w, step_h = (shown_w - OVERLAP) * scale, (shown_h - OVERLAP) * scale
    for row in range(rows):
        for column in range(columns):
            x, y = SIDE + column * step_w, top - row * step_h - shown_h * scale
            sheet.items += [Rect(x, y, shown_w * scale, shown_h * scale, stroke="#666666", width=0.4, dash=(2, 1.5)),
                            Text(x + shown_w * scale / 2, y + shown_h * scale / 2, tile_name(row, column),
                                 "heading", 10, INK, "center")]
    return sheet
