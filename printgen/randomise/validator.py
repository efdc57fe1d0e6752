"""The validator: every way a setup breaks its data, asked of the same compiled rules, battlefield
and clearance that the placement search obeys (so the two cannot drift apart)."""

from __future__ import annotations

from printgen.model import Encounter
from printgen.randomise.constraints import Clearance
from printgen.randomise.geometry import Battlefield, inside
from printgen.randomise.pieces import CompiledPlacement
from printgen.randomise.plan import plan
from printgen.randomise.result import Placed, Setup


def violations(enc: Encounter, setup: Setup) -> list[str]:
    """Every constraint of the data that the setup breaks (empty when the setup is legal)."""
    made = plan(enc, *setup.battlefield)
    battlefield = made.battlefield
    problems = []
    for piece in made.pieces:
        mine = [p for p in setup.placements if p.source == piece.placement.id]
        if len(mine) != piece.placement.count:
            problems.append(f"{piece.placement.id}: {len(mine)} placed, {piece.placement.count} wanted")
        for token in mine:
            others = [q for q in setup.placements if q is not token]
            problems += _token_problems(piece, battlefield, token, others)
    return problems


def _token_problems(piece: CompiledPlacement, battlefield: Battlefield, token: Placed,
                    others: list[Placed]) -> list[str]:
    """How one placed copy breaks its piece's rules, measured against everything else on the map."""
    x, y, r = token.x, token.y, token.radius
    problems = []
    if not battlefield.holds([(x, y)], r):
        problems.append(f"{token.label}: off the battlefield")
    if piece.zone is not None and not inside(piece.zone, x, y):
        problems.append(f"{token.label}: outside zone {piece.placement.zone}")
    problems += [f"{token.label}: overlaps {other.label}" for other in Clearance(others, r).blocking(x, y)]
    problems += [f"{token.label}: breaks the constraint from '{rule.constraint.origin}'"
                 for rule in piece.rules if rule.against(others).breaks(x, y, r)]
    return problems
