"""table.faces, table.dice-per-level, table.dice-in-text: a die-roll table covers each face of the die exactly
once and rolls a whole number of dice at every difficulty level, and the rules say the dice it rolls; and
`printgen odds`, which reads each row's chance off those faces. (Number words read as dice: tests/test_odds.py.)"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from conftest import MINIMAL, at, checked, located, with_rule
from printgen.load.bundled import bundled_path
from printgen.load.loader import game_constants, load_encounter
from printgen.report.odds import encounter_odds


def table(*rows: str) -> str:
    return MINIMAL + "tables:\n  - id: t\n    name: Rolls\n    dice: 1\n    rows:\n" + "".join(
        f"      - {row}\n" for row in rows)


def test_faces_missing_or_repeated_are_one_error_at_the_rows(tmp_path):
    text = table("{faces: [critical, wild, hit], text: Good.}", "{faces: [hit, blank], text: Bad.}")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "- {faces: [critical"), "table.faces")]
    assert found[0].message.endswith("must cover each die face once: missing block, failure; more than once: hit")


def test_a_table_covering_each_face_once_is_fine(tmp_path):
    text = table("{faces: [critical, wild, hit], text: Good.}", "{faces: [block, blank, failure], text: Bad.}")
    assert checked(tmp_path, text) == []


def test_rampage_odds():
    enc = load_encounter(bundled_path("unstoppable-colossus")).model
    (rampage,) = encounter_odds(enc, game_constants())
    assert dict(rampage.rows) == {"Critical": Fraction(1, 8), "Wild": Fraction(1, 8),
                                  "Hit, Block or Blank": Fraction(5, 8), "Failure": Fraction(1, 8)}
    assert "25.0%" in rampage.note and "1.33 rolls" in rampage.note


def test_doomsday_odds_per_difficulty_and_console(cli):
    data = json.loads(cli("odds", "all-will-be-metal", "--format", "json").stdout)
    by_level = {(entry["difficulty"], entry["dice"]): entry for entry in data}
    assert set(by_level) >= {("Tutorial", 2), ("Insane", 5), ("Insane +4", 9)}
    barrage = next(row for row in by_level["Hard", 4]["rows"] if row["name"].startswith("Devastating Barrage"))
    assert barrage["fraction"] == str(1 - Fraction(7, 8) ** 4)
    assert set(data[0]) >= {"table", "difficulty", "dice", "rows"}


def test_a_rule_that_rolls_other_dice_than_its_table_is_a_warning_at_the_words(tmp_path):
    rows = "{faces: [critical, wild, hit, block, blank, failure], text: Something happens.}"
    text = table(rows).replace("    text: The Crisis Team starts with priority.",
                               "    text: The Crisis Team starts with priority; it rolls 2 dice.\n    table: t")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "rolls 2 dice"), "table.dice-in-text")]
    assert "but Rolls rolls 1" in found[0].message
    assert checked(tmp_path, text.replace("rolls 2 dice", "rolls one die")) == []


def _per_level(rule: str) -> str:
    """The minimal encounter with a table rolling the Menace Dice column's dice (1 at Normal, 2 at Hard)."""
    return (with_rule(rule).replace("    text: ", "    table: t\n    text: ", 1)
            + "tables:\n  - id: t\n    name: Surge\n    dice_from: menace-dice\n    rows:\n"
              "      - {faces: [critical, wild, hit, block, blank, failure], name: Any, text: Boom.}\n")


@pytest.mark.parametrize("rule, wrong", [("They roll 2 dice.", "roll 2 dice"),
                                         ('"They roll 1 die at Normal and 3 dice at Hard."', "3 dice")])
def test_dice_that_differ_by_level_are_said_for_each_level(tmp_path, rule, wrong):
    text = _per_level(rule)
    found = checked(tmp_path, text, "table.dice-in-text")
    assert located(found) == [(*at(text, wrong), "table.dice-in-text")]
    assert found[0].message.endswith("but Surge rolls 1 die at Normal, 2 at Hard: the page would print both; "
                                     "write {dice:t} to print the table's")


