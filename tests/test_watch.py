"""`printgen watch`: a real process, a real file changed on disk, the rebuilds read from its output.

Nothing here waits a fixed time: each step polls for what it expects (a line printed, a file
changed) until a generous deadline."""

from __future__ import annotations

import queue
import shutil
import signal
import subprocess
import sys
import threading
import time

import pytest
import yaml

from conftest import FIXTURES, lines_until

WAIT = 60  # seconds for one rebuild, at most: generous for a loaded CI machine


class Watching:
    """`printgen watch` running in a subprocess, its output lines read as they come."""

    def __init__(self, *args: str, cwd):
        self.process = subprocess.Popen([sys.executable, "-m", "printgen", "watch", *args], cwd=cwd, text=True,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        self.lines: queue.Queue[str] = queue.Queue()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def until(self, fragment: str) -> list[str]:
        """The lines printed up to and including the first that holds ``fragment``."""
        return lines_until(self.lines, fragment, WAIT)

    def stop(self) -> tuple[int, str]:
        """Ctrl-C; the exit code and every line printed after the last one read (all of them: the
        reader has reached the end of the output)."""
        self.process.send_signal(signal.SIGINT)
        self.process.wait(timeout=WAIT)
        self.reader.join(timeout=WAIT)
        rest = []
        while not self.lines.empty():
            rest.append(self.lines.get())
        return self.process.returncode, "\n".join(rest)


def wait_for(condition, what: str) -> None:
    """Poll ``condition`` until it holds, for at most WAIT seconds."""
    deadline = time.monotonic() + WAIT
    while not condition():
        assert time.monotonic() < deadline, f"no {what} in {WAIT} s"
        time.sleep(0.1)


def save(path, old: str, new: str) -> None:
    """Save the file as an editor does: a new file renamed over the old one."""
    text = path.read_text(encoding="utf-8")
    assert old in text
    temporary = path.with_suffix(".swp")
    temporary.write_text(text.replace(old, new), encoding="utf-8")
    temporary.replace(path)


def syntax_error_at(path) -> str:
    """'line:col' where PyYAML finds the file stops being YAML."""
    with pytest.raises(yaml.MarkedYAMLError) as caught:
        yaml.safe_load(path.read_text(encoding="utf-8"))
    return f"{caught.value.problem_mark.line + 1}:{caught.value.problem_mark.column + 1}"


@pytest.mark.slow  # starts printgen in a process of its own: outside the fast tier
def test_watch_rebuilds_on_every_save_reports_errors_and_stops_on_ctrl_c(tmp_path):
    encounter = tmp_path / "mine.yaml"
    shutil.copy(FIXTURES / "valid" / "minimal.yaml", encounter)
    watching = Watching("mine.yaml", "--part", "trackers", "--out", "out", cwd=tmp_path)
    try:
        first = watching.until("minimal has no trackers")
        assert "watching mine.yaml" in first[0]
        save(encounter, "setup_map:\n", "trackers:\n  - {id: rage, name: Rage, components: "
                                         "[{type: track, id: rage, label: Rage, from: 0, to: 5}]}\nsetup_map:\n")
        assert watching.until("wrote")[-1].startswith("wrote out/minimal/trackers.pdf (1 page)")
        output = tmp_path / "out" / "minimal" / "trackers.pdf"
        built = output.read_bytes()
        save(encounter, "title: \"", "title: [\"")
        broken = watching.until("error")
        assert broken[-1].startswith(f"mine.yaml:{syntax_error_at(encounter)}: error [yaml.syntax] "), broken
        save(encounter, "title: [\"", "title: \"")
        save(encounter, "label: Rage,", "label: Fury,")
        # the repaired file may be rebuilt on its own first (the same bytes as before): wait for the new label's
        wait_for(lambda: output.read_bytes() != built, "rebuild with the label Fury")
        assert watching.until("wrote")[-1].startswith("wrote out/minimal/trackers.pdf")
    finally:
        code, rest = watching.stop()
    assert code == 0
    assert "stopped watching" in rest and "Traceback" not in rest


@pytest.mark.parametrize("breaks", ["unreadable", "check", "build"])
def test_every_failed_turn_ends_with_the_same_words(tmp_path, capsys, breaks):
    """Whatever fails, the file, check or the build, the turn says it, then that the part was not rebuilt."""
    from printgen.core.options import PrintOptions
    from printgen.cli.authoring import _rebuild
    from printgen.core.limits import Limits

    text = (FIXTURES / "valid" / "homebrew-trackers.yaml").read_text(encoding="utf-8")
    if breaks == "unreadable":
        text = text.replace('title: "', 'title: ["')
    elif breaks == "check":
        text = text.replace("A menace of minimal size", "A menace \U0001D11E of minimal size")
    path = tmp_path / "mine.yaml"
    path.write_text(text, encoding="utf-8")
    options = PrintOptions("letter", "long", limits=Limits(pages=1 if breaks == "build" else 2000))
    for built, last in (([], "trackers not written yet: mend the file and save it again"),
                        (["12:00:00"], "trackers not rebuilt; the one written at 12:00:00 stays")):
        _rebuild(str(path), "trackers", options, (tmp_path / "out", 1, False), built)
        lines = capsys.readouterr().err.strip().splitlines()
        assert lines[-1] == last, lines  # "the last good one" only where this watch wrote one
        assert len(lines) >= 2 and not (tmp_path / "out").exists()  # what failed, then the same last words


TRACKER = "trackers:\n  - {id: rage, name: Rage, components: [{type: track, id: rage, label: Rage, from: 0, to: 5}]}\n"


def _with_tracker(text: str, label: str = "Rage") -> str:
    return text.replace("setup_map:\n", TRACKER.replace("label: Rage", f"label: {label}") + "setup_map:\n")


def _watching_minimal(tmp_path):
    """The minimal fixture in a folder of its own, work/, watched for its trackers until the first build
    has said there are none: (the folder, the file's text, the watch)."""
    folder = tmp_path / "work"
    folder.mkdir()
    text = (FIXTURES / "valid" / "minimal.yaml").read_text(encoding="utf-8")
    (folder / "mine.yaml").write_text(text, encoding="utf-8")
    watching = Watching("work/mine.yaml", "--part", "trackers", "--out", "out", cwd=tmp_path)
    try:
        watching.until("minimal has no trackers")
    except BaseException:
        watching.stop()  # no process left behind a failed start
        raise
    return folder, text, watching


@pytest.mark.slow  # starts printgen in a process of its own: outside the fast tier
def test_watch_follows_its_folder_when_the_folder_is_replaced(tmp_path):
    """A `git checkout` or a sync tool removes the folder and makes it again: the watch goes on there."""
    folder, text, watching = _watching_minimal(tmp_path)
    try:
        folder.rename(tmp_path / "work-old")
        folder.mkdir()
        (folder / "mine.yaml").write_text(_with_tracker(text), encoding="utf-8")
        assert watching.until("wrote")[-1].startswith("wrote out/minimal/trackers.pdf")
        built = (tmp_path / "out" / "minimal" / "trackers.pdf").read_bytes()
        save(folder / "mine.yaml", "label: Rage", "label: Fury")  # and it still hears saves there
        wait_for(lambda: (tmp_path / "out" / "minimal" / "trackers.pdf").read_bytes() != built, "a rebuild")
    finally:
        code, rest = watching.stop()
    assert code == 0 and "Traceback" not in rest


@pytest.mark.slow  # starts printgen in a process of its own: outside the fast tier
def test_watch_follows_a_link_to_its_new_target_and_no_longer_hears_the_old(tmp_path):
    """What the user named is the link: retarget it, and the new target is built and watched."""
    text = (FIXTURES / "valid" / "minimal.yaml").read_text(encoding="utf-8")
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    old, new = tmp_path / "a" / "one.yaml", tmp_path / "b" / "two.yaml"
    old.write_text(text, encoding="utf-8")
    new.write_text(_with_tracker(text), encoding="utf-8")
    link = tmp_path / "mine.yaml"
    link.symlink_to(old)
    watching = Watching("mine.yaml", "--part", "trackers", "--out", "out", cwd=tmp_path)
    try:
        watching.until("minimal has no trackers")
        swap = tmp_path / "swap.yaml"
        swap.symlink_to(new)
        swap.replace(link)
        assert watching.until("wrote")[-1].startswith("wrote out/minimal/trackers.pdf")
        old.write_text(text.replace("Minimal Menace", "Other Menace"), encoding="utf-8")
        time.sleep(2)  # an edit to the old target: nothing to build (a rebuild would print a line)
        assert watching.lines.empty()
    finally:
        code, rest = watching.stop()
    assert code == 0 and "Traceback" not in rest


@pytest.mark.slow  # starts printgen in a process of its own: outside the fast tier
def test_watch_follows_a_folder_removed_and_made_again_and_says_so(tmp_path):
    """Removed and made again (not renamed), a folder may get the same inode number: the watch holds it
    open, so the new one is always new, and says it watches there now."""
    folder, text, watching = _watching_minimal(tmp_path)
    try:
        for round_ in range(3):
            shutil.rmtree(folder)
            folder.mkdir()
            (folder / "mine.yaml").write_text(_with_tracker(text).replace("Rage", f"Rage{round_}"), encoding="utf-8")
            said = watching.until("its folder was replaced")  # the new file may be built before or after
            if not any(line.startswith("wrote out/minimal/trackers.pdf") for line in said):
                assert watching.until("wrote")[-1].startswith("wrote out/minimal/trackers.pdf")
    finally:
        code, rest = watching.stop()
    assert code == 0 and "Traceback" not in rest


def test_a_folder_removed_under_the_watcher_is_said_once_and_not_built_as_a_first_time(tmp_path, monkeypatch):
    """The watcher may raise FileNotFoundError when its folder is removed (it did, under load, in a full test
    run): what was built before is kept, so the watch says its folder was replaced, and builds the file
    there because it changed, not as a first build that says nothing."""
    from printgen.app import watch as watching_module

    (tmp_path / "mine.yaml").write_text("x", encoding="utf-8")
    stop, calls, said = threading.Event(), [], []

    def watcher(*_args, **_kwargs):
        calls.append(len(calls))
        yield set()  # the watcher set up: the first build
        if len(calls) == 1:
            raise FileNotFoundError("the folder was removed under the watcher")
        stop.set()

    monkeypatch.setattr(watching_module, "watch", watcher)
    watching_module.watch_file(tmp_path / "mine.yaml", lambda: said.append("built"), stop,
                               moved=lambda: said.append("moved"))
    assert said == ["built", "moved"]
