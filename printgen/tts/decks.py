"""The cards as Tabletop Simulator decks: one deck per card size, its faces and backs on sheets."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import groupby

from printgen.layout.card_deck import card_layouts
from printgen.layout.cards import CardLayout
from printgen.layout.print_shop import slug
from printgen.load.loader import Loaded, game_constants
from printgen.layout.tts_grid import SheetGrid, card_id, sheet_grids
from printgen.tts.images import POINTS_PER_INCH, Images, picture, rasterised
from printgen.tts.objects import Card, DeckSheet


@dataclass(frozen=True)
class Deck:
    """One deck: its name, its cards in order (each on its sheet) and a card's size in inches."""

    name: str
    cards: list[Card]
    size_in: tuple[float, float]


def decks(loaded: Loaded, images: Images) -> list[Deck]:
    """A deck per card size, in the order the sizes first appear; sheet keys count from 1 across all."""
    made: list[Deck] = []
    key = 1
    sizes = list(dict.fromkeys(card.size for card in loaded.model.cards))
    # sorted is stable: cards keep their order within a size
    laid = card_layouts(loaded.model, game_constants(), 0.0)
    layouts = sorted(laid, key=lambda layout: sizes.index(layout.card.size))
    for size, group in groupby(layouts, key=lambda layout: layout.card.size):
        deck = _deck(list(group), f"{size.capitalize()} cards", key, images)
        key += len({card.sheet.key for card in deck.cards})
        made.append(deck)
    return made


def _deck(layouts: list[CardLayout], name: str, first_key: int, images: Images) -> Deck:
    width, height = layouts[0].width, layouts[0].height
    cards: list[Card] = []
    start = 0
    for key, grid in enumerate(sheet_grids(len(layouts), (width, height)), start=first_key):
        on_sheet = layouts[start:start + grid.count]
        sheet = _sheet(on_sheet, grid, key, slug(f"{name}-{key}"), images)
        cards += [Card(card_id(key, slot), sheet, card_name(layout)) for slot, layout in enumerate(on_sheet)]
        start += grid.count
    return Deck(name, cards, (width / POINTS_PER_INCH, height / POINTS_PER_INCH))


def _sheet(layouts: list[CardLayout], grid: SheetGrid, key: int, stem: str, images: Images) -> DeckSheet:
    """The sheet's faces and backs, each card in the slot its CardID names."""
    from printgen.render.sheets import compose_sheet

    urls = []
    for side in ("front", "back"):
        pages = [picture(layout.width, layout.height, getattr(layout, side).items) for layout in layouts]
        urls.append(images.add(f"{stem}-{side}s", compose_sheet(rasterised(pages, [grid.cell] * len(pages)), grid)))
    return DeckSheet(key, urls[0], urls[1], grid.columns, grid.rows)


def card_name(layout: CardLayout) -> str:
    """What a card is called in the game: its title (a stat card's is its character)."""
    return layout.card.title
