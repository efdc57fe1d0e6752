"""The command line: list and show, text and JSON, help and version."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from printgen import version
from printgen.load.bundled import bundled_path

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = ["all-will-be-metal", "incredible-hulk", "mutant-masterworks", "unstoppable-colossus"]


def test_list_shows_the_four_encounters(cli):
    result = cli("list")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["ID", "TITLE", "DIFFICULTIES"]
    assert [line.split()[0] for line in lines[1:]] == BUNDLED


def test_list_json_contract(cli):
    entries = json.loads(cli("list", "--format", "json").stdout)
    assert [e["id"] for e in entries] == BUNDLED
    hulk = entries[1]
    assert set(hulk) >= {"id", "title", "difficulties", "path"}
    assert hulk["difficulties"] == ["Narrative", "Normal", "Hard", "SMASH!"]
    assert hulk["path"].endswith("incredible-hulk.yaml")


@pytest.mark.parametrize("encounter_id", BUNDLED)
def test_show_text(cli, encounter_id, bundled):
    result = cli("show", encounter_id)
    assert result.exit_code == 0, result.stderr
    enc = bundled[encounter_id]
    for heading in ("Difficulty (easiest first)", "Tokens (", "Trackers", "Cards", "Assumptions ("):
        assert heading in result.stdout
    assert enc.title in result.stdout
    for token in enc.tokens:
        assert token.name in result.stdout
    for assumption in enc.assumptions:
        assert assumption.why.split()[0] in result.stdout


@pytest.mark.parametrize("encounter_id", BUNDLED)
def test_show_json_contract(cli, encounter_id):
    data = json.loads(cli("show", encounter_id, "--format", "json").stdout)
    assert data["id"] == encounter_id and data["title"]
    difficulty = data["difficulty"]
    for column in difficulty["columns"]:
        assert set(column) >= {"id", "label", "harder"} and column["harder"] in ("more", "fewer", "none")
    for level in difficulty["levels"]:
        assert set(level) >= {"name", "values"}
        assert set(level["values"]) == {c["id"] for c in difficulty["columns"]}
    for token in data["tokens"]:
        assert set(token) >= {"id", "name", "count", "shape", "size_mm", "front", "back", "randomizer", "face_down"}
        assert isinstance(token["size_mm"], (int, float)) == (token["shape"] != "rect")
    for table in data["tables"]:
        assert set(table) >= {"id", "name", "dice", "rows"}
        assert isinstance(table["dice"], (int, dict))
        for row in table["rows"]:
            assert set(row) >= {"faces", "name", "text"}
    assert all(set(t) >= {"id", "name"} for t in data["trackers"])
    assert all(set(c) >= {"id", "kind", "title"} for c in data["cards"])
    assert all(set(a) == {"what", "value", "why", "covers"} for a in data["assumptions"])
    assert all(set(cover) == {"at", "words"} for a in data["assumptions"] for cover in a["covers"])


def test_show_json_resolves_randomizer_backs_and_sizes(cli):
    data = json.loads(cli("show", "mutant-masterworks", "--format", "json").stdout)
    soldiers = [t for t in data["tokens"] if t["randomizer"] == "soldiers"]
    assert len(soldiers) == 3
    assert all(t["back"]["label"] == "Soldier" and t["face_down"] for t in soldiers)
    assert soldiers[0]["size_mm"] == 30.0
    colossus = json.loads(cli("show", "unstoppable-colossus", "--format", "json").stdout)
    beam = next(t for t in colossus["tokens"] if t["id"] == "disruption-beam")
    assert beam["size_mm"] == [30.0, 15.0]


def test_show_accepts_a_path_from_any_directory(cli, tmp_path, monkeypatch):
    source = bundled_path("incredible-hulk")
    copy = tmp_path / "hulk.yaml"
    copy.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = cli("show", "hulk.yaml", "--format", "json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["path"] == "hulk.yaml"


def test_the_version_has_one_source_that_the_metadata_and_the_command_line_share(cli):
    from importlib.metadata import version as installed_version

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "printgen.__version__"}
    assert installed_version("printgen") == version()
    assert cli("--version").stdout.strip() == f"printgen, version {version()}"


@pytest.mark.parametrize("command", [[], ["list"], ["show"]])
def test_help_has_a_summary_and_examples(cli, command):
    result = cli(*command, "--help")
    assert result.exit_code == 0
    assert "Examples:" in result.stdout


def test_bad_format_is_a_usage_error(cli):
    result = cli("list", "--format", "xml")
    assert result.exit_code == 2
    assert "Invalid value for '--format'" in result.stderr


def test_setup_refuses_seeds_past_the_largest_before_building(cli, tmp_path):
    result = cli("setup", "incredible-hulk", "--seed", str(2**63 - 1), "--count", "10", "--out", str(tmp_path))
    assert result.exit_code == 2 and "run past the largest seed" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_kit_refuses_names_with_all_and_finds_every_name_before_building(cli, tmp_path):
    both = cli("kit", "--all", "incredible-hulk", "--out", str(tmp_path / "a"))
    assert both.exit_code == 2 and "not both" in both.stderr
    typo_last = cli("kit", "incredible-hulk", "hulk", "--out", str(tmp_path / "b"))
    assert typo_last.exit_code == 2 and "did you mean 'incredible-hulk'?" in typo_last.stderr
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()


def test_a_print_shops_file_moves_no_backs_and_says_none_moved(cli, tmp_path):
    def built(*args: str) -> tuple[str, bytes]:
        out = tmp_path / str(len(args))
        result = cli("cards", "incredible-hulk", "--profile", "print-shop", "--out", str(out), *args)
        assert result.exit_code == 0
        return result.stdout, (out / "incredible-hulk" / "cards-print-shop.pdf").read_bytes()

    (said, moved), (_, plain) = built("--back-offset", "3,3"), built()
    assert "backs moved" not in said and moved == plain


def test_watching_a_file_in_a_folder_that_is_not_there_is_one_line(cli, tmp_path):
    result = cli("watch", str(tmp_path / "gone" / "x.yaml"))
    assert result.exit_code == 2 and "no folder" in result.stderr and "Traceback" not in result.stderr


def test_each_listed_command_is_the_command_of_its_name():
    """The table `printgen --help` lists from names, for each command, the command Click runs."""
    import click

    from printgen.cli import COMMANDS, main

    for name in COMMANDS:
        command = main.get_command(click.Context(main), name)
        assert isinstance(command, click.Command) and command.name == name


@pytest.mark.parametrize("option", ["--help", "--version"])
def test_help_and_version_import_no_command(option):
    """`printgen --help` lists the commands from their table and `--version` needs none: neither
    imports a command's module (each pulls in options, and its command the pipeline)."""
    import subprocess
    import sys

    script = ("import json, sys\nfrom printgen.cli import main\ntry:\n    main([sys.argv[1]])\nexcept SystemExit:\n"
              "    pass\nloaded = [name for name in sys.modules if name.startswith('printgen')]\n"
              "print(json.dumps(loaded), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", script, option], capture_output=True, text=True, check=True)
    loaded = set(json.loads(done.stderr.strip().splitlines()[-1]))
    assert loaded == {"printgen", "printgen.cli", "printgen.cli.lazy"}


