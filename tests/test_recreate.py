"""The commands a kit prints run: the setup sheet's "recreate this sheet" and the cover's "makes more"
name the ENCOUNTER as it was given, a file's path for a file (its id is no bundled encounter), and
each, pasted into a shell in the same folder, makes what it says."""

from __future__ import annotations

import shlex
import shutil

import pdfplumber
import pytest

from conftest import FIXTURES, printed_commands

pytestmark = pytest.mark.slow  # builds whole kits: outside the fast tier (-m "not slow")


def commands_in(pdf_path) -> list[str]:
    """The commands a PDF prints, as pasted: its lines read off the pages (pdfplumber), a command's lines
    each ending in a backslash but its last."""
    with pdfplumber.open(pdf_path) as pdf:
        lines = [line for page in pdf.pages for line in (page.extract_text() or "").splitlines()]
    return printed_commands(lines)


def test_a_files_kit_prints_commands_that_name_the_file_and_run(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    shutil.copy(FIXTURES / "valid" / "homebrew-trackers.yaml", "mine.yaml")
    assert cli("kit", "mine.yaml", "--seed", "5", "--out", "out").exit_code == 0
    commands = commands_in(tmp_path / "out" / "homebrew-trackers" / "kit.pdf")
    words = [shlex.split(command.replace("\\\n", "")) for command in commands]  # a line going on, as bash reads it
    assert len(words) == 2 and all(said[2] == "mine.yaml" for said in words), commands
    for command, said in zip(commands, words, strict=True):
        result = cli(*said[1:], "--out", "again")
        assert result.exit_code == 0, (command, result.stderr)
    assert sorted(p.name for p in (tmp_path / "again" / "homebrew-trackers").iterdir()) == ["setup-5.pdf",
                                                                                              "setup-6.pdf"]
