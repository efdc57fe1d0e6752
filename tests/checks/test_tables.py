"""table.faces: a die-roll table covers each face of the die exactly once; and `printgen odds`,
which reads each row's chance off those faces."""

from __future__ import annotations

import json
from fractions import Fraction

from conftest import MINIMAL, at, checked, located
from printgen import registry
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
    enc = load_encounter(registry.bundled_path("unstoppable-colossus")).model
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
