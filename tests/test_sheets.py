"""Each physical sheet of a kit printed double-sided holds one part: every part starts on a sheet of
its own, and a part cut out of card stock has on its sheets' backs its own backs or nothing, so that
cutting out a token never cuts into the tracker on the other side and card stock and paper part at
a sheet's edge. And no page of such a kit tells the printer otherwise than the cover does. Over
every bundled encounter and valid fixture, both papers, both flips."""

from __future__ import annotations

import pytest

from conftest import BLANK, FIXTURES, drawn_texts, parts_of
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.core.options import PrintOptions
from printgen.load.loader import load_encounter
from printgen.build.kit import kit_pages

SOURCES = [bundled_path(encounter_id) for encounter_id in bundled_ids()] + sorted(
    (FIXTURES / "valid").glob("*.yaml"))
READ = ("Cover", "Rules", "Transcription notes", "Designer's notes")  # printed back to back, to be read
@pytest.fixture(scope="module", params=SOURCES, ids=lambda path: path.stem)
def loaded(request):
    return load_encounter(request.param)


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("duplex", ["long", "short"])
def test_every_sheet_holds_one_part_and_cut_parts_back_onto_themselves_or_nothing(loaded, paper, duplex):
    pages = kit_pages(loaded, PrintOptions(paper, duplex), seed=1)
    owners = parts_of(pages)
    starts = [index for index, page in enumerate(pages) if page.bookmark]
    assert all(index % 2 == 0 for index in starts), "a part starts on the back of a sheet"
    for front in range(0, len(pages), 2):
        on_sheet = {owner for owner in owners[front:front + 2] if owner is not None}
        assert len(on_sheet) <= 1, f"sheet {front // 2 + 1} holds {sorted(on_sheet)}"
        cut = on_sheet - set(READ)
        if cut and front + 1 < len(pages):
            back = pages[front + 1]
            blank = BLANK in drawn_texts(back.items)
            assert blank or getattr(back, "back", False), f"sheet {front // 2 + 1}'s back is a front"


@pytest.mark.parametrize("duplex", ["long", "short"])
def test_no_page_of_a_double_sided_kit_says_to_print_single_sided(loaded, duplex):
    pages = kit_pages(loaded, PrintOptions("letter", duplex), seed=1)
    said = [text for page in pages for text in drawn_texts(page.items) if "single-sided" in text]
    assert said == []
