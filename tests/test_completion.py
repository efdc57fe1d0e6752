"""Completion on Tab, as the README sets it up: bash runs the README's own line and completes as a user's
shell would; zsh and fish, which these machines may not have, are held to Click's protocol their
scripts speak. What completes is what printgen has: its commands, an option's choices, and (where
ENCOUNTER says how) the bundled encounters' ids."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import click
import pytest

from printgen.load.bundled import bundled_ids
from printgen.cli import main

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent  # the environment's `printgen`, as installed
COMMANDS = main.list_commands(click.Context(main))


def _readme_line(shell: str) -> str:
    """The README's set-up line for ``shell``, from its code block, comment cut off."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    line = next(line for line in readme.splitlines() if f"_PRINTGEN_COMPLETE={shell}_source" in line
                and not line.startswith(("`", "(")) and "`" not in line)
    return line.split("  #", 1)[0].strip()


def _env(**more: str) -> dict[str, str]:
    return {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}", **more}


def _bash(words: list[str], tmp_path: Path) -> list[str]:
    """What Tab offers after ``words`` (the last one being typed) in bash, set up by the README's line."""
    typed = " ".join(f"'{word}'" for word in words)
    script = (f"{_readme_line('bash')}\nCOMP_WORDS=({typed}); COMP_CWORD={len(words) - 1}\n"
              "_printgen_completion printgen\nprintf '%s\\n' \"${COMPREPLY[@]}\"")
    ran = subprocess.run(["bash", "-c", script], cwd=tmp_path, env=_env(), capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    return [line for line in ran.stdout.splitlines() if line]


def test_the_readme_gives_a_line_for_each_shell():
    assert {shell: _readme_line(shell) for shell in ("bash", "zsh", "fish")}
    assert "eval" in _readme_line("bash") and "eval" in _readme_line("zsh")


@pytest.mark.slow  # starts printgen in a process of its own: outside the fast tier
@pytest.mark.parametrize("typed", ["c", "p", "s", "ki", ""])
def test_bash_completes_the_commands_that_begin_with_what_is_typed(typed, tmp_path):
    assert sorted(_bash(["printgen", typed], tmp_path)) == sorted(name for name in COMMANDS if name.startswith(typed))


@pytest.mark.slow  # starts printgen in a process of its own: outside the fast tier
def test_bash_completes_an_options_choices_and_a_subcommand(tmp_path):
    assert sorted(_bash(["printgen", "kit", "--paper", ""], tmp_path)) == ["a4", "letter"]
    assert _bash(["printgen", "config", "sh"], tmp_path) == ["show"]
    assert "--lettering" in _bash(["printgen", "kit", "--lett"], tmp_path)


@pytest.mark.slow  # starts printgen in a process of its own: outside the fast tier
@pytest.mark.parametrize("shell", ["zsh", "fish"])
def test_zsh_and_fish_get_a_script_and_answers_in_their_protocol(shell, tmp_path):
    script = subprocess.run(["printgen"], env=_env(_PRINTGEN_COMPLETE=f"{shell}_source"), capture_output=True,
                            text=True, timeout=60).stdout
    assert f"_PRINTGEN_COMPLETE={shell}_complete" in script.replace("\\\n", "")
    cword = "ki" if shell == "fish" else "1"  # fish passes the word being typed, zsh its index
    answer = subprocess.run(["printgen"], env=_env(_PRINTGEN_COMPLETE=f"{shell}_complete", COMP_WORDS="printgen ki",
                                                   COMP_CWORD=cword), capture_output=True, text=True, timeout=60)
    assert re.search(r"(^|,)kit\b", answer.stdout, re.M), answer.stdout
    installed = shutil.which(shell)
    if installed:  # where the shell is there, its script must at least be one it reads
        check = ["zsh", "-n"] if shell == "zsh" else ["fish", "--no-execute"]
        assert subprocess.run(check, input=script, text=True, capture_output=True).returncode == 0


def test_every_encounter_argument_completes():
    """Every command that takes an ENCOUNTER offers the bundled ids and the folder's YAML files at Tab."""
    from printgen.cli.lazy import every_command

    for words, command in every_command(main):
        for argument in (param for param in command.params if isinstance(param, click.Argument)):
            if argument.name in ("encounter", "encounters"):
                offered = [item.value for item in argument.shell_complete(click.Context(command), "incr")]
                assert offered == ["incredible-hulk"], (words, offered)


@pytest.mark.slow  # starts printgen in a process of its own: outside the fast tier
def test_bash_completes_a_bundled_encounter_and_a_file_in_the_folder(tmp_path):
    (tmp_path / "sinister-six.yaml").write_text("format: 1\n", encoding="utf-8")
    hulk = next(id_ for id_ in bundled_ids() if id_.startswith("incredible"))
    for command in ("kit", "check", "setup"):
        assert _bash(["printgen", command, "incr"], tmp_path) == [hulk]
        assert "sinister-six.yaml" in _bash(["printgen", command, "sin"], tmp_path)
    assert sorted(_bash(["printgen", "show", ""], tmp_path)) == sorted([*bundled_ids(), "sinister-six.yaml"])
