"""Run one command and print its own resource usage as JSON: CPU seconds (user + system), wall
seconds, peak RSS in MB and exit code. The command's output goes to the log file.

    python benchmarks/launcher.py LOG COMMAND [ARG ...]

Why a process of its own: on Linux a child that Python starts with vfork inherits, at exec, its
parent's RSS high-water mark, so a command started by a harness that once held 500 MB reports
500 MB whatever it used itself. Started from this small process, the command's peak RSS is its
own (or this launcher's ~10 MB, below any Python process's own peak).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time


def usage_of(log: str, command: list[str]) -> dict:
    with open(log, "ab") as out:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)  # reaped here: Popen must not wait again
    return {"cpu": usage.ru_utime + usage.ru_stime, "wall": wall, "rss_mb": usage.ru_maxrss / 1024,
            "code": process.returncode}


if __name__ == "__main__":
    print(json.dumps(usage_of(sys.argv[1], sys.argv[2:])))
