"""difficulty.levels, difficulty.monotonic, difficulty.text: every level has a value in every
column, each column gets harder from one level to the next, and a column's cells read alike.
(Levels listed hardest first, and cells alike but for a number: tests/test_designer_checks.py.)"""

from __future__ import annotations

import pytest

from conftest import MINIMAL, at, checked, located


def test_a_level_without_a_columns_value_is_an_error_at_its_values(tmp_path):
    text = MINIMAL.replace("{name: Hard, values: {menace-dice: 2}}", "{name: Hard, values: {}}")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{name: Hard, values: {}}", "{}"), "difficulty.levels")]
    assert "level 'Hard' has no value for 'Menace Dice'" in found[0].message


def test_a_value_getting_easier_at_a_harder_level_is_an_error_at_the_value(tmp_path):
    text = MINIMAL.replace("{menace-dice: 2}", "{menace-dice: 0}")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{menace-dice: 0}", "0"), "difficulty.monotonic")]
    assert "'Menace Dice' should get more from Normal (1) to Hard (0)" in found[0].message


def test_a_cell_phrased_unlike_its_column_is_a_warning_at_the_cell(tmp_path):
    text = (MINIMAL.replace("{menace-dice: 1}", "{menace-dice: Roll 1 die.}")
            .replace("{menace-dice: 2}}", "{menace-dice: Rolls 2 dice.}}\n"
                     "    - {name: Harder, values: {menace-dice: Roll 3 die.}}"))
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "Rolls 2 dice."), "difficulty.text")]
    assert "'Rolls 2 dice.' is phrased unlike the other 'Menace Dice' cells" in found[0].message


def test_levels_one_file_name_or_command_cannot_tell_apart_are_an_error(tmp_path):
    """"Hard" and "HARD!" would write one setup-N-hard.pdf, and `--difficulty hard` would pick one."""
    text = MINIMAL.replace("{name: Hard, values: {menace-dice: 2}}", '{name: "HARD!", values: {menace-dice: 2}}')
    text = text.replace("{name: Normal, values: {menace-dice: 1}}",
                        "{name: Normal, values: {menace-dice: 1}}\n    - {name: Hard, values: {menace-dice: 1}}")
    found = checked(tmp_path, text, "difficulty.levels")
    assert located(found) == [(*at(text, '"HARD!"'), "difficulty.levels")]
    assert "'HARD!' is the same as 'Hard' in a file name or a command" in found[0].message


def test_a_level_called_all_is_an_error_it_would_take_the_keyword(tmp_path):
    text = MINIMAL.replace("{name: Hard, values: {menace-dice: 2}}", "{name: All, values: {menace-dice: 2}}")
    found = checked(tmp_path, text, "difficulty.levels")
    assert located(found) == [(*at(text, "All"), "difficulty.levels")]
    assert "`--difficulty all` means every level" in found[0].message


# --- difficulty.chart-width, and the chart turned where only that fits -------------------------------

def _chart(columns: int, levels: int, label: str = "Column Number") -> str:
    heads = "".join(f"    - {{id: c{i}, label: {label} {i}, harder: more}}\n" for i in range(columns))
    rows = "".join("    - {name: Level %d, values: {%s}}\n" % (n, ", ".join(f"c{i}: {n + 1}" for i in range(columns)))
                   for n in range(levels))
    before, after = MINIMAL.split("difficulty:")[0], MINIMAL.split("rules:")[1]
    return before + f"difficulty:\n  columns:\n{heads}  levels:\n{rows}rules:" + after


@pytest.mark.parametrize(("columns", "levels"), [(2, 2), (6, 3), (14, 2), (50, 3), (3, 60)])
def test_a_chart_that_fits_one_way_round_is_no_finding_and_prints_every_word_whole(tmp_path, columns, levels):
    from printgen.layout.chart import shape
    from printgen.layout.document import TEXT_SIZE, column_width
    from printgen.layout.strips import Style
    from printgen.layout.content import content_of
    from printgen.load.loader import load_encounter
    from printgen.core.options import Paper

    text = _chart(columns, levels)
    assert checked(tmp_path, text, "difficulty.chart-width") == []
    path = tmp_path / "chart.yaml"
    path.write_text(text)
    enc = load_encounter(path).model
    width = column_width(Paper.A4.size)
    chart = shape(enc.difficulty, TEXT_SIZE, width)
    assert chart.turned == (columns > 6)
    strips = content_of(enc).difficulty(Style(TEXT_SIZE, "#3d3a4b"), width, gap=0.0)
    printed = [item.text for strip in strips for item in strip.items if getattr(item, "text", "")]
    words = {word for head in chart.header + chart.row_heads for word in head.upper().split()} | \
        {word for head in chart.row_heads for word in head.split()}
    assert words <= {word for line in printed for word in line.split()} | {word.upper() for line in printed
                                                                            for word in line.split()}


@pytest.mark.parametrize(("columns", "levels"), [(30, 30), (20, 25)])
def test_a_chart_too_wide_both_ways_round_is_an_error_at_the_chart(tmp_path, columns, levels):
    text = _chart(columns, levels)
    found = checked(tmp_path, text, "difficulty.chart-width")
    assert located(found) == [(*at(text, "columns:"), "difficulty.chart-width")]
    assert f"({columns} columns by {levels} levels)" in found[0].message and "mm" in found[0].message


