"""The zones the sides deploy in: each encloses room and stands the smallest base, and no fixed piece
stands in one."""

from __future__ import annotations

from collections.abc import Iterator

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.checks.setup.battlefield import battlefield, inches, zones_past
from printgen.randomise import zone_polygon
from printgen.randomise.constraints import TOLERANCE
from printgen.randomise.geometry import area, depth_into, widest_disc
from printgen.randomise.plan import plan

LEAST_AREA = 1.0    # square inches: room for a 35 mm base, about 1.4 in across, is more
THIN_SLACK = 0.01   # inches: a zone as wide as a base, to within this, stands it
SIDES = {"crisis-team": "the Crisis Team", "cosmic-threat": "the Cosmic Threat"}


@check("setup.zone-area", "error")
def zones_have_room(context: Context) -> Iterator[Issue]:
    """Every zone encloses some area: a polygon's corners on one line (or all in one place) draw a line
    or a dot, and an edge zone of no depth or a corner zone of no radius draws nothing; no character
    could deploy in it."""
    size = battlefield(context)
    for zone in context.enc.setup_map.deployment:
        if zone.polygon is not None and (enclosed := _area(zone.polygon)) < LEAST_AREA:
            yield Issue(zone.path + ("polygon",), f"zone '{zone.label}' encloses {enclosed:.2f} square inches: its "
                        f"corners lie on one line or close together; give it corners that enclose room to deploy",
                        zone.id)
        elif zone.polygon is None and size and (enclosed := _drawn_area(zone, size)) < LEAST_AREA:
            what = "depth" if zone.edge else "radius"
            yield Issue(zone.path + (what,), f"zone '{zone.label}' encloses {enclosed:.2f} square inches: its {what} "
                        f"leaves no room to deploy; make it larger", zone.id)


def _drawn_area(zone, size: tuple[float, float]) -> float:
    """The area of an edge or corner zone as the sheet draws it, in square inches."""
    return _area([list(point) for point in zone_polygon(zone, *size)])


def _area(polygon: list[list[float]]) -> float:
    """The polygon's area (the shoelace formula), in the square of its units."""
    twice = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1], strict=True))
    return abs(twice) / 2


@check("setup.zone-thin", "warning")
def zones_stand_a_base(context: Context) -> Iterator[Issue]:
    """A deployment zone is wide enough, everywhere it is drawn, to stand the smallest base the game
    uses (35 mm, from the constants) wholly inside it: an edge zone 1 cm deep, or a corner zone of
    1 in, draws a sliver no character stands in (a mistyped unit, most likely). A zone of less than a
    square inch is setup.zone-area's, one past the battlefield setup.zone-outside's."""
    size = battlefield(context)
    base = min(context.constants.bases) / 72.0
    if size is None or any(zones_past(context)):
        return
    for zone in context.enc.setup_map.deployment:
        polygon = zone_polygon(zone, *size)
        if area(polygon) >= LEAST_AREA and (widest := 2 * widest_disc(polygon, base / 2)) < base - THIN_SLACK:
            what = "depth" if zone.edge else "radius" if zone.corner else "polygon"
            yield Issue(zone.path + (what,), f"zone '{zone.label}' is {inches(widest)} across at its widest: a "
                        f"{base * 25.4:g} mm base ({inches(base)}), the smallest the game uses, cannot stand in it; "
                        f"make its {'corners' if what == 'polygon' else what} larger", zone.id)


@check("setup.fixed-in-zone", "warning")
def fixed_pieces_keep_out_of_deployment_zones(context: Context) -> Iterator[Issue]:
    """A fixed placement's token, drawn to scale, keeps out of every zone a side deploys in: there it
    lies where that side sets up its characters, on every seed. A character's own fixed place (no
    token) is left alone, and a piece a side deploys around on purpose says so with a silence of this
    code at the placement's id and the reason."""
    size = battlefield(context)
    if size is None or any(zones_past(context)):
        return  # setup.battlefield or setup.zone-outside says why the map cannot be measured
    made = plan(context.enc, *size)
    for fixed, token in zip(context.enc.setup_map.fixed, made.fixed, strict=True):
        sides = ((zone, side) for zone in context.enc.setup_map.deployment if (side := zone.side) and fixed.token)
        for zone, side in sides:
            if (depth := depth_into(made.battlefield.zones[zone.id], token.x, token.y, token.radius)) > TOLERANCE:
                yield Issue(fixed.path + ("at",), f"'{fixed.label}' at [{token.x:g} in, {token.y:g} in] reaches "
                            f"{inches(depth)} into zone '{zone.label}', where {SIDES[side]} deploys: every "
                            f"sheet draws it among that side's characters; move it {inches(depth)} or more out, or "
                            f"silence setup.fixed-in-zone at '{fixed.id}' with the reason it stands there", fixed.id)
