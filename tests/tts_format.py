"""A referee for Tabletop Simulator saved objects, from public sources (never printgen's exporter). KB = Berserk-Games/
Tabletop-Simulator-Knowledge-Base @6aa3065 docs/custom-content/save-file-format.md unless a page is named; API =
Berserk-Games/Tabletop-Simulator-API @4146a0a docs/; TTSMM = argonui/TTSModManager saved-object-feature.md; SI = its
testdata/reversing/input.json, written by TTS v13.1.1; deckconv = jeandeaual/tts-deckconverter; research N = section N
of the team's TTS research notes."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import unquote, urlparse

from PIL import Image

ImagePath = Callable[[str], "Path | None"]

# API custom-game-objects.md (every custom object), the containers, cards and notes of API built-in-object.md ("the
# internal names used in the object's save data"), and Custom_Model_(Infinite_)Bag, Custom_PDF as in SI. Built-in
# game pieces (chess, dice, figurines, zones) are left out: an exporter of custom content never writes them.
KNOWN_NAMES = frozenset("""Custom_Assetbundle Custom_Board CardCustom DeckCustom Custom_Dice Figurine_Custom
Custom_Model Custom_Tile Custom_Token Custom_PDF Card Deck Bag Bowl Infinite_Bag Custom_Model_Bag
Custom_Model_Infinite_Bag Notecard 3DText Counter""".split())
CARD_NAMES = ("Card", "CardCustom")

# TTSMM: the outer fields of a saved object, with their empty values; KB SaveState gives their types.
TOP_LEVEL = {**dict.fromkeys(("SaveName", "Date", "VersionNumber", "GameMode", "GameType", "GameComplexity", "Table",
                              "Sky", "Note", "LuaScript", "LuaScriptState", "XmlUI"), "string"),
             "Tags": "list of strings", "Gravity": "number", "PlayArea": "number", "TabStates": "object",
             "ObjectStates": "list"}
# KB ObjectState (toggles bool, nullable bool? and int? fields); SI adds the last three booleans and Tags.
OBJECT_FIELDS = {
    **dict.fromkeys(("Name", "Nickname", "Description", "GMNotes", "GUID", "LuaScript", "LuaScriptState", "XmlUI"),
                    "string"),
    **dict.fromkeys(("Locked", "Grid", "Snap", "Autoraise", "Sticky", "Tooltip", "GridProjection", "HideWhenFaceDown",
                     "Hands", "AltSound", "SidewaysCard", "IgnoreFoW", "MeasureMovement", "DragSelectable"), "boolean"),
    **dict.fromkeys(("MaterialIndex", "MeshIndex", "Layer", "Number", "CardID"), "integer"),
    **dict.fromkeys(("Transform", "ColorDiffuse", "CustomDeck", "CustomImage", "States"), "object"),
    **dict.fromkeys(("DeckIDs", "ContainedObjects"), "list"), "Tags": "list of strings"}
# KB TransformState: nine floats (rotations in degrees); scales above 0, or the object collapses or mirrors.
TRANSFORM = {f"{kind}{axis}": "number" for kind in ("pos", "rot", "scale") for axis in "XYZ"}
COLOUR = dict.fromkeys("rgba", "number")  # KB ColourState r, g, b (a tint, 0..1); SI also writes an alpha "a"

# KB CustomDeckState; Type is the card shape 0..4 (API custom-game-objects.md "Custom Card"); SI writes all seven.
DECK_ENTRY = {"FaceURL": "string", "BackURL": "string", "NumWidth": "integer", "NumHeight": "integer",
              "BackIsHidden": "boolean", "UniqueBack": "boolean", "Type": "integer"}
# API "Custom Deck" defaults width 10, height 7; deckconv and SE3-TTSDeck treat 10 x 7 as the largest sheet.
DECK_RANGES = {"NumWidth": (1, 10), "NumHeight": (1, 7), "Type": (0, 4)}

# KB CustomImageState, CustomTileState (Type 0 box, 1 hex, 2 circle, 3 rounded), CustomTokenState; SI writes
# every key below on its tiles and tokens (StandUp too); API "Custom Board" takes only an image (research 6).
TILE_IMAGE = {"ImageURL": "string", "ImageSecondaryURL": "string", "ImageScalar": "number", "WidthScale": "number",
              "CustomTile": "object"}
TOKEN_IMAGE = {**{key: kind for key, kind in TILE_IMAGE.items() if key != "CustomTile"}, "CustomToken": "object"}
TILE = {"Type": "integer", "Thickness": "number", "Stackable": "boolean", "Stretch": "boolean"}
TOKEN = {"Thickness": "number", "MergeDistancePixels": "number", "StandUp": "boolean", "Stackable": "boolean"}
# Name -> (CustomImage keys, those required, the inner block, its keys (all required), its ranges)
IMAGE_KINDS = {"Custom_Tile": (TILE_IMAGE, TILE_IMAGE, "CustomTile", TILE, {"Type": (0, 3)}),
               "Custom_Token": (TOKEN_IMAGE, ("ImageURL", "CustomToken"), "CustomToken", TOKEN, {}),
               "Custom_Board": ({"ImageURL": "string", "WidthScale": "number"}, ("ImageURL",), "", {}, {})}

# KB asset-creation.md: "Either PNG or JPG are acceptable image formats. The color mode MUST be set to RGB" (RGBA
# too: KB video-tutorials.md makes transparent tokens from PNGs); "keep the dimensions ... under 4096x4096".
IMAGE_FORMATS, IMAGE_MODES, MAX_IMAGE_SIDE = ("PNG", "JPEG"), ("RGB", "RGBA"), 4096
IMAGE_KEYS = ("FaceURL", "BackURL", "ImageURL", "ImageSecondaryURL")  # KB: the [Tag(TagType.URL)] image fields

KINDS = {"string": lambda value: isinstance(value, str), "boolean": lambda value: isinstance(value, bool),
         "integer": lambda value: isinstance(value, int) and not isinstance(value, bool),
         "number": lambda value: isinstance(value, (int, float)) and not isinstance(value, bool)
         and math.isfinite(value),
         "list": lambda value: isinstance(value, list), "object": lambda value: isinstance(value, dict),
         "list of strings": lambda value: isinstance(value, list) and all(isinstance(item, str) for item in value)}
_is_number, _is_integer = KINDS["number"], KINDS["integer"]


def _typed(block: dict, spec: dict[str, str], path: str, required=()) -> list[str]:
    """Missing required keys, and keys present with a value of the wrong kind."""
    at = f"{path}." if path else ""
    found = [f"{at}{key}: missing" for key in required if key not in block]
    return found + [f"{at}{key}: {block[key]!r} is not {'an' if kind[0] in 'aeiou' else 'a'} {kind}"
                    for key, kind in spec.items() if key in block and not KINDS[kind](block[key])]


def _ranges(block: dict, ranges: dict[str, tuple[int, int]], path: str) -> list[str]:
    return [f"{path}.{key}: {block[key]!r} is outside {low}..{high}" for key, (low, high) in ranges.items()
            if _is_number(block.get(key)) and not low <= block[key] <= high]


def _positive(block: dict, keys, path: str) -> list[str]:
    return [f"{path}.{key}: {block[key]!r} is not above 0" for key in keys
            if _is_number(block.get(key)) and block[key] <= 0]


def _dict(value) -> dict:
    return value if isinstance(value, dict) else {}


def _objects_in(value, path: str) -> list[str]:
    """A list of objects holds only objects (TTSMM: ObjectStates; KB: List<ObjectState> ContainedObjects)."""
    return [f"{path}[{index}]: {item!r} is not an object"
            for index, item in enumerate(value if isinstance(value, list) else []) if not isinstance(item, dict)]


def walk(saved: dict) -> Iterator[tuple[str, dict]]:
    """(path, object) for every object at any depth: ObjectStates, ContainedObjects and States (KB ObjectState)."""
    objects = saved.get("ObjectStates")
    yield from _walk(enumerate(objects if isinstance(objects, list) else []), "ObjectStates")


def _walk(places, path: str) -> Iterator[tuple[str, dict]]:
    for place, obj in places:
        if isinstance(obj, dict):
            yield f"{path}[{place}]", obj
            contained = obj.get("ContainedObjects") if isinstance(obj.get("ContainedObjects"), list) else []
            yield from _walk(enumerate(contained), f"{path}[{place}].ContainedObjects")
            yield from _walk(((f'"{key}"', state) for key, state in _dict(obj.get("States")).items()),
                             f"{path}[{place}].States")


def problems(saved: dict, image_path: ImagePath | None = None) -> list[str]:
    """Every way `saved` departs from TTS's saved-object format, as "path: what is wrong"; [] when it conforms.
    With `image_path` (an image URL -> a local file, or None for a URL that is not local), every local image
    must exist, be an RGB PNG or JPEG at most 4096 px a side, and deck sheets must divide into their cells."""
    if not isinstance(saved, dict):
        return [f"<root>: a saved object is a JSON object, not {type(saved).__name__}"]
    found = _top_level(saved) + [problem for path, obj in walk(saved) for problem in _object(obj, path)]
    return found + _guids(saved) + (_images(saved, image_path) if image_path is not None else [])


def _top_level(saved: dict) -> list[str]:
    # Rules is optional: KB SaveState has it and deckconv writes it, but SI has none.
    found = _typed(saved, TOP_LEVEL, "", required=TOP_LEVEL) + _typed(saved, {"Rules": "string"}, "")
    if saved.get("ObjectStates") == []:
        found.append("ObjectStates: empty; a saved object holds at least one object")
    return found + _objects_in(saved.get("ObjectStates"), "ObjectStates")


def _object(obj: dict, path: str) -> list[str]:
    """The rules every object keeps (KB ObjectState), then those of its kind."""
    found = _typed(obj, OBJECT_FIELDS, path, required=("Name", "Transform"))
    name = obj.get("Name") if isinstance(obj.get("Name"), str) else None
    if name is not None and name not in KNOWN_NAMES:
        found.append(f"{path}.Name: {name!r} is not a known TTS object name")
    transform, colour = _dict(obj.get("Transform")), _dict(obj.get("ColorDiffuse"))
    found += _typed(transform, TRANSFORM, f"{path}.Transform", required=TRANSFORM if transform else ())
    found += _positive(transform, ("scaleX", "scaleY", "scaleZ"), f"{path}.Transform")
    found += _typed(colour, COLOUR, f"{path}.ColorDiffuse", required="rgb" if colour else ())
    found += _ranges(colour, dict.fromkeys(colour, (0, 1)), f"{path}.ColorDiffuse")
    found += _objects_in(obj.get("ContainedObjects"), f"{path}.ContainedObjects")
    found += [problem for key, entry in _dict(obj.get("CustomDeck")).items()
              for problem in _deck_entry(key, entry, f'{path}.CustomDeck["{key}"]')]
    check = CHECK_BY_NAME.get(name)
    return found + (check(obj, path) if check else [])


def _guids(saved: dict) -> list[str]:
    # API intro.md: "a GUID is a unique 6-character string" (TTS repairs clashes, but the research asks for unique
    # ones within the file); every GUID TTS wrote in SI is 6 lowercase hex.
    first, found = {}, []
    for path, guid in ((path, obj.get("GUID")) for path, obj in walk(saved) if isinstance(obj.get("GUID"), str)):
        if not re.fullmatch("[0-9a-f]{6}", guid):
            found.append(f"{path}.GUID: {guid!r} is not 6 lowercase hex digits")
        if guid in first:
            found.append(f"{path}.GUID: {guid!r} is also the GUID of {first[guid]}")
        first.setdefault(guid, path)
    return found


def _deck_entry(key: str, entry, path: str) -> list[str]:
    # KB: Dictionary<int, CustomDeckState>, keyed by CardID // 100; the keys TTS writes are positive (SI: "578").
    found = [] if re.fullmatch("[1-9][0-9]*", str(key)) else [f"{path}: the key is not a positive decimal integer"]
    if not isinstance(entry, dict):
        return found + [f"{path}: {entry!r} is not an object"]
    found += _typed(entry, DECK_ENTRY, path, required=DECK_ENTRY) + _ranges(entry, DECK_RANGES, path)
    return found + [f"{path}.{url}: is empty" for url in ("FaceURL", "BackURL") if entry.get(url) == ""]


def _cells(entry) -> tuple[int, int] | None:
    sizes = tuple(_dict(entry).get(key) for key in ("NumWidth", "NumHeight"))
    return sizes if all(_is_integer(size) and size >= 1 for size in sizes) else None


def _card_id_problem(card_id: int, custom_deck: dict) -> str | None:
    # KB: the key "matches the hundreth place of the id"; index = CardID % 100 (research 3). KB custom-deck.md: the
    # last cell is the "hidden" image unless BackIsHidden; a 1x1 sheet has no spare cell (SI has such a CardCustom).
    key, index = divmod(card_id, 100)
    if str(key) not in custom_deck:
        return f"{card_id}: key {key} is not in CustomDeck"
    entry, cells = custom_deck[str(key)], _cells(custom_deck[str(key)])
    if cells is None:  # the entry's own problems are reported with it
        return None
    usable = cells[0] * cells[1] - (cells != (1, 1) and entry.get("BackIsHidden") is False)
    return f'{card_id}: index {index} is not below {usable}, the usable cells of CustomDeck["{key}"]' \
        if index >= usable else None


def _card(card: dict, path: str) -> list[str]:
    # Every card carries its own CustomDeck entry (SI, deckconv); a lone card needs one (research 3).
    found = _typed(card, {}, path, required=("CardID", "CustomDeck"))
    card_id, custom_deck = card.get("CardID"), card.get("CustomDeck")
    problem = _card_id_problem(card_id, custom_deck) if _is_integer(card_id) and isinstance(custom_deck, dict) else None
    return found + ([f"{path}.CardID: {problem}"] if problem else [])


def _deck(deck: dict, path: str) -> list[str]:
    found = _typed(deck, {}, path, required=("DeckIDs", "CustomDeck", "ContainedObjects"))
    contained = deck.get("ContainedObjects") if isinstance(deck.get("ContainedObjects"), list) else None
    cards = [(index, card) for index, card in enumerate(contained or []) if isinstance(card, dict)]
    if contained is not None and len(contained) < 2:
        found.append(f"{path}.ContainedObjects: {len(contained)} card(s); a deck holds at least 2 (API object.md)")
    found += [f"{path}.ContainedObjects[{index}]: {card.get('Name')!r}; decks hold only Card or CardCustom"
              for index, card in cards if card.get("Name") not in CARD_NAMES]
    # SI and deckconv: a card's CustomDeck entry is the deck's entry under the same key.
    entries = _dict(deck.get("CustomDeck"))
    found += [f'{path}.ContainedObjects[{index}].CustomDeck["{key}"]: differs from the deck\'s entry'
              for index, card in cards for key, entry in _dict(card.get("CustomDeck")).items()
              if key in entries and entry != entries[key]]
    return found + _deck_ids(deck, [card.get("CardID") for _, card in cards], path)


def _deck_ids(deck: dict, card_ids: list, path: str) -> list[str]:
    # Research 3: DeckIDs lists each card's CardID in ContainedObjects order, each keyed in the deck's CustomDeck.
    deck_ids = deck.get("DeckIDs")
    if not isinstance(deck_ids, list):
        return []
    found = [] if deck_ids == card_ids else [f"{path}.DeckIDs: {deck_ids} differ from the cards' CardIDs {card_ids}"]
    problems_by_index = [(index, _card_id_problem(card_id, _dict(deck.get("CustomDeck"))) if _is_integer(card_id)
                          else f"{card_id!r} is not an integer") for index, card_id in enumerate(deck_ids)]
    return found + [f"{path}.DeckIDs[{index}]: {problem}" for index, problem in problems_by_index if problem]


def _custom_image(obj: dict, path: str) -> list[str]:
    spec, required, inner, inner_spec, ranges = IMAGE_KINDS[obj["Name"]]
    image = obj.get("CustomImage")
    if not isinstance(image, dict):
        return _typed(obj, {}, path, required=("CustomImage",))
    path = f"{path}.CustomImage"
    found = _typed(image, spec, path, required) + [f"{path}.ImageURL: is empty"] * (image.get("ImageURL") == "")
    if obj["Name"] == "Custom_Token" and image.get("ImageSecondaryURL"):  # KB custom-token.md: no back image
        found.append(f"{path}.ImageSecondaryURL: a token has no back image; a two-sided one is a Custom_Tile")
    block, path = _dict(image.get(inner)), f"{path}.{inner}"
    found += _typed(block, inner_spec, path, required=inner_spec if block else ()) + _ranges(block, ranges, path)
    return found + _positive(block, ("Thickness",), path)  # API: thickness 0.5 for a tile, 0.2 for a token by default


def _infinite_bag(bag: dict, path: str) -> list[str]:
    # API built-in-object.md: copies of "a single object"; every infinite bag in SI holds exactly one.
    one = isinstance(bag.get("ContainedObjects"), list) and len(bag["ContainedObjects"]) == 1
    return [] if one else [f"{path}.ContainedObjects: an infinite bag holds exactly one object"]


CHECK_BY_NAME = {"Deck": _deck, "DeckCustom": _deck, "Card": _card, "CardCustom": _card,
                 "Infinite_Bag": _infinite_bag, "Custom_Model_Infinite_Bag": _infinite_bag,
                 **dict.fromkeys(IMAGE_KINDS, _custom_image)}


def _inspect(file: Path, url: str) -> tuple[tuple[int, int] | None, str | None]:
    """The image's (width, height) when it can be read, and what is wrong with it."""
    try:
        with Image.open(file) as image:
            image_format, mode, size = image.format, image.mode, image.size
    except (OSError, ValueError) as error:  # a missing file too
        return None, f"{file} cannot be read as an image: {error}"
    wrong = [what for what, bad in ((f"is {image_format}, not PNG or JPEG", image_format not in IMAGE_FORMATS),
                                    (f"has colour mode {mode}, not RGB", mode not in IMAGE_MODES),
                                    (f"is {size[0]}x{size[1]} px, over {MAX_IMAGE_SIDE} a side",
                                     max(size) > MAX_IMAGE_SIDE)) if bad]
    return size, f"{url} {'; '.join(wrong)}" if wrong else None


