"""text.name-typo: a real word one letter off a word of one of the encounter's names, where the sentence uses
it as the name, is found at the word, naming the name, with why it is taken for the name. (Ordinary words
beside a name, left alone by all three name checks: test_names.py.)"""

from __future__ import annotations

import pytest

from conftest import at, located

from . import encounter, findings, near_names

TYPO_FIX = "silence text.name-typo at 'priority'"


@pytest.mark.parametrize("rule, words, fragments", [
    ("Flip all four Consols.", "Consols", ["did you mean 'Consoles' (the token 'Doomsday Console')?", TYPO_FIX]),
    ("Drink the Boaster first.", "Boaster", ["did you mean 'Booster' (the token 'Booster Serum')?", TYPO_FIX]),
    ("Advance the Tacker one space.", "Tacker", ["did you mean 'Tracker' (the tracker 'Eclipse Tracker')?", TYPO_FIX]),
    ("Consols are big.", "Consols", ["did you mean 'Consoles'", TYPO_FIX]),
])
def test_a_real_word_one_letter_off_a_word_of_a_name_is_found_naming_the_name(tmp_path, rule, words, fragments):
    text = encounter(rule)
    found = findings(tmp_path, text)
    assert located(found) == [(*at(text, rule, words), "text.name-typo")]
    assert all(fragment in found[0].message for fragment in fragments)


# (a sentence using a real word as a name, the word found): the sentence's evidence is in a comment
STANDING_FOR_A_NAME = [
    ("Flip all four Consols.", "Consols"),                   # a word the dictionary barely knows
    ("Each Consol token is flipped.", "Consol"),
    ("Place the Drift token in the centre.", "Drift"),       # a capital mid-sentence
    ("Give each character one Side token.", "Side"),
    ("Sharp tokens are placed at random.", "Sharp"),         # before the kind of thing the name is
]


@pytest.mark.parametrize("rule, words", STANDING_FOR_A_NAME)
def test_a_real_word_standing_for_a_name_is_found(tmp_path, rule, words):
    text = near_names(rule)
    found = findings(tmp_path, text)
    assert located(found) == [(*at(text, rule, words), "text.name-typo")]
    assert "as the data names it" in found[0].message


def test_a_typo_says_why_the_word_is_taken_for_the_name(tmp_path):
    reasons = {"Flip all four Consols.": "a word the dictionary barely knows",
               "Place the Drift token in the centre.": "it has a capital mid-sentence, as a name does",
               "Sharp tokens are placed at random.": "it stands before 'tokens' as the name would"}
    for rule, reason in reasons.items():
        (found,) = findings(tmp_path, near_names(rule))
        assert reason in found.message
