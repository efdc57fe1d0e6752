"""level.identical, level.reason: levels, tiers and rows that differ as they claim, and reasons that speak
of their own level. (Values per level that zig-zag: test_difficulty.py.)"""

from __future__ import annotations

import pytest

from conftest import MINIMAL, at, checked, located


def test_two_levels_that_print_the_same_are_a_warning_at_the_later(tmp_path):
    text = MINIMAL.replace("{menace-dice: 2}", "{menace-dice: 1}")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{name: Hard", "Hard"), "level.identical")]
    assert found[0].message.startswith("level 'Hard' prints the same as 'Normal' (Menace Dice 1): it claims to differ")


def test_levels_alike_in_the_chart_but_rolling_other_dice_differ(tmp_path):
    rows = "{faces: [critical, wild, hit, block, blank, failure], text: Something happens.}"
    text = MINIMAL.replace("{menace-dice: 2}", "{menace-dice: 1}") + \
        f"tables:\n  - id: t\n    name: Menace\n    dice: {{Normal: 1, Hard: 2}}\n    rows:\n      - {rows}\n"
    assert checked(tmp_path, text) == []
    found = checked(tmp_path, text.replace("Hard: 2}", "Hard: 1}"), "level.identical")
    assert "(Menace Dice 1, and the same dice and rows)" in found[0].message


TIERS = """trackers:
  - id: board
    name: Board
    components:
      - type: track
        id: fury
        label: Fury
        from: 0
        to: 5
        tier_columns: [{id: dice, label: Dice}]
        tiers:
          - {from: 0, to: 2, label: Calm, values: {dice: 1}}
          - {from: 3, to: 5, label: Angry, values: {dice: 2}}
"""


def test_two_tiers_with_the_same_values_are_a_warning_at_the_later(tmp_path):
    text = MINIMAL + TIERS.replace("{dice: 2}", "{dice: 1}")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "label: Angry, values: {dice: 1}", "{dice"), "level.identical")]
    assert "tier 'Angry' of track 'Fury' prints the same values as tier 'Calm'" in found[0].message
    assert checked(tmp_path, MINIMAL + TIERS) == []


STORM = "reference_tables:\n  - id: storm\n    name: Storm\n    key_label: Storm Level\n    rows:\n" \
    "      - {key: 1, text: Every attack at range 3 or more has Cover.}\n" \
    "      - {key: 2, text: Every attack at range 3 or more  has cover.}\n"


def test_two_rows_of_a_reference_table_with_one_effect_are_a_warning_at_the_later(tmp_path):
    text = MINIMAL + STORM
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "Every attack at range 3 or more  has cover."), "level.identical")]
    assert "Storm Level 2 of 'Storm' prints the same as Storm Level 1" in found[0].message
    assert checked(tmp_path, text.replace("  has cover.", " has cover and Stun.")) == []


def test_a_short_effect_twice_is_a_warning_only_in_a_table_of_levels(tmp_path):
    """"No effect." under two results may be meant; two levels of a storm that grows may not be alike."""
    text = MINIMAL + STORM.replace("Every attack at range 3 or more has Cover.", "No effect.").replace(
        "Every attack at range 3 or more  has cover.", "No effect.")
    assert checked(tmp_path, text) == []
    cumulative = text.replace("    rows:\n", "    cumulative: true\n    rows:\n")
    assert located(checked(tmp_path, cumulative)) == [(*at(cumulative, "{key: 2, text: No effect.}", "No"),
                                                       "level.identical")]


THREE_LEVELS = """difficulty:
  columns:
    - id: cards
      label: Team Tactics Cards
      harder: fewer
      exempt:
        - level: Narrative
          reason: "{narrative}"
        - level: Unstoppable
          reason: "{unstoppable}"
  levels:
    - {{name: Narrative, values: {{cards: 0}}}}
    - {{name: Normal, values: {{cards: 3}}}}
    - {{name: Hard, values: {{cards: 2}}}}
    - {{name: Unstoppable, values: {{cards: 4}}}}
rules:"""
HULK = "Narrative play uses no Team Tactic cards at all; from Normal on, each harder level gives one fewer."


def _levels(narrative: str, unstoppable: str) -> str:
    chart = THREE_LEVELS.format(narrative=narrative, unstoppable=unstoppable)
    return MINIMAL.split("difficulty:")[0] + chart + MINIMAL.split("rules:")[1]


def test_a_reason_pasted_from_another_level_is_a_warning_at_the_level_it_names(tmp_path):
    text = _levels(HULK, HULK)
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, f'reason: "{HULK}"\n  levels', "Narrative"), "level.reason")]
    assert found[0].message == ("the reason exempting Unstoppable from 'Team Tactics Cards' speaks of Narrative, "
                                "not of Unstoppable: a reason pasted from another level? Say why Unstoppable differs")


@pytest.mark.parametrize("reason", [
    "The Unstoppable level gives one more card than Hard, for a longer game.",
    "One more card than at Hard: at this level the Colossus never tires.",
    "Like Normal, three cards: here the Colossus never tires.",
    "From Hard on the Colossus never tires, so the cards come back.",
    "Harder than Normal and Hard in other ways, so the cards come back.",
])
def test_a_reason_of_its_own_level_or_comparing_with_others_is_fine(tmp_path, reason):
    assert checked(tmp_path, _levels(HULK, reason), "level.reason") == []


def test_the_bundled_reasons_are_their_own_levels(loaded_bundled):
    from printgen.checks import run_checks
    from printgen.checks.context import Context

    for loaded in loaded_bundled.values():
        assert run_checks(Context(loaded), ["level.reason"]).findings == []
