"""The fonts' metrics files (printgen/fonts/metrics/) are what tools/font_metrics.py makes from the
fonts, and measuring with them gives what reportlab measures with the fonts themselves, for
every character each face has, so text laid out for `check` is the text the PDF draws."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from printgen.render.subset_tags import TaggedTTFont

from printgen.core import typography
from printgen.core.font_metrics import face_metrics
from printgen.core.resources import FONTS_DIR

ROOT = Path(__file__).resolve().parent.parent
FONT_FILES = sorted(path.name for path in FONTS_DIR.glob("*.ttf"))


def _tool():
    spec = importlib.util.spec_from_file_location("font_metrics_tool", ROOT / "tools" / "font_metrics.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("font", FONT_FILES)
def test_each_metrics_file_is_what_the_tool_makes_from_its_font(font):
    tool = _tool()
    written = (FONTS_DIR / "metrics" / font).with_suffix(".json").read_text(encoding="utf-8")
    assert written == tool.text_of(tool.metrics_of(FONTS_DIR / font)), "run tools/font_metrics.py"


def test_every_font_has_a_metrics_file_and_nothing_else_does():
    assert sorted(path.stem for path in (FONTS_DIR / "metrics").glob("*")) == sorted(f[:-4] for f in FONT_FILES)


@pytest.mark.parametrize("name", sorted(typography.FILE_OF))
def test_widths_and_ascent_are_reportlabs_for_every_character(name):
    font = TTFont(f"{name}-measured", str(FONTS_DIR / typography.FILE_OF[name]))
    metrics = face_metrics(typography.FILE_OF[name])
    assert set(metrics.widths) == set(font.face.charToGlyph)
    every = "".join(map(chr, sorted(metrics.widths))) + "\U0001D11E"  # and one character it lacks
    # to the last bit but one: rl_accel adds each character's share as it goes, which rounds a bold
    # Atkinson Hyperlegible's 344 characters to 185890.00000000003 where the sum of their widths is 185890
    assert 0.001 * 1000.0 * metrics.width(every) == pytest.approx(font.stringWidth(every, 1000.0), rel=1e-15)
    assert (metrics.ascent, metrics.descent) == (font.face.ascent, font.face.descent)


@pytest.mark.parametrize("style", sorted(typography.FONTS))
def test_ascent_is_reportlabs(style):
    name, file = typography.FONTS[style]
    pdfmetrics.registerFont(TaggedTTFont(f"{name}-ascent", str(FONTS_DIR / file)))  # reportlab shares a face
    assert typography.ascent(style, 9.5) == pdfmetrics.getAscent(f"{name}-ascent", 9.5)


def test_measuring_text_needs_no_reportlab_and_no_font_file():
    code = ("import sys\nfrom printgen.core import typography\n"
            "typography.width('Roll ☼ 中 Жёлтый', 'heading', 9)\ntypography.drawable('ש')\n"
            "print(any(m.startswith('reportlab') for m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
