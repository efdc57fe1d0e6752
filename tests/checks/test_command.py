"""`printgen check` as a command: the bundled encounters pass, the seeds' own typos are all
reported, errors exit 1 and print located lines or the JSON contract, unreadable input exits 2."""

from __future__ import annotations

import json

from conftest import FIXTURES, MINIMAL, at


def test_the_seeds_typos_are_all_reported(cli, monkeypatch):
    folder = FIXTURES / "seed-typos"
    monkeypatch.chdir(folder)
    *lines, exit_line = (folder / "seed-passages.expected").read_text(encoding="utf-8").splitlines()
    result = cli("check", "seed-passages.yaml")
    assert result.stdout.splitlines() == lines
    assert result.exit_code == int(exit_line.removeprefix("exit "))
    text = result.stdout
    for typo in ("IILTIMATE", "SUBDUCE", "Prioirty", "Transferrence", "DODMSDAY", "Abosrber"):
        assert f"unknown word '{typo}'" in text
    assert "a lone letter 'n'" in text
    assert "'Rolls 4 dice for the Doomsday Device each turn.' is phrased unlike" in text
    assert "[-predictable.-]{+powerful.+}" in text
    assert "[-and in LOS.-]" in text
    assert "[-piled-]{+pilled+}" in text
    assert cli("check", "seed-passages.yaml", "--strict").exit_code == 1


def test_the_bundled_encounters_pass(cli):
    result = cli("check")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1] == "checked 4 encounters: 0 errors, 0 warnings, 7 silenced"
    assert "Doomsday Device at Insane (5 dice)" in result.stdout
    assert cli("check", "--strict").exit_code == 0


def test_errors_exit_1_and_json_has_the_contract_keys(cli, tmp_path):
    path = tmp_path / "bad.yaml"
    text = MINIMAL.replace("{menace-dice: 2}", "{menace-dice: 0}")
    path.write_text(text)
    result = cli("check", str(path), "--format", "json")
    assert result.exit_code == 1
    findings = json.loads(result.stdout)
    assert [(f["line"], f["col"], f["code"]) for f in findings] == [
        (*at(text, "{menace-dice: 0}", "0"), "difficulty.monotonic")]
    assert set(findings[0]) == {"file", "line", "col", "severity", "code", "message", "encounter"}
    assert (findings[0]["file"], findings[0]["severity"], findings[0]["encounter"]) == (str(path), "error", "minimal")


def test_a_load_error_exits_1_at_its_place(cli, tmp_path):
    broken = tmp_path / "broken.yaml"
    text = MINIMAL.replace("players: 2", "players: two")
    broken.write_text(text)
    result = cli("check", str(broken))
    assert result.exit_code == 1
    line, col = at(text, "players: two", "two")
    assert result.stdout.splitlines()[0] == (f"{broken}:{line}:{col}: error [schema.type] expected a whole number, "
                                             "got the text 'two'")


def test_an_unreadable_file_exits_2(cli, tmp_path):
    missing = cli("check", str(tmp_path / "missing.yaml"))
    assert missing.exit_code == 2
    assert missing.stdout.splitlines()[0] == f"{tmp_path / 'missing.yaml'}:1:1: error [input.unreadable] no such file"
