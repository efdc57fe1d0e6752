"""The floor of the designer's loop: drawing a part's operations in a process that has already
drawn them once (reportlab imported, the fonts parsed), as a watch's process has. Prints
{"seconds": median} of N replays on its last line.

    python benchmarks/replay_warm.py OPS_FILE [REPLAYS]
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from replay_floor import replay


def main() -> None:
    ops = Path(sys.argv[1])
    replays = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    seconds = []
    with tempfile.TemporaryDirectory(prefix="printgen-replay-") as folder:
        out = Path(folder) / "replay.pdf"
        replay(ops, out)  # warm: imported, fonts registered and parsed
        for _ in range(replays):
            started = time.perf_counter()
            replay(ops, out)
            seconds.append(time.perf_counter() - started)
    print(json.dumps({"seconds": statistics.median(seconds), "each": seconds}))


if __name__ == "__main__":
    main()
