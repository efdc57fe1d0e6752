"""Pydantic's validation errors, said in the encounter format's own words and located.

Pydantic reports a location as a tuple of field names, indexes and union tags;
walking that tuple through the data itself (skipping the tags) gives the path
whose line and column the source document knows.
"""

from __future__ import annotations

import ast
import difflib
import re
import types
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError

from printgen import markup
from printgen.findings import Finding, alternatives
from printgen.yaml_source import SourceDoc, read_as

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


def describe(value: Any, written: str | None = None) -> str:
    """A value in words (never in Python's notation); a yes or Off also as it was written."""
    if isinstance(value, bool) and written and written.lower() != str(value).lower():
        return f"{written} (YAML reads it as {str(value).lower()})"
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
    if hasattr(value, "isoformat"):  # YAML reads 2024-05-01 as a date
        return f"the date {value.isoformat()}"
    return "binary data" if isinstance(value, bytes) else "a value of another kind"


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


# Errors that say "the value is not of this kind": in a union, one per member the value is not.
_MISMATCHES = {*_EXPECTED, "literal_error"}


def findings_from_error(doc: SourceDoc, exc: ValidationError, root: type[BaseModel],
                        encounter: str | None = None) -> list[Finding]:
    """One finding per problem: pydantic's errors about one place (one per union member) become one."""
    by_place: dict[tuple[tuple, bool], list[dict]] = {}
    for error in exc.errors(include_url=False):
        by_place.setdefault(_place(doc.data, error), []).append(error)
    findings = []
    for (path, at_key), errors in by_place.items():
        line, col = doc.position(path, key=at_key)
        for code, message in _messages(doc, root, path, errors):
            findings.append(Finding(doc.path, line, col, "error", code, message, encounter))
    return findings


def _place(data: Any, error: dict) -> tuple[tuple, bool]:
    """The data path an error is about, and whether it is about the key there rather than its value."""
    kind, loc, ctx = error["type"], error["loc"], error.get("ctx") or {}
    if kind in ("missing", "extra_forbidden"):
        return data_path(data, loc), True
    if kind == "union_tag_invalid":  # at the tag's value, not at the whole mapping
        loc = loc + tuple(literal_values(ctx.get("discriminator", "")))
    # a model validator may say which child it is about (an attack of a card, not the card)
    return data_path(data, loc + tuple(getattr(ctx.get("error"), "at", ()))), False


def _messages(doc: SourceDoc, root, path: tuple, errors: list[dict]) -> list[tuple[str, str]]:
    mismatches = [e for e in errors if e["type"] in _MISMATCHES]
    others = [e for e in errors if e["type"] not in _MISMATCHES]
    messages = [_explain(root, error) for error in others]
    # A value of the kind one union member takes (a list, for a point or 'center') was meant as that
    # member: its own complaint is the answer, the others' "not a …" would only contradict it.
    if mismatches and not others:
        messages.append(_mismatch(doc, path, mismatches))
    return list(dict.fromkeys(messages))


def _mismatch(doc: SourceDoc, path: tuple, errors: list[dict]) -> tuple[str, str]:
    """One message for a value that is none of the kinds (or values) its place accepts."""
    value = errors[0].get("input")
    kinds = list(dict.fromkeys(_EXPECTED[e["type"]] for e in errors if e["type"] in _EXPECTED))
    allowed = [v for e in errors if e["type"] == "literal_error" for v in literal_values(e["ctx"]["expected"])]
    # Off, yes, 1984, 2024-05-01: YAML typed a plain word the place would take as text
    written = doc.written(path) if isinstance(value, (bool, int, float)) or hasattr(value, "isoformat") else None
    if written and _text_would_do(written, kinds, allowed):
        return "schema.type", f"YAML reads {written} as {read_as(value)}; write '{written}' in quotes"
    if (icon := _icon_read_as_mapping(value)) and "text" in kinds:
        return "schema.type", (f"YAML reads {{{icon}}} at the start of a value as a mapping; "
                               f"put the whole text in quotes")
    expected = alternatives(kinds + [_quoted(v) for v in allowed])
    code = "schema.value" if allowed else "schema.type"
    return code, f"expected {expected}, got {describe(value, written)}{_did_you_mean(value, allowed)}"


