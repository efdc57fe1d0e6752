"""The building blocks every model class shares: strict, frozen, located.

Each node remembers the path of its mapping in the source file (set by the
loader after validation), so checks can point at it long after loading.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (BaseModel, BeforeValidator, ConfigDict, Field, PlainSerializer, PrivateAttr,
                      StringConstraints, ValidationInfo, WithJsonSchema)
from pydantic_core import PydanticCustomError

from printgen import units


class Node(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, populate_by_name=False,
                              use_attribute_docstrings=True)

    _path: tuple = PrivateAttr(default=())

    @property
    def path(self) -> tuple:
        """Where this node's mapping is in its file, as keys and indexes."""
        return self._path


def _length(value: Any) -> float:
    try:
        return units.parse_length(value)
    except units.LengthError as exc:
        raise PydanticCustomError("length", str(exc)) from None


def _to_mm(points: float | list[float]) -> float | list[float]:
    if isinstance(points, list):
        return [_to_mm(p) for p in points]
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


Id = Annotated[str, StringConstraints(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=80)]
"""An identifier: lower-case words joined by hyphens, e.g. ``gamma-absorber``."""

Text = Annotated[str, StringConstraints(min_length=1, max_length=20_000)]
"""Rules text: icon markup ``{power}``, ``**bold**``, ``- `` bullets, blank lines between paragraphs."""

Name = Annotated[str, StringConstraints(min_length=1, max_length=200)]

# In the file, lengths are text with a unit; the editor schema says so (the model holds numbers).
LENGTH_SCHEMA = {"type": "string", "pattern": r"^\s*\d*\.?\d+\s*(mm|cm|in|pt)\s*$",
                 "description": "A length with its unit, e.g. 30mm, 1.25in, 3cm or 12pt."}
DISTANCE_SCHEMA = {"type": "string",
                   "pattern": r"^\s*(([Rr]ange\s*|[Rr])\d+|\d*\.?\d+\s*(mm|cm|in)|0)\s*$",
                   "description": "A battlefield distance, e.g. 6in or range 3."}

PrintLength = Annotated[float, BeforeValidator(_length), _AS_MM, WithJsonSchema(LENGTH_SCHEMA)]
"""A print size such as ``30mm`` or ``1.25in``; held in points, written to JSON in millimetres."""

PrintSize = Annotated[float | list[float], BeforeValidator(_one_or_two_lengths), _AS_MM,
                     WithJsonSchema({"anyOf": [LENGTH_SCHEMA, {"type": "array", "items": LENGTH_SCHEMA,
                                                               "minItems": 1, "maxItems": 2}]})]
"""One length (``25mm``) or two (``[40mm, 25mm]``); held in points, written to JSON in millimetres."""

Distance = Annotated[float, BeforeValidator(_distance), WithJsonSchema(DISTANCE_SCHEMA)]
"""A battlefield distance such as ``6in`` or ``range 3``; held in inches."""

Count = Annotated[int, Field(ge=1, le=10_000)]
Small = Annotated[int, Field(ge=0, le=1_000)]

Side = Literal["crisis-team", "cosmic-threat"]
"""Which side of the table: the Crisis Team (the players) or the Cosmic Threat."""

MovementTool = Literal["move-s", "move-m", "move-l"]
DieFace = Literal["critical", "wild", "hit", "block", "blank", "failure"]
