"""The deck: every card of an encounter laid out, and where each part that does not fit is."""

from __future__ import annotations

from collections.abc import Iterator

from printgen.layout.cards import TITLE_FLOOR, CardLayout, layout_card
from printgen.layout.content import content_of
from printgen.memo import IdentityMemo
from printgen.model import Encounter, GameConstants, StatCard
from printgen.units import MM

_LAYOUTS: IdentityMemo[list[CardLayout]] = IdentityMemo(kept=8)  # four encounters, checked and built at two bleeds


def card_layouts(enc: Encounter, constants: GameConstants, bleed: float) -> list[CardLayout]:
    """Every card laid out, once per encounter and bleed (printgen.memo): a build reuses the
    layouts its overflow check made. (Callers keep within printgen.limits first: `check` skips,
    builds refuse, past them.)"""
    return _LAYOUTS.get(enc, (round(bleed, 6),), lambda: _laid_out(enc, constants, bleed))


def _laid_out(enc: Encounter, constants: GameConstants, bleed: float) -> list[CardLayout]:
    content = content_of(enc)
    return [layout_card(enc, card, constants, bleed, content) for card in enc.cards]


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
