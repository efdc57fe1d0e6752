"""The deck: every card of an encounter laid out, and where each part that does not fit is.

Body text is one size across a deck: every card of one kind (tip, AI, stat) of an encounter
prints its text at the same size, the largest at which every one of them fits (a face that does not
fit even at the floor is set at the floor and reported, and does not pull the others down). The size
is settled once per encounter, by the first layout (the overflow check's), and the same size serves
every later layout of that encounter at any bleed.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from printgen.core import typography
from printgen.layout.card_band import title_floor
from printgen.layout.card_face import BodyFit, FaceLayout, deck_body, floor_size, refit
from printgen.layout.bleeds import rebled
from printgen.layout.cards import CardLayout, backed_for, layout_card
from printgen.layout.content import content_of
from printgen.core.memo import IdentityMemo, ValueMemo
from printgen.model import Encounter, GameConstants, StatCard
from printgen.core.units import MM

_LAYOUTS: IdentityMemo[list[CardLayout]] = IdentityMemo(kept=8)  # four encounters, checked and built at two bleeds


@dataclass
class DeckSizes:
    """The body size of each kind of card (tip, ai, stat) of one encounter, once settled."""

    by_kind: dict[str, float] | None = None


_SIZES: IdentityMemo[DeckSizes] = IdentityMemo(kept=8)


_FIRST: IdentityMemo[tuple[float, list[CardLayout]]] = IdentityMemo(kept=8)


def card_layouts(enc: Encounter, constants: GameConstants, bleed: float) -> list[CardLayout]:
    """Every card laid out once per encounter (printgen.core.memo): a build reuses the layouts its overflow
    check made, and at another bleed (`cards --bleed 0`, a print shop's 1/8 in) the same layouts with
    their backgrounds carried to the new bleed line (layout/bleeds.py). (Callers keep within
    printgen.core.limits first: `check` skips, builds refuse, past them.)"""
    first_bleed, first = _FIRST.get(enc, _sizes_key(constants), lambda: _first_layouts(enc, constants, bleed))
    if abs(first_bleed - bleed) < 1e-9:
        return first
    return _LAYOUTS.get(enc, (round(bleed, 6),), lambda: [rebled(layout, first_bleed, bleed) for layout in first])


DECK_READS = ("cards", "difficulty", "endings", "flowcharts", "randomizers", "reference_tables", "rules",
              "superpowers", "tables", "tokens")
"""What the faces of a deck read of the encounter (tests/test_once.py holds it to what they read). Its
plain backs read the title too, and are made for each encounter loaded."""


@dataclass(frozen=True)
class _Deck:
    """A deck's first layout, kept with what it was made from: its bleed, its layouts, each kind's body
    size, and the short title its plain backs print."""

    bleed: float
    layouts: list[CardLayout]
    sizes: dict[str, float]
    short_title: str


_DECKS: ValueMemo[_Deck] = ValueMemo(kept=8)


def _first_layouts(enc: Encounter, constants: GameConstants, bleed: float) -> tuple[float, list[CardLayout]]:
    """The deck's first layout for this load of the encounter. Its faces are kept by the value of what
    they read (DECK_READS): a watch's next save that changed none of it lays no face out again, and a
    new title makes only the plain backs again."""
    inputs = (*(getattr(enc, name) for name in DECK_READS), _sizes_key(constants))
    deck = _DECKS.get((enc.id, round(bleed, 6)), inputs, lambda: _new_deck(enc, constants, bleed))
    sizes = _sizes(enc, constants)
    if sizes.by_kind is None:
        sizes.by_kind = dict(deck.sizes)
    if deck.short_title == enc.short_title:
        return deck.bleed, deck.layouts
    return deck.bleed, [backed_for(enc, layout, constants, deck.bleed) for layout in deck.layouts]


def _new_deck(enc: Encounter, constants: GameConstants, bleed: float) -> _Deck:
    layouts = _laid_out(enc, constants, bleed)
    return _Deck(bleed, layouts, dict(_sizes(enc, constants).by_kind or {}), enc.short_title)


def deck_sizes(enc: Encounter, constants: GameConstants) -> dict[str, float]:
    """The body size of each kind of card of the encounter (settled by its first layout)."""
    sizes = _sizes(enc, constants)
    if sizes.by_kind is None:
        card_layouts(enc, constants, constants.bleed)
    return dict(sizes.by_kind or {})


def _sizes(enc: Encounter, constants: GameConstants) -> DeckSizes:
    """The encounter's sizes, for its cards at the constants' card sizes (the body's room depends on nothing else)."""
    return _SIZES.get(enc, _sizes_key(constants), DeckSizes)


def _sizes_key(constants: GameConstants) -> tuple:
    """What a deck's layout depends on besides the encounter and the bleed: the card sizes and margin."""
    return (*((name, round(size.width, 6), round(size.height, 6)) for name, size in sorted(constants.cards.items())),
            round(constants.safe_margin, 6))


def _laid_out(enc: Encounter, constants: GameConstants, bleed: float) -> list[CardLayout]:
    content = content_of(enc)
    sizes = _sizes(enc, constants)
    if sizes.by_kind is not None:
        layouts = []
        for card in enc.cards:
            with deck_body(sizes.by_kind.get(card.kind)):
                layouts.append(layout_card(enc, card, constants, bleed, content))
        return layouts
    laid: list[tuple[str, CardLayout, list[BodyFit]]] = []
    for card in enc.cards:
        with deck_body(None) as sizing:
            laid.append((card.kind, layout_card(enc, card, constants, bleed, content), sizing.fitted))
    sizes.by_kind = _settle(laid)
    for kind, layout, fitted in laid:
        for face_fit in fitted:
            _set_at(layout, face_fit, sizes.by_kind[kind])
    return [layout for _, layout, _ in laid]


def _settle(laid: list[tuple[str, CardLayout, list[BodyFit]]]) -> dict[str, float]:
    """Each kind's size: the smallest of its faces' largest fits (those that fit at all), else the floor."""
    fits: dict[str, list[float]] = {}
    for kind, _, fitted in laid:
        fits.setdefault(kind, []).extend(face_fit.size for face_fit in fitted if face_fit.fits)
    return {kind: min(sizes, default=floor_size()) for kind, sizes in fits.items()}


def _set_at(layout: CardLayout, face_fit: BodyFit, size: float) -> None:
    """A face laid out at its own size set again at its deck's: its body is the end of its items
    (cards.py and stat_faces.py draw it last), swapped for the body at ``size``."""
    if not face_fit.fits or face_fit.size == size or not face_fit.body:
        return
    face = _face_of(layout, face_fit.body)
    body = refit(face_fit, size)
    if face is None or body is None:  # not where a body goes, or smaller text took more room: left as it was
        return
    face.items[len(face.items) - len(face_fit.body):] = body
    face.size = size


def _face_of(layout: CardLayout, body: list) -> FaceLayout | None:
    """The face whose items end with ``body`` (the very items fitted_body returned)."""
    for face in (layout.front, layout.back):
        tail = face.items[len(face.items) - len(body):]
        if len(tail) == len(body) and all(mine is theirs for mine, theirs in zip(tail, body)):
            return face
    return None


def overflow_place(layout: CardLayout, overflow) -> tuple[tuple, str]:
    """Where an overflow is in the file (the card, or its section) and how to name it."""
    card = layout.card
    if isinstance(card, StatCard):
        return card.path, f"its {overflow.face} side"
    return card.path + (overflow.face, overflow.section), f"{overflow.face} section {overflow.section + 1}"


def overflow_message(layout: CardLayout, overflow, what: str) -> str:
    return (f"card '{layout.card.id}': {what} does not fit; {overflow.over / MM:.1f} mm over at the "
            f"{floor_size():g} pt floor{_in_large_print()}")


def _in_large_print() -> str:
    """What an overflow's message adds in large print, whose floor is larger (and its cards)."""
    return " of large print" if typography.large_print() else ""


def card_overflows(layout: CardLayout) -> Iterator[tuple[tuple, str]]:
    """(path in the file, message) for each part of the card that does not fit: its title, its text."""
    card = layout.card
    for face in (layout.front, layout.back):
        if face.title_over:
            yield (card.path + ("character" if isinstance(card, StatCard) else "title",),
                   f"card '{card.id}': its title does not fit in the title band; {face.title_over / MM:.1f} mm "
                   f"of it left over after two lines at the {title_floor():g} pt floor{_in_large_print()}")
        if face.overflow is not None:
            path, what = overflow_place(layout, face.overflow)
            yield path, overflow_message(layout, face.overflow, what)
