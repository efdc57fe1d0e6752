"""setup.battlefield, setup.zone-outside, setup.off-battlefield, setup.distance-unit: what the sheet would
draw wrong: a battlefield of other than two lengths, zones and fixed places past its edges, and a battlefield
length written in millimetres or centimetres that makes it a sliver (found at the value, with the unit it most
likely meant). A fixed place needs two coordinates (a load error)."""

from __future__ import annotations

import pytest

from conftest import MINIMAL, at, checked, located, load_snippet

from . import BEACONS, ZONE, with_zone


@pytest.mark.slow
@pytest.mark.parametrize("coordinates, message", [
    ("[18in]", "needs at least 2 items"), ("[]", "needs at least 2 items"),
    ("[1in, 2in, 3in]", "has more than 2 items")])
def test_a_fixed_place_needs_two_coordinates(tmp_path, coordinates, message):
    text = MINIMAL + f"  fixed:\n    - {{id: thing, label: Thing, at: {coordinates}}}\n"
    loaded = load_snippet(tmp_path, text)
    assert located(loaded.findings) == [(*at(text, coordinates), "schema.value")]
    assert [f.message for f in loaded.findings] == [message]


# Each zone shape past each edge it can cross, on the standard battlefield and on the file's own:
# (zone, battlefield, where the finding points, what it says)
ZONES_PAST = [
    ("{id: z, label: Crisis Team, edge: south, depth: 40in}", "", "40in",
     "reaches 4 in past the battlefield's north edge (36 × 36 in): the sheet would draw it over its header"),
    ("{id: z, label: Crisis Team, edge: north, depth: 38.5in}", "", "38.5in",
     "reaches 2.5 in past the battlefield's south edge (36 × 36 in): the sheet would draw it over the range scale "
     "and placement table under the map"),
    ("{id: z, label: Crisis Team, edge: west, depth: 32in}", "[30in, 24in]", "32in",
     "reaches 2 in past the battlefield's east edge (30 × 24 in): the sheet would draw it past the map's right edge"),
    ("{id: z, label: Crisis Team, edge: east, depth: 31in}", "[30in, 24in]", "31in",
     "reaches 1 in past the battlefield's west edge (30 × 24 in): the sheet would draw it past the map's left edge"),
    ("{id: z, label: Crisis Team, corner: south-west, radius: 40in}", "", "40in",
     "reaches 4 in past the battlefield's north edge and 4 in past its east edge (36 × 36 in): the sheet would "
     "draw it over its header and past the map's right edge"),
    ("{id: z, label: Crisis Team, corner: north-east, radius: 26in}", "[30in, 24in]", "26in",
     "reaches 2 in past the battlefield's south edge (30 × 24 in): the sheet would draw it over the range scale"),
    ("{id: z, label: Crisis Team, polygon: [[0in, 30in], [36in, 30in], [36in, 40in], [0in, 39in]]}", "",
     "[36in, 40in]", "reaches 4 in past the battlefield's north edge (36 × 36 in)"),
    ("{id: z, label: Crisis Team, polygon: [[0in, 0in], [20in, 0in], [20in, 28in]]}", "[30in, 24in]",
     "[20in, 28in]", "reaches 4 in past the battlefield's north edge (30 × 24 in)"),
]


@pytest.mark.slow
@pytest.mark.parametrize("zone, battlefield, where, message", ZONES_PAST,
                         ids=["edge-north", "edge-south", "edge-east", "edge-west", "corner", "corner-own-field",
                              "polygon", "polygon-own-field"])
def test_a_zone_past_the_battlefield_is_an_error_at_what_takes_it_there(tmp_path, zone, battlefield, where, message):
    text = with_zone(zone, battlefield)
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, zone, where), "setup.zone-outside")]
    assert found[0].message.startswith(f"zone 'Crisis Team' {message}")


@pytest.mark.slow
@pytest.mark.parametrize("zone, battlefield", [
    ("{id: z, label: Crisis Team, edge: south, depth: 36in}", ""),
    ("{id: z, label: Crisis Team, corner: north-west, radius: 24in}", "[30in, 24in]"),
    ("{id: z, label: Crisis Team, polygon: [[0in, 0in], [30in, 0in], [30in, 24in]]}", "[30in, 24in]"),
], ids=["edge", "corner", "polygon"])
def test_a_zone_that_reaches_an_edge_and_no_further_is_on_the_battlefield(tmp_path, zone, battlefield):
    assert checked(tmp_path, with_zone(zone, battlefield)) == []


@pytest.mark.slow
def test_a_zone_deeper_than_the_battlefield_is_named_not_the_constraint_measured_from_it(tmp_path):
    """Every constraint from such a zone fails, and terrain finds no room beside it: only the zone is the cause."""
    terrain = "  terrain:\n    text: Some.\n    pieces: [{size: 2, count: 2}]\n"
    text = with_zone("{id: south, label: Crisis Team, edge: south, depth: 40in}") + BEACONS.replace(
        "{from: same, min: 3in}\n", "{from: same, min: 3in}\n        - {from: south, min: 1in}\n" + terrain)
    assert located(checked(tmp_path, text)) == [(*at(text, "depth: 40in", "40in"), "setup.zone-outside")]


