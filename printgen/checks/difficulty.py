"""The difficulty table: complete, and each column getting harder the way it says."""

from __future__ import annotations

import re

from printgen.checks import Issue, check

_NUMBER = re.compile(r"\d+")


def _number(value) -> int | None:
    if isinstance(value, int):
        return value
    match = _NUMBER.search(value)
    return int(match.group()) if match else None


@check("difficulty.levels", "error")
def levels_complete(context):
    """Every level has a value in every column, and level names are unique."""
    table = context.enc.difficulty
    seen: set[str] = set()
    for level in table.levels:
        if level.name in seen:
            yield Issue(level.path + ("name",), f"difficulty level '{level.name}' is named twice")
        seen.add(level.name)
        for column in table.columns:
            if column.id not in level.values:
                yield Issue(level.path + ("values",), f"level '{level.name}' has no value for '{column.label}'")


@check("difficulty.monotonic", "error")
def harder_each_level(context):
    """Each column moves in its declared harder direction from each level to the next, unless a
    level is exempted for that column with a reason."""
    table = context.enc.difficulty
    for column in table.columns:
        if column.harder == "none":
            continue
        exempt = {exemption.level for exemption in column.exempt}
        for easier, harder in zip(table.levels, table.levels[1:], strict=False):  # neighbours
            if easier.name in exempt or harder.name in exempt:
                continue
            a, b = _number(easier.values.get(column.id, "")), _number(harder.values.get(column.id, ""))
            if a is None or b is None:
                continue
            wrong = b < a if column.harder == "more" else b > a
            if wrong:
                yield Issue(harder.path + ("values", column.id),
                            f"'{column.label}' should get {column.harder} from {easier.name} ({a}) to "
                            f"{harder.name} ({b}); exempt a level with a reason if this is intended", column.id)


@check("difficulty.text", "warning")
def text_cells_alike(context):
    """Text cells of one column are phrased alike (only their numbers differ)."""
    table = context.enc.difficulty
    for column in table.columns:
        cells = [(level, level.values.get(column.id)) for level in table.levels]
        texts = [(level, value) for level, value in cells if isinstance(value, str)]
        if len(texts) < 2:
            continue
        shapes: dict[str, list] = {}
        for level, value in texts:
            shapes.setdefault(_NUMBER.sub("#", value), []).append(level)
        if len(shapes) < 2:
            continue
        usual = max(shapes, key=lambda shape: len(shapes[shape]))
        for shape, levels in shapes.items():
            if shape == usual:
                continue
            for level in levels:
                yield Issue(level.path + ("values", column.id), f"'{level.values[column.id]}' is phrased unlike the "
                            f"other '{column.label}' cells (\"{usual.replace('#', 'N')}\")", column.id)
