"""The JSON Schema of the encounter format, for editors with a YAML language server.

Pydantic writes a tagged union (tracker components by ``type``, cards by ``kind``, the source
by ``kind``) as ``oneOf`` with an OpenAPI ``discriminator``. JSON Schema validators and the YAML
language server ignore ``discriminator``, so a mistake inside one member fails every branch of
the ``oneOf`` and is reported as "not valid under any of the given schemas" at the member's
top, or against the wrong branch. Here each such union becomes what every validator honours:
the tag's allowed values, then one ``if`` (the tag) / ``then`` (that branch) per branch, so a
mistake is reported inside the one branch its tag selects, at its own path.

Likewise a choice of words written as a union of literals (a card's ``side``: a side, or
``both``) becomes one ``enum``, so a wrong word is answered with every word allowed rather
than "not valid under any of the given schemas".

The schema is also the editor's guide to the format: every key has a description, which the
YAML language server shows on hover (its field's docstring, else the docstring of what it
holds), and every place that takes free text refuses the words YAML 1.1 reads as true or false
(``Off``, ``yes``), which an editor reading YAML 1.2 would take as text and printgen refuses.
"""

from __future__ import annotations

import re
import typing

from pydantic import BaseModel

from printgen import version
from printgen.core.field_docs import described
from printgen.model import Encounter


def encounter_schema() -> dict:
    schema = described(Encounter.model_json_schema(mode="validation", by_alias=True), _models(Encounter))
    schema = without_discriminators(schema, schema.get("$defs", {}))
    schema = with_yaml_words_refused(every_property_described(schema, schema.get("$defs", {})))
    return {"$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": f"https://printgen.invalid/schema/encounter-{version()}.json",
            "title": "printgen encounter",
            "description": "An Ultimate Encounter for printgen: rules, tokens, tables, trackers, cards and setup map.",
            **schema}


def _models(root: type[BaseModel]) -> list[type[BaseModel]]:
    """``root`` and every model class its fields hold, at any depth, each once."""
    found = [root]
    for model in found:
        for field in model.model_fields.values():
            found += [inner for inner in _classes_in(field.annotation) if inner not in found]
    return found


