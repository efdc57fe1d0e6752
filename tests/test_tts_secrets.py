"""`printgen tts` keeps face-down tokens face down: over every bundled encounter, bare and with a setup,
nothing a player can see of the export (its file names, and every string of the saved object: object
names and nicknames, descriptions, bag contents, image URLs) says what a face-down token's front is.
The words that tell a group's faces apart (those of one member's name, front or id that not every
member shares, past the group's own), a member's own id and name where the group has other members, and a
numbered member's number beside them, appear nowhere; each face-down front is an image of its own, named
by its group and a number from 1 that follows neither the data's order nor the printed numbers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from printgen.load.bundled import bundled_ids, bundled_path
from printgen.load.loader import load_encounter
from printgen.tts.export import export
from printgen.tts.images import Images
from printgen.tts.tokens import token_tiles

pytestmark = pytest.mark.slow  # renders every token and card of an encounter, twice

SEED = 7
HIDDEN = [encounter_id for encounter_id in bundled_ids()
          if any(group.face_down for group in load_encounter(bundled_path(encounter_id)).model.randomizers)]


def words(*texts: str | None) -> set[str]:
    return {word for text in texts if text for word in re.findall(r"[a-z0-9]+", text.lower())}


def secrets(enc) -> dict[str, set[str]]:
    """Each face-down group's secrets: the words that tell its members' faces apart, and each member's
    own id and name (with its number, for a numbered one), as phrases."""
    found = {}
    for group in (group for group in enc.randomizers if group.face_down):
        public = words(group.id.replace("-", " "), group.name, group.kind, group.back.label if group.back else "")
        members = [token for token in enc.tokens if token.randomizer == group.id]
        faces = [words(token.id.replace("-", " "), token.name, token.front.label) - public for token in members]
        telling = set().union(*faces) - set.intersection(*faces)
        # a member's own id and name, where the group has others to tell it from (one token's copies all
        # bear its name: the Cerebro Tower Randomizers are told apart only by the number their face hides)
        phrases = ({phrase.lower() for token in members for phrase in (token.id, token.name)}
                   if len(members) > 1 else set())
        numbered = {f"{phrase.lower()}{gap}{n}" for token in members if token.numbered
                    for phrase in (token.id, token.name) for gap in ("-", " ") for n in range(1, token.count + 1)}
        found[group.id] = telling | phrases | numbered
    return found


def seen(value) -> list[str]:
    """Every string of a saved object (keys too), at any depth."""
    if isinstance(value, dict):
        return [text for key, item in value.items() for text in (key, *seen(item))]
    if isinstance(value, list):
        return [text for item in value for text in seen(item)]
    return [value] if isinstance(value, str) else []


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """Each encounter with a face-down group, exported bare and with a setup: every file name written
    and every string of the saved objects."""
    made = {}
    for encounter_id in HIDDEN:
        loaded = load_encounter(bundled_path(encounter_id))
        folder = tmp_path_factory.mktemp(encounter_id)
        texts = []
        for seed in (None, SEED):
            path = export(loaded, folder, seed).saved_object
            texts += seen(__import__("json").loads(path.read_text(encoding="utf-8")))
        files = [path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file()]
        made[encounter_id] = (loaded.model, files, texts)
    return made


def test_there_are_face_down_groups_to_keep():
    assert {"mutant-masterworks", "unstoppable-colossus"} <= set(HIDDEN)


@pytest.mark.parametrize("encounter_id", HIDDEN)
def test_no_file_name_nor_visible_string_says_a_face_down_front(exported, encounter_id):
    enc, files, texts = exported[encounter_id]
    told = {group: sorted(text for text in files + texts for secret in kept
                          if re.search(rf"(?<![a-z0-9]){re.escape(secret)}(?![a-z0-9])", text.lower()))
            for group, kept in secrets(enc).items()}
    assert told == {group: [] for group in told}


@pytest.mark.parametrize("encounter_id", HIDDEN)
def test_each_face_down_front_is_its_own_image_named_by_its_group_and_a_neutral_number(exported, encounter_id):
    enc = exported[encounter_id][0]
    tiles = token_tiles(enc, Images(lambda name: name))
    for group in (group for group in enc.randomizers if group.face_down):
        mine = [(copy, Path(tile.front_url).name) for copy, tile in tiles if copy.token.randomizer == group.id]
        named = [re.fullmatch(rf"token-{group.id}-(\d+)-front-[0-9a-f]{{10}}\.png", name) for _, name in mine]
        assert all(named), [name for _, name in mine]
        numbers = [int(match.group(1)) for match in named if match]
        assert sorted(numbers) == list(range(1, len(mine) + 1))
        assert numbers != sorted(numbers), "numbered in the data's order, which lists the faces token by token"
        printed = [copy.number for copy, _ in mine]
        assert None in printed or numbers != printed, "numbered as the fronts are"


def test_the_secrets_are_measured():
    """The measure can fail: the Soldiers' faces are told apart by these words, and a name carrying one is found."""
    enc = load_encounter(bundled_path("mutant-masterworks")).model
    kept = secrets(enc)["soldiers"]
    assert {"secret", "info", "shutdown", "code", "blank"} <= kept and "soldier" not in kept
    assert any(re.search(rf"(?<![a-z0-9]){re.escape(secret)}(?![a-z0-9])", "token-soldier-secret-info-front-0.png")
               for secret in kept)
