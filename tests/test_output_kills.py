"""A run killed at any step of writing its output (SIGKILL, a power cut: nothing of it runs on) never
costs the user a file printgen did not write, and the next run into the same folder leaves no trace of
the killed one. Each test kills a real process at every step it takes, one step further each time."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

WRITER = r"""
import os, re, shutil, sys
from pathlib import Path
from printgen.build import output

root, kill_at, what = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
steps = 0

def step(act):
    def stepped(*args, **kwargs):
        global steps
        steps += 1
        if steps == kill_at:
            os._exit(9)  # as SIGKILL: no finally, no cleanup
        return act(*args, **kwargs)
    return stepped

os.replace, os.link, shutil.rmtree, os.fsync = (step(os.replace), step(os.link), step(shutil.rmtree),
                                                step(os.fsync))
if what == "folder":
    pages = [(f"kit-{n:02d}.png", f"new {n}".encode()) for n in range(1, 4)]
    output.replace_folder(root, "enc", "preview", pages, keep=lambda name: not re.fullmatch(r"kit-\d+\.png", name))
else:
    output.write_atomic(root, "enc", "kit.pdf", b"new kit")
print(steps)
"""


def _run(root: Path, kill_at: int, what: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", WRITER, str(root), str(kill_at), what], capture_output=True,
                          text=True, timeout=60, cwd=root.parent)


def _user_folder(root: Path) -> Path:
    """A preview folder as a user has it: an earlier, longer preview, another part's, and a file of theirs."""
    folder = root / "enc" / "preview"
    folder.mkdir(parents=True)
    for n in range(1, 6):
        (folder / f"kit-{n:02d}.png").write_bytes(f"old {n}".encode())
    (folder / "tokens-01.png").write_bytes(b"tokens")
    (folder / "notes of mine.txt").write_text("keep me")
    return folder


def _steps(tmp_path: Path, what: str) -> int:
    root = tmp_path / "count"
    if what == "folder":
        _user_folder(root)
    ran = _run(root, 0, what)
    assert ran.returncode == 0, ran.stderr
    return int(ran.stdout)


def _leftovers(folder: Path) -> list[str]:
    return sorted(name.name for name in folder.iterdir() if re.search(r"\.(part|old)$", name.name))


def test_a_preview_killed_at_any_step_never_loses_a_file_of_the_users(tmp_path):
    steps = _steps(tmp_path, "folder")
    assert steps >= 6  # three pages written, the kept ones linked, the swap's two renames
    for kill_at in range(1, steps + 1):
        root = tmp_path / f"kill-{kill_at}"
        folder = _user_folder(root)
        assert _run(root, kill_at, "folder").returncode == 9
        mine = list((root / "enc").rglob("notes of mine.txt"))
        assert [path.read_text() for path in mine][:1] == ["keep me"], kill_at  # in its folder, or set aside
        again = _run(root, 0, "folder")
        assert again.returncode == 0, again.stderr
        assert (folder / "notes of mine.txt").read_text() == "keep me", kill_at
        assert (folder / "tokens-01.png").read_bytes() == b"tokens"
        assert sorted(path.name for path in folder.glob("kit-*.png")) == ["kit-01.png", "kit-02.png", "kit-03.png"]
        assert _leftovers(root / "enc") == [], kill_at


def test_a_file_killed_while_written_leaves_the_old_one_and_no_trace_after_the_next_run(tmp_path):
    steps = _steps(tmp_path, "file")
    for kill_at in range(1, steps + 1):
        root = tmp_path / f"kill-{kill_at}"
        (root / "enc").mkdir(parents=True)
        (root / "enc" / "kit.pdf").write_bytes(b"old kit")
        assert _run(root, kill_at, "file").returncode == 9
        assert (root / "enc" / "kit.pdf").read_bytes() == b"old kit"
        assert _run(root, 0, "file").returncode == 0
        assert (root / "enc" / "kit.pdf").read_bytes() == b"new kit"
        assert _leftovers(root / "enc") == [], kill_at


def test_a_leftover_of_a_run_still_writing_is_not_touched(tmp_path):
    """Two runs at once: the one that starts second leaves the first one's temporary file alone."""
    import os

    from printgen.build.output import remove_leftovers

    alive = tmp_path / f".kit.pdf.{os.getppid()}.abcdefgh.part"
    dead = tmp_path / ".kit.pdf.999999999.abcdefgh.part"
    mine = tmp_path / ".kit.pdf.old.notes.part"
    for path in (alive, dead, mine):
        path.write_bytes(b"x")
    remove_leftovers(tmp_path)
    assert alive.exists() and mine.exists() and not dead.exists()
