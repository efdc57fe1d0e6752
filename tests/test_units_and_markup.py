from __future__ import annotations

import pytest

from printgen.core import markup
from printgen.core import units

RANGES = {1: 1.0, 2: 3.0, 3: 6.0, 4: 8.0, 5: 10.0}


@pytest.mark.parametrize("text, points", [
    ("30mm", 30 * 72 / 25.4), ("1.25in", 90.0), ("3 cm", 3 * 72 / 2.54), ("12pt", 12.0), (".5in", 36.0)])
def test_print_lengths_become_points(text, points):
    assert units.parse_length(text) == pytest.approx(points)


@pytest.mark.parametrize("value, message", [
    ("30 mmm", "'30 mmm' has an unknown unit 'mmm' (accepted: mm, cm, in, pt)"),
    ("30", "'30' is not a length: write a number and a unit (mm, cm, in, pt), e.g. '30mm'"),
    (30, "a length needs a unit: write it as text such as '30mm'"),
    ("0mm", "'0mm' must be greater than zero"),
    ("-2in", "'-2in' must be greater than zero"),
])
def test_bad_lengths_say_what_to_write(value, message):
    with pytest.raises(units.LengthError) as caught:
        units.parse_length(value)
    assert str(caught.value) == message


@pytest.mark.parametrize("text, inches", [("range 3", 6.0), ("R5", 10.0), ("Range 1", 1.0), ("6in", 6.0),
                                          ("254mm", 10.0), ("0", 0.0)])
def test_battlefield_distances_become_inches(text, inches):
    assert units.parse_distance(text, RANGES) == pytest.approx(inches)


def test_an_unknown_range_band_is_an_error():
    with pytest.raises(units.LengthError, match="there is no range 6"):
        units.parse_distance("range 6", RANGES)


def test_unknown_icons_are_counted_for_locating():
    text = "gain 1 {power}, 1 {mana} and 1 {mana}; {move-q}"
    assert markup.unknown_icons(text) == [("mana", 0), ("mana", 1), ("move-q", 0)]


def test_the_icon_vocabulary_of_the_design_notes_is_complete():
    design = {"power", "damage", "range", "physical", "energy", "mystic", "move-s", "move-m", "move-l",
              "critical", "wild", "hit", "block", "blank", "failure"}
    assert design <= set(markup.ICONS)


def test_plain_text_spells_icons_out():
    assert markup.plain("gain 1 Power {power} and **move**") == "gain 1 Power [Power] and move"
