"""Dice read as written: a difficulty cell that counts its dice in words ("Roll four dice") rolls that
many, in the rules' dice line, in `printgen show` and in the odds, as one in digits does."""

from __future__ import annotations

import pytest

from conftest import MINIMAL, load_snippet
from printgen.load.loader import game_constants
from printgen.model.difficulty import whole_number
from printgen.report.odds import encounter_odds
from printgen.report.summary import dice_text

TABLE = ("tables:\n  - id: menace\n    name: Menace Roll\n    dice_from: menace-dice\n    rows:\n"
         "      - {faces: [critical, wild, hit], text: Good.}\n      - {faces: [block, blank, failure], text: Bad.}\n")


@pytest.fixture
def four_dice(tmp_path):
    text = MINIMAL.replace("{menace-dice: 2}", "{menace-dice: Roll four dice}") + TABLE
    loaded = load_snippet(tmp_path, text)
    assert loaded.ok, [f.format() for f in loaded.findings]
    return loaded.model


def test_roll_four_dice_rolls_four(four_dice):
    assert four_dice.dice(four_dice.tables[0]) == {"Normal": 1, "Hard": 4}
    assert dice_text(four_dice, four_dice.tables[0]) == "Normal 1, Hard 4"


def test_roll_four_dice_has_odds_for_four_dice(four_dice):
    assert [(odds.difficulty, odds.dice) for odds in encounter_odds(four_dice, game_constants())] == [
        ("Normal", 1), ("Hard", 4)]


@pytest.mark.parametrize("text, number", [("Roll four dice", 4), ("ROLL TWELVE DICE", 12), ("Twenty-one dice", 21),
                                          ("Roll 3 dice, one per console", 3), ("One die per 3 consoles", 1),
                                          ("Roll 123456789 dice", 123456789), ("Roll 1234567890 dice", None),
                                          ("Someone rolls", None), ("Roll some dice", None)])
def test_a_cell_is_read_for_its_first_number_as_written(text, number):
    assert whole_number(text) == number
