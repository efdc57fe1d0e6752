"""The index an organiser keeps at the desk: one line per table of an event, with its seed, its
level and the command that prints its sheet again."""

from __future__ import annotations

from printgen.layout.display import Text
from printgen.layout.sheet import FURNITURE, SIDE_MARGIN, Sheet
from printgen.layout.strips import INK
from printgen.layout.text import title_lines
from printgen.randomise import SetupKey
from printgen.core.units import MM

SIZE = 8
LEADING = SIZE * 1.5


def index_pages(title: str, keys: list[SetupKey], paper: tuple[float, float], commands: list[str]) -> list[Sheet]:
    """As many index pages as the tables need, each headed, a line per table."""
    per_page = int((paper[1] - 2 * FURNITURE - 24 * MM) // LEADING)
    rows = list(zip(keys, commands, strict=True))
    return [_index_page(title, rows[start:start + per_page], paper, len(keys))
            for start in range(0, len(rows), per_page)]


def _index_page(title: str, rows: list[tuple[SetupKey, str]], paper: tuple[float, float], tables: int) -> Sheet:
    width, height = paper
    sheet = Sheet(width, height, label="index", bookmark="Index of the tables")
    left, right = SIDE_MARGIN + 4 * MM, width - SIDE_MARGIN - 4 * MM
    top = height - FURNITURE
    size, lines = title_lines(f"{title}: {tables} tables", "heading", 14, right - left, 9)
    sheet.items += [Text(left, top - size - n * size * 1.15, line, "heading", size, INK)
                    for n, line in enumerate(lines)]
    y = top - len(lines) * size * 1.15 - 8 * MM
    columns = [("TABLE", left), ("SEED", left + 16 * MM), ("LEVEL", left + 40 * MM),
               ("TO PRINT IT AGAIN", left + 70 * MM)]
    sheet.items += [Text(x, y, head, "heading", 6.5, INK) for head, x in columns]
    for setup, command in rows:
        y -= LEADING
        assert setup.event_table is not None  # an event's setups: each is numbered "table k of N"
        cells = [str(setup.event_table[0]), str(setup.seed), setup.difficulty, command]
        sheet.items += [Text(x, y, cell, "condensed", SIZE, INK) for cell, (_, x) in zip(cells, columns, strict=True)]
    return sheet