@pytest.mark.parametrize("rule", ['"They roll 1 die at Normal and 2 dice at Hard."', '"They roll {dice:t}."',
                                  '"They roll 1 die at Normal, 2 at Hard."'])
def test_dice_said_for_each_level_as_the_table_rolls_them_are_fine(tmp_path, rule):
    assert checked(tmp_path, _per_level(rule), "table.dice-in-text") == []


# --- table.dice-per-level -----------------------------------------------------------------------------

ROWS = ("    rows:\n      - {faces: [critical, wild, hit], text: Good.}\n"
        "      - {faces: [block, blank, failure], text: Bad.}\n")


def roll_table(dice: str) -> str:
    return MINIMAL + f"tables:\n  - id: menace\n    name: Menace Roll\n    {dice}\n" + ROWS


def with_hard_cell(cell: str) -> str:
    return MINIMAL.replace("{name: Hard, values: {menace-dice: 2}}", f"{{name: Hard, values: {{menace-dice: {cell}}}}}")


def test_a_dice_list_leaving_out_a_level_is_an_error_at_the_list(tmp_path):
    text = roll_table("dice: {Normal: 2}")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "dice: {Normal: 2}", "{Normal"), "table.dice-per-level")]
    assert found[0].message == ("at Hard, the Menace Roll table would print no dice: the dice list gives no number "
                                "for Hard: add 'Hard: N'")


def test_a_cell_naming_no_number_is_an_error_at_the_cell(tmp_path):
    text = with_hard_cell("Roll some dice") + "tables:\n  - id: menace\n    name: Doomsday Device\n" \
        "    dice_from: menace-dice\n" + ROWS
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "Roll some dice"), "table.dice-per-level")]
    assert found[0].message.startswith("at Hard, the Doomsday Device table would print no dice: the Menace Dice "
                                       "cell 'Roll some dice' names no number")


def test_a_level_without_the_cell_is_an_error_at_its_values(tmp_path):
    text = MINIMAL.replace("{name: Hard, values: {menace-dice: 2}}", "{name: Hard, values: {}}") + \
        "tables:\n  - id: menace\n    name: Rampage Chart\n    dice_from: menace-dice\n" + ROWS
    found = checked(tmp_path, text, "table.dice-per-level")
    assert located(found) == [(*at(text, "values: {}", "{}"), "table.dice-per-level")]
    assert found[0].message.startswith("at Hard, the Rampage Chart would print no dice: level Hard has no Menace "
                                       "Dice cell")


@pytest.mark.parametrize("dice", ["dice: 2", "dice: {Normal: 2, Hard: 3}", "dice_from: menace-dice"])
def test_dice_at_every_level_are_fine(tmp_path, dice):
    assert checked(tmp_path, roll_table(dice)) == []


@pytest.mark.parametrize(("cell", "why"), [
    ("Roll -3 dice", "the Menace Dice cell is -3, not a number of dice"),
    ("'−2'", "the Menace Dice cell is -2, not a number of dice"),
    ("Roll 3 or 4 dice", "the Menace Dice cell 'Roll 3 or 4 dice' writes 2 numbers (3, 4): a cell the dice are read "
                         "from writes one, e.g. 'Roll 3 dice'"),
    ("'Roll two dice, then 3'", "writes 2 numbers (2, 3)"),
    ("Roll 900000000000 dice", "the Menace Dice cell writes 900,000,000,000 dice; no roll throws more than 100"),
])
def test_a_cell_that_is_not_one_number_of_dice_is_an_error_at_the_cell(tmp_path, cell, why):
    """Every number is the one written: a cell is never read as its first number of several, its
    number without its sign, or a number past what any roll throws."""
    text = with_hard_cell(cell) + "tables:\n  - id: menace\n    name: Menace Roll\n    dice_from: menace-dice\n" + ROWS
    found = checked(tmp_path, text, "table.dice-per-level")
    assert located(found) == [(*at(text, cell), "table.dice-per-level")]
    assert why in found[0].message


def test_dice_written_in_words_are_fine(tmp_path):
    text = with_hard_cell("Roll four dice") + "tables:\n  - id: menace\n    name: Menace Roll\n" \
        "    dice_from: menace-dice\n" + ROWS
    assert checked(tmp_path, text) == []
