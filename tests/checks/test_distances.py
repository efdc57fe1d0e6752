"""setup.distance-unit: a battlefield length written in millimetres or centimetres that makes it a sliver
is found at the value, with the unit it most likely meant."""

from __future__ import annotations

import pytest

from conftest import MINIMAL, at, checked, located

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
