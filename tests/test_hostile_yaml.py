"""The YAML layer answers every hostile file with located findings: no traceback, no crash, no
hang. (The property tests in test_robustness.py mutate real files; these are the classes of
input that broke a parser or a constructor before.)"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

CASES = {  # name: (file text, expected code, line, col)
    "impossible date": ("x: 2020-13-45\n", "yaml.value", 1, 4),
    "february 30": ("x: 2020-02-30\n", "yaml.value", 1, 4),
    "date as a key": ("2020-02-30: x\n", "yaml.value", 1, 1),
    "int tag on a word": ("x: !!int abc\n", "yaml.value", 1, 4),
    "float tag on a word": ("x: !!float abc\n", "yaml.value", 1, 4),
    "verbatim int tag": ("x: !<tag:yaml.org,2002:int> x\n", "yaml.value", 1, 4),
    "bool tag on a word": ("x: !!bool maybe\n", "yaml.value", 1, 4),
    "timestamp tag on a word": ("x: !!timestamp abc\n", "yaml.value", 1, 4),
    "an integer of 5000 digits": ("x: " + "1" * 5000 + "\n", "yaml.value", 1, 4),
    "a list as a key": ("? [x, y]\n: 1\n", "yaml.key", 1, 3),
    "python tag": ("x: !!python/object/apply:os.system ['true']\n", "yaml.tag", 1, 4),
    "a long text repeated by aliases": ("a: &t " + "x" * 19_000 + "\nb: [" + ", ".join(["*t"] * 200) + "]\n",
                                        "yaml.limit", 1, 4),  # 3.8 million characters laid out from 60 KB
}
DEEP = {  # nesting the composer would recurse into until the process crashed; at each depth either
    # printgen's count (past 100 levels) or libyaml's own (past 1,000, since PyYAML 6.0.3) may refuse first
    f"{kind} x{levels}": text
    for levels in (150, 5_000)
    for kind, text in {
        "block sequences": "- " * levels + "x\n",
        "complex keys": "? " * levels + "x\n",
        "flow sequences": "[" * levels + "]" * levels + "\n",
        "flow mappings": "{a: " * levels + "b" + "}" * levels + "\n",
    }.items()
}


def _findings(stdout: str) -> list[tuple[str, int, int]]:
    found = []
    for line in stdout.splitlines():
        if "] " in line and ": error [" in line:
            place, rest = line.split(": error [", 1)
            _, row, col = place.rsplit(":", 2)
            found.append((rest.split("]")[0], int(row), int(col)))
    return found


@pytest.mark.parametrize("name", CASES)
def test_a_bad_value_or_tag_is_a_located_finding(cli, tmp_path, name):
    text, code, line, col = CASES[name]
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    result = cli("check", str(path))
    assert result.exit_code in (1, 2)
    assert (code, line, col) in _findings(result.stdout), result.stdout


@pytest.mark.parametrize("name", DEEP)
def test_deep_nesting_is_refused_not_crashed_on(tmp_path, name):
    path = tmp_path / "deep.yaml"
    path.write_text(DEEP[name])
    result = subprocess.run([sys.executable, "-m", "printgen", "check", str(path)], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 2, (result.returncode, result.stderr[-500:])
    assert [code for code, _, _ in _findings(result.stdout)] == ["yaml.limit"]
    assert "nesting deeper than 100 levels" in result.stdout  # the same words whichever layer refused
    assert "Traceback" not in result.stderr


def test_brackets_inside_strings_are_not_nesting(cli, tmp_path):
    path = tmp_path / "brackets.yaml"
    path.write_text('title: "' + "[" * 150 + '"\n# ' + "{" * 150 + "\n")
    codes = [code for code, _, _ in _findings(cli("check", str(path)).stdout)]
    assert "yaml.limit" not in codes and codes  # the schema findings of an almost empty file


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused_without_reading_it(cli, device):
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    for command in ("check", "show"):
        result = cli(command, device)
        assert result.exit_code == 2
        assert "not a regular file" in result.stdout + result.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    result = subprocess.run([sys.executable, "-m", "printgen", "check", str(fifo)], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 2 and "not a regular file" in result.stdout + result.stderr


@pytest.mark.parametrize("character", ["\x00", "\x07", "\x1b", "\x7f", "\ufffe"])
@pytest.mark.parametrize("line", [1, 4, 9])
def test_a_character_yaml_allows_nowhere_is_found_at_its_line_and_column(cli, tmp_path, character, line):
    from conftest import FIXTURES

    lines = (FIXTURES / "valid" / "minimal.yaml").read_text(encoding="utf-8").split("\n")
    column = min(3, len(lines[line - 1]))
    lines[line - 1] = lines[line - 1][:column] + character + lines[line - 1][column:]
    path = tmp_path / "control.yaml"
    path.write_text("\n".join(lines), encoding="utf-8")
    result = cli("check", str(path))
    assert result.exit_code == 2
    assert f"control.yaml:{line}:{column + 1}: error [yaml.syntax]" in result.stderr + result.stdout
    assert f"U+{ord(character):04X}" in result.stderr + result.stdout
