"""The kit's documents (its rules and its notes), for every bundled encounter and valid fixture, in every
lettering and on both papers: none ends on a page of a few lines, a sheet of its own in a kit, where its
text fits the pages before it with their columns run down to the scale bar and the spaces between its
paragraphs made tighter (never under half, and never the text smaller). Large print's Unstoppable Colossus
rules once ended on a page of four lines, and the standard lettering's on Letter on one of seven."""

from __future__ import annotations

import pytest

from conftest import FIXTURES
from printgen.build.part_pdf import laid_out
from printgen.core import typography
from printgen.core.options import PrintOptions
from printgen.layout.display import Text
from printgen.layout.furniture import FURNITURE
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.load.loader import load_encounter

pytestmark = pytest.mark.slow  # lays out whole parts in every lettering: outside the fast tier

SOURCES = [bundled_path(encounter_id) for encounter_id in bundled_ids()] + sorted(
    (FIXTURES / "valid").glob("*.yaml"))
LEAST = 0.1
"""The least share of its text area a document's last page holds: about six lines of large print."""
SHORT = {("homebrew-trackers", "large", "letter", "notes"):
         "five lines over, which only spacing cut to nothing would fit on the page before"}
"""The last pages that hold less, each with the reason no tighter spacing saves it."""


def filled(page) -> float:
    """The share of a document page's two columns its text takes, from each column's first line to its last."""
    body = [item for item in page.items if isinstance(item, Text) and FURNITURE < item.y < page.height - FURNITURE]
    used = 0.0
    for left in (True, False):
        column = [text for text in body if (text.x < page.width / 2) == left]
        if column:
            lowest = min(column, key=lambda text: text.y)
            used += max(text.y for text in column) - lowest.y + lowest.size * 1.28
    return used / (2 * (page.height - 2 * FURNITURE))


@pytest.mark.parametrize("part", ["rules", "notes"])
@pytest.mark.parametrize("lettering", typography.LETTERINGS)
@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_no_document_ends_on_a_page_of_a_few_lines(source, lettering, part):
    loaded = load_encounter(source)
    for paper in ("letter", "a4"):
        with typography.lettering(lettering):
            pages = laid_out(loaded, part, PrintOptions(paper, "long"))
        if len(pages) > 1 and (source.stem, lettering, paper, part) not in SHORT:
            assert filled(pages[-1]) >= LEAST, (paper, len(pages), round(filled(pages[-1]), 3))


@pytest.mark.parametrize("lettering", ["standard", "large"])
def test_the_colossus_rules_end_on_a_page_of_their_own(lettering):
    """The reviewer's pages: the rules of the Unstoppable Colossus in one page less than they once took."""
    loaded = load_encounter(bundled_path("unstoppable-colossus"))
    with typography.lettering(lettering):
        counts = {paper: len(laid_out(loaded, "rules", PrintOptions(paper, "long"))) for paper in ("letter", "a4")}
    assert counts == ({"letter": 3, "a4": 3} if lettering == "standard" else {"letter": 6, "a4": 6})
