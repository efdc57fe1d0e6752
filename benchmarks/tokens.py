"""Benchmark: the token sheets of all four bundled encounters against bare reportlab.

The baseline draws, with reportlab's canvas alone and the same embedded fonts, as many
pages, filled circles and centred labels as printgen's token PDFs contain.

    python benchmarks/tokens.py [--repeat N]
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path
from tempfile import TemporaryDirectory

from reportlab.pdfgen import canvas as rl_canvas

from benchmarks_common import count_items, report, timed
from printgen import registry
from printgen.build import PrintOptions, build_tokens, paper_size
from printgen.layout.tokens import token_sheets
from printgen.loader import load_encounter
from printgen.typography import font_name, register_fonts


def baseline(pages: int, shapes: int, texts: int) -> bytes:
    register_fonts()
    buffer = io.BytesIO()
    canvas = rl_canvas.Canvas(buffer, pagesize=paper_size("letter"), invariant=1, pageCompression=1,
                              initialFontName=font_name("text"))
    for _ in range(pages):
        for i in range(shapes // pages + 1):
            canvas.setFillColorRGB(0.79, 0.54, 0.07)
            canvas.circle(60 + (i % 8) * 65, 60 + (i // 8 % 10) * 65, 30, fill=1, stroke=1)
        canvas.setFillColorRGB(1, 1, 1)
        for i in range(texts // pages + 1):
            canvas.setFont(font_name("heading"), 9)
            canvas.drawCentredString(60 + (i % 8) * 65, 60 + (i // 8 % 10) * 65, "CEREBRO TOWER")
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    loaded_all = [load_encounter(registry.bundled_path(i)) for i in registry.bundled_ids()]
    pages = shapes = texts = 0
    for loaded in loaded_all:
        for sheet in token_sheets(loaded.model, paper_size("letter"), "long", 0, "t"):
            pages += 1
            counted = count_items(sheet.items)
            shapes, texts = shapes + counted["shapes"], texts + counted["texts"]
    with TemporaryDirectory() as out:
        ours = timed(lambda: [build_tokens(one, PrintOptions(), Path(out)) for one in loaded_all], args.repeat)
    bare = timed(lambda: baseline(pages, shapes, texts), args.repeat)
    report(f"token sheets of all four encounters: {pages} pages, {shapes} shapes, {texts} labels",
           pages, args.repeat, ("printgen tokens", ours), ("bare reportlab, same items", bare))


if __name__ == "__main__":
    main()
