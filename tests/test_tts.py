"""`printgen tts`: every bundled encounter's export conforms to Tabletop Simulator's saved-object
format (tts_format.py, written from TTS's documentation, not from printgen), and holds what the
data holds: every card once in a deck whose sheets show it, every token copy once at its printed
size, each Randomizer group in its own bag, a seeded setup's tokens where `setup --format json` puts
them, and the map at the battlefield's size."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from PIL import Image
from tts_format import local_image, problems, walk

from printgen.load.bundled import bundled_ids, resolve
from printgen.load.loader import game_constants
from printgen.layout.card_deck import card_layouts
from printgen.layout.tokens import copies
from printgen.load.loader import load_encounter
from printgen.tts.boards import TRACKER_MARGIN, TRACKER_WIDTH
from printgen.tts.calibration import CARD_IMAGE_HEIGHT, TILE_IMAGE_HEIGHT
from printgen.tts.decks import card_name
from printgen.tts.export import export, saved_object_name
from printgen.tts.images import Images
from printgen.tts.tokens import token_tiles

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

BUNDLED = bundled_ids()
SEED = 7
MM_PER_INCH = 25.4


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """Each bundled encounter exported once with a setup (seed 7) and once bare: (loaded, saved, folder)."""
    out = tmp_path_factory.mktemp("tts")
    made = {}
    for encounter in BUNDLED:
        loaded = load_encounter(resolve(encounter))
        for seed in (SEED, None):
            root = out / str(seed)
            path = export(loaded, root, seed).saved_object
            made[encounter, seed] = (loaded, json.loads(path.read_text(encoding="utf-8")), path.parent)
    return made


@pytest.mark.parametrize("seed", [SEED, None], ids=["seeded", "bare"])
@pytest.mark.parametrize("encounter", BUNDLED)
def test_the_saved_object_conforms_to_the_format_and_its_images_exist(exported, encounter, seed):
    _, saved, folder = exported[encounter, seed]
    assert problems(saved, local_image(folder)) == []
    picture = folder / f"{saved_object_name(encounter, seed)}.png"
    assert Image.open(picture).size == (256, 256)


def _objects(saved: dict, name: str) -> list[dict]:
    return [obj for _, obj in walk(saved) if obj["Name"] == name]


def _url_file(url: str) -> Path:
    path = local_image(Path("/"))(url)
    assert path is not None, url
    return path


@pytest.mark.parametrize("encounter", BUNDLED)
def test_every_card_is_in_a_deck_once_and_each_slot_shows_a_card(exported, encounter):
    loaded, saved, _ = exported[encounter, SEED]
    cards = [obj for name in ("Card", "CardCustom") for obj in _objects(saved, name)]
    laid = card_layouts(loaded.model, game_constants(), 0.0)
    assert Counter(card["Nickname"] for card in cards) == Counter(card_name(c) for c in laid)
    for card in cards:
        key, slot = divmod(card["CardID"], 100)
        entry = card["CustomDeck"][str(key)]
        for url in (entry["FaceURL"], entry["BackURL"]):
            with Image.open(_url_file(url)) as sheet:
                assert _cell_is_drawn(sheet, entry, slot)


def _cell_is_drawn(sheet: Image.Image, entry: dict, slot: int) -> bool:
    """Whether the card's cell holds more than white paper."""
    width, height = sheet.width // entry["NumWidth"], sheet.height // entry["NumHeight"]
    row, column = divmod(slot, entry["NumWidth"])
    cell = sheet.convert("L").crop((column * width, row * height, (column + 1) * width, (row + 1) * height))
    return cell.getextrema()[0] < 128


@pytest.mark.parametrize("encounter", BUNDLED)
def test_cards_and_their_cells_keep_the_cards_shape_and_size(exported, encounter):
    loaded, saved, _ = exported[encounter, SEED]
    sizes = {card_name(c): (c.width / 72, c.height / 72) for c in card_layouts(loaded.model, game_constants(), 0.0)}
    for card in [obj for name in ("Card", "CardCustom") for obj in _objects(saved, name)]:
        width, height = sizes[card["Nickname"]]
        assert card["Transform"]["scaleX"] * CARD_IMAGE_HEIGHT == pytest.approx(height, abs=1e-3)
        assert card["SidewaysCard"] is False  # the flag is for art turned in a portrait cell
        entry = next(iter(card["CustomDeck"].values()))
        with Image.open(_url_file(entry["FaceURL"])) as sheet:
            cell = sheet.width / entry["NumWidth"], sheet.height / entry["NumHeight"]
        assert cell[0] / cell[1] == pytest.approx(width / height, abs=0.01)


