"""A change's cost in instructions: the same printgen command run under Valgrind's callgrind in two
checkouts, and the instructions each executed. On a shared machine CPU seconds move by a tenth from run
to run, more than most single changes save; the count of instructions a process executes moves by less
than one in a million, so a change of 1 % is seen in one run. It complements run.py's ratios, which
are what the goals are stated in: instructions are not seconds (an import reads and allocates more per
instruction than line breaking does), so compare counts only with counts.

    python benchmarks/instructions.py BEFORE_CHECKOUT AFTER_CHECKOUT [-- PRINTGEN ARGS ...]

Without arguments after ``--`` it counts `check` of the four, `kit incredible-hulk` and `setup
mutant-masterworks --count 30`: commands of one process (a `kit` of several forks its workers, and a
forked child's count starts from its parent's). Needs `valgrind` (Debian's package).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from processes import PYTHON

COMMANDS = [["check"], ["kit", "incredible-hulk", "--seed", "1", "--out", "{out}"],
            ["setup", "mutant-masterworks", "--count", "30", "--seed", "1", "--out", "{out}"]]
COLLECTED = re.compile(r"Collected : (\d+)")


def instructions(checkout: Path, args: list[str]) -> int:
    """The instructions `python -m printgen ARGS` executes with ``checkout`` first on the path."""
    env = {**os.environ, "PYTHONPATH": str(checkout), "PYTHONHASHSEED": "0"}
    with tempfile.TemporaryDirectory(prefix="printgen-instructions-") as out:
        command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", PYTHON, "-m", "printgen",
                   *(arg.format(out=out) for arg in args)]
        done = subprocess.run(command, env=env, cwd=out, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              text=True, check=False)
    found = COLLECTED.search(done.stderr)
    if found is None:
        raise SystemExit(f"callgrind counted nothing for {' '.join(args)}:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def main() -> None:
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    before, after = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
    given = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else None
    for checkout in (before, after):  # bytecode compiled beforehand, as pip does on install
        subprocess.run([PYTHON, "-m", "compileall", "-q", str(checkout / "printgen")], check=True)
    print("| command | before | after | after / before |\n|---|---|---|---|")
    for args in [given] if given else COMMANDS:
        counts = [instructions(checkout, args) for checkout in (before, after)]
        shown = " ".join(args).replace(" --out {out}", "")
        print(f"| `printgen {shown}` | {counts[0]:,} | {counts[1]:,} | {counts[1] / counts[0]:.4f} |")


if __name__ == "__main__":
    main()
