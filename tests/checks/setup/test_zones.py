"""setup.zone-area, setup.zone-thin, setup.fixed-in-zone: a zone encloses room (any polygon whose corners
lie on one line does not, generated rather than one example) and stands the smallest base, and no fixed
piece stands where a side deploys."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import MINIMAL, at, checked, located

from . import with_zone


# --- setup.zone-area ----------------------------------------------------------------------------------

ODD_ZONE = "    - {id: odd, label: Odd, polygon: [[%s]]}\n"


def _with_zone(points: list[tuple[float, float]]) -> str:
    polygon = "], [".join(f"{x:g}in, {y:g}in" for x, y in points)
    return MINIMAL.replace("  deployment:\n", "  deployment:\n" + ODD_ZONE % polygon, 1)


@settings(max_examples=15, deadline=None)
@given(st.tuples(st.integers(8, 28), st.integers(8, 28)), st.tuples(st.integers(-2, 2), st.integers(-2, 2)),
       st.lists(st.integers(1, 4), min_size=2, max_size=4))
def test_a_zone_whose_corners_lie_on_one_line_is_an_error_at_its_polygon(tmp_path_factory, start, step, steps):
    """Corners start + k·step, on one line whatever k (and all on the battlefield): no area."""
    points = [(start[0] + k * step[0], start[1] + k * step[1]) for k in [0, *steps]]
    text = _with_zone(points)
    found = checked(tmp_path_factory.mktemp("zone"), text, "setup.zone-area")
    assert located(found) == [(*at(text, "[[", "[["), "setup.zone-area")]


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(["edge: south, depth", "edge: east, depth", "corner: north-west, radius",
                        "corner: south-east, radius"]), st.floats(0, 1.1).map(lambda inches: round(inches, 2)))
def test_an_edge_or_corner_zone_too_shallow_to_deploy_in_is_an_error_at_its_depth(tmp_path_factory, shape, inches):
    """Depth or radius 0 draws nothing; a sliver along an edge or a corner's tip holds no base."""
    shape_key = shape.split(", ")[1]
    if shape.startswith("edge") and inches * 36 >= 1.0:
        inches = 0.02
    zone = f"    - {{id: odd, label: Odd, {shape}: {inches:g}in}}\n"
    text = MINIMAL.replace("  deployment:\n", "  deployment:\n" + zone, 1)
    found = checked(tmp_path_factory.mktemp("zone"), text, "setup.zone-area")
    assert located(found) == [(*at(text, f"{shape_key}: {inches:g}in", f"{inches:g}in"), "setup.zone-area")]


def test_a_zone_with_room_is_no_finding(tmp_path):
    assert checked(tmp_path, _with_zone([(0, 0), (6, 0), (6, 4)]), "setup.zone-area") == []


# --- a fixed piece in a deployment zone, and a zone too thin for a base ---------------------------------------------

HOME = ("  fixed:\n    - {id: home-base, label: Home Base, token: home-base, at: %s}\n"
        "tokens:\n  - {id: home-base, name: Home Base, count: 1, size: 50mm, front: {label: Home Base}}\n")


@pytest.mark.slow
@pytest.mark.parametrize("place, message", [
    ("[18in, 3in]", "'Home Base' at [18 in, 3 in] reaches 3.98 in into zone 'Crisis Team', where the Crisis Team "
     "deploys: every sheet draws it among that side's characters; move it 3.98 in or more out, or silence "
     "setup.fixed-in-zone at 'home-base' with the reason it stands there"),
    ("[18in, 6.5in]", "'Home Base' at [18 in, 6.5 in] reaches 0.48 in into zone 'Crisis Team'"),
], ids=["inside", "over-the-rim"])
def test_a_fixed_piece_in_a_deployment_zone_is_a_warning_at_its_place(tmp_path, place, message):
    text = MINIMAL + HOME % place
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, place), "setup.fixed-in-zone")]
    assert found[0].severity == "warning" and found[0].message.startswith(message)


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    MINIMAL + HOME % "[18in, 7in]",                                                   # clear of the zone's rim
    (MINIMAL + HOME % "[18in, 3in]").replace("side: crisis-team, ", ""),              # a zone nobody deploys in
    MINIMAL + HOME % "[18in, 3in]" + "checks:\n  silence:\n    - {code: setup.fixed-in-zone, at: home-base, "
    "reason: The Crisis Team deploys around its Home Base.}\n",                       # meant, and said so
], ids=["outside", "zone-of-no-side", "silenced-with-a-reason"])
def test_a_fixed_piece_clear_of_the_zones_or_meant_there_is_no_finding(tmp_path, text):
    assert checked(tmp_path, text) == []


@pytest.mark.slow
@pytest.mark.parametrize("zone, where, message", [
    ("{id: south, label: Crisis Team, side: crisis-team, edge: south, depth: 1in}", "1in",
     "zone 'Crisis Team' is 1 in across at its widest: a 35 mm base (1.38 in), the smallest the game uses, cannot "
     "stand in it; make its depth larger"),
    ("{id: south, label: Crisis Team, side: crisis-team, corner: south-west, radius: 1.5in}", "1.5in",
     "zone 'Crisis Team' is 1.24 in across at its widest: a 35 mm base (1.38 in), the smallest the game uses, cannot "
     "stand in it; make its radius larger"),
    ("{id: south, label: Crisis Team, side: crisis-team, polygon: [[0in, 0in], [20in, 0in], [20in, 1.2in]]}",
     "[[0in", "zone 'Crisis Team' is 1.16 in across at its widest: a 35 mm base"),
], ids=["edge", "corner", "polygon"])
def test_a_zone_too_thin_for_the_smallest_base_is_a_warning_at_what_makes_it_so(tmp_path, zone, where, message):
    text = with_zone(zone)
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, zone, where), "setup.zone-thin")]
    assert found[0].severity == "warning" and found[0].message.startswith(message)


@pytest.mark.slow
@pytest.mark.parametrize("zone", [
    "{id: south, label: Crisis Team, side: crisis-team, edge: south, depth: 35mm}",      # a base, to the millimetre
    "{id: south, label: Crisis Team, side: crisis-team, corner: south-west, radius: 1.7in}",
    "{id: south, label: Crisis Team, side: crisis-team, polygon: [[0in, 0in], [20in, 0in], [20in, 6in]]}",
], ids=["edge", "corner", "polygon"])
def test_a_zone_that_stands_a_base_is_no_finding(tmp_path, zone):
    assert checked(tmp_path, with_zone(zone)) == []


@pytest.mark.slow
def test_a_zone_of_no_area_is_only_zone_area(tmp_path):
    text = with_zone("{id: south, label: Crisis Team, side: crisis-team, edge: south, depth: 0.01in}")
    assert [code for *_, code in located(checked(tmp_path, text))] == ["setup.zone-area"]
