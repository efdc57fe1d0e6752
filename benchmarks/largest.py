"""The largest encounter the limits allow, through `check` and every build: wall time, CPU
seconds and peak memory of each whole process (measured as run.py measures them, see
processes.py). Run on demand; the README states what it measured.

The file is the `printgen new` scaffold grown to every limit of printgen/core/limits.py at once
(track spaces, spots, tokens, placements, terrain, cards), one placement held by 1,000 distinct
constraints, and rules text up to the 2 MB file limit, so that it still passes `check`. Every command
runs on it: reading (`show`, `odds`), `check`, each part, the kit, a series of 300 setups, previews,
the proof, the proof against the file as last printed, and the Tabletop Simulator export.

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

from printgen.core import limits  # noqa: E402
from printgen.load.yaml_read import MAX_FILE_BYTES  # noqa: E402

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
    data["setup_map"]["random"][0]["constraints"] += many_constraints(CONSTRAINTS)
    tip = next(card for card in data["cards"] if card["kind"] == "tip")
    data["cards"] += [dict(tip, id=f"tip-{n}", front=[{"rule": "surge"}], back=[{"rule": "ending"}])
                      for n in range(limits.CARDS - len(data["cards"]))]
    return data


CONSTRAINTS = 1000
"""Placement constraints on one placement, each distinct, all to be met: the search and check must not
grow with their square."""


def many_constraints(count: int) -> list[dict]:
    """``count`` distinct constraints the scaffold's power cores can all meet (each a hair looser than
    the one it follows, so none is a copy of another)."""
    shapes = [lambda d: {"from": "edge", "min": f"{4 - d:.3f}in"},
              lambda d: {"from": "same", "min": f"{8 - d:.3f}in"},
              lambda d: {"from": "center", "max": f"{16 + d:.3f}in"}]
    return [shapes[n % 3](0.001 * (n // 3 + 1)) for n in range(count)]


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


def _shown(args: list[str]) -> list[str]:
    """The command as the table names it: its options, not the temporary paths."""
    return [arg for arg in args if not arg.startswith("/") and arg != "--out"]


def main() -> None:
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        path = folder / "largest.yaml"
        fill_rules(grow(scaffold(folder)), path)
        print(f"{path.stat().st_size / 1e6:.2f} MB file")
        out = str(folder / "out")
        older = folder / "older.yaml"  # the file as last printed: one rule's words differ
        older.write_text(path.read_text().replace("Filler 7\n", "Filler seven\n", 1))
        runs = [["check", str(path)], ["show", str(path)], ["odds", str(path)]]
        runs += [[part, str(path), "--out", out] for part in ("cards", "tokens", "trackers", "setup", "kit")]
        runs += [["setup", str(path), "--count", "300", "--out", out],
                 ["preview", str(path), "--part", "tokens", "--dpi", "40", "--out", out],
                 ["preview", str(path), "--dpi", "40", "--out", out],
                 ["proof", str(path), "--out", out], ["proof", str(path), "--against", str(older), "--out", out],
                 ["tts", str(path), "--out", out]]
        print("| command | exit | wall | CPU | peak RSS |\n|---|---|---|---|---|")
        codes = []
        for args in runs:
            sample = run(args + (["--seed", "1"] if args[0] in ("setup", "kit") else []))
            print(f"| `{' '.join(_shown(args))}` | {sample.code} | {sample.wall:.1f} s | {sample.cpu:.1f} s | "
                  f"{sample.rss_mb:.0f} MB |")
            codes.append(sample.code)
        if any(codes):
            sys.exit("a command failed: the file is meant to pass check and build")


if __name__ == "__main__":
    main()  # the children get PYTHONHASHSEED=0 from processes.ENV
