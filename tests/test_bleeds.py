"""A deck laid out once: at another bleed, the same layouts with their backgrounds carried to the new
bleed line, equal item for item to laying every card out again at that bleed, for every bundled
encounter and every bleed a command takes (none, the home 3 mm, a print shop's 1/8 in, the most)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass

import pytest

from printgen.core import memo
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.layout import card_deck
from printgen.layout.cards import layout_card
from printgen.layout.content import content_of
from printgen.layout.card_face import deck_body
from printgen.load.loader import game_constants, load_encounter
from printgen.core.units import MM


def _rounded(items):
    """Display items with their numbers to a millionth of a point (the PDF writes fewer digits): a
    rectangle's height worked out as top - bottom and as band + bleed differ in the last bit."""
    if hasattr(items, "_fields"):  # a display primitive (a named tuple)
        return (type(items).__name__, *(_rounded(value) for value in items))
    if isinstance(items, (list, tuple)):
        return [_rounded(item) for item in items]
    if is_dataclass(items):
        return (type(items).__name__, *(_rounded(getattr(items, f.name)) for f in fields(items)))
    return round(items, 6) if isinstance(items, float) else items


@pytest.mark.parametrize("encounter", bundled_ids())
@pytest.mark.parametrize("bleed_mm", [0.0, 1.0, 3.175, 10.0])
def test_a_deck_at_another_bleed_is_the_deck_laid_out_at_it(encounter, bleed_mm):
    enc = load_encounter(bundled_path(encounter)).model
    constants = game_constants()
    first = card_deck.card_layouts(enc, constants, constants.bleed)
    derived = card_deck.card_layouts(enc, constants, bleed_mm * MM)
    sizes = card_deck.deck_sizes(enc, constants)
    for layout, card in zip(derived, enc.cards, strict=True):
        with deck_body(sizes.get(card.kind)):
            fresh = layout_card(enc, card, constants, bleed_mm * MM, content_of(enc))
        assert _rounded(layout.front.items + layout.back.items) == _rounded(fresh.front.items + fresh.back.items), \
            card.id
    assert len(first) == len(derived)


def test_a_deck_is_laid_out_once_whatever_the_bleeds_asked(monkeypatch):
    memo.forget_all()  # as in a new process: a deck is kept by the value of what it read, and earlier tests read it
    enc = load_encounter(bundled_path("incredible-hulk")).model
    laid = []
    real = card_deck.layout_card
    monkeypatch.setattr(card_deck, "layout_card", lambda *args: laid.append(args[1].id) or real(*args))
    for bleed_mm in (3.0, 0.0, 3.175, 3.0):
        card_deck.card_layouts(enc, game_constants(), bleed_mm * MM)
    assert sorted(laid) == sorted(card.id for card in enc.cards)
