"""Every benchmark of issue 19 in one table: printgen's whole process against its floor's whole
process, run alternately (printgen, floor, printgen, floor …), CPU seconds (user + system) and
peak RSS of each from the kernel (wait4), min / median / max, the ratio of the medians, the goal.

Floors: `python -c 'import click'` for --version and --help; importing reportlab's canvas for
check (and for check's start-up alone, a row with no goal that shows where check's ratio goes);
a bare reportlab canvas replaying the drawing operations of printgen's own PDFs for kit and setup
(its output is checked against printgen's before timing); PDFium + Pillow rendering the same PDF
for preview; for linearity, check of the same encounter at a tenth of the size; for watch, the same
replay drawn in a process that has drawn it once, against the rebuild after a save (both timed by
the commands themselves, in wall seconds: a loop, not a whole process).

    .venv/bin/python benchmarks/run.py                  # the README's table (several minutes)
    .venv/bin/python benchmarks/run.py --only kit,setup --runs 7
    .venv/bin/python benchmarks/run.py --quick          # smoke run: one pair each, small counts

The table goes to standard output, progress to standard error.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import tempfile
import time
import traceback
from importlib.metadata import version
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parent.parent))  # this checkout's printgen, as the children use

from floors import Unfaithful  # noqa: E402 (after the path is set)
from processes import ROOT, CommandFailed, Summary, alternate, compile_bytecode, measure  # noqa: E402
from proof_rows import PROOF_ROWS  # noqa: E402
from quick_rows import QUICK_ROWS  # noqa: E402
from rows import ROWS, Config  # noqa: E402
from table import Result, gates_crossed, table  # noqa: E402

ROWS.update(PROOF_ROWS)
ROWS.update(QUICK_ROWS)


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="pairs of runs per row (default 5)")
    parser.add_argument("--only", default=",".join(ROWS), help=f"rows to run, comma-separated: {','.join(ROWS)}")
    parser.add_argument("--quick", action="store_true", help="one pair per row, 30 and 100 setup sheets")
    parser.add_argument("--saves", type=int, default=5, help="saves timed in each run of the watch row (default 5)")
    parser.add_argument("--linear-base", type=float, default=1.0,
                        help="size of the linearity row's smaller file, in bundled files (default 1)")
    args = parser.parse_args()
    unknown = set(args.only.split(",")) - set(ROWS)
    if unknown:
        parser.error(f"unknown rows {sorted(unknown)}; choose from {','.join(ROWS)}")
    return args


def config_of(args: argparse.Namespace) -> Config:
    if args.quick:
        return Config(runs=1, setup_count=30, memory_count=100, linear_base=args.linear_base,
                      saves=max(1, args.saves))
    return Config(runs=max(1, args.runs), linear_base=args.linear_base, saves=max(1, args.saves))


def benchmark(key: str, work: Path, config: Config) -> Result:
    """One row: set up, warm both commands once, then the alternating runs."""
    started = time.perf_counter()
    say(f"{key}: setting up", started)
    try:
        row = ROWS[key](work, config)
        if not row.warmed:
            measure(row.printgen, row.ok_codes)
            measure(row.floor, row.ok_codes)
        say(f"{key}: {config.runs} alternating pairs", started)
        ours, floor = alternate(row.printgen, row.floor, config.runs, row.ok_codes)
    except (CommandFailed, Unfaithful) as failure:
        say(f"{key}: {failure}", started)
        return Result(key, error=str(failure).splitlines()[0])
    except Exception as failure:  # a bug of the harness in one row: the other rows still run
        say(f"{key}:\n{traceback.format_exc()}", started)
        return Result(key, error=f"{type(failure).__name__}: {failure}")
    say(f"{key}: done", started)
    return Result(key, row, Summary.of(ours, row.metric), Summary.of(floor, row.metric))


def say(message: str, since: float) -> None:
    """Progress on standard error, with the seconds since the row started."""
    print(f"[{time.perf_counter() - since:6.1f} s] {message}", file=sys.stderr, flush=True)


def commit() -> str:
    """The commit measured, and whether tracked files differ from it (read-only: no optional
    locks, so git does not refresh the index file)."""
    git = {"cwd": ROOT, "capture_output": True, "text": True, "env": {**os.environ, "GIT_OPTIONAL_LOCKS": "0"}}
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], **git).stdout.strip() or "unknown"
    changed = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], **git).stdout.strip()
    return f"{head}{' with uncommitted changes' if changed else ''}"


def conditions(config: Config, load_before: float) -> str:
    return (f"Whole processes, {config.runs} alternating pair(s) per row; CPU seconds = user + system from "
            f"wait4 (for the watch row, wall seconds its commands time themselves); ratio = ratio of medians (of "
            f"peak RSS for the memory rows). Python "
            f"{platform.python_version()}, reportlab {version('reportlab')}, {os.cpu_count()} cores, load "
            f"average {load_before:.2f} before and {os.getloadavg()[0]:.2f} after; commit {commit()}.")


def main() -> int:
    args = arguments()
    config, load_before = config_of(args), os.getloadavg()[0]
    compile_bytecode()
    with tempfile.TemporaryDirectory(prefix="printgen-bench-") as folder:
        results = [benchmark(key, Path(folder), config) for key in args.only.split(",")]
    print(table(results))
    print(f"\n{conditions(config, load_before)}\n")
    for result in results:
        if result.row and result.row.note:
            print(f"- {result.row.note}")
    crossed = gates_crossed(results)
    if crossed:
        print(f"\ngates crossed: {', '.join(crossed)}", file=sys.stderr)
    return 1 if any(result.error for result in results) or crossed else 0


if __name__ == "__main__":
    sys.exit(main())
