"""The game icons, drawn as vector glyphs of printgen's own design (no fonts, no bitmaps).

Each glyph is a list of primitives in a unit box: x from 0 to 1, the text baseline at
y = 0 and the top near y = 0.86 (about the cap height). ``glyph_items`` scales one onto
a baseline at a text size. The shapes are deliberately plain: a sparkle for Power, a
burst for Damage, a cross-hair circle for Range, S/M/L tags for the movement tools,
and dark die faces with a white mark for the six die results.
"""

from __future__ import annotations

import math

from printgen.layout.display import Circle, Color, Item, Line, Polygon, Rect, Text
from printgen.core.markup import ICONS

WHITE = "knockout"     # cut-outs: replaced by the colour behind the icon
INK = "currentColor"   # replaced by the text colour
CENTER_Y = 0.38


def _star(points: int, outer: float, inner: float, cx: float = 0.5, cy: float = CENTER_Y,
          turn: float = 90.0) -> tuple[tuple[float, float], ...]:
    vertices = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(turn + i * 180.0 / points)
        vertices.append((round(cx + radius * math.cos(angle), 4), round(cy + radius * math.sin(angle), 4)))
    return tuple(vertices)


def _die(*mark: Item) -> list[Item]:
    return [Rect(0.04, -0.08, 0.92, 0.92, fill=INK, radius=0.16), *mark]


# S, M and L drawn as strokes (not font text, which would leak into the PDF's text layer)
_LETTERS = {
    "S": ((0.68, 0.6), (0.56, 0.68), (0.42, 0.68), (0.32, 0.6), (0.33, 0.47), (0.67, 0.31), (0.68, 0.16),
          (0.58, 0.08), (0.42, 0.08), (0.31, 0.16)),
    "M": ((0.26, 0.06), (0.26, 0.7), (0.5, 0.34), (0.74, 0.7), (0.74, 0.06)),
    "L": ((0.34, 0.7), (0.34, 0.08), (0.7, 0.08)),
}


def _tag(letter: str) -> list[Item]:
    return [Rect(0.02, -0.06, 0.96, 0.88, fill=INK, radius=0.22),
            Polygon(_LETTERS[letter], stroke=WHITE, width=0.12, closed=False)]


GLYPHS: dict[str, list[Item]] = {
    "power": [Polygon(_star(4, 0.5, 0.14), fill=INK)],
    "damage": [Polygon(_star(8, 0.48, 0.26, turn=0), fill=INK),
               Circle(0.5, CENTER_Y, 0.12, fill=WHITE)],
    "range": [Circle(0.5, CENTER_Y, 0.4, stroke=INK, width=0.1),
              Line(0.5, CENTER_Y - 0.48, 0.5, CENTER_Y + 0.48, INK, 0.1),
              Line(0.02, CENTER_Y, 0.98, CENTER_Y, INK, 0.1)],
    "physical": [Polygon(((0.1, 0.0), (0.1, 0.6), (0.28, 0.8), (0.9, 0.8), (0.9, 0.12), (0.72, -0.06),
                          (0.28, -0.06)), fill=INK),
                 Line(0.3, 0.45, 0.9, 0.45, WHITE, 0.07), Line(0.5, 0.45, 0.5, 0.8, WHITE, 0.07),
                 Line(0.7, 0.45, 0.7, 0.8, WHITE, 0.07)],
    "energy": [Polygon(((0.58, 0.86), (0.16, 0.3), (0.46, 0.3), (0.36, -0.1), (0.84, 0.5), (0.54, 0.5),
                        (0.7, 0.86)), fill=INK)],
    "mystic": [Polygon(((0.02, CENTER_Y), (0.26, 0.66), (0.5, 0.74), (0.74, 0.66), (0.98, CENTER_Y),
                        (0.74, 0.1), (0.5, 0.02), (0.26, 0.1)), fill=INK),
               Circle(0.5, CENTER_Y, 0.2, fill=WHITE), Circle(0.5, CENTER_Y, 0.09, fill=INK)],
    "move-s": _tag("S"),
    "move-m": _tag("M"),
    "move-l": _tag("L"),
    "critical": _die(Polygon(_star(5, 0.36, 0.15), fill=WHITE)),
    "wild": _die(*(Line(0.5 + 0.3 * math.cos(a), CENTER_Y + 0.3 * math.sin(a),
                        0.5 - 0.3 * math.cos(a), CENTER_Y - 0.3 * math.sin(a), WHITE, 0.11)
                   for a in (math.pi / 2, math.pi / 6, -math.pi / 6))),
    "hit": _die(Circle(0.5, CENTER_Y, 0.24, stroke=WHITE, width=0.09), Circle(0.5, CENTER_Y, 0.07, fill=WHITE)),
    "block": _die(Polygon(((0.5, 0.72), (0.76, 0.62), (0.72, 0.26), (0.5, 0.04), (0.28, 0.26), (0.24, 0.62)),
                          fill=WHITE)),
    "blank": [Rect(0.06, -0.06, 0.88, 0.88, stroke=INK, width=0.09, radius=0.16)],
    "failure": _die(Line(0.28, 0.16, 0.72, 0.6, WHITE, 0.13), Line(0.28, 0.6, 0.72, 0.16, WHITE, 0.13)),
    "beam": [Line(0.02, CENTER_Y, 0.66, CENTER_Y, INK, 0.14),
             Polygon(((0.6, 0.7), (0.98, CENTER_Y), (0.6, 0.06)), fill=INK)],
    "area": [Circle(0.5, CENTER_Y, 0.44, stroke=INK, width=0.08), Circle(0.5, CENTER_Y, 0.26, stroke=INK, width=0.08),
             Circle(0.5, CENTER_Y, 0.1, fill=INK)],
}

assert set(GLYPHS) == set(ICONS), "every icon of the markup vocabulary needs a glyph"


def glyph_items(name: str, x: float, baseline: float, size: float, color: str,
                knockout: str = "#ffffff") -> list[Item]:
    """The glyph's primitives placed with its box's left edge at ``x`` on ``baseline``."""

    def paint(value: Color) -> Color:
        return color if value == INK else knockout if value == WHITE else value

    def paint_any(value: Color | None) -> Color | None:
        return None if value is None else paint(value)

    def px(u: float) -> float:
        return x + u * size

    def py(v: float) -> float:
        return baseline + v * size

    placed: list[Item] = []
    for item in GLYPHS[name]:
        if isinstance(item, Polygon):
            placed.append(item._replace(points=tuple((px(u), py(v)) for u, v in item.points),
                                        fill=paint_any(item.fill), stroke=paint_any(item.stroke),
                                        width=item.width * size))
        elif isinstance(item, Circle):
            placed.append(item._replace(x=px(item.x), y=py(item.y), r=item.r * size, fill=paint_any(item.fill),
                                        stroke=paint_any(item.stroke), width=item.width * size))
        elif isinstance(item, Line):
            placed.append(item._replace(x1=px(item.x1), y1=py(item.y1), x2=px(item.x2), y2=py(item.y2),
                                        stroke=paint(item.stroke), width=item.width * size))
        elif isinstance(item, Rect):
            placed.append(item._replace(x=px(item.x), y=py(item.y), w=item.w * size, h=item.h * size,
                                        radius=item.radius * size, fill=paint_any(item.fill),
                                        stroke=paint_any(item.stroke), width=item.width * size))
        elif isinstance(item, Text):
            placed.append(item._replace(x=px(item.x), y=py(item.y), size=item.size * size,
                                        color=paint(item.color)))
    return placed
