"""A quick command, timed as a person waits for it: `printgen ARGS…` run N times, each a whole process with
its bytecode kept as a user's install has it, wall seconds from start to end. Prints, on its last line,
{"seconds": the median} (the form processes.py reads a row's own measurement in).

    python benchmarks/quick.py RUNS ARGS...
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

from processes import ENV, printgen


def waits(args: list[str], runs: int) -> list[float]:
    found = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(printgen(*args), env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        found.append(time.perf_counter() - start)
    return found


if __name__ == "__main__":
    print(json.dumps({"seconds": statistics.median(waits(sys.argv[2:], int(sys.argv[1])))}))
