"""The saved object's entries, in the shape Tabletop Simulator itself writes them.

Every key here is one TTS writes in its own saves (the Knowledge Base's save-file format, and saves
written by TTS 13); objects.py knows the format and nothing of encounters. Lengths are TTS units,
which are inches (the Line tool measures in inches). Sizes: at scale 1 a Custom_Tile's image is
2 units high and a card's about 3.06, each as wide as its image's aspect makes it (calibration.py).
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass

from printgen.tts.calibration import CARD_IMAGE_HEIGHT, TILE_IMAGE_HEIGHT

WHITE = {"r": 1.0, "g": 1.0, "b": 1.0}  # a tint: white leaves a tile's or card's image as drawn
BAG_COLOUR = {"r": 0.17, "g": 0.18, "b": 0.23}
TILE_SHAPES = {"box": 0, "circle": 2}  # CustomTile.Type
BAG_ORDERS = {"lifo": 0, "fifo": 1, "random": 2}  # Bag.Order: the object a bag gives when drawn from
CARD_SHAPE = 0  # CustomDeck.Type: a rectangle with rounded corners


@dataclass(frozen=True)
class Place:
    """Where an object lies: its centre on the table (x to the right, z away from the first seat, in
    inches), how high it is dropped from, and whether it lies face down."""

    x: float
    z: float
    y: float = 1.5
    face_down: bool = False


@dataclass(frozen=True)
class DeckSheet:
    """One deck sheet as a deck's CustomDeck names it: its key (CardID // 100) and the two images."""

    key: int
    face_url: str
    back_url: str
    columns: int
    rows: int

    def entry(self) -> dict:
        # BackIsHidden: a card in a hand shows its own back, so all 70 slots of a sheet hold cards
        return {str(self.key): {"FaceURL": self.face_url, "BackURL": self.back_url, "NumWidth": self.columns,
                                "NumHeight": self.rows, "BackIsHidden": True, "UniqueBack": True,
                                "Type": CARD_SHAPE}}


@dataclass(frozen=True)
class Card:
    """One card of a deck: its CardID (sheet key × 100 + slot), its sheet and its name."""

    card_id: int
    sheet: DeckSheet
    name: str


class Guids:
    """Six-hex GUIDs, as TTS writes them: derived from a name, so an export is the same each time,
    and unique within the file (TTS would otherwise give a clashing object a new one on load)."""

    def __init__(self) -> None:
        self.used: set[str] = set()

    def of(self, name: str) -> str:
        digest = hashlib.sha256(name.encode()).hexdigest()
        while digest[:6] in self.used:
            digest = hashlib.sha256(digest.encode()).hexdigest()
        self.used.add(digest[:6])
        return digest[:6]


def transform(place: Place, scale: tuple[float, float] = (1.0, 1.0)) -> dict:
    """A Transform: turned 180° about the vertical so the image's top points away from the first
    seat (it reads the right way up from there), flipped over when face down."""
    return {"posX": round(place.x, 4), "posY": place.y, "posZ": round(place.z, 4), "rotX": 0.0, "rotY": 180.0,
            "rotZ": 180.0 if place.face_down else 0.0, "scaleX": round(scale[0], 4), "scaleY": 1.0,
            "scaleZ": round(scale[1], 4)}


def _common(guid: str, kind: str, name: str, description: str) -> dict:
    return {"GUID": guid, "Name": kind, "Nickname": name, "Description": description, "ColorDiffuse": WHITE,
            "Locked": False, "Grid": False, "Snap": True, "Autoraise": True, "Sticky": True, "Tooltip": True,
            "HideWhenFaceDown": False, "Hands": False}


def tile_scale(height_in: float) -> float:
    """The scale at which a Custom_Tile's image is this high (its depth on the table), in inches."""
    return height_in / TILE_IMAGE_HEIGHT


