"""Write printgen/data/palette-differences.json: the CIEDE2000 difference of every two colours of the
kit's palette (printgen/layout/palette.py, in normal ink and in low ink's greys), for the reader who
sees them closest, worked out with ColorAide, so that `colour.distinct` reads them instead of importing
ColorAide in every `check`. tests/checks/test_colours.py holds the file to what this script writes.
Run it after changing the palette:

    .venv/bin/python tools/palette_differences.py
"""

from __future__ import annotations

import json
import sys
from itertools import combinations

from printgen.checks.colours import PALETTE_DIFFERENCES, measured_difference, pair_key
from printgen.layout.palette import KINDS, SIDES, SPACES, ZONES


def palette_colours() -> list[str]:
    """Every colour and grey the palette gives a meaning."""
    shades = [shade for meanings in (SIDES, ZONES, KINDS, SPACES) for shade in meanings.shades.values()]
    return sorted({colour.lower() for shade in shades for colour in (shade.color, shade.low)})


def differences() -> dict[str, list]:
    return {pair_key(one, other): [round(apart, 6), vision]
            for one, other in combinations(palette_colours(), 2)
            for apart, vision in [measured_difference(one, other)]}


def text_of(found: dict[str, list]) -> str:
    return json.dumps(found, indent=0, sort_keys=True) + "\n"


def main() -> int:
    PALETTE_DIFFERENCES.write_text(text_of(differences()), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
