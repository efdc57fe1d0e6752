"""The duplex calibration sheet (``printgen calibrate``): two pages printed on one sheet that tell a
user, in millimetres, where their printer puts the back of a sheet.

The front has three crosses on a line through the page centre: C in the middle, L and R near the
sides. Behind each, the back has a horizontal ruler (X) and a vertical one (Y) whose zero is exactly
behind the cross centre. A pin pushed through a cross marks on the back where its zero belongs.

The sign convention is the point of the page. The back's numbers grow to the right and upward as
the back page is seen (its own PDF coordinates). A printer that shifts the back by s puts the tick
labelled n at nominal + n + s; the hole is at nominal, so the reading there is n = -s: the reading
is the correction. The user passes it as ``--back-offset X,Y`` and every back page is drawn X mm
right and Y mm up. A back turned e radians anticlockwise about the page centre lifts a point d mm
right of the centre by e*d, so the Y readings of the two sets D mm apart differ by
y_right - y_left = -e*D: the correction is (y_right - y_left) / D radians anticlockwise, that is
(y_right - y_left) * 180 / (pi * D) degrees.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from printgen.layout.display import Circle, Line, Page, Text
from printgen.layout.furniture import FURNITURE, SIDE_MARGIN, page_furniture
from printgen.layout.pieces import PaperSize, Piece, PlacedPiece
from printgen.layout.sheet import behind
from printgen.layout.strips import INK
from printgen.layout.text import title_lines
from printgen.core.options import MAX_OFFSET_MM, Duplex
from printgen.core.units import MM

CROSS_INSET = 20 * MM   # L and R this far from the sides: well inside what any printer prints
ARM = 6 * MM            # half the length of a front cross
RING = 1.5 * MM         # the circle round a cross's centre, to aim the pin
HAIRLINE = 0.25
RULER = "#000000"
GRID = "#b4b4b4"        # light and thin: the rulers' own ticks must stand out from it
GRID_WIDTH = 0.15
REACH = int(MAX_OFFSET_MM)  # the back rulers read every offset --back-offset accepts, and no further
HALF_MM = 0.5 * MM
WHOLE_TICK, HALF_TICK = 1.4 * MM, 0.7 * MM   # full lengths across their ruler: clear of the grid lines either side
NUMBER_SIZE = 5.0
NUMBER_GAP = 1.0 * MM
CAP = 0.71              # Roboto's figure height per point of size: centres a number on its tick
NAME_SIZE = 12.0
NAME_GAP = 3.5 * MM     # a name keeps more than 3 mm clear of the marks and numbers it names
STEP_SIZE = 9.5
LEADING = STEP_SIZE * 1.35
STEP_GAP = 1.8 * MM
SCALE_GAP = 18 * MM     # from C to the actual-size scales beside it

Cross = tuple[str, float, float]   # name, x, y
Paragraph = list[tuple[str, str]]   # (style, text) pieces, each set from the start of a line
Frame = Callable[[float, float], tuple[float, float]]


def calibration_pages(paper: PaperSize, paper_name: str, duplex: str) -> list[Page]:
    """The front (crosses to pin, the steps) and the back (rulers behind each cross) for ``duplex``
    "long" or "short"."""
    duplex = Duplex(duplex)
    heading = f"Duplex calibration: {paper_name.capitalize()}, flip on the {duplex} edge"
    return [_front(paper, heading, duplex), _back(paper, heading, duplex)]


def front_crosses(paper: PaperSize) -> list[Cross]:
    """L, C and R on the horizontal line through the page centre."""
    width, height = paper
    return [("L", CROSS_INSET, height / 2), ("C", width / 2, height / 2), ("R", width - CROSS_INSET, height / 2)]


def behind_point(duplex: str, x: float, y: float, paper: PaperSize) -> tuple[float, float]:
    """Where the front's point (x, y) lands on the back page: sheet.behind's geometry, for a piece of no size."""
    match Duplex(duplex):
        case Duplex.LONG | Duplex.SHORT as flip:
            return behind(flip, PlacedPiece(Piece("point", 0.0, 0.0, [], None), x, y), paper)
        case _:
            raise ValueError(f"a calibration sheet flips on its long or short edge, not {duplex!r}")


def rotation_factor(paper: PaperSize) -> float:
    """Degrees per millimetre of difference between the two outer Y readings: 180 / (pi * D)."""
    (_, left, _), _, (_, right, _) = front_crosses(paper)
    return 180 / (math.pi * (right - left) / MM)


def rotation_order(paper: PaperSize, duplex: str) -> tuple[str, str]:
    """The names of the outer ruler sets right and left of the back page's centre: the correction
    is the first's Y reading minus the second's (see the module's docstring)."""
    outer = sorted((behind_point(duplex, x, y, paper)[0], name) for name, x, y in front_crosses(paper) if name != "C")
    return outer[1][1], outer[0][1]


def _steps(paper: PaperSize, duplex: str) -> list[Paragraph]:
    first, second = rotation_order(paper, duplex)
    return [
        [("text", f"Print both pages on one sheet, double-sided, flip on the {duplex} edge, at 100 % (actual size, "
                  "not \u201cfit to page\u201d). The two scales by C should measure 100 mm and 50 mm.")],
        [("text", "Lay the sheet on card and push a pin straight through the centre of each cross: C, L and R.")],
        [("text", "Turn the sheet over. Read where each hole falls on the rulers around it, in mm, signs as "
                  "printed: across (X) on the horizontal ruler and up (Y) on the vertical one.")],
        [("text", f"Your offset is C's two readings: X,Y. For a rotation, take {first}'s Y reading minus "
                  f"{second}'s and multiply by {rotation_factor(paper):.3f} to get degrees.")],
        [("text", "Save the correction for your printer once:"),
         ("bold", "printgen printer save NAME --back-offset X,Y[,DEGREES]"),
         ("text", "then print with --printer NAME (or pass --back-offset X,Y[,DEGREES] to cards, tokens and kit). "
                  "0,0 needs no correction.")],
    ]


def _back_notes(paper: PaperSize, duplex: str) -> list[Paragraph]:
    first, second = rotation_order(paper, duplex)
    return [
        [("text", "Read each pin hole in mm, signs as printed: X on the horizontal ruler, Y on the vertical one. "
                  "Numbers grow to the right and upward as you look at this side; short ticks are half millimetres.")],
        [("text", f"Offset: C's X,Y.   Rotation in degrees: ({first}'s Y \u2212 {second}'s Y) \u00d7 "
                  f"{rotation_factor(paper):.3f}.   A hole off its rulers: check the sheet printed at 100 %.")],
    ]


def _front(paper: PaperSize, heading: str, duplex: str) -> Page:
    page = Page(*paper, label="front", bookmark="Duplex calibration: front")
    page.items += _text_block(paper, heading, _steps(paper, duplex), numbered=True)
    for name, x, y in front_crosses(paper):
        page.items += _cross(name, x, y)
    _, centre_x, centre_y = front_crosses(paper)[1]
    page.items += _mm_scale(centre_x - 50 * MM, centre_y - SCALE_GAP, 100, horizontal=True)
    page.items += _mm_scale(centre_x + SCALE_GAP, centre_y - 10 * MM, 50, horizontal=False)
    page.items += _furnished(page, "page 1 of 2: front", duplex)
    return page


def _back(paper: PaperSize, heading: str, duplex: str) -> Page:
    page = Page(*paper, label="back", bookmark="Duplex calibration: back")
    notes = _back_notes(paper, duplex)
    page.items += _text_block(paper, f"Back of the sheet \u00b7 {heading}", notes, numbered=False)
    for name, x, y in front_crosses(paper):
        page.items += _ruler_set(name, *behind_point(duplex, x, y, paper))
    page.items += _furnished(page, "page 2 of 2: back", duplex)
    return page


def _furnished(page: Page, which: str, duplex: str) -> list:
    return page_furniture(page, f"printgen duplex calibration \u00b7 {which} \u2014 {Duplex(duplex).flip}, at 100 %")


def _text_block(paper: PaperSize, heading: str, paragraphs: list[Paragraph], numbered: bool) -> list:
    """The heading, then the paragraphs (numbered steps hang their wrapped lines), from the top band down."""
    left, right = SIDE_MARGIN + 4 * MM, paper[0] - SIDE_MARGIN - 4 * MM
    size, lines = title_lines(heading, "heading", 14, right - left, 10)
    top = paper[1] - FURNITURE
    items = [Text(left, top - (n + 1) * size * 1.2, line, "heading", size, INK) for n, line in enumerate(lines)]
    y = top - len(lines) * size * 1.2 - 3 * MM
    indent = 5 * MM if numbered else 0.0
    for number, paragraph in enumerate(paragraphs, start=1):
        if numbered:
            items.append(Text(left, y - LEADING, f"{number}.", "bold", STEP_SIZE, INK))
        for style, line in _wrapped(paragraph, right - left - indent):
            y -= LEADING
            items.append(Text(left + indent, y, line, style, STEP_SIZE, INK))
        y -= STEP_GAP
    return items


def _wrapped(paragraph: Paragraph, width: float) -> list[tuple[str, str]]:
    """The paragraph's lines as (style, text): each piece starts a line of its own (a command stands out)."""
    return [(style, line) for style, text in paragraph
            for line in title_lines(text, style, STEP_SIZE, width, STEP_SIZE)[1]]


def _cross(name: str, x: float, y: float) -> list:
    """A hairline cross with a ring to aim the pin at, its name above it."""
    return [Line(x - ARM, y, x + ARM, y, RULER, HAIRLINE), Line(x, y - ARM, x, y + ARM, RULER, HAIRLINE),
            Circle(x, y, RING, stroke=RULER, width=HAIRLINE),
            Text(x, y + ARM + NAME_GAP + _descent(NAME_SIZE), name, "heading", NAME_SIZE, INK, "center")]


def _frame(x: float, y: float, horizontal: bool) -> Frame:
    """Page points from (along, across) a ruler starting at (x, y): across is up for a horizontal
    ruler, right for a vertical one."""
    if horizontal:
        return lambda along, across: (x + along, y + across)
    return lambda along, across: (x + across, y + along)


def _segment(frame: Frame, along: tuple[float, float], across: tuple[float, float], ink: str) -> Line:
    width = HAIRLINE if ink == RULER else GRID_WIDTH
    return Line(*frame(along[0], across[0]), *frame(along[1], across[1]), ink, width)


def _mm_scale(x: float, y: float, length: int, horizontal: bool) -> list:
    """A millimetre scale from (x, y), ``length`` mm long, to check the page printed at actual size:
    its ticks up (or right), its numbers every 5 mm below (or left)."""
    frame = _frame(x, y, horizontal)
    items: list[Line | Text] = [_segment(frame, (0.0, length * MM), (0.0, 0.0), RULER)]
    for mm in range(length + 1):
        tick = (3.5 if mm % 10 == 0 else 2.5 if mm % 5 == 0 else 1.5) * MM
        items.append(_segment(frame, (mm * MM, mm * MM), (0.0, tick), RULER))
        if mm % 5 == 0:
            items.append(_number(frame(mm * MM, -NUMBER_GAP), mm, horizontal, before=True, size=6.0))
    end_x, end_y = frame(length * MM + 4 * MM, 0.0)  # the caption, past the scale's end
    if horizontal:
        return [*items, Text(end_x, end_y - CAP * 7 / 2, f"{length} mm", "condensed", 7, INK)]
    return [*items, Text(end_x, end_y, f"{length} mm", "condensed", 7, INK, "center")]


def _number(at: tuple[float, float], value: int, horizontal: bool, before: bool, size: float = NUMBER_SIZE) -> Text:
    """``value`` labelling the tick at ``at``, on its ruler's far side: below (``before``) or above a
    horizontal ruler's tick, left or right of a vertical one's, centred on the tick."""
    x, y = at
    if horizontal:
        return Text(x, y - CAP * size if before else y, str(value), "condensed", size, INK, "center")
    return Text(x, y - CAP * size / 2, str(value), "condensed", size, INK, "right" if before else "left")


def _ruler_set(name: str, x: float, y: float) -> list:
    """Behind a cross at (x, y): a light millimetre grid, an X and a Y ruler crossing at their zero
    there, and the cross's name above. Numbers every millimetre would crowd one side, so they
    alternate: those of REACH's parity above (right of) the grid, so each corner holds at most one
    of the widest numbers, the others below (left of) it."""
    edge = REACH * MM + NUMBER_GAP
    items: list[Line | Text] = []
    for horizontal in (True, False):
        frame = _frame(x, y, horizontal)
        span = (-REACH * MM, REACH * MM)
        items += [_segment(frame, span, (n * MM, n * MM), GRID) for n in range(-REACH, REACH + 1)]
        items += _ruler(frame)
        items += [_number(frame(n * MM, edge if _outer(n) else -edge), n, horizontal, before=not _outer(n))
                  for n in range(-REACH, REACH + 1)]
    top = y + edge + CAP * NUMBER_SIZE + NAME_GAP + _descent(NAME_SIZE)
    return [*items, Text(x, top, name, "heading", NAME_SIZE, INK, "center")]


def _outer(n: int) -> bool:
    return (REACH - n) % 2 == 0


def _ruler(frame: Frame) -> list:
    """The axis and a tick every half millimetre from -REACH to +REACH, whole millimetres longer."""
    ticks = [_segment(frame, (-REACH * MM, REACH * MM), (0.0, 0.0), RULER)]
    for k in range(-2 * REACH, 2 * REACH + 1):
        half = (WHOLE_TICK if k % 2 == 0 else HALF_TICK) / 2
        ticks.append(_segment(frame, (k * HALF_MM, k * HALF_MM), (-half, half), RULER))
    return ticks


def _descent(size: float) -> float:
    """How far a line of text hangs below its baseline (Roboto's, generous)."""
    return 0.22 * size
