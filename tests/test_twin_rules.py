"""The search's shortcuts give the rules' own verdicts. A symmetric twin is measured with its partner as
one more copy: ``Bound.breaks_beside`` (which the search asks at every paired try) gives the verdict of the
bound ``with_twin`` makes, for every kind of rule, minimum and maximum, with copies placed or none; and a
floor under a zone's distance answers only where the exact distance would answer the same."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from printgen.randomise.constraints import Centre, Named, Rule, Same, ZoneOrigin

coordinate = st.floats(0, 36, allow_nan=False)
disc = st.tuples(coordinate, coordinate, st.floats(0.5, 1.5))
limits = st.tuples(st.one_of(st.none(), st.floats(0, 12)), st.one_of(st.none(), st.floats(0, 24)))


@given(st.sampled_from([Same("p"), Named("q"), Centre(18, 18)]), limits, st.lists(disc, max_size=4), disc, disc)
def test_breaks_beside_is_the_twin_bounds_verdict(origin, low_high, discs, partner, twin):
    low, high = low_high
    rule = Rule(0, None, origin, -math.inf if low is None else low, math.inf if high is None else high)  # type: ignore[arg-type]
    placed = [_Placed("p" if n % 2 else "q", x, y, r) for n, (x, y, r) in enumerate(discs)]
    bound = rule.against(placed)
    x, y, r = twin
    assert bound.breaks_beside(x, y, r, partner) == bound.with_twin(partner).breaks(x, y, r)


class _Placed:
    """What a rule resolves from a placed token: its placement, token, centre and radius."""

    def __init__(self, source: str, x: float, y: float, radius: float):
        self.source, self.token, self.x, self.y, self.radius = source, source, x, y, radius


@settings(max_examples=400)  # the verdicts differ only in a band near the zone: look often enough to land there
@given(st.tuples(coordinate, coordinate), st.floats(0.5, 1.5), limits)
def test_a_floor_under_the_distance_gives_the_exact_distances_verdict(point, r, low_high):
    """A zone's rule asks the box around it first, and measures the outline only when the box cannot
    answer: the verdict is always the exact distance's, for a minimum, a maximum or both."""
    low, high = low_high
    zone = ZoneOrigin(((0.0, 0.0), (12.0, 0.0), (12.0, 6.0), (6.0, 9.0), (0.0, 6.0)))
    rule = Rule(0, None, zone, -math.inf if low is None else low, math.inf if high is None else high)  # type: ignore[arg-type]
    bound = rule.against([])
    exact = zone.distance(*point, r)
    assert bound.breaks(*point, r) == (not rule.floor <= exact <= rule.ceiling)
