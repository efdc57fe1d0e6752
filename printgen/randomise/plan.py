"""What a setup is made from, compiled once per encounter and battlefield: the battlefield with its
zones, every random placement with its rules, and the fixed tokens. An organiser's hundred sheets
(and `check`'s ten seeds a level) reuse one plan."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from printgen.model import Encounter
from printgen.randomise.geometry import Battlefield
from printgen.randomise.pieces import Piece, compile_pieces, fixed_placements
from printgen.randomise.result import Placed

_RECENT: OrderedDict[tuple[int, float, float], tuple[Encounter, Plan]] = OrderedDict()
KEPT = 8  # a kit of four encounters, and a few homebrew files being checked


@dataclass(frozen=True)
class Plan:
    battlefield: Battlefield
    pieces: tuple[Piece, ...]
    fixed: tuple[Placed, ...]


def plan(enc: Encounter, width: float, height: float) -> Plan:
    """The encounter's plan on a width × height battlefield, memoised by the model's identity (the
    memo holds the model, so its identity cannot be reused while the plan is kept)."""
    key = (id(enc), width, height)
    kept = _RECENT.get(key)
    if kept is None or kept[0] is not enc:
        battlefield = Battlefield.of(enc.setup_map.deployment, width, height)
        made = Plan(battlefield, tuple(compile_pieces(enc, battlefield)), tuple(fixed_placements(enc, battlefield)))
        kept = _RECENT[key] = (enc, made)
        if len(_RECENT) > KEPT:
            _RECENT.popitem(last=False)
    return kept[1]
