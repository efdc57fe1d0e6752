"""The deck: every card of an encounter laid out, and where each part that does not fit is."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator

from printgen.layout.cards import TITLE_FLOOR, CardLayout, layout_card
from printgen.layout.content import Content
from printgen.load.loader import Loaded, game_constants
from printgen.model import Encounter, StatCard
from printgen.units import MM


_RECENT: OrderedDict[tuple[int, float], tuple[Encounter, list[CardLayout]]] = OrderedDict()
KEPT = 8  # a kit of four encounters checks and builds at two bleeds at most


def card_layouts(loaded: Loaded, bleed: float) -> list[CardLayout]:
    """Every card laid out, once per encounter and bleed: a build reuses the layouts its overflow
    check made. The memo is kept here, keyed by the model's identity (it holds the model, so the
    identity cannot be reused), not on the loaded model, which stays as loaded.
    (Callers keep within printgen.limits first: `check` skips, builds refuse, past them.)"""
    enc = loaded.model
    key = (id(enc), round(bleed, 6))
    kept = _RECENT.get(key)
    if kept is None or kept[0] is not enc:
        content = Content(enc)
        kept = _RECENT[key] = (enc, [layout_card(enc, card, game_constants(), bleed, content) for card in enc.cards])
        if len(_RECENT) > KEPT:
            _RECENT.popitem(last=False)
    return kept[1]


def overflow_place(layout: CardLayout, overflow) -> tuple[tuple, str]:
    """Where an overflow is in the file (the card, or its section) and how to name it."""
    card = layout.card
    if isinstance(card, StatCard):
        return card.path, f"its {overflow.face} side"
    return card.path + (overflow.face, overflow.section), f"{overflow.face} section {overflow.section + 1}"


def overflow_message(layout: CardLayout, overflow, what: str) -> str:
    return (f"card '{layout.card.id}': {what} does not fit; {overflow.over / MM:.1f} mm over at the 6.5 pt "
            f"floor")


def card_overflows(layout: CardLayout) -> Iterator[tuple[tuple, str]]:
    """(path in the file, message) for each part of the card that does not fit: its title, its text."""
    card = layout.card
    for face in (layout.front, layout.back):
        if face.title_over:
            yield (card.path + ("character" if isinstance(card, StatCard) else "title",),
                   f"card '{card.id}': its title does not fit in the title band; {face.title_over / MM:.1f} mm "
                   f"of it left over after two lines at the {TITLE_FLOOR:g} pt floor")
        if face.overflow is not None:
            path, what = overflow_place(layout, face.overflow)
            yield path, overflow_message(layout, face.overflow, what)
