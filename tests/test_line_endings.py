"""A file saved with Windows (CR LF) or old Mac (CR) line endings is read as the same file: the same
findings at the same line and column as with LF, as the README's file:line:col promises whatever
editor wrote the file. Over every invalid fixture, whose findings land on many lines."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from conftest import FIXTURES
from printgen.core.errors import PrintgenError
from printgen.load.loader import load_encounter
from printgen.build.session import check

INVALID = sorted(path for path in (FIXTURES / "invalid").glob("*.yaml")
                 if b"\r" not in path.read_bytes() and path.read_bytes().isascii())


def _findings(path) -> list[tuple[int, int, str, str]]:
    try:
        loaded = load_encounter(path)
    except PrintgenError as exc:  # a file that is not YAML: one located error
        return [(0, 0, "unreadable", str(exc).replace(str(path), "FILE"))]
    found = loaded.findings + (check(loaded) if loaded.ok else [])
    return sorted((f.line, f.col, f.code, f.message) for f in found)


@pytest.fixture(scope="module")
def found_with_lf(tmp_path_factory):
    """The findings of a fixture as it is, with LF: found once, for the three endings compared with it."""
    folder = tmp_path_factory.mktemp("lf")

    @functools.cache
    def found(fixture: Path) -> list[tuple[int, int, str, str]]:
        copy = folder / fixture.name  # the same name, so that messages naming the file agree
        copy.write_bytes(fixture.read_bytes())
        return _findings(copy)

    return found


@pytest.mark.parametrize("ending", ["\r\n", "\r", "\u2028"], ids=["crlf", "cr", "ls"])
@pytest.mark.parametrize("fixture", INVALID, ids=lambda path: path.stem)
def test_every_finding_is_where_it_is_whatever_the_line_endings(tmp_path, found_with_lf, fixture, ending):
    rewritten = tmp_path / fixture.name
    rewritten.write_bytes(fixture.read_bytes().replace(b"\n", ending.encode()))
    assert rewritten.read_bytes().replace(ending.encode(), b"\n") == fixture.read_bytes()  # only its line ends differ
    assert _findings(rewritten) == found_with_lf(fixture)
