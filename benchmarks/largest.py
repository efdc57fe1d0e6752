"""The largest encounter the limits allow, through `check` and every build: wall time, CPU
seconds and peak memory of each whole process (measured as run.py measures them, see
processes.py). Run on demand; the README states what it measured.

The file is the `printgen new` scaffold grown to every limit of printgen/limits.py at once
(track spaces, spots, tokens, placements, terrain, cards) with rules text up to the 2 MB
file limit, so that it still passes `check`.

    .venv/bin/python benchmarks/largest.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

sys.path.insert(1, str(Path(__file__).resolve().parent.parent))  # this checkout's printgen, as the children use

from generated import dump  # noqa: E402 (after the path is set)
from processes import ENV, CommandFailed, Sample, measure, printgen  # noqa: E402

from printgen import limits  # noqa: E402
from printgen.load.yaml_source import MAX_FILE_BYTES  # noqa: E402

WORDS = ("the Crisis Team moves each character within range of the Cosmic Threat gains power when an "
         "attack is resolved and every token placed on the battlefield counts toward victory points").split()


def scaffold(folder: Path) -> dict:
    subprocess.run(printgen("new", "largest"), cwd=folder, env=ENV, check=True, capture_output=True)
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


def run(args: list[str]) -> Sample:
    """One whole process, measured through the shared launcher: this process has just held the
    whole 2 MB file in memory, and a child started directly would report that peak as its own."""
    try:
        return measure(printgen(*args))
    except CommandFailed as failure:
        print(failure, file=sys.stderr)
        return failure.sample


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
        print("| command | exit | wall | CPU | peak RSS |\n|---|---|---|---|---|")
        codes = []
        for args in runs:
            sample = run(args + (["--seed", "1"] if args[0] in ("setup", "kit") else []))
            print(f"| `{args[0]}` | {sample.code} | {sample.wall:.1f} s | {sample.cpu:.1f} s | "
                  f"{sample.rss_mb:.0f} MB |")
            codes.append(sample.code)
        if any(codes):
            sys.exit("a command failed: the file is meant to pass check and build")


if __name__ == "__main__":
    main()  # the children get PYTHONHASHSEED=0 from processes.ENV
