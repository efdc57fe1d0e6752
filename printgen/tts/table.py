"""Where things lie on the virtual table, in inches, the battlefield's centre at the origin.

The map lies at the centre, its bottom edge (the setup's y = 0) toward the first seat (-z) and
its left edge (x = 0) on the left, so a setup's placement at (x, y) is the table's (x - W/2, y - H/2).
Everything else is shelved beside it: cards and trackers on the right, tokens and bags on the left.
"""

from __future__ import annotations

from dataclasses import dataclass

GAP = 1.0          # inches between things shelved side by side, and between the map and a shelf
SHELF_WIDTH = 20.0  # inches: wide enough for the widest tracker of the bundled encounters


@dataclass(frozen=True)
class Shelf:
    """A column beside the map, filled in rows from its top: ``left`` and ``top`` its corner, in
    table inches (z grows away from the first seat, so rows go down in z)."""

    left: float
    top: float
    width: float

    def place(self, sizes: list[tuple[float, float]]) -> list[tuple[float, float]]:
        """The centres of things of ``sizes`` (width, depth) set in rows left to right, a row as deep
        as its deepest thing; a thing wider than the shelf gets a row to itself."""
        centres: list[tuple[float, float]] = []
        x, top, depth = 0.0, self.top, 0.0
        for width, deep in sizes:
            if x and x + width > self.width:
                x, top, depth = 0.0, top - depth - GAP, 0.0
            centres.append((self.left + x + width / 2, top - deep / 2))
            x, depth = x + width + GAP, max(depth, deep)
        return centres

    def below(self, sizes: list[tuple[float, float]]) -> Shelf:
        """The shelf left under things of ``sizes`` once placed here."""
        if not sizes:
            return self
        bottom = min(z - deep / 2 for (_, z), (_, deep) in zip(self.place(sizes), sizes, strict=True))
        return Shelf(self.left, bottom - GAP, self.width)


def on_map(x: float, y: float, battlefield: tuple[float, float]) -> tuple[float, float]:
    """A setup's placement (inches from the map's left and bottom edges) on the table."""
    return x - battlefield[0] / 2, y - battlefield[1] / 2


def right_of(battlefield: tuple[float, float]) -> Shelf:
    return Shelf(battlefield[0] / 2 + GAP * 2, battlefield[1] / 2, SHELF_WIDTH)


def left_of(battlefield: tuple[float, float]) -> Shelf:
    return Shelf(-battlefield[0] / 2 - GAP * 2 - SHELF_WIDTH, battlefield[1] / 2, SHELF_WIDTH)
