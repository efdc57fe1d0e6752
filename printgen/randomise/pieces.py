"""The setup map's placements, compiled (once per encounter: see plan): each random placement's
token size, name, zone and rules, and the fixed placements as tokens on the map."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.model import Encounter
from printgen.model.setup_map import Placement
from printgen.randomise.constraints import Rule, compile_rules
from printgen.randomise.geometry import Battlefield, Polygon
from printgen.randomise.result import Placed


@dataclass(frozen=True)
class CompiledPlacement:
    """A random placement, ready to place: ``path`` locates it in the data for error messages."""

    placement: Placement
    path: tuple
    radius: float
    name: str
    zone: Polygon | None
    rules: tuple[Rule, ...]
    first_number: int | None = None
    """The number printed on the first copy this placement puts down, if its token is numbered."""

    def copy_at(self, number: int, x: float, y: float) -> Placed:
        """Copy ``number`` (counted from 1), placed at (x, y). A numbered token's copy is named by the
        number printed on it, so that the map, its label and the token agree; other copies by name."""
        if self.first_number is None:
            return Placed(self.placement.id, self.placement.token, self.name, x, y, self.radius)
        printed = self.first_number + number - 1
        return Placed(self.placement.id, self.placement.token, f"{self.name} {printed}", x, y, self.radius,
                      number=printed)


def compile_pieces(enc: Encounter, battlefield: Battlefield) -> list[CompiledPlacement]:
    setup_map = enc.setup_map
    return [CompiledPlacement(placement, setup_map.path + ("random", index), token_radius(enc, placement.token),
                  piece_name(enc, placement.token), battlefield.zones.get(placement.zone) if placement.zone else None,
                  compile_rules(placement, battlefield), _first_number(enc, setup_map.random[:index], placement))
            for index, placement in enumerate(setup_map.random)]


def _first_number(enc: Encounter, earlier: list[Placement], placement: Placement) -> int | None:
    """The number on the first copy a placement of a numbered token puts down: one after the copies
    earlier placements of the same token took, so that no two places on the map ask for one token."""
    token = enc.token(placement.token)
    if token is None or not token.numbered:
        return None
    return 1 + sum(other.count for other in earlier if other.token == placement.token)


def fixed_placements(enc: Encounter, battlefield: Battlefield) -> list[Placed]:
    placed = []
    for fixed in enc.setup_map.fixed:
        x, y = battlefield.centre if fixed.at == "center" else (fixed.at[0], fixed.at[1])
        placed.append(Placed(fixed.id, fixed.token, fixed.label, x, y, token_radius(enc, fixed.token, fixed.base),
                             fixed=True))
    return placed


def token_radius(enc: Encounter, token_id: str | None, base_points: float | None = None) -> float:
    if base_points is not None:
        return base_points / 72.0 / 2
    tokens = _tokens_named(enc, token_id)
    if not tokens:
        return 0.5
    return max(max(token.size_pt) for token in tokens) / 72.0 / 2


def _tokens_named(enc: Encounter, ident: str | None) -> list:
    """The token ``ident`` names, or the tokens of the Randomizer group it names (a slip that
    `check` reports, drawn at the group's size meanwhile)."""
    token = [t for t in enc.tokens if t.id == ident]
    return token or [t for t in enc.tokens if ident is not None and t.randomizer == ident]


def piece_name(enc: Encounter, ident: str) -> str:
    """What a sheet calls a placed piece: its token's name (or its Randomizer group's), never an id."""
    token, group = enc.token(ident), enc.group(ident)
    return token.name if token else group.name if group else ident
