"""Pydantic's validation errors as located findings: one per problem, at the place to fix.

Pydantic reports a location as a tuple of field names, indexes and union tags;
walking that tuple through the data itself (skipping the tags) gives the path
whose line and column the source document knows. What each error says is
``schema_messages``' job.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from printgen.core.findings import Finding
from printgen.load.schema_messages import MISMATCHES, literal_values, message_for, mismatch_message
from printgen.load.yaml_doc import YamlDoc

_AT_THE_KEY = {"missing", "unknown_key", "extra_forbidden"}
"""Errors about a key rather than its value: located at the key."""


def findings_from_error(doc: YamlDoc, exc: ValidationError, encounter: str | None = None) -> list[Finding]:
    """One finding per problem: pydantic's errors about one place (one per union member) become one.
    Every error carries what its message needs, so the model validated is not needed."""
    by_place: dict[tuple[tuple, bool], list[dict]] = {}
    for details in exc.errors(include_url=False):
        error = dict(details)  # a plain dict, as schema_messages takes errors
        by_place.setdefault(_place(doc.data, error), []).append(error)
    findings = []
    for (path, at_key), errors in by_place.items():
        line, col = doc.position(path, key=at_key)
        for code, message in _messages(doc, path, errors):
            findings.append(Finding(doc.path, line, col, "error", code, message, encounter))
    return findings


def data_path(data: Any, loc: tuple) -> tuple:
    """The data path a pydantic loc points at: parts not found in the data (union tags,
    member labels, a missing key) are skipped."""
    path, node = [], data
    for part in loc:
        if isinstance(node, dict) and isinstance(part, str) and part in node:
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            node = node[part]
        else:
            continue
        path.append(part)
    return tuple(path)


def _place(data: Any, error: dict) -> tuple[tuple, bool]:
    """The data path an error is about, and whether it is about the key there rather than its value."""
    kind, loc, ctx = error["type"], error["loc"], error.get("ctx") or {}
    if kind in _AT_THE_KEY:
        return data_path(data, loc), True
    if kind == "union_tag_invalid":  # at the tag's value, not at the whole mapping
        loc = loc + tuple(literal_values(ctx.get("discriminator", "")))
    # a model validator may say which child it is about (an attack of a card, not the card)
    return data_path(data, loc + tuple(getattr(ctx.get("error"), "at", ()))), False


def _messages(doc: YamlDoc, path: tuple, errors: list[dict]) -> list[tuple[str, str]]:
    mismatches = [e for e in errors if e["type"] in MISMATCHES]
    others = [e for e in errors if e["type"] not in MISMATCHES]
    messages = [message_for(error) for error in others]
    # A value of the kind one union member takes (a list, for a point or 'center') was meant as that
    # member: its own complaint is the answer, the others' "not a …" would only contradict it.
    if mismatches and not others:
        messages.append(mismatch_message(mismatches, _written(doc, path, mismatches[0].get("input"))))
    return list(dict.fromkeys(messages))


def _written(doc: YamlDoc, path: tuple, value: Any) -> str | None:
    """The value as typed, when YAML read a plain word as a flag, a number or a date."""
    if isinstance(value, (bool, int, float)) or hasattr(value, "isoformat"):
        return doc.written(path)
    return None
