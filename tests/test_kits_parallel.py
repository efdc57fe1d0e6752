"""`kit` of several encounters on the machine's cores: the same bytes and the same words as one
process making them one after another, and one kit that fails says so without stopping the others."""

from __future__ import annotations

import pytest

from printgen.build import kits
from printgen.load.bundled import bundled_ids

pytestmark = pytest.mark.slow  # builds whole kits: outside the fast tier


def _kits(cli, out, monkeypatch, cores: int, *args: str):
    monkeypatch.setattr(kits.os, "cpu_count", lambda: cores)
    result = cli("kit", *args, "--seed", "5", "--out", str(out))
    written = {path.relative_to(out): path.read_bytes() for path in out.rglob("*.pdf")}
    return result, written


def test_kits_made_at_once_are_the_bytes_and_words_of_kits_made_one_by_one(cli, tmp_path, monkeypatch):
    alone, one_by_one = _kits(cli, tmp_path / "one", monkeypatch, 1, "--all")
    together, at_once = _kits(cli, tmp_path / "many", monkeypatch, 4, "--all")
    assert alone.exit_code == together.exit_code == 0
    assert at_once == one_by_one and len(at_once) == len(bundled_ids())
    assert together.stdout.replace("many", "one") == alone.stdout and together.stderr == alone.stderr


@pytest.mark.parametrize("cores", [1, 2])
def test_a_kit_that_fails_is_said_and_the_others_are_still_made(cli, tmp_path, monkeypatch, cores):
    """--max-pages 18 stops the kits of 20 pages and more; the 16-page kit is made either way."""
    result, written = _kits(cli, tmp_path, monkeypatch, cores, "incredible-hulk", "all-will-be-metal",
                            "--max-pages", "18")
    assert result.exit_code == 1
    assert {path.as_posix() for path in written} == {"incredible-hulk/kit.pdf"}
    assert "wrote" in result.stdout and "limit is 18" in result.stderr
