"""Nothing from a file or an argument can drive the terminal: control characters, C1 controls and
bidirectional overrides are shown as escapes in every message and in `show`."""

from __future__ import annotations

import json

import yaml

from conftest import FIXTURES
from printgen.core.terminal import _UNSAFE

HOSTILE = "\x1b]0;pwned\x07\x1b[2J\x08\u202e\x9b"


def _hostile_file(tmp_path, **changes):
    data = yaml.safe_load((FIXTURES / "valid" / "minimal.yaml").read_text())
    data.update(changes)
    path = tmp_path / "hostile.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=False))  # escapes written as "\e", "\x07" …
    return path


def _clean(result) -> bool:
    return not _UNSAFE.search(result.stdout + result.stderr)


def test_show_prints_escapes_not_controls(cli, tmp_path):
    path = _hostile_file(tmp_path, story=f"A menace{HOSTILE} rises.", cosmic_threat=f"Menace{HOSTILE}")
    result = cli("show", str(path))
    assert result.exit_code == 0 and _clean(result)
    assert "\\x1b]0;pwned\\x07" in result.stdout


def test_findings_escape_what_they_quote(cli, tmp_path):
    result = cli("check", str(_hostile_file(tmp_path, id=f"bad{HOSTILE}")))
    assert result.exit_code == 1 and _clean(result)


def test_an_argument_is_escaped_in_the_error_that_names_it(cli):
    result = cli("show", f"no-such{HOSTILE}")
    assert result.exit_code == 2 and _clean(result)


def test_json_output_is_safe_and_still_the_same_data(cli, tmp_path):
    path = _hostile_file(tmp_path, story=f"A menace{HOSTILE} rises.")
    result = cli("show", str(path), "--format", "json")
    assert result.exit_code == 0 and _clean(result)
    assert HOSTILE in json.loads(result.stdout)["story"]

