"""One body size per deck: every card of one kind (tip, AI, stat) of an encounter sets its text at
the same size, the largest at which all of them fit; measured on the display lists and in the built
PDF. Overflows are found as before (at the 7 pt floor), and check and build use the same size."""

from __future__ import annotations

from collections import defaultdict

import pytest

from conftest import FIXTURES
from printgen.load.bundled import bundled_ids
from printgen.build.part_pdf import build_part
from printgen.layout.card_deck import card_layouts, card_overflows, deck_sizes
from printgen.layout.card_face import FLOOR_SIZE, SIZE_STEP, START_SIZE, deck_body
from printgen.layout.cards import layout_card
from printgen.layout.content import content_of
from printgen.layout.display import Text
from printgen.load.loader import game_constants, load_encounter
from printgen.core.options import PrintOptions
from printgen.core.units import MM

BUNDLED = bundled_ids()
BODY_FONTS = ("text", "italic")  # plain body text (bold also sets name bars' costs, a little larger)


def _body_sizes(face) -> set[float]:
    return {round(item.size, 4) for item in face.items if isinstance(item, Text) and item.font in BODY_FONTS}


@pytest.mark.parametrize("encounter_id", BUNDLED)
def test_every_card_of_a_kind_sets_its_body_text_at_one_size(bundled, encounter_id):
    enc = bundled[encounter_id]
    sizes = deck_sizes(enc, game_constants())
    by_kind: dict[str, set[float]] = defaultdict(set)
    for layout in card_layouts(enc, game_constants(), 3 * MM):
        for face in (layout.front, layout.back):
            by_kind[layout.card.kind] |= _body_sizes(face)
    assert set(by_kind) == {card.kind for card in enc.cards} == set(sizes)
    for kind, found in by_kind.items():
        assert found == {sizes[kind]}, kind
        assert FLOOR_SIZE <= sizes[kind] <= START_SIZE


@pytest.mark.parametrize("encounter_id", BUNDLED)
def test_the_size_is_the_largest_at_which_every_card_of_the_kind_fits(bundled, encounter_id):
    """At the deck's size every face fits; a step larger, some face of the kind does not (or the
    deck is at the starting size already). A face that does not fit at a size falls back to the
    largest that fits it, so its size says which."""
    enc = bundled[encounter_id]
    constants, content = game_constants(), content_of(enc)
    for kind, size in deck_sizes(enc, constants).items():
        cards = [card for card in enc.cards if card.kind == kind]
        assert all(face.size == size and face.overflow is None for face in _faces(enc, cards, size, content))
        if size < START_SIZE:
            larger = _faces(enc, cards, size + SIZE_STEP, content)
            assert any(face.size < size + SIZE_STEP for face in larger), kind


def _faces(enc, cards, size: float, content) -> list:
    faces = []
    for card in cards:
        with deck_body(size):
            layout = layout_card(enc, card, game_constants(), 0.0, content)
        faces += [face for face in (layout.front, layout.back) if _body_sizes(face)]
    return faces


@pytest.mark.parametrize("encounter_id", BUNDLED)
def test_every_bleed_and_the_check_share_the_size(bundled, encounter_id):
    enc = bundled[encounter_id]
    constants = game_constants()
    sizes = deck_sizes(enc, constants)
    for bleed in (0.0, constants.bleed, 5 * MM):
        for layout in card_layouts(enc, constants, bleed):
            for face in (layout.front, layout.back):
                assert _body_sizes(face) <= {sizes[layout.card.kind]}


def test_an_overflow_is_found_exactly_as_each_card_alone_finds_it():
    """The overflow findings of the deck are those each card laid out on its own gives (at the floor),
    and the cards that fit are not pulled down to the floor by the one that does not."""
    loaded = load_encounter(FIXTURES / "overflow" / "too-much-text.yaml")
    enc, constants = loaded.model, game_constants()
    content = content_of(enc)
    deck = card_layouts(enc, constants, constants.bleed)
    alone = [layout_card(enc, card, constants, constants.bleed, content) for card in enc.cards]
    assert [list(card_overflows(layout)) for layout in deck] == [list(card_overflows(layout)) for layout in alone]
    assert any(list(card_overflows(layout)) for layout in deck)
    sizes = deck_sizes(enc, constants)
    for layout in deck:
        for face in (layout.front, layout.back):
            if face.overflow is not None:
                assert face.size == FLOOR_SIZE
            elif _body_sizes(face):
                assert face.size == sizes[layout.card.kind]


@pytest.mark.slow
@pytest.mark.parametrize("encounter_id", BUNDLED)
def test_the_printed_cards_use_only_the_decks_sizes(loaded_bundled, encounter_id, tmp_path):
    """Measured in the PDF: the regular body face is printed at the deck sizes and no other."""
    import pdfplumber

    loaded = loaded_bundled[encounter_id]
    path = build_part(loaded, "cards", PrintOptions("letter"), tmp_path).path
    with pdfplumber.open(path) as pdf:
        found = {round(char["size"], 2) for page in pdf.pages for char in page.chars
                 if char["fontname"].endswith(("Roboto-Regular", "Roboto-Italic")) and char["text"].strip()}
    assert found == {round(size, 2) for size in deck_sizes(loaded.model, game_constants()).values()}
