"""All benchmarks in one table: kits for all four encounters from a cold start, setup sheets per
second, and `printgen check` from a cold start — each beside a bare reportlab baseline that draws
the same primitives in the same run, with the ratio and the peak memory (max RSS) of each process.

    python benchmarks/all.py
"""

from __future__ import annotations

import pickle
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
MEASURE = """
import resource, sys, time
start = time.perf_counter()
{body}
seconds = time.perf_counter() - start
print({{"seconds": seconds, "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}})
"""


def run(body: str, repeat: int = 3) -> dict:
    """A fresh Python process runs ``body``; median seconds (imports included) and peak RSS."""
    results = []
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-c", MEASURE.format(body=body)], capture_output=True, text=True,
                              cwd=HERE, check=True)
        wall = time.perf_counter() - start
        measured = eval(done.stdout.strip().splitlines()[-1])  # our own dict literal
        results.append({"wall": wall, **measured})
    return {"wall": statistics.median(r["wall"] for r in results),
            "rss_mb": max(r["rss_mb"] for r in results)}


def main() -> None:
    sys.path.insert(0, str(HERE))
    from benchmarks_common import flatten
    from printgen import registry
    from printgen.build import PrintOptions, paper_size
    from printgen.parts import kit_pages
    from printgen.loader import load_encounter

    work = Path(tempfile.mkdtemp())
    kit_pages_all = [flatten(page.items) for i in registry.bundled_ids()
                     for page in kit_pages(load_encounter(registry.bundled_path(i)), PrintOptions(), 1)]
    (work / "kit.pickle").write_bytes(pickle.dumps(kit_pages_all))
    size = paper_size("letter")
    kit = run(f"from printgen.cli import main\nmain(['kit', '--out', {str(work / 'out')!r}, '--seed', '1'], "
              f"standalone_mode=False)")
    kit_bare = run(f"import pickle\nfrom benchmarks_common import replay\n"
                   f"replay(pickle.load(open({str(work / 'kit.pickle')!r}, 'rb')), {size!r})")
    count = 300
    setup_pages = []
    from printgen.build import setups
    from printgen.layout.setup import furnish, setup_page
    from printgen.loader import game_constants
    loaded = load_encounter(registry.bundled_path("mutant-masterworks"))
    for n, one in enumerate(setups(loaded, "Normal", range(count)), start=1):
        setup_pages.append(flatten(furnish(setup_page(loaded.model, game_constants(), one, size, "letter",
                                                      "mutant-masterworks"), "t", n, count).items))
    (work / "setup.pickle").write_bytes(pickle.dumps(setup_pages))
    setup = run(f"from printgen.cli import main\nmain(['setup', 'mutant-masterworks', '--seed', '0', '--count', "
                f"'{count}', '--out', {str(work / 'out')!r}], standalone_mode=False)", repeat=1)
    setup_bare = run(f"import pickle\nfrom benchmarks_common import replay\n"
                     f"replay(pickle.load(open({str(work / 'setup.pickle')!r}, 'rb')), {size!r})", repeat=1)
    check = run("from printgen.cli import main\ntry:\n    main(['check'], standalone_mode=False)\n"
                "except SystemExit:\n    pass")
    rows = [
        ("kit, all four encounters, cold start", f"{len(kit_pages_all)} pages", kit, kit_bare, "well under 2 s"),
        (f"setup sheets (--count {count})", f"{count / setup['wall']:.0f} pages/s", setup, setup_bare,
         "within 3× bare reportlab"),
        ("check, all four encounters, cold start", "", check, None, "under 1 s"),
    ]
    print(f"{'benchmark':40} {'':>13} {'printgen':>9} {'bare':>9} {'ratio':>6} {'peak MB':>8}  target")
    for name, note, ours, bare, target in rows:
        bare_text = f"{bare['wall']:8.2f}s" if bare else f"{'—':>9}"
        ratio = f"{ours['wall'] / bare['wall']:6.2f}" if bare else f"{'—':>6}"
        print(f"{name:40} {note:>13} {ours['wall']:8.2f}s {bare_text} {ratio} {ours['rss_mb']:8.0f}  {target}")
    print("(times are whole processes, imports included; the bare baseline replays exactly the same primitives)")


if __name__ == "__main__":
    main()
