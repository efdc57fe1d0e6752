"""The floor: a bare reportlab canvas that draws exactly the operations of printgen's own PDFs
(read beforehand by pdf_ops.py), with the same TrueType files embedded and subset, the same page
sizes and the same compression. It pays for importing reportlab, drawing and writing; nothing else.

    python benchmarks/replay_floor.py OPS_FILE OUT_PDF [OPS_FILE OUT_PDF ...]

Imports nothing from printgen, so it measures reportlab alone.
"""

from __future__ import annotations

import io
import marshal
import sys
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, FILL_NON_ZERO, Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

STATE = {"q": Canvas.saveState, "Q": Canvas.restoreState, "cm": Canvas.transform,
         "rg": Canvas.setFillColorRGB, "RG": Canvas.setStrokeColorRGB, "g": Canvas.setFillGray,
         "G": Canvas.setStrokeGray, "k": Canvas.setFillColorCMYK, "K": Canvas.setStrokeColorCMYK,
         "w": Canvas.setLineWidth, "d": Canvas.setDash, "J": Canvas.setLineCap, "j": Canvas.setLineJoin,
         "M": Canvas.setMiterLimit}
SEGMENTS = {"m": PDFPathObject.moveTo, "l": PDFPathObject.lineTo, "c": PDFPathObject.curveTo,
            "re": PDFPathObject.rect, "h": PDFPathObject.close}


def draw_path(canvas: Canvas, segments: tuple, stroke: int, fill: int, even_odd: bool, clip: bool) -> None:
    path = canvas.beginPath()
    for kind, *numbers in segments:
        SEGMENTS[kind](path, *numbers)
    paint = canvas.clipPath if clip else canvas.drawPath
    paint(path, stroke=stroke, fill=fill, fillMode=FILL_EVEN_ODD if even_odd else FILL_NON_ZERO)


def draw_text(canvas: Canvas, font: str, size: float, x: float, y: float, text: str) -> None:
    canvas.setFont(font, size)
    canvas.drawString(x, y, text)


DRAW = {**STATE, "path": draw_path, "text": draw_text}


def register(fonts: dict[str, str]) -> None:
    """Each font parsed once per process, as printgen does, however many PDFs use it."""
    known = set(pdfmetrics.getRegisteredFontNames())
    for name, file in fonts.items():
        if name not in known:
            pdfmetrics.registerFont(TTFont(name, file))


def record(source):
    """The next record of the file pdf_ops.py wrote: its length, then its marshal bytes."""
    return marshal.loads(source.read(int.from_bytes(source.read(4), "little")))


def replay(ops_file: Path, out_pdf: Path) -> None:
    with ops_file.open("rb") as source:
        header = record(source)
        register(header["fonts"])
        buffer = io.BytesIO()
        # a TrueType initial font, as printgen sets, so that no Helvetica is referenced
        canvas = Canvas(buffer, invariant=1, pageCompression=1, initialFontName=next(iter(header["fonts"]), None),
                        initialFontSize=8)
        for _ in range(header["pages"]):
            width, height, operations = record(source)  # one page at a time, as printgen streams
            canvas.setPageSize((width, height))
            for name, *arguments in operations:
                DRAW[name](canvas, *arguments)
            canvas.showPage()
        canvas.save()
    out_pdf.write_bytes(buffer.getvalue())


if __name__ == "__main__":
    arguments = sys.argv[1:]
    for ops, out in zip(arguments[::2], arguments[1::2]):
        replay(Path(ops), Path(out))
