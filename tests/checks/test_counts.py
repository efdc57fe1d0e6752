"""ref.count-in-text: the counts a text writes agree with what the kit prints; a count of some of the
copies ("the two Crates nearest the Menace") claims no more than it says. (The designer's variants:
tests/test_designer_checks.py.)"""

from __future__ import annotations

import pytest

from conftest import at, checked, located, with_rule

CRATES = "tokens:\n  - {id: crate, name: Crate, count: 2, front: {label: Crate}}\n"


def test_a_wrong_count_in_the_text_is_a_warning_at_the_number(tmp_path):
    text = with_rule("Shuffle the 3 Crate tokens.") + CRATES
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "3 Crate"), "ref.count-in-text")]
    assert "the data has 2 (token 'Crate')" in found[0].message


def test_a_shuffle_claims_every_copy_and_no_count_may_pass_what_the_kit_prints(tmp_path):
    text = with_rule("Shuffle 8 Crates. Place 5 Crate tokens, then place 1 Crate.") + CRATES
    found = [f for f in checked(tmp_path, text) if f.code == "ref.count-in-text"]
    assert located(found) == [(*at(text, "8 Crates"), "ref.count-in-text"),
                              (*at(text, "5 Crate tokens"), "ref.count-in-text")]
    assert 'the text says "Shuffle 8 Crates" but the data has 2' in found[0].message


def test_an_amount_named_like_a_token_is_not_a_count_of_tokens(tmp_path):
    text = (with_rule("The Menace gains 3 Momentum.")
            + "tokens:\n  - {id: m, name: Momentum, count: 1, front: {label: M}}\n")
    assert [f for f in checked(tmp_path, text) if f.code == "ref.count-in-text"] == []


@pytest.mark.parametrize("rule", ["Push the two Crates nearest the Menace.", "Flip the 1 Crate within Range 2.",
                                  "Remove the one Crate that is face up."])
def test_the_count_of_some_copies_claims_no_more_than_it_says(tmp_path, rule):
    assert checked(tmp_path, with_rule(rule) + CRATES.replace("count: 2", "count: 6"), "ref.count-in-text") == []


def test_the_count_of_every_copy_is_still_the_datas(tmp_path):
    text = with_rule("Shuffle the two Crates and place them.") + CRATES.replace("count: 2", "count: 6")
    found = checked(tmp_path, text, "ref.count-in-text")
    assert located(found) == [(*at(text, "two Crates"), "ref.count-in-text")]
    assert found[0].message.endswith("write {count:crate} to print the data's count, or correct the count in the data")


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
