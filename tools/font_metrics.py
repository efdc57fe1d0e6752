"""Write printgen/fonts/metrics/<font>.json from the bundled fonts, with reportlab's own parser.

Measuring text needs only each face's advance widths, ascent and the characters it has; reading
them out of a TrueType file costs more than the rest of a check, so printgen reads these small
files instead (printgen/core/font_metrics.py) and parses a font only to embed it in a PDF.
tests/test_font_metrics.py asserts the files are what this script writes, so they cannot drift
from the fonts. Run it after changing a font:

    .venv/bin/python tools/font_metrics.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from reportlab.pdfbase.ttfonts import TTFontFile

FONTS_DIR = Path(__file__).resolve().parent.parent / "printgen" / "fonts"
METRICS_DIR = FONTS_DIR / "metrics"


def metrics_of(font: Path) -> dict:
    """A face's metrics in reportlab's units (thousandths of the size): ascent, descent, the width
    of a missing glyph, and the width of every character as runs [first, last, width] of
    consecutive code points that share one width."""
    face = TTFontFile(str(font), validate=0)
    assert face.charWidths.keys() == face.charToGlyph.keys(), font  # widths and coverage are one set
    return {"font": font.name, "ascent": face.ascent, "descent": face.descent,
            "default_width": face.defaultWidth, "widths": _runs(sorted(face.charWidths.items()))}


def _runs(widths: list[tuple[int, float]]) -> list[list]:
    """[code, width] pairs (sorted by code) as [first, last, width] runs."""
    runs: list[list] = []
    for (code, width) in widths:
        if runs and runs[-1][1] == code - 1 and runs[-1][2] == width:
            runs[-1][1] = code
        else:
            runs.append([code, code, width])
    return runs


def text_of(metrics: dict) -> str:
    """The file's text: one run per line, so a changed font shows as a readable diff."""
    head = {key: value for key, value in metrics.items() if key != "widths"}
    lines = ",\n".join(json.dumps(run) for run in metrics["widths"])
    return json.dumps(head)[:-1] + ', "widths": [\n' + lines + "\n]}\n"


def main() -> int:
    METRICS_DIR.mkdir(exist_ok=True)
    for font in sorted(FONTS_DIR.glob("*.ttf")):
        (METRICS_DIR / f"{font.stem}.json").write_text(text_of(metrics_of(font)), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
