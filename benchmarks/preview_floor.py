"""The preview floor: a plain PDFium + Pillow render of a PDF that already exists, one PNG per
page, as `printgen preview` writes them. It pays for importing pypdfium2 and Pillow, rendering
and encoding; printgen pays for building the pages too.

    python benchmarks/preview_floor.py PDF DPI OUT_DIR

Imports nothing from printgen.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pypdfium2 as pdfium


def render(pdf: Path, dpi: int, out_dir: Path) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    document = pdfium.PdfDocument(pdf.read_bytes())
    for index in range(len(document)):
        page = document[index]
        buffer = io.BytesIO()
        page.render(scale=dpi / 72).to_pil().save(buffer, "PNG")
        (out_dir / f"page-{index + 1:02d}.png").write_bytes(buffer.getvalue())
        page.close()
    document.close()


if __name__ == "__main__":
    render(Path(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3]))