@dataclass(frozen=True)
class Tile:
    """A Custom_Tile: a token, a tracker or the map. ``back_url`` "" for a single-faced one; ``size``
    (width, depth) in inches, the image's own aspect."""

    name: str
    front_url: str
    back_url: str
    size: tuple[float, float]
    shape: str = "box"
    thickness: float = 0.1
    description: str = ""

    def state(self, guid: str, place: Place, locked: bool = False) -> dict:
        scale = tile_scale(self.size[1])
        state = _common(guid, "Custom_Tile", self.name, self.description)
        state.update(Transform=transform(place, (scale, scale)), Locked=locked, HideWhenFaceDown=place.face_down)
        # Stretch false: the tile takes its image's aspect (a rect token, a tracker), not a square
        state["CustomImage"] = {"ImageURL": self.front_url, "ImageSecondaryURL": self.back_url, "ImageScalar": 1.0,
                                "WidthScale": 0.0, "CustomTile": {"Type": TILE_SHAPES[self.shape],
                                                                  "Thickness": self.thickness, "Stackable": False,
                                                                  "Stretch": False}}
        return state


def card_scale(height_in: float) -> float:
    """The scale at which a card's image is this high (its depth on the table), in inches."""
    return height_in / CARD_IMAGE_HEIGHT


def deck(guids: Guids, name: str, cards: list[Card], place: Place, size_in: tuple[float, float]) -> dict:
    """A DeckCustom of ``cards`` (each ``size_in`` wide and deep) in order, the first on top; one card
    alone is a card (a deck holds two or more)."""
    scale = card_scale(size_in[1])
    states = [_card(guids.of(f"{name}/{card.card_id}"), card, place, scale) for card in cards]
    if len(states) == 1:
        return states[0]
    state = _common(guids.of(name), "DeckCustom", name, "")
    sheets = {}
    for card in cards:
        sheets.update(card.sheet.entry())
    state.update(Transform=transform(place, (scale, scale)), SidewaysCard=False,
                 DeckIDs=[card.card_id for card in cards], CustomDeck=sheets, ContainedObjects=states)
    return state


def _card(guid: str, card: Card, place: Place, scale: float) -> dict:
    # SidewaysCard stays false for a landscape card: its cell is landscape already, and the flag is
    # for portrait cells whose art is turned (it turns the ALT-zoom view)
    state = _common(guid, "CardCustom", card.name, "")
    state.update(Transform=transform(place, (scale, scale)), CardID=card.card_id, SidewaysCard=False,
                 Hands=True, HideWhenFaceDown=True, CustomDeck=card.sheet.entry())
    return state


def bag(guid: str, name: str, contents: list[dict], place: Place, order: str = "lifo") -> dict:
    """A Bag holding ``contents`` (whole objects, each with its own transform), saying what it holds,
    and which of them a draw gives (``order``: "lifo", TTS's default, the last put in; "fifo", the
    first; "random", any), as TTS writes it in its saves: "Bag": {"Order": 0 | 1 | 2}."""
    state = _common(guid, "Bag", name, _contents(contents))
    state.update(Transform=transform(place), ColorDiffuse=BAG_COLOUR, MaterialIndex=-1, MeshIndex=-1, Number=0,
                 Bag={"Order": BAG_ORDERS[order]}, ContainedObjects=contents)
    return state


def _contents(contents: list[dict]) -> str:
    """"6 tokens: 2 × Shutdown Code, 2 × Secret Info, 2 × Blank Soldier", face down if they are (a count of a
    name, not an English plural of it: "2 × Secret Info", not "2 Secret Infos")."""
    names = Counter(state["Nickname"] for state in contents)
    down = ", face down" if contents and all(state["Transform"]["rotZ"] == 180.0 for state in contents) else ""
    listed = ", ".join(f"{count} × {name}" for name, count in names.items())
    return f"{len(contents)} token{'s' if len(contents) != 1 else ''}{down}: {listed}"


def saved_object(name: str, objects: list[dict]) -> dict:
    """The file TTS reads from Saved Objects: a save with its outer fields left empty."""
    return {"SaveName": name, "GameMode": "", "GameType": "", "GameComplexity": "", "Date": "", "VersionNumber": "",
            "Tags": [], "Gravity": 0.5, "PlayArea": 0.5, "Table": "", "Sky": "", "Note": "", "Rules": "",
            "XmlUI": "", "LuaScript": "", "LuaScriptState": "", "TabStates": {}, "ObjectStates": objects}
