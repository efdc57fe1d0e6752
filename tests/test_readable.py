"""What `check` prints for a person: an unknown word once, with the other lines where it stands, and
the `checks: words:` entries that, pasted into the file, accept it; a scaffold made from any name
passes `check --strict` (its own invented words accepted)."""

from __future__ import annotations

import json

import pytest

from conftest import with_rule


def test_an_unknown_word_is_said_once_with_its_other_lines_and_the_entries_that_accept_it(cli, tmp_path):
    path = tmp_path / "e.yaml"
    path.write_text(with_rule("The Zorblax and its Zorblax start; each Zorblax acts."), encoding="utf-8")
    text_lines = cli("check", str(path)).stdout.splitlines()
    said = [line for line in text_lines if "unknown word 'Zorblax'" in line]
    assert len(said) == 1 and "(and 2 more: lines" in said[0], text_lines
    assert len([f for f in json.loads(cli("check", str(path), "--format", "json").stdout)
                if f["code"] == "text.spelling"]) == 3  # the JSON keeps each place, for tools
    start = next(n for n, line in enumerate(text_lines) if "accept them under `checks:`" in line)
    entries = [line for line in text_lines[start + 1:] if line.startswith("  ")]
    path.write_text(path.read_text(encoding="utf-8") + "checks:\n" + "\n".join(entries) + "\n", encoding="utf-8")
    result = cli("check", "--strict", str(path))
    assert result.exit_code == 0, result.stdout


@pytest.mark.parametrize("name", ["voidlight-leviathan", "xq-zorblax-prime", "sinister-six"])
def test_a_scaffold_passes_check_strict_whatever_its_name(cli, tmp_path, name):
    assert cli("new", name, "--dir", str(tmp_path)).exit_code == 0
    result = cli("check", "--strict", str(tmp_path / f"{name}.yaml"))
    assert result.exit_code == 0, result.stdout
