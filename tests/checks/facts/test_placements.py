"""fact.distance, fact.placed-count: what a sentence says of a random placement, the distances it keeps and
how many it places, is what the setup map's placement keeps and places."""

from __future__ import annotations

import pytest

from conftest import at, checked, located, with_rule

CRATES = "tokens:\n  - {id: crate, name: Crate, count: 2, front: {label: Crate}}\n"


# --- fact.distance --------------------------------------------------------------------------------------

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


# --- fact.placed-count ----------------------------------------------------------------------------------

PLACED = "  random:\n    - {id: spread, token: crate, count: 2}\n"


def test_a_sentence_that_places_another_number_at_random_is_found(tmp_path):
    text = with_rule("Place 3 Crates at random.") + PLACED + CRATES
    found = checked(tmp_path, text, "fact.placed-count")
    assert located(found) == [(*at(text, "3 Crates"), "fact.placed-count")]
    assert found[0].message == (f"the text places \"3 Crates\" at random, but the setup map places 2 (placement "
                                f"'spread', line {at(text, '{id: spread')[0]})")


@pytest.mark.parametrize("rule", ["Place 2 Crates at random.", "Place {count:crate} Crates at random.",
                                  "Place 1 Crate beside the Menace.",          # not at random: a game action
                                  "Randomly choose 1 Crate and flip it."])
def test_placing_the_maps_number_or_placing_in_play_is_fine(tmp_path, rule):
    assert checked(tmp_path, with_rule(f'"{rule}"') + PLACED + CRATES, "fact.placed-count") == []
