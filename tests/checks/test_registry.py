"""What every check promises: a code, a severity and a docstring; a typed signature; a home in the
module its code's area names, and a test file here for that module, which makes it fire (yamllint's
one test file per rule); silence on the valid fixtures; and a row of the Checks page."""

from __future__ import annotations

import importlib
import pkgutil
import re
import typing
from collections.abc import Iterator
from pathlib import Path

import pytest

import printgen.checks
from conftest import FIXTURES, checked
from printgen.checks import described
from printgen.checks.base import Issue, checks_in
from printgen.checks.context import Context
from printgen.checks.registry import MODULES, REGISTRY

HERE = Path(__file__).resolve().parent
PAGE = HERE.parent.parent / "docs" / "checks.md"


def test_every_check_has_a_severity_and_a_docstring():
    for check in described():
        assert check.doc and check.severity in ("error", "warning"), check.code


@pytest.mark.parametrize("path", sorted((FIXTURES / "valid").glob("*.yaml")), ids=lambda path: path.stem)
def test_no_check_fires_on_a_valid_fixture(tmp_path, path):
    assert checked(tmp_path, path.read_text(encoding="utf-8")) == []


def _area(module: str) -> str:
    """The module or package right under printgen.checks that holds ``module``: 'text' for
    printgen.checks.text.names."""
    return module.removeprefix("printgen.checks.").split(".")[0]


def test_each_check_lives_in_the_module_its_code_prefix_names():
    """text.spelling in printgen/checks/text/, card.duplicate-title in printgen/checks/cards.py: the
    module (or package) is named for the prefix, or its plural; and each holds one prefix's checks."""
    misplaced = [(check.code, check.function.__module__) for check in described()
                 if _area(check.function.__module__) not in (check.prefix, check.prefix + "s")]
    assert misplaced == []


def test_every_check_in_the_package_is_registered():
    """A module of checks left out of registry.MODULES would be a check that never runs, without a word."""
    defined = {check.code for module in _modules_of_the_package() for check in checks_in(module)}
    assert defined == set(REGISTRY)
    assert all(checks_in(module) for module in MODULES)


def _modules_of_the_package():
    for found in pkgutil.walk_packages(printgen.checks.__path__, "printgen.checks."):
        yield importlib.import_module(found.name)


def test_every_check_takes_the_typed_context():
    """mypy reads a check's body with the encounter's types only when the function says what it takes."""
    wrong = [check.code for check in described()
             if typing.get_type_hints(check.function) != {"context": Context, "return": Iterator[Issue]}]
    assert wrong == []


def test_the_checks_run_in_the_order_of_their_codes():
    """Which module holds a check changes nothing a user sees: they run, and their findings of one place
    are reported, in the order of their codes."""
    assert list(REGISTRY) == sorted(REGISTRY)


def test_each_check_fires_in_the_test_file_of_its_module():
    """Each test file asserts its findings as (line, col, code): a check whose code its module's file
    never names has no test that makes it fire. The file mirrors the module's place:
    printgen/checks/text/names.py is tested in tests/checks/text/test_names.py."""
    untested = []
    for check in described():
        *folders, name = check.function.__module__.removeprefix("printgen.checks.").split(".")
        tests = HERE.joinpath(*folders, f"test_{name}.py")
        if not tests.exists() or f'"{check.code}"' not in tests.read_text(encoding="utf-8"):
            untested.append((check.code, str(tests.relative_to(HERE))))
    assert untested == []


def _page_rows() -> dict[str, str]:
    """Code -> severity, for each row of the Checks page's table of every check."""
    section = PAGE.read_text(encoding="utf-8").split("\n## Every check\n", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `([^`]+)` \| ([^|]+) \|", section, re.MULTILINE)
    assert len(rows) == len(dict(rows)), "a code with two rows"
    return {code: severity.strip() for code, severity in rows}


def test_the_checks_page_lists_every_check_with_its_severity_and_nothing_else():
    assert _page_rows() == {code: check.severity for code, check in REGISTRY.items()}


def test_the_checks_page_lists_them_in_the_order_of_their_codes():
    assert list(_page_rows()) == list(REGISTRY)
