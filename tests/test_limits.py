"""Limits measured on the model: `check` reports each excess at its line (limit.size), and every
build refuses it before laying anything out, so nothing that passes `check` can exhaust a build."""

from __future__ import annotations

import pytest
import yaml

from conftest import FIXTURES
from printgen import limits

BASE = yaml.safe_load((FIXTURES / "valid" / "homebrew-trackers.yaml").read_text())


def _track(**changes):
    def mutate(data):
        track = next(c for t in data["trackers"] for c in t["components"] if c["type"] == "track")
        track.update(changes)
    return mutate


def _spots(count):
    def mutate(data):
        data["trackers"][0]["components"].append({"type": "spots", "id": "many", "label": "Many", "count": count,
                                                  "token": data["tokens"][0]["id"]})
    return mutate


def _tokens(count):
    def mutate(data):
        data["tokens"][0]["count"] = count
    return mutate


EXCESSES = {
    "a track of a billion spaces": (_track(**{"from": 0, "to": 1_000_000_000}), "spaces in all; the limit is 500"),
    "a track numbered past a million": (_track(**{"from": 10 ** 20, "to": 10 ** 20 + 5}), "numbers its spaces"),
    "ten thousand spots": (_spots(10_000), "spots in all"),
    "ten thousand tokens": (_tokens(10_000), "copies; the limit"),
}
PARTS = ["cards", "tokens", "trackers", "setup", "kit"]


@pytest.fixture(params=list(EXCESSES))
def excessive(request, tmp_path):
    mutate, words = EXCESSES[request.param]
    data = yaml.safe_load(yaml.safe_dump(BASE))
    mutate(data)
    path = tmp_path / "excess.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path, words


def test_check_reports_the_excess_at_its_line(cli, excessive):
    path, words = excessive
    result = cli("check", str(path))
    assert result.exit_code == 1
    found = [line for line in result.stdout.splitlines() if "[limit.size]" in line]
    assert any(words in line for line in found), result.stdout
    line = int(found[0].split(":")[1])
    assert line > 1


@pytest.mark.parametrize("part", PARTS)
def test_every_build_refuses_it_before_layout(cli, excessive, part, tmp_path):
    path, words = excessive
    args = [part, str(path), "--out", str(tmp_path / "out")] + (["--force"] if part == "kit" else [])
    result = cli(*args)
    assert result.exit_code == 1
    assert "[limit.size]" in result.stderr + result.stdout
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.pdf"))


def test_the_bundled_encounters_are_well_inside_the_limits(bundled):
    assert [list(limits.excesses(enc)) for enc in bundled.values()] == [[]] * len(bundled)
