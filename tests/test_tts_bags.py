"""`printgen tts`: a Randomizer group's bag holds its tokens in the order the run's seed shuffles them
(not the order the data lists them), and is set to give a token at random, as Tabletop Simulator
writes it in its saves: "Bag": {"Order": 2} (0 last in first out, TTS's default, 1 first in first out,
2 random); a bag of one token's copies keeps the default. The same seed gives the same bytes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tts_format import walk

from printgen.load.bundled import bundled_ids, bundled_path
from printgen.load.loader import load_encounter
from printgen.tts.export import export
from printgen.tts.images import Images
from printgen.tts.tokens import token_tiles

pytestmark = pytest.mark.slow  # renders every token and card of an encounter

SHUFFLED = [encounter_id for encounter_id in bundled_ids()
            if load_encounter(bundled_path(encounter_id)).model.randomizers]
RANDOM, LIFO = 2, 0


@pytest.fixture(scope="module")
def exports(tmp_path_factory):
    """(encounter, seed, run) -> (the saved object's bytes, the saved object)."""
    made = {}
    for encounter_id in SHUFFLED:
        loaded = load_encounter(bundled_path(encounter_id))
        for seed, run in ((1, 1), (2, 1), (1, 2), (None, 1)):
            path = export(loaded, tmp_path_factory.mktemp(f"{encounter_id}-{seed}-{run}"), seed,
                          "https://example.org/images").saved_object  # the same names wherever it is written
            made[encounter_id, seed, run] = (path.read_bytes(), json.loads(path.read_text(encoding="utf-8")))
    return made


def _bags(saved: dict) -> dict[str, dict]:
    return {obj["Nickname"]: obj for _, obj in walk(saved) if obj["Name"] == "Bag"}


def _order(bag: dict) -> list[str]:
    """What lies in the bag, first to last, told apart by the face each shows."""
    return [obj["CustomImage"]["ImageURL"].rsplit("/", 1)[-1] for obj in bag["ContainedObjects"]]


def test_there_is_a_randomizer_bag_to_shuffle():
    assert {"mutant-masterworks", "unstoppable-colossus"} <= set(SHUFFLED)


@pytest.mark.parametrize("encounter_id", SHUFFLED)
def test_each_randomizer_bag_is_shuffled_by_the_seed_and_drawn_at_random(exports, encounter_id):
    enc = load_encounter(bundled_path(encounter_id)).model
    groups = {group.name for group in enc.randomizers}
    one, two = _bags(exports[encounter_id, 1, 1][1]), _bags(exports[encounter_id, 2, 1][1])
    for name, bag in one.items():
        assert bag["Bag"] == {"Order": RANDOM if name in groups else LIFO}, name
    shuffled = [name for name in groups if name in one and len(set(_order(one[name]))) > 1]
    assert shuffled, "a group with tokens that differ lies in a bag"
    for name in shuffled:
        assert sorted(_order(one[name])) == sorted(_order(two[name]))  # the same tokens …
    assert any(_order(one[name]) != _order(two[name]) for name in shuffled)  # … in another order
    listed = [obj for _, obj in walk(exports[encounter_id, None, 1][1]) if obj["Name"] == "Bag"]
    assert all(bag["Bag"] == {"Order": RANDOM} for bag in listed if bag["Nickname"] in groups)


@pytest.mark.parametrize("encounter_id", SHUFFLED)
def test_the_same_seed_gives_the_same_bytes(exports, encounter_id):
    assert exports[encounter_id, 1, 1][0] == exports[encounter_id, 1, 2][0]


@pytest.mark.parametrize("encounter_id", SHUFFLED)
def test_no_seed_gives_the_same_order_as_the_data_for_every_group(exports, encounter_id):
    """The shuffle is not the data's order under another name: over the seeds tried, some bag differs
    from the order the data lists its tokens in."""
    enc = load_encounter(bundled_path(encounter_id)).model
    shown = {Path(tile.front_url).name: (copy.token.id, copy.number)  # a face-down token's name says nothing of it
             for copy, tile in token_tiles(enc, Images(lambda name: name))}
    listed = {group.name: [(token.id, n if token.numbered else None)
                           for token in enc.tokens if token.randomizer == group.id
                           for n in range(1, token.count + 1)] for group in enc.randomizers}
    for seed in (1, 2):
        bags = _bags(exports[encounter_id, seed, 1][1])
        for name, faces in listed.items():
            if name in bags and len(set(faces)) > 1:
                order = [shown[image] for image in _order(bags[name])]
                assert sorted(order, key=str) == sorted(faces, key=str)
                if order != faces:
                    return
    pytest.fail("every bag lay in the data's order")


@pytest.mark.parametrize("encounter_id", SHUFFLED)
def test_each_bag_says_what_it_holds_as_counts_of_names(exports, encounter_id):
    """"6 tokens, face down: 6 × Soldier": the counts add up to what lies in the bag, one per name."""
    for bag in _bags(exports[encounter_id, 1, 1][1]).values():
        held = [obj["Nickname"] for obj in bag["ContainedObjects"]]
        head, listed = bag["Description"].split(": ", 1)
        assert head.startswith(f"{len(held)} token{'s' if len(held) != 1 else ''}")
        assert listed == ", ".join(f"{held.count(name)} × {name}" for name in dict.fromkeys(held))
