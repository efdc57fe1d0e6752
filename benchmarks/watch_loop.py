"""The designer's loop, timed: `printgen watch` of an encounter file, saved N times; for each save,
when the watch began its rebuild and when the new PDF was in its place. Prints, on its last line,
{"seconds": median wait from the save to the new PDF, ...} (the form processes.py reads a row's own
measurement in), with the medians of its two parts beside it.

    python benchmarks/watch_loop.py ENCOUNTER_FILE OUT_DIR [SAVES]

The file is copied into a folder of its own with an id of its own (a bundled id is refused: its kit
would replace the bundled one's), watched with the kit's default options, and each save rewrites the
copy, as an editor does, with a new title: a change every page prints, so nothing of the last build
could serve the next.

A save's wait has two parts, timed apart:
- noticing: from the save to the rebuild's start, which the watch marks by printing "[HH:MM:SS] <file>"
  (click flushes it at once). The watch takes a save as finished after 3 ms with no other write
  (printgen.app.watch.QUIET_MS, watchfiles' `step`), so that a save made of several writes is built once:
  a wait by design, the same for any file;
- the rebuild: from its start to the new PDF in place (written to a temporary file and renamed over the
  old one, so a new inode is a finished file): loading, checking, laying out, drawing and writing.
The row's ratio takes the whole wait, what a designer waits for (the target: from a save to
the new PDF in place); its parts are reported beside it.
"""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from processes import ENV, printgen

POLL = 0.002      # seconds between looks at the PDF
PATIENCE = 60.0   # seconds a build may take before the run is given up
STARTED = re.compile(r"^\[\d\d:\d\d:\d\d\] ")  # the line the watch prints as a rebuild begins


def pdf_identity(pdf: Path) -> tuple[int, int] | None:
    try:
        found = pdf.stat()
    except FileNotFoundError:
        return None
    return found.st_ino, found.st_mtime_ns


def replaced(pdf: Path, before: tuple[int, int] | None) -> float:
    """Wait until ``pdf`` is a different file from ``before``; the perf_counter when it was seen."""
    deadline = time.perf_counter() + PATIENCE
    while time.perf_counter() < deadline:
        if pdf_identity(pdf) not in (None, before):
            return time.perf_counter()
        time.sleep(POLL)
    raise SystemExit(f"{pdf} was not written within {PATIENCE:g} s")


def retitled(text: str, number: int) -> str:
    """The file with a title of the save's own."""
    lines = text.splitlines(keepends=True)
    index = next(i for i, line in enumerate(lines) if line.startswith("title:"))
    lines[index] = f'title: "Ultimate Encounter: Watched, Save {number + 1}"\n'
    return "".join(lines)


def rebuild_starts(stream, starts: queue.Queue) -> None:
    """In a thread: the perf_counter of each line that starts a rebuild, as it arrives (every line is
    read, so that the watch never waits on a full pipe)."""
    for line in stream:
        if STARTED.match(line):
            starts.put(time.perf_counter())


def started_after(starts: queue.Queue, saved: float) -> float:
    """The start of the first rebuild after the save (an earlier one is the last save's)."""
    while True:
        try:
            start = starts.get(timeout=PATIENCE)
        except queue.Empty:
            raise SystemExit("the watch printed no line starting a rebuild (has its output changed?)") from None
        if start >= saved:
            return start


def _ctrl_c_heard() -> None:
    """In the watch's process, before printgen starts: Ctrl-C (SIGINT) back to its default, so that Python
    turns it into KeyboardInterrupt. A benchmark started in the background of a script inherits SIGINT
    ignored (a shell does that to background jobs), and the watch would never hear the signal that stops it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def timed_saves(source: Path, folder: Path, out: Path, saves: int) -> list[tuple[float, float]]:
    """(noticing, rebuild) seconds of each save."""
    encounter_id = "watch-benchmark"
    text = source.read_text(encoding="utf-8").replace(f"id: {source.stem}", f"id: {encounter_id}", 1)
    copy, pdf = folder / f"{encounter_id}.yaml", out / encounter_id / "kit.pdf"
    copy.write_text(text, encoding="utf-8")
    last_run = pdf_identity(pdf)  # the kit of the run before, if OUT_DIR is shared: not this watch's first
    watcher = subprocess.Popen(printgen("watch", str(copy), "--seed", "1", "--out", str(out)), env=ENV,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               preexec_fn=_ctrl_c_heard)
    starts: queue.Queue = queue.Queue()
    threading.Thread(target=rebuild_starts, args=(watcher.stdout, starts), daemon=True).start()
    try:
        replaced(pdf, last_run)  # the first build, which the watch makes when it starts
        timings = []
        for number in range(saves):
            time.sleep(0.3)  # a pause between saves, as between a designer's edits
            before = pdf_identity(pdf)
            copy.write_text(retitled(text, number), encoding="utf-8")
            saved = time.perf_counter()
            done = replaced(pdf, before)
            start = started_after(starts, saved)
            timings.append((start - saved, done - start))
        return timings
    finally:
        watcher.send_signal(signal.SIGINT)
        watcher.wait(timeout=PATIENCE)


def main() -> None:
    source, out = Path(sys.argv[1]), Path(sys.argv[2])
    saves = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    with tempfile.TemporaryDirectory(prefix="printgen-watch-") as folder:
        timings = timed_saves(source, Path(folder), out, saves)
    noticing, rebuilds = [t[0] for t in timings], [t[1] for t in timings]
    print(json.dumps({"seconds": statistics.median(n + r for n, r in timings),
                      "rebuild": statistics.median(rebuilds), "noticing": statistics.median(noticing),
                      "rebuilds": rebuilds, "noticings": noticing}))


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
