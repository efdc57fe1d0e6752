"""The duplex calibration sheet: behind each front cross the back's rulers read, at the pin hole,
exactly the correction the printer needs (its sign included); the rotation constant printed is the
page's own; nothing is printed where a home printer cannot reach; the PDF says what the page says.

Every expectation is measured from the display lists: the crosses' rings on the front, the short
strokes (ticks) and signed numbers round each hole on the back, and the flip's geometry."""

from __future__ import annotations

import io
import math
import re
from dataclasses import dataclass

import pdfplumber
import pytest

from printgen.core import typography
from printgen.core.options import Paper
from printgen.core.font_metrics import face_metrics
from printgen.layout.calibration import calibration_pages
from printgen.layout.display import Circle, Line, Page, Rect, Text
from printgen.core.options import MAX_OFFSET_MM, parse_back_offset
from printgen.render.pdf import render_pdf
from printgen.core.units import MM

CASES = [(paper, duplex) for paper in ("letter", "a4") for duplex in ("long", "short")]
NAMES = ("L", "C", "R")
CAP = 1456 / 2048   # Roboto's figure height per point of size: a number is centred on its tick by it
REACH = (2 * MAX_OFFSET_MM + 8) * MM   # a ruler set's ink lies this near its hole, moved by the largest offset
STEP_FOUR = r"take (\w)'s Y reading minus (\w)'s and multiply by (\d+\.\d{3}) to get degrees"


def sheet(paper: str, duplex: str) -> tuple[Page, Page]:
    front, back = calibration_pages(Paper(paper).size, paper, duplex)
    return front, back


def crosses(front: Page) -> dict[str, tuple[float, float]]:
    """Each front cross's centre (its ring's), by the name printed nearest to it."""
    names = [t for t in front.items if isinstance(t, Text) and t.text in NAMES]
    rings = [item for item in front.items if isinstance(item, Circle)]
    return {min(names, key=lambda t: math.dist((t.x, t.y), (c.x, c.y))).text: (c.x, c.y) for c in rings}


def behind(point: tuple[float, float], paper: str, duplex: str) -> tuple[float, float]:
    """Where the sheet turned over puts a front point on the back page."""
    width, height = Paper(paper).size
    x, y = point
    return (width - x, y) if duplex == "long" else (x, height - y)


def holes(front: Page, paper: str, duplex: str) -> dict[str, tuple[float, float]]:
    return {name: behind(centre, paper, duplex) for name, centre in crosses(front).items()}


@dataclass
class Ruler:
    """One ruler round a hole: its ticks' midpoints and its numbers' centres, and the axis it reads
    along (0: X, across; 1: Y, up)."""

    axis: int
    ticks: list[tuple[float, float]]
    numbers: list[tuple[tuple[float, float], int]]


def text_box(t: Text, generous: bool = False) -> tuple[float, float, float, float]:
    """x0, y0, x1, y1 of the text: from descenders to figures, or to the font's full ascent (as a PDF
    reader measures a character) when ``generous``."""
    width = typography.width(t.text, t.font, t.size)
    left = t.x - {"left": 0.0, "center": width / 2, "right": width}[t.align]
    metrics = face_metrics(typography.FONTS[t.font][1])
    low, high = (metrics.descent / 1000, metrics.ascent / 1000) if generous else (-0.22, 0.74)
    return left, t.y + low * t.size, left + width, t.y + high * t.size


def rulers(items: list, hole: tuple[float, float]) -> tuple[Ruler, Ruler]:
    """The X and Y rulers round ``hole``: strokes under 2 mm long are ticks (upright ones on the X
    ruler); a signed number belongs to the ruler whose tick its figures are centred on."""
    near = [item for item in items if math.dist(_centre(item), hole) < REACH]
    strokes = [item for item in near if isinstance(item, Line)]
    ticks = [line for line in strokes if math.dist((line.x1, line.y1), (line.x2, line.y2)) < 2 * MM]
    found = (Ruler(0, [], []), Ruler(1, [], []))
    for tick in ticks:
        found[0 if abs(tick.x2 - tick.x1) < abs(tick.y2 - tick.y1) else 1].ticks.append(_centre(tick))
    for t in (t for t in near if isinstance(t, Text) and re.fullmatch(r"-?\d+", t.text)):
        at = _centre(t)
        owner = next(r for r in found if min(abs(p[r.axis] - at[r.axis]) for p in r.ticks) < 0.25 * MM)
        owner.numbers.append((at, int(t.text)))
    return found


