"""Hostile input, round three: every command printed for pasting runs as printed when pasted into a
shell, whatever the file is called (markup, shell syntax, a leading dash, spaces); one run never
writes one output over another; what the environment and the output folder hold gets one line.
Each class is tried over a corpus of names, not one example."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIXTURES, drawn_texts, printed_commands

pytestmark = pytest.mark.slow  # builds kits and runs a shell

NAMES = ["a**b**c.yaml", "x{power}y.yaml", "-leading dash.yaml", "semi;colon $(touch PWNED) `id`.yaml",
         "quote's \"double\".yaml", "back\\slash*.yaml"]
PRINTGEN = Path(sys.executable).parent / "printgen"


def _copy(folder: Path, name: str, encounter_id: str = "minimal") -> Path:
    path = folder / name
    path.write_text((FIXTURES / "valid" / "minimal.yaml").read_text(encoding="utf-8")
                    .replace("id: minimal", f"id: {encounter_id}", 1), encoding="utf-8")
    return path


def _run(command: str, folder: Path) -> subprocess.CompletedProcess:
    """``command`` as a person pastes it: into bash, in ``folder``, with printgen on the PATH."""
    env = os.environ | {"PATH": f"{PRINTGEN.parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    return subprocess.run(["bash", "-c", command], cwd=folder, env=env, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("name", NAMES)
def test_the_commands_a_kit_prints_run_as_printed(name, tmp_path):
    """The cover's "makes more" command and the setup sheet's recreate command, read off the pages as
    drawn (the markup must not eat an asterisk or make an icon of a brace), pasted and run."""
    from printgen.build.kit import kit_pages
    from printgen.load.loader import load_encounter
    from printgen.core.options import PrintOptions

    path = _copy(tmp_path, name)
    pages = kit_pages(load_encounter(path), PrintOptions(), 7, name)
    commands = printed_commands([text for page in pages for text in drawn_texts(page.items)])
    recreate = next(command for command in commands if "--seed 7" in command)
    more = next(command for command in commands if "--seed 8" in command)
    for command in (recreate, more):
        ran = _run(command + " --out out", tmp_path)
        assert ran.returncode == 0, (command, ran.stderr)
    assert sorted(p.name for p in (tmp_path / "out" / "minimal").iterdir()) == ["setup-7.pdf", "setup-8.pdf"]
    assert not (tmp_path / "PWNED").exists()


@pytest.mark.parametrize("folder", ["my dir;$(touch PWNED)", "-dash", "a**b"])
def test_the_next_line_of_new_runs_as_printed(folder, tmp_path):
    (tmp_path / folder).mkdir()
    made = _run(f"printgen new mine --dir ./{_quoted(folder)}", tmp_path)
    assert made.returncode == 0, made.stderr
    command = made.stdout.split("next: ", 1)[1].strip()
    ran = _run(command.replace("printgen kit", "printgen kit --out out"), tmp_path)
    assert ran.returncode == 0, (command, ran.stderr)
    assert (tmp_path / "out" / "mine" / "kit.pdf").exists() and not (tmp_path / "PWNED").exists()


def _quoted(text: str) -> str:
    import shlex

    return shlex.quote(text)


def test_two_files_of_one_encounter_are_refused_before_any_kit_is_built(cli, tmp_path):
    one, two = _copy(tmp_path, "one.yaml"), _copy(tmp_path, "two.yaml")
    refused = cli("kit", str(one), str(two), "--out", str(tmp_path / "out"))
    assert refused.exit_code == 2 and "are both encounter 'minimal'" in refused.stderr
    assert not (tmp_path / "out").exists()
    same = cli("kit", str(one), str(one), "--out", str(tmp_path / "out"), "--seed", "1")
    assert same.exit_code == 0 and same.stdout.count("wrote") == 1  # one file named twice makes one kit


@pytest.mark.parametrize("url, problem", [
    ("https://example.org/tts", None), ("HTTPS://Example.org/tts/", None), ("http://example.org:8080/a", None),
    ("https://example.org/a#part", "?query or a #fragment"), ("https://example.org/a?x=1", "?query or a #fragment"),
    ("https://example.org/a b", "no spaces or control characters"), ("https:///a", "names no host"),
    ("https://example.org/a\tb", "no spaces or control characters"), ("ftp://example.org/a", "http:// or https://"),
    ("https://example.org:99999/a", "not an address"), ("example.org/a", "http:// or https://"),
    ("https://example.org/%zz", "%25"), ("https://example.org/a%2", "%25"), ("https://example.org/a%20b", None),
    ('https://example.org/a"b', "%22"), ("https://example.org/<x>", "%3C"), ("https://example.org/a\\b", "%5C"),
    ("https://a@b@example.org/", "one @ at most"), ("https://me@example.org/a@b", None)])
def test_a_base_url_the_images_cannot_follow_is_refused_with_its_reason(cli, tmp_path, url, problem):
    result = cli("tts", "incredible-hulk", "--base-url", url, "--out", str(tmp_path))
    if problem is None:
        assert result.exit_code == 0, result.stderr
    else:
        assert result.exit_code == 2 and problem in result.stderr and not tmp_path.joinpath("incredible-hulk").exists()


@pytest.mark.parametrize("value, code", [("abc", 2), ("1.5", 2), ("", 2), ("1700000000", 0), ("253402300799", 0),
                                         ("253402300800", 2), ("99999999999999999", 2), ("١٧", 2)])
def test_source_date_epoch_is_a_whole_number_or_one_line_says_so(value, code, tmp_path):
    env = os.environ | {"SOURCE_DATE_EPOCH": value}
    ran = subprocess.run([str(PRINTGEN), "trackers", "unstoppable-colossus", "--out", str(tmp_path)], env=env,
                         capture_output=True, text=True, timeout=120)
    assert ran.returncode == code and "Traceback" not in ran.stderr
    assert code == 0 or ran.stderr.strip().count("\n") == 0 and "SOURCE_DATE_EPOCH" in ran.stderr


@pytest.mark.parametrize("make", ["loop", "file"])
def test_an_output_folder_that_cannot_hold_files_gets_one_line(cli, tmp_path, make):
    out = tmp_path / "out"
    if make == "loop":
        out.symlink_to(out)
    else:
        out.write_text("not a folder")
    result = cli("trackers", "unstoppable-colossus", "--out", str(out))
    said = result.stderr.strip().splitlines()
    assert result.exit_code == 2 and "Traceback" not in result.stderr
    assert said[-1].endswith(("(a loop of symbolic links)", "is a file."))  # one line says why (after Click's usage)


def test_a_line_break_in_a_file_name_keeps_every_finding_on_one_line(cli, tmp_path):
    path = tmp_path / "two\nlines.yaml"
    shutil.copy(FIXTURES / "valid" / "minimal.yaml", path)
    text = path.read_text(encoding="utf-8").replace("Normal", "Nromal", 1)
    path.write_text(text, encoding="utf-8")
    found = [line for line in cli("check", str(path)).stdout.splitlines() if "[" in line]
    assert found and all(line.startswith(f"{str(path).replace(chr(10), chr(92) + 'n')}:") for line in found)


@pytest.mark.parametrize("command", ["check", "show", "kit", "cards", "proof", "watch"])
def test_a_name_longer_than_any_file_can_have_gets_one_line(cli, tmp_path, command):
    """The system refuses the name (ENAMETOOLONG): one line and exit 2, never a traceback, never a watch
    of something that can never be."""
    name = str(tmp_path / ("a" * 300 + ".yaml"))
    result = cli(command, name)
    said = [line for line in (result.stderr + result.stdout).splitlines() if "name too long" in line.lower()]
    assert result.exit_code == 2 and "Traceback" not in result.stderr + result.stdout
    assert len(said) == 1  # one line says why (`check` reports on stdout, the rest on stderr)
