"""A table's column widths: each column as wide as its share of the table, widened where a word of it (a
header's at the least size it may take, a cell's at the text size) would not fit between its padding and
would break between its letters ("COUN" over "T", "Programmi" over "ng"), the room taken from the
columns that have it to spare."""

from __future__ import annotations

from dataclasses import replace

from printgen.core import typography
from printgen.core.richtext import parse
from printgen.layout.text import widest_word

SLACK = 0.01  # points: a word exactly as wide as its cell, summed in another order, still fits


def column_widths(widths: list[float], header: list[str], cells: list[list], size: float, pad: float,
                  header_floor: float) -> list[float]:
    """``widths`` widened where a column's widest word needs it; unchanged where the words of every column
    together are wider than the table (a word then breaks, as a title's does)."""
    needed = [max(header_need, body_need) + 2 * pad + SLACK for header_need, body_need in
              zip(_header_words(header, header_floor, len(widths)), _cell_words(cells, size, len(widths)))]
    short = sum(max(0.0, need - have) for need, have in zip(needed, widths))
    if short <= 1e-9 or sum(needed) > sum(widths) + 1e-6:
        return widths
    widened = [max(have, need) for have, need in zip(widths, needed)]
    widest = max(range(len(widths)), key=widths.__getitem__)
    if widths[widest] - short >= needed[widest]:  # the widest column can give it all: the others keep their share
        widened[widest] = widths[widest] - short
        return widened
    spare = [have - need for have, need in zip(widened, needed)]
    return [have - short * left / sum(spare) for have, left in zip(widened, spare)]


def _header_words(header: list[str], floor: float, count: int) -> list[float]:
    """The widest word of each column's header, in capitals at ``floor``."""
    return [max((typography.width(word, "heading", floor) for word in label.upper().split()), default=0.0)
            for label in header] or [0.0] * count


def _cell_words(rows: list[list], size: float, count: int) -> list[float]:
    """The widest word of each column's cells at ``size`` (bold where the cell is)."""
    widest = [0.0] * count
    for row in rows:
        for column, cell in enumerate(row):
            for paragraph in parse(cell.text):
                runs = tuple(replace(run, bold=True) for run in paragraph.runs) if cell.bold else paragraph.runs
                widest[column] = max(widest[column], widest_word(runs, size))
    return widest
