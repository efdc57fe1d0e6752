"""References: fields that hold the id (or name) of something defined elsewhere in the file.

A field says what it refers to in its type, ``Annotated[Id, RefersTo("token")]``, so the load-time
integrity check finds every reference by reading the model's own declarations, and a new reference
field is checked as soon as it is declared (tests/test_integrity.py fails for one that is not).
The mark may sit on a field's value, on each item of its list, or on each key of its mapping.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from printgen.model.base import Id, Name
from printgen.model.tree import Tree, tree_of

POSITIONS = ("value", "item", "key")
"""Where a field may hold references: its value, each item of its list, each key of its mapping."""


@dataclass(frozen=True, init=False)
class RefersTo:
    """The kinds of thing an id may name (each kind is a namespace of the encounter's ids)."""

    kinds: tuple[str, ...]
    what: str
    """How a finding names the target: the kinds joined by 'or', unless given."""

    def __init__(self, *kinds: str, what: str | None = None):
        object.__setattr__(self, "kinds", kinds)
        object.__setattr__(self, "what", what or " or ".join(kinds))


TokenId = Annotated[Id, RefersTo("token")]
GroupId = Annotated[Id, RefersTo("Randomizer group")]
GroupOrTokenId = Annotated[Id, RefersTo("Randomizer group", "token")]
RollTableId = Annotated[Id, RefersTo("roll table")]
ReferenceTableId = Annotated[Id, RefersTo("reference table")]
AnyTableId = Annotated[Id, RefersTo("roll table", "reference table")]
RuleId = Annotated[Id, RefersTo("rule")]
SuperpowerId = Annotated[Id, RefersTo("superpower")]
FlowchartId = Annotated[Id, RefersTo("flowchart")]
EndingId = Annotated[Id, RefersTo("ending")]
CardSizeId = Annotated[Id, RefersTo("card size")]
CardId = Annotated[Id, RefersTo("card")]
ZoneId = Annotated[Id, RefersTo("zone")]
ColumnId = Annotated[Id, RefersTo("difficulty column")]
ColumnKey = Annotated[str, RefersTo("difficulty column")]
"""A difficulty column's id as a mapping's key (keys are not checked as ids by the schema)."""
LevelName = Annotated[Name, RefersTo("difficulty level")]
LevelKey = Annotated[str, RefersTo("difficulty level")]
Origin = Annotated[str, RefersTo("origin", "setup map", "token", what="place to measure from")]
"""What a setup constraint measures from: a word (edge, center, same), a place on the map or a token."""


@dataclass(frozen=True)
class Slot:
    """A field of a model class that holds references, and where in its value they are."""

    field: str
    key: str
    """The field's key in the file (its alias, if it has one)."""
    position: str
    refers_to: RefersTo


@dataclass(frozen=True)
class Reference:
    path: tuple
    """Where the id is in the file: the path of the value (a mapping's key: the path of its value)."""
    ident: str
    refers_to: RefersTo


@cache
def reference_slots(model: type[BaseModel]) -> tuple[Slot, ...]:
    """The fields of ``model`` declared as references, read from their types."""
    return tuple(Slot(name, field.alias or name, position, mark)
                 for name, field in model.model_fields.items()
                 for position, mark in _field_marks(model, name, field).items())


def _field_marks(model: type, name: str, field: FieldInfo) -> dict[str, RefersTo]:
    marks: dict[str, RefersTo] = {}
    found = [*(("value", m) for m in field.metadata if isinstance(m, RefersTo)), *_marks(field.annotation, "value")]
    for position, mark in found:
        # A reference anywhere else (a list of lists …) would not be walked: refuse to declare it.
        if position not in POSITIONS or marks.get(position, mark) != mark:
            raise TypeError(f"{model.__name__}.{name}: references are declared on a field's value, its list's "
                            f"items or its mapping's keys, once each")
        marks[position] = mark
    return marks


def _marks(annotation: Any, position: str) -> Iterator[tuple[str, RefersTo]]:
    """(position, mark) for every RefersTo inside a type; 'nested' for one deeper than a list's items."""
    origin, args = get_origin(annotation), get_args(annotation)
    if origin is Annotated:
        yield from ((position, meta) for meta in annotation.__metadata__ if isinstance(meta, RefersTo))
        yield from _marks(args[0], position)
    elif origin in (Union, UnionType):
        for arm in args:
            yield from _marks(arm, position)
    elif origin is list:
        yield from _marks(args[0], "item" if position == "value" else "nested")
    elif origin is dict:
        yield from _marks(args[0], "key" if position == "value" else "nested")
        yield from _marks(args[1], "nested")


def references(node: Any, path: tuple = ()) -> Iterator[Reference]:
    """Every reference in a model (or a part of one), walked here, its paths starting at ``path``."""
    return _references(Tree.of(node, path))


def file_references(root: BaseModel) -> Iterator[Reference]:
    """Every reference in a whole file's model, from the file's one walk (printgen.model.tree)."""
    return _references(tree_of(root))


def _references(tree: Tree) -> Iterator[Reference]:
    for model, at in tree.models:
        for slot in reference_slots(type(model)):
            yield from _ids(getattr(model, slot.field), at + (slot.key,), slot)


def _ids(value: Any, path: tuple, slot: Slot) -> Iterator[Reference]:
    if slot.position == "value" and isinstance(value, str):
        yield Reference(path, value, slot.refers_to)
    elif slot.position == "item" and isinstance(value, list):
        yield from (Reference(path + (index,), item, slot.refers_to) for index, item in enumerate(value))
    elif slot.position == "key" and isinstance(value, dict):
        yield from (Reference(path + (key,), key, slot.refers_to) for key in value)


def children(node: Any, path: tuple) -> Iterator[tuple[Any, tuple]]:
    """The values directly inside a model node, list or mapping, each with its path in the file
    (a field by its alias, as the file spells it)."""
    if isinstance(node, BaseModel):
        for name, field in type(node).model_fields.items():
            yield getattr(node, name), path + (field.alias or name,)
    elif isinstance(node, list):
        yield from ((item, path + (index,)) for index, item in enumerate(node))
    elif isinstance(node, dict):
        yield from ((item, path + (key,)) for key, item in node.items())
