"""A proof's faces in a real browser (the system's Chromium, tests/browser.py) at a phone's and two desktops'
widths: each face at reading size (7 pt text at 12 CSS px or more) wherever the window has room, one a row on
a phone without a sideways scroll, drawn as the PDF draws it (fonts and spacing included), and opened large
by a click or a key, closed by Esc."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest
from PIL import Image, ImageChops

from printgen.core.font_metrics import face_metrics
from printgen.proof.pictures import PX_PER_PT, READING_SCALE
from printgen.core.typography import FILE_OF

pytestmark = pytest.mark.slow  # a whole kit laid out, drawn and read in a browser

WIDTHS = {"phone": 390, "desktop": 1280, "wide": 1920}
CARD = "face-cards-hulk-tip-front"
LEGIBLE_PX = 12  # CSS px: the least a screen's text is read at
ALIKE = 8.0  # mean difference per pixel (0-255) between the picture and the PDF drawn at its size: edges only


@pytest.fixture(scope="module")
def proof(tmp_path_factory):
    folder = tmp_path_factory.mktemp("faces")
    done = subprocess.run([sys.executable, "-m", "printgen", "proof", "incredible-hulk", "--out", str(folder)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    return folder / "incredible-hulk" / "proof.html"


@pytest.fixture(params=list(WIDTHS))
def opened(chromium, proof, request):
    context = chromium.new_context(viewport={"width": WIDTHS[request.param], "height": 900})
    page = context.new_page()
    page.goto(proof.as_uri(), wait_until="load")
    page.evaluate("document.fonts.ready")
    yield request.param, page
    context.close()


# Each face's picture: its shown width, the width it asks for, and CSS px a point; the font sizes its page sets,
# in points (a text's own scale applied).
SCALES = """() => { const points = (t) => t.transform.baseVal.consolidate()?.matrix.a ?? 1;
  return [...document.querySelectorAll('figure.face .frame > svg')].map(svg => {
  const [, , w] = svg.getAttribute('viewBox').split(' ').map(Number), shown = svg.getBoundingClientRect().width;
  const drawn = document.querySelector(svg.querySelector('use').getAttribute('href'));
  return {face: svg.closest('figure').id, shown, asked: +svg.getAttribute('width'), perPoint: shown / w,
          sizes: [...drawn.querySelectorAll('text')].map(t => +t.getAttribute('font-size') * points(t))};
}); }"""


def test_seven_point_text_reads_at_twelve_css_pixels_where_the_window_has_room(opened):
    width, page = opened
    pictures = page.evaluate(SCALES)
    sevens = [picture["face"] for picture in pictures if 7 in [round(size, 3) for size in picture["sizes"]]]
    assert sevens, "no 7 pt text to measure"
    if width == "phone":  # a face wider than the phone is shrunk to fit it, and read opened large
        assert all(picture["shown"] <= WIDTHS["phone"] for picture in pictures)
        return
    small = [(p["face"], round(7 * p["perPoint"], 1)) for p in pictures if 7 * p["perPoint"] < LEGIBLE_PX]
    assert small == []
    assert all(abs(picture["shown"] - picture["asked"]) < 1 for picture in pictures), "a face shrunk below reading size"


ROWS = """() => [...document.querySelectorAll('.faces')].map(row => [...row.querySelectorAll(':scope > figure.face')]
  .map(f => Math.round(f.getBoundingClientRect().top)))"""


def test_on_a_phone_one_face_a_row_and_nothing_scrolls_sideways(opened):
    width, page = opened
    assert page.evaluate("() => document.documentElement.scrollWidth") <= WIDTHS[width]
    if width == "phone":
        assert all(len(set(tops)) == len(tops) for tops in page.evaluate(ROWS)), "two faces side by side on a phone"
    else:
        assert any(len(set(tops)) < len(tops) for tops in page.evaluate(ROWS)), "no faces side by side on a desktop"


OPEN = "() => [...document.querySelectorAll('.enlarged')].filter(e => e.matches(':popover-open')).map(e => e.id)"


def test_a_click_or_a_key_opens_the_face_large_and_esc_closes_it(opened):
    _, page = opened
    frame = page.locator(f"#{CARD} .frame")
    shown = frame.bounding_box()["width"]
    frame.click()
    assert page.evaluate(OPEN) == [f"large-{CARD}"]
    large = page.locator(f"#large-{CARD} svg").bounding_box()
    assert large["width"] > 2 * shown and large["width"] == pytest.approx(shown * 3 / 1.3, rel=0.02) or shown < 700
    page.keyboard.press("Escape")
    assert page.evaluate(OPEN) == []
    for key in ("Enter", " "):
        frame.focus()
        page.keyboard.press(key)
        assert page.evaluate(OPEN) == [f"large-{CARD}"], key
        page.keyboard.press("Escape")
        assert page.evaluate(OPEN) == []


def _pdf_face(scale: float) -> Image.Image:
    """The card's face cut from its kit page drawn by PDFium at ``scale`` pixels a point."""
    import pypdfium2 as pdfium

    from printgen.load import bundled
    from printgen.load.loader import load_encounter
    from printgen.core.options import PrintOptions
    from printgen.proof.make import version
    from printgen.render.pdf import render_pdf

    made = version(load_encounter(bundled.bundled_path("incredible-hulk")), PrintOptions(), 1, "incredible-hulk")
    face = next(face for face in made.faces if f"face-{face.key}" == CARD)
    sheet = made.pages[face.page - 1]
    document = pdfium.PdfDocument(render_pdf([sheet], "face"))
    image = document[0].render(scale=scale).to_pil().convert("RGB")
    x, y, w, h = face.box
    return image.crop((round(x * scale), round((sheet.height - y - h) * scale), round((x + w) * scale),
                       round((sheet.height - y) * scale)))


