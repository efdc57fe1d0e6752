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
"""

from __future__ import annotations

import typing

from pydantic import BaseModel

from printgen import version
from printgen.field_docs import described
from printgen.model import Encounter


def encounter_schema() -> dict:
    schema = described(Encounter.model_json_schema(mode="validation", by_alias=True), _models(Encounter))
    schema = without_discriminators(schema, schema.get("$defs", {}))
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
            "properties": {tag: {"enum": every_tag}},
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


def tag_test(tags: list) -> dict:
    return {"const": tags[0]} if len(tags) == 1 else {"enum": tags}
