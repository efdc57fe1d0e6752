"""What one part prints about a piece is what every other part prints about it. For every token a
setup places, over every bundled encounter and valid fixture, several seeds and both papers: the
key drawn inside it on the map, its row in the placement table, the setup's JSON and its Tabletop
Simulator description name the same key and the same piece; and a numbered token is keyed by the
number printed on it, so that a player puts token 3 where the map says 3."""

from __future__ import annotations

import re

import pytest

from conftest import FIXTURES
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.core.options import PrintOptions
from printgen.load.loader import game_constants, load_encounter
from printgen.randomise import generate

SOURCES = [bundled_path(encounter_id) for encounter_id in bundled_ids()] + sorted(
    (FIXTURES / "valid").glob("*.yaml"))
SEEDS = range(3)


def _encounter(path):
    loaded = load_encounter(path)
    assert loaded.ok
    return loaded.model


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
    from printgen.build.kit import kit_pages

    loaded = load_encounter(path)
    cover = " ".join(drawn_texts(kit_pages(loaded, PrintOptions(), 1)[0].items))
    shown = cli("show", str(path)).stdout
    terms = re.search(r"^Crisis Team: ([^;\n]+)", shown, re.M).group(1)
    assert terms == loaded.model.squad.crisis_team()
    assert re.sub(r"\s+", " ", f"Crisis Team: {terms}") in re.sub(r"\s+", " ", cover)