def _difference(one: Image.Image, two: Image.Image) -> float:
    grey = ImageChops.difference(one.resize(two.size), two).convert("L")
    return sum(grey.histogram()[level] * level for level in range(256)) / (two.width * two.height)


def test_the_picture_draws_what_the_pdf_draws(chromium, proof):  # noqa: F811
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(proof.as_uri(), wait_until="load")
    page.evaluate("document.fonts.ready")
    picture = page.locator(f"#{CARD} .frame > svg")
    picture.scroll_into_view_if_needed()
    shot = Image.open(io.BytesIO(picture.screenshot())).convert("RGB")
    scale = page.evaluate(SCALES)[0]["perPoint"]
    pdf = _pdf_face(scale)
    page.add_style_tag(content="text, tspan { font-family: serif !important; }")  # the fonts lost: it must show
    page.wait_for_timeout(100)
    unfonted = Image.open(io.BytesIO(picture.screenshot())).convert("RGB")
    context.close()
    assert abs(pdf.width - shot.width) <= 2 and abs(pdf.height - shot.height) <= 2
    assert _difference(pdf, shot) < ALIKE < _difference(pdf, unfonted)


# Every text of every page drawn, set again in a visible SVG at reading size: its advance as the browser sets
# it, in points, and its runs.
WIDTHS_SET = """(scale) => { const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 100 100'); svg.setAttribute('width', 100 * scale); document.body.append(svg);
  return [...document.querySelectorAll('svg.drawn g[id]')].flatMap(group => { const copy = group.cloneNode(true);
    copy.removeAttribute('id'); svg.replaceChildren(copy);
    return [...copy.querySelectorAll('text')].map(t => { const points = t.transform.baseVal.consolidate().matrix.a;
      return {length: t.getComputedTextLength() * points, size: +t.getAttribute('font-size') * points,
        runs: t.children.length
        ? [...t.children].map(s => [s.getAttribute('font-family'), s.textContent])
        : [[t.getAttribute('font-family'), t.textContent]]}; }); }); }"""


def test_every_text_is_as_wide_as_the_pdf_sets_it(chromium, proof):  # noqa: F811
    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    page.goto(proof.as_uri(), wait_until="load")
    page.evaluate("document.fonts.ready")
    texts = page.evaluate(WIDTHS_SET, PX_PER_PT * READING_SCALE)
    page.close()
    assert len(texts) > 500
    off = []
    for text in texts:
        expected = sum(face_metrics(FILE_OF[name]).width(part) for name, part in text["runs"]) * text["size"] / 1000
        if abs(text["length"] - expected) > max(0.02, 0.0005 * expected):  # a 50th of a point, or 0.05 %
            off.append((text["runs"][0][1][:40], round(text["length"], 2), round(expected, 2)))
    assert off == [], off
    longest = max(texts, key=lambda text: text["length"])
    assert longest["length"] > 300  # a long line measured, not only labels
