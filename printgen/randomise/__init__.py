"""Randomised setups: placements that obey the data's constraints, from one seed.

All randomness comes from the ``random.Random(seed)`` made from the seed, so a seed and its
options always give the same setup. Everything is in inches, origin at the battlefield's
bottom-left corner.

- ``result``: the Setup model and its JSON form; ``Unsatisfiable``;
- ``geometry``: zones, polygons, the battlefield;
- ``constraints``: each data constraint compiled once into a Rule, which the placement search,
  the validator and `check` (through the search's failures) all ask;
- ``pieces``: placements compiled with their rules, and ``plan``: all of that once per encounter;
- ``sampler``: the placement search; ``validator``: ``violations``; ``terrain``: suggested
  terrain; ``generator``: the whole setup.
"""

from __future__ import annotations

from printgen.randomise.constraints import MIN_CLEARANCE, Rule, compile_rules
from printgen.randomise.generator import bare_battlefield, battlefield_inches, generate
from printgen.randomise.geometry import Battlefield, distance_to_polygon, inside, zone_polygon
from printgen.randomise.pieces import piece_name, token_radius
from printgen.randomise.result import (DeploymentArea, Placed, PlacedTerrain, Setup, SetupKey, Unsatisfiable,
                                      WantedPiece)
from printgen.randomise.validator import violations

__all__ = [
    "MIN_CLEARANCE", "Battlefield", "DeploymentArea", "Placed", "Rule", "Setup", "SetupKey", "PlacedTerrain",
    "Unsatisfiable", "WantedPiece", "bare_battlefield", "battlefield_inches", "compile_rules", "distance_to_polygon",
    "generate", "inside", "piece_name", "token_radius", "violations", "zone_polygon",
]