# --- every other value that varies by level moves one way ---------------------------------------------

INSANE = "{name: Hard, values: {menace-dice: 2}}\n    - {name: Insane, values: {menace-dice: 3}}"
ROWS = "    rows:\n      - {faces: [critical, wild, hit, block, blank, failure], text: Something happens.}\n"


def _dice(per_level: str) -> str:
    return MINIMAL.replace("{name: Hard, values: {menace-dice: 2}}", INSANE) + \
        f"tables:\n  - id: t\n    name: Menace\n    dice: {{{per_level}}}\n" + ROWS


def test_a_tables_dice_per_level_that_zig_zag_are_an_error_where_they_turn(tmp_path):
    text = _dice("Normal: 1, Hard: 3, Insane: 2")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "Insane: 2", "2"), "difficulty.monotonic")]
    assert found[0].message.startswith("the number of dice Menace rolls rises to 3 at Hard, then falls to 2 at "
                                       "Insane: a value that varies by level moves one way")
    assert "an assumption that covers tables.t.dice" in found[0].message


@pytest.mark.parametrize("per_level", ["Normal: 1, Hard: 2, Insane: 3", "Normal: 3, Hard: 2, Insane: 2",
                                       "Normal: 2, Hard: 2, Insane: 3"])
def test_dice_that_grow_or_shrink_with_the_levels_are_fine(tmp_path, per_level):
    """The Cosmic Threat's dice grow as levels get harder, the Crisis Team's may shrink: either way."""
    assert checked(tmp_path, _dice(per_level)) == []


def test_dice_an_assumption_covers_may_zig_zag(tmp_path):
    text = _dice("Normal: 1, Hard: 3, Insane: 2") + "assumptions:\n  - what: The Menace's dice at Insane.\n" \
        "    value: Two dice\n    why: At Insane the Menace rolls fewer dice but rerolls them.\n" \
        "    covers: [tables.t.dice]\n"
    assert checked(tmp_path, text, "difficulty.monotonic") == []


def test_a_column_of_no_direction_may_not_zig_zag_either(tmp_path):
    text = MINIMAL.replace("{name: Hard, values: {menace-dice: 2}}", INSANE)
    text = text.replace("harder: more}", "harder: none}").replace("{menace-dice: 3}", "{menace-dice: Roll one die.}")
    found = checked(tmp_path, text, "difficulty.monotonic")
    assert located(found) == [(*at(text, "Roll one die."), "difficulty.monotonic")]
    assert found[0].message.startswith("column 'Menace Dice' rises to 2 at Hard, then falls to 1 at Insane")
    assert checked(tmp_path, text.replace("Roll one die.", "Roll two dice.")) == []


def test_a_table_keyed_by_level_whose_number_zig_zags_is_an_error_at_the_row(tmp_path):
    text = MINIMAL.replace("{name: Hard, values: {menace-dice: 2}}", INSANE) + \
        "reference_tables:\n  - id: waves\n    name: Waves\n    key_label: Level\n    rows:\n" \
        "      - {key: Normal, text: Place 2 Minions.}\n      - {key: Hard, text: Place 1 Minion.}\n" \
        "      - {key: Insane, text: Place 3 Minions.}\n"
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "Place 3 Minions."), "difficulty.monotonic")]
    assert found[0].message.startswith("the number in 'Waves' falls to 1 at Hard, then rises to 3 at Insane")
    assert checked(tmp_path, text.replace("Place 1 Minion.", "Place 2 Minions and a Boss.")) == []  # not alike


VP_TRACK = "trackers:\n  - id: board\n    name: Board\n    components:\n" \
           "      - {type: track, id: vp, label: VP, from: 0, to: 20, role: victory-points}\n"


def test_a_vp_goal_easier_for_its_side_at_a_harder_level_is_an_error_at_the_endings_column(tmp_path):
    """The column says 'fewer', and the Crisis Team's VP goal duly falls: the levels get easier for it."""
    text = MINIMAL.replace("{id: menace-dice, label: Menace Dice, harder: more}",
                           "{id: menace-dice, label: Menace Dice, harder: more}\n"
                           "    - {id: goal, label: VP Goal, harder: fewer}")
    text = text.replace("{menace-dice: 1}", "{menace-dice: 1, goal: 12}").replace("{menace-dice: 2}",
                                                                                  "{menace-dice: 2, goal: 10}")
    text = text.replace("    winner: crisis-team\n", "    winner: crisis-team\n    difficulty: goal\n") + VP_TRACK
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "difficulty: goal", "goal"), "difficulty.monotonic")]
    assert found[0].message.startswith("the VP goal of 'Victory' (column 'VP Goal') should get more from Normal (12) "
                                       "to Hard (10) as the levels get harder; a harder level asks more of the "
                                       "Crisis Team")
    assert checked(tmp_path, text.replace("harder: fewer}", "harder: more}").replace("goal: 10", "goal: 14")) == []
    assert checked(tmp_path, text.replace("winner: crisis-team", "winner: cosmic-threat").replace(
        "The Crisis Team wins", "The Cosmic Threat wins")) == []