def _centre(item) -> tuple[float, float]:
    if isinstance(item, Line):
        return (item.x1 + item.x2) / 2, (item.y1 + item.y2) / 2
    if isinstance(item, Text):
        x0, _, x1, _ = text_box(item)
        return (x0 + x1) / 2, item.y + CAP * item.size / 2
    return item.x, item.y


def reading(ruler: Ruler, at: tuple[float, float]) -> float:
    """What a user reads at ``at``: the nearest tick, counted in half millimetres from the nearest number."""
    axis = ruler.axis
    tick = min(ruler.ticks, key=lambda p: abs(p[axis] - at[axis]))
    centre, value = min(ruler.numbers, key=lambda n: abs(n[0][axis] - tick[axis]))
    return value + round((tick[axis] - centre[axis]) / (0.5 * MM)) / 2


@pytest.mark.parametrize("paper, duplex", CASES)
def test_every_rulers_zero_tick_is_exactly_behind_its_cross_and_named_as_it(paper, duplex):
    front, back = sheet(paper, duplex)
    assert set(crosses(front)) == set(NAMES)
    names = [t for t in back.items if isinstance(t, Text) and t.text in NAMES]
    for name, hole in holes(front, paper, duplex).items():
        assert min(names, key=lambda t: math.dist((t.x, t.y), hole)).text == name
        for ruler in rulers(back.items, hole):
            zero = next(centre for centre, value in ruler.numbers if value == 0)
            tick = min(ruler.ticks, key=lambda p: abs(p[ruler.axis] - zero[ruler.axis]))
            assert tick == pytest.approx(hole, abs=1e-6), (name, ruler.axis)


@pytest.mark.parametrize("paper, duplex", CASES)
def test_ticks_every_half_millimetre_and_numbers_grow_right_and_up(paper, duplex):
    front, back = sheet(paper, duplex)
    for hole in holes(front, paper, duplex).values():
        for ruler in rulers(back.items, hole):
            along = sorted(p[ruler.axis] for p in ruler.ticks)
            reach = int(MAX_OFFSET_MM)
            assert len(along) == 4 * reach + 1 and along[0] == pytest.approx(hole[ruler.axis] - reach * MM, abs=1e-6)
            assert all(b - a == pytest.approx(0.5 * MM, abs=1e-6) for a, b in zip(along, along[1:]))
            values = [value for _, value in sorted(ruler.numbers, key=lambda n: n[0][ruler.axis])]
            assert values == list(range(-reach, reach + 1))


@pytest.mark.parametrize("paper, duplex", CASES)
@pytest.mark.parametrize("shift", [(1.5, -2.0), (-2.0, 0.5), (0.5, 1.5), (0.0, 0.0), (MAX_OFFSET_MM, -MAX_OFFSET_MM),
                                   (-MAX_OFFSET_MM + 0.5, MAX_OFFSET_MM - 0.5)], ids=str)
def test_a_misprinted_back_reads_its_own_correction(paper, duplex, shift):
    """A printer that puts the back content (sx, sy) mm off, up to the largest offset --back-offset
    takes: at every hole the rulers read -s, the offset that moves the back content where it belongs."""
    front, back = sheet(paper, duplex)
    misprinted = [item.moved(shift[0] * MM, shift[1] * MM) for item in back.items]
    for name, hole in holes(front, paper, duplex).items():
        across, up = rulers(misprinted, hole)
        read = (reading(across, hole), reading(up, hole))
        assert read == (-shift[0], -shift[1]), name
        parse_back_offset(f"{read[0]},{read[1]}")   # and the option takes every reading the sheet gives


def _turned(item, angle: float, centre: tuple[float, float]):
    def turn(x: float, y: float) -> tuple[float, float]:
        dx, dy = x - centre[0], y - centre[1]
        cos, sin = math.cos(angle), math.sin(angle)
        return centre[0] + dx * cos - dy * sin, centre[1] + dx * sin + dy * cos
    if isinstance(item, Line):
        (x1, y1), (x2, y2) = turn(item.x1, item.y1), turn(item.x2, item.y2)
        return item._replace(x1=x1, y1=y1, x2=x2, y2=y2)
    x, y = turn(item.x, item.y)
    return item._replace(x=x, y=y)


def _step_four(front: Page) -> tuple[str, str, float]:
    said = " ".join(t.text for t in front.items if isinstance(t, Text))
    first, second, factor = re.search(STEP_FOUR, said).groups()
    return first, second, float(factor)


