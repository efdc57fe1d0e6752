"""The setup sheet: one page per seed, the battlefield drawn to a stated scale.

Hidden information never reaches this page: a face-down Randomizer order is
replaced by the instruction to shuffle.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import partial

from printgen.load.text_values import at_level
from printgen.layout.display import Circle, Item, Line, Polygon, Rect, Text
from printgen.layout.palette import ZONE_FILLS
from printgen.layout.sheet import FURNITURE, SIDE_MARGIN, Sheet, page_furniture
from printgen.layout.strips import INK, Style, text_strips
from printgen.layout.text import title_lines
from printgen.layout.flow import Column, flow
from printgen.model import Encounter, GameConstants
from printgen.model.base import WHOLE
from printgen.core.options import PrintOptions
from printgen.layout.commands import Pasted, command_strips
from printgen.core import typography
from printgen.core.typography import lettering_now
from printgen.layout.labels import TERRAIN, ZONE_LINES, MapView, map_labels
from printgen.layout.placement_table import printed_rows, table_height, table_items
from printgen.layout.token_faces import BACK, color_for
from printgen.randomise import Placed, Setup, SetupKey
from printgen.randomise.measures import token_keys
from printgen.core.units import MM
from printgen.core.terminal import shell_command
from printgen.core.wording import sentence

GRID = 6                       # grid lines every 6 in
NOTE_SIZE = 8                  # the notes above the map, points
LARGE_NOTE_SIZE = 10.5         # in large print


def map_scale(battlefield: tuple[float, float], room: tuple[float, float]) -> int:
    """The smallest whole-number scale (1:N) at which the battlefield fits ``room`` (points)."""
    return max(1, *(int(-(-(inches * 72.0) // space)) for inches, space in zip(battlefield, room, strict=True)))
CHARACTER_FILL = "#3d3a4b"     # a character's base: no token, so no token's colour


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
    style = Style(typography.sized(NOTE_SIZE, LARGE_NOTE_SIZE), "#3d3a4b", typography.least())
    lines = _notes(enc, constants, setup, source, options)
    strips = [strip for line in lines for strip in (command_strips(line.words, style, right - left)
              if isinstance(line, Pasted) else text_strips(line, style, right - left, gap=style.size * 0.3))]
    used = sum(s.height + s.gap for s in strips)
    sheet.items += flow(strips, [Column(left, y, right - left, y - used - 1)]).items
    y -= used + 4 * MM
    table = printed_rows(enc, setup)
    table_room = table_height(table, setup.edges(), right - left)
    scale = map_scale(setup.battlefield, (right - left, y - FURNITURE - 14 * MM - table_room))
    per_inch = 72.0 / scale
    field_w, field_h = setup.battlefield[0] * per_inch, setup.battlefield[1] * per_inch
    x0 = left + (right - left - field_w) / 2
    y0 = y - field_h
    sheet.items += battlefield_items(enc, setup, x0, y0, scale)
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
    note_size, notes = title_lines(note, "heading", typography.sized(10, 11), 60 * MM, typography.sized(6, 9))
    size, lines = title_lines(title, "heading", typography.sized(15, 16), right - left - 70 * MM, 9)
    leading = size * 1.15
    band = max(10 * MM, len(lines) * leading + 4 * MM, len(notes) * note_size * 1.2 + 4 * MM)
    first = top - 3.2 * MM - size * 0.72
    items: list[Rect | Text] = [Rect(left, top - band, right - left, band, fill="#3d3a4b", radius=2 * MM)]
    items += [Text(left + 4 * MM, first - n * leading, line, "heading", size, "#ffffff")
              for n, line in enumerate(lines)]
    items += [Text(right - 4 * MM, top - 3.2 * MM - note_size * 0.72 - n * note_size * 1.2, line, "heading",
                   note_size, "#ffffff", "right") for n, line in enumerate(notes)]
    return band, items


def battlefield_items(enc: Encounter, setup: Setup, x0: float, y0: float, scale: int,
                      view: MapView | None = None) -> list:
    """The battlefield at 1:``scale``: zones, grid, terrain, placements, labels (with a ``view``, a tile's:
    the labels of what it shows, inside it)."""
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
    for key, placed in zip(token_keys(setup), setup.placements, strict=True):
        items += token_mark(map_symbol(enc, placed), key, px(placed.x), py(placed.y), PAPER_PER_INCH)
    items += [Text(label.x, label.baseline, label.text, label.font, label.size, color, "center")
              for label, color in map_labels(setup, x0, y0, scale, view)]
    items.append(Text(x0, py(height) + 1.5 * MM, f"Battlefield {width:g} × {height:g} in, drawn at 1:{scale} — "
                      f"grid every {GRID} in", "condensed", typography.sized(7, 9), "#333333"))
    return items


@dataclass(frozen=True)
class MapSymbol:
    """How a placed piece is drawn on the map: as its token's face is on the token sheet (its colour
    and shape), a face-down token as the back its group shares (the map keeps its secret), a
    character as a dark base; ``size`` (width, height) in inches."""

    fill: str
    shape: str          # "round", "square" or "rect", as a token declares it
    size: tuple[float, float]


def map_symbol(enc: Encounter, placed: Placed) -> MapSymbol:
    """The symbol of ``placed``: its token's face; the back its Randomizer group shares when it lies face
    down or the group is placed (which of its tokens lies there is drawn at the table); else a base."""
    token = enc.token(placed.token)
    group = enc.group(token.randomizer if token is not None else placed.token)
    members = [token] if token is not None else [other for other in enc.tokens
                                                 if group is not None and other.randomizer == group.id]
    if not members:
        return MapSymbol(CHARACTER_FILL, "round", (2 * placed.radius, 2 * placed.radius))
    largest = max(members, key=lambda member: max(member.size_pt))
    hidden = group is not None and (group.face_down or token is None)
    return MapSymbol(BACK if hidden else color_for(largest), largest.shape,
                     (largest.size_pt[0] / 72.0, largest.size_pt[1] / 72.0))


def token_mark(symbol: MapSymbol, key: str, x: float, y: float, per_inch: float) -> list[Item]:
    """A token on the map as its symbol draws it, centred on (x, y), with its key (the placement
    table's) inside it; in large print its label beside it says the key (labels.token_names), which 9 pt
    would not fit inside a symbol drawn to scale."""
    w, h = symbol.size[0] * per_inch, symbol.size[1] * per_inch
    size = 6.0  # the smallest size printed anywhere, however small the token
    shape: Item = (Circle(x, y, w / 2, fill=symbol.fill, stroke=INK, width=0.4) if symbol.shape == "round"
                   else Rect(x - w / 2, y - h / 2, w, h, fill=symbol.fill, stroke=INK, width=0.4))
    if typography.large_print():
        return [shape]
    return [shape, Text(x, y - size * 0.36, key, "bold", size, "#ffffff", "center")]


def range_scale(constants: GameConstants, x0: float, y: float, scale: int) -> list:
    """The range tool at the map's scale: R1 … R5 from the constants."""
    PAPER_PER_INCH = 72.0 / scale  # noqa: N806
    items: list = [Text(x0, y + 1.5, "RANGE", "heading", typography.sized(7, 9), INK)]
    x = x0 + 12 * MM
    start = x
    previous = 0.0
    for band, length in enumerate(constants.ranges, start=1):
        inches = length / 72.0
        end = start + inches * PAPER_PER_INCH
        items.append(Rect(start + previous * PAPER_PER_INCH, y, (inches - previous) * PAPER_PER_INCH, 2 * MM,
                          fill="#3d3a4b" if band % 2 else "#ffffff", stroke=INK, width=0.3))
        items.append(Text(end, y - 3 * MM, f"R{band}", "condensed", typography.sized(6.5, 9), INK, "center"))
        previous = inches
    if not typography.large_print():  # at 9 pt, R1 stands too near it to be told apart: the bar starts at 0
        items.append(Text(start, y - 3 * MM, "0", "condensed", 6.5, INK, "center"))
    return items


def furnish(sheet: Sheet, title: str, number: int, total: int) -> Sheet:
    sheet.items += page_furniture(sheet, f"{title} · setup · page {number} of {total} · {sheet.label} — print at "
                                         f"actual size: the scale bars must measure true")
    return sheet
