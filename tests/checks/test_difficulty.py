"""difficulty.levels, difficulty.monotonic, difficulty.text: every level has a value in every
column, each column gets harder from one level to the next, and a column's cells read alike.
(Levels listed hardest first, and cells alike but for a number: tests/test_designer_checks.py.)"""

from __future__ import annotations

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
