"""Benchmark: `printgen check` of all bundled encounters from a cold start (a new process each
time, as a designer runs it), against the target of one second.

    python benchmarks/check.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    runs = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "printgen", "check"], check=True, capture_output=True)
        runs.append(time.perf_counter() - start)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    python = time.perf_counter() - start
    print(f"printgen check, all four bundled encounters, cold start: median {statistics.median(runs):.2f} s "
          f"(best {min(runs):.2f} s, of which starting Python itself {python:.2f} s); target < 1 s")


if __name__ == "__main__":
    main()