def _classes_in(annotation) -> list[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [inner for arg in typing.get_args(annotation) for inner in _classes_in(arg)]


def without_discriminators(node, defs: dict):
    """The schema with every discriminated ``oneOf`` rewritten as if/then on its tag, and every
    ``anyOf`` of word lists merged into one list."""
    if isinstance(node, list):
        return [without_discriminators(item, defs) for item in node]
    if not isinstance(node, dict):
        return node
    node = {key: without_discriminators(value, defs) for key, value in node.items()}
    if "discriminator" in node and "oneOf" in node:
        return tagged_union(node, defs)
    if "anyOf" in node and all(is_word_list(branch) for branch in node["anyOf"]):
        return one_word_list(node)
    return node


def tagged_union(union: dict, defs: dict) -> dict:
    """``{discriminator, oneOf}`` as: the tag is required and one of the tags; each tag selects its branch."""
    tag = union["discriminator"]["propertyName"]
    branches = [(branch["$ref"], branch_tags(branch["$ref"], tag, defs)) for branch in union["oneOf"]]
    every_tag = [value for _, tags in branches for value in tags]
    rest = {key: value for key, value in union.items() if key not in ("discriminator", "oneOf")}
    return {**rest,
            "type": "object",
            "required": [tag],
            "properties": {tag: {"enum": every_tag, "description": tag_words(union["oneOf"], tag, defs)}},
            "allOf": [{"if": {"properties": {tag: tag_test(tags)}, "required": [tag]}, "then": {"$ref": ref}}
                      for ref, tags in branches]}


def branch_tags(ref: str, tag: str, defs: dict) -> list:
    """The tag values a branch accepts, in the order its model declares them."""
    tag_schema = defs[ref.rsplit("/", 1)[-1]]["properties"][tag]
    return [tag_schema["const"]] if "const" in tag_schema else list(tag_schema["enum"])


def is_word_list(branch: dict) -> bool:
    """A branch that only lists allowed strings (``enum`` or ``const``, of type string)."""
    return (branch.get("type") == "string" and set(branch) - {"type"} in ({"enum"}, {"const"}))


def one_word_list(union: dict) -> dict:
    words = [word for branch in union["anyOf"] for word in branch.get("enum", [branch.get("const")])]
    rest = {key: value for key, value in union.items() if key != "anyOf"}
    return {**rest, "type": "string", "enum": words}


def tag_words(branches: list[dict], tag: str, defs: dict) -> str:
    """What each tag means, one paragraph each (an editor shows it on the tag's key): each branch's own
    description of its tag."""
    return "\n\n".join(defs[branch["$ref"].rsplit("/", 1)[-1]]["properties"][tag].get("description", "")
                       for branch in branches).strip()


def tag_test(tags: list) -> dict:
    return {"const": tags[0]} if len(tags) == 1 else {"enum": tags}


def every_property_described(node, defs: dict):
    """The schema with every property that no field docstring describes described by what it holds: the
    docstring of the mapping (or list of mappings) it refers to. An ``if`` is a test, not a key, and is
    left as it is."""
    if isinstance(node, list):
        return [every_property_described(item, defs) for item in node]
    if not isinstance(node, dict):
        return node
    node = {key: value if key == "if" else every_property_described(value, defs) for key, value in node.items()}
    if isinstance(node.get("properties"), dict):
        node["properties"] = {name: _described_by_reference(prop, defs) for name, prop in node["properties"].items()}
    return node


def _described_by_reference(prop: dict, defs: dict) -> dict:
    if "description" in prop:
        return prop
    referred = [defs[ref.rsplit("/", 1)[-1]].get("description") for ref in _references(prop)]
    words = next((text for text in referred if text), None)
    return {**prop, "description": words} if words else prop


def _references(prop: dict) -> list[str]:
    """The ``$ref`` a property holds: itself, its items, or one branch of its ``anyOf``."""
    inner = [prop, prop.get("items", {}), *prop.get("anyOf", [])]
    inner += [branch.get("items", {}) for branch in prop.get("anyOf", [])]
    return [schema["$ref"] for schema in inner if isinstance(schema, dict) and "$ref" in schema]


YAML_WORDS = ("yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
              "on", "On", "ON", "off", "Off", "OFF")
"""The plain words YAML 1.1 (as printgen reads a file) takes for true or false, as PyYAML resolves them.
A YAML 1.2 editor reads them as text, which a text key would take; printgen does not."""
YAML_WORDS_REFUSED = ("printgen reads YAML 1.1, where a plain yes, no, on or off is true or false, not a word: "
                      "write it in quotes ('Off').")


def _takes_a_yaml_word(pattern: str) -> bool:
    return any(re.search(pattern, word) for word in YAML_WORDS)


def with_yaml_words_refused(node):
    """The schema with every place that takes free text (a string that is no choice of words) refusing the
    YAML 1.1 true and false words, as printgen's loader refuses them there."""
    if isinstance(node, list):
        return [with_yaml_words_refused(item) for item in node]
    if not isinstance(node, dict):
        return node
    node = {key: with_yaml_words_refused(value) for key, value in node.items()}
    pattern = node.get("pattern", "^")
    if node.get("type") != "string" or "enum" in node or "const" in node or not _takes_a_yaml_word(pattern):
        return node
    rest = pattern[1:] if pattern.startswith("^") else rf"[\s\S]*?(?:{pattern})"  # unanchored: found anywhere
    refused = rf"^(?!(?:{'|'.join(YAML_WORDS)})$){rest}"
    told = " ".join(filter(None, [node.get("patternErrorMessage"), YAML_WORDS_REFUSED]))
    return {**node, "pattern": refused, "patternErrorMessage": told}
