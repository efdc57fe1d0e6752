"""What every check promises: a code, a severity and a docstring; silence on the valid fixtures;
and a test file here for its module of printgen/checks/, which makes it fire (yamllint's one
test file per rule)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES, checked
from printgen.checks import described

HERE = Path(__file__).resolve().parent


def test_every_check_has_a_severity_and_a_docstring():
    for check in described():
        assert check.doc and check.severity in ("error", "warning"), check.code


@pytest.mark.parametrize("path", sorted((FIXTURES / "valid").glob("*.yaml")), ids=lambda path: path.stem)
def test_no_check_fires_on_a_valid_fixture(tmp_path, path):
    assert checked(tmp_path, path.read_text(encoding="utf-8")) == []


def test_each_check_fires_in_the_test_file_of_its_module():
    """Each test file asserts its findings as (line, col, code): a check whose code its module's
    file never names has no test that makes it fire."""
    untested = []
    for check in described():
        tests = HERE / f"test_{check.function.__module__.rsplit('.', 1)[-1]}.py"
        if not tests.exists() or f'"{check.code}"' not in tests.read_text(encoding="utf-8"):
            untested.append((check.code, tests.name))
    assert untested == []
