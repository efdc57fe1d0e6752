"""What the benchmarks share: whole processes measured one at a time (CPU seconds and peak RSS
from the kernel's own accounting), two commands run alternately, and their summaries.

Every command runs with the same environment: this checkout's printgen first on the path (so the
benchmarks measure the tree they sit in) and a fixed hash seed (so runs are repeatable).
"""

from __future__ import annotations

import compileall
import json
import os
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent
ROOT = BENCHMARKS.parent
PYTHON = sys.executable
ENV = {**os.environ, "PYTHONHASHSEED": "0",
       "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}


def compile_bytecode() -> None:
    """Compile this checkout's printgen to bytecode, as pip does when it installs the wheel. The
    floors' libraries load from the bytecode pip wrote; without this, a shell that sets
    PYTHONDONTWRITEBYTECODE would have printgen compile its own sources again in every run."""
    compileall.compile_dir(str(ROOT / "printgen"), quiet=1)


def printgen(*args: str) -> list[str]:
    """printgen's command line: `python -m printgen` runs the same main as the `printgen` script."""
    return [PYTHON, "-m", "printgen", *args]


def python(*args: str) -> list[str]:
    return [PYTHON, *args]


def script(name: str, *args: str) -> list[str]:
    """A script of this folder, run by the same interpreter as printgen."""
    return [PYTHON, str(BENCHMARKS / name), *args]


@dataclass(frozen=True)
class Sample:
    cpu: float
    wall: float
    rss_mb: float
    code: int
    report: dict | None = None  # what a command that times itself printed on its last line, as JSON

    @property
    def reported(self) -> float | None:
        """The seconds the command measured itself ({"seconds": …} in its report), if it did."""
        return None if self.report is None else float(self.report["seconds"])


class CommandFailed(RuntimeError):
    def __init__(self, message: str, sample: Sample):
        super().__init__(message)
        self.sample = sample


def measure(command: list[str], ok_codes: tuple[int, ...] = (0,)) -> Sample:
    """One whole process, measured by the launcher (see launcher.py for why not by this process)."""
    with tempfile.NamedTemporaryFile(suffix=".log") as log:
        done = subprocess.run(script("launcher.py", log.name, *command), env=ENV, cwd=ROOT, capture_output=True,
                              text=True, check=True)
        sample = Sample(**json.loads(done.stdout))
        output = Path(log.name).read_text(errors="replace")
        if sample.code not in ok_codes:
            raise CommandFailed(f"exit {sample.code}: {' '.join(command)}\n{output[-2000:]}", sample)
    return replace(sample, report=_report(output))


def _report(output: str) -> dict | None:
    """The {"seconds": …, …} a command that times itself printed on its last line, if it did."""
    last = output.strip().splitlines()[-1:] or [""]
    try:
        found = json.loads(last[0])
    except ValueError:
        return None
    return found if isinstance(found, dict) and "seconds" in found else None


def alternate(first: list[str], second: list[str], runs: int,
              ok_codes: tuple[int, ...] = (0,)) -> tuple[list[Sample], list[Sample]]:
    """first, second, first, second …: load that comes and goes hits both alike."""
    ours, theirs = [], []
    for _ in range(runs):
        ours.append(measure(first, ok_codes))
        theirs.append(measure(second, ok_codes))
    return ours, theirs


@dataclass(frozen=True)
class Summary:
    low: float
    median: float
    high: float
    peak_rss_mb: float

    @classmethod
    def of(cls, samples: list[Sample], metric: str = "cpu") -> Summary:
        """CPU seconds of each run, its wall seconds (metric "wall": what a person waits), or (metric "latency")
        the seconds each run measured itself."""
        values = [s.reported if metric == "latency" and s.reported is not None else s.wall if metric == "wall"
                  else s.cpu for s in samples]
        return cls(min(values), statistics.median(values), max(values), max(s.rss_mb for s in samples))
