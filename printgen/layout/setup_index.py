"""The index an organiser keeps at the desk: one line per table of an event, with its seed, its
level and the command that prints its sheet again. Each column is as wide as its widest word; a command
longer than the room left for it (in large print) goes on over as many lines as it needs."""

from __future__ import annotations

import re

from printgen.core import typography
from printgen.layout.display import Text
from printgen.layout.sheet import FURNITURE, SIDE_MARGIN, Sheet
from printgen.layout.strips import INK
from printgen.layout.text import title_lines
from printgen.randomise import SetupKey
from printgen.core.units import MM

SIZE = 8.0          # points: a table's line
HEAD_SIZE = 6.5     # the columns' heads
HEADS = ("TABLE", "SEED", "LEVEL", "TO PRINT IT AGAIN")
LEAST_WIDTHS = (16 * MM, 24 * MM, 30 * MM)  # of the first three columns, wider where a word needs it
GAP = 4 * MM        # between a column's widest word and the next column

Row = tuple[list[str], list[str]]  # a table's cells, and its command in lines


def size() -> float:
    """Points: the index's lines in the lettering in use (large print's least, as a map's table)."""
    return typography.sized(SIZE, typography.LARGE_SMALLEST)


def head_size() -> float:
    return typography.sized(HEAD_SIZE, typography.LARGE_SMALLEST)


def leading() -> float:
    return size() * 1.5


def index_pages(title: str, keys: list[SetupKey], paper: tuple[float, float], commands: list[str]) -> list[Sheet]:
    """As many index pages as the tables need, each headed, a table a line (or more, its command wrapped)."""
    room = paper[1] - 2 * FURNITURE - 24 * MM
    left, right = SIDE_MARGIN + 4 * MM, paper[0] - SIDE_MARGIN - 4 * MM
    cells = [_cells(key) for key in keys]
    columns = _columns(cells, left)
    rows = [(row, _command_lines(command, right - columns[-1])) for row, command in zip(cells, commands, strict=True)]
    return [_index_page(title, page, paper, columns, len(keys)) for page in _paged(rows, room)]


def _cells(key: SetupKey) -> list[str]:
    assert key.event_table is not None  # an event's setups: each is numbered "table k of N"
    return [str(key.event_table[0]), str(key.seed), key.difficulty]


def _columns(cells: list[list[str]], left: float) -> list[float]:
    """Where each column starts: no nearer the last than its least width, nor than its widest word and a gap."""
    starts = [left]
    for number, least in enumerate(LEAST_WIDTHS):
        widest = max([typography.width(HEADS[number], "heading", head_size()),
                      *(typography.width(row[number], "condensed", size()) for row in cells)])
        starts.append(starts[-1] + max(least, widest + GAP))
    return starts


def _command_lines(command: str, room: float) -> list[str]:
    """``command`` in lines no wider than ``room``, each broken before an option, which keeps its value."""
    lines: list[str] = []
    for part in re.split(r" (?=--)", command):
        joined = f"{lines[-1]} {part}" if lines else part
        if lines and typography.width(joined, "condensed", size()) <= room:
            lines[-1] = joined
        else:
            lines += title_lines(part, "condensed", size(), room, size())[1]
    return lines


def _height(row: Row) -> float:
    return leading() + (len(row[1]) - 1) * size() * 1.2


def _paged(rows: list[Row], room: float) -> list[list[Row]]:
    """The rows in pages, as many to a page as its ``room`` holds (one at least)."""
    pages: list[list[Row]] = [[]]
    used = 0.0
    for row in rows:
        if pages[-1] and used + _height(row) > room + 1e-6:
            pages.append([])
            used = 0.0
        pages[-1].append(row)
        used += _height(row)
    return pages


def _index_page(title: str, rows: list[Row], paper: tuple[float, float], columns: list[float], tables: int) -> Sheet:
    width, height = paper
    sheet = Sheet(width, height, label="index", bookmark="Index of the tables")
    left, right = columns[0], width - SIDE_MARGIN - 4 * MM
    top = height - FURNITURE
    title_size, lines = title_lines(f"{title}: {tables} tables", "heading", typography.sized(14, 16), right - left, 9)
    sheet.items += [Text(left, top - title_size - n * title_size * 1.15, line, "heading", title_size, INK)
                    for n, line in enumerate(lines)]
    y = top - len(lines) * title_size * 1.15 - 8 * MM
    sheet.items += [Text(x, y, head, "heading", head_size(), INK) for head, x in zip(HEADS, columns, strict=True)]
    for cells, command in rows:
        y -= leading()
        sheet.items += [Text(x, y, cell, "condensed", size(), INK) for cell, x in zip(cells, columns[:-1], strict=True)]
        sheet.items += [Text(columns[-1], y - n * size() * 1.2, line, "condensed", size(), INK)
                        for n, line in enumerate(command)]
        y -= (len(command) - 1) * size() * 1.2
    return sheet
