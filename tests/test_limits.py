"""Limits measured on the model: `check` reports each excess at its line (limit.size), and every
build refuses it before laying anything out, so nothing that passes `check` can exhaust a build.
And the size of the PDF: --max-mb lets a file within it through and refuses a larger one whole."""

from __future__ import annotations

import math
import re

import pytest
import yaml

from conftest import FIXTURES
from printgen.load import excesses
from printgen.build.printable import PRINTABLE

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

BASE = yaml.safe_load((FIXTURES / "valid" / "homebrew-trackers.yaml").read_text())


# Each mutation makes one excess and returns the path to the value that makes it, where check points.

def _track(**changes):
    def mutate(data):
        where = next(("trackers", i, "components", j) for i, tracker in enumerate(data["trackers"])
                     for j, component in enumerate(tracker["components"]) if component["type"] == "track")
        data[where[0]][where[1]][where[2]][where[3]].update(changes)
        return where + ("to",)
    return mutate


def _spots(count):
    def mutate(data):
        components = data["trackers"][0]["components"]
        components.append({"type": "spots", "id": "many", "label": "Many", "count": count,
                           "token": data["tokens"][0]["id"]})
        return "trackers", 0, "components", len(components) - 1, "count"
    return mutate


def _tokens(count):
    def mutate(data):
        data["tokens"][0]["count"] = count
        return ("tokens",)  # the copies of all the tokens add up past the limit
    return mutate


def _card_naming_a_long_rule(times):
    def mutate(data):
        rule = data["rules"][0]
        rule["text"] = "A long rule. " * 1000  # 13,000 characters
        data["cards"] = [{"id": "every-rule", "kind": "tip", "title": "Every Rule", "side": "both",
                          "front": [{"rule": rule["id"]}] * times}]
        return "cards", 0  # the card that names it most, where the characters add up
    return mutate


def _roll(dice, extra=None):
    def mutate(data):
        table = {"id": "storm", "name": "Storm", "dice": dice, "rows": [{"faces": ["critical"], "text": "Storm."}]}
        data["tables"] = [table | ({"extra_dice": {"per": "Storm token", "max": extra}} if extra else {})]
        return "tables", 0  # the table, whichever of its counts goes past the limit
    return mutate


EXCESSES = {
    "a track of a billion spaces": (_track(**{"from": 0, "to": 1_000_000_000}), "spaces in all; the limit is 500"),
    "a track numbered past a million": (_track(**{"from": 10 ** 20, "to": 10 ** 20 + 5}), "numbers its spaces"),
    "ten thousand spots": (_spots(10_000), "spots in all"),
    "ten thousand tokens": (_tokens(10_000), "copies; the limit"),
    "a roll of ten thousand dice": (_roll(10_000), "throws up to 10,000 dice (extra dice included); the limit is 100"),
    "a roll with 500 extra dice": (_roll(1, 500), "throws up to 501 dice"),
    "a card naming a long rule eighty times": (_card_naming_a_long_rule(80), "(each reference counted with what it "
                                                                             "names); the limit is 500,000"),
}


def _position(text: str, path: tuple) -> tuple[int, int]:
    """(line, col), from 1, of the YAML node at ``path`` (keys and list indexes), read by PyYAML."""
    node = yaml.compose(text)
    for key in path:
        node = node.value[key] if isinstance(key, int) else next(v for k, v in node.value if k.value == key)
    return node.start_mark.line + 1, node.start_mark.column + 1


@pytest.fixture(params=list(EXCESSES))
def excessive(request, tmp_path):
    """(the file, words of its message, where check must point)."""
    mutate, words = EXCESSES[request.param]
    data = yaml.safe_load(yaml.safe_dump(BASE))
    where = mutate(data)
    path = tmp_path / "excess.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path, words, _position(path.read_text(), where)


def _limit_findings(printed: str) -> list[str]:
    return [line for line in printed.splitlines() if "[limit.size]" in line]


def _checked(cli, path) -> list[str]:
    """The limit.size findings `printgen check` prints (it exits 1)."""
    result = cli("check", str(path))
    assert result.exit_code == 1
    return _limit_findings(result.stdout)


def test_check_reports_the_excess_at_the_value_that_makes_it(cli, excessive):
    path, words, (line, col) = excessive
    found = _checked(cli, path)
    assert found and all(finding.startswith(f"{path}:{line}:{col}: error [limit.size] ") for finding in found)
    assert any(words in finding for finding in found), found


@pytest.mark.parametrize("part", list(PRINTABLE))
def test_every_build_refuses_it_before_layout_with_the_findings_of_check(cli, excessive, part, tmp_path):
    """Each part by its own command, or by `preview --part` where it has none (the rules, the notes)."""
    from printgen.cli import COMMANDS

    path = excessive[0]
    command = [part] if part in COMMANDS else ["preview", "--part", part]
    args = [*command, str(path), "--out", str(tmp_path / "out")] + (["--force"] if part == "kit" else [])
    result = cli(*args)
    assert result.exit_code == 1
    assert _limit_findings(result.stderr) == _checked(cli, path)
    assert not (tmp_path / "out").exists() or [p for p in (tmp_path / "out").rglob("*") if p.is_file()] == []


def test_odds_refuses_it_with_the_findings_of_check(cli, excessive):
    """The exact odds of a roll grow with every die (thousands of dice took minutes and gigabytes)."""
    result = cli("odds", str(excessive[0]))
    assert result.exit_code == 1
    assert _limit_findings(result.stderr) == _checked(cli, excessive[0])


def test_kit_force_prints_each_limit_finding_once(cli, excessive, tmp_path):
    path = excessive[0]
    result = cli("kit", str(path), "--force", "--out", str(tmp_path / "out"))
    assert _limit_findings(result.stderr) == _checked(cli, path)


def test_the_bundled_encounters_are_well_inside_the_limits(bundled):
    assert [list(excesses.excesses(enc)) for enc in bundled.values()] == [[]] * len(bundled)


def _setup_sheets(cli, out, count: int):
    """``count`` setup sheets built under --max-mb 1: the result, and every file written in ``out``."""
    result = cli("setup", "mutant-masterworks", "--seed", "1", "--count", str(count), "--max-mb", "1",
                 "--out", str(out))
    return result, sorted(path for path in out.rglob("*") if path.is_file())


def test_a_pdf_within_max_mb_is_written_whole(cli, tmp_path):
    result, written = _setup_sheets(cli, tmp_path, 10)
    assert result.exit_code == 0, result.stderr
    (pdf,) = written
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF") and len(data) <= 1_000_000


def test_a_pdf_over_max_mb_is_refused_and_nothing_is_written(cli, tmp_path):
    ten, twenty = (_setup_sheets(cli, tmp_path / str(count), count)[1][0].stat().st_size for count in (10, 20))
    count = 10 + math.ceil((1_500_000 - ten) / ((twenty - ten) / 10))  # sheets enough for about 1.5 MB
    result, written = _setup_sheets(cli, tmp_path / "over", count)
    assert result.exit_code == 1
    assert re.fullmatch(r"the PDF would be 1\.\d MB; the limit is 1 MB \(raise it with --max-mb\)\n", result.stderr)
    assert written == []
