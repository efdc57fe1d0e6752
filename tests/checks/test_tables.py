"""table.faces, table.missing-key, table.empty-cell: a die-roll table covers each face of the die exactly once,
a reference table has a row for every number the kit prints for it, no cell prints empty; and `printgen odds`,
which reads each row's chance off those faces."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from conftest import MINIMAL, at, checked, located, with_rule
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


# --- table.missing-key: a row for every number the kit prints -------------------------------------------

TOWERS = """tokens:
  - {id: tower, name: Cerebro Tower, count: 6, numbered: true, front: {label: Tower}}
"""


def reference(keys, key_label: str = "Tower", token_rule: bool = True, cumulative: bool = False) -> str:
    """The minimal encounter with a reference table keyed ``keys``, printed by a rule (about the numbered
    towers, if ``token_rule``)."""
    rows = "".join(f"      - {{key: {key}, text: Effect {number}.}}\n" for number, key in enumerate(keys, start=1))
    rule = "  - id: towers\n    title: Towers\n    text: Each tower does something.\n    reference_table: effects\n"
    rule += "    token: tower\n" if token_rule else ""
    text = MINIMAL.replace("endings:\n", rule + "endings:\n")
    return text + f"reference_tables:\n  - id: effects\n    name: Tower Effects\n    key_label: {key_label}\n" \
        f"    cumulative: {str(cumulative).lower()}\n    rows:\n{rows}" + TOWERS


def test_a_table_keyed_to_numbered_tokens_skipping_a_number_is_an_error_at_its_rows(tmp_path):
    text = reference([1, 2, 3, 5, 6])
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{key: 5", "5"), "table.missing-key")]
    assert found[0].message == ("'Tower Effects' has no row for Tower 4, but the kit prints Cerebro Tower tokens "
                                "numbered 1–6: the paper would print no entry for it; add a row keyed 4")


@pytest.mark.parametrize("key_label", ["Cerebro Tower", "Tower Number", "Towers"])
def test_a_key_column_named_for_numbered_tokens_keys_the_table_to_them(tmp_path, key_label):
    found = checked(tmp_path, reference([1, 2, 3, 4], key_label, token_rule=False), "table.missing-key")
    assert [finding.message.split(",")[0] for finding in found] == [
        f"'Tower Effects' has no row for {key_label} 5 and 6"]


def test_a_key_column_headed_number_in_the_rule_of_numbered_tokens_keys_the_table_to_them(tmp_path):
    found = checked(tmp_path, reference([1, 2, 3, 4, 5], "Number"), "table.missing-key")
    assert [finding.message.split(",")[0] for finding in found] == ["'Tower Effects' has no row for Number 6"]
    assert checked(tmp_path, reference([1, 2, 3, 4, 5], "Number", token_rule=False), "table.missing-key") == []
    assert checked(tmp_path, reference([1, 2, 3], "Towers Destroyed"), "table.missing-key") == []


@pytest.mark.parametrize("keys", [[1, 2, 3, 4, 5, 6], [1, 2, 3, "4-6"], [1, 2, "3+"], ['"1"', 2, 3, 4, 5, 6]])
def test_a_row_for_every_number_or_a_span_of_them_is_fine(tmp_path, keys):
    assert checked(tmp_path, reference(keys)) == []


def test_a_cumulative_table_whose_keys_skip_a_level_is_an_error_without_tokens(tmp_path):
    text = reference([1, 2, 3, 5, 6], "Stage", token_rule=False, cumulative=True).replace(TOWERS, "")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{key: 5", "5"), "table.missing-key")]
    assert "has no row for Stage 4, but each level includes those below it" in found[0].message
    for keys in ([2, 4, 6], [1, 2, 4, 8], [0, 1]):  # steps of their own, or mostly apart
        assert checked(tmp_path, reference(keys, "Stage", token_rule=False, cumulative=True).replace(TOWERS, "")) == []
    assert checked(tmp_path, reference([1, 2, 3, 5, 6], "Stage", token_rule=False).replace(TOWERS, "")) == []


def test_a_table_keyed_like_a_tracks_tiers_has_a_row_for_each_tier(tmp_path):
    tiers = "".join(f"          - {{from: {3 * n}, to: {3 * n + 2}, label: T{n}, values: {{storm: {n}}}}}\n"
                    for n in range(4))
    text = reference([0, 1, 2], "Storm Level", token_rule=False).replace(TOWERS, "") + \
        "trackers:\n  - id: board\n    name: Board\n    components:\n      - type: track\n        id: debris\n" \
        "        label: Debris\n        from: 0\n        to: 11\n" \
        "        tier_columns: [{id: storm, label: Storm Level}]\n        tiers:\n" + tiers
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{key: 2", "2"), "table.missing-key")]
    assert "no row for Storm Level 3, but the tiers of track 'Debris' print Storm Level 0–3" in found[0].message


def test_a_table_keyed_by_difficulty_level_has_a_row_for_every_level(tmp_path):
    text = reference(["Normal"], "Level", token_rule=False).replace(TOWERS, "")
    assert checked(tmp_path, text, "table.missing-key") == []  # one level named is not a table keyed by level
    text = reference(["Normal", "Insane"], "Level", token_rule=False).replace(TOWERS, "").replace(
        "{name: Hard, values: {menace-dice: 2}}",
        "{name: Hard, values: {menace-dice: 2}}\n    - {name: Insane, values: {menace-dice: 3}}")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{key: Insane", "Insane"), "table.missing-key")]
    assert "'Tower Effects' is keyed by difficulty level but has no row for Hard" in found[0].message


# --- table.empty-cell -------------------------------------------------------------------------------------


@pytest.mark.parametrize("empty", ['" "', '"**  **"', '"\\u00a0"'])
def test_a_cell_that_prints_nothing_is_an_error_at_the_cell(tmp_path, empty):
    text = table("{faces: [critical, wild, hit], text: Good.}", f"{{faces: [block, blank, failure], text: {empty}}}")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, f"text: {empty}", empty), "table.empty-cell")]
    assert found[0].message.startswith("a cell of row 2 of 'Rolls' would print empty")


def test_empty_cells_of_the_chart_reference_tables_and_tiers_are_found_each(tmp_path):
    text = MINIMAL.replace("{menace-dice: 2}", "{menace-dice: ' '}") + \
        "reference_tables:\n  - {id: r, name: R, key_label: ' ', rows: [{key: 1, text: Fine.}]}\n" \
        "trackers:\n  - id: board\n    name: Board\n    components:\n      - type: track\n        id: k\n" \
        "        label: K\n        from: 0\n        to: 3\n        tier_columns: [{id: d, label: Dice}]\n" \
        "        tiers: [{from: 0, to: 3, label: All, values: {d: '**'}}]\n"
    found = checked(tmp_path, text, "table.empty-cell")
    assert located(found) == [(*at(text, "{menace-dice: ' '}", "' '"), "table.empty-cell"),
                              (*at(text, "key_label: ' '", "' '"), "table.empty-cell"),
                              (*at(text, "{d: '**'}", "'**'"), "table.empty-cell")]


def test_an_icon_alone_is_a_cell_that_prints(tmp_path):
    text = table("{faces: [critical, wild, hit], text: '{power}'}", "{faces: [block, blank, failure], text: '-'}")
    assert checked(tmp_path, text) == []
