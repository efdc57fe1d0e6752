"""The setup map's checks, one test file per module of printgen/checks/setup/; what they share: the minimal
encounter's deployment zone, four beacons placed anywhere, and the encounter with another zone."""

from conftest import MINIMAL

ZONE = "{id: south, label: Crisis Team, side: crisis-team, edge: south, depth: range 3}"
# Four beacons anywhere on the battlefield, 3 in apart (nothing keeps them out of the zone)
BEACONS = ("  random:\n    - id: beacons\n      token: beacon\n      count: 4\n      constraints:\n"
           "        - {from: same, min: 3in}\n"
           "tokens:\n  - {id: beacon, name: Beacon, count: 4, size: 25mm, front: {label: Beacon}}\n")


def with_zone(zone: str, battlefield: str = "") -> str:
    """The minimal encounter with ``zone`` as its one deployment zone, on ``battlefield`` if given."""
    text = MINIMAL.replace(ZONE, zone)
    return text.replace("setup_map:\n", f"setup_map:\n  battlefield: {battlefield}\n") if battlefield else text
