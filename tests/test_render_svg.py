"""Display lists as SVG (printgen/render/svg.py), read back as XML and set against the PDF of the same page
(pdfplumber): every kind of item is written, each lands where the PDF draws it once the page's flip and its
groups' moves are applied, whatever a text says is written as text, the same page gives the same bytes; and
the fonts a page's text is set in (render/webfonts.py) hold its characters, spaced as the PDF spaces them."""

from __future__ import annotations

import io
import math
import re
import xml.etree.ElementTree as ET

import pdfplumber
import pytest

from printgen.layout.display import Circle, Group, Icon, Line, Page, Polygon, Rect, Text
from printgen.render.pdf import render_pdf
from printgen.render.svg import markup, page_group
from printgen.render.webfonts import characters, font_rules, subset, unicode_range
from printgen.core.typography import FILE_OF, font_name

W, H = 300.0, 400.0
HOSTILE = '</text><script>alert("x")</script> & \'quoted\' <b>'


def _every_kind() -> Page:
    return Page(W, H, [
        Rect(20, 30, 40, 50, fill="#112233", stroke="#445566", width=1.5, dash=(2, 1), radius=4),
        Line(10, 300, 110, 320, "#aa0000", 2),
        Circle(200, 200, 25, fill="#00aa00"),
        Polygon(((150, 50), (190, 50), (170, 90)), fill="#0000aa"),
        Polygon(((150, 100), (190, 110), (170, 130)), stroke="#000000", width=2, closed=False),
        Text(30, 350, "Left", "text", 12),
        Text(150, 350, "Centred", "bold", 10, align="center"),
        Text(290, 350, "Right → arrow", "text", 9, align="right"),
        Icon(100, 150, "power", 10),
        Group((Rect(0, 0, 30, 20, fill="#ff00ff"),), dx=200, dy=60, rotate180=True, box=(30, 20)),
        Group((Rect(0, 0, 60, 10, fill="#00ffff"),), dx=40, dy=200, clip=(0, 0, 30, 10)),
        Group((Rect(5, 5, 20, 10, fill="#ffff00"),), dx=220, dy=300, box=(30, 20), turn=90),
    ])


def _tree(page: Page) -> ET.Element:
    return ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{page_group(page, "p1")}</svg>')


def _local(element: ET.Element) -> str:
    return element.tag.rsplit("}", 1)[-1]


def test_every_kind_of_item_is_written():
    tags = {_local(element) for element in _tree(_every_kind()).iter()}
    assert {"rect", "line", "circle", "polygon", "polyline", "text", "tspan", "g", "svg"} <= tags
    assert 'stroke-dasharray="2 1"' in page_group(_every_kind(), "p1") and 'rx="4"' in page_group(_every_kind(), "p1")


def test_an_open_polygon_has_round_ends_and_a_fallback_run_its_own_face():
    tree = _tree(_every_kind())
    line = next(element for element in tree.iter() if _local(element) == "polyline")
    assert (line.get("stroke-linecap"), line.get("stroke-linejoin"), line.get("fill")) == ("round", "round", "none")
    arrow = next(element for element in tree.iter() if _local(element) == "tspan" and "→" in (element.text or ""))
    assert arrow.get("font-family") != font_name("text")


# --- where things land: the SVG's own transforms applied, against the PDF measured -----------------------

def _matrix(transform: str) -> tuple[float, ...]:
    """An SVG transform list as one matrix (a, b, c, d, e, f)."""
    total = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    for name, args in re.findall(r"(\w+)\(([^)]*)\)", transform or ""):
        values = [float(v) for v in args.replace(",", " ").split()]
        if name == "matrix":
            step = tuple(values)
        elif name == "translate":
            step = (1, 0, 0, 1, values[0], values[1] if len(values) > 1 else 0)
        else:  # rotate(angle [cx cy])
            a = math.radians(values[0])
            cx, cy = (values[1], values[2]) if len(values) == 3 else (0, 0)
            cos, sin = math.cos(a), math.sin(a)
            step = (cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy)
        total = _times(total, step)
    return total


def _times(m: tuple[float, ...], n: tuple[float, ...]) -> tuple[float, ...]:
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s, a * t + c * u + e, b * t + d * u + f)


def _rects(element: ET.Element, matrix=(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)):
    """Each <rect>'s box on the page as (left, top, right, bottom) from its top left, every transform applied."""
    matrix = _times(matrix, _matrix(element.get("transform", "")))
    if _local(element) == "rect":
        x, y, w, h = (float(element.get(k)) for k in ("x", "y", "width", "height"))
        corners = [(matrix[0] * px + matrix[2] * py + matrix[4], matrix[1] * px + matrix[3] * py + matrix[5])
                   for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h))]
        yield tuple(round(v, 1) for v in (min(p[0] for p in corners), min(p[1] for p in corners),
                                          max(p[0] for p in corners), max(p[1] for p in corners)))
    for child in element:
        yield from _rects(child, matrix)


