"""The building blocks every model class shares: strict, frozen, located.

Each node remembers the path of its mapping in the source file (set by the
loader after validation), so checks can point at it long after loading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated, Any, Literal, NamedTuple

from pydantic import (BaseModel, BeforeValidator, ConfigDict, Field, GetCoreSchemaHandler,
                      GetJsonSchemaHandler, ModelWrapValidatorHandler, PlainSerializer, PrivateAttr,
                      StringConstraints, ValidationError, ValidationInfo, WithJsonSchema, model_validator)
from pydantic_core import InitErrorDetails, PydanticCustomError, core_schema

from printgen.core import units
from printgen.core.marks import saw
from printgen.model.value_words import describe


MARK = "\u2020"
"""The dagger the kit prints after a value the source does not give (the cover's key explains it)."""
WHOLE = "*"
"""The field name under which a piece without a name of its own (the setup map) is covered whole: its
mark goes on the heading the kit prints it under."""


def mark_after(printed: str, words: tuple[str, ...]) -> str:
    """The mark after the first of each of ``words`` in ``printed``; after all of it when none is given
    (or none is found there, since a value may print in other words than the file's)."""
    for fragment in words:
        at = printed.find(fragment)
        if at >= 0:
            printed = printed[:at + len(fragment)] + MARK + printed[at + len(fragment):]
    return printed if MARK in printed else printed + MARK


class Chosen(NamedTuple):
    """What marks one value: the words after which the mark goes, and each assumption that chose it with
    its own words (an assumption may choose one icon in a text, another assumption another)."""

    words: tuple[str, ...]
    by: tuple[tuple[Any, tuple[str, ...]], ...]


class Node(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, populate_by_name=False,
                              defer_build=True)  # each model's validator is built when first used, not on import

    _path: tuple = PrivateAttr(default=())
    _assumed: dict = PrivateAttr(default_factory=dict)
    """(field, key or None) -> Chosen: the words after which an assumption's mark goes (empty: after the
    value) and the assumptions; set once at load by printgen.model.assumed, read by every layout site."""

    @property
    def path(self) -> tuple:
        """Where this node's mapping is in its file, as keys and indexes."""
        return self._path

    def assumed(self, field: str, key: object = None) -> bool:
        """Whether an assumption covers this field's value (or the item at ``key`` in it)."""
        return (field, None) in self._assumed or (key is not None and (field, str(key)) in self._assumed)

    def marked(self, field: str, printed: str, key: object = None) -> str:
        """``printed`` (how the kit prints this field's value, or the item at ``key`` in it) with the
        assumption mark where an assumption covers it: after its words, or after the whole value."""
        chosen = self._assumed.get((field, None))
        if chosen is None and key is not None:
            chosen = self._assumed.get((field, str(key)))
        if chosen is None or not printed:
            return printed
        saw(chosen.by, printed)  # the cover's box says on which pages each assumption's values print
        return mark_after(printed, chosen.words)

    @classmethod
    def accepted_keys(cls) -> list[str]:
        """The keys this node's mapping takes, as written in the file."""
        return [field.alias or name for name, field in cls.model_fields.items()]

    @model_validator(mode="wrap")
    @classmethod
    def _unknown_keys_name_the_accepted(cls, data: Any, handler: ModelWrapValidatorHandler) -> Node:
        """Pydantic's extra_forbidden names the unknown key, not the keys the mapping takes; a typo
        is found at a glance when the message lists them, so each of this node's unknown keys is
        raised again as 'unknown_key' with the accepted keys in its context."""
        try:
            return handler(data)
        except ValidationError as exc:
            if not any(_is_own_unknown_key(error) for error in exc.errors(include_url=False)):
                raise
            raise _with_accepted_keys(exc, cls.accepted_keys()) from None


def _is_own_unknown_key(error) -> bool:
    """An unknown key of the node itself (a child's was already raised again by the child)."""
    return error["type"] == "extra_forbidden" and len(error["loc"]) == 1


def _with_accepted_keys(exc: ValidationError, accepted: list[str]) -> ValidationError:
    """The same errors, the node's own unknown keys as 'unknown_key'; the others raised again as they
    were (type, message and context), since one validator raises all of its node's errors at once."""
    errors = []
    for error in exc.errors(include_url=False):
        if _is_own_unknown_key(error):
            kind = PydanticCustomError("unknown_key", "unknown key", {"accepted": accepted})
        else:  # as a custom error of the same type: from_exception_data names only pydantic's own
            # types, and a child's 'id', 'length' or 'unknown_key' is not one of them
            kind = PydanticCustomError(error["type"], error["msg"], error.get("ctx"))
        errors.append(InitErrorDetails(type=kind, loc=error["loc"], input=error["input"]))
    return ValidationError.from_exception_data(exc.title, errors)


@dataclass(frozen=True)
class Matching:
    """Text that must match ``pattern``; a mismatch is an error of its own type that says what the
    text means and how to write it, so a message never has to guess the meaning from the regex."""

    pattern: re.Pattern
    error_type: str
    meaning: str
    """What the text is, with its article: 'an id'."""
    how: str

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler):
        return core_schema.no_info_after_validator_function(self._check, handler(source))

    def __get_pydantic_json_schema__(self, schema, handler: GetJsonSchemaHandler) -> dict:
        return {**handler(schema), "pattern": self.pattern.pattern,
                "patternErrorMessage": f"Not {self.meaning}: {self.how}."}  # what an editor shows

    def _check(self, text: str) -> str:
        if self.pattern.fullmatch(text) is None:  # fullmatch: '$' alone would let a final newline by
            raise PydanticCustomError(self.error_type, f"{describe(text)} is not {self.meaning}: {self.how}")
        return text


