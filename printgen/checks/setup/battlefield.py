"""The battlefield the setup sheet draws: two lengths, every zone and fixed place on it, and every
length of the setup map in the battlefield's own units.

The battlefield is measured in inches and ranges ("6in", "range 3"); a designer used to print sizes
writes "12mm" where 12in was meant, and the setup then fails at the constraint that length breaks
("no room left on the battlefield"), far from the slip. The slip is found at the value, with its unit.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.core.findings import alternatives
from printgen.load.loader import strings_in
from printgen.model.setup_map import Zone
from printgen.randomise import Battlefield, battlefield_inches, zone_polygon
from printgen.randomise.geometry import grow, past_edges, polygon_box
from printgen.randomise.pieces import fixed_placements
from printgen.core.units import INCHES_PER

# What the setup sheet has beyond each edge of its map (north is the top of the map)
BEYOND = {"north": "over its header", "east": "past the map's right edge",
          "south": "over the range scale and placement table under the map", "west": "past the map's left edge"}
DISTANCE_KEYS = {"depth", "radius", "min", "max", "at", "polygon", "battlefield"}
"""The setup map's keys that hold battlefield lengths (a placement's ``base`` is a print size)."""
_METRIC = re.compile(r"^\s*(\d+(?:\.\d+)?|\.\d+)\s*(mm|cm)\s*$")
SLIVER_INCHES = 1.0
"""Shorter than this, a battlefield length written in millimetres or centimetres is taken for a slip."""


def battlefield(context: Context) -> tuple[float, float] | None:
    """The battlefield's width and height in inches (the file's own, or the standard one); None when
    the file gives other than two lengths, which setup.battlefield reports."""
    given = context.enc.setup_map.battlefield
    return None if given and len(given) != 2 else battlefield_inches(context.enc, context.constants)


@check("setup.battlefield", "error")
def battlefield_is_width_and_height(context: Context) -> Iterator[Issue]:
    """The setup map's ``battlefield`` is two lengths, [width, height]: from one (or three) the
    sheet cannot tell what to draw. (An empty list is the standard battlefield, as if left out.)"""
    setup_map = context.enc.setup_map
    given = setup_map.battlefield
    if given and battlefield(context) is None:  # given, but not as two lengths
        written = ", ".join(f"{length:g} in" for length in given)
        yield Issue(setup_map.path + ("battlefield",), f"battlefield [{written}] has {_count(len(given))}: the "
                    f"sheet draws a battlefield from [width, height] and cannot draw this one; for a square one, "
                    f"write [{given[0]:g}in, {given[0]:g}in]")


@check("setup.zone-outside", "error")
def zones_on_the_battlefield(context: Context) -> Iterator[Issue]:
    """Every deployment zone lies on the battlefield (the file's own, or the standard 36 × 36 in):
    the sheet draws a zone as given, so one that reaches past an edge is drawn over the sheet's
    header (and its recreate command), over the range scale and placement table, or off the map's
    side. The finding points at an edge zone's ``depth``, a corner zone's ``radius``, or the point
    of a ``polygon`` that reaches furthest."""
    size = battlefield(context)
    if size is None:
        return  # setup.battlefield's
    for index, zone, past in zones_past(context):
        yield Issue(_zone_key(context.enc.setup_map.path + ("deployment", index), zone, size),
                    f"zone '{zone.label}' reaches {_past(past)} ({_size(size)}): the sheet would draw it "
                    f"{_beyond(past)}", zone.id)


def zones_past(context: Context) -> list[tuple[int, Zone, dict[str, float]]]:
    """Each zone that reaches past the battlefield: its index, the zone, how far past each edge."""
    size = battlefield(context)
    if size is None:
        return []
    found = [(index, zone, past_edges(polygon_box(zone_polygon(zone, *size)), *size))
             for index, zone in enumerate(context.enc.setup_map.deployment)]
    return [(index, zone, past) for index, zone, past in found if past]


def _zone_key(path: tuple, zone: Zone, size: tuple[float, float]) -> tuple:
    """What makes a zone reach past the battlefield: its depth, its radius, or its furthest point."""
    if zone.edge:
        return path + ("depth",)
    if zone.corner:
        return path + ("radius",)
    polygon = zone.polygon
    assert polygon is not None  # the zone validated: neither an edge nor a corner, a polygon
    furthest = max(range(len(polygon)), key=lambda n: _point_past(polygon[n], size))
    return path + ("polygon", furthest)


def _point_past(point: list[float], size: tuple[float, float]) -> float:
    x, y = point
    return max(past_edges((x, x, y, y), *size).values(), default=0.0)


@check("setup.off-battlefield", "error")
def fixed_placements_on_the_battlefield(context: Context) -> Iterator[Issue]:
    """Every fixed placement lies wholly on the battlefield (the file's own, or the standard 36 × 36 in):
    its token or base, drawn to scale, not only its centre; one that reaches past an edge is drawn
    over the sheet's header, its range scale and placement table, or off the map's side."""
    size = battlefield(context)
    if size is None:
        return
    setup_map = context.enc.setup_map
    drawn = fixed_placements(context.enc, Battlefield(*size, {}))
    for index, (fixed, token) in enumerate(zip(setup_map.fixed, drawn, strict=True)):
        past = past_edges(grow((token.x, token.x, token.y, token.y), token.radius), *size)
        if past:
            yield Issue(setup_map.path + ("fixed", index, "at"), f"'{fixed.label}' at [{token.x:g} in, {token.y:g} in] "
                        f"reaches {_past(past)} ({_size(size)}): the sheet would draw it {_beyond(past)}; "
                        f"measure from the battlefield's bottom-left corner", fixed.id)


def _lengths(setup: Any) -> Iterator[tuple[tuple, str]]:
    """Each string under a distance key of the raw setup map (a point's items under its `at`), with its path."""
    for path, written in strings_in(setup, ("setup_map",)):
        if next((part for part in reversed(path) if isinstance(part, str)), None) in DISTANCE_KEYS:
            yield path, written


@check("setup.distance-unit", "warning")
def battlefield_lengths_in_battlefield_units(context: Context) -> Iterator[Issue]:
    """A battlefield length (a zone's depth, a constraint's min or max, a point) written in millimetres
    or centimetres and shorter than an inch ("max: 12mm" from the center) is found at the value: the
    battlefield is measured in inches or ranges, and 12in was most likely meant."""
    data = context.doc.data
    setup = data.get("setup_map") if isinstance(data, dict) else None
    for path, written in _lengths(setup):
        found = _METRIC.match(written)
        if found and 0 < (measured := float(found.group(1)) * INCHES_PER[found.group(2)]) < SLIVER_INCHES:
            yield Issue(path, f"'{written.strip()}' is {measured:.2g} in on the battlefield, which is measured in "
                        f"inches or ranges: did you mean {found.group(1)}in?")


def _count(lengths: int) -> str:
    return "one length" if lengths == 1 else f"{lengths} lengths"


def _past(past: dict[str, float]) -> str:
    """'4 in past the battlefield's north edge and 2 in past its east edge'."""
    whose = ["the battlefield's"] + ["its"] * (len(past) - 1)
    return alternatives([f"{inches(length)} past {owner} {edge} edge"
                         for owner, (edge, length) in zip(whose, past.items(), strict=True)], "and")


def _beyond(past: dict[str, float]) -> str:
    return alternatives([BEYOND[edge] for edge in past], "and")


def _size(size: tuple[float, float]) -> str:
    return f"{size[0]:g} × {size[1]:g} in"


def inches(length: float) -> str:
    """A length in inches as the messages write it: to the hundredth, and never 0."""
    return f"{max(round(length, 2), 0.01):g} in"
