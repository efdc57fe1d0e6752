"""The placement table under a setup sheet's map: every token and terrain piece, keyed as the map
keys it, with its centre in whole and half inches from two named edges, so that a volunteer can
lay the table out with a tape measure instead of scaling positions off the drawing."""

from __future__ import annotations

import math

from printgen import typography
from printgen.layout.display import Text
from printgen.layout.strips import INK
from printgen.randomise.measures import Edges, Row, inches
from printgen.units import MM

SIZE = 6.5
LEADING = SIZE * 1.3
GROUPS = 3              # groups of rows side by side, at most: the table stays short, the map large
ROWS_PER_GROUP = 5      # below this many rows a group, fewer groups
HEADER = "Lay it out: each piece's centre, in inches from {first} and from {second}"
TERRAIN_SIZES = "; terrain is wide (along {second}) × deep"
GROUP_WIDTH = 95 * MM   # no wider, so that a row's distances stay near its name


def table_height(rows: list[Row]) -> float:
    """The height the table takes: its sentence, its column heads and its longest group of rows."""
    return (2 + min(len(rows), _per_group(rows))) * LEADING + 2 * MM if rows else 0.0


def _per_group(rows: list[Row]) -> int:
    groups = min(GROUPS, max(1, math.ceil(len(rows) / ROWS_PER_GROUP)))
    return math.ceil(len(rows) / groups)


def table_items(rows: list[Row], edges: Edges, left: float, right: float, top: float) -> list:
    """The table, its first baseline just below ``top``, in groups of rows side by side."""
    if not rows:
        return []
    rows = sorted(rows, key=_reading_order)
    header = HEADER + (TERRAIN_SIZES if any(row.key.isalpha() for row in rows) else "") + "."
    items = [Text(left, top - SIZE, header.format(first=edges.first, second=edges.second), "bold", SIZE, INK)]
    per_group = _per_group(rows)
    groups = [rows[start:start + per_group] for start in range(0, len(rows), per_group)]
    width = min((right - left) / len(groups), GROUP_WIDTH)
    for index, group in enumerate(groups):
        items += _group(group, edges, left + index * width, width - 3 * MM, top - LEADING)
    return items


def _group(rows: list[Row], edges: Edges, x: float, width: float, top: float) -> list:
    """One group: the column heads, then a row per piece (key, what, the two distances)."""
    key_w, number_w = 5 * MM, 15 * MM
    what_w = width - key_w - 2 * number_w
    first_x, second_x = x + key_w + what_w + number_w, x + width
    heads = [("", x, "left"), ("PIECE", x + key_w, "left"), (_short(edges.first), first_x, "right"),
             (_short(edges.second), second_x, "right")]
    items = [Text(hx, top - SIZE, head, "heading", 5, INK, align) for head, hx, align in heads]
    for n, row in enumerate(rows, start=1):
        y = top - SIZE - n * LEADING
        what_size = typography.fit_size(row.what, "condensed", SIZE, what_w - 1 * MM, 4.0)
        items += [Text(x, y, row.key, "bold", SIZE, INK),
                  Text(x + key_w, y, row.what, "condensed", what_size, INK),
                  Text(first_x, y, inches(row.first), "text", SIZE, INK, "right"),
                  Text(second_x, y, inches(row.second), "text", SIZE, INK, "right")]
    return items


def _reading_order(row: Row) -> tuple[int, int]:
    """Tokens by their key's number (a numbered token's key is its own number, so the map's order
    is not the reader's), then terrain in the order of its letters (A … Z, AA …)."""
    return (0, int(row.key)) if row.key.isdigit() else (1, len(row.key))


def _short(edge: str) -> str:
    """A column head from an edge's name: 'the Crisis Team's edge' → "CRISIS TEAM'S"."""
    return edge.removeprefix("the ").removesuffix(" edge").upper()
