"""The commands a kit prints run: the setup sheet's "recreate this sheet" and the cover's "makes more"
name the ENCOUNTER as it was given, a file's path for a file (its id is no bundled encounter), and
each, pasted into a shell in the same folder, makes what it says."""

from __future__ import annotations

import re
import shlex
import shutil

import pdfplumber

from conftest import FIXTURES


def printed_commands(pdf_path) -> list[str]:
    with pdfplumber.open(pdf_path) as pdf:
        text = " ".join(" ".join((page.extract_text() or "").split()) for page in pdf.pages)
    return re.findall(r"(printgen setup .+?(?:--lettering \S+|(?= makes more)))", text)


def test_a_files_kit_prints_commands_that_name_the_file_and_run(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    shutil.copy(FIXTURES / "valid" / "homebrew-trackers.yaml", "mine.yaml")
    assert cli("kit", "mine.yaml", "--seed", "5", "--out", "out").exit_code == 0
    commands = printed_commands(tmp_path / "out" / "homebrew-trackers" / "kit.pdf")
    assert len(commands) == 2 and all(shlex.split(c)[2] == "mine.yaml" for c in commands), commands
    for command in commands:
        args = [arg if arg != "N" else "7" for arg in shlex.split(command)[1:]]
        result = cli(*args, "--out", "again")
        assert result.exit_code == 0, (command, result.stderr)
    assert sorted(p.name for p in (tmp_path / "again" / "homebrew-trackers").iterdir()) == ["setup-5.pdf",
                                                                                              "setup-7.pdf"]
