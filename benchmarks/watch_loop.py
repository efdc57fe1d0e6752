"""The designer's loop, timed: `printgen watch` of an encounter file, saved N times; for each save,
the wall seconds from the save to the new PDF in its place. Prints {"seconds": median} on its last
line, the form processes.py reads a row's own measurement in.

    python benchmarks/watch_loop.py ENCOUNTER_FILE OUT_DIR [SAVES]

The file is copied into a folder of its own with an id of its own (a bundled id is refused: its kit
would replace the bundled one's), watched with the kit's default options, and each save rewrites the
copy, as an editor does, with a new title: a change every page prints, so nothing of the last build
could serve the next. The time counts
what a designer waits for: the watcher noticing the save (watchfiles), the rebuild (load, check,
layout, drawing) and the file put in place; the watch's debounce waits only while writes go on.
"""

from __future__ import annotations

import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from processes import ENV, printgen

POLL = 0.002      # seconds between looks at the PDF
PATIENCE = 60.0   # seconds a build may take before the run is given up


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


def timed_saves(source: Path, folder: Path, out: Path, saves: int) -> list[float]:
    text = source.read_text(encoding="utf-8")
    encounter_id = "watch-benchmark"
    copy = folder / f"{encounter_id}.yaml"
    text = text.replace(f"id: {source.stem}", f"id: {encounter_id}", 1)
    copy.write_text(text, encoding="utf-8")
    pdf = out / encounter_id / "kit.pdf"
    watcher = subprocess.Popen(printgen("watch", str(copy), "--seed", "1", "--out", str(out)), env=ENV,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        replaced(pdf, None)  # the first build, which the watch makes when it starts
        seconds = []
        for number in range(saves):
            time.sleep(0.3)  # a pause between saves, as between a designer's edits
            before = pdf_identity(pdf)
            copy.write_text(retitled(text, number), encoding="utf-8")
            saved = time.perf_counter()
            seconds.append(replaced(pdf, before) - saved)
        return seconds
    finally:
        watcher.send_signal(signal.SIGINT)
        watcher.wait(timeout=PATIENCE)


def main() -> None:
    source, out = Path(sys.argv[1]), Path(sys.argv[2])
    saves = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    with tempfile.TemporaryDirectory(prefix="printgen-watch-") as folder:
        seconds = timed_saves(source, Path(folder), out, saves)
    print(json.dumps({"seconds": statistics.median(seconds), "each": seconds}))


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