def _length(value: Any) -> float:
    try:
        return units.parse_length(value)
    except units.LengthError as exc:
        raise PydanticCustomError("length", str(exc)) from None


def _to_mm(points: float | list[float]) -> float | list[float]:
    if isinstance(points, list):
        return [round(units.points_to_mm(p), 3) for p in points]
    return round(units.points_to_mm(points), 3)


_AS_MM = PlainSerializer(_to_mm, when_used="json")


def _one_or_two_lengths(value: Any) -> float | list[float]:
    if isinstance(value, list):
        if not 1 <= len(value) <= 2:
            raise PydanticCustomError("length", "a size is one length or [width, height]")
        return [_length(item) for item in value]
    return _length(value)


def _distance(value: Any, info: ValidationInfo) -> float:
    ranges = (info.context or {}).get("ranges") or {}
    try:
        return units.parse_distance(value, ranges)
    except units.LengthError as exc:
        raise PydanticCustomError("length", str(exc)) from None


ID_PATTERN = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
MAX_ID = 80


def is_id(text: str) -> bool:
    """Whether ``text`` is an id the format accepts (what `printgen new` takes as a NAME, too)."""
    return bool(ID_PATTERN.fullmatch(text)) and len(text) <= MAX_ID


Id = Annotated[str, StringConstraints(max_length=MAX_ID),
               Matching(ID_PATTERN, "id", "an id", "use lower-case words joined by hyphens, e.g. gamma-absorber")]
"""An identifier: lower-case words joined by hyphens, e.g. ``gamma-absorber``."""

TEXT_HINT = ("Rules text: icons such as {power} or {range}, **bold**, '- ' bullets, blank lines between paragraphs; "
             "a value of this file by reference, printed in words: {vp:ending-id}, {dice:table-id}, "
             "{count:token-id}, {name:id}, {range:zone-id}, {edge:zone-id}, {cost:superpower-id}.")
Text = Annotated[str, StringConstraints(min_length=1, max_length=20_000), WithJsonSchema(
    {"type": "string", "minLength": 1, "maxLength": 20_000, "description": TEXT_HINT})]
"""Rules text: icon markup ``{power}``, ``**bold**``, ``- `` bullets, blank lines between paragraphs, and
text references to the file's values (``{vp:victory}``: printgen/load/text_values.py)."""

Name = Annotated[str, StringConstraints(min_length=1, max_length=200)]

# In the file, lengths are text with a unit; the editor schema says so (the model holds numbers). Its types
# are a list, never one type or an anyOf: the YAML language server merges the type mismatches of an anyOf's
# branches (a length's, and null's when the key is optional) into "Expected string | array", in place of the
# errorMessage that names the units, and keeps the errorMessage only of a mismatch against a list of types.
def _said(words) -> str:
    words = list(words)
    return ", ".join(words[:-1]) + " or " + words[-1]


_POSITIVE = r"(?=.*[1-9])(\d+(\.\d+)?|\.\d+)"  # as units reads a number, and above zero
_LENGTH_WORDS = f"a length with its unit ({_said(units.POINTS_PER)}), e.g. 30mm, 1.25in, 3cm or 12pt"
LENGTH_SCHEMA = {"type": ["string"], "pattern": rf"^\s*{_POSITIVE}\s*({'|'.join(units.POINTS_PER)})\s*$",
                 "description": _LENGTH_WORDS[0].upper() + _LENGTH_WORDS[1:] + ".",
                 "errorMessage": f"Write {_LENGTH_WORDS}: a number alone is no length."}
SIZE_SCHEMA = {**LENGTH_SCHEMA, "type": ["string", "array"], "items": LENGTH_SCHEMA, "minItems": 1, "maxItems": 2,
               "description": f"One length, or [width, height]: {_LENGTH_WORDS}.",
               "errorMessage": f"Write {_LENGTH_WORDS}, or two as [width, height]: a number alone is no length."}
_DISTANCE_WORDS = (f"a battlefield distance: a length with its unit ({_said(units.INCHES_PER)}), e.g. 6in, "
                   "or a range band, e.g. range 3")
DISTANCE_SCHEMA = {"type": ["string"],
                   "pattern": (r"^\s*([Rr]([Aa][Nn][Gg][Ee]\s*)?\d+|0(in|mm)?"
                               rf"|{_POSITIVE}\s*({'|'.join(units.INCHES_PER)}))\s*$"),
                   "description": _DISTANCE_WORDS[0].upper() + _DISTANCE_WORDS[1:] + ".",
                   "errorMessage": f"Write {_DISTANCE_WORDS}: a number alone is no distance."}

PrintLength = Annotated[float, BeforeValidator(_length), _AS_MM, WithJsonSchema(LENGTH_SCHEMA)]
"""A print size such as ``30mm`` or ``1.25in``; held in points, written to JSON in millimetres."""

PrintSize = Annotated[float | list[float], BeforeValidator(_one_or_two_lengths), _AS_MM,
                     WithJsonSchema(SIZE_SCHEMA)]
"""One length (``25mm``) or two (``[40mm, 25mm]``); held in points, written to JSON in millimetres."""

Distance = Annotated[float, BeforeValidator(_distance), WithJsonSchema(DISTANCE_SCHEMA)]
"""A battlefield distance such as ``6in`` or ``range 3``; held in inches."""

Count = Annotated[int, Field(ge=1, le=10_000)]
Small = Annotated[int, Field(ge=0, le=1_000)]

Side = Literal["crisis-team", "cosmic-threat"]
"""Which side of the table: the Crisis Team (the players) or the Cosmic Threat."""

MovementTool = Literal["move-s", "move-m", "move-l"]
DieFace = Literal["critical", "wild", "hit", "block", "blank", "failure"]