def _tiles(saved: dict) -> list[dict]:
    return _objects(saved, "Custom_Tile")


@pytest.mark.parametrize("seed", [SEED, None], ids=["seeded", "bare"])
@pytest.mark.parametrize("encounter", BUNDLED)
def test_every_token_copy_is_on_the_table_once_at_its_printed_size(exported, encounter, seed):
    loaded, saved, _ = exported[encounter, seed]
    enc = loaded.model
    printed = Counter()
    for copy in copies(enc, 0):
        printed[copy.token.id] += 1
    heights = {token.id: token.size_pt[1] / 72 for token in enc.tokens}
    found = Counter()
    for tile in _tiles(saved):
        token = _token_of(enc, tile)
        if token is None:
            continue
        found[token.id] += 1
        assert tile["Transform"]["scaleX"] * TILE_IMAGE_HEIGHT == pytest.approx(heights[token.id], abs=1e-3)
        with Image.open(_url_file(tile["CustomImage"]["ImageURL"])) as image:
            assert image.width / image.height == pytest.approx(token.size_pt[0] / token.size_pt[1], abs=0.01)
        assert tile["CustomImage"]["CustomTile"]["Type"] == (2 if token.shape == "round" else 0)
        assert bool(tile["CustomImage"]["ImageSecondaryURL"]) is (enc.token(token.id).back is not None
                                                                  or token.randomizer is not None)
    assert found == printed


def _token_of(enc, tile: dict):
    """The token a tile shows, known by its front image, as the export names it (a face-down token's
    name says nothing of it, so the names are asked of token_tiles, which gives them)."""
    return fronts_named(enc).get(Path(tile["CustomImage"]["ImageURL"]).name)


_FRONTS: dict[str, dict] = {}


def fronts_named(enc) -> dict:
    """Each token image's file name, and the token whose front it is."""
    if enc.id not in _FRONTS:
        _FRONTS[enc.id] = {tile.front_url: copy.token for copy, tile in token_tiles(enc, Images(lambda name: name))}
    return _FRONTS[enc.id]


@pytest.mark.parametrize("encounter", BUNDLED)
def test_each_randomizer_group_is_a_bag_of_exactly_its_tokens_face_down(exported, encounter):
    loaded, saved, _ = exported[encounter, SEED]
    enc = loaded.model
    bags = {bag["Nickname"]: bag for bag in _objects(saved, "Bag")}
    for group in enc.randomizers:
        members = [t for t in enc.tokens if t.randomizer == group.id]
        inside = bags[group.name]["ContainedObjects"]
        assert Counter(_token_of(enc, tile).id for tile in inside) == Counter({t.id: t.count for t in members})
        assert all((tile["Transform"]["rotZ"] == 180) is group.face_down for tile in inside)
        assert all(tile["HideWhenFaceDown"] is group.face_down for tile in inside)


@pytest.mark.parametrize("encounter", BUNDLED)
def test_the_setups_tokens_lie_where_setup_json_puts_them(exported, encounter, cli):
    _, saved, _ = exported[encounter, SEED]
    setup = json.loads(cli("setup", encounter, "--seed", str(SEED), "--format", "json").stdout)[0]
    width, height = setup["battlefield_in"]
    on_map = {tile["Description"]: tile for tile in _tiles(saved) if tile["Description"].startswith("map key ")}
    placed = [p for p in setup["placements"] if p["token"]]
    assert len(on_map) == len(placed)
    for placement in placed:
        tile = on_map[f"map key {placement['key']}: {placement['label']}"]
        assert tile["Transform"]["posX"] == pytest.approx(placement["x_in"] - width / 2, abs=1e-3)
        assert tile["Transform"]["posZ"] == pytest.approx(placement["y_in"] - height / 2, abs=1e-3)


@pytest.mark.parametrize("encounter", BUNDLED)
def test_the_map_is_the_battlefield_at_its_size(exported, encounter):
    _, saved, _ = exported[encounter, SEED]
    board = saved["ObjectStates"][0]
    assert board["Locked"] is True and board["Transform"]["posX"] == 0 and board["Transform"]["posZ"] == 0
    with Image.open(_url_file(board["CustomImage"]["ImageURL"])) as image:
        aspect = image.width / image.height
    height = board["Transform"]["scaleX"] * TILE_IMAGE_HEIGHT
    assert (height * aspect, height) == pytest.approx((36.0, 36.0))


