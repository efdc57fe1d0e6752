"""Every bad input in tests/fixtures/invalid prints exactly its expected findings and exit code, through
`show`; every designer's mistake in tests/fixtures/invalid/check, through `check`."""

from __future__ import annotations

import pytest

from printgen.load.bundled import bundled_ids

from conftest import FIXTURES

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

INVALID = FIXTURES / "invalid"
CHECKED = INVALID / "check"  # files that load but are wrong: the designer's mistakes, through `check`
CASES = sorted(path.stem for path in INVALID.glob("*.yaml"))
MISTAKES = sorted(path.stem for path in CHECKED.glob("*.yaml"))


def expected(folder, case: str) -> tuple[int, list[str]]:
    first, *lines = (folder / f"{case}.expected").read_text(encoding="utf-8").splitlines()
    return int(first.removeprefix("exit ")), lines


@pytest.mark.parametrize("case", CASES)
def test_invalid_input_gets_its_exact_findings(case, cli, monkeypatch):
    monkeypatch.chdir(INVALID)
    exit_code, lines = expected(INVALID, case)
    result = cli("show", f"{case}.yaml")
    assert result.stderr.splitlines() == lines
    assert result.exit_code == exit_code
    assert result.stdout == ""
    assert "Traceback" not in result.output


@pytest.mark.parametrize("case", MISTAKES)
def test_each_mistake_gets_its_exact_check_output(case, cli, monkeypatch):
    monkeypatch.chdir(CHECKED)
    exit_code, lines = expected(CHECKED, case)
    result = cli("check", f"{case}.yaml")
    assert result.stdout.splitlines() + result.stderr.splitlines() == lines
    assert result.exit_code == exit_code
    assert "Traceback" not in result.output


@pytest.mark.parametrize("folder, cases", [(INVALID, CASES), (CHECKED, MISTAKES)], ids=["show", "check"])
def test_every_case_has_an_expectation(folder, cases):
    assert cases
    assert sorted(p.stem for p in folder.glob("*.expected")) == cases


def test_missing_file_is_exit_2(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = cli("show", "nowhere.yaml")
    assert result.exit_code == 2
    assert result.stderr.strip() == "nowhere.yaml:1:1: error [input.unreadable] no such file"


def test_directory_is_exit_2(cli, tmp_path, monkeypatch):
    (tmp_path / "folder.yaml").mkdir()
    monkeypatch.chdir(tmp_path)
    result = cli("show", "folder.yaml")
    assert result.exit_code == 2
    assert result.stderr.strip() == "folder.yaml:1:1: error [input.unreadable] is a directory, not a YAML file"


def test_oversized_file_is_exit_2(cli, tmp_path, monkeypatch):
    (tmp_path / "huge.yaml").write_text("# " + "x" * (3 * 1024 * 1024))
    monkeypatch.chdir(tmp_path)
    result = cli("show", "huge.yaml")
    assert result.exit_code == 2
    assert "[input.too-large]" in result.stderr


def _near_misses(encounter_id: str) -> list[str]:
    """How people mistype a bundled id: its last word, other case, a file ending, two letters swapped."""
    swapped = encounter_id[:3] + encounter_id[4] + encounter_id[3] + encounter_id[5:]
    return [encounter_id.split("-")[-1], encounter_id.title(), f"{encounter_id}.yaml", f"./{encounter_id}.yml", swapped]


@pytest.mark.parametrize("encounter_id", bundled_ids())
def test_a_near_miss_of_a_bundled_id_says_which_it_means(cli, encounter_id, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # where no file of those names lies
    for argument in _near_misses(encounter_id):
        result = cli("show", argument)
        assert result.exit_code == 2, argument
        assert f"did you mean '{encounter_id}'?" in result.stderr, (argument, result.stderr)


def test_an_unknown_name_lists_the_bundled_encounters(cli):
    result = cli("show", "sinister-six")
    assert result.exit_code == 2
    assert "'sinister-six' is neither a bundled encounter" in result.stderr
    assert all(encounter_id in result.stderr for encounter_id in bundled_ids())
