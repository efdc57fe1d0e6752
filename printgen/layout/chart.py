"""The difficulty chart's shape: its levels down and its columns across, as the sources print it, or
turned, its columns down and its levels across, when that is what lets every word of it fit its cell.
A chart too wide both ways would break its words between letters: `check` says so
(difficulty.chart-width), from the same measure."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core import typography
from printgen.model.difficulty import DifficultyTable

PAD = 0.35  # of the text size, each side of a cell: as layout/strips.py's tables pad them
CORNER = "Difficulty"


@dataclass(frozen=True)
class ChartShape:
    """What heads the chart's columns, what heads its rows, and whether it is turned."""

    turned: bool
    header: list[str]
    row_heads: list[str]


def shape(table: DifficultyTable, size: float, width: float) -> ChartShape:
    """Levels down unless only the turned chart fits ``width`` at text ``size``."""
    levels_down, columns_down = upright(table), turned(table)
    if not fits(levels_down, table, size, width) and fits(columns_down, table, size, width):
        return columns_down
    return levels_down


def fits(chart: ChartShape, table: DifficultyTable, size: float, width: float) -> bool:
    """Whether every word of the chart fits its cell: the headers at the smallest size, row heads in
    bold and values at ``size``."""
    return _needed(chart, table, size) <= width


def narrowest_fit(table: DifficultyTable, size: float) -> float:
    """The width the chart needs, the better way round, to print no word broken."""
    return min(_needed(chart, table, size) for chart in (upright(table), turned(table)))


def _needed(chart: ChartShape, table: DifficultyTable, size: float) -> float:
    """The width at which every cell holds its widest word: the headers at the smallest size, row heads
    in bold and values at ``size``, each with its padding."""
    values = [str(value) for level in table.levels for value in level.values.values()]
    # the headers at the least size of the pages that are read, where the chart prints (a card's is no larger)
    widest = max(_widest(chart.header, "heading", typography.least_read()), _widest(chart.row_heads, "bold", size),
                 _widest(values, "text", size))
    return (widest + 2 * PAD * size) * len(chart.header)


def upright(table: DifficultyTable) -> ChartShape:
    """The levels down, the columns across."""
    return ChartShape(False, [CORNER, *(column.label for column in table.columns)],
                      [level.name for level in table.levels])


def turned(table: DifficultyTable) -> ChartShape:
    """The columns down, the levels across."""
    return ChartShape(True, [CORNER, *(level.name for level in table.levels)],
                      [column.label for column in table.columns])


def _widest(texts: list[str], style: str, size: float) -> float:
    words = {word.upper() if style == "heading" else word for text in texts for word in text.split()}
    return max((typography.width(word, style, size) for word in words), default=0.0)
