"""The live proof, timed: `printgen proof FILE --serve` of an encounter file, saved N times; for each save,
the seconds until the open page's event stream hears the new build, and until the new page has been
fetched whole, as the open page fetches it then. Prints, on its last line, {"seconds": median wait from the
save to the new page fetched, ...} (the form processes.py reads a row's own measurement in), with the
event's wait, the build's own time (the "built in N ms" the page shows) and the page's size beside it.

    python benchmarks/proof_live.py ENCOUNTER_FILE [SAVES]

The file is copied into a folder of its own with an id of its own, served with the proof's default options
and setup seed 1, and each save rewrites the copy, as an editor does, with a new title: a change every face
prints, so nothing of the last build could serve the next. The wait includes the watch noticing the save
(printgen.app.watch: a quiet spell of QUIET_MS after the last write), the build, and the page's transfer over
the loopback; not the browser's own parsing and painting of it.
"""

from __future__ import annotations

import http.client
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
from watch_loop import retitled

PATIENCE = 60.0  # seconds a build may take before the run is given up
SERVING = re.compile(r"serving the proof of .* at http://127\.0\.0\.1:(\d+)/")


def port_of(process: subprocess.Popen) -> int:
    """The port the server prints it listens on (every later line is read and dropped, so that the server
    never waits on a full pipe)."""
    for line in process.stdout:
        if found := SERVING.search(line):
            threading.Thread(target=lambda: [None for _ in process.stdout], daemon=True).start()
            return int(found.group(1))
    raise SystemExit("the server printed no URL (has its output changed?)")


def built_events(port: int, events: queue.Queue) -> None:
    """In a thread: each "built" event of the page's stream, as (perf_counter when heard, the build)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=PATIENCE)
    connection.request("GET", "/events")
    name = ""
    for raw in connection.getresponse():
        line = raw.decode("utf-8").rstrip("\n")
        if line.startswith("event: "):
            name = line[len("event: "):]
        elif line.startswith("data: ") and name == "built":
            events.put((time.perf_counter(), json.loads(line[len("data: "):])))


def next_build(events: queue.Queue, after: int) -> tuple[float, dict]:
    """The first build numbered above ``after``: when it was heard, and what it said."""
    while True:
        try:
            heard, build = events.get(timeout=PATIENCE)
        except queue.Empty:
            raise SystemExit(f"no build in {PATIENCE:g} s") from None
        if build["generation"] > after:
            return heard, build


def fetched(port: int, title: str) -> tuple[float, int]:
    """The page fetched whole, as the open page fetches it: when its last byte came, and its size. It must
    be the save's own page, with its title."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=PATIENCE)
    connection.request("GET", "/")
    page = connection.getresponse().read()
    connection.close()
    if title.encode("utf-8") not in page:
        raise SystemExit(f"the page served after the save has no {title!r}")
    return time.perf_counter(), len(page)


def timed_saves(source: Path, folder: Path, saves: int) -> list[dict]:
    encounter_id = "proof-benchmark"
    text = source.read_text(encoding="utf-8").replace(f"id: {source.stem}", f"id: {encounter_id}", 1)
    copy = folder / f"{encounter_id}.yaml"
    copy.write_text(text, encoding="utf-8")
    server = subprocess.Popen(printgen("proof", str(copy), "--serve", "--seed", "1", "--out", str(folder / "out")),
                              env=ENV, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        port, events = port_of(server), queue.Queue()
        threading.Thread(target=built_events, args=(port, events), daemon=True).start()
        _, last = next_build(events, 0)  # the first build, which the server makes when it starts
        timings = []
        for number in range(saves):
            time.sleep(0.3)  # a pause between saves, as between a designer's edits
            copy.write_text(retitled(text, number), encoding="utf-8")
            saved = time.perf_counter()
            heard, last = next_build(events, last["generation"])
            done, size = fetched(port, f"Watched, Save {number + 1}")
            timings.append({"event": heard - saved, "page": done - saved, "build": last["ms"] / 1000, "bytes": size})
        return timings
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=PATIENCE)


def main() -> None:
    source = Path(sys.argv[1])
    saves = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    with tempfile.TemporaryDirectory(prefix="printgen-proof-live-") as folder:
        timings = timed_saves(source, Path(folder), saves)
    median = {key: statistics.median(timing[key] for timing in timings) for key in ("page", "event", "build")}
    print(json.dumps({"seconds": median["page"], "event": median["event"], "build": median["build"],
                      "page_mb": timings[-1]["bytes"] / 1e6, "pages": [timing["page"] for timing in timings]}))


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
