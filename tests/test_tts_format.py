"""The TTS saved-object referee (tests/tts_format.py): the research's recommended example conforms, and every rule,
broken alone in that example, is reported at the path of what was broken."""

from __future__ import annotations

import re
from functools import reduce
from operator import getitem

import pytest
from PIL import Image

from tts_format import local_image, problems, walk

DROP = object()  # a step's value that deletes the key instead
FLAGS = {"Locked": False, "Grid": True, "Snap": True, "Autoraise": True, "Sticky": True, "Tooltip": True}
WHITE = {"r": 1, "g": 1, "b": 1}
# The research's image names, and test images that break one image rule each; name -> (format, mode, size)
IMAGES = {"events-1a2b3c": ("PNG", "RGB", (300, 140)), "events-back-4d5e6f": ("PNG", "RGB", (100, 140)),
          "objective-front-7a8b9c": ("PNG", "RGBA", (64, 64)), "objective-back-0d1e2f": ("PNG", "RGB", (64, 64)),
          "signal-real-front-111111": ("PNG", "RGB", (48, 48)), "signal-fake-front-333333": ("PNG", "RGB", (48, 48)),
          "signal-back-222222": ("PNG", "RGB", (48, 48)), "map-444444": ("PNG", "RGB", (200, 200)),
          "photo": ("JPEG", "RGB", (64, 64)), "gif": ("GIF", "P", (64, 64)), "cmyk": ("JPEG", "CMYK", (64, 64)),
          "grey": ("PNG", "L", (64, 64)), "huge": ("PNG", "RGB", (4097, 8)), "odd-sheet": ("PNG", "RGB", (301, 140)),
          "back-sheet": ("PNG", "RGB", (300, 140)), "short-back-sheet": ("PNG", "RGB", (300, 120))}
SUFFIX = {"PNG": "png", "JPEG": "jpg", "GIF": "gif"}


@pytest.fixture
def url(tmp_path):
    """name -> file URI of that test image, made with Pillow; "missing" and "text" name no image."""
    for name, (image_format, mode, size) in IMAGES.items():
        Image.new(mode, size).save(tmp_path / f"{name}.{SUFFIX[image_format]}", image_format)
    (tmp_path / "text.png").write_text("not an image")
    files = {name: tmp_path / f"{name}.{SUFFIX[image_format]}" for name, (image_format, _, _) in IMAGES.items()}
    return lambda name: files.get(name, tmp_path / f"{name}.png").as_uri()


@pytest.fixture
def check(tmp_path):
    return lambda saved: problems(saved, local_image(tmp_path))


def transform(pos, rot, scale) -> dict:
    keys = [f"{kind}{axis}" for kind in ("pos", "rot", "scale") for axis in "XYZ"]
    return dict(zip(keys, (*pos, *rot, *scale)))


def event_sheet(url) -> dict:
    return {"FaceURL": url("events-1a2b3c"), "BackURL": url("events-back-4d5e6f"), "NumWidth": 3, "NumHeight": 1,
            "BackIsHidden": True, "UniqueBack": False, "Type": 0}


def card(guid: str, nickname: str, card_id: int, url) -> dict:
    return {"GUID": guid, "Name": "Card", "Nickname": nickname, "CardID": card_id, "Hands": True,
            "HideWhenFaceDown": True, "Transform": transform((0, 0, 0), (0, 180, 180), (1.134, 1, 1.111)),
            "CustomDeck": {"1": event_sheet(url)}}


def tile_image(front: str, back: str, tile_type: int, thickness: float, stretch: bool) -> dict:
    return {"ImageURL": front, "ImageSecondaryURL": back, "ImageScalar": 1, "WidthScale": 0,
            "CustomTile": {"Type": tile_type, "Thickness": thickness, "Stackable": False, "Stretch": stretch}}


def signal(guid: str, front: str, url) -> dict:
    return {"GUID": guid, "Name": "Custom_Tile", "Nickname": "Mutant Signal", "HideWhenFaceDown": True,
            "Transform": transform((2, 2, 0), (0, 180, 180), (0.5906, 1, 0.5906)), "ColorDiffuse": {**WHITE},
            "CustomImage": tile_image(url(front), url("signal-back-222222"), 2, 0.1, True)}


