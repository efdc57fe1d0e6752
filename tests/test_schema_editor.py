"""The editor schema as an editor's guide: every key described (a YAML language server shows the
description on hover), lengths matched with a message that names the units, the YAML 1.1 words for
true and false refused where printgen refuses them, and docs/format.md naming every key the schema
has. Checked with a standard validator (jsonschema); what the YAML language server shows is taken
from its sources: ``description`` on hover, ``patternErrorMessage`` or ``errorMessage`` for a
mismatch.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path

import jsonschema
import pytest
import yaml
from jsonschema.exceptions import best_match

from conftest import FIXTURES, load_snippet
from printgen.core import units
from printgen.core.field_docs import field_docs
from printgen.model.tokens import Token
from printgen.app.schema import YAML_WORDS, encounter_schema

FORMAT_MD = Path(__file__).resolve().parent.parent / "docs" / "format.md"


@pytest.fixture(scope="module")
def schema():
    return encounter_schema()


@pytest.fixture(scope="module")
def validator(schema):
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def properties_anywhere(node, path=()):
    """(path, name, property) of every property the schema declares, outside the ``if`` tests."""
    if isinstance(node, list):
        return [found for n, item in enumerate(node) for found in properties_anywhere(item, (*path, n))]
    if not isinstance(node, dict):
        return []
    found = [(path, name, prop) for name, prop in node.get("properties", {}).items()]
    return found + [inner for key, value in node.items() if key != "if"
                    for inner in properties_anywhere(value, (*path, key))]


# --- every key described ---------------------------------------------------------------------------------


def test_every_property_has_a_description_an_editor_shows_on_hover(schema):
    undescribed = ["/".join(map(str, (*path, name))) for path, name, prop in properties_anywhere(schema)
                   if not prop.get("description", "").strip()]
    assert undescribed == []


def test_a_key_is_described_first_by_its_own_field_then_by_how_its_type_is_written(schema):
    token = schema["$defs"]["Token"]["properties"]
    docs = field_docs(Token)
    assert token["count"]["description"] == docs["count"]  # the issue's example: hovering count showed nothing
    assert token["purpose"]["description"].startswith(docs["purpose"] + "\n\n")  # then how rules text is written
    assert "{power}" in token["purpose"]["description"]
    assert token["size"]["description"].startswith(docs["size"] + "\n\n")
    assert all(unit in token["size"]["description"] for unit in units.POINTS_PER)


def test_a_tag_is_described_by_what_each_of_its_values_selects(schema):
    kind = schema["properties"]["cards"]["items"]["properties"]["kind"]
    for tag, card in (("tip", "TipCard"), ("stat", "StatCard")):
        assert schema["$defs"][card]["properties"]["kind"]["description"] in kind["description"], tag


# --- lengths ---------------------------------------------------------------------------------------------

LENGTHS = ["30mm", "1.25in", "3cm", "12pt", " 2.5 mm ", ".5in", "0.5in", "30", "0mm", "0.0in", "-3mm", "30 mmm",
           "30MM", "30px", "mm", "1.in", "3 m", "1e3mm", ""]
DISTANCES = ["6in", "152mm", "2.5cm", "range 3", "Range 2", "RANGE 1", "R3", "r2", "range3", "0", "0in", "0mm",
             " 6in ", "6", "6 inches", "range", "R", "-1in", "0cm", "12pt", "range 3in", "0.0in"]


def reads(parse, text) -> bool:
    try:
        parse(text)
    except units.LengthError:
        return False
    return True


def schema_takes(node: dict, value) -> bool:
    return jsonschema.Draft202012Validator(node).is_valid(value)


@pytest.mark.parametrize("text", LENGTHS)
def test_the_schema_takes_a_print_length_exactly_when_printgen_reads_it(schema, text):
    size = schema["$defs"]["Token"]["properties"]["size"]
    assert schema_takes(size, text) == reads(units.parse_length, text)
    assert schema_takes(size, [text, "10mm"]) == reads(units.parse_length, text)


@pytest.mark.parametrize("text", DISTANCES)
def test_the_schema_takes_a_distance_exactly_when_printgen_reads_it(schema, text):
    depth = schema["$defs"]["Zone"]["properties"]["depth"]
    every_band = {band: band * 6.0 for band in range(1, 10)}  # which bands exist is the constants' to say
    assert schema_takes(depth, text) == reads(lambda t: units.parse_distance(t, every_band), text)


MINIMAL = (FIXTURES / "valid" / "minimal.yaml").read_text(encoding="utf-8")


def with_lengths() -> dict:
    """The smallest encounter, with a length at each kind of place: a token's size, a deployment zone's depth,
    the battlefield, a fixed placement's base."""
    data = yaml.safe_load(MINIMAL)
    data["tokens"] = [{"id": "t", "name": "T", "count": 1, "size": "20mm", "front": {"label": "T"}}]
    data["setup_map"]["fixed"] = [{"id": "f", "label": "F", "at": "center", "base": "40mm"}]
    data["setup_map"]["battlefield"] = ["36in", "36in"]
    return data


