"""One key for one piece, and one kind of piece for one series of keys. For every piece a setup places,
over every bundled encounter, every valid fixture and a homebrew map that holds every kind of key, on
both papers: the key drawn inside its symbol on the map, its row in the placement table, the setup's
JSON and its Tabletop Simulator description name the same key and the same piece. Each numbered series
is one kind of piece: a bare number is the number printed on a token of the one numbered series on the
map; every other kind is keyed by letters of its own (HB, DC1 … DC4), never a terrain piece's (A, B …),
so that no key reads as the next of a series it does not belong to."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from conftest import FIXTURES, MINIMAL
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.core import typography
from printgen.layout.display import Circle, Rect, Text
from printgen.layout.placement_table import KEY_W
from printgen.layout.placement_table import SIZE as TABLE_SIZE
from printgen.layout.setup import setup_page
from printgen.layout.tokens import copies
from printgen.load.loader import game_constants, load_encounter
from printgen.model.base import MARK
from printgen.core.options import Paper, PrintOptions
from printgen.randomise import generate
from printgen.randomise.measures import letter_key
from printgen.tts.tokens import lay_out
from printgen.core.units import MM

PAPERS = ("letter", "a4")
SEEDS = range(3)
KEY = re.compile(r"([A-Z]*)(\d*)")
KEY_COLOUR = "#ffffff"   # a key, drawn inside its symbol

HOMEBREW = MINIMAL + """\
  fixed:
    - {id: beacon, label: Alpha Beacon (keep it lit), token: alpha-beacon, at: [18in, 30in]}
    - {id: hero, label: The Hero, at: [6in, 30in], base: 35mm}
  random:
    - {id: crates, token: crate, count: 3, constraints: [{from: south, min: 4in}, {from: same, min: 5in}]}
    - {id: relays, token: relay, count: 2, constraints: [{from: south, min: 4in}, {from: same, min: 5in}]}
    - {id: pylons, token: pylon, count: 2, constraints: [{from: south, min: 4in}, {from: same, min: 5in}]}
    - {id: patrol, token: soldiers, count: 2, constraints: [{from: south, min: 4in}, {from: same, min: 5in}]}
  terrain:
    text: Ruins everywhere.
    min_pieces: 28
randomizers:
  - {id: soldiers, name: Soldier, back: {label: Soldier}, face_down: true}
tokens:
  - {id: alpha-beacon, name: Alpha Beacon, kind: Asset, count: 1, size: 40mm, front: {label: Beacon}}
  - {id: crate, name: Crate, kind: Civilian, count: 3, shape: rect, size: [30mm, 20mm], front: {label: Crate}}
  - {id: relay, name: Relay, count: 2, numbered: true, size: 30mm, front: {label: Relay}}
  - {id: pylon, name: Pylon, count: 2, numbered: true, size: 30mm, front: {label: Pylon}}
  - {id: code, name: Shutdown Code, count: 2, randomizer: soldiers, front: {label: Code}}
  - {id: decoy, name: Decoy, count: 2, randomizer: soldiers, front: {label: Decoy}}
"""
"""A homebrew map with every kind of key: a second numbered series (Pylon), a kind whose initials (AB)
are a terrain piece's key (its 28 pieces run past Z), a character on a base, rect tokens, a face-down
group. Dense on purpose: `check` finds the terrain a piece short on a seed in ten."""


def sources(tmp_path_factory) -> dict[str, object]:
    """Every bundled encounter, every valid fixture and the homebrew map, each loaded afresh."""
    home = tmp_path_factory.mktemp("homebrew") / "homebrew.yaml"
    home.write_text(HOMEBREW, encoding="utf-8")
    paths = [bundled_path(i) for i in bundled_ids()] + sorted((FIXTURES / "valid").glob("*.yaml"))
    loaded = {path.stem: load_encounter(path) for path in [*paths, home]}
    assert all(one.ok for one in loaded.values())
    return {name: one.model for name, one in loaded.items()}


@pytest.fixture(scope="module")
def encounters(tmp_path_factory):
    return sources(tmp_path_factory)


NAMES = [*bundled_ids(), *(path.stem for path in sorted((FIXTURES / "valid").glob("*.yaml"))), "homebrew"]


def setups(enc):
    return [generate(enc, game_constants(), seed, enc.difficulty.default_level) for seed in SEEDS]


def sheet(enc, made, paper: str) -> list:
    return setup_page(enc, game_constants(), made, PrintOptions(Paper(paper)), enc.id).items


def drawn_keys(items) -> list[tuple[Text, object]]:
    """Each key drawn inside a symbol on the map, with its symbol (the circle or rect it is centred in)."""
    shapes = [item for item in items if isinstance(item, (Circle, Rect)) and item.width == 0.4]
    found = []
    for key in (item for item in items if isinstance(item, Text) and item.color == KEY_COLOUR and item.align == "center"
                and KEY.fullmatch(item.text)):
        centre = (key.x, key.y + key.size * 0.36)
        found.append((key, next(shape for shape in shapes if abs(_middle(shape)[0] - centre[0]) < 0.01
                                and abs(_middle(shape)[1] - centre[1]) < 0.01)))
    return found


def _middle(shape) -> tuple[float, float]:
    return (shape.x, shape.y) if isinstance(shape, Circle) else (shape.x + shape.w / 2, shape.y + shape.h / 2)


def table_rows(items) -> dict[str, str]:
    """The placement table as the page draws it: each row's key and the piece it names (a long name runs
    on below its key's line, up to the next key of its column)."""
    texts = [item for item in items if isinstance(item, Text) and item.size == TABLE_SIZE]
    keys = [item for item in texts if item.font == "bold" and KEY.fullmatch(item.text)]
    rows: dict[str, str] = {}
    for key in keys:
        below = sorted((other.y for other in keys if other.x == key.x and other.y < key.y), reverse=True)
        floor = below[0] if below else -1.0
        name = [item for item in texts if item.font == "condensed" and abs(item.x - key.x - KEY_W) < 0.01
                and floor < item.y <= key.y]
        assert key.text not in rows, f"one key, two rows: {key.text}"
        rows[key.text] = " ".join(item.text for item in sorted(name, key=lambda item: -item.y))
    return rows