def recommended(url) -> dict:
    """The research's "Recommended shape for printgen", its image URLs pointing at the test images."""
    grey = {"r": 0.713235259, "g": 0.713235259, "b": 0.713235259}
    deck = {"GUID": "a1b2c3", "Name": "DeckCustom", "Nickname": "Event deck", "Description": "",
            "Transform": transform((-8, 1, 0), (0, 180, 180), (1.134, 1, 1.111)), "ColorDiffuse": grey, **FLAGS,
            "HideWhenFaceDown": True, "Hands": False, "SidewaysCard": False, "DeckIDs": [100, 101, 102],
            "CustomDeck": {"1": event_sheet(url)},
            "ContainedObjects": [card("a1b2c4", "Card A", 100, url), card("a1b2c5", "Card B", 101, url),
                                 card("a1b2c6", "Card C", 102, url)]}
    objective = {"GUID": "b2c3d4", "Name": "Custom_Tile", "Nickname": "Objective token", "Description": "",
                 "Transform": transform((-3, 1, 0), (0, 180, 0), (0.7874, 1, 0.7874)), "ColorDiffuse": {**WHITE},
                 **FLAGS, "Grid": False, "HideWhenFaceDown": False, "Hands": False,
                 "CustomImage": tile_image(url("objective-front-7a8b9c"), url("objective-back-0d1e2f"), 2, 0.1, True)}
    bag = {"GUID": "c3d4e5", "Name": "Bag", "Nickname": "Mutant Signal randomizer", "Description": "",
           "Transform": transform((2, 1.5, 0), (0, 0, 0), (1, 1, 1)), "ColorDiffuse": {"r": 0.2, "g": 0.2, "b": 0.2},
           **FLAGS, "MaterialIndex": -1, "MeshIndex": -1, "Number": 0,
           "ContainedObjects": [signal("c3d4e6", "signal-real-front-111111", url),
                                signal("c3d4e7", "signal-fake-front-333333", url)]}
    board = {"GUID": "d4e5f6", "Name": "Custom_Tile", "Nickname": "Encounter map", "Description": "",
             "Transform": transform((0, 1, 25), (0, 180, 0), (18, 1, 18)), "ColorDiffuse": {**WHITE}, **FLAGS,
             "Locked": True, "Hands": False, "CustomImage": tile_image(url("map-444444"), "", 0, 0.05, False)}
    return {"SaveName": "", "GameMode": "", "GameType": "", "GameComplexity": "", "Date": "", "VersionNumber": "",
            "Tags": [], "Gravity": 0.5, "PlayArea": 0.5, "Table": "", "Sky": "", "Note": "", "Rules": "",
            "XmlUI": "", "LuaScript": "", "LuaScriptState": "", "TabStates": {},
            "ObjectStates": [deck, objective, bag, board]}


def put(saved: dict, path: str, value) -> None:
    """Sets (or, with DROP, deletes) what a problem path such as 'ObjectStates[0].CustomDeck["1"].Type' names."""
    steps = [int(index) if index else key or name
             for key, index, name in re.findall(r'\["([^"]*)"\]|\[(\d+)\]|([^.\[\]]+)', path)]
    parent = reduce(getitem, steps[:-1], saved)
    if value is DROP:
        del parent[steps[-1]]
    else:
        parent[steps[-1]] = value


def as_token(saved: dict, url) -> dict:
    """The objective as a one-sided Custom_Token, as the research's notes describe one."""
    token = {**saved["ObjectStates"][1], "Name": "Custom_Token"}
    token["CustomImage"] = {"ImageURL": url("objective-front-7a8b9c"), "ImageSecondaryURL": "", "ImageScalar": 1,
                            "WidthScale": 0, "CustomToken": {"Thickness": 0.2, "MergeDistancePixels": 15,
                                                             "StandUp": False, "Stackable": False}}
    return token


def as_board(saved: dict, url) -> dict:
    return {**saved["ObjectStates"][3], "Name": "Custom_Board",
            "CustomImage": {"ImageURL": url("map-444444"), "WidthScale": 0}}


def reported(found: list[str], path: str, word: str) -> bool:
    return any(problem.startswith(f"{path}: ") and word in problem for problem in found)


def broken(path: str, value, word: str, at: str = "", before: tuple = ()):
    """A case: after the steps `before`, set `path` to `value` (a function of (saved, url) or a value); the
    problem must name `at` (default `path`) and say `word`."""
    return pytest.param([*before, (path, value)], at or path, word, id=f"{at or path}~{word}")