def _images(saved: dict, image_path: ImagePath) -> list[str]:
    """Each image and each CustomDeck sheet, checked once, where it is first used."""
    sizes, sheets, found = {}, {}, []
    for path, obj in walk(saved):
        decks = [(f'{path}.CustomDeck["{key}"]', entry) for key, entry in _dict(obj.get("CustomDeck")).items()]
        for where, block in [*decks, (f"{path}.CustomImage", obj.get("CustomImage"))]:
            found += [problem for key in IMAGE_KEYS
                      for problem in _image(_dict(block).get(key), f"{where}.{key}", image_path, sizes)]
        for where, entry in decks:
            sheets.setdefault(repr(entry), (where, entry))
    return found + [problem for where, entry in sheets.values() for problem in _sheet(entry, where, sizes)]


def _image(url, path: str, image_path: ImagePath, sizes: dict) -> list[str]:
    file = image_path(url) if isinstance(url, str) and url else None
    if file is None or url in sizes:
        return []
    sizes[url], problem = _inspect(file, url)
    return [f"{path}: {problem}"] if problem else []


def _sheet(entry, path: str, sizes: dict) -> list[str]:
    """KB custom-deck.md: TTS cuts the face sheet into NumWidth x NumHeight cards, and with UniqueBack the back
    is a sheet laid out the same way; without it the back is a "single card-back image" (KB), of any size."""
    cells = _cells(entry)
    face, back = (sizes.get(str(entry.get(key))) for key in ("FaceURL", "BackURL")) if cells else (None, None)
    if face is None:
        return []
    (width, height), (columns, rows) = face, cells
    found = [] if width % columns == 0 and height % rows == 0 else [
        f"{path}: the face sheet's {width}x{height} px do not divide into {columns}x{rows} cells"]
    if entry.get("UniqueBack") is True and back is not None and back != face:
        found.append(f"{path}: UniqueBack, but the back sheet is {back} px and the face sheet {face} px")
    return found


def local_image(folder: Path) -> ImagePath:
    """Maps "file:///abs/path.png" URIs (percent-decoded, as Path.as_uri() writes them) and plain absolute paths
    to a Path, any other URL to None. `folder` is not consulted: an image outside it is checked all the same."""
    def image_path(url: str) -> Path | None:
        parsed = urlparse(url)
        if parsed.scheme == "file" and parsed.netloc in ("", "localhost"):
            return Path(unquote(parsed.path))
        return Path(url) if Path(url).is_absolute() else None
    return image_path
