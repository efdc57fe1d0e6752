"""`--ink low`: every colour a grey, fills light, text dark enough on what it sits on; normal ink
byte-identical. The mapping is tested on its own, then measured in the PDFs of the four bundled kits."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pdfmeasure import colour_operators
from printgen.core.options import PrintOptions
from printgen.layout.display import Icon, Page, Polygon, Rect, Text
from printgen.core.options import Ink, names
from printgen.build.kit import kit_pages
from pdfmeasure import contrast
from printgen.render.ink import INKS, REVERSED, grey, grey_level, low_fill, low_line, low_text
from printgen.render.pdf import render_pdf

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

MM = 72 / 25.4
LIGHTEST_FILL = 0.7 - 1 / 255  # the promise of low ink: a surface keeps at most 30 % of its toner (± rounding)
AA = 4.5  # WCAG 2 AA for text below 18 pt: the kits' text is 5 to 15 pt
MARK = 8 * MM  # a dark fill no wider or taller is a mark or an icon (the largest: a token's 6.6 mm arrow)

colors = st.integers(0, 0xFFFFFF).map(lambda value: f"#{value:06x}")


def _is_grey(color: str) -> bool:
    return color[1:3] == color[3:5] == color[5:7]


# --- the mapping -----------------------------------------------------------------------------------

def test_the_command_line_offers_every_ink_and_no_other():
    assert list(INKS) == names(Ink)


def test_normal_ink_leaves_every_colour_as_drawn():
    normal = INKS["normal"]
    assert [normal.fill("#8c1c13"), normal.line("#8c1c13"), normal.text("#8c1c13")] == ["#8c1c13"] * 3
    assert normal.polygon_fill("#8c1c13", None) == "#8c1c13"


def test_white_stays_white():
    assert low_fill("#ffffff") == "#ffffff"
    assert low_line("#ffffff") == "#ffffff"  # a reversed-out ring or border: decoration, kept light


@given(colors)
def test_every_role_prints_a_grey(color):
    assert all(_is_grey(mapped) for mapped in (low_fill(color), low_line(color), low_text(color)))


@given(colors)
def test_fills_are_light_and_keep_the_order_of_their_lightness(color):
    assert grey_level(low_fill(color)) >= LIGHTEST_FILL
    assert grey_level(low_fill(color)) >= grey_level(color) - 1 / 255  # never darker than it was


@given(colors)
def test_text_is_legible_on_white_and_reversed_text_on_the_darkest_fill(color):
    assert contrast(low_text(color), "#ffffff") >= AA
    if grey_level(color) > REVERSED:  # white on a title bar: the bar is light now, the text dark
        assert contrast(low_text(color), low_fill("#000000")) >= AA


@given(colors, colors)
def test_text_and_lines_keep_their_order_of_greys(one, other):
    (light, dark) = sorted((one, other), key=grey_level, reverse=True)
    if grey_level(light) <= REVERSED:
        assert grey_level(low_text(light)) >= grey_level(low_text(dark))
        assert grey_level(low_line(light)) >= grey_level(low_line(dark))


def test_a_light_hairline_stays_lighter_than_a_dark_edge():
    grid, zone_edge = low_line("#c8ccd6"), low_line("#1f4e8c")
    assert grey_level(grid) > grey_level(zone_edge) + 0.3


# --- what the renderer does with it ----------------------------------------------------------------

def _colours(pdf: bytes) -> list[tuple[str, str]]:
    """Every (operator, #rrggbb) that sets a colour in the PDF's content streams, in order."""
    return [(operator, _hex(values * 3 if len(values) == 1 else values)) for operator, values in colour_operators(pdf)]


def _hex(values) -> str:
    if len(values) != 3:
        return f"not rgb: {values}"
    return "#" + "".join(f"{round(v * 255):02x}" for v in values)


def _one_page(*items) -> list[Page]:
    return [Page(200, 200, list(items))]


def test_an_icon_keeps_a_dark_face_and_light_cut_outs_on_a_dark_bar():
    bar, accent = "#8c1c13", "#ffffff"
    pdf = render_pdf(_one_page(Rect(0, 0, 200, 40, fill=bar), Icon(10, 10, "critical", 12, accent, bar)), "icon",
                     ink="low")
    assert [colour for _, colour in _colours(pdf)] == [low_fill(bar), low_text(accent), low_fill(bar)]


def test_an_unoutlined_polygon_is_a_mark_inked_as_text_and_an_outlined_one_a_surface():
    arrow = Polygon(((0, 0), (10, 5), (0, 10)), fill="#8c1c13")
    zone = Polygon(((0, 0), (100, 0), (0, 100)), fill="#d6e2f3", stroke="#1f4e8c")
    pdf = render_pdf(_one_page(arrow, zone), "marks", ink="low")
    assert [colour for _, colour in _colours(pdf)] == [low_text("#8c1c13"), low_fill("#d6e2f3"),
                                                       low_line("#1f4e8c")]


def test_reversed_out_text_turns_dark_on_its_lightened_bar():
    pdf = render_pdf(_one_page(Rect(0, 0, 200, 40, fill="#3d3a4b"), Text(5, 10, "TITLE", "heading", 15, "#ffffff")),
                     "bar", ink="low")
    (_, bar), (_, text) = _colours(pdf)
    assert contrast(text, bar) >= AA and grey_level(bar) >= LIGHTEST_FILL


# --- the bundled kits ------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def kit_pdfs(loaded_bundled):
    """Each bundled kit's pages, and its PDF in normal ink, by default and asked for, and in low ink."""
    made = {}
    for encounter_id, loaded in loaded_bundled.items():
        pages = kit_pages(loaded, PrintOptions(), 1)
        made[encounter_id] = {"default": render_pdf(pages, encounter_id, "kit", "long"),
                              "normal": render_pdf(pages, encounter_id, "kit", "long", ink="normal"),
                              "low": render_pdf(pages, encounter_id, "kit", "long", ink="low")}
    return made


@pytest.fixture(scope="module")
def low_pages(kit_pdfs):
    """Per kit, per page in low ink: its filled shapes and its text, in the order they are drawn."""
    return {encounter_id: [list(_drawn(page)) for page in pdfium.PdfDocument(pdfs["low"])]
            for encounter_id, pdfs in kit_pdfs.items()}


@dataclass(frozen=True)
class Drawn:
    """A filled shape or a run of text as pdfium reads it: its bounds (left, bottom, right, top) and colour."""

    text: bool
    bounds: tuple[float, float, float, float]
    colour: str

    def holds(self, other: Drawn) -> bool:
        x, y = (other.bounds[0] + other.bounds[2]) / 2, (other.bounds[1] + other.bounds[3]) / 2
        return self.bounds[0] <= x <= self.bounds[2] and self.bounds[1] <= y <= self.bounds[3]


def _drawn(page):
    for obj in page.get_objects():
        if obj.type == pdfium_c.FPDF_PAGEOBJ_TEXT or (obj.type == pdfium_c.FPDF_PAGEOBJ_PATH and _filled(obj)):
            yield Drawn(obj.type == pdfium_c.FPDF_PAGEOBJ_TEXT, tuple(obj.get_bounds()), _fill_colour(obj))


def _filled(obj) -> bool:
    mode, stroke = ctypes.c_int(), ctypes.c_int()
    pdfium_c.FPDFPath_GetDrawMode(obj.raw, mode, stroke)
    return mode.value != pdfium_c.FPDF_FILLMODE_NONE


def _fill_colour(obj) -> str:
    red, green, blue, alpha = (ctypes.c_uint() for _ in range(4))
    pdfium_c.FPDFPageObj_GetFillColor(obj.raw, red, green, blue, alpha)
    return f"#{red.value:02x}{green.value:02x}{blue.value:02x}"


def test_normal_ink_is_byte_identical(kit_pdfs):
    for encounter_id, pdfs in kit_pdfs.items():
        assert pdfs["normal"] == pdfs["default"], encounter_id
        assert pdfs["low"] != pdfs["default"], encounter_id


def test_every_colour_in_a_low_ink_kit_is_a_grey(kit_pdfs):
    for encounter_id, pdfs in kit_pdfs.items():
        used = {colour for _, colour in _colours(pdfs["low"])}
        assert used and not {colour for colour in used if not _is_grey(colour)}, encounter_id
        assert {operator for operator, _ in _colours(pdfs["low"])} <= {"rg", "RG"}, encounter_id


def test_every_surface_in_a_low_ink_kit_is_light(low_pages):
    for encounter_id, pages in low_pages.items():
        dark = [(number, shape) for number, drawn in enumerate(pages) for shape in drawn
                if not shape.text and max(shape.bounds[2] - shape.bounds[0], shape.bounds[3] - shape.bounds[1]) > MARK
                and grey_level(shape.colour) < LIGHTEST_FILL]
        assert not dark, (encounter_id, dark[:5])


def _background(drawn: list[Drawn], index: int) -> str:
    """The fill the text at ``index`` sits on: the last filled shape drawn before it around its centre,
    or the white paper."""
    under = [shape for shape in drawn[:index] if not shape.text and shape.holds(drawn[index])]
    return under[-1].colour if under else "#ffffff"


def test_text_in_a_low_ink_kit_is_legible_on_what_it_sits_on(low_pages):
    for encounter_id, pages in low_pages.items():
        faint = [(number, run, _background(drawn, index)) for number, drawn in enumerate(pages)
                 for index, run in enumerate(drawn)
                 if run.text and contrast(run.colour, _background(drawn, index)) < AA]
        assert not faint, (encounter_id, faint[:5])


def test_the_grey_of_a_level_is_what_it_says():
    assert grey(0.0) == "#000000" and grey(1.0) == "#ffffff" and grey(0.2) == "#333333"
