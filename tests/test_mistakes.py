"""Every designer's mistake in tests/fixtures/invalid/check prints exactly its expected `check` output
and exit code: one file per class of mistake, each a small encounter that loads but is wrong."""

from __future__ import annotations

import pytest

from conftest import FIXTURES

MISTAKES = FIXTURES / "invalid" / "check"
CASES = sorted(path.stem for path in MISTAKES.glob("*.yaml"))


def expected(case: str) -> tuple[int, list[str]]:
    first, *lines = (MISTAKES / f"{case}.expected").read_text(encoding="utf-8").splitlines()
    return int(first.removeprefix("exit ")), lines


@pytest.mark.parametrize("case", CASES)
def test_each_mistake_gets_its_exact_findings(case, cli, monkeypatch):
    monkeypatch.chdir(MISTAKES)
    exit_code, lines = expected(case)
    result = cli("check", f"{case}.yaml")
    assert result.stdout.splitlines() + result.stderr.splitlines() == lines
    assert result.exit_code == exit_code
    assert "Traceback" not in result.output


def test_every_mistake_has_an_expectation():
    assert sorted(p.stem for p in MISTAKES.glob("*.expected")) == CASES