DECK, CARD, SHEET = "ObjectStates[0]", "ObjectStates[0].ContainedObjects[1]", 'ObjectStates[0].CustomDeck["1"]'
TILE, BAG, MAP = "ObjectStates[1]", "ObjectStates[2]", "ObjectStates[3]"
TOKEN = ((TILE, as_token),)
BROKEN = [
    broken("Gravity", "0.5", "not a number"), broken("Tags", ["a", 3], "list of strings"),
    broken("TabStates", [], "not an object"), broken("Rules", 1, "not a string"),
    broken("ObjectStates", [], "empty"), broken("ObjectStates", {}, "not a list"),
    broken(TILE, "token", "not an object"),
    broken(f"{DECK}.Name", "DeckCustum", "not a known TTS object name"), broken(f"{TILE}.Name", DROP, "missing"),
    broken(f"{TILE}.Transform", DROP, "missing"), broken(f"{TILE}.Transform", [], "not an object"),
    broken(f"{TILE}.Transform.posY", DROP, "missing"), broken(f"{TILE}.Transform.rotX", float("inf"), "number"),
    broken(f"{TILE}.Transform.posX", True, "number"), broken(f"{TILE}.Transform.scaleZ", 0, "not above 0"),
    broken(f"{TILE}.Transform.scaleX", -1, "not above 0"),
    broken(f"{DECK}.GUID", "A1B2C3", "6 lowercase hex"), broken(f"{DECK}.GUID", "a1b2c", "6 lowercase hex"),
    broken(f"{BAG}.ContainedObjects[1].GUID", "a1b2c3", f"also the GUID of {DECK}"),
    broken(f"{DECK}.Nickname", 5, "not a string"), broken(f"{DECK}.Description", None, "not a string"),
    broken(f"{TILE}.ColorDiffuse.g", DROP, "missing"), broken(f"{TILE}.ColorDiffuse.r", 1.5, "outside 0..1"),
    broken(f"{TILE}.ColorDiffuse.a", -0.1, "outside 0..1"), broken(f"{TILE}.ColorDiffuse.b", "1", "not a number"),
    broken(f"{TILE}.ColorDiffuse", "white", "an object"), broken(f"{MAP}.Locked", "true", "not a boolean"),
    broken(f"{BAG}.ContainedObjects[0].HideWhenFaceDown", 1, "boolean"),
    broken(f"{BAG}.MaterialIndex", -1.5, "not an integer"), broken(f"{DECK}.Tags", "x", "list of strings"),
    broken(f"{TILE}.States", lambda saved, url: {"2": {**saved["ObjectStates"][1], "Name": "Custom_Tyle"}},
           "not a known", at=f'{TILE}.States["2"].Name'),
    broken(f"{DECK}.ContainedObjects", lambda saved, url: [card("a1b2c4", "Card A", 100, url)], "at least 2"),
    broken(f"{DECK}.ContainedObjects[1]", lambda saved, url: signal("c3d4e8", "map-444444", url), "only Card"),
    broken(f"{DECK}.ContainedObjects", DROP, "missing"), broken(f"{DECK}.DeckIDs", DROP, "missing"),
    broken(f"{DECK}.DeckIDs", [100, 102, 101], "differ from the cards' CardIDs"),
    broken(f"{DECK}.DeckIDs", [100, "101", 102], "not an integer", at=f"{DECK}.DeckIDs[1]"),
    broken(f"{DECK}.CustomDeck", DROP, "missing"), broken(SHEET, "sheet", "not an object"),
    broken(f"{DECK}.CustomDeck", lambda saved, url: {"0": event_sheet(url)}, "positive", at=f'{DECK}.CustomDeck["0"]'),
    broken(f"{DECK}.CustomDeck", lambda saved, url: {"one": event_sheet(url)}, "positive",
           at=f'{DECK}.CustomDeck["one"]'),
    broken(f"{DECK}.CustomDeck", lambda saved, url: {"2": event_sheet(url)}, "key 1 is not", at=f"{DECK}.DeckIDs[0]"),
    broken(f"{SHEET}.FaceURL", "", "empty"), broken(f"{SHEET}.BackURL", "", "empty"),
    broken(f"{SHEET}.NumWidth", 11, "outside 1..10"), broken(f"{SHEET}.NumWidth", 0, "outside 1..10"),
    broken(f"{SHEET}.NumHeight", 8, "outside 1..7"), broken(f"{SHEET}.NumHeight", 0, "outside 1..7"),
    broken(f"{SHEET}.Type", 5, "outside 0..4"), broken(f"{SHEET}.Type", -1, "outside 0..4"),
    broken(f"{SHEET}.NumWidth", 3.0, "not an integer"), broken(f"{SHEET}.BackURL", None, "not a string"),
    broken(f"{SHEET}.BackIsHidden", "true", "boolean"), broken(f"{SHEET}.UniqueBack", 0, "boolean"),
    broken(f"{SHEET}.NumWidth", 2, "index 2 is not below 2", at=f"{DECK}.DeckIDs[2]"),
    broken(f"{SHEET}.BackIsHidden", False, "index 2 is not below 2", at=f"{DECK}.DeckIDs[2]"),
    broken(f"{CARD}.CustomDeck", DROP, "missing"), broken(f"{CARD}.CardID", DROP, "missing"),
    broken(f"{CARD}.CustomDeck", lambda saved, url: {"2": event_sheet(url)}, "key 1 is not", at=f"{CARD}.CardID"),
    broken(f'{CARD}.CustomDeck["1"].Type', 1, "differs from the deck's entry", at=f'{CARD}.CustomDeck["1"]'),
    broken(f'{CARD}.CustomDeck["1"].NumWidth', 1, "index 1 is not below 1", at=f"{CARD}.CardID"),
    broken(f"{TILE}.CustomImage", DROP, "missing"), broken(f"{TILE}.CustomImage.ImageURL", "", "empty"),
    *[broken(f"{TILE}.CustomImage.{key}", DROP, "missing")
      for key in ("ImageURL", "ImageSecondaryURL", "ImageScalar", "WidthScale", "CustomTile")],
    broken(f"{TILE}.CustomImage.ImageSecondaryURL", 3, "not a string"),
    broken(f"{TILE}.CustomImage.ImageScalar", "1", "not a number"),
    broken(f"{TILE}.CustomImage.CustomTile.Type", 4, "outside 0..3"),
    broken(f"{TILE}.CustomImage.CustomTile.Thickness", 0, "not above 0"),
    broken(f"{TILE}.CustomImage.CustomTile.Stackable", "no", "not a boolean"),
    broken(f"{TILE}.CustomImage.CustomTile.Stretch", DROP, "missing"),
    broken(f"{TILE}.CustomImage.ImageSecondaryURL", lambda saved, url: url("objective-back-0d1e2f"), "no back image",
           before=TOKEN),
    *[broken(f"{TILE}.CustomImage.{key}", DROP, "missing", before=TOKEN) for key in ("ImageURL", "CustomToken")],
    *[broken(f"{TILE}.CustomImage.CustomToken.{key}", DROP, "missing", before=TOKEN)
      for key in ("Thickness", "MergeDistancePixels", "StandUp", "Stackable")],
    broken(f"{TILE}.CustomImage.CustomToken.Thickness", 0, "not above 0", before=TOKEN),
    broken(f"{TILE}.CustomImage.CustomToken.MergeDistancePixels", "15", "not a number", before=TOKEN),
    broken(f"{TILE}.CustomImage.CustomToken.StandUp", 0, "not a boolean", before=TOKEN),
    broken(f"{MAP}.CustomImage.ImageURL", "", "empty", before=((MAP, as_board),)),
    broken(f"{BAG}.ContainedObjects", {}, "not a list"), broken(f"{BAG}.ContainedObjects[0]", "tile", "not an object"),
    broken(f"{BAG}.ContainedObjects[1].CustomImage.CustomTile.Type", 9, "outside 0..3"),
    broken(f"{BAG}.Name", "Infinite_Bag", "exactly one object", at=f"{BAG}.ContainedObjects"),
]
IMAGE_CASES = [("missing", "No such file"), ("text", "cannot be read as an image"), ("gif", "GIF, not PNG or JPEG"),
               ("cmyk", "colour mode CMYK"), ("grey", "colour mode L"), ("huge", "4097x8 px, over 4096")]


