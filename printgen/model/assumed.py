"""The values an assumption covers, found on the model, so the kit marks each where it prints.

An assumption's ``covers`` names each value it chose by a path of field names, ids and keys, as the
file spells them: ``tables.gamma-aura.rows.2.faces`` (a list item by its id or its 1-based position,
``*`` for every item), optionally with the words in a text after which the mark goes. A path that
ends on a piece (a card, a tracker, a row) covers its name or title. Resolving marks the nodes
(``Node._assumed``); ``Node.marked`` is how every layout site prints a value.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from printgen.model.base import WHOLE, Chosen, Node
from printgen.model.tree import own_id, tree_of

NAMING_FIELDS = ("title", "name", "label", "character")
"""What a path that ends on a piece covers: the first of these the piece has (else WHOLE)."""


@dataclass(frozen=True)
class Target:
    node: Node
    field: str
    key: str | None = None
    """An item of the field's mapping or list, or None for the whole value."""

    def value(self) -> Any:
        """The value covered (None for a piece covered whole, which has no one value)."""
        if self.field == WHOLE:
            return None
        value = getattr(self.node, self.field)
        if self.key is None:
            return value
        return value[int(self.key) - 1] if isinstance(value, list) else value[self.key]


class CoverError(ValueError):
    """A path that names nothing, in words that say what it could have named."""


def resolve(root: BaseModel, path: str) -> list[Target]:
    """Every value ``path`` names under ``root`` (more than one through ``*``)."""
    states: list[tuple[Any, Target | None]] = [(root, None)]
    segments = path.split(".")
    for n, segment in enumerate(segments):
        where = ".".join(segments[:n]) or "the file"
        states = [step for value, target in states for step in _step(value, target, segment, where)]
    return [ending for value, target in states for ending in _endings(value, target)]


def _step(value: Any, target: Target | None, segment: str, where: str) -> Iterator[tuple[Any, Target | None]]:
    if isinstance(value, BaseModel):
        name = _field_name(type(value), segment, where)
        yield getattr(value, name), Target(value, name) if isinstance(value, Node) else None
    elif isinstance(value, list):
        yield from ((item, _item_target(target, str(n))) for n, item in _items(value, segment, where))
    elif isinstance(value, dict):
        keys = list(value) if segment == "*" else [segment]
        if segment != "*" and segment not in value:
            raise CoverError(f"no key '{segment}' in {where} (keys: {', '.join(map(str, value)) or 'none'})")
        yield from ((value[key], _item_target(target, str(key))) for key in keys)
    else:
        raise CoverError(f"nothing is inside {where} for '{segment}' to name")


def _field_name(model: type[BaseModel], segment: str, where: str) -> str:
    for name, field in model.model_fields.items():
        if segment in (name, field.alias):
            return name
    known = ", ".join(field.alias or name for name, field in model.model_fields.items())
    raise CoverError(f"{where} has no '{segment}' (it has: {known})")


def _items(items: list, segment: str, where: str) -> list[tuple[int, Any]]:
    numbered = list(enumerate(items, start=1))
    if segment == "*":
        return numbered
    if segment.isdigit() and 1 <= int(segment) <= len(items):
        return [numbered[int(segment) - 1]]
    found = [(n, item) for n, item in numbered if own_id(item) == segment]
    if not found:
        ids = [ident for item in items if (ident := own_id(item))]
        raise CoverError(f"no '{segment}' in {where} (ids: {', '.join(ids) or 'none'}; "
                         f"or a position from 1 to {len(items)}, or *)")
    return found


def _item_target(target: Target | None, key: str) -> Target | None:
    """An item inside a field: still a part of that field's value until a piece of its own is entered."""
    return Target(target.node, target.field, key) if target and target.key is None else target


def _endings(value: Any, target: Target | None) -> list[Target]:
    """What a path ends on: a list of pieces (a track's tiers) is each piece."""
    if isinstance(value, list) and value and all(isinstance(item, Node) for item in value):
        return [_ending(item, None) for item in value]
    return [_ending(value, target)]


def _ending(value: Any, target: Target | None) -> Target:
    if isinstance(value, Node):  # a piece: its name, or the heading it prints under
        return Target(value, next((field for field in NAMING_FIELDS if getattr(value, field, None)), WHOLE))
    if target is None:
        raise CoverError("it names no value")
    return target


def apply(root: BaseModel, assumptions: list) -> None:
    """Mark every value the assumptions cover, and nothing else (at load, once every path resolves)."""
    marks: dict[int, dict] = {}
    for assumption in assumptions:
        for cover in assumption.covers:
            for target in resolve(root, cover.at):
                found = marks.setdefault(id(target.node), {})
                was = found.get((target.field, target.key), Chosen((), ()))
                by = (*was.by, (assumption, tuple(cover.words)))
                found[(target.field, target.key)] = Chosen(was.words + tuple(cover.words), by)
    for node, _ in tree_of(root).models:
        if isinstance(node, Node):
            node._assumed = marks.get(id(node), {})
