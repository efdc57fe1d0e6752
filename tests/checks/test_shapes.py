"""setup.zone-area and layout.token-tiny: shapes that would print nothing, generated rather than
one example: any polygon whose corners lie on one line, any token under 8 mm."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import MINIMAL, at, checked, located

ZONE = "    - {id: odd, label: Odd, polygon: [[%s]]}\n"
TOKEN = "  - {id: speck, name: Speck, count: 1, size: %smm, front: {label: S}}\n"


def _with_zone(points: list[tuple[float, float]]) -> str:
    polygon = "], [".join(f"{x:g}in, {y:g}in" for x, y in points)
    return MINIMAL.replace("  deployment:\n", "  deployment:\n" + ZONE % polygon, 1)


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


@settings(max_examples=10, deadline=None)
@given(st.floats(0.5, 7.9).map(lambda size: round(size, 1)))
def test_a_token_under_eight_millimetres_is_an_error_at_its_size(tmp_path_factory, size):
    text = MINIMAL + "tokens:\n" + TOKEN % f"{size:g}"
    found = checked(tmp_path_factory.mktemp("token"), text, "layout.token-tiny")
    assert located(found) == [(*at(text, f"size: {size:g}mm", f"{size:g}mm"), "layout.token-tiny")]


def test_an_eight_millimetre_token_is_no_finding(tmp_path):
    text = MINIMAL + "tokens:\n" + TOKEN % "8"
    assert checked(tmp_path, text, "layout.token-tiny") == []