def _text_would_do(word: str, kinds: list[str], allowed: list) -> bool:
    """Whether quoting the word would make it acceptable: the place takes text, or this very word."""
    return "text" in kinds or word.lower() in {v.lower() for v in allowed if isinstance(v, str)}


def _icon_read_as_mapping(value: Any) -> str | None:
    """``text: {damage} …`` : YAML reads a value that starts with icon markup as a mapping."""
    if isinstance(value, dict) and len(value) == 1:
        (key, inner), = value.items()
        if key in markup.ICONS and inner is None:
            return key
    return None


_LITERAL = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|-?\d+(?:\.\d+)?")


def literal_values(expected: str) -> list:
    """The values in pydantic's ``'a', 'b' or 'c'`` (Python reprs, so read back as Python literals)."""
    return [ast.literal_eval(token) for token in _LITERAL.findall(expected)]


def _quoted(value: Any) -> str:
    return f"'{value}'" if isinstance(value, str) else str(value)


def _did_you_mean(value: Any, allowed: list) -> str:
    words = [v for v in allowed if isinstance(v, str)]
    close = difflib.get_close_matches(value, words, n=1) if isinstance(value, str) else []
    return f"; did you mean '{close[0]}'?" if close else ""


def _explain(root, error: dict) -> tuple[str, str]:
    """(code, message) for an error that is not a mismatch of kinds."""
    kind, ctx, value = error["type"], error.get("ctx") or {}, error.get("input")
    loc = error["loc"]
    if kind == "missing":
        return "schema.missing", f"missing required key '{loc[-1]}'"
    if kind == "extra_forbidden":
        model = model_at(root, loc)
        accepted = f" (accepted: {', '.join(accepted_keys(model))})" if model else ""
        return "schema.unknown-key", f"unknown key '{loc[-1]}'{accepted}"
    if kind == "union_tag_invalid":  # the tag is a literal like any other: the same message
        allowed = literal_values(ctx.get("expected_tags", ""))
        return "schema.value", (f"expected {alternatives([_quoted(v) for v in allowed])}, got "
                                f"{describe(ctx.get('tag'))}{_did_you_mean(ctx.get('tag'), allowed)}")
    if kind == "union_tag_not_found":
        return "schema.missing", f"missing required key {_quoted(*literal_values(ctx.get('discriminator', '')))}"
    if kind == "string_pattern_mismatch":
        if "beam|area" in str(ctx.get("pattern")):
            return "schema.value", f"{describe(value)} is not a range: write 2, 'beam 3' or 'area 1'"
        return "schema.id", f"{describe(value)} is not an id: {ID_PATTERN_HINT}"
    if kind in ("too_short", "too_long"):
        return "schema.value", _size_message(kind, ctx, value)
    if kind == "string_too_short":
        return "schema.value", "text must not be empty"
    if kind == "string_too_long":
        return "schema.value", f"text is longer than {ctx.get('max_length')} characters"
    if kind in ("greater_than_equal", "greater_than", "less_than_equal", "less_than"):
        bound = next(iter(ctx.values()))
        relation = {"greater_than_equal": "at least", "greater_than": "more than",
                    "less_than_equal": "at most", "less_than": "less than"}[kind]
        return "schema.value", f"must be {relation} {bound}; got {describe(value)}"
    if kind == "length":
        return "schema.length", error["msg"]
    if kind in ("value_error", "assertion_error"):
        return "schema.value", str(ctx.get("error", error["msg"]))
    return "schema.value", error["msg"]


def _size_message(kind: str, ctx: dict, value: Any) -> str:
    if kind == "too_short":
        wanted = ctx.get("min_length")
        return f"needs at least {wanted} item{'s' if wanted != 1 else ''}"
    return f"has more than {ctx.get('max_length')} items"
