"""Setup: the terrain the setup map declares finds room on the battlefield; fixed placements lie on it."""

from __future__ import annotations

from collections import Counter

from printgen import limits
from printgen.checks import Issue, check
from printgen.loader import game_constants
from printgen.randomise import Unsatisfiable, generate

SEEDS = range(1, 11)  # the seeds tried: enough to tell a crowded map from an unlucky draw


@check("setup.terrain", "error")
def terrain_finds_room(context):
    """Every terrain piece of the setup map is placed, clear of tokens, zones and other pieces, on
    each of ten seeds at the first difficulty level (the sheet would otherwise leave it out). The
    finding points at the entry of ``pieces`` that found no room (or at ``min_pieces``)."""
    enc = context.enc
    terrain = enc.setup_map.terrain
    if terrain is None or any(limits.excesses(enc)):
        return  # past the limits, limit.size says so and placing would be what they prevent
    left_out = _left_out(enc)
    if left_out is None:
        return  # the placements themselves fail: `setup` reports that, located at the constraint
    seeds, most = left_out
    for declared in sorted(seeds, key=lambda entry: (entry is None, entry)):
        path, piece = _named(terrain, declared)
        yield Issue(path, f"{piece} finds no room on {seeds[declared]} of {len(SEEDS)} seeds (up to {most[declared]} "
                    f"left out on one); declare fewer or smaller pieces, or a larger battlefield")


def _left_out(enc) -> tuple[Counter, Counter] | None:
    """Per entry of ``pieces`` (None: the pieces that top up to ``min_pieces``): on how many seeds
    some of it found no room, and the most left out on one seed. None if the tokens cannot be placed."""
    seeds: Counter = Counter()
    most: Counter = Counter()
    for seed in SEEDS:
        try:
            made = generate(enc, game_constants(), seed, enc.difficulty.levels[0].name)
        except Unsatisfiable:
            return None
        missed = Counter(piece.declared for piece in made.unplaced)
        seeds.update(missed.keys())
        most |= missed  # the larger count of each
    return seeds, most


def _named(terrain, declared: int | None) -> tuple[tuple, str]:
    """Where a left-out piece is declared, and how the finding names it."""
    if declared is None:
        return terrain.path + ("min_pieces",), f"a piece added to reach min_pieces ({terrain.min_pieces})"
    entry = terrain.pieces[declared]
    where = " near the centre" if entry.region == "center" else ""
    return entry.path, f"a size {entry.size} piece{where} (pieces[{declared}], {entry.count} declared)"


@check("setup.off-battlefield", "error")
def fixed_placements_on_the_battlefield(context):
    """Every fixed placement lies on the battlefield (the setup map's own, or the standard 36 × 36 in)."""
    setup_map = context.enc.setup_map
    width, height = battlefield(context)
    for index, fixed in enumerate(setup_map.fixed):
        if fixed.at == "center":
            continue
        x, y = fixed.at
        if not (0 <= x <= width and 0 <= y <= height):
            yield Issue(setup_map.path + ("fixed", index, "at"), f"'{fixed.id}' at [{x:g} in, {y:g} in] is off the "
                        f"{width:g} × {height:g} in battlefield; measure from its bottom-left corner", fixed.id)


def battlefield(context) -> tuple[float, float]:
    """The battlefield's width and height in inches."""
    if context.enc.setup_map.battlefield:
        return tuple(context.enc.setup_map.battlefield)
    field = context.constants.battlefield
    return field.width / 72.0, field.height / 72.0