@pytest.mark.slow  # starts printgen in a process of its own: outside the fast tier
@pytest.mark.parametrize("args, code", [(["show", "incredible-hulk", "--format", "json"], 0),
                                        (["check", "{invalid}", "--format", "json"], 1),
                                        (["show", "no-such-encounter"], 2), (["--no-such-option"], 2)])
def test_the_program_ends_at_once_with_all_its_output_and_its_exit_code(cli, args, code):
    """`printgen` (and `python -m printgen`) leaves the process without freeing its objects (cli.run): what
    it prints is all there, byte for byte what the command prints in process, and its exit code is the
    command's."""
    import subprocess
    import sys

    invalid = next(iter(sorted((Path(__file__).parent / "fixtures" / "invalid").glob("*.yaml"))))
    args = [arg.format(invalid=invalid) for arg in args]
    done = subprocess.run([sys.executable, "-m", "printgen", *args], capture_output=True, text=True)
    in_process = cli(*args)
    assert (done.returncode, done.stdout) == (code, in_process.stdout)
    assert done.stderr.replace("python -m printgen", "main") == in_process.stderr  # Click's name for the program


def test_the_program_script_and_python_m_run_the_same_entry():
    """The console script and `python -m printgen` both go through cli.run (its fast exit included)."""
    project = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["scripts"]["printgen"] == "printgen.cli:run"
    assert "run()" in (Path(__file__).parents[1] / "printgen" / "__main__.py").read_text(encoding="utf-8")


def test_importing_the_command_line_leaves_the_collector_alone():
    """The program tunes the garbage collector when it runs; a library user importing printgen.cli (a test,
    a tool) keeps the process's own setting."""
    import subprocess
    import sys

    code = "import gc; b = gc.get_threshold(); import printgen.cli; print(gc.get_threshold() == b)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.strip() == "True"
