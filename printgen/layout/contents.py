"""What a kit's cover says is inside: each part the kit really holds, the cards by their kinds, and
the pages each part takes, with the ones to print on card stock said so. The token cut list is the
cover's own: the token sheets of a kit do not print it again."""

from __future__ import annotations

from printgen.model import Encounter

CARD_KINDS = {"tip": "tip cards", "stat": "stat cards", "ai": "AI cards"}
ON_CARD_STOCK = ("Cards", "Tokens")
KEY = ", and the icon key: every game icon this kit prints, and what it stands for"

Pages = tuple[int, int] | None
"""A part's first and last page in the kit, from 1 (None while the kit is still being laid out)."""


def contents(enc: Encounter, held: dict[str, Pages], with_key: bool) -> list[str]:
    """One line for each part in ``held`` (by the name the kit bookmarks it under), in order."""
    described = {"Cover": "Cover, with the token cut list and printing advice" + (KEY if with_key else ""),
                 "Rules": "Rules: the core rules and this encounter's rules", "Trackers": "Trackers",
                 "Tokens": "Tokens: every copy, to cut out (their cut list is on the cover)", "Setup": "A setup sheet"}
    return [(_cards(enc) if name == "Cards" else described.get(name, f"{name}: assumptions and corrections"))
            + _pages(name, pages) for name, pages in held.items()]


def _cards(enc: Encounter) -> str:
    """The cards by the kinds the encounter has ("Cards: tip cards and AI cards, both faces")."""
    kinds = [words for kind, words in CARD_KINDS.items() if any(card.kind == kind for card in enc.cards)]
    named = kinds[0] if len(kinds) == 1 else f"{', '.join(kinds[:-1])} and {kinds[-1]}"
    return f"Cards: {named}, both faces"


def _pages(name: str, pages: Pages) -> str:
    if pages is None:
        return ""
    first, last = pages
    where = f"page {first}" if first == last else f"pages {first}–{last}"
    return f" ({where}{', on card stock' if name in ON_CARD_STOCK else ''})"
