"""The setup sheet: one page per seed, the battlefield drawn to a stated scale.

Hidden information never reaches this page: a face-down Randomizer order is
replaced by the instruction to shuffle.
"""

from __future__ import annotations

from collections import Counter
from functools import partial

from printgen.load.text_values import at_level
from printgen.layout.display import Circle, Line, Polygon, Rect, Text
from printgen.layout.palette import ZONE_FILLS
from printgen.layout.sheet import FURNITURE, SIDE_MARGIN, Sheet, page_furniture
from printgen.layout.strips import INK, Style, text_strips
from printgen.layout.text import title_lines
from printgen.layout.flow import Column, flow
from printgen.model import Encounter, GameConstants
from printgen.model.base import WHOLE
from printgen.options import PrintOptions
from printgen.layout.commands import Pasted, command_strips
from printgen.typography import lettering_now
from printgen.layout.labels import Box, Lettering, MapLabel, MapLabelRoom, find_label, place_label
from printgen.layout.placement_table import table_height, table_items
from printgen.randomise import Setup, SetupKey, inside
from printgen.randomise.measures import letter_key, placement_keys
from printgen.units import MM
from printgen.terminal import shell_command
from printgen.wording import sentence

GRID = 6                       # grid lines every 6 in
NOTE_SIZE = 8                  # the notes above the map, points


