"""Flowing strips into columns, and finding out how much does not fit."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from functools import cached_property

from printgen.layout.strips import Strip


@dataclass(frozen=True)
class Column:
    x: float
    top: float
    width: float
    bottom: float


@dataclass
class Flowed:
    items: list
    rest: list[Strip] = field(default_factory=list)  # the given strips not placed, in order
    room_left: float = 0.0   # in the last column, under what was placed there

    @property
    def first_unplaced(self) -> Strip | None:
        return self.rest[0] if self.rest else None

    @cached_property
    def over(self) -> float:
        """The height that did not fit (0 when everything fits). Worked out when first asked: a card's fit
        asks it, while a document's pages, each handing the rest to the next, do not (summing the rest on
        every page would cost a long table's pages the square of its rows)."""
        if not self.rest:
            return 0.0
        over = sum(s.height + s.gap for s in self.rest) - self.rest[0].gap - max(0.0, self.room_left)
        return max(over, 0.01)


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
            # a header copy is inserted where it is drawn next, so only the strip here can be one
            unplaced = index + (id(queue[index]) in repeats)
            return Flowed(items, queue[unplaced:], cursor - column.bottom)
        cursor -= gap + strip.height
        items += [item.moved(column.x, cursor) for item in strip.items]
        index += 1
    return Flowed(items)
