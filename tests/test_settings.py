"""A user's own defaults (`printgen config`): kept once, they are every command's default for the
option of that name, shown as such by its --help, and a command line still wins; a bad or strange
settings file is one clear line and exit 2."""

from __future__ import annotations

import os
import re

import pytest
from pypdf import PdfReader

from printgen.app import settings
from printgen.cli import main
from printgen.cli.lazy import every_command
from printgen.cli.config import KEEPERS


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    folder = tmp_path / "config"
    monkeypatch.setenv(settings.CONFIG_ENV, str(folder))
    return folder


def _commands():
    return every_command(main)


def _shown_default(cli, path, option) -> str | None:
    options = " ".join(cli(*path, "--help").stdout.split("\nOptions:", 1)[1].split())
    match = re.search(rf"--{option} \S+ [^[]*\[default: (\w+)", options)
    return match.group(1) if match else None


@pytest.mark.parametrize("key", [key for key, choices in settings.CHOICES.items() if choices])
def test_a_default_set_is_every_commands_default_where_its_choices_admit_it(cli, key):
    for value in settings.CHOICES[key]:
        assert cli("config", "set", key, value).exit_code == 0
        for path, command in _commands():
            param = next((param for param in command.params if param.name == key), None)
            if param is None:
                continue
            admitted = value in param.type.choices and path[0] not in KEEPERS  # a profile saves what it is given
            expected = value if admitted else param.default
            assert _shown_default(cli, path, key) == expected, (path, key, value)


def test_the_command_line_wins_over_a_default_and_unset_restores_printgens_own(cli, tmp_path):
    def paper_of(*args: str) -> list[int]:
        out = tmp_path / str(len(list(tmp_path.iterdir())))
        assert cli("trackers", "unstoppable-colossus", "--out", str(out), *args).exit_code == 0
        reader = PdfReader(out / "unstoppable-colossus" / "trackers.pdf")
        return [round(float(side)) for side in reader.pages[0].mediabox[2:]]

    assert paper_of() == [612, 792]
    cli("config", "set", "paper", "a4")
    assert paper_of() == [595, 842]
    assert paper_of("--paper", "letter") == [612, 792]
    assert "paper: a4 (set in" in cli("config", "show").stdout
    cli("config", "unset", "paper")
    assert paper_of() == [612, 792]
    assert "paper: letter (printgen's own)" in cli("config", "show").stdout


def test_a_default_printer_gives_way_to_a_back_offset_on_the_command_line(cli, tmp_path):
    assert cli("printer", "save", "office", "--back-offset", "1,1").exit_code == 0
    assert cli("config", "set", "printer", "office").exit_code == 0
    by_default = cli("cards", "incredible-hulk", "--out", str(tmp_path / "a"))
    given = cli("cards", "incredible-hulk", "--back-offset", "2,0", "--out", str(tmp_path / "b"))
    assert by_default.exit_code == given.exit_code == 0
    assert "backs moved 1,1 mm" in by_default.stdout and "backs moved 2,0 mm" in given.stdout


@pytest.mark.parametrize("args,message", [
    (["config", "set", "paper", "a3"], "paper must be 'letter' or 'a4'"),
    (["config", "set", "printer", "nobody"], "no printer profile named 'nobody'"),
    (["config", "set", "colour", "red"], "'colour' is not one of"),
    (["config", "set", "editor", "javascript:alert({path}{line})"], "a javascript: link would not open an editor"),
    (["config", "set", "editor", "vscode://file"], "it must hold {path} and {line}"),
])
def test_a_value_printgen_cannot_use_is_refused_and_nothing_written(cli, config, args, message):
    result = cli(*args)
    assert result.exit_code == 2 and message in result.stderr
    assert not (config / "config.toml").exists()


@pytest.mark.parametrize("content,message", [
    ("paper = 'a3'\n", "paper must be 'letter' or 'a4'"),
    ("colour = 'red'\n", "unknown setting 'colour'"),
    ("paper = \n", "cannot read printgen's settings"),
    (b"paper = '\xff'\n", "cannot read printgen's settings"),
])
def test_a_bad_settings_file_is_one_line_and_exit_2_for_any_command(cli, tmp_path, config, content, message):
    config.mkdir()
    path = config / "config.toml"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    for args in (["kit", "incredible-hulk", "--out", str(tmp_path / "out")], ["config", "show"]):
        result = cli(*args)
        assert result.exit_code == 2 and message in result.stderr, result.stderr
        assert "Traceback" not in result.stderr
    assert not (tmp_path / "out").exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_settings_file_that_is_a_pipe_is_refused_not_waited_on(cli, config):
    config.mkdir()
    os.mkfifo(config / "config.toml")
    result = cli("config", "show")
    assert result.exit_code == 2 and "is not a small text file" in result.stderr


