"""Benchmark: setup sheets, the equivalent of `printgen setup ENCOUNTER --count N`, against a
bare reportlab script that draws the same primitives on as many pages (see benchmarks_common),
in the same run. Also checks that the cost grows linearly with the count.

    python benchmarks/setup.py [--count 1000] [--encounter mutant-masterworks]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from tempfile import TemporaryDirectory

from benchmarks_common import counts, flatten, replay, report, timed
from printgen import registry
from printgen.build import PrintOptions, build_setup_sheets, paper_size, setups
from printgen.layout.setup import furnish, setup_page
from printgen.loader import game_constants, load_encounter


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--encounter", default="mutant-masterworks", choices=registry.bundled_ids())
    args = parser.parse_args()
    loaded = load_encounter(registry.bundled_path(args.encounter))
    pages = [flatten(furnish(setup_page(loaded.model, game_constants(), one, paper_size("letter"), "letter",
                                        args.encounter), "t", n, args.count).items)
             for n, one in enumerate(setups(loaded, "Normal", range(args.count)), start=1)]

    def ours(count: int):
        def run():
            with TemporaryDirectory() as out:
                build_setup_sheets(loaded, setups(loaded, "Normal", range(count)), PrintOptions(), Path(out),
                                   args.encounter)
        return run

    ours_result = timed(ours(args.count), 1, memory=False)
    bare_result = timed(lambda: replay(pages, paper_size("letter")), 1, memory=False)
    small = max(1, args.count // 10)
    ours_small = timed(ours(small), 1)  # memory traced on the smaller run (tracing is slow)
    total = counts(pages)
    report(f"setup sheets for {args.encounter}, --count {args.count}: per page "
           f"{total.get('text', 0) / args.count:.0f} text runs, "
           f"{(sum(total.values()) - total.get('text', 0)) / args.count:.0f} shapes and lines",
           args.count, 1, ("printgen setup", ours_result), ("bare reportlab, same items", bare_result))
    start = time.perf_counter()
    ours(args.count)()
    again = time.perf_counter() - start
    print(f"linearity: {small} pages {ours_small[0]:.2f} s, {args.count} pages {again:.2f} s "
          f"→ {again / ours_small[0] / (args.count / small):.2f} × the per-page cost of the smaller run; "
          f"Python heap peak for {small} pages: {ours_small[1]:.1f} MB")


if __name__ == "__main__":
    main()
