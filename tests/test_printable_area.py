"""Kits print right on a home printer: nothing within 5 mm of a page edge, every back on the
reverse of its front, and PDF viewer settings that keep the page at actual size."""

from __future__ import annotations

import pdfplumber
import pypdf
import pytest

from printgen.load.bundled import bundled_ids
from printgen.core.options import PrintOptions
from printgen.build.kit import kit_pages
from printgen.build.part_pdf import build_part
from printgen.core.units import POINTS_PER

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

MM = POINTS_PER["mm"]
MARGIN = 5 * MM
ENCOUNTERS = bundled_ids()


@pytest.fixture(scope="module", params=[("letter", "long"), ("a4", "fold"), ("a4", "short")], ids=str)
def kits(request, loaded_bundled, tmp_path_factory):
    paper, duplex = request.param
    out = tmp_path_factory.mktemp("kits")
    return duplex, {i: build_part(loaded_bundled[i], "kit", PrintOptions(paper, duplex), out, seed=7).path
                    for i in ENCOUNTERS}


def _too_close(page) -> list[str]:
    """One line per row of offending objects: the page, the kind, where, and the text if any."""
    rows: dict[tuple, str] = {}
    for kind in ("char", "rect", "line", "curve", "image"):
        for obj in page.objects.get(kind, []):
            x0, x1, top, bottom = obj["x0"], obj["x1"], obj["top"], obj["bottom"]
            if min(x0, top, page.width - x1, page.height - bottom) < MARGIN - 0.01:
                key = (kind, round(top / MM))
                rows.setdefault(key, f"page {page.page_number}: {kind} at ({x0 / MM:.1f}, {top / MM:.1f}) mm "
                                     f"from the top left ")
                rows[key] += obj.get("text", "")
    return list(rows.values())


@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
def test_nothing_is_drawn_within_five_millimetres_of_an_edge(kits, encounter_id):
    with pdfplumber.open(kits[1][encounter_id]) as pdf:
        found = [problem for page in pdf.pages for problem in _too_close(page)]
    assert found == [], "\n".join(found[:20])


@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
def test_every_kit_pdf_asks_for_actual_size_and_its_duplex_flip(kits, encounter_id):
    duplex, paths = kits
    reader = pypdf.PdfReader(paths[encounter_id])
    preferences = reader.trailer["/Root"]["/ViewerPreferences"]
    assert preferences["/PrintScaling"] == "/None"
    assert reader.metadata.title and reader.metadata.author and reader.metadata.subject
    expected = {"long": "/DuplexFlipLongEdge", "short": "/DuplexFlipShortEdge"}.get(duplex)
    assert preferences.get("/Duplex") == expected


def _behind(trim, page, duplex: str) -> tuple[float, float]:
    if duplex == "long":
        return round(page.width - trim.x - trim.w, 2), round(trim.y, 2)
    return round(trim.x, 2), round(page.height - trim.y - trim.h, 2)


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("duplex", ["long", "short"])
@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
def test_every_back_is_printed_on_the_reverse_of_its_front(loaded_bundled, encounter_id, paper, duplex):
    pages = kit_pages(loaded_bundled[encounter_id], PrintOptions(paper, duplex), seed=7)
    backs_seen = 0
    for number, page in enumerate(pages, start=1):
        backs = [trim for trim in page.trims if trim.face == "back"]
        if not backs:
            continue
        assert number % 2 == 0, f"page {number} holds backs but is a front page"
        fronts = {(trim.item, round(trim.x, 2), round(trim.y, 2)) for trim in pages[number - 2].trims
                  if trim.face == "front"}
        for trim in backs:
            assert (trim.item, *_behind(trim, page, duplex)) in fronts, (number, trim.item)
            backs_seen += 1
    assert backs_seen
