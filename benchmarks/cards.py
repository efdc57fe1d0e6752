"""Benchmark: the cards of all four bundled encounters against a bare reportlab script that
draws the same primitives (see benchmarks_common), in the same run.

    python benchmarks/cards.py [--repeat N]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from tempfile import TemporaryDirectory

from benchmarks_common import counts, flatten, replay, report, timed
from printgen import registry
from printgen.build import PrintOptions, paper_size, short_title
from printgen.layout.card_deck import card_layouts
from printgen.parts import build_cards
from printgen.layout.sheet import Piece, impose
from printgen.loader import load_encounter

BLEED = 3 * 72 / 25.4


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    start = time.perf_counter()
    loaded_all = [load_encounter(registry.bundled_path(i)) for i in registry.bundled_ids()]
    load_seconds = time.perf_counter() - start
    pages = []
    for loaded in loaded_all:
        pieces = [Piece(c.card.id, c.width, c.height, c.front.items, c.back.items)
                  for c in card_layouts(loaded, BLEED)]
        for sheet in impose(pieces, paper_size("letter"), "long", BLEED, short_title(loaded.model.title), "cards"):
            pages.append(flatten(sheet.items))
    with TemporaryDirectory() as out:
        ours = timed(lambda: [build_cards(one, PrintOptions(), Path(out)) for one in loaded_all], args.repeat)
    bare = timed(lambda: replay(pages, paper_size("letter")), args.repeat)
    total = counts(pages)
    report(f"cards of all four encounters: {len(pages)} pages, {total.get('text', 0)} text runs, "
           f"{sum(total.values()) - total.get('text', 0)} shapes (loading the four took {load_seconds:.3f} s)",
           len(pages), args.repeat, ("printgen cards", ours), ("bare reportlab, same items", bare))


if __name__ == "__main__":
    main()
