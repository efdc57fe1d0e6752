"""The setup sheet: one page per seed, the battlefield drawn to a stated scale.

Hidden information never reaches this page: a face-down Randomizer order is
replaced by the instruction to shuffle.
"""

from __future__ import annotations

from printgen import typography
from printgen.layout.display import Circle, Line, Polygon, Rect, Text
from printgen.layout.sheet import FURNITURE, SIDE_MARGIN, Sheet, scale_bar
from printgen.layout.strips import INK, Style, text_strips
from printgen.layout.flow import Column, flow
from printgen.model import Encounter, GameConstants
from printgen.randomise import Setup
from printgen.units import POINTS_PER

MM = POINTS_PER["mm"]
GRID = 6                       # grid lines every 6 in


def map_scale(battlefield: tuple[float, float], room: tuple[float, float]) -> int:
    """The smallest whole-number scale (1:N) at which the battlefield fits ``room`` (points)."""
    return max(1, *(int(-(-(inches * 72.0) // space)) for inches, space in zip(battlefield, room, strict=True)))
ZONE_FILLS = {"crisis-team": "#d6e2f3", "cosmic-threat": "#f3d9d6", None: "#e6e6e6"}
ZONE_LINES = {"crisis-team": "#1f4e8c", "cosmic-threat": "#8c1c13", None: "#666666"}
TOKEN_FILL = "#c98a12"
FIXED_FILL = "#3d3a4b"
TERRAIN = "#7a7f8c"


def recreate_command(enc: Encounter, setup: Setup, paper: str) -> str:
    return f"printgen setup {enc.id} --difficulty \"{setup.difficulty}\" --seed {setup.seed} --paper {paper}"


def setup_page(enc: Encounter, constants: GameConstants, setup: Setup, paper: tuple[float, float],
               paper_name: str, source: str) -> Sheet:
    width, height = paper
    sheet = Sheet(width, height, label=f"seed {setup.seed}", bookmark=f"Setup, seed {setup.seed}")
    left, right = SIDE_MARGIN + 4 * MM, width - SIDE_MARGIN - 4 * MM
    top = height - FURNITURE + 4 * MM
    title = enc.title.split(":", 1)[-1].strip().upper()
    band = 10 * MM
    sheet.items += [Rect(left, top - band, right - left, band, fill="#3d3a4b", radius=2 * MM),
                    Text(left + 4 * MM, top - band + 3.2 * MM, f"SETUP · {title}", "heading",
                         typography.fit_size(f"SETUP · {title}", "heading", 15, right - left - 70 * MM, 9), "#ffffff"),
                    Text(right - 4 * MM, top - band + 3.6 * MM, f"SEED {setup.seed} · {setup.difficulty.upper()}",
                         "heading", 10, "#ffffff", "right")]
    y = top - band - 2 * MM
    style = Style(8, "#3d3a4b")
    level = next(level for level in enc.difficulty.levels if level.name == setup.difficulty)
    values = "; ".join(f"**{column.label}:** {level.values.get(column.id, '—')}" for column in enc.difficulty.columns)
    lines = [f"**Difficulty {setup.difficulty}.** {values}.",
             f"**Seed {setup.seed}.** Recreate this sheet with {recreate_command(enc, setup, paper_name)}"
             f"{'' if source == enc.id else f' (ENCOUNTER is {source})'}."]
    lines += [f"**Hidden, not printed:** {text}" for text in setup.hidden]
    lines += [f"**{name}:** {', '.join(order)}" for name, order in setup.orders.items()]
    strips = [strip for line in lines for strip in text_strips(line, style, right - left, gap=style.size * 0.3)]
    used = sum(s.height + s.gap for s in strips)
    sheet.items += flow(strips, [Column(left, y, right - left, y - used - 1)]).items
    y -= used + 4 * MM
    scale = map_scale(setup.battlefield, (right - left, y - FURNITURE - 12 * MM))
    per_inch = 72.0 / scale
    field_w, field_h = setup.battlefield[0] * per_inch, setup.battlefield[1] * per_inch
    x0 = left + (right - left - field_w) / 2
    y0 = y - field_h
    sheet.items += battlefield_items(setup, x0, y0, scale)
    sheet.items += range_scale(constants, x0, y0 - 5 * MM, scale)
    return sheet


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
    for area in setup.deployment:
        cx = sum(x for x, _ in area.polygon) / len(area.polygon)
        cy = sum(y for _, y in area.polygon) / len(area.polygon)
        items.append(Text(px(cx), py(cy) - 2, area.label.upper(), "heading", 6.5, ZONE_LINES[area.side], "center"))
    for piece in setup.terrain:
        items += [Rect(px(piece.x - piece.w / 2), py(piece.y - piece.h / 2), piece.w * PAPER_PER_INCH,
                       piece.h * PAPER_PER_INCH, fill="#eceef2", stroke=TERRAIN, width=0.5, dash=(2, 1.5),
                       radius=1.0),
                  Text(px(piece.x), py(piece.y) - 2, f"SIZE {piece.size}", "condensed", 5.5, TERRAIN, "center")]
    for placed in setup.placements:
        r = placed.radius * PAPER_PER_INCH
        items.append(Circle(px(placed.x), py(placed.y), r, fill=FIXED_FILL if placed.fixed else TOKEN_FILL,
                            stroke=INK, width=0.4))
        label_size = 5.5
        items.append(Text(px(placed.x), py(placed.y) + r + 1.2, placed.label, "condensed", label_size, INK, "center"))
    items.append(Text(x0, py(height) + 1.5 * MM, f"Battlefield {width:g} × {height:g} in, drawn at 1:{scale} — "
                      f"grid every {GRID} in", "condensed", 7, "#333333"))
    return items


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
    sheet.items += scale_bar(SIDE_MARGIN + 2 * MM, 8 * MM)
    sheet.items.append(Text(SIDE_MARGIN + 2 * MM, 4 * MM, f"{title} · setup · page {number} of {total} · "
                            f"{sheet.label} — print at actual size: the scale bars must measure true",
                            "condensed", 7, "#333333"))
    return sheet