@pytest.mark.parametrize("encounter", BUNDLED)
def test_each_tracker_is_a_tile_at_its_printed_size(exported, encounter):
    loaded, saved, _ = exported[encounter, SEED]
    trackers = [tile for tile in _tiles(saved) if Path(tile["CustomImage"]["ImageURL"]).name.startswith("tracker-")]
    assert [tile["Nickname"] for tile in trackers] == [tracker.name for tracker in loaded.model.trackers]
    laid_out = (TRACKER_WIDTH + 2 * TRACKER_MARGIN) / 72  # the board's width in inches, as laid out
    for tile in trackers:
        with Image.open(_url_file(tile["CustomImage"]["ImageURL"])) as image:
            aspect = image.width / image.height
        assert tile["Transform"]["scaleX"] * TILE_IMAGE_HEIGHT * aspect == pytest.approx(laid_out, abs=0.01)


@pytest.mark.parametrize("seed", [1, None], ids=["seeded", "bare"])
@pytest.mark.parametrize("fixture", sorted((Path(__file__).parent / "fixtures" / "valid").glob("*.yaml")),
                         ids=lambda path: path.stem)
def test_every_valid_fixture_exports_a_conforming_table(tmp_path, fixture, seed):
    """The smallest encounter (no trackers, cards or bags) and the homebrew one export as the bundled ones do."""
    saved_object = export(load_encounter(fixture), tmp_path, seed).saved_object
    assert problems(json.loads(saved_object.read_text()), local_image(saved_object.parent)) == []


def test_the_same_input_and_seed_give_the_same_bytes(tmp_path):
    loaded = load_encounter(resolve("mutant-masterworks"))
    first = export(loaded, tmp_path / "a", 3, "https://example.org/mm").saved_object.parent
    second = export(loaded, tmp_path / "b", 3, "https://example.org/mm").saved_object.parent
    files = sorted(p.relative_to(first) for p in first.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(second) for p in second.rglob("*") if p.is_file())
    assert all((first / f).read_bytes() == (second / f).read_bytes() for f in files)
    saved = json.loads((first / "mutant-masterworks-seed-3.json").read_text())
    assert {Path(url).parent.as_posix() for url in _urls(saved)} == {"https:/example.org/mm"}


def _urls(saved: dict) -> set[str]:
    urls = set()
    for _, obj in walk(saved):
        image = obj.get("CustomImage", {})
        urls |= {image.get("ImageURL"), image.get("ImageSecondaryURL")} - {None, ""}
        for entry in obj.get("CustomDeck", {}).values():
            urls |= {entry["FaceURL"], entry["BackURL"]}
    return urls


def test_images_no_saved_object_names_are_removed_and_nothing_else(tmp_path, cli):
    """Each seed is its own saved object beside the others; a run removes only images none of them names."""
    images = tmp_path / "incredible-hulk" / "tts" / "images"
    images.mkdir(parents=True)
    (images / "token-gone-front-0123456789.png").write_bytes(b"old")
    (images / "my-notes.txt").write_text("mine")
    for seed in ("3", "4"):
        assert cli("tts", "incredible-hulk", "--seed", seed, "--out", str(tmp_path)).exit_code == 0
    left = {p.name for p in images.iterdir()}
    assert "token-gone-front-0123456789.png" not in left and "my-notes.txt" in left
    named = set()
    for seed in ("3", "4"):
        saved = json.loads((tmp_path / "incredible-hulk" / "tts" / f"incredible-hulk-seed-{seed}.json").read_text())
        named |= {Path(_url_file(url)).name for url in _urls(saved)}
    assert named == left - {"my-notes.txt"}
    assert len([name for name in named if name.startswith("map-")]) == 2


@pytest.mark.parametrize("url", ["ftp://example.org", "example.org/images", "file:///tmp"])
def test_a_base_url_that_tts_cannot_fetch_is_a_usage_error(tmp_path, cli, url):
    result = cli("tts", "incredible-hulk", "--base-url", url, "--out", str(tmp_path))
    assert result.exit_code == 2 and "--base-url" in result.stderr
    assert not any(tmp_path.iterdir())


def test_an_encounter_past_the_token_limit_gets_one_line_and_writes_nothing(tmp_path, cli):
    result = cli("tts", "unstoppable-colossus", "--max-tokens", "10", "--out", str(tmp_path))
    assert result.exit_code == 1 and "--max-tokens" in result.stderr and "Traceback" not in result.stderr
    assert not any(tmp_path.iterdir())