def test_config_set_mends_a_bad_value_that_stops_every_other_command(cli, tmp_path, config):
    config.mkdir()
    (config / "config.toml").write_text("paper = 'a3'\nink = 'low'\n")
    assert cli("trackers", "incredible-hulk", "--out", str(tmp_path / "out")).exit_code == 2
    assert cli("config", "set", "paper", "a4").exit_code == 0
    assert settings.saved() == {"paper": "a4", "ink": "low"}


def test_a_default_printers_paper_and_duplex_are_in_force_everywhere_and_shown_so(cli, tmp_path):
    cli("printer", "save", "office", "--paper", "a4", "--duplex", "short")
    cli("config", "set", "duplex", "fold")
    cli("config", "set", "printer", "office")
    shown = cli("config", "show").stdout
    assert "paper: a4 (printer office's profile)" in shown and "duplex: short (printer office's profile)" in shown
    assert _shown_default(cli, ("kit",), "duplex") == "short" and _shown_default(cli, ("trackers",), "paper") == "a4"
    assert cli("trackers", "incredible-hulk", "--out", str(tmp_path / "out")).exit_code == 0
    reader = PdfReader(tmp_path / "out" / "incredible-hulk" / "trackers.pdf")
    assert [round(float(side)) for side in reader.pages[0].mediabox[2:]] == [595, 842]


def test_an_editor_link_set_once_is_every_proofs(cli, tmp_path):
    """The editor pattern is a setting as the paper is: set once, every proof's findings open in the editor."""
    pattern = "vscode://file{path}:{line}:{col}"
    assert cli("config", "set", "editor", pattern).exit_code == 0
    assert f"editor: {pattern} (set in" in cli("config", "show").stdout
    help_text = " ".join(cli("proof", "--help").stdout.split())
    assert f"[default: {pattern}]" in help_text


@pytest.mark.parametrize("weird", ["nan", "inf", "{a = 1, b = [1, 2]}", "1979-05-27T07:32:00Z", "'''two\nlines'''"])
def test_config_set_changes_one_line_and_keeps_the_rest_readable(cli, config, weird):
    """A value printgen does not use (and comments) survive `config set`: the file reads back as it was,
    the new default added."""
    import math
    import tomllib

    config.mkdir()
    path = config / "config.toml"
    path.write_text(f"# mine: do not lose this\nink = 'low'  # the cheap one\nzz = {weird}\n")
    before = tomllib.loads(path.read_text())
    assert cli("config", "set", "paper", "a4").exit_code == 0
    text = path.read_text()
    after = tomllib.loads(text)
    assert "# mine: do not lose this" in text and "# the cheap one" in text
    assert after["paper"] == "a4" and after["ink"] == "low"
    assert after["zz"] == before["zz"] or (math.isnan(after["zz"]) and math.isnan(before["zz"]))
    assert cli("config", "unset", "paper").exit_code == 0
    assert "paper" not in tomllib.loads(path.read_text()) and "# mine: do not lose this" in path.read_text()


def test_a_settings_file_saved_with_a_byte_order_mark_is_read(cli, config):
    config.mkdir()
    (config / "config.toml").write_bytes("\ufeffpaper = 'a4'\n".encode())
    result = cli("config", "show")
    assert result.exit_code == 0 and "paper: a4 (set in" in result.stdout


@pytest.mark.parametrize(("name", "commands"), [
    ("config.toml", [["config", "show"], ["config", "set", "paper", "a4"], ["list"]]),
    ("printers.json", [["printer", "list"], ["printer", "save", "office", "--paper", "a4"]]),
])
@pytest.mark.parametrize("nested", ["[" * 1000 + "]" * 1000, "{\"b\": " * 1000 + "1" + "}" * 1000])
def test_a_file_nested_a_thousand_deep_is_one_line(cli, config, name, commands, nested):
    """printgen's own files are bounded before a parser recurses into them (a 2 KB file nested 1,000
    deep printed a 3,000-line traceback from every command)."""
    config.mkdir()
    (config / name).write_text(("a = " if name.endswith(".toml") else "") + nested + "\n")
    for args in commands:
        result = cli(*args)
        assert result.exit_code == 2 and "nest 1000 deep" in result.stderr, result.stderr
        assert len(result.stderr.splitlines()) == 1
