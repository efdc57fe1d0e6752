"""What a randomised setup is: the tokens, terrain and zones on the map, the open orders, and
its JSON form; and the error raised when a placement cannot be met."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from printgen.core.errors import PrintgenError
from printgen.randomise.measures import Edges, Row, rows, sheet_edges


@dataclass(frozen=True)
class Placed:
    """A token or character on the map: its centre and radius (half its width), in inches."""

    source: str        # the placement or fixed id
    token: str | None
    label: str
    x: float
    y: float
    radius: float
    fixed: bool = False
    number: int | None = None   # the number printed on the token, if it is a numbered token


@dataclass(frozen=True)
class PlacedTerrain:
    size: int
    x: float           # centre
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class WantedPiece:
    """A terrain piece still to place. ``declared`` is its entry in the data's ``pieces`` (None for
    one added to reach ``min_pieces``), so that a piece which finds no room can be named."""

    size: int
    region: str
    declared: int | None


@dataclass(frozen=True)
class DeploymentArea:
    zone: str
    label: str
    side: str | None
    polygon: tuple[tuple[float, float], ...]


class SetupKey(NamedTuple):
    """Which setup a sheet shows, all that its index line, its file's name and the command that prints
    it again need: its seed, its level, and its table at an event ("Table k of N")."""

    seed: int
    difficulty: str
    event_table: tuple[int, int] | None = None


@dataclass
class Setup:
    encounter: str
    seed: int
    difficulty: str
    battlefield: tuple[float, float]
    placements: list[Placed] = field(default_factory=list)
    terrain: list[PlacedTerrain] = field(default_factory=list)
    deployment: list[DeploymentArea] = field(default_factory=list)
    orders: dict[str, list[str]] = field(default_factory=dict)      # open orders only
    hidden: dict[str, str] = field(default_factory=dict)            # hidden order name -> what to do instead
    unplaced: list[WantedPiece] = field(default_factory=list)       # terrain pieces that found no room
    measured_from: Edges | None = None                              # the edges the placement table names
    event_table: tuple[int, int] | None = None                      # (k, N): "Table k of N" at an event
    stuck: tuple[tuple, ...] = ()   # the placement (its path) left with no place by each try of the map before this one

    @property
    def key(self) -> SetupKey:
        return SetupKey(self.seed, self.difficulty, self.event_table)

    def to_json(self) -> dict:
        table = self.table()
        return {
            "encounter": self.encounter,
            "seed": self.seed,
            "difficulty": self.difficulty,
            "battlefield_in": list(self.battlefield),
            "placements": [{"key": row.key, "token": p.token, "label": p.label, "x_in": round(p.x, 3),
                            "y_in": round(p.y, 3), "from_edges_in": self._from_edges(row)}
                           for p, row in zip(self.placements, table[:len(self.placements)], strict=True)],
            "terrain": [{"key": row.key, "size": t.size, "x_in": round(t.x, 3), "y_in": round(t.y, 3), "w_in": t.w,
                         "h_in": t.h, "from_edges_in": self._from_edges(row)}
                        for t, row in zip(self.terrain, table[len(self.placements):], strict=True)],
            "deployment": [{"side": d.side, "label": d.label,
                            "polygon_in": [[round(x, 3), round(y, 3)] for x, y in d.polygon]}
                           for d in self.deployment],
            "orders": self.orders,
            **({"table": self.event_table[0], "tables": self.event_table[1]} if self.event_table else {}),
        }

    def edges(self) -> Edges:
        return self.measured_from or sheet_edges(self.battlefield)

    def table(self) -> list[Row]:
        """The placement table: every token, then every terrain piece, keyed as the map keys them."""
        return rows(self, self.edges())

    def _from_edges(self, row: Row) -> dict[str, float]:
        """The placement table's distances, by the names of their edges (to the nearest half inch)."""
        return {self.edges().first: row.first, self.edges().second: row.second}


class Unsatisfiable(PrintgenError):
    """The constraints of a placement cannot be met (exit 1, located at the constraint)."""

    exit_code = 1

    def __init__(self, message: str, path: tuple):
        super().__init__(message)
        self.path = path
