"""`proof --against OLD` reads the other version within bounds: a revision that looks like an option never
reaches git as one (nothing is written), a revision's size is asked before its content is read, and an OLD
that is another encounter is said to be one."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import FIXTURES
from printgen.proof import against
from printgen.proof.against import NoOlderVersion, older_version

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


@pytest.fixture
def repository(tmp_path: Path) -> Path:
    """A git repository holding one encounter file, committed once."""
    path = tmp_path / "repo" / "mine.yaml"
    path.parent.mkdir()
    path.write_text((FIXTURES / "valid" / "minimal.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    for args in (["init", "-q"], ["add", "mine.yaml"],
                 ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "one"]):
        subprocess.run(["git", "-C", str(path.parent), *args], check=True, capture_output=True)
    return path


def test_a_revision_is_read_as_the_file_was(repository):
    assert older_version("HEAD", repository).model.id == "minimal"


@pytest.mark.parametrize("revision", ["--output=written", "-p", "--", " ", "-"])
def test_a_revision_that_git_would_take_for_an_option_is_refused_and_writes_nothing(repository, revision):
    before = sorted(path.name for path in repository.parent.iterdir())
    with pytest.raises(NoOlderVersion, match="does not start with '-'|neither a file"):
        older_version(revision, repository)
    assert sorted(path.name for path in repository.parent.iterdir()) == before


def test_a_revision_too_large_is_refused_before_its_content_is_read(repository, monkeypatch):
    shown = []
    real = against._git
    monkeypatch.setattr(against, "MAX_FILE_BYTES", 10)
    monkeypatch.setattr(against, "_git", lambda folder, *args, raw=False: (shown.append(args[0]), real(
        folder, *args, raw=raw))[1])
    with pytest.raises(NoOlderVersion, match="over the 10 a file may be"):
        older_version("HEAD", repository)
    assert shown == ["cat-file"]  # only its size was asked


def test_neither_a_file_nor_a_revision_says_so(repository):
    with pytest.raises(NoOlderVersion, match="neither a file nor a git revision of mine.yaml"):
        older_version("no-such-branch", repository)


def test_an_old_version_of_another_encounter_is_said_to_be_one(cli, repository, tmp_path):
    other = tmp_path / "other.yaml"
    other.write_text(repository.read_text(encoding="utf-8").replace("id: minimal", "id: another", 1),
                     encoding="utf-8")
    result = cli("proof", str(repository), "--against", str(other), "--format", "json")
    assert result.exit_code == 0
    assert "the old version is another encounter ('another', this file is 'minimal')" in result.stderr
    same = cli("proof", str(repository), "--against", "HEAD", "--format", "json")
    assert same.exit_code == 0 and "another encounter" not in same.stderr
