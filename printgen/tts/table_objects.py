"""The saved object's contents: the map in the middle, the tokens a setup placed on it, cards and
trackers on the right, Randomizer bags and the other tokens on the left (table.py says where)."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.model import Encounter
from printgen.randomise import Setup
from printgen.tts.decks import Deck
from printgen.tts.objects import Guids, Place, Tile, bag, deck, saved_object
from printgen.tts.table import left_of, on_map, right_of
from printgen.tts.tokens import TokenLayout

BAG_SIZE = (3.0, 3.0)   # inches a bag takes on its shelf
ON_MAP_DROP = 1.3       # tokens on the map start just above it
MAP_HEIGHT = 1.0        # the map lies locked at the table's surface
IN_BAG = 2.0            # a bag's tokens' height: any will do, TTS keeps contents by order


@dataclass(frozen=True)
class Laid:
    """Everything the table shows, made: the setup (seeded or bare), the map, trackers, decks and tokens."""

    setup: Setup
    seeded: bool
    board: Tile
    trackers: list[Tile]
    decks: list[Deck]
    tokens: TokenLayout


def table_objects(enc: Encounter, laid: Laid) -> dict:
    """The saved object, named after the encounter (and the setup's seed, if any)."""
    guids = Guids()
    states = [laid.board.state(guids.of("map"), Place(0.0, 0.0, MAP_HEIGHT), locked=True)]
    states += _on_map(guids, laid)
    states += _right(guids, laid)
    states += _left(guids, laid)
    return saved_object(f"{enc.title}, setup seed {laid.setup.seed}" if laid.seeded else enc.title, states)


def _on_map(guids: Guids, laid: Laid) -> list[dict]:
    states = []
    for token in laid.tokens.on_map:
        x, z = on_map(token.x, token.y, laid.setup.battlefield)
        states.append(token.tile.state(guids.of(token.tile.description), Place(x, z, ON_MAP_DROP, token.face_down)))
    return states


def _right(guids: Guids, laid: Laid) -> list[dict]:
    """The decks, face up, then the trackers."""
    shelf = right_of(laid.setup.battlefield)
    deck_sizes = [deck_.size_in for deck_ in laid.decks]
    states = [deck(guids, deck_.name, deck_.cards, Place(x, z), deck_.size_in)
              for deck_, (x, z) in zip(laid.decks, shelf.place(deck_sizes), strict=True)]
    shelf = shelf.below(deck_sizes)
    sizes = [tile.size for tile in laid.trackers]
    return states + [tile.state(guids.of(f"tracker/{n}"), Place(x, z))
                     for n, (tile, (x, z)) in enumerate(zip(laid.trackers, shelf.place(sizes), strict=True))]


def _left(guids: Guids, laid: Laid) -> list[dict]:
    """A bag per Randomizer group (its tokens in it as the seed shuffled them, face down if the group's
    are, drawn from at random), a bag per pile of one token, then loose tokens."""
    shelf = left_of(laid.setup.battlefield)
    bags = list(laid.tokens.bags.values())
    states = []
    for bagged, (x, z) in zip(bags, shelf.place([BAG_SIZE] * len(bags)), strict=True):
        inside = [tile.state(guids.of(f"bag/{bagged.name}/{n}"), Place(x, z, IN_BAG, bagged.face_down))
                  for n, tile in enumerate(bagged.tiles)]
        states.append(bag(guids.of(f"bag/{bagged.name}"), bagged.name, inside, Place(x, z),
                          "random" if bagged.random else "lifo"))
    shelf = shelf.below([BAG_SIZE] * len(bags))
    loose = laid.tokens.loose
    return states + [tile.state(guids.of(f"token/{n}"), Place(x, z))
                     for n, (tile, (x, z)) in enumerate(zip(loose, shelf.place([t.size for t in loose]), strict=True))]
