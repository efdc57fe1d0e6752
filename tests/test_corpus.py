"""Every bad input in tests/fixtures/invalid prints exactly its expected findings and exit code."""

from __future__ import annotations

import pytest

from conftest import FIXTURES

INVALID = FIXTURES / "invalid"
CASES = sorted(path.stem for path in INVALID.glob("*.yaml"))


def expected(case: str) -> tuple[int, list[str]]:
    first, *lines = (INVALID / f"{case}.expected").read_text(encoding="utf-8").splitlines()
    return int(first.removeprefix("exit ")), lines


@pytest.mark.parametrize("case", CASES)
def test_invalid_input_gets_its_exact_findings(case, cli, monkeypatch):
    monkeypatch.chdir(INVALID)
    exit_code, lines = expected(case)
    result = cli("show", f"{case}.yaml")
    assert result.stderr.splitlines() == lines
    assert result.exit_code == exit_code
    assert result.stdout == ""
    assert "Traceback" not in result.output


def test_every_case_has_an_expectation():
    assert CASES
    assert sorted(p.stem for p in INVALID.glob("*.expected")) == CASES


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


def test_unknown_encounter_id_is_a_usage_error(cli):
    result = cli("show", "incredible-bulk")
    assert result.exit_code == 2
    assert "'incredible-bulk' is neither a bundled encounter" in result.stderr
    assert "incredible-hulk" in result.stderr