def map_scale(battlefield: tuple[float, float], room: tuple[float, float]) -> int:
    """The smallest whole-number scale (1:N) at which the battlefield fits ``room`` (points)."""
    return max(1, *(int(-(-(inches * 72.0) // space)) for inches, space in zip(battlefield, room, strict=True)))
# each zone's colour apart from the others for every reader, in either ink (layout/palette.py)
ZONE_LINES = {"crisis-team": "#1f4e8c", "cosmic-threat": "#8c1c13", None: "#666666"}
TOKEN_FILL = "#946510"
FIXED_FILL = "#3d3a4b"
TERRAIN = "#5a5f6b"


def recreate_command(source: str, key: SetupKey, paper: str, ink: str) -> str:
    """The command that makes this sheet again, quoted for a shell: a level's name and a path are anybody's
    text."""
    return shell_command(recreate_words(source, key, paper, ink))


def recreate_words(source: str, key: SetupKey, paper: str, ink: str) -> list[str]:
    """The words of the command that makes this sheet again (``source``: the bundled id or the file). It names
    the paper, ink and lettering, so that it makes the same sheet whatever defaults the reader has set."""
    return ["printgen", "setup", source, "--difficulty", key.difficulty, "--seed", str(key.seed), "--paper", paper,
            "--ink", ink, "--lettering", lettering_now()]


def setup_page(enc: Encounter, constants: GameConstants, setup: Setup, options: PrintOptions, source: str) -> Sheet:
    """The sheet of one setup on ``options``' paper, printed with the command that makes it again with them."""
    width, height = options.paper.size
    sheet = Sheet(width, height, label=f"seed {setup.seed}", bookmark=f"Setup, seed {setup.seed}")
    left, right = SIDE_MARGIN + 4 * MM, width - SIDE_MARGIN - 4 * MM
    top = height - FURNITURE + 4 * MM
    title = enc.short_title.upper()
    band, items = _title_band(f"{enc.setup_map.marked(WHOLE, 'SETUP')} · {title}", _band_note(setup), left, right, top)
    sheet.items += items
    y = top - band - 2 * MM
    style = Style(NOTE_SIZE, "#3d3a4b")
    lines = _notes(enc, constants, setup, source, options)
    strips = [strip for line in lines for strip in (command_strips(line.words, style, right - left)
              if isinstance(line, Pasted) else text_strips(line, style, right - left, gap=style.size * 0.3))]
    used = sum(s.height + s.gap for s in strips)
    sheet.items += flow(strips, [Column(left, y, right - left, y - used - 1)]).items
    y -= used + 4 * MM
    table = setup.table()
    table_room = table_height(table, setup.edges(), right - left)
    scale = map_scale(setup.battlefield, (right - left, y - FURNITURE - 14 * MM - table_room))
    per_inch = 72.0 / scale
    field_w, field_h = setup.battlefield[0] * per_inch, setup.battlefield[1] * per_inch
    x0 = left + (right - left - field_w) / 2
    y0 = y - field_h
    sheet.items += battlefield_items(setup, x0, y0, scale)
    sheet.items += range_scale(constants, x0, y0 - 5 * MM, scale)
    sheet.items += table_items(table, setup.edges(), left, right, y0 - 12 * MM)
    return sheet


def _notes(enc: Encounter, constants: GameConstants, setup: Setup, source: str,
           options: PrintOptions) -> list[str | Pasted]:
    """The lines above the map: the level's values, the seed and how to print the sheet again, the
    orders (a hidden one by its name only), the terrain, and the map's note."""
    level = next(level for level in enc.difficulty.levels if level.name == setup.difficulty)
    values = "; ".join(f"**{column.label}:** {level.marked('values', str(level.values.get(column.id, '—')), column.id)}"
                       for column in enc.difficulty.columns)
    again = Pasted(tuple(recreate_words(source, setup.key, options.paper.value, options.ink.value)))
    lines: list[str | Pasted] = [f"**{sentence('Difficulty ' + setup.difficulty)}** {sentence(values)}",
             f"**Seed {setup.seed}.** Recreate this sheet with this command:", again]
    said = partial(_at_level, enc, constants, setup.difficulty)
    hidden = {order.name: order for order in enc.setup_map.orders}
    lines += [f"**{name} (hidden, not printed):** {said(hidden[name], 'text') if name in hidden else text}"
              for name, text in setup.hidden.items()]
    lines += [f"**{name}:** {', '.join(order)}" for name, order in setup.orders.items()]
    if enc.setup_map.terrain:
        terrain = enc.setup_map.terrain
        advice = terrain.marked('text', said(terrain, 'text'))
        lines.append(f"**{terrain.marked(WHOLE, 'Terrain')}.** {sentence(advice)}")
    if setup.unplaced:
        lines.append(f"**Terrain not drawn.** {left_out_terrain(setup.unplaced)}")
    if enc.setup_map.note:
        lines.append(f"**Note.** {sentence(enc.setup_map.marked('note', said(enc.setup_map, 'note')))}")
    return lines


def _at_level(enc: Encounter, constants: GameConstants, level: str, node, field: str) -> str:
    """A text of the setup map as this sheet's level says it: a reference to a value that varies by level
    gives this level's value alone (the rules print every level's)."""
    return at_level(enc, constants, node.path + (field,), level) or getattr(node, field)


def _band_note(setup: Setup) -> str:
    """The title band's right end: the seed and level, and the table at an event."""
    table = f"TABLE {setup.event_table[0]} OF {setup.event_table[1]} · " if setup.event_table else ""
    return f"{table}SEED {setup.seed} · {setup.difficulty.upper()}"


def left_out_terrain(unplaced) -> str:
    """The pieces the map has no room for, said on the sheet so that none is dropped silently."""
    sizes = Counter(piece.size for piece in unplaced)
    pieces = [f"{count} size {size} piece{'s' if count > 1 else ''}" for size, count in sorted(sizes.items())]
    them = "them" if len(unplaced) > 1 else "it"
    return f"No room on this map for {' and '.join(pieces)}; place {them} by hand where there is space."


def _title_band(title: str, note: str, left: float, right: float, top: float) -> tuple[float, list]:
    """The band across the top: the title (wrapped if long; the band grows), the seed and level on the right."""
    note_size, notes = title_lines(note, "heading", 10, 60 * MM, 6)
    size, lines = title_lines(title, "heading", 15, right - left - 70 * MM, 9)
    leading = size * 1.15
    band = max(10 * MM, len(lines) * leading + 4 * MM, len(notes) * note_size * 1.2 + 4 * MM)
    first = top - 3.2 * MM - size * 0.72
    items: list[Rect | Text] = [Rect(left, top - band, right - left, band, fill="#3d3a4b", radius=2 * MM)]
    items += [Text(left + 4 * MM, first - n * leading, line, "heading", size, "#ffffff")
              for n, line in enumerate(lines)]
    items += [Text(right - 4 * MM, top - 3.2 * MM - note_size * 0.72 - n * note_size * 1.2, line, "heading",
                   note_size, "#ffffff", "right") for n, line in enumerate(notes)]
    return band, items


def battlefield_items(setup: Setup, x0: float, y0: float, scale: int) -> list:
    """The battlefield at 1:``scale``: zones, grid, terrain, placements, labels."""
    PAPER_PER_INCH = 72.0 / scale  # noqa: N806 (a constant for this drawing)

    def px(x: float) -> float:
        return x0 + x * PAPER_PER_INCH

    def py(y: float) -> float:
        return y0 + y * PAPER_PER_INCH

    width, height = setup.battlefield
    items: list = [Rect(x0, y0, width * PAPER_PER_INCH, height * PAPER_PER_INCH, fill="#ffffff", stroke=INK,
                        width=1.0)]
    for area in setup.deployment:
        items.append(Polygon(tuple((px(x), py(y)) for x, y in area.polygon), fill=ZONE_FILLS[area.side],
                             stroke=ZONE_LINES[area.side], width=0.6))
    for gx in range(GRID, int(width), GRID):
        items.append(Line(px(gx), y0, px(gx), py(height), "#c8ccd6", 0.3))
    for gy in range(GRID, int(height), GRID):
        items.append(Line(x0, py(gy), px(width), py(gy), "#c8ccd6", 0.3))
    for piece in setup.terrain:
        items.append(Rect(px(piece.x - piece.w / 2), py(piece.y - piece.h / 2), piece.w * PAPER_PER_INCH,
                          piece.h * PAPER_PER_INCH, fill="#eceef2", stroke=TERRAIN, width=0.5, dash=(2, 1.5),
                          radius=1.0))
    for key, placed in zip(placement_keys(setup.placements), setup.placements, strict=True):
        items += token_mark(placed, key, px(placed.x), py(placed.y), placed.radius * PAPER_PER_INCH)
    items += [Text(label.x, label.baseline, label.text, label.font, label.size, color, "center")
              for label, color in map_labels(setup, x0, y0, scale)]
    items.append(Text(x0, py(height) + 1.5 * MM, f"Battlefield {width:g} × {height:g} in, drawn at 1:{scale} — "
                      f"grid every {GRID} in", "condensed", 7, "#333333"))
    return items


def token_mark(placed, key: str, x: float, y: float, radius: float) -> list:
    """A token on the map, with its key (the placement table's) inside it."""
    fill = FIXED_FILL if placed.fixed else TOKEN_FILL
    size = 6.0  # the smallest size printed anywhere, however small the token
    return [Circle(x, y, radius, fill=fill, stroke=INK, width=0.4),
            Text(x, y - size * 0.36, key, "bold", size, "#ffffff", "center")]


def map_labels(setup: Setup, x0: float, y0: float, scale: int) -> list[tuple[MapLabel, str]]:
    """Every label of the map with its colour: zones, then terrain sizes, then tokens, each clear
    of the others, of every token and of other terrain, inside the battlefield (a zone's inside its zone)."""
    per_inch = 72.0 / scale
    width, height = setup.battlefield
    bounds = Box(x0, y0, x0 + width * per_inch, y0 + height * per_inch)
    tokens = [Box(x0 + (p.x - p.radius) * per_inch, y0 + (p.y - p.radius) * per_inch,
                  x0 + (p.x + p.radius) * per_inch, y0 + (p.y + p.radius) * per_inch) for p in setup.placements]
    terrain = [Box(x0 + (t.x - t.w / 2) * per_inch, y0 + (t.y - t.h / 2) * per_inch,
                   x0 + (t.x + t.w / 2) * per_inch, y0 + (t.y + t.h / 2) * per_inch) for t in setup.terrain]
    taken = tokens + terrain
    placed: list[tuple[MapLabel, str]] = []

    def keep(label: MapLabel, color: str) -> None:
        placed.append((label, color))
        taken.append(label.box)

    for area in setup.deployment:
        centre = (x0 + per_inch * sum(x for x, _ in area.polygon) / len(area.polygon),
                  y0 + per_inch * sum(y for _, y in area.polygon) / len(area.polygon))
        def in_zone(px, py, polygon=area.polygon):
            return inside(polygon, (px - x0) / per_inch, (py - y0) / per_inch)
        keep(place_label(Lettering(area.label.upper(), "heading", 6.5), centre, 0.0,
                         MapLabelRoom(taken, bounds, in_zone)), ZONE_LINES[area.side])
    for n, (piece, box) in enumerate(zip(setup.terrain, terrain, strict=True)):
        keep(terrain_label(Lettering(f"{letter_key(n)} · SIZE {piece.size}", "condensed", 6), box, taken, bounds),
             TERRAIN)
    for p in sorted(setup.placements, key=lambda p: not p.fixed):
        keep(place_label(Lettering(p.label, "condensed", 6), (x0 + p.x * per_inch, y0 + p.y * per_inch),
                         p.radius * per_inch, MapLabelRoom(taken, bounds)), INK)
    return placed


def terrain_label(lettering: Lettering, box: Box, taken: list[Box], bounds: Box) -> MapLabel:
    """A terrain piece's label: inside the piece, clear of its outline, where there is room; else just
    outside it, clear of it as of everything else (a Size 1 piece is narrower than its label and room)."""
    def in_piece(px: float, py: float) -> bool:
        return box.x0 <= px <= box.x1 and box.y0 <= py <= box.y1
    centre = ((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2 - 2)
    others = [other for other in taken if other is not box]
    inside_piece = find_label(lettering, centre, 0.0, MapLabelRoom(others, bounds, in_piece))
    return inside_piece or place_label(lettering, (centre[0], centre[1] + 2), (box.y1 - box.y0) / 2,
                                       MapLabelRoom(taken, bounds))


def range_scale(constants: GameConstants, x0: float, y: float, scale: int) -> list:
    """The range tool at the map's scale: R1 … R5 from the constants."""
    PAPER_PER_INCH = 72.0 / scale  # noqa: N806
    items: list = [Text(x0, y + 1.5, "RANGE", "heading", 7, INK)]
    x = x0 + 12 * MM
    start = x
    previous = 0.0
    for band, length in enumerate(constants.ranges, start=1):
        inches = length / 72.0
        end = start + inches * PAPER_PER_INCH
        items.append(Rect(start + previous * PAPER_PER_INCH, y, (inches - previous) * PAPER_PER_INCH, 2 * MM,
                          fill="#3d3a4b" if band % 2 else "#ffffff", stroke=INK, width=0.3))
        items.append(Text(end, y - 3 * MM, f"R{band}", "condensed", 6.5, INK, "center"))
        previous = inches
    items.append(Text(start, y - 3 * MM, "0", "condensed", 6.5, INK, "center"))
    return items


def furnish(sheet: Sheet, title: str, number: int, total: int) -> Sheet:
    sheet.items += page_furniture(sheet, f"{title} · setup · page {number} of {total} · {sheet.label} — print at "
                                         f"actual size: the scale bars must measure true")
    return sheet
