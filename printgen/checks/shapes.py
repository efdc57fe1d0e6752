"""Shapes that would print nothing: a zone with no area to deploy in (its corners on one line), and
a token too small to cut out or read."""

from __future__ import annotations

from printgen.checks.base import Issue, check
from printgen.layout.pieces import millimetres
from printgen.units import MM

SMALLEST_TOKEN_MM = 8.0  # the smallest disc a player can cut out with scissors and read a word on
LEAST_AREA = 1.0         # square inches: room for a 35 mm base, about 1.4 in across, is more


@check("setup.zone-area", "error")
def zones_have_room(context):
    """Every zone drawn as a polygon encloses some area: corners on one line (or all in one place)
    draw a line or a dot, and no character could deploy in it."""
    for index, zone in enumerate(context.enc.setup_map.deployment):
        if zone.polygon is not None and (area := _area(zone.polygon)) < LEAST_AREA:
            yield Issue(zone.path + ("polygon",), f"zone '{zone.label}' encloses {area:.2f} square inches: its "
                        f"corners lie on one line or close together; give it corners that enclose room to deploy",
                        zone.id)


def _area(polygon: list[list[float]]) -> float:
    """The polygon's area (the shoelace formula), in the square of its units."""
    twice = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1], strict=True))
    return abs(twice) / 2


@check("layout.token-tiny", "error")
def tokens_can_be_cut(context):
    """Every token is at least 8 mm across: smaller, it cannot be cut out by hand nor its label read."""
    for token in context.enc.tokens:
        if min(token.size_pt) < SMALLEST_TOKEN_MM * MM:
            yield Issue(token.path + ("size",), f"token '{token.id}' ({millimetres(*token.size_pt)} mm) is smaller "
                        f"than {SMALLEST_TOKEN_MM:g} mm across: it could not be cut out by hand nor read; make it "
                        f"larger", token.id)
