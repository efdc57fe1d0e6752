"""Every value in the bundled data that the seeds do not give is recorded in `assumptions`, and
the kit prints each of them whole: what, the value chosen, and why.

The seeds give some token counts outright; every other token must be named in an
assumption, and so must every tracker's layout, the setup map and every stat card.
"""

from __future__ import annotations

import pypdfium2
import pytest

from printgen.load.bundled import bundled_ids
from printgen.core.options import PrintOptions
from printgen.load.loader import core_rules
from printgen.model import StatCard
from printgen.build.part_pdf import build_part
from pdfmeasure import plain_words
from printgen.core.units import MM
from printgen.core.wording import sentence

# Token counts the seeds state (seed file in the comment); all others are assumptions.
COUNTS_IN_SEEDS = {
    "unstoppable-colossus": {"cerebro-tower", "cerebro-tower-randomizer"},  # 000: "6 Randomizer Tokens", six towers
    "incredible-hulk": set(),
    "all-will-be-metal": {"doomsday-console"},  # 002: "all four Doomsday Consoles"
    "mutant-masterworks": {"soldier-shutdown-code", "soldier-secret-info", "soldier-blank", "exhaustion"},  # 004
}
FURNITURE = 14 * MM  # the bands of scale bar and page label, which may cut a note in two
TITLE_BAND = 11 * MM  # a document page's title band below the top one (layout/document.py: 9 mm and its gap)


def assumption_text(enc) -> str:
    return " ".join(f"{a.what} {a.value} {a.why}" for a in enc.assumptions).lower()


def test_the_bundled_encounters_are_the_ones_listed_here():
    assert sorted(COUNTS_IN_SEEDS) == sorted(bundled_ids())


@pytest.mark.parametrize("encounter_id", sorted(COUNTS_IN_SEEDS))
def test_token_counts_are_from_the_seeds_or_assumed(bundled, encounter_id):
    enc = bundled[encounter_id]
    text = assumption_text(enc)
    unexplained = [t.name for t in enc.tokens
                   if t.id not in COUNTS_IN_SEEDS[encounter_id] and t.name.lower().split(" / ")[0] not in text]
    assert unexplained == []


@pytest.mark.parametrize("encounter_id", sorted(COUNTS_IN_SEEDS))
def test_trackers_setup_maps_and_stat_cards_are_explained(bundled, encounter_id):
    enc = bundled[encounter_id]
    text = assumption_text(enc)
    assert "setup map" in text
    assert [tracker.name for tracker in enc.trackers if tracker.name.lower() not in text] == []
    for card in enc.cards:
        if isinstance(card, StatCard) and card.printed:
            assert "stat card" in text, card.character


def test_every_unprinted_card_says_so(bundled):
    for enc in bundled.values():
        for card in enc.cards:
            if not card.printed:
                assert card.note, card.id


@pytest.fixture(scope="module", params=sorted(COUNTS_IN_SEEDS))
def kit_words(request, loaded_bundled, tmp_path_factory):
    """(encounter, the words of its kit in the order drawn, without the page furniture)."""
    loaded = loaded_bundled[request.param]
    built = build_part(loaded, "kit", PrintOptions("letter", "long"), tmp_path_factory.mktemp("kit"), seed=1)
    document, words = pypdfium2.PdfDocument(str(built.path)), []
    try:
        for page in document:
            width, height = page.get_size()
            words += page.get_textpage().get_text_bounded(0, FURNITURE, width, height - FURNITURE - TITLE_BAND).split()
    finally:
        document.close()
    return loaded.model, words


def _printed(words: list[str], run: list[str]) -> bool:
    return any(words[start:start + len(run)] == run for start, word in enumerate(words) if word == run[0])


def test_the_kit_prints_every_assumption_whole(kit_words):
    """Word for word, in order: the encounter's assumptions, then the core rules' (printed in every kit)."""
    enc, words = kit_words
    missing = [assumption.what for assumption in [*enc.assumptions, *core_rules().assumptions]
               if not _printed(words, plain_words(f"{assumption.what} {sentence(assumption.value)} "
                                                  f"Why: {assumption.why}"))]
    assert missing == []


def test_the_terrain_footprints_the_setup_sheets_draw_are_declared_as_printgen_uses_them(bundled):
    """The sources give terrain Sizes only: each encounter with terrain declares the footprint of every
    Size as printgen/randomise/terrain.py draws it (and, where a piece goes near the centre, how near)."""
    from printgen.randomise.terrain import CENTRE_RADIUS, TERRAIN_FOOTPRINTS

    sizes = "; ".join(f"Size {size}: {w:g} × {h:g} in" for size, (w, h) in TERRAIN_FOOTPRINTS.items())
    for enc in bundled.values():
        terrain = enc.setup_map.terrain
        if terrain is None or not terrain.pieces:
            continue
        values = [a.value.replace(", ", "; ") for a in enc.assumptions if "footprint" in a.what]
        assert any(sizes in value for value in values), enc.id
        if any(piece.region == "center" for piece in terrain.pieces):
            assert any(f"within {CENTRE_RADIUS:g} in of it" in value for value in values), enc.id