def printed_name(enc, placed) -> str:
    """What the table may add to a piece's label: a fixed piece's base, which the map draws it at."""
    fixed = next((f for f in enc.setup_map.fixed if f.id == placed.source), None) if placed.fixed else None
    return placed.label + (f", {fixed.base / MM:.0f} mm base" if fixed is not None and fixed.base else "")


@dataclass(frozen=True)
class _Described:
    """A stand-in for a TTS tile: lay_out only describes it, which is what is compared here."""

    copy: object
    description: str = ""


def tts_descriptions(enc, made) -> set[str]:
    tiles = [(copy, _Described(copy)) for copy in copies(enc, 0)]
    return {entry.tile.description for entry in lay_out(enc, tiles, made).on_map}


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("name", NAMES)
def test_map_table_json_and_tts_key_every_placed_piece_alike(encounters, name, paper):
    enc = encounters[name]
    if enc.setup_map is None:
        pytest.skip("no setup map")
    for made in setups(enc):
        items = sheet(enc, made, paper)
        placed = made.to_json()["placements"]
        assert sorted(key.text for key, _ in drawn_keys(items)) == sorted(entry["key"] for entry in placed)
        rows = table_rows(items)
        terrain = {letter_key(n) for n in range(len(made.terrain))}
        assert set(rows) == {entry["key"] for entry in placed} | terrain
        for entry, piece in zip(placed, made.placements, strict=True):
            assert rows[entry["key"]].removesuffix(MARK) == printed_name(enc, piece)
        assert tts_descriptions(enc, made) == {f"map key {entry['key']}: {entry['label']}" for entry in placed
                                               if entry["token"]}


@pytest.mark.parametrize("name", NAMES)
def test_each_series_of_keys_is_one_kind_of_piece(encounters, name):
    """Keys with the same letters name one kind of piece (a token, a group, a character); a bare number
    is the number printed on a token of the one numbered series, and a number after letters is either
    that kind's printed number or its copy's, counted from 1 in the map's order."""
    enc = encounters[name]
    if enc.setup_map is None:
        pytest.skip("no setup map")
    for made in setups(enc):
        keys = [row.key for row in made.table()[:len(made.placements)]]
        assert len(set(keys)) == len(keys)
        terrain = {letter_key(n) for n in range(len(made.terrain))}
        assert not terrain & set(keys)
        kinds: dict[str, set[str]] = {}
        for key, placed in zip(keys, made.placements, strict=True):
            letters, number = KEY.fullmatch(key).groups()
            kinds.setdefault(letters, set()).add(placed.token or placed.source)
            if not letters or placed.number is not None:
                assert number == str(placed.number)
        assert all(len(kind) == 1 for kind in kinds.values()), kinds
        assert all(enc.token(ident).numbered for ident in kinds.get("", set()))


def test_the_homebrew_map_holds_every_kind_of_key(encounters):
    """The relations above are tried on each kind of key: a second series keyed by letters and its
    printed numbers, a kind whose initials a terrain piece already keys taking longer letters, a
    character, copies counted, a face-down group keyed by its name."""
    enc = encounters["homebrew"]
    crowded = [made for made in setups(enc) if len(made.terrain) > 27]
    assert crowded, "a seed whose terrain runs to AB"
    keys = [row.key for row in crowded[0].table()[:len(crowded[0].placements)]]
    assert keys == ["ABA", "HE", "CR1", "CR2", "CR3", "1", "2", "PY1", "PY2", "SO1", "SO2"]


@pytest.mark.parametrize("lettering", list(typography.LETTERINGS))
@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("name", bundled_ids())
def test_every_key_fits_its_symbol_and_its_column(encounters, name, paper, lettering):
    """A key stands inside its symbol with a point to spare each side, and inside the table's key column,
    in every lettering."""
    enc = encounters[name]
    with typography.lettering(lettering):
        for made in setups(enc):
            _assert_keys_fit(sheet(enc, made, paper))


def _assert_keys_fit(items) -> None:
    for key, shape in drawn_keys(items):
        across = 2 * shape.r if isinstance(shape, Circle) else shape.w
        assert typography.width(key.text, key.font, key.size) + 2 <= across, key.text
    for key in table_rows(items):
        assert typography.width(key, "bold", TABLE_SIZE) + 1 * MM <= KEY_W, key
