"""setup.*: the setup map can be made: placements met on the ten seeds at every level (never,
or only sometimes: setup.unsatisfiable, setup.fragile), terrain that finds room, fixed places on
the battlefield. A fixed place needs two coordinates (a load error)."""

from __future__ import annotations

import pytest

from conftest import FIXTURES, MINIMAL, at, checked, located, load_snippet

MISTAKES = FIXTURES / "invalid" / "check"


def test_terrain_with_no_room_is_an_error_at_its_pieces(tmp_path):
    text = MINIMAL.replace("setup_map:\n", "setup_map:\n  terrain:\n    text: Crowded.\n"
                                           "    pieces: [{size: 5, count: 40}]\n")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{size: 5, count: 40}"), "setup.terrain")]
    assert "finds no room on 10 of 10 seeds" in found[0].message


@pytest.mark.parametrize("name, code, failing, fragment", [
    ("placement-never-met", "setup.unsatisfiable", "{from: same, min: 8in}", "on every one of 10 seeds"),
    ("placement-fragile", "setup.fragile", "{from: same, min: 6in}", "on 5 of 10 seeds at Normal"),
], ids=["never-met", "fragile"])
def test_a_placement_that_fails_is_an_error_at_the_constraint_that_failed_most(tmp_path, name, code, failing,
                                                                                  fragment):
    text = (MISTAKES / f"{name}.yaml").read_text()
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, failing), code)]
    assert fragment in found[0].message


def test_a_fixed_place_off_the_battlefield_is_an_error_at_its_coordinates(tmp_path):
    text = MINIMAL + "  fixed:\n    - {id: thing, label: Thing, at: [100in, 100in]}\n"
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "[100in, 100in]"), "setup.off-battlefield")]
    assert "'thing' at [100 in, 100 in] is off the 36 × 36 in battlefield" in found[0].message


@pytest.mark.parametrize("coordinates, message", [
    ("[18in]", "needs at least 2 items"), ("[]", "needs at least 2 items"),
    ("[1in, 2in, 3in]", "has more than 2 items")])
def test_a_fixed_place_needs_two_coordinates(tmp_path, coordinates, message):
    text = MINIMAL + f"  fixed:\n    - {{id: thing, label: Thing, at: {coordinates}}}\n"
    loaded = load_snippet(tmp_path, text)
    assert located(loaded.findings) == [(*at(text, coordinates), "schema.value")]
    assert [f.message for f in loaded.findings] == [message]
