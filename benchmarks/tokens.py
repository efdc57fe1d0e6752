"""Benchmark: the token sheets of all four bundled encounters against a bare reportlab script
that draws the same circles, outlines and labels (see benchmarks_common), in the same run.

    python benchmarks/tokens.py [--repeat N]
"""

from __future__ import annotations

import argparse
from pathlib import Path
from tempfile import TemporaryDirectory

from benchmarks_common import counts, flatten, replay, report, timed
from printgen import registry
from printgen.build import PrintOptions, paper_size
from printgen.parts import build_tokens
from printgen.layout.tokens import token_sheets
from printgen.loader import load_encounter


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    loaded_all = [load_encounter(registry.bundled_path(i)) for i in registry.bundled_ids()]
    pages = [flatten(sheet.items) for loaded in loaded_all
             for sheet in token_sheets(loaded.model, paper_size("letter"), "long", 0, "t")]
    with TemporaryDirectory() as out:
        ours = timed(lambda: [build_tokens(one, PrintOptions(), Path(out)) for one in loaded_all], args.repeat)
    bare = timed(lambda: replay(pages, paper_size("letter")), args.repeat)
    total = counts(pages)
    report(f"token sheets of all four encounters: {len(pages)} pages, {total.get('circle', 0)} circles, "
           f"{total.get('text', 0)} labels", len(pages), args.repeat, ("printgen tokens", ours),
           ("bare reportlab, same items", bare))


if __name__ == "__main__":
    main()