def test_the_recommended_example_conforms(url, check):
    assert check(recommended(url)) == []


def test_walk_visits_every_object_at_any_depth(url):
    saved = recommended(url)
    saved["ObjectStates"][1]["States"] = {"2": dict(saved["ObjectStates"][1])}
    assert [path for path, _ in walk(saved)] == [
        DECK, *[f"{DECK}.ContainedObjects[{index}]" for index in range(3)], TILE, f'{TILE}.States["2"]', BAG,
        f"{BAG}.ContainedObjects[0]", f"{BAG}.ContainedObjects[1]", MAP]


@pytest.mark.parametrize("steps, at, word", BROKEN)
def test_each_rule_reports_the_path_it_broke(url, check, steps, at, word):
    saved = recommended(url)
    for path, value in steps:
        put(saved, path, value(saved, url) if callable(value) else value)
    assert reported(check(saved), at, word), check(saved)


@pytest.mark.parametrize("key", ["SaveName", "Date", "VersionNumber", "GameMode", "GameType", "GameComplexity",
                                 "Tags", "Gravity", "PlayArea", "Table", "Sky", "Note", "TabStates", "LuaScript",
                                 "LuaScriptState", "XmlUI", "ObjectStates"])
def test_every_saved_object_key_is_required(url, check, key):
    saved = recommended(url)
    del saved[key]
    assert reported(check(saved), key, "missing")


