"""The proof's rings read in Chromium (tests/browser.py): a doubled word's link lands on one place of its
face, ringed on exactly its two words (each ring holds ink, with blank paper just outside it, as a word
between spaces has), and a wrong count rings the tokens it counts, each whole."""

from __future__ import annotations

from pathlib import Path

import pytest

from printgen.load.bundled import bundled_path
from printgen.load.loader import load_encounter
from printgen.core.options import PrintOptions
from printgen.proof.document import html
from printgen.proof.make import make_proof, version
from printgen.build.session import check

pytestmark = pytest.mark.slow  # each lays out and draws a whole kit, and a browser reads it

DOUBLED = ("remove the gamma radiation", "remove the the gamma radiation")
MISCOUNTED = ("{count:soldiers} Soldier tokens", "7 Soldier tokens")


def _page(folder: Path, bundled: str, change: tuple[str, str]) -> Path:
    """The proof page of a bundled encounter (under an id of its own) with one change made."""
    text = bundled_path(bundled).read_text(encoding="utf-8").replace(f"id: {bundled}", "id: mine", 1)
    assert change[0] in text
    source = folder / f"{bundled}.yaml"
    source.write_text(text.replace(*change, 1), encoding="utf-8")
    loaded = load_encounter(source)
    made = version(loaded, PrintOptions(), 1, str(source))
    proof, _ = make_proof(made, check(loaded))  # as `printgen proof` makes it: its fonts in the page
    page = folder / f"{bundled}.html"
    page.write_text(html(proof, loaded.doc.text), encoding="utf-8")
    return page


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("marks")
    return {"doubled": _page(folder, "incredible-hulk", DOUBLED),
            "miscounted": _page(folder, "mutant-masterworks", MISCOUNTED)}


@pytest.fixture
def tab(chromium):
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    yield context.new_page()
    context.close()


# Each ring of finding n on the face a link lands on, and its picture's box (the picture now shown: the last).
RINGS = """([href, n]) => {
  const figure = document.querySelector(href), pictures = figure.querySelectorAll('.frame > svg, .frame > img');
  const shown = pictures[pictures.length - 1].getBoundingClientRect();
  return [...figure.querySelectorAll(`mark.highlight[data-finding~="${n}"]`)].map(mark => {
    const box = mark.getBoundingClientRect();
    return {box: [box.left, box.top, box.width, box.height],
            picture: [shown.left, shown.top, shown.width, shown.height]};
  });
}"""
HIDDEN = "mark.highlight, .outline { visibility: hidden !important; }"


def _ink(image, box: list[float]) -> float:
    """The share of dark pixels in a box of a screenshot (CSS px, scale 1)."""
    left, top, width, height = (round(side) for side in box)
    pixels = image.crop((left, top, left + max(width, 1), top + max(height, 1))).convert("L").tobytes()
    return sum(value < 110 for value in pixels) / len(pixels)


def _measured(tab, rings: list[dict]) -> list[dict]:
    """Each ring's ink inside it, and in the 1 px strips 1 px left and right of it (the paper between
    words), read from a screenshot with the rings hidden."""
    from io import BytesIO

    from PIL import Image

    style = tab.add_style_tag(content=HIDDEN)
    image = Image.open(BytesIO(tab.screenshot()))
    style.evaluate("node => node.remove()")
    for ring in rings:
        x, y, w, h = ring["box"]
        ring |= {"inside": _ink(image, [x, y, w, h]), "left": _ink(image, [x - 2, y, 1, h]),
                 "right": _ink(image, [x + w + 1, y, 1, h])}
    return rings


def _finding(tab, page: Path, words: str):
    tab.goto(page.as_uri(), wait_until="load")
    item = tab.locator("#findings li.finding", has_text=words)
    assert item.count() == 1, f"no one finding says {words!r}"
    return item


def test_the_doubled_word_lands_on_one_place_ringed_on_its_two_words(tab, pages):
    item = _finding(tab, pages["doubled"], "twice in a row")
    assert "“the the”" in item.inner_text()
    links = item.locator("a.to-face")
    assert links.count() >= 1
    for index in range(links.count()):
        link = links.nth(index)
        href, number = link.get_attribute("href"), link.get_attribute("data-finding")
        link.click()
        tab.locator(f'{href} mark.highlight[data-finding~="{number}"]').first.scroll_into_view_if_needed()
        rings = _measured(tab, tab.evaluate(RINGS, [href, number]))
        assert len(rings) == 2, f"{href}: {len(rings)} rings, not one on each of the two words"
        for ring in rings:
            assert ring["inside"] > 0.05, f"{href}: a ring on no word {ring}"
            assert ring["left"] < 0.02 and ring["right"] < 0.02, f"{href}: a ring that cuts a word {ring}"
        (one, two) = sorted(ring["box"] for ring in rings)
        assert abs(one[1] - two[1]) < 1 and one[0] + one[2] <= two[0], "the two words are not side by side"


def test_a_wrong_count_rings_the_tokens_it_counts(tab, pages):
    item = _finding(tab, pages["miscounted"], "the 7 Soldier tokens")
    assert "the tokens it counts (6 print" in item.inner_text()
    tokens = item.locator("a.to-face[href*='soldier']")
    assert tokens.count() == 3  # a token's first copy stands for the rest: three kinds of Soldier
    for index in range(tokens.count()):
        link = tokens.nth(index)
        link.click()
        rings = tab.evaluate(RINGS, [link.get_attribute("href"), link.get_attribute("data-finding")])
        assert len(rings) == 1
        box, picture = rings[0]["box"], rings[0]["picture"]
        assert all(abs(a - b) <= 1.5 for a, b in zip(box, picture)), (box, picture)
