"""Pydantic's validation errors, said in the encounter format's own words and located.

Pydantic reports a location as a tuple of field names, indexes and union tags;
walking that tuple through the data itself (skipping the tags) gives the path
whose line and column the source document knows.
"""

from __future__ import annotations

import types
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError

from printgen.findings import Finding
from printgen.yaml_source import SourceDoc

ID_PATTERN_HINT = "use lower-case words joined by hyphens, e.g. gamma-absorber"

_EXPECTED = {
    "string_type": "text",
    "int_type": "a whole number",
    "float_type": "a number",
    "bool_type": "true or false",
    "list_type": "a list",
    "dict_type": "a mapping of keys to values",
    "model_type": "a mapping of keys to values",
    "model_attributes_type": "a mapping of keys to values",
    "int_from_float": "a whole number",
}


def describe(value: Any) -> str:
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:37] + "…"
        return f"the text '{shown}'"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


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


def _unwrap(tp):
    while get_origin(tp) is Annotated:
        tp = get_args(tp)[0]
    return tp


def _is_model(tp) -> bool:
    return isinstance(tp, type) and issubclass(tp, BaseModel)


def _union_members(tp) -> list:
    return [_unwrap(m) for m in get_args(tp) if m is not type(None)]


def model_at(root: type[BaseModel], loc: tuple) -> type[BaseModel] | None:
    """The model class whose mapping holds ``loc``'s last part."""
    tp, parts = root, list(loc[:-1])
    while True:
        tp = _unwrap(tp)
        origin = get_origin(tp)
        if origin in (Union, types.UnionType):
            members = _union_members(tp)
            models = [m for m in members if _is_model(m)]
            tagged = [m for m in models if parts and _has_tag(m, parts[0])]
            if tagged:
                tp, parts = tagged[0], parts[1:]
            elif len(members) == 1 or len(models) == 1:
                tp = models[0] if len(models) == 1 else members[0]
            else:
                return None
            continue
        if not parts:
            return tp if _is_model(tp) else None
        part = parts.pop(0)
        if _is_model(tp):
            field = next((f for name, f in tp.model_fields.items() if (f.alias or name) == part), None)
            if field is None:
                return None
            tp = field.annotation
        elif origin in (list, tuple):
            tp = get_args(tp)[0]
        elif origin is dict:
            tp = get_args(tp)[1]
        else:
            return None


def _has_tag(model: type[BaseModel], tag: Any) -> bool:
    for key in ("kind", "type"):
        field = model.model_fields.get(key)
        if field is not None and tag in get_args(field.annotation):
            return True
    return False


def accepted_keys(model: type[BaseModel]) -> list[str]:
    return [f.alias or name for name, f in model.model_fields.items()]


def findings_from_error(doc: SourceDoc, exc: ValidationError, root: type[BaseModel],
                        encounter: str | None = None) -> list[Finding]:
    merged: dict[tuple, dict] = {}
    for error in exc.errors(include_url=False):
        path = data_path(doc.data, error["loc"])
        code, message, at_key, expected = _explain(doc, error, root, path)
        slot = merged.setdefault((path, code, None if expected else message),
                                 {"code": code, "message": message, "at_key": at_key, "expected": [],
                                  "input": error.get("input")})
        if expected and expected not in slot["expected"]:
            slot["expected"].append(expected)
    findings = []
    for (path, _, _), slot in merged.items():
        message = slot["message"]
        if slot["expected"]:
            message = f"expected {' or '.join(slot['expected'])}, got {describe(slot['input'])}"
        line, col = doc.position(path, key=slot["at_key"])
        findings.append(Finding(doc.path, line, col, "error", slot["code"], message, encounter))
    return findings


def _explain(doc: SourceDoc, error: dict, root, path: tuple) -> tuple[str, str, bool, str | None]:
    """(code, message, located at the key?, expected-type phrase for type errors)."""
    kind, ctx, value = error["type"], error.get("ctx") or {}, error.get("input")
    loc = error["loc"]
    if kind == "missing":
        return "schema.missing", f"missing required key '{loc[-1]}'", True, None
    if kind == "extra_forbidden":
        model = model_at(root, loc)
        accepted = f" (accepted: {', '.join(accepted_keys(model))})" if model else ""
        return "schema.unknown-key", f"unknown key '{loc[-1]}'{accepted}", True, None
    if kind == "literal_error":
        return "schema.value", f"expected one of {ctx.get('expected')}; got {describe(value)}", False, None
    if kind in _EXPECTED:
        return "schema.type", "", False, _EXPECTED[kind]
    if kind == "union_tag_invalid":
        return ("schema.value", f"unknown {ctx.get('discriminator', 'kind')} '{ctx.get('tag')}' "
                f"(accepted: {ctx.get('expected_tags')})", False, None)
    if kind == "union_tag_not_found":
        return "schema.missing", f"missing required key {ctx.get('discriminator')}", False, None
    if kind == "string_pattern_mismatch":
        if "beam|area" in str(ctx.get("pattern")):
            return "schema.value", f"{describe(value)} is not a range: write 2, 'beam 3' or 'area 1'", False, None
        return "schema.id", f"{describe(value)} is not an id: {ID_PATTERN_HINT}", False, None
    if kind in ("too_short", "too_long"):
        return "schema.value", _size_message(kind, ctx, value), False, None
    if kind == "string_too_short":
        return "schema.value", "text must not be empty", False, None
    if kind == "string_too_long":
        return "schema.value", f"text is longer than {ctx.get('max_length')} characters", False, None
    if kind in ("greater_than_equal", "greater_than", "less_than_equal", "less_than"):
        bound = next(iter(ctx.values()))
        relation = {"greater_than_equal": "at least", "greater_than": "more than",
                    "less_than_equal": "at most", "less_than": "less than"}[kind]
        return "schema.value", f"must be {relation} {bound}; got {describe(value)}", False, None
    if kind == "length":
        return "schema.length", error["msg"], False, None
    if kind in ("value_error", "assertion_error"):
        return "schema.value", str(ctx.get("error", error["msg"])), False, None
    return "schema.value", error["msg"], False, None


def _size_message(kind: str, ctx: dict, value: Any) -> str:
    if kind == "too_short":
        wanted = ctx.get("min_length")
        return f"needs at least {wanted} item{'s' if wanted != 1 else ''}"
    return f"has more than {ctx.get('max_length')} items"