def put(data, path: list, value):
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = value


UNITLESS = {("tokens", 0, "size"): 30, ("setup_map", "deployment", 0, "depth"): 3,
            ("setup_map", "battlefield", 0): 36, ("setup_map", "fixed", 0, "base"): 40}


def said_for(error) -> list[str]:
    """The messages an editor may show for ``error``: its schema's, or (an optional key's, whose schema is
    an anyOf with null) those of the branches it failed."""
    tried = [error, *error.context, *(error.parent.context if error.parent is not None else [])]
    return [said for e in tried for said in (e.schema.get("patternErrorMessage") or e.schema.get("errorMessage"),)
            if said]


def test_the_encounter_with_every_kind_of_length_fits_the_schema(validator):
    assert list(validator.iter_errors(with_lengths())) == []


@pytest.mark.parametrize("where", list(UNITLESS), ids=lambda where: "/".join(map(str, where)))
def test_a_length_without_its_unit_fails_where_it_is_with_a_message_naming_the_units(validator, where):
    data = with_lengths()
    put(data, list(where), UNITLESS[where])
    error = best_match(validator.iter_errors(data))
    assert list(error.absolute_path) == list(where)
    message = " ".join(said_for(error))
    assert "unit" in message and "a number alone" in message
    named = units.POINTS_PER if where[0] == "tokens" or where[-1] == "base" else units.INCHES_PER
    assert all(unit in message for unit in named)


# --- the YAML 1.1 words for true and false ---------------------------------------------------------------

PLACES = {  # what the file writes -> the key it is written at, and the path of its value
    "label: Menace Dice": ("label: {word}", ["difficulty", "columns", 0, "label"]),
    "harder: more": ("harder: {word}", ["difficulty", "columns", 0, "harder"]),
    "name: Victory": ("name: {word}", ["endings", 0, "name"]),
    "id: priority": ("id: {word}", ["rules", 0, "id"]),
    "cosmic_threat: The Minimal Menace": ("cosmic_threat: {word}", ["cosmic_threat"]),
    "  players: 2": ("  players: 2\n  affiliations: {word}", ["squad", "affiliations"]),
}


def written(place: str, word: str) -> str:
    wording, _ = PLACES[place]
    assert MINIMAL.count(place) == 1, place
    return MINIMAL.replace(place, wording.format(word=word))


def errors_at(validator, data, path: list) -> list:
    return [e for e in validator.iter_errors(data) if list(e.absolute_path)[:len(path)] == path]


@pytest.mark.parametrize("word", ["Off", "yes", "on", "NO", "True"])
@pytest.mark.parametrize("place", list(PLACES))
def test_a_yaml_word_for_true_or_false_is_refused_by_the_schema_where_printgen_refuses_it(
        validator, tmp_path, place, word):
    text = written(place, word)
    refused_by_printgen = not load_snippet(tmp_path, text).ok
    as_printgen_reads = yaml.safe_load(text)  # YAML 1.1: Off is false
    as_an_editor_reads = copy.deepcopy(as_printgen_reads)  # YAML 1.2, a language server's default: Off is text
    put(as_an_editor_reads, PLACES[place][1], word)
    assert bool(errors_at(validator, as_printgen_reads, PLACES[place][1])) == refused_by_printgen
    if refused_by_printgen:
        assert errors_at(validator, as_an_editor_reads, PLACES[place][1])


