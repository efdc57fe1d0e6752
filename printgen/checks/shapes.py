"""Shapes that would print nothing: a zone with no area to deploy in (its corners on one line), and
a token too small to cut out or read."""

from __future__ import annotations

from printgen.checks.base import Issue, check
from printgen.checks.setup import battlefield
from printgen.layout.pieces import millimetres
from printgen.randomise import zone_polygon
from printgen.units import MM

SMALLEST_TOKEN_MM = 8.0  # the smallest disc a player can cut out with scissors and read a word on
LEAST_AREA = 1.0         # square inches: room for a 35 mm base, about 1.4 in across, is more


@check("setup.zone-area", "error")
def zones_have_room(context):
    """Every zone encloses some area: a polygon's corners on one line (or all in one place) draw a line
    or a dot, and an edge zone of no depth or a corner zone of no radius draws nothing; no character
    could deploy in it."""
    size = battlefield(context)
    for zone in context.enc.setup_map.deployment:
        if zone.polygon is not None and (area := _area(zone.polygon)) < LEAST_AREA:
            yield Issue(zone.path + ("polygon",), f"zone '{zone.label}' encloses {area:.2f} square inches: its "
                        f"corners lie on one line or close together; give it corners that enclose room to deploy",
                        zone.id)
        elif zone.polygon is None and size and (area := _drawn_area(zone, size)) < LEAST_AREA:
            what = "depth" if zone.edge else "radius"
            yield Issue(zone.path + (what,), f"zone '{zone.label}' encloses {area:.2f} square inches: its {what} "
                        f"leaves no room to deploy; make it larger", zone.id)


def _drawn_area(zone, size: tuple[float, float]) -> float:
    """The area of an edge or corner zone as the sheet draws it, in square inches."""
    return _area([list(point) for point in zone_polygon(zone, *size)])


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
