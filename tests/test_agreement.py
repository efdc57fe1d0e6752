"""What one part prints about a piece is what every other part prints about it. For every token a
setup places, over every bundled encounter and valid fixture, several seeds and both papers: the
key drawn inside it on the map, its row in the placement table, the setup's JSON and its Tabletop
Simulator description name the same key and the same piece; and a numbered token is keyed by the
number printed on it, so that a player puts token 3 where the map says 3."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from conftest import FIXTURES
from printgen import registry
from printgen.options import Paper, PrintOptions
from printgen.layout.display import Text
from printgen.layout.placement_table import KEY_W
from printgen.layout.placement_table import SIZE as TABLE_SIZE
from printgen.layout.setup import setup_page
from printgen.layout.tokens import copies
from printgen.load.loader import game_constants, load_encounter
from printgen.randomise import generate
from printgen.tts.tokens import lay_out
from test_setup import drawn_map

SOURCES = [registry.bundled_path(encounter_id) for encounter_id in registry.bundled_ids()] + sorted(
    (FIXTURES / "valid").glob("*.yaml"))
SEEDS = range(3)


def _encounter(path):
    loaded = load_encounter(path)
    assert loaded.ok
    return loaded.model


def _table_rows(enc, made, paper: str) -> dict[str, str]:
    """The placement table as the page draws it: each row's key and the piece it names (a long
    name runs on below its key's line, up to the next key of its column)."""
    below_the_map = drawn_map(enc, made, paper)["field"].y0
    items = [item for item in setup_page(enc, game_constants(), made, PrintOptions(Paper(paper)), enc.id).items
             if isinstance(item, Text) and item.size <= TABLE_SIZE and item.y < below_the_map]
    keys = [item for item in items if item.font == "bold" and re.fullmatch(r"\d+|[A-Z]+", item.text)]
    rows: dict[str, str] = {}
    for key in keys:
        column = sorted((other.y for other in keys if other.x == key.x and other.y < key.y), reverse=True)
        floor = column[0] if column else -1.0
        name = [item for item in items if item.font == "condensed" and abs(item.x - key.x - KEY_W) < 0.01
                and floor < item.y <= key.y]
        assert key.text not in rows, "one key, two rows"
        rows[key.text] = " ".join(item.text for item in sorted(name, key=lambda item: -item.y))
    return {key: what for key, what in rows.items() if key.isdigit()}


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: path.stem)
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_map_table_json_and_tts_key_each_placed_token_alike(path, paper):
    enc = _encounter(path)
    if enc.setup_map is None:
        pytest.skip("no setup map")
    for seed in SEEDS:
        made = generate(enc, game_constants(), seed, enc.difficulty.default_level)
        placed = made.to_json()["placements"]
        on_map = sorted(key for key, _, _ in drawn_map(enc, made, paper)["keys"])
        assert on_map == sorted(entry["key"] for entry in placed)
        assert _table_rows(enc, made, paper) == {entry["key"]: entry["label"] for entry in placed}
        described = {tile.description for tile in _tts_tiles(enc, made)}
        assert described == {f"map key {entry['key']}: {entry['label']}" for entry in placed if entry["token"]}


def _tts_tiles(enc, made):
    tiles = [(copy, _Described(copy)) for copy in copies(enc, 0)]
    return [entry.tile for entry in lay_out(enc, tiles, made).on_map]


@dataclass(frozen=True)
class _Described:
    """A stand-in for a TTS tile: lay_out only describes it, which is what is compared here."""

    copy: object
    description: str = ""


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: path.stem)
def test_a_numbered_token_is_keyed_by_the_number_printed_on_it(path):
    enc = _encounter(path)
    if enc.setup_map is None:
        pytest.skip("no setup map")
    for seed in SEEDS:
        made = generate(enc, game_constants(), seed, enc.difficulty.default_level)
        keys = [entry["key"] for entry in made.to_json()["placements"]]
        for key, placed in zip(keys, made.placements, strict=True):
            token = enc.token(placed.token) if placed.token else None
            if token is not None and token.numbered:
                assert placed.number is not None and 1 <= placed.number <= token.count
                assert key == str(placed.number) and placed.label == f"{token.name} {placed.number}"
            else:
                assert not re.search(r"\d+$", placed.label) or placed.label.endswith(")"), placed.label
        numbered = [p.number for p in made.placements if p.number is not None]
        assert len(numbered) == len(set(zip(numbered, [p.token for p in made.placements if p.number is not None])))


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: path.stem)
def test_the_cover_and_show_word_the_crisis_team_alike(path, cli):
    """The squad's terms (players, each squad's Maximum Threat, affiliations) read the same on the kit's
    cover as in `printgen show`."""
    from conftest import drawn_texts
    from printgen.kit import kit_pages
    from printgen.options import PrintOptions

    loaded = load_encounter(path)
    cover = " ".join(drawn_texts(kit_pages(loaded, PrintOptions(), 1)[0].items))
    shown = cli("show", str(path)).stdout
    terms = re.search(r"^Crisis Team: ([^;\n]+)", shown, re.M).group(1)
    assert terms == loaded.model.squad.crisis_team()
    assert re.sub(r"\s+", " ", f"Crisis Team: {terms}") in re.sub(r"\s+", " ", cover)
