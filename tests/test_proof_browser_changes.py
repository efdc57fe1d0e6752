"""What changed, read in a real browser (the system's Chromium, tests/browser.py) at a phone's and a
desktop's width: a one-word edit is one short sentence with the word struck out and the new one in, said
in words to a screen reader; and on the face's pictures before and now, the outline stands over the very
pixels that differ between them. tests/test_proof_changes.py reads the same changes as JSON."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest
from PIL import Image, ImageChops

from printgen.load.bundled import bundled_path

pytestmark = pytest.mark.slow  # each proof lays out and draws a whole kit, and a browser reads it

EDIT = ("character gains 2 additional Power {power}.", "character gains 3 additional Power {power}.")
FACE = "face-cards-hulk-tip-front"
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}
SLACK = 3  # CSS px: a glyph's antialiased edge may spill a pixel or two past its box
LINES = 7  # the change at its tallest: its face's title and one sentence, wrapped on a phone


@pytest.fixture(scope="module")
def proof(tmp_path_factory):
    """proof.html of the Hulk with one word changed, against the Hulk as it was."""
    folder = tmp_path_factory.mktemp("one-word")
    text = bundled_path("incredible-hulk").read_text(encoding="utf-8").replace(
        "id: incredible-hulk", "id: my-hulk", 1)
    old, new = folder / "old.yaml", folder / "new.yaml"
    old.write_text(text, encoding="utf-8")
    new.write_text(text.replace(*EDIT), encoding="utf-8")
    made = subprocess.run([sys.executable, "-m", "printgen", "proof", str(new), "--against", str(old),
                           "--out", str(folder / "out")], capture_output=True, text=True, timeout=300)
    assert made.returncode == 0, made.stderr
    return folder / "out" / "my-hulk" / "proof.html"


@pytest.fixture(params=list(VIEWPORTS))
def page(chromium, request, proof):
    context = chromium.new_context(viewport=VIEWPORTS[request.param], device_scale_factor=1)
    opened = context.new_page()
    opened.goto(proof.as_uri(), wait_until="load")
    yield opened
    context.close()


LISTED = """() => {
  const section = document.querySelector('#changes');
  const shown = (element) => { const copy = element.cloneNode(true);
      copy.querySelectorAll('.visually-hidden').forEach(hidden => hidden.remove());
      return copy.textContent.replace(/\\s+/g, ' ').trim(); };
  const line = parseFloat(getComputedStyle(section.querySelector('.sentence')).lineHeight);
  const style = (selector) => { const s = getComputedStyle(section.querySelector(selector));
      return {background: s.backgroundColor, line: s.textDecorationLine}; };
  return {changes: section.querySelectorAll('.change').length, sentences: section.querySelectorAll('.sentence').length,
          height: section.querySelector('.change').getBoundingClientRect().height, line,
          said: section.querySelector('.sentence').textContent.replace(/\\s+/g, ' ').trim(),
          seen: shown(section.querySelector('.sentence')),
          del: style('.sentence del'), ins: style('.sentence ins')};
}"""


def test_a_one_word_edit_is_one_short_sentence(page):
    seen = page.evaluate(LISTED)
    assert (seen["changes"], seen["sentences"]) == (1, 1)
    assert seen["height"] <= LINES * seen["line"], f"{seen['height']} px for one sentence"
    assert "gains 2 3 additional Power Power." in seen["seen"]
    assert "deleted: 2 (end deleted) inserted: 3 (end inserted)" in seen["said"]  # a screen reader is told
    assert seen["del"]["line"] == "line-through" and seen["ins"]["line"] == "underline"
    assert seen["del"]["background"] != seen["ins"]["background"] != "rgba(0, 0, 0, 0)"


PINNED = """([face, number]) => {
  document.querySelectorAll('.pinned').forEach(frame => frame.classList.remove('pinned'));
  const frame = document.querySelectorAll(`#${face} .picture`)[number].querySelector('.frame');
  frame.classList.add('pinned');
  const box = (element) => { const r = element.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; };
  return {frame: box(frame), regions: [...frame.querySelectorAll('.changed-region')].map(box)};
}"""
# Each picture in turn pinned to the window's top left, so that both are drawn on one pixel grid
PINNING = (".pinned { position: fixed !important; left: 0; top: 0; z-index: 10; }"
           " .face { content-visibility: visible !important; }")
HIDDEN = ".changed-region, mark.highlight { visibility: hidden; }"


def _pinned(page, number: int) -> tuple[dict, Image.Image]:
    pinned = page.evaluate(PINNED, [FACE, number])
    _, _, width, height = pinned["frame"]
    shot = page.screenshot(clip={"x": 0, "y": 0, "width": width, "height": height})
    return pinned, Image.open(io.BytesIO(shot)).convert("L")


def test_the_outlines_stand_over_the_pixels_that_changed(page):
    """The two pictures, drawn alike on one grid with the outlines and rings hidden, differ only inside the
    outlined box (within a pixel or two, a glyph's antialiased edge), on the picture before and now."""
    page.add_style_tag(content=PINNING)
    (before, _), (now, _) = _pinned(page, 0), _pinned(page, 1)
    assert [len(picture["regions"]) for picture in (before, now)] == [1, 1]
    assert before["frame"] == now["frame"]
    page.add_style_tag(content=HIDDEN)
    (_, old), (_, new) = _pinned(page, 0), _pinned(page, 1)
    differ = ImageChops.difference(old, new).point(lambda value: 255 if value > 64 else 0).getbbox()
    assert differ is not None, "the pictures before and now are alike"
    left, top, right, bottom = differ
    for picture in (before, now):
        x, y, w, h = picture["regions"][0]
        assert x - SLACK <= left and right <= x + w + SLACK and y - SLACK <= top and bottom <= y + h + SLACK, (
            differ, picture)
