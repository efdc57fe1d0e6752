"""The JSON Schema of the encounter format, for editors with a YAML language server."""

from __future__ import annotations

from printgen import version
from printgen.model import Encounter


def encounter_schema() -> dict:
    schema = Encounter.model_json_schema(mode="validation", by_alias=True)
    return {"$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": f"https://printgen.invalid/schema/encounter-{version()}.json",
            "title": "printgen encounter",
            "description": "An Ultimate Encounter for printgen: rules, tokens, tables, trackers, cards and setup map.",
            **schema}
