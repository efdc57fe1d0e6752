"""text.divergent-copy: a passage that drifted from its copy is found, at the later copy, with a
word diff; the pairs compared grow with the text, not its square."""

from __future__ import annotations

import random

import pytest

from conftest import MINIMAL, at, checked, located, with_rule
from printgen.checks.text.copies import COMMON, _candidate_pairs, shingles_of


def test_a_drifted_copy_is_a_warning_at_the_later_copy(tmp_path):
    text = MINIMAL + ("superpowers:\n"
                      "  - {id: a, name: Aim, text: This character gains two Power and moves a short distance.}\n"
                      "  - {id: b, name: Bolt, text: This character gains two Power and moves a long distance.}\n")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "This character gains two Power and moves a long"), "text.divergent-copy")]
    assert found[0].message.endswith("[-short-]{+long+}")


@pytest.mark.parametrize("count", [50, 500])
def test_divergent_copy_finds_every_drift_comparing_pairs_in_proportion_to_the_text(count):
    """Each of ``count`` passages has one drifted copy among them all: every drift is a candidate
    pair, and the pairs compared stay bounded by the text's length (no pass over every pair)."""
    rng = random.Random(count)
    vocabulary = [f"w{i}" for i in range(400)] + ["the", "crisis", "team", "of", "a"] * 40
    originals = [[rng.choice(vocabulary) for _ in range(40)] for _ in range(count)]
    drifted = [original[:20] + ["changed"] + original[21:] for original in originals]
    pairs = set(_candidate_pairs(tuple(shingles_of(words) for words in originals + drifted)))
    assert all((i, count + i) in pairs for i in range(count))
    assert len(pairs) <= 2 * count * 40 * COMMON
    assert len(pairs) <= 3 * count, "unrelated passages are rarely proposed"


ALARMS = "Shuffle the Alarm tokens and place them face {side} on the Alarm spots."


def _copied_inside_a_longer_passage(first: str, second: str) -> str:
    rules = ("rules:\n  - id: alarms\n    title: Alarms\n    text: At the start of the game, the Cosmic Threat player "
             f"prepares the alarms. {second} Then the Crisis Team deploys as usual.\n")
    return MINIMAL.replace("starts with priority.", f"starts with priority. {first}").replace("rules:\n", rules, 1)


def test_a_sentence_that_drifted_inside_a_longer_passage_is_a_warning(tmp_path):
    text = _copied_inside_a_longer_passage(ALARMS.format(side="down"), ALARMS.format(side="up"))
    found = checked(tmp_path, text, "text.divergent-copy")
    assert [f.code for f in found] == ["text.divergent-copy"] and found[0].message.endswith("[-up-]{+down+}")


def test_a_sentence_said_of_something_else_or_copied_whole_is_not_a_drift(tmp_path):
    same = _copied_inside_a_longer_passage(ALARMS.format(side="down"), ALARMS.format(side="down"))
    assert checked(tmp_path, same, "text.divergent-copy") == []
    other = _copied_inside_a_longer_passage(ALARMS.format(side="down"),
                                            ALARMS.format(side="down").replace("the Alarm spots", "those Alarm spots"))
    assert checked(tmp_path, other, "text.divergent-copy") == []


def test_texts_alike_only_in_the_words_one_reference_says_are_no_copies(tmp_path):
    """Two short rules around the same per-level reference print long alike words the designer wrote once."""
    table = ("tables:\n  - id: t\n    name: Surge\n    dice_from: menace-dice\n    rows:\n"
             "      - {faces: [critical, wild, hit, block, blank, failure], name: Any, text: Boom.}\n")
    text = with_rule('"Gain {dice:t} at the start of the round."').replace(
        "    text: \"Gain", "    table: t\n    text: \"Gain") + table.replace(
        "text: Boom.", "text: \"Attack with {dice:t} at the start of the round.\"")
    assert checked(tmp_path, text, "text.divergent-copy") == []
