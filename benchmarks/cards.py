"""Benchmark: the cards of all four bundled encounters against bare reportlab.

The baseline draws, with reportlab's canvas alone and the same embedded fonts, as
many pages, text runs and filled boxes as printgen's card PDFs contain; no layout,
no fitting. The ratio is what printgen's layout, fitting and imposition cost on top.

    python benchmarks/cards.py [--repeat N]
"""

from __future__ import annotations

import argparse
import io
import statistics
import time
import tracemalloc
from pathlib import Path
from tempfile import TemporaryDirectory

from reportlab.pdfgen import canvas as rl_canvas

from printgen import registry
from printgen.build import PrintOptions, build_cards, card_layouts, paper_size, short_title
from printgen.layout.display import Group, Rect, Text
from printgen.layout.sheet import Piece, impose
from printgen.loader import load_encounter
from printgen.typography import font_name, register_fonts


def count(items) -> tuple[int, int]:
    texts = boxes = 0
    for item in items:
        if isinstance(item, Group):
            t, b = count(item.items)
            texts, boxes = texts + t, boxes + b
        elif isinstance(item, Text):
            texts += 1
        elif isinstance(item, Rect):
            boxes += 1
    return texts, boxes


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


def timed(function, repeat: int) -> tuple[float, float]:
    """Median seconds over ``repeat`` runs, and the peak traced memory of one run (MB)."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    tracemalloc.start()
    function()
    peak = tracemalloc.get_traced_memory()[1] / 1e6
    tracemalloc.stop()
    return statistics.median(times), peak


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
            t, b = count(sheet.items)
            texts, boxes = texts + t, boxes + b

    with TemporaryDirectory() as out:
        ours, ours_peak = timed(lambda: printgen_run(loaded_all, Path(out)), args.repeat)
    bare, bare_peak = timed(lambda: baseline_run(pages, texts, boxes), args.repeat)

    print(f"cards of all four encounters: {pages} pages, {texts} text runs, {boxes} boxes "
          f"(median of {args.repeat}; loading the four encounters took {load_seconds:.3f} s)")
    print(f"{'':28} {'seconds':>8} {'pages/s':>8} {'peak MB':>8}")
    print(f"{'printgen cards':28} {ours:8.3f} {pages / ours:8.1f} {ours_peak:8.1f}")
    print(f"{'bare reportlab, same items':28} {bare:8.3f} {pages / bare:8.1f} {bare_peak:8.1f}")
    print(f"ratio printgen / bare reportlab: {ours / bare:.2f}")


if __name__ == "__main__":
    main()
