"""What a kit's cover says is inside: the cover and each part the kit really holds, in the words each part
gives (printgen/build/part.py), and the pages each takes, with the ones to print on card stock said so."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core.wording import pages_said
from printgen.model import Encounter

CARD_KINDS = {"tip": "tip cards", "stat": "stat cards", "ai": "AI cards"}
KEY = ", and the icon key: every game icon this kit prints, and what it stands for"

Pages = tuple[int, int] | None
"""A part's first and last page in the kit, from 1 (None while the kit is still being laid out)."""


@dataclass(frozen=True)
class Listed:
    """The cover or a part as the contents list it: in words, and whether it goes on card stock."""

    said: str
    card_stock: bool = False


def contents(listed: dict[str, Listed], held: dict[str, Pages]) -> list[str]:
    """One line for each part in ``held`` (by the name the kit bookmarks it under), in order, as ``listed``
    words it; a part it does not word is an error (KeyError), never listed in another part's words."""
    return [listed[name].said + _pages(pages, listed[name].card_stock) for name, pages in held.items()]


def cover_listed(on_it: list[str], with_key: bool) -> Listed:
    """The cover, with what the parts leave to it (the token cut list), and the icon key if it has one."""
    return Listed(f"Cover, with {joined([*on_it, 'printing advice'])}" + (KEY if with_key else ""))


def cards_said(enc: Encounter) -> str:
    """The cards by the kinds the encounter has ("Cards: tip cards and AI cards, both faces")."""
    kinds = [words for kind, words in CARD_KINDS.items() if any(card.kind == kind for card in enc.cards)]
    return f"Cards: {joined(kinds)}, both faces"


def joined(words: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _pages(pages: Pages, card_stock: bool) -> str:
    if pages is None:
        return ""
    first, last = pages
    return f" ({pages_said(range(first, last + 1))}{', on card stock' if card_stock else ''})"
