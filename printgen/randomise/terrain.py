"""Suggested terrain, to scale, clear of tokens, deployment zones and each other."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cached_property

from printgen.model.setup_map import Terrain
from printgen.randomise.geometry import Battlefield, inside, outline
from printgen.randomise.result import Placed, PlacedTerrain, WantedPiece

TERRAIN_FOOTPRINTS = {1: (2.0, 2.0), 2: (3.0, 3.0), 3: (4.0, 4.0), 4: (5.0, 6.0), 5: (6.0, 8.0)}
CENTRE_RADIUS = 9.0    # "near the centre": within this many inches of it
TERRAIN_RESTARTS = 30  # of the whole terrain layout, when an early piece left a later one no room
TERRAIN_TRIES = 200    # positions tried for one piece
NEAR_MISS = 2          # pieces left over that a fresh draw can still fit
PIECE_GAP = 0.75       # inches between two terrain pieces
TOKEN_GAP = 0.5        # inches between a terrain piece and a token's edge
EDGE_GAP = 1.0         # inches between a terrain piece and the battlefield's edge


def place_terrain(advice: Terrain | None, battlefield: Battlefield, tokens: list[Placed],
                  rng: random.Random) -> tuple[list[PlacedTerrain], list[WantedPiece]]:
    """Every piece, largest first, the whole layout tried again when one finds no room. Returns the
    pieces and those that still found none (the sheet names them; `check` reports them as
    setup.terrain)."""
    if advice is None:
        return [], []
    wanted = _wanted_pieces(advice, rng)
    ground = Ground(battlefield, tokens)
    best: list[PlacedTerrain] = []
    left_over = wanted
    for _ in range(TERRAIN_RESTARTS):
        placed, missed = ground.layout(wanted, rng)
        if len(missed) < len(left_over):
            best, left_over = placed, missed
        if len(left_over) not in range(1, NEAR_MISS + 1):
            break  # all placed, or so many left over that another draw will not find room for them
    return best, left_over


def _wanted_pieces(advice: Terrain, rng: random.Random) -> list[WantedPiece]:
    """The declared pieces, topped up with small ones to ``min_pieces``, the large ones first
    (while there is room); the sort is stable, so declared pieces keep their order."""
    wanted = [WantedPiece(piece.size, piece.region, index) for index, piece in enumerate(advice.pieces)
              for _ in range(piece.count)]
    while advice.min_pieces and len(wanted) < advice.min_pieces:
        wanted.append(WantedPiece(rng.choice((1, 2, 2, 3, 3)), "anywhere", None))
    return sorted(wanted, key=lambda piece: -piece.size)


@dataclass(frozen=True)
class Ground:
    """The battlefield with its tokens placed, where terrain goes around them."""

    battlefield: Battlefield
    tokens: list[Placed]

    def layout(self, wanted: list[WantedPiece], rng: random.Random) -> tuple[list[PlacedTerrain], list[WantedPiece]]:
        """One try at the whole layout: the pieces placed and those that found no room."""
        placed: list[PlacedTerrain] = []
        missed: list[WantedPiece] = []
        for want in wanted:
            piece = self._place(placed, want, rng)
            if piece is None:
                missed.append(want)
            else:
                placed.append(piece)
        return placed, missed

    def _place(self, placed: list[PlacedTerrain], want: WantedPiece, rng: random.Random) -> PlacedTerrain | None:
        width, height = self.battlefield.width, self.battlefield.height
        w, h = TERRAIN_FOOTPRINTS[want.size]
        for _ in range(TERRAIN_TRIES):
            if rng.random() < 0.5:
                w, h = h, w
            x = rng.uniform(w / 2 + EDGE_GAP, width - w / 2 - EDGE_GAP)
            y = rng.uniform(h / 2 + EDGE_GAP, height - h / 2 - EDGE_GAP)
            if want.region == "center" and math.hypot(x - width / 2, y - height / 2) > CENTRE_RADIUS:
                continue
            if self._clear(placed, x, y, w, h):
                return PlacedTerrain(want.size, round(x, 3), round(y, 3), w, h)
        return None

    def _clear(self, placed: list[PlacedTerrain], x: float, y: float, w: float, h: float) -> bool:
        """Whether a w × h piece centred at (x, y) keeps its gaps to the other pieces and the
        tokens, and stays (corners and centre) out of every deployment zone."""
        left, right, bottom, top = x - w / 2, x + w / 2, y - h / 2, y + h / 2
        for other in placed:
            if abs(x - other.x) < (w + other.w) / 2 + PIECE_GAP and abs(y - other.y) < (h + other.h) / 2 + PIECE_GAP:
                return False
        for p in self.tokens:
            nearest_x, nearest_y = max(left, min(p.x, right)), max(bottom, min(p.y, top))
            if math.hypot(p.x - nearest_x, p.y - nearest_y) < p.radius + TOKEN_GAP:
                return False
        for polygon, (zone_left, zone_bottom, zone_right, zone_top) in self._zones:
            # no corner, nor the centre, can lie in a zone whose box the piece's box does not meet
            if right < zone_left or left > zone_right or top < zone_bottom or bottom > zone_top:
                continue
            if any(inside(polygon, cx, cy) for cx, cy in ((left, bottom), (right, bottom), (left, top), (right, top),
                                                          (x, y))):
                return False
        return True

    @cached_property
    def _zones(self) -> list[tuple[tuple, tuple[float, float, float, float]]]:
        """Each deployment zone's outline with its bounding box."""
        return [(polygon, outline(tuple(polygon))[0]) for polygon in self.battlefield.zones.values()]
