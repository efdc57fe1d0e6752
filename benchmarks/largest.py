"""The largest encounter the limits allow, through `check` and every build: wall time and peak
memory of each whole process. Run on demand; the README states what it measured.

The file is the `printgen new` scaffold grown to every limit of printgen/limits.py at once
(track spaces, spots, tokens, placements, terrain, cards) with rules text up to the 2 MB
file limit, so that it still passes `check`.

    .venv/bin/python benchmarks/largest.py
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

from printgen import limits
from printgen.yaml_source import MAX_FILE_BYTES

WORDS = ("the Crisis Team moves each character within range of the Cosmic Threat gains power when an "
         "attack is resolved and every token placed on the battlefield counts toward victory points").split()


def scaffold(folder: Path) -> dict:
    subprocess.run([sys.executable, "-m", "printgen", "new", "largest"], cwd=folder, check=True,
                   capture_output=True)
    return yaml.safe_load((folder / "largest.yaml").read_text())


def grow(data: dict) -> dict:
    """Every limit reached; the rules fill what is left of the file limit."""
    tracker = data["trackers"][0]
    tracks = [c for c in tracker["components"] if c["type"] == "track"]
    used = sum(c["to"] - c["from"] + 1 for c in tracks)
    tracks[0]["to"] += limits.TRACK_SPACES - used
    plain = [t for t in data["tokens"] if not t.get("randomizer") and not t.get("numbered")]
    plain[0]["count"] += limits.TOKENS - sum(t["count"] for t in data["tokens"])
    spots = sum(c["count"] for c in tracker["components"] if c["type"] == "spots")
    tracker["components"].append({"type": "spots", "id": "filler-spots", "label": "Filler",
                                  "count": limits.SPOTS - spots, "token": plain[0]["id"]})
    data["setup_map"]["terrain"] = {"text": "Dense.", "min_pieces": 30}
    tip = next(card for card in data["cards"] if card["kind"] == "tip")
    data["cards"] += [dict(tip, id=f"tip-{n}", front=[{"rule": "surge"}], back=[{"rule": "ending"}])
                      for n in range(limits.CARDS - len(data["cards"]))]
    return data


def fill_rules(data: dict, path: Path) -> None:
    """Rules added until the file is just under the size limit (one rule's size measured, the
    count computed, then trimmed: dumping the whole file once per rule would take hours)."""
    paragraph = " ".join(WORDS[i % len(WORDS)] for i in range(200)) + "."
    data.setdefault("checks", {})["silence"] = [
        {"code": code, "reason": "filler text"} for code in ("text.divergent-copy", "text.repeated-word",
                                                              "ref.unused-token")]
    budget = MAX_FILE_BYTES * 0.98 - len(dump(data).encode())
    rule_bytes = len(dump([filler(10_000, paragraph)]).encode())
    data["rules"] += [filler(n, paragraph) for n in range(int(budget // rule_bytes))]
    while len(dump(data).encode()) > MAX_FILE_BYTES * 0.98:
        data["rules"].pop()
    path.write_text(dump(data))


def filler(n: int, paragraph: str) -> dict:
    return {"id": f"filler-{n}", "title": f"Filler {n}", "text": paragraph}


def dump(data) -> str:
    return yaml.safe_dump(data, sort_keys=False, width=10_000)


def measure(args: list[str]) -> tuple[float, float, int]:
    """Wall seconds, peak RSS in MB and exit code of one whole process (its own rusage, from wait4)."""
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "printgen", *args], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        print(output[-1500:], file=sys.stderr)
    return elapsed, usage.ru_maxrss / 1024, code


def main() -> None:
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        path = folder / "largest.yaml"
        fill_rules(grow(scaffold(folder)), path)
        print(f"{path.stat().st_size / 1e6:.2f} MB file")
        out = str(folder / "out")
        runs = [["check", str(path)]] + [[part, str(path), "--out", out] for part in
                                         ("cards", "tokens", "trackers", "setup", "kit")]
        runs.append(["preview", str(path), "--part", "tokens", "--dpi", "40", "--out", out])
        print("| command | exit | wall | peak RSS |\n|---|---|---|---|")
        codes = []
        for args in runs:
            elapsed, peak, code = measure(args + (["--seed", "1"] if args[0] in ("setup", "kit") else []))
            print(f"| `{args[0]}` | {code} | {elapsed:.1f} s | {peak:.0f} MB |")
            codes.append(code)
        if any(codes):
            sys.exit("a command failed: the file is meant to pass check and build")


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
