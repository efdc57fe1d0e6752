"""The difficulty table: complete, and each column getting harder the way it says."""

from __future__ import annotations

import re
from collections.abc import Iterator

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.checks.levels import LevelValues, per_level_series
from printgen.checks.words import numbers_as_one
from printgen.layout.chart import narrowest_fit
from printgen.layout.document import column_width, text_size
from printgen.core.options import Paper
from printgen.core.units import MM
from printgen.core.units import whole_number

_DIGITS = re.compile(r"\d+")


def _number(value) -> int | None:
    """A cell's number, as the model reads it: the first written, in digits or words."""
    return value if isinstance(value, int) else whole_number(value)


@check("difficulty.levels", "error")
def levels_complete(context: Context) -> Iterator[Issue]:
    """Every level has a value in every column, and level names are unique: as written, as a setup
    file names them (two names that differ in punctuation only would write one file) and as
    `--difficulty` reads them (whatever the case, and "all", which means every level)."""
    table = context.enc.difficulty
    seen: dict[str, str] = {}
    for level in table.levels:
        if (other := seen.get(table.slug(level.name))) is not None:
            same = "named twice" if other == level.name else f"the same as '{other}' in a file name or a command"
            yield Issue(level.path + ("name",), f"difficulty level '{level.name}' is {same}: rename one")
        seen.setdefault(table.slug(level.name), level.name)
        if level.name.casefold() == "all":
            yield Issue(level.path + ("name",), "a difficulty level cannot be called 'all': `--difficulty all` "
                                                "means every level")
        for column in table.columns:
            if column.id not in level.values:
                yield Issue(level.path + ("values",), f"level '{level.name}' has no value for '{column.label}': "
                            f"add '{column.id}' to its values")


def _steps(table, column):
    """(easier level, harder level, its number, their number) for neighbouring levels with numbers in
    ``column``, leaving out exempted levels."""
    exempt = {exemption.level for exemption in column.exempt}
    for easier, harder in zip(table.levels, table.levels[1:], strict=False):
        if easier.name in exempt or harder.name in exempt:
            continue
        a, b = _number(easier.values.get(column.id, "")), _number(harder.values.get(column.id, ""))
        if a is not None and b is not None and a != b:
            yield easier, harder, a, b


def _wrong_way(harder: str, a: int, b: int) -> bool:
    """Whether going from ``a`` to ``b`` goes against ``harder`` ('more' or 'fewer')."""
    return b < a if harder == "more" else b > a


def _listed_hardest_first(table) -> bool:
    """Every step of every directed column goes the wrong way, and more than one does: the levels are
    in reverse order, not a few cells wrong. (A single wrong step is reported as a cell.)"""
    steps = [(column, a, b) for column in table.columns if column.harder != "none"
             for _, _, a, b in _steps(table, column)]
    return len(steps) > 1 and all(_wrong_way(column.harder, a, b) for column, a, b in steps)


@check("difficulty.monotonic", "error")
def harder_each_level(context: Context) -> Iterator[Issue]:
    """Each column moves in its declared harder direction from each level to the next, unless a
    level is exempted for that column with a reason; levels listed hardest first are one finding.
    Every other value that varies by level moves one way too (levels.per_level_series): a column of
    no declared direction, a roll table's dice per level and a table keyed by level do not zig-zag
    (up, then down), unless an assumption covers them; a side's VP goal in a column of another
    direction is higher for the Crisis Team, or lower for the Cosmic Threat, as levels get harder."""
    table = context.enc.difficulty
    if _listed_hardest_first(table):
        names = ", ".join(level.name for level in table.levels)
        yield Issue(table.path + ("levels",), f"the levels seem listed hardest first ({names}): every column gets "
                    f"easier from one level to the next; list them easiest first")
        return
    for column in table.columns:
        if column.harder == "none":
            continue
        for easier, harder, a, b in _steps(table, column):
            if _wrong_way(column.harder, a, b):
                yield Issue(harder.path + ("values", column.id),
                            f"'{column.label}' should get {column.harder} from {easier.name} ({a}) to "
                            f"{harder.name} ({b}); exempt a level with a reason if this is intended", column.id)
    for series in per_level_series(context.enc):
        yield from _one_way(series)


@check("difficulty.text", "warning")
def text_cells_alike(context: Context) -> Iterator[Issue]:
    """Text cells of one column are phrased alike (only their numbers, in digits or words, and the
    singular or plural noun that goes with each, differ: "Roll 1 die" beside "Roll three dice" is alike)."""
    table = context.enc.difficulty
    for column in table.columns:
        texts = [(level, value) for level in table.levels
                 if isinstance(value := level.values.get(column.id), str)]
        shapes: dict[str, list] = {}
        for level, value in texts:
            shapes.setdefault(numbers_as_one(value), []).append((level, value))
        if len(shapes) < 2:
            continue
        usual = max(shapes, key=lambda shape: len(shapes[shape]))
        example = _DIGITS.sub("N", shapes[usual][-1][1])
        for shape, cells in shapes.items():
            if shape == usual:
                continue
            for level, value in cells:
                yield Issue(level.path + ("values", column.id), f"'{value}' is phrased unlike the other "
                            f"'{column.label}' cells (\"{example}\")", column.id)


@check("difficulty.chart-width", "error")
def chart_fits_its_column(context: Context) -> Iterator[Issue]:
    """The difficulty chart prints in a column of the rules (on A4, the narrower paper) with every word
    whole, its levels down or, turned, its columns down (layout/chart.py); a chart too wide both ways
    would print its words broken between letters, unreadable."""
    table = context.enc.difficulty
    width = column_width(Paper.A4.size)
    needed = narrowest_fit(table, text_size())
    if needed > width:
        yield Issue(("difficulty",), f"the difficulty chart ({len(table.columns)} columns by {len(table.levels)} "
                    f"levels) needs {needed / MM:.0f} mm to print every word whole, the better way round; the rules' "
                    f"column is {width / MM:.0f} mm: use fewer columns or levels, or shorter labels and names")


# --- every other value that varies by level ---------------------------------------------------------


def _one_way(series: LevelValues):
    """Each step against the series' direction; or, where it has none, the first turn back."""
    steps = list(zip(series.values, series.values[1:], strict=False))
    if series.harder is not None:
        for (easier, a, _), (harder, b, where) in steps:
            if a != b and _wrong_way(series.harder, a, b):
                yield Issue(where, f"{series.what} should get {series.harder} from {easier} ({a}) to {harder} "
                            f"({b}) as the levels get harder; {series.why}", series.subject)
        return
    way = 0
    for (easier, a, _), (harder, b, where) in steps:
        step = (b > a) - (b < a)
        if way and step == -way:
            yield Issue(where, f"{series.what} {'rises' if way > 0 else 'falls'} to {a} at {easier}, then "
                        f"{'falls' if way > 0 else 'rises'} to {b} at {harder}: a value that varies by level moves "
                        f"one way as the levels get harder; correct it, or {series.why}", series.subject)
            return
        way = way or step
