"""The rows of the commands a person waits on at the prompt (issue 50): `list`, `show`, `--help` and
`--version`, each within 0.25 s of wall time, measured by quick.py against a command that reports the
target itself, so that the ratio reads as a share of it. Registered in run.py beside rows.py's."""

from __future__ import annotations

import json
from pathlib import Path

from processes import python, script
from rows import Config, Row

TARGET_S = 0.25
QUICK = {"list": ["list"], "show": ["show", "incredible-hulk"], "help-wait": ["--help"], "version-wait": ["--version"]}


def quick_row(args: list[str]):
    def row(work: Path, config: Config) -> Row:
        target = python("-c", f"print({json.dumps(json.dumps({'seconds': TARGET_S}))})")
        return Row(f"`printgen {' '.join(args)}`, waited (median of 5 runs) vs {TARGET_S:g} s",
                   script("quick.py", "5", *args), target, 1.0, metric="latency")
    return row


QUICK_ROWS = {key: quick_row(args) for key, args in QUICK.items()}