@pytest.mark.parametrize("paper, duplex", CASES)
def test_the_printed_rotation_constant_is_the_pages_own(paper, duplex):
    front, _ = sheet(paper, duplex)
    spread = math.dist(crosses(front)["L"], crosses(front)["R"]) / MM
    assert _step_four(front)[2] == round(180 / (math.pi * spread), 3)


@pytest.mark.parametrize("paper, duplex", CASES)
@pytest.mark.parametrize("lift", [1.0, -1.5])
def test_a_turned_back_reads_the_degrees_that_undo_it(paper, duplex, lift):
    """A back printed turned so that the outer sets move ``lift`` mm down on the left and up on the
    right: step 4's sum gives the turn, in degrees anticlockwise, that puts it back."""
    front, back = sheet(paper, duplex)
    width, height = Paper(paper).size
    spread = math.dist(crosses(front)["L"], crosses(front)["R"])
    angle = math.asin(2 * lift * MM / spread)
    misprinted = [_turned(item, angle, (width / 2, height / 2)) for item in back.items]
    found = {name: rulers(misprinted, hole) for name, hole in holes(front, paper, duplex).items()}
    y = {name: reading(found[name][1], hole) for name, hole in holes(front, paper, duplex).items()}
    first, second, factor = _step_four(front)
    assert factor * (y[first] - y[second]) == pytest.approx(-math.degrees(angle), abs=abs(lift) * 2 * 0.0005 + 1e-9)
    assert reading(found["C"][0], holes(front, paper, duplex)["C"]) == 0 and y["C"] == 0


def _box(item, generous: bool) -> tuple[float, float, float, float]:
    if isinstance(item, Text):
        return text_box(item, generous)
    if isinstance(item, Line):
        pad = item.width / 2
        return min(item.x1, item.x2) - pad, min(item.y1, item.y2) - pad, max(item.x1, item.x2) + pad, \
            max(item.y1, item.y2) + pad
    if isinstance(item, Circle):
        reach = item.r + item.width / 2
        return item.x - reach, item.y - reach, item.x + reach, item.y + reach
    assert isinstance(item, Rect), item
    pad = item.width / 2
    return item.x - pad, item.y - pad, item.x + item.w + pad, item.y + item.h + pad


def _gap(one, two) -> float:
    """The distance between two boxes (0 where they touch or overlap)."""
    dx = max(one[0] - two[2], two[0] - one[2], 0.0)
    dy = max(one[1] - two[3], two[1] - one[3], 0.0)
    return math.hypot(dx, dy)


@pytest.mark.parametrize("paper, duplex", CASES)
def test_nothing_is_within_five_millimetres_of_an_edge(paper, duplex):
    for page in sheet(paper, duplex):
        for item in page.items:
            x0, y0, x1, y1 = _box(item, generous=True)
            assert min(x0, y0, page.width - x1, page.height - y1) >= 5 * MM - 1e-6, (page.label, item)


@pytest.mark.parametrize("paper, duplex", CASES)
def test_text_overlaps_nothing_and_names_keep_three_millimetres_clear(paper, duplex):
    for page in sheet(paper, duplex):
        boxes = [(item, _box(item, generous=False)) for item in page.items]
        for item, box in boxes:
            if not isinstance(item, Text):
                continue
            clear = 3 * MM if item.text in NAMES else 1e-6
            near = [other for other, other_box in boxes if other is not item and _gap(box, other_box) < clear]
            assert near == [], (page.label, item.text, near[:3])


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_pdf_is_the_papers_size_and_says_the_steps(paper):
    pages = calibration_pages(Paper(paper).size, paper, "long")
    with pdfplumber.open(io.BytesIO(render_pdf(pages, "t", "s", duplex="long"))) as pdf:
        assert len(pdf.pages) == 2
        for page in pdf.pages:
            assert (page.width, page.height) == pytest.approx(Paper(paper).size, abs=0.01)
        said = " ".join(pdf.pages[0].extract_text().split())
    for step in ("1. Print both pages on one sheet, double-sided, flip on the long edge, at 100 %",
                 "2. Lay the sheet on card and push a pin straight through the centre of each cross",
                 "3. Turn the sheet over.", "4. Your offset is C's two readings: X,Y.",
                 "printgen printer save NAME --back-offset X,Y[,DEGREES]", "0,0 needs no correction."):
        assert step in said
    assert re.search(STEP_FOUR, said)