def test_every_rect_lands_where_the_pdf_draws_it():
    page = _every_kind()
    page.items[0] = page.items[0]._replace(radius=0)  # a rounded one is a path to pdfplumber, not a rect
    with pdfplumber.open(io.BytesIO(render_pdf([page], "svg"))) as pdf:
        drawn = sorted(tuple(round(rect[k], 1) for k in ("x0", "top", "x1", "bottom")) for rect in pdf.pages[0].rects)
    written = sorted(_rects(_tree(page)))
    assert len(written) == len(drawn) == 4  # the icon draws no rect: the four, grouped, turned and clipped
    assert all(abs(a - b) <= 0.2 for one, two in zip(written, drawn) for a, b in zip(one, two)), (written, drawn)


def test_each_text_starts_on_its_baseline_where_the_pdf_sets_it():
    page = Page(W, H, [Text(30, 350, "Left", "text", 12), Group((Text(5, 6, "Moved", "text", 8),), dx=100, dy=20)])
    with pdfplumber.open(io.BytesIO(render_pdf([page], "svg"))) as pdf:
        firsts = {word["text"]: (round(word["x0"], 1)) for word in pdf.pages[0].extract_words()}
    texts = [element for element in _tree(page).iter() if _local(element) == "text"]
    origins = {}
    for element in texts:  # the text's own matrix: where its origin lands, its y axis upright again
        a, b, c, d, e, f = _matrix("matrix(1 0 0 -1 0 400) " + ("translate(100 20) " if element.text == "Moved" else "")
                                   + element.get("transform"))
        assert a == d > 0 and b == c == 0, "a text drawn upside down"
        origins[element.text] = (round(e, 1), round(f, 1))
    assert origins == {"Left": (30, 50), "Moved": (105, 374)}
    assert firsts == {"Left": 30, "Moved": 105}


# --- what a text says is text --------------------------------------------------------------------------

def test_a_hostile_text_is_written_as_text():
    page = Page(W, H, [Text(10, 10, HOSTILE, "text", 8, color='#000000"/><script>x</script>'),
                       Group((Text(10, 20, HOSTILE, "bold", 8),), dx=1)])
    written = page_group(page, 'p"1<')
    assert "<script" not in written and 'id="p&quot;1&lt;"' in written
    texts = [element for element in ET.fromstring(f"<svg>{written}</svg>").iter() if element.tag == "text"]
    assert [element.text for element in texts] == [HOSTILE, HOSTILE]


def test_the_same_page_is_the_same_bytes_and_names_no_place_but_its_own():
    one, two = page_group(_every_kind(), "p1"), page_group(_every_kind(), "p1")
    assert one == two
    assert re.findall(r'\bid="([^"]*)"', one) == ["p1"]  # a clip is a nested viewport: no id to collide
    assert markup(_every_kind().items) in one


def test_a_clip_is_a_viewport_of_its_box():
    clip = next(element for element in _tree(_every_kind()).iter() if _local(element) == "svg" and element.get("x"))
    assert (clip.get("x"), clip.get("y"), clip.get("width"), clip.get("height")) == ("0", "0", "30", "10")
    assert clip.get("viewBox") == "0 0 30 10" and clip.get("overflow") == "hidden"


# --- the fonts -------------------------------------------------------------------------------------------

def test_the_fonts_hold_each_faces_characters_and_its_own_advances():
    from fontTools.ttLib import TTFont

    from printgen.core.resources import FONTS_DIR

    used = characters([_every_kind()])
    assert "→" not in used[font_name("text")] and any("→" in chars for chars in used.values())
    for name, chars in used.items():
        cut, whole = TTFont(io.BytesIO(subset(name, chars))), TTFont(str(FONTS_DIR / FILE_OF[name]))
        assert cut.flavor == "woff"
        assert {chr(point) for point in cut.getBestCmap()} == set(chars)
        cut_widths, whole_widths = cut["hmtx"].metrics, whole["hmtx"].metrics
        for char in chars:
            glyph_cut, glyph_whole = cut.getBestCmap()[ord(char)], whole.getBestCmap()[ord(char)]
            assert cut_widths[glyph_cut][0] == whole_widths[glyph_whole][0], (name, char)
        assert "GPOS" not in cut and "kern" not in cut  # nothing for a browser to kern by


def test_each_font_face_names_its_characters():
    rules = font_rules(characters([_every_kind()]))
    assert rules.count("@font-face") == len(characters([_every_kind()]))
    assert unicode_range("abcx ") == "U+20,U+61-63,U+78"
    assert "<" not in rules and '"' not in rules  # nothing a page's markup would read otherwise


@pytest.mark.parametrize("align, anchor", [("left", None), ("center", "middle"), ("right", "end")])
def test_a_text_is_anchored_as_it_is_aligned(align, anchor):
    text = next(element for element in _tree(Page(W, H, [Text(10, 10, "x", "text", 8, align=align)])).iter()
                if _local(element) == "text")
    assert text.get("text-anchor") == anchor
