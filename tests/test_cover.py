"""Every kit's cover says what the kit is: the publisher's permission to copy, quoted from the
source when the source gives one, and that printgen is an unofficial fan tool; it lists the cards
by the kinds the encounter has, and its icon key exactly the icons the kit prints. On every page,
"seed" means the setup number. Over every bundled encounter and valid fixture."""

from __future__ import annotations

import re

import pytest

from conftest import FIXTURES, drawn_texts
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.core.options import PrintOptions
from printgen.layout.display import Text
from printgen.layout.glyphs import GLYPHS
from printgen.layout.document import UNOFFICIAL
from printgen.layout.icon_key import icons_drawn
from printgen.load.loader import load_encounter
from printgen.core.markup import ICONS
from printgen.layout.contents import CARD_KINDS
from printgen.build.kit import kit_pages
from printgen.layout.furniture import FURNITURE

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

SOURCES = [bundled_path(encounter_id) for encounter_id in bundled_ids()] + sorted(
    (FIXTURES / "valid").glob("*.yaml"))


def _cover_words(loaded) -> str:
    """The words of the cover's pages (those before the first part's bookmark), without each page's title
    band (white on the band) and foot: the text that runs on from one page to the next."""
    pages = kit_pages(loaded, PrintOptions(), seed=1)
    cover = pages[:next(n for n, page in enumerate(pages[1:], start=1) if page.bookmark)]
    return " ".join(" ".join(item.text for page in cover for item in page.items
                             if isinstance(item, Text) and item.y > FURNITURE and item.color != "#ffffff").split())


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: path.stem)
def test_the_cover_says_what_the_kit_is_and_what_it_holds(path):
    loaded = load_encounter(path)
    words = _cover_words(loaded)
    assert " ".join(UNOFFICIAL.split()) in words
    permission = getattr(loaded.model.source, "permission", None)
    assert permission is None or f"\u201c{permission}\u201d" in words
    assert all(f"\u201c{notice}\u201d" in words for notice in getattr(loaded.model.source, "notices", []))
    assert all(f"Pool: {' '.join(token.pool.split())}" in words for token in loaded.model.tokens if token.pool)
    kinds = {card.kind for card in loaded.model.cards}
    assert all((CARD_KINDS[kind] in words) == (kind in kinds) for kind in CARD_KINDS)


def test_every_bundled_transcription_quotes_the_publishers_permission(loaded_bundled):
    assert all(loaded.model.source.permission == "Permission granted to print or photocopy for personal use."
               for loaded in loaded_bundled.values())


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: path.stem)
def test_seed_means_the_setup_number_on_every_page_of_a_kit(path):
    """The source documents are "the source"; "seed" is only ever the number a setup is made from."""
    loaded = load_encounter(path)
    words = " ".join(text for page in kit_pages(loaded, PrintOptions(), seed=3) for text in drawn_texts(page.items))
    assert [match.group() for match in re.finditer(r"\bseeds?\b(?! (?:\d+|N)\b)", words, re.I)] == []


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: path.stem)
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_icon_key_lists_exactly_the_icons_the_kit_prints_each_with_one_meaning(path, paper):
    pages = kit_pages(load_encounter(path), PrintOptions(paper), seed=1)
    is_key = [any("printgen draws the game's icons" in text for text in drawn_texts(page.items)) for page in pages]
    listed = icons_drawn(page for page, key in zip(pages, is_key, strict=True) if key)
    printed = icons_drawn(page for page, key in zip(pages, is_key, strict=True) if not key)
    assert listed == printed
    assert len(set(ICONS.values())) == len(ICONS)  # no two icons share a meaning
    drawn = [repr(GLYPHS[name]) for name in ICONS]
    assert len(set(drawn)) == len(drawn)  # and no two share a drawing


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: path.stem)
def test_what_the_source_lacks_is_said_on_the_cover(path):
    loaded = load_encounter(path)
    words = _cover_words(loaded)
    assert ("Needed to play, and not in this kit." in words) == bool(loaded.model.missing)
    for item in loaded.model.missing:
        assert item.what in words and " ".join(item.why.split()) in words


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: path.stem)
@pytest.mark.parametrize("duplex", ["long", "fold"])
def test_the_covers_page_ranges_are_where_each_part_is_and_every_page_says_its_number(path, duplex):
    pages = kit_pages(load_encounter(path), PrintOptions("a4", duplex), seed=1)
    cover = pages[:next(number for number, page in enumerate(pages) if page.bookmark == "Rules")]
    words = " ".join(" ".join(text for page in cover for text in drawn_texts(page.items)).split())
    inside = words[words.index("WHAT IS INSIDE"):words.index("PRINTING")]  # the box names pages of values too
    starts = {page.bookmark: number for number, page in enumerate(pages, start=1) if page.bookmark}
    ranges = re.findall(r"\((?:pages (\d+)–(\d+)|page (\d+))", inside)
    listed = [int(first or single) for first, _, single in ranges]
    assert listed == sorted(starts.values())  # one range a part, each starting where its bookmark is
    ends = [int(last or single) for _, last, single in ranges]
    assert all(end < start for end, start in zip(ends, listed[1:])) and ends[-1] == len(pages)
    for number, page in enumerate(pages, start=1):
        assert any(text.startswith(f"Kit page {number} of {len(pages)} · ") for text in drawn_texts(page.items))
