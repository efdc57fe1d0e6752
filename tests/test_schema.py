"""The editor schema (`printgen schema`) as a standard JSON Schema validator reads it.

Editors and validators ignore OpenAPI's ``discriminator``; the schema must still report a
typical mistake where it is, in the words of the one branch its tag selects. Each case breaks
a bundled encounter (converted to JSON) in one place and asks jsonschema's ``best_match``
for the path and the message an editor would show.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import jsonschema
import pytest
import yaml
from jsonschema.exceptions import best_match

from conftest import FIXTURES
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.app.schema import encounter_schema

VALID = [pytest.param(bundled_path(i), id=i) for i in bundled_ids()] + [
    pytest.param(path, id=path.stem) for path in sorted((FIXTURES / "valid").glob("*.yaml"))]


@pytest.fixture(scope="module")
def validator():
    schema = encounter_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def as_json(path: Path):
    """The encounter as an editor's language server sees it: YAML data in JSON's types."""
    return json.loads(json.dumps(yaml.safe_load(path.read_text(encoding="utf-8"))))


@pytest.fixture(scope="module")
def colossus():
    return as_json(bundled_path("unstoppable-colossus"))


def keys_anywhere(node, key: str) -> bool:
    if isinstance(node, dict):
        return key in node or any(keys_anywhere(value, key) for value in node.values())
    if isinstance(node, list):
        return any(keys_anywhere(item, key) for item in node)
    return False


def test_the_schema_has_no_discriminator_for_validators_to_ignore():
    assert not keys_anywhere(encounter_schema(), "discriminator")


@pytest.mark.parametrize("path", VALID)
def test_every_valid_encounter_fits_the_schema(validator, path):
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(as_json(path))]
    assert errors == []


def index_of(items: list, **wanted) -> int:
    """The index of the first item whose keys have the wanted values."""
    return next(n for n, item in enumerate(items) if all(item.get(k) == v for k, v in wanted.items()))


def zone_side(data):
    data["setup_map"]["deployment"][0]["side"] = "crisis"
    return ["setup_map", "deployment", 0, "side"]


def component_unknown_key(data):
    data["trackers"][0]["components"][0]["colour"] = "red"
    return ["trackers", 0, "components", 0]


def component_unknown_type(data):
    data["trackers"][0]["components"][0]["type"] = "trak"
    return ["trackers", 0, "components", 0, "type"]


def spots_with_a_key_of_a_track(data):
    components = data["trackers"][0]["components"]
    spots = index_of(components, type="spots")
    components[spots]["from"] = 1
    return ["trackers", 0, "components", spots]


def track_missing_its_end(data):
    components = data["trackers"][0]["components"]
    track = index_of(components, type="track")
    del components[track]["to"]
    return ["trackers", 0, "components", track]


def card_wrong_kind(data):
    data["cards"][0]["kind"] = "tipp"
    return ["cards", 0, "kind"]


def card_side(data):
    data["cards"][0]["side"] = "crisis"
    return ["cards", 0, "side"]


def card_unknown_key(data):
    tip = index_of(data["cards"], kind="tip")
    data["cards"][tip]["colour"] = "blue"
    return ["cards", tip]


def tip_card_missing_title(data):
    tip = index_of(data["cards"], kind="tip")
    del data["cards"][tip]["title"]
    return ["cards", tip]


def stat_card_missing_character(data):
    stat = index_of(data["cards"], kind="stat")
    del data["cards"][stat]["character"]
    return ["cards", stat]


def card_missing_kind(data):
    del data["cards"][0]["kind"]
    return ["cards", 0]


def missing_story(data):
    del data["story"]
    return []


def transcription_without_citation(data):
    data["source"] = {"kind": "transcription"}
    return ["source"]


def unknown_source_kind(data):
    data["source"] = {"kind": "homebrew"}
    return ["source", "kind"]


MISTAKES = {
    zone_side: "'crisis' is not one of ['crisis-team', 'cosmic-threat']",
    component_unknown_key: "Additional properties are not allowed ('colour' was unexpected)",
    component_unknown_type: "'trak' is not one of ['track', 'spots', 'area', 'table']",
    spots_with_a_key_of_a_track: "Additional properties are not allowed ('from' was unexpected)",
    track_missing_its_end: "'to' is a required property",
    card_wrong_kind: "'tipp' is not one of ['tip', 'ai', 'stat']",
    card_side: "'crisis' is not one of ['crisis-team', 'cosmic-threat', 'both']",
    card_unknown_key: "Additional properties are not allowed ('colour' was unexpected)",
    tip_card_missing_title: "'title' is a required property",
    stat_card_missing_character: "'character' is a required property",
    card_missing_kind: "'kind' is a required property",
    missing_story: "'story' is a required property",
    transcription_without_citation: "'citation' is a required property",
    unknown_source_kind: "'homebrew' is not one of ['original', 'transcription']",
}


@pytest.mark.parametrize("mistake", list(MISTAKES), ids=lambda mistake: mistake.__name__)
def test_a_typical_mistake_is_reported_where_it_is(validator, colossus, mistake):
    data = copy.deepcopy(colossus)
    where = mistake(data)
    error = best_match(validator.iter_errors(data))
    assert error is not None
    assert (list(error.absolute_path), error.message) == (where, MISTAKES[mistake])