@pytest.mark.parametrize("key", ["FaceURL", "BackURL", "NumWidth", "NumHeight", "BackIsHidden", "UniqueBack", "Type"])
def test_every_custom_deck_key_is_required(url, check, key):
    saved = recommended(url)
    del saved["ObjectStates"][0]["CustomDeck"]["1"][key]
    assert reported(check(saved), f"{SHEET}.{key}", "missing")


def test_a_saved_object_is_a_json_object():
    assert problems([]) == ["<root>: a saved object is a JSON object, not list"]


@pytest.mark.parametrize("name, word", IMAGE_CASES)
def test_each_image_must_be_a_readable_rgb_png_or_jpeg_of_at_most_4096_px(url, check, name, word):
    saved = recommended(url)
    saved["ObjectStates"][1]["CustomImage"]["ImageURL"] = url(name)
    assert reported(check(saved), f"{TILE}.CustomImage.ImageURL", word), check(saved)
    assert problems(saved) == []  # without image_path no image is looked at


def test_a_face_sheet_must_divide_into_its_cells(url, check):
    saved = recommended(url)
    saved["ObjectStates"][0]["CustomDeck"]["1"]["FaceURL"] = url("odd-sheet")
    assert reported(check(saved), SHEET, "301x140 px do not divide into 3x1 cells"), check(saved)


def test_a_unique_back_sheet_must_match_the_face_sheet(url, check):
    saved = recommended(url)
    entries = [obj["CustomDeck"]["1"] for _, obj in walk(saved) if "CustomDeck" in obj]
    for entry in entries:
        entry.update(UniqueBack=True, BackURL=url("back-sheet"))
    assert check(saved) == []
    for entry in entries:
        entry["BackURL"] = url("short-back-sheet")
    assert reported(check(saved), SHEET, "UniqueBack, but the back sheet is (300, 120)"), check(saved)


def test_what_the_rules_allow(url, check):
    """The forms the sources show to be valid: a JPEG, a URL that is not local, a token and a board, an infinite bag
    of one, a lone card, and a 1x1 sheet whose only cell is also the hidden one (SI writes one)."""
    saved = recommended(url)
    objects = saved["ObjectStates"]
    objects[1]["CustomImage"]["ImageURL"] = url("photo")
    objects[3]["CustomImage"]["ImageURL"] = "https://example.com/map.png"
    bag = {"Name": "Infinite_Bag", "Transform": transform((4, 1, 0), (0, 0, 0), (1, 1, 1)),
           "ContainedObjects": [signal("f00003", "signal-real-front-111111", url)]}
    lone = card("f00004", "Lone", 100, url)
    lone["CustomDeck"]["1"].update(NumWidth=1, BackIsHidden=False, FaceURL=url("events-back-4d5e6f"))
    objects += [{**as_token(saved, url), "GUID": "f00001"}, {**as_board(saved, url), "GUID": "f00002"}, bag, lone]
    assert check(saved) == []


def test_local_image_maps_file_uris_and_absolute_paths_only(tmp_path):
    image_path = local_image(tmp_path)
    spaced = tmp_path / "a b.png"
    assert image_path(spaced.as_uri()) == spaced and "%20" in spaced.as_uri()
    assert image_path("file://localhost/srv/x.png").as_posix() == "/srv/x.png"
    assert image_path(str(spaced)) == spaced
    assert [image_path(other) for other in ("https://example.com/x.png", "x.png", "tts/x.png")] == [None] * 3
