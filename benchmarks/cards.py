"""Benchmark: the cards of all four bundled encounters against bare reportlab.

The baseline draws, with reportlab's canvas alone and the same embedded fonts, as
many pages, text runs and filled boxes as printgen's card PDFs contain; no layout,
no fitting. The ratio is what printgen's layout, fitting and imposition cost on top.

    python benchmarks/cards.py [--repeat N]
"""

from __future__ import annotations

import argparse
import io
import time
from pathlib import Path
from tempfile import TemporaryDirectory

from reportlab.pdfgen import canvas as rl_canvas

from benchmarks_common import count_items, report, timed
from printgen import registry
from printgen.build import PrintOptions, build_cards, card_layouts, paper_size, short_title
from printgen.layout.sheet import Piece, impose
from printgen.loader import load_encounter
from printgen.typography import font_name, register_fonts


def printgen_run(loaded_all, out: Path) -> None:
    for loaded in loaded_all:
        build_cards(loaded, PrintOptions(), out)


def baseline_run(pages: int, texts: int, boxes: int) -> bytes:
    register_fonts()
    buffer = io.BytesIO()
    canvas = rl_canvas.Canvas(buffer, pagesize=paper_size("letter"), invariant=1, pageCompression=1,
                              initialFontName=font_name("text"))
    per_page_texts, per_page_boxes = texts // pages + 1, boxes // pages + 1
    for _ in range(pages):
        for i in range(per_page_boxes):
            canvas.setFillColorRGB(0.9, 0.9, 0.95)
            canvas.rect(40 + (i % 10) * 50, 40 + (i // 10 % 14) * 50, 45, 45, fill=1, stroke=0)
        canvas.setFillColorRGB(0, 0, 0)
        for i in range(per_page_texts):
            canvas.setFont(font_name("bold" if i % 7 == 0 else "text"), 8)
            canvas.drawString(40 + (i % 3) * 180, 40 + (i // 3 % 60) * 11, "The Crisis Team takes a turn, during")
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    start = time.perf_counter()
    loaded_all = [load_encounter(registry.bundled_path(i)) for i in registry.bundled_ids()]
    load_seconds = time.perf_counter() - start

    pages = texts = boxes = 0
    for loaded in loaded_all:
        layouts = card_layouts(loaded, 3 * 72 / 25.4)
        pieces = [Piece(c.card.id, c.width, c.height, c.front.items, c.back.items) for c in layouts]
        sheets = impose(pieces, paper_size("letter"), "long", 3 * 72 / 25.4, short_title(loaded.model.title), "c")
        pages += len(sheets)
        for sheet in sheets:
            counted = count_items(sheet.items)
            texts, boxes = texts + counted["texts"], boxes + counted["shapes"]

    with TemporaryDirectory() as out:
        ours = timed(lambda: printgen_run(loaded_all, Path(out)), args.repeat)
    bare = timed(lambda: baseline_run(pages, texts, boxes), args.repeat)
    report(f"cards of all four encounters: {pages} pages, {texts} text runs, {boxes} shapes "
           f"(loading the four took {load_seconds:.3f} s)", pages, args.repeat,
           ("printgen cards", ours), ("bare reportlab, same items", bare))


if __name__ == "__main__":
    main()
