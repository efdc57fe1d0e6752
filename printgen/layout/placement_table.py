"""The placement table under a setup sheet's map: every token and terrain piece, keyed as the map
keys it, with its centre in whole and half inches from two named edges, so that a volunteer can
lay the table out with a tape measure instead of scaling positions off the drawing."""

from __future__ import annotations

import math
from dataclasses import replace
from functools import lru_cache

from printgen.core import typography
from printgen.layout.display import Text
from printgen.layout.strips import INK
from printgen.model import Encounter
from printgen.model.base import WHOLE, Node
from printgen.randomise import Setup
from printgen.randomise.measures import Edges, Row, inches
from printgen.core.units import MM

SIZE = 6.5
GROUPS = 3              # groups of rows side by side, at most: the table stays short, the map large
ROWS_PER_GROUP = 5      # below this many rows a group, fewer groups
HEADER = "Lay it out: each piece's centre, in inches from {first} and from {second}"
TERRAIN_SIZES = "; terrain is wide (along {second}) × deep"
GROUP_WIDTH = 95 * MM   # no wider, so that a row's distances stay near its name
HEAD_SIZE = 6           # the column heads: the smallest size printed anywhere
KEY_W, NUMBER_W = 6 * MM, 15 * MM   # a key as wide as MD3: a kind's letters and its copy's number
GAP = 3 * MM            # between groups
LARGE_KEY_W = 8.5 * MM  # large print's key column: MD3 at 9 pt


def _size() -> float:
    """Points: the table's text and its column heads, in the lettering in use (9 pt in large print)."""
    return typography.sized(SIZE, typography.LARGE_SMALLEST)


def _head_size() -> float:
    return typography.sized(HEAD_SIZE, typography.LARGE_SMALLEST)


def _leading() -> float:
    return _size() * 1.3


def _key_w() -> float:
    return typography.sized(KEY_W, LARGE_KEY_W)


def printed_rows(enc: Encounter, setup: Setup) -> list[Row]:
    """The setup's rows as its sheet prints them: a fixed piece drawn at a base size with that size, and
    each terrain piece's footprint, each marked where an assumption chose it."""
    table = setup.table()
    tokens = [replace(row, what=_with_base(enc, placed.source, row.what)) if placed.fixed else row
              for row, placed in zip(table, setup.placements, strict=False)]
    chooser = footprint_chooser(enc)
    terrain = [replace(row, what=chooser[0].marked(chooser[1], row.what)) if chooser else row
               for row in table[len(tokens):]]
    return tokens + terrain


def _with_base(enc: Encounter, ident: str, label: str) -> str:
    """A fixed piece's name, and its base's size when the data gives it one to draw it by (a character's)."""
    fixed = next((fixed for fixed in enc.setup_map.fixed if fixed.id == ident), None) if enc.setup_map else None
    if fixed is None or fixed.base is None:
        return label
    return f"{label}, {fixed.marked('base', f'{fixed.base / MM:.0f} mm base')}"


def footprint_chooser(enc: Encounter) -> tuple[Node, str] | None:
    """What an assumption about the terrain's footprints covers (the terrain's pieces: each, or the list
    when there is none), as the node and field whose mark each footprint prints; None if none does."""
    terrain = enc.setup_map.terrain if enc.setup_map else None
    if terrain is None:
        return None
    if terrain.assumed("pieces"):
        return terrain, "pieces"
    return next(((piece, WHOLE) for piece in terrain.pieces if piece.assumed(WHOLE)), None)


def table_height(rows: list[Row], edges: Edges, width: float) -> float:
    """The height the table takes across ``width``: its sentence, its column heads and its tallest group."""
    if not rows:
        return 0.0
    groups = _grouped(rows)
    what_w = _what_width(_group_width(groups, width))
    tallest = max(sum(len(_name_lines(row.what, what_w)) for row in group) for group in groups)
    return (len(_header_lines(rows, edges, width)) + _head_depth(edges) + tallest) * _leading() + 2 * MM


def _grouped(rows: list[Row]) -> list[list[Row]]:
    """The rows in reading order, in up to GROUPS groups of about equal length, to stand side by side."""
    rows = reading_order(rows)
    groups = min(typography.sized(GROUPS, 2), max(1, math.ceil(len(rows) / ROWS_PER_GROUP)))
    per_group = math.ceil(len(rows) / groups)
    return [rows[start:start + per_group] for start in range(0, len(rows), per_group)]


def _group_width(groups: list[list[Row]], width: float) -> float:
    return min(width / len(groups), typography.sized(GROUP_WIDTH, width / 2))