def test_the_words_refused_are_those_yaml_1_1_reads_as_true_or_false():
    assert all(isinstance(yaml.safe_load(f"key: {word}")["key"], bool) for word in YAML_WORDS)
    others = {"y", "n", "Y", "N", "oN", "yES", "Nope", "Offence", "onward", "nor", "truest"}
    assert not any(isinstance(yaml.safe_load(f"key: {word}")["key"], bool) for word in others)


def test_a_refused_word_is_answered_in_words_that_say_to_quote_it(schema):
    text = schema["$defs"]["DifficultyColumn"]["properties"]["label"]
    assert not schema_takes(text, "Off") and schema_takes(text, "Offence") and schema_takes(text, "Off and on")
    assert "quotes" in text["patternErrorMessage"] and "YAML 1.1" in text["patternErrorMessage"]


# --- docs/format.md names every key the schema has ---------------------------------------------------------


def mappings_in_reading_order(schema) -> dict[str, dict]:
    """Each mapping the schema defines (the file itself first), in the order a reader of the file meets it:
    depth first, through its keys in their order."""
    defs, found = schema["$defs"], {"Encounter": schema}

    def visit(node):
        for ref in references(node):
            if ref not in found and "properties" in defs[ref]:
                found[ref] = defs[ref]
                visit(defs[ref])
    visit(schema)
    return found


def references(node) -> list[str]:
    """The names of the definitions ``node``'s properties refer to, each key's in order."""
    def refs(inner) -> list[str]:
        if isinstance(inner, dict):
            own = [inner["$ref"].rsplit("/", 1)[-1]] if "$ref" in inner else []
            return own + [ref for value in inner.values() for ref in refs(value)]
        return [ref for value in inner for ref in refs(value)] if isinstance(inner, list) else []
    return [ref for prop in node.get("properties", {}).values() for ref in refs(prop)]


def expected_rows(schema) -> dict[str, tuple[str, str]]:
    """Mapping -> (where the file holds it, its keys, the required in bold), as docs/format.md writes them."""
    mappings = mappings_in_reading_order(schema)
    held: dict[str, dict[str, list[str]]] = {name: {} for name in mappings}  # mapping -> parent -> its keys
    for parent, node in mappings.items():
        for key, prop in node["properties"].items():
            for ref in dict.fromkeys(references({"properties": {key: prop}})):
                held[ref].setdefault(parent, []).append(f"`{key}`")
    rows = {}
    for name, node in mappings.items():
        required = set(node.get("required", []))
        keys = ", ".join(f"**`{key}`**" if key in required else f"`{key}`" for key in node["properties"])
        where = "; ".join(f"{', '.join(keys_of)} of {parent}" for parent, keys_of in held[name].items())
        rows[name] = (where or "the file", keys)
    return rows


def documented_rows() -> dict[str, tuple[str, str]]:
    """The rows of docs/format.md's table of every key: mapping -> (where, keys)."""
    section = FORMAT_MD.read_text(encoding="utf-8").split("\n## Every key\n", 1)[1].split("\n## ", 1)[0]
    rows = [re.split(r"\s*\|\s*", line.strip().strip("|").strip()) for line in section.splitlines()
            if line.startswith("| ") and not line.startswith("| mapping")]
    return {cells[0]: (cells[1], cells[2]) for cells in rows}


def test_format_md_documents_every_key_the_schema_has_and_no_other(schema):
    expected, documented = expected_rows(schema), documented_rows()
    assert sorted(set(expected) - set(documented)) == []  # a mapping the schema has and the page does not
    assert sorted(set(documented) - set(expected)) == []  # a mapping the page names and the schema does not
    assert {name: row[1] for name, row in documented.items()} == {name: row[1] for name, row in expected.items()}
    assert documented == expected
    assert list(documented) == list(expected)  # in the order a reader meets them


def test_every_key_name_the_schema_has_appears_in_format_md(schema):
    page = FORMAT_MD.read_text(encoding="utf-8")
    names = {name for _, name, _ in properties_anywhere(schema)}
    assert sorted(name for name in names if f"`{name}`" not in page) == []


def test_the_keys_the_issue_found_missing_are_documented():
    rows = documented_rows()
    assert "`start_from`" in rows["Track"][1] and "`difficulty`" in rows["Ending"][1]
