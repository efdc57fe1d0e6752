"""setup.distance-unit: a battlefield length written in millimetres or centimetres that makes it a sliver
is found at the value, with the unit it most likely meant. fact.distance: the distances a sentence gives a
placed token are those its placement keeps."""

from __future__ import annotations

import pytest

from conftest import MINIMAL, at, checked, located, with_rule

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


ABSORBERS = ("  random:\n    - id: absorbers\n      token: absorber\n      count: 2\n      constraints:\n"
             "        - {from: center, min: 6in, max: 12in}\n        - {from: edge, min: 9in}\n"
             "        - {from: same, min: 8in}\n"
             "tokens:\n  - {id: absorber, name: Gamma Absorber, count: 2, front: {label: Absorber}}\n")


@pytest.mark.parametrize("rule, said", [
    ("Place the Gamma Absorbers at least 8 in from the edges.", "at least 8 in from the edges"),
    ("Place the Gamma Absorbers 6–10 in from the centre.", "6–10 in from the centre"),
    ("The Gamma Absorbers stand 12 inches apart.", "12 inches apart"),
])
def test_a_placement_distance_the_words_give_otherwise_is_found(tmp_path, rule, said):
    text = with_rule(rule) + ABSORBERS  # the placement goes under setup_map, which ends the minimal encounter
    found = checked(tmp_path, text, "fact.distance")
    assert located(found) == [(*at(text, said), "fact.distance")]
    assert found[0].message.startswith(f"the text says \"{said}\" of 'absorbers', but its placement keeps ")


@pytest.mark.parametrize("rule", [
    "Place the Gamma Absorbers at least 9 in from the edges, 6–12 in from the centre and 8 in apart.",
    "Place the Gamma Absorbers within 12 in of the centre.",     # not "from": not read
    "The Gamma Absorbers score when a character stands 2 in from the Reactor.",  # nothing kept from there
    "Characters 3 in from the edges gain 1 Power.",              # no placed token named
])
def test_placement_distances_as_the_data_keeps_them_or_of_something_else_are_fine(tmp_path, rule):
    assert checked(tmp_path, with_rule(f'"{rule}"') + ABSORBERS, "fact.distance") == []
