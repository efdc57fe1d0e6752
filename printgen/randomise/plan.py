"""What a setup is made from, compiled once per encounter and battlefield: the battlefield with its
zones, every random placement with its rules, and the fixed tokens. An organiser's hundred sheets
(and `check`'s ten seeds a level) reuse one plan."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core.memo import IdentityMemo
from printgen.model import Encounter
from printgen.randomise.geometry import Battlefield
from printgen.randomise.pieces import CompiledPlacement, compile_pieces, fixed_placements
from printgen.randomise.result import Placed

@dataclass(frozen=True)
class Plan:
    battlefield: Battlefield
    pieces: tuple[CompiledPlacement, ...]
    fixed: tuple[Placed, ...]


_PLANS: IdentityMemo[Plan] = IdentityMemo(kept=8)  # a kit of four encounters, and a few homebrew files


def plan(enc: Encounter, width: float, height: float) -> Plan:
    """The encounter's plan on a width × height battlefield, made once per model (printgen.core.memo)."""
    return _PLANS.get(enc, (width, height), lambda: _compiled(enc, width, height))


def _compiled(enc: Encounter, width: float, height: float) -> Plan:
    battlefield = Battlefield.of(enc.setup_map.deployment, width, height)
    return Plan(battlefield, tuple(compile_pieces(enc, battlefield)), tuple(fixed_placements(enc, battlefield)))
