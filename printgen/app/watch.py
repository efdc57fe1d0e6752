"""Rebuild on save: the homebrew designer's loop. Watches an encounter file and calls back after
each change, debounced; what a rebuild does (check, build, report) is the caller's.

It follows the file the user named, as a name: a symbolic link is followed to whatever it points at
now (retarget it, and the new target is watched and built), and a folder that is removed and made
again (a `git checkout`, `git stash`, a sync tool) is watched again where it now is, and the caller told
so: the folder watched is held open, so that its replacement is a new folder however it was made."""

from __future__ import annotations

import contextlib
import logging
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from watchfiles import watch

DEBOUNCE_MS = 400  # an editor's save is often several writes (truncate, write, rename): one rebuild
QUIET_MS = 3       # a save's writes come within a millisecond: this long without one ends the save
WAKE_MS = 250      # how often the watcher wakes with no change (to make the first build, to see a stop)

# watchfiles logs Ctrl-C as a warning; the command says "stopped watching" itself
logging.getLogger("watchfiles.main").setLevel(logging.ERROR)


@dataclass(frozen=True)
class Sighting:
    """Where the named file is now: the file it resolves to, which folder that is (the same path may
    be a new folder), and what the file is (a new save is a new inode, size or time)."""

    target: Path
    folder: tuple[int, int] | None
    file: tuple[int, int, int, int] | None

    @classmethod
    def of(cls, path: Path) -> Sighting:
        target = path.resolve()
        return cls(target, _identity(target.parent), _signature(target))

    def moved(self, before: Sighting) -> bool:
        """Whether the watch must start again: the name points elsewhere, or its folder was replaced."""
        return self.target != before.target or self.folder != before.folder


def _identity(folder: Path) -> tuple[int, int] | None:
    try:
        found = os.stat(folder)
    except OSError:
        return None
    return found.st_dev, found.st_ino


def _signature(file: Path) -> tuple[int, int, int, int] | None:
    try:
        found = os.stat(file)
    except OSError:
        return None
    return found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns


def watch_file(path: Path, rebuild: Callable[[], None], stop_event=None,
               moved: Callable[[], None] = lambda: None) -> None:
    """Call ``rebuild`` once the watch is set up, then after every change to ``path``, until Ctrl-C
    or ``stop_event``.

    The folder is watched, not the file: editors that save by writing a new file and renaming it
    over the old one would otherwise end the watch after the first save. The first build waits for
    the watcher's first (empty) yield, so that a save made while it runs is not missed. At every
    wake the name is looked at again: when it leads elsewhere, the watch starts again there, and
    the file is built if it differs from the one last built, after ``moved`` is told."""
    path = Path(os.path.abspath(path))  # the name as given, its links unresolved
    built: Sighting | None = None
    while not _stopped(stop_event):
        seen = _wait_for_folder(path, stop_event)
        if seen is None:
            return
        if built is not None:
            moved()
        with _held(seen.target.parent) as held:
            built, finished = _watch_folder(path, seen, built, rebuild, stop_event, held)
        if finished:
            return


def _watch_folder(path: Path, seen: Sighting, built: Sighting | None, rebuild, stop_event, held: int | None):
    """Watch the folder ``seen`` found until the name leads elsewhere; (what was last built, whether
    the watch is over: Ctrl-C or ``stop_event``). Once the watcher is set up, the file is compared with
    the one last built, so that nothing saved while it was being set up is missed; after that, events
    alone (debounced: a save half-written is not built)."""
    names = {seen.target, path}
    ready = False
    try:
        for changes in watch(seen.target.parent, watch_filter=lambda _change, changed: Path(changed) in names,
                             debounce=DEBOUNCE_MS, step=QUIET_MS, stop_event=stop_event, raise_interrupt=False,
                             recursive=False, yield_on_timeout=True, rust_timeout=WAKE_MS):
            now = Sighting.of(path)
            if changes or built is None or (not ready and now.file != built.file):
                rebuild()
                built = now
            ready = True
            if now.moved(seen) or _removed(held):
                return built, False
    except FileNotFoundError:  # the folder removed under the watcher, or before it was set up: find it again,
        return built, False    # knowing what was built here (a first build made here is not made again)
    return built, True


@contextmanager
def _held(folder: Path) -> Iterator[int | None]:
    """The watched folder held open while it is watched: its inode cannot be given to a folder made in
    its place (which the file system did, 5 times in 5, once the old one was removed), so a folder
    removed and made again is always a new folder; and a removed one is seen at once (no links left).
    None where folders cannot be opened (Windows, where an open folder cannot be removed anyway)."""
    held = None
    with contextlib.suppress(OSError, AttributeError):  # os.O_DIRECTORY is POSIX's
        held = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        yield held
    finally:
        if held is not None:
            os.close(held)


def _removed(held: int | None) -> bool:
    try:
        return held is not None and os.fstat(held).st_nlink == 0
    except OSError:
        return True


def _wait_for_folder(path: Path, stop_event) -> Sighting | None:
    """Where the name leads once its folder is there (it may be being replaced); None on a stop."""
    while True:
        seen = Sighting.of(path)
        if seen.folder is not None:
            return seen
        if _stopped(stop_event):
            return None
        time.sleep(WAKE_MS / 1000)


def _stopped(stop_event) -> bool:
    return stop_event is not None and stop_event.is_set()