def _what_width(group_width: float) -> float:
    return group_width - GAP - _key_w() - 2 * NUMBER_W - 1 * MM


def _name_lines(what: str, width: float, font: str = "condensed") -> list[str]:
    """A piece's name (or the table's sentence, in bold) in lines of at most ``width`` at the table's size: a
    long name takes two lines (or more) rather than smaller type."""
    return list(_lines_at(what, width, font, _size()))


@lru_cache(maxsize=4096)  # the same names on every sheet of a series: set once, not once a sheet
def _lines_at(what: str, width: float, font: str, size: float) -> tuple[str, ...]:
    lines: list[str] = []
    for word in what.split():
        if lines and typography.width(f"{lines[-1]} {word}", font, size) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return tuple(lines) or ("",)


def table_items(rows: list[Row], edges: Edges, left: float, right: float, top: float) -> list:
    """The table, its first baseline just below ``top``, in groups of rows side by side."""
    if not rows:
        return []
    size, lines = _size(), _header_lines(rows, edges, right - left)
    items = [Text(left, top - size - n * _leading(), line, "bold", size, INK) for n, line in enumerate(lines)]
    groups = _grouped(rows)
    width = _group_width(groups, right - left)
    for index, group in enumerate(groups):
        items += _group(group, edges, left + index * width, width - GAP, top - len(lines) * _leading())
    return items


def _header_lines(rows: list[Row], edges: Edges, width: float) -> list[str]:
    """The sentence over the table, in lines of ``width`` (one, but in large print)."""
    header = HEADER + (TERRAIN_SIZES if any(row.terrain for row in rows) else "") + "."
    return _name_lines(header.format(first=edges.first, second=edges.second), width, "bold")


def _group(rows: list[Row], edges: Edges, x: float, width: float, top: float) -> list:
    """One group: the column heads, then a row per piece (key, what, the two distances on its first line)."""
    key_w, size, leading = _key_w(), _size(), _leading()
    what_w = width - key_w - 2 * NUMBER_W
    first_x, second_x = x + key_w + what_w + NUMBER_W, x + width
    heads = [("PIECE", x + key_w, "left"), (_short(edges.first), first_x, "right"),
             (_short(edges.second), second_x, "right")]
    items = [Text(hx, top - size - n * leading, line, "heading", _head_size(), INK, align)
             for head, hx, align in heads for n, line in enumerate(_head_lines(head))]
    y = top - size - (_head_depth(edges) - 1) * leading
    for row in rows:
        y -= leading
        items += [Text(x, y, row.key, "bold", size, INK),
                  Text(first_x, y, inches(row.first), "text", size, INK, "right"),
                  Text(second_x, y, inches(row.second), "text", size, INK, "right")]
        for n, line in enumerate(_name_lines(row.what, what_w - 1 * MM)):
            y -= leading if n else 0.0
            items.append(Text(x + key_w, y, line, "condensed", size, INK))
    return items


def _head_lines(head: str) -> list[str]:
    """A column head in lines that fit its column (a distance's column is narrow: "CRISIS TEAM'S" may
    take two lines in a wide lettering, rather than run into the head beside it)."""
    lines: list[str] = []
    for word in head.split():
        if lines and typography.width(f"{lines[-1]} {word}", "heading", _head_size()) <= NUMBER_W - 1 * MM:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines or [""]


def _head_depth(edges: Edges) -> int:
    """How many lines the column heads take."""
    return max(len(_head_lines(_short(edge))) for edge in (edges.first, edges.second))


def reading_order(rows: list[Row]) -> list[Row]:
    """Tokens first: the numbered series by number (the map's order is not the reader's), then each
    other kind as the map first meets it, its copies by number; then terrain in the order of its
    letters (A … Z, AA …)."""
    kinds: dict[str, int] = {"": -1}
    for row in rows:
        if not row.terrain:
            kinds.setdefault(_letters(row.key), len(kinds))

    def order(row: Row) -> tuple[int, int, int]:
        if row.terrain:
            return (1, len(row.key), 0)
        number = row.key.removeprefix(_letters(row.key))
        return (0, kinds[_letters(row.key)], int(number) if number.isdigit() else 0)
    return sorted(rows, key=order)


def _letters(key: str) -> str:
    """A token key's letters: its kind's ("" for the numbered series)."""
    return key.rstrip("0123456789")


def _short(edge: str) -> str:
    """A column head from an edge's name: 'the Crisis Team's edge' → "CRISIS TEAM'S"."""
    return edge.removeprefix("the ").removesuffix(" edge").upper()
