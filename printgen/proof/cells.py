"""Where a value of the difficulty table prints: the cell of its level's row and its column's column in
the chart (or its column's row and its level's column, where the chart is turned), found among the
face's texts by its headings' places, not by its words alone (a "2" prints in many cells)."""

from __future__ import annotations

import re

from printgen.layout.placed import Box, PlacedText
from printgen.proof.faces import ProofFace
from printgen.proof.file_words import WORD, normal

DOUBLED = re.compile(r"more than once: ([\w, -]+)")
VALUES = ("difficulty", "levels")
"""Where the values a difficulty finding is about are: difficulty.levels[n].values.<column>."""


def value_cell(enc, path: tuple) -> tuple[str, str, str] | None:
    """(level name, column label, the value as printed) of a difficulty value's path, or None."""
    if len(path) != 5 or path[:2] != VALUES or path[3] != "values":
        return None
    table = enc.difficulty
    level = table.levels[path[2]] if isinstance(path[2], int) and path[2] < len(table.levels) else None
    column = next((column for column in table.columns if column.id == path[4]), None)
    if level is None or column is None:
        return None
    return level.name, column.label, str(level.values.get(column.id, ""))


def doubled_rows(enc, path: tuple, message: str) -> list[tuple]:
    """The paths of the names of a roll table's rows that hold a face the table.faces message says is
    there more than once (the faces print as icons; the row's name says which row)."""
    found = DOUBLED.search(message)
    if len(path) != 3 or path[0] != "tables" or path[2] != "rows" or found is None:
        return []
    doubled = {face.strip() for face in found.group(1).split(",")}
    table = enc.tables[path[1]] if isinstance(path[1], int) and path[1] < len(enc.tables) else None
    return [path + (n, "name") for n, row in enumerate(table.rows if table else [])
            if doubled & set(row.faces) and getattr(row, "name", None)]


def cell_boxes(cell: tuple[str, str, str], faces: list[ProofFace]) -> dict[str, list[Box]]:
    """The box of the cell on each face that prints the chart."""
    found = {}
    for face in faces:
        box = _cell(cell, face.texts)
        if box is not None:
            found[face.key] = [box]
    return found


def _cell(cell: tuple[str, str, str], texts: tuple[PlacedText, ...]) -> Box | None:
    level, label, value = (_words(text) for text in cell)
    rows = [placed.box() for placed in texts if _words(placed.text.text) == level]
    heads = [placed.box() for placed in texts if _starts(_words(placed.text.text), label)]
    cells = [placed.box() for placed in texts if _words(placed.text.text) == value]
    aligned = [(abs(_middle(box, a)[0] - _middle(head, a)[0]) + abs(_middle(box, 1 - a)[0] - _middle(row, 1 - a)[0]),
                box) for box in cells for row in rows for head in heads for a in (0, 1)
               if _in_line(box, head, a) and _in_line(box, row, 1 - a)]
    return min(aligned)[1] if aligned else None


def _words(text: str) -> tuple[str, ...]:
    return tuple(normal(word) for word in WORD.findall(text))


def _starts(words: tuple[str, ...], label: tuple[str, ...]) -> bool:
    return bool(words) and label[:len(words)] == words


def _middle(box: Box, axis: int) -> tuple[float, float]:
    """The middle of the box along an axis (0 across, 1 up), and its half extent."""
    return box[axis] + box[axis + 2] / 2, box[axis + 2] / 2


def _in_line(box: Box, other: Box, axis: int) -> bool:
    """Whether two boxes stand in one column (axis 0) or one row (axis 1): their middles closer than
    the wider's half."""
    (middle, half), (other_middle, other_half) = _middle(box, axis), _middle(other, axis)
    return abs(middle - other_middle) <= max(half, other_half)
