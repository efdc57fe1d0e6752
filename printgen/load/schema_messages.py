"""What each kind of pydantic error says, in the encounter format's own words.

A message is chosen by the error's ``type`` alone (``MESSAGE_BY_TYPE``): what a field means (an
id, a length, a range) is never guessed from a regex or a constraint, but comes from the error
type its own validator raises (``id``, ``length``) with its message already in its words, or from
the error's context (``unknown_key`` carries the keys the mapping accepts).
"""

from __future__ import annotations

import ast
import difflib
import re
from collections.abc import Callable
from typing import Any

from printgen.core import markup
from printgen.core.findings import alternatives
from printgen.model.value_words import describe, read_as

Message = Callable[[dict], tuple[str, str]]
"""A pydantic error (as ``ValidationError.errors()`` gives it) → (finding code, message)."""

EXPECTED_BY_TYPE = {
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
"""Errors that say "the value is not of this kind", and the kind in words."""

MISMATCHES = {*EXPECTED_BY_TYPE, "literal_error"}
"""Errors that say "not this kind (or value)": in a union, one per member the value is not."""


def _key(error: dict) -> str:
    return error["loc"][-1]


def _missing(error: dict) -> tuple[str, str]:
    return "schema.missing", f"missing required key '{_key(error)}'"


def _unknown_key(error: dict) -> tuple[str, str]:
    accepted = ", ".join(error["ctx"]["accepted"])
    return "schema.unknown-key", f"unknown key '{_key(error)}' (accepted: {accepted}){_text_read_as_key(error)}"


def _text_read_as_key(error: dict) -> str:
    """No key holds a space: one that does is text cut off by a comma inside ``{ }``, where a comma
    ends a value, and its rest read as a key of its own."""
    key = str(_key(error))
    if " " not in key.strip():
        return ""
    return "; a comma inside { } ends a value: put text that holds a comma in quotes"


def _extra_forbidden(error: dict) -> tuple[str, str]:
    """An unknown key of a model that is not a Node, so without the accepted keys."""
    return "schema.unknown-key", f"unknown key '{_key(error)}'"


def _tag_invalid(error: dict) -> tuple[str, str]:
    """A tag (``kind: card``) is a choice of words like any other: the same message."""
    tag, allowed = error["ctx"]["tag"], literal_values(error["ctx"]["expected_tags"])
    return "schema.value", (f"expected {alternatives([_quoted(v) for v in allowed])}, got "
                            f"{describe(tag)}{_did_you_mean(tag, allowed)}")


def _tag_not_found(error: dict) -> tuple[str, str]:
    return "schema.missing", f"missing required key {_quoted(*literal_values(error['ctx']['discriminator']))}"


def _pattern_mismatch(error: dict) -> tuple[str, str]:
    """A bare ``pattern`` constraint: its meaning is unknown here (a field that has one raises
    its own error type through ``model.base.Matching``)."""
    return "schema.value", f"{describe(error['input'])} is not written the way this key takes"


def _too_few_items(error: dict) -> tuple[str, str]:
    wanted = error["ctx"]["min_length"]
    return "schema.value", f"needs at least {wanted} item{'s' if wanted != 1 else ''}"


def _too_many_items(error: dict) -> tuple[str, str]:
    return "schema.value", f"has more than {error['ctx']['max_length']} items"


def _empty_text(error: dict) -> tuple[str, str]:
    return "schema.value", "text must not be empty"


def _text_too_long(error: dict) -> tuple[str, str]:
    return "schema.value", f"text is longer than {error['ctx']['max_length']} characters"


def _bound(relation: str, ctx_key: str) -> Message:
    def message(error: dict) -> tuple[str, str]:
        return "schema.value", f"must be {relation} {error['ctx'][ctx_key]}; got {describe(error['input'])}"
    return message


def _said_by_validator(error: dict) -> tuple[str, str]:
    """A model or field validator's ValueError: its own words, without pydantic's "Value error, "."""
    return "schema.value", str((error.get("ctx") or {}).get("error", error["msg"]))


def _as_raised(code: str) -> Message:
    """A custom error type whose validator wrote the message in the format's words."""
    return lambda error: (code, error["msg"])


MESSAGE_BY_TYPE: dict[str, Message] = {
    "missing": _missing,
    "unknown_key": _unknown_key,  # raised by model.base.Node
    "extra_forbidden": _extra_forbidden,
    "union_tag_invalid": _tag_invalid,
    "union_tag_not_found": _tag_not_found,
    "string_pattern_mismatch": _pattern_mismatch,
    "too_short": _too_few_items,
    "too_long": _too_many_items,
    "string_too_short": _empty_text,
    "string_too_long": _text_too_long,
    "greater_than_equal": _bound("at least", "ge"),
    "greater_than": _bound("more than", "gt"),
    "less_than_equal": _bound("at most", "le"),
    "less_than": _bound("less than", "lt"),
    "length": _as_raised("schema.length"),  # model.base's lengths and sizes
    "id": _as_raised("schema.id"),  # model.base.Id
    "value_error": _said_by_validator,
    "assertion_error": _said_by_validator,
}

_OTHER = _as_raised("schema.value")


def message_for(error: dict) -> tuple[str, str]:
    """(code, message) for an error that is not a mismatch of kinds."""
    return MESSAGE_BY_TYPE.get(error["type"], _OTHER)(error)


def mismatch_message(errors: list[dict], written: str | None) -> tuple[str, str]:
    """One message for a value that is none of the kinds (or values) its place accepts; ``written``
    is the value as typed, if YAML read a plain word as something else."""
    value = errors[0].get("input")
    kinds = list(dict.fromkeys(EXPECTED_BY_TYPE[e["type"]] for e in errors if e["type"] in EXPECTED_BY_TYPE))
    allowed = [v for e in errors if e["type"] == "literal_error" for v in literal_values(e["ctx"]["expected"])]
    if written and _text_would_do(written, kinds, allowed):  # Off, yes, 1984, 2024-05-01
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
    """``text: {damage} …`` : YAML reads a value that starts with icon markup (or a text reference) as a
    mapping."""
    if isinstance(value, dict) and len(value) == 1:
        (key, inner), = value.items()
        if inner is None and (key in markup.ICONS or _REFERENCE_KEY.fullmatch(str(key))):
            return key
    return None


_REFERENCE_KEY = re.compile(r"[a-z]+:[a-z0-9-]+")
"""``text: {vp:victory}`` : a text reference at the start of a value reads as a mapping too."""


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
