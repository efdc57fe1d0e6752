"""Flowing strips into columns, and finding out how much does not fit."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from printgen.layout.strips import Strip, move


@dataclass(frozen=True)
class Column:
    x: float
    top: float
    width: float
    bottom: float


@dataclass
class Flowed:
    items: list
    over: float              # height that did not fit (0 when everything fits)
    first_unplaced: Strip | None
    rest: list[Strip] = field(default_factory=list)  # the given strips not placed, in order


def flow(strips: list[Strip], columns: list[Column]) -> Flowed:
    """Stack strips top-down, column after column; headings are kept with the strip after them, and a
    table row that starts a column is preceded by what its table repeats there (its title marked
    "(continued)" and its header row: printgen.layout.strips.continued_strip)."""
    queue = list(strips)
    repeats: set[int] = set()   # ids of the header copies flow inserted (not among the given strips)
    items: list = []
    column_index, cursor = 0, columns[0].top
    index = 0
    while index < len(queue):
        strip = queue[index]
        column = columns[column_index]
        at_top = cursor == column.top
        if at_top and strip.repeat is not None:
            header = copy.copy(strip.repeat)
            repeats.add(id(header))
            queue.insert(index, header)
            continue
        gap = 0.0 if at_top else strip.gap
        room = cursor - column.bottom + 1e-6
        fits = gap + strip.height <= room
        if fits and strip.keep_with_next and not at_top and index + 1 < len(queue):
            following = queue[index + 1]
            fits = gap + strip.height + following.gap + following.height <= room
        if not fits:
            if column_index + 1 < len(columns):
                column_index += 1
                cursor = columns[column_index].top
                continue
            rest = [s for s in queue[index:] if id(s) not in repeats]
            over = sum(s.height + s.gap for s in rest) - rest[0].gap - max(0.0, cursor - column.bottom)
            return Flowed(items, max(over, 0.01), rest[0], rest)
        cursor -= gap + strip.height
        items += [move(item, column.x, cursor) for item in strip.items]
        index += 1
    return Flowed(items, 0.0, None)
