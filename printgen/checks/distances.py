"""setup.distance-unit: a battlefield length written in a print unit that makes it a sliver.

The battlefield is measured in inches and ranges ("6in", "range 3"); a designer used to print sizes
writes "12mm" where 12in was meant, and the setup then fails at the constraint that length breaks
("no room left on the battlefield"), far from the slip. The slip is found at the value, with its unit.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from printgen.checks.base import Issue, check
from printgen.units import INCHES_PER

DISTANCE_KEYS = {"depth", "radius", "min", "max", "at", "polygon", "battlefield"}
"""The setup map's keys that hold battlefield lengths (a placement's ``base`` is a print size)."""
_METRIC = re.compile(r"^\s*(\d+(?:\.\d+)?|\.\d+)\s*(mm|cm)\s*$")
SLIVER_INCHES = 1.0
"""Shorter than this, a battlefield length written in millimetres or centimetres is taken for a slip."""


def _lengths(node: Any, path: tuple, key: object) -> Iterator[tuple[tuple, str]]:
    """Each string under a distance key of the raw setup map, with its path."""
    if isinstance(node, dict):
        for child, value in node.items():
            yield from _lengths(value, path + (child,), child)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _lengths(value, path + (index,), key)
    elif isinstance(node, str) and key in DISTANCE_KEYS:
        yield path, node


@check("setup.distance-unit", "warning")
def battlefield_lengths_in_battlefield_units(context):
    """A battlefield length (a zone's depth, a constraint's min or max, a point) written in millimetres
    or centimetres and shorter than an inch ("max: 12mm" from the center) is found at the value: the
    battlefield is measured in inches or ranges, and 12in was most likely meant."""
    data = context.doc.data
    setup = data.get("setup_map") if isinstance(data, dict) else None
    for path, written in _lengths(setup, ("setup_map",), None):
        found = _METRIC.match(written)
        if found and 0 < (inches := float(found.group(1)) * INCHES_PER[found.group(2)]) < SLIVER_INCHES:
            yield Issue(path, f"'{written.strip()}' is {inches:.2g} in on the battlefield, which is measured in "
                        f"inches or ranges: did you mean {found.group(1)}in?")
