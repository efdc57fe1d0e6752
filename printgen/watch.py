"""Rebuild on save: the homebrew designer's loop. Watches an encounter file and calls back after
each change, debounced; what a rebuild does (check, build, report) is the caller's."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from watchfiles import watch

DEBOUNCE_MS = 400  # an editor's save is often several writes (truncate, write, rename): one rebuild
WAKE_MS = 250      # how often the watcher wakes with no change (to make the first build, to see a stop)

# watchfiles logs Ctrl-C as a warning; the command says "stopped watching" itself
logging.getLogger("watchfiles.main").setLevel(logging.ERROR)


def watch_file(path: Path, rebuild: Callable[[], None], stop_event=None) -> None:
    """Call ``rebuild`` once the watch is set up, then after every change to ``path``, until Ctrl-C
    or ``stop_event``.

    The folder is watched, not the file: editors that save by writing a new file and renaming it
    over the old one would otherwise end the watch after the first save. The first build waits for
    the watcher's first (empty) yield, so that a save made while it runs is not missed."""
    target = path.resolve()
    built = False
    for changes in watch(target.parent, watch_filter=lambda _change, changed: Path(changed) == target,
                         debounce=DEBOUNCE_MS, stop_event=stop_event, raise_interrupt=False, recursive=False,
                         yield_on_timeout=True, rust_timeout=WAKE_MS):
        if changes or not built:
            rebuild()
            built = True
