"""Patterns that say something without colour, so that they survive greyscale, low ink and a reader
who tells colours apart poorly: hatching (parallel lines at 45°) and a field of dots, each kept
inside a rectangle. Both are lines: low ink prints a line dark (printgen.render.ink), so a pattern in
a light tint of a dark colour stays seen on the light grey that colour becomes."""

from __future__ import annotations

import math

from printgen.layout.display import Line

Box = tuple[float, float, float, float]  # x, y, width, height


def hatching(box: Box, step: float, color: str, width: float) -> list[Line]:
    """Lines rising at 45°, ``step`` apart across them, each cut to ``box``."""
    x0, y0, w, h = box
    x1, y1 = x0 + w, y0 + h
    gap = step * math.sqrt(2)  # between the lines' feet along a side, for ``step`` across them
    lines = []
    offset = x0 - y1 + gap / 2  # each line is y = x - offset
    while offset < x1 - y0:
        start, end = max(x0, y0 + offset), min(x1, y1 + offset)
        if end - start > width:
            lines.append(Line(start, start - offset, end, end - offset, color, width))
        offset += gap
    return lines


def dots(box: Box, step: float, color: str, size: float) -> list[Line]:
    """Square dots of side ``size`` on a grid ``step`` apart, wholly in ``box``: a row of them is one
    dashed line (its dashes as long as the line is wide), so a field of dots stays a few items."""
    x0, y0, w, h = box
    across = int((w - size) // step) * step + size   # the row's length: it ends on a whole dot
    rows = int((h - size) // step) + 1
    return [Line(x0, y0 + size / 2 + row * step, x0 + across, y0 + size / 2 + row * step, color, size,
                 (size, step - size)) for row in range(rows)]
