"""A run of digits too long to be any count the game holds (Python refuses to read more than 4,300
digits as an int, and a roll of a billion dice has odds too long to work out) is not read as a
number: wherever text carries one, every command answers without a traceback, and a file that
passes `check` builds."""

from __future__ import annotations

import pytest
import yaml

from conftest import FIXTURES

BASE = yaml.safe_load((FIXTURES / "valid" / "homebrew-trackers.yaml").read_text())
HUGE = "9" * 5000


def _in_a_count_phrase(data):
    data["rules"][0]["text"] = f"Shuffle the {HUGE} Crate tokens."


def _in_a_difficulty_cell(data):
    data["difficulty"]["levels"][1]["values"]["menace-dice"] = f"Roll {HUGE} dice."
    data["difficulty"]["levels"][0]["values"]["menace-dice"] = "Roll 1 die."


def _as_the_dice_a_table_rolls(data):
    _in_a_difficulty_cell(data)
    data["tables"] = [{"id": "menace", "name": "Menace", "dice_from": "menace-dice",
                       "rows": [{"faces": ["critical"], "text": "The Menace strikes."}]}]


PLACES = {"a count phrase": _in_a_count_phrase, "a difficulty cell": _in_a_difficulty_cell,
          "the dice a table rolls": _as_the_dice_a_table_rolls}


@pytest.fixture(params=list(PLACES))
def with_huge_number(request, tmp_path):
    data = yaml.safe_load(yaml.safe_dump(BASE))
    PLACES[request.param](data)
    path = tmp_path / "huge.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


@pytest.mark.parametrize("command", ["check", "show", "odds"])
def test_every_command_answers(cli, with_huge_number, command):
    assert cli(command, str(with_huge_number)).exit_code in (0, 1)  # a traceback would raise here


def test_a_file_that_passes_check_builds(cli, with_huge_number, tmp_path):
    if cli("check", str(with_huge_number)).exit_code == 0:
        assert cli("kit", str(with_huge_number), "--seed", "1", "--out", str(tmp_path / "out")).exit_code == 0