@pytest.mark.slow
@pytest.mark.parametrize("place, battlefield, message", [
    ("[100in, 100in]", "", "'Thing' at [100 in, 100 in] reaches 64.5 in past the battlefield's north edge and "
     "64.5 in past its east edge (36 × 36 in): the sheet would draw it over its header and past the map's right "
     "edge; measure from the battlefield's bottom-left corner"),
    ("[35.75in, 18in]", "", "'Thing' at [35.75 in, 18 in] reaches 0.25 in past the battlefield's east edge"),
    ("[0.25in, 0.25in]", "", "reaches 0.25 in past the battlefield's south edge and 0.25 in past its west edge"),
    ("[30in, 12in]", "[24in, 24in]", "reaches 6.5 in past the battlefield's east edge (24 × 24 in)"),
], ids=["far-off", "half-off", "on-the-corner", "off-the-files-own"])
def test_a_fixed_place_any_part_of_it_off_the_battlefield_is_an_error_at_its_coordinates(tmp_path, place,
                                                                                           battlefield, message):
    """A fixed place with no token is drawn 1 in wide: its rim, not only its centre, must lie on the battlefield."""
    text = with_zone(ZONE, battlefield) + f"  fixed:\n    - {{id: thing, label: Thing, at: {place}}}\n"
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, place), "setup.off-battlefield")]
    assert message in found[0].message


@pytest.mark.slow
@pytest.mark.parametrize("place", ["[0.5in, 0.5in]", "[35.5in, 35.5in]", "center"])
def test_a_fixed_place_wholly_on_the_battlefield_is_no_finding(tmp_path, place):
    assert checked(tmp_path, MINIMAL + f"  fixed:\n    - {{id: thing, label: Thing, at: {place}}}\n") == []


@pytest.mark.slow
@pytest.mark.parametrize("given, message", [
    ("[30in]", "battlefield [30 in] has one length: the sheet draws a battlefield from [width, height] and cannot "
     "draw this one; for a square one, write [30in, 30in]"),
    ("[30in, 30in, 30in]", "battlefield [30 in, 30 in, 30 in] has 3 lengths"),
], ids=["one", "three"])
def test_a_battlefield_of_other_than_two_lengths_is_an_error_at_it_and_nothing_else(tmp_path, given, message):
    """Nothing is placed on a battlefield that cannot be drawn: the setup checks that measure on it say nothing."""
    text = (with_zone(ZONE, given) + "  fixed:\n    - {id: thing, label: Thing, at: [40in, 12in]}\n"
            + BEACONS)
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, given), "setup.battlefield")]
    assert found[0].message.startswith(message)


@pytest.mark.slow
@pytest.mark.parametrize("zone, fixed_at", [(zone, None) for zone, *_ in ZONES_PAST] + [
    ("{id: z, label: Crisis Team, corner: north-west, radius: 35.9in}", None), (ZONE, "[35.6in, 3in]"),
    (ZONE, "[18in, 0.4in]"), (ZONE, "[0.5in, 35.5in]")])
def test_check_fires_when_the_sheet_draws_past_the_battlefield(zone, fixed_at, tmp_path):
    """Check foresees paper: a zone or fixed place is reported exactly when the setup sheet's map draws
    it outside the battlefield's rectangle (the relation, for every shape, not one example)."""
    from printgen.layout.setup import battlefield_items
    from printgen.layout.display import Circle, Polygon, Rect
    from printgen.load.loader import game_constants
    from printgen.randomise import bare_battlefield

    text = with_zone(zone) + (f"  fixed:\n    - {{id: thing, label: Thing, at: {fixed_at}}}\n" if fixed_at else "")
    model = load_snippet(tmp_path, text).model
    drawn = battlefield_items(model, bare_battlefield(model, game_constants(), "Normal"), 0.0, 0.0, 1)
    field = next(item for item in drawn if isinstance(item, Rect))
    points = [point for item in drawn if isinstance(item, Polygon) for point in item.points]
    points += [(item.x + dx, item.y + dy) for item in drawn if isinstance(item, Circle)
               for dx, dy in ((item.r, 0), (-item.r, 0), (0, item.r), (0, -item.r))]
    outside = any(not (field.x - 1e-6 <= x <= field.x + field.w + 1e-6 and field.y - 1e-6 <= y <= field.y + field.h
                       + 1e-6) for x, y in points)
    codes = {code for *_, code in located(checked(tmp_path, text, "setup.zone-outside", "setup.off-battlefield"))}
    assert bool(codes) == outside


# --- lengths in the battlefield's units ------------------------------------------------------------

PLACED = ("  random:\n    - {id: crates, token: crate, count: 2, constraints: [{from: center, max: 12mm}]}\n"
          "tokens:\n  - {id: crate, name: Crate, count: 2, front: {label: Crate}}\n")


def test_a_constraint_in_millimetres_is_found_at_its_value(tmp_path):
    text = MINIMAL + PLACED
    found = checked(tmp_path, text, "setup.distance-unit")
    assert located(found) == [(*at(text, "12mm"), "setup.distance-unit")]
    assert found[0].message == ("'12mm' is 0.47 in on the battlefield, which is measured in inches or ranges: "
                                "did you mean 12in?")


def test_a_zone_depth_in_centimetres_is_found(tmp_path):
    text = MINIMAL.replace("depth: range 3", "depth: 2cm")
    assert located(checked(tmp_path, text, "setup.distance-unit")) == [(*at(text, "2cm"), "setup.distance-unit")]


@pytest.mark.parametrize("length", ["12in", "range 2", "30cm", "80mm"])
def test_a_battlefield_length_in_inches_ranges_or_a_real_metric_length_is_fine(tmp_path, length):
    text = MINIMAL + PLACED.replace("12mm", length)
    assert checked(tmp_path, text, "setup.distance-unit") == []


def test_a_base_in_millimetres_is_a_print_size_not_a_battlefield_length(tmp_path):
    text = MINIMAL + "  fixed:\n    - {id: spot, label: Spot, at: [18in, 18in], base: 20mm}\n"
    assert checked(tmp_path, text, "setup.distance-unit") == []
