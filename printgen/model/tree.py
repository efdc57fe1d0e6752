"""Every value of a model, walked once: its model nodes with their paths, and its strings with what
each is under. The loader gives every node its path, marks the values assumptions cover and checks
the references; the checks proofread the texts and list the ids. Each of those used to walk the whole
model itself, seven walks per file; they now read one walk's lists (``tree_of``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from pydantic import BaseModel

from printgen.core.memo import IdentityMemo

BOOKKEEPING = frozenset({"checks", "id", "format"})
"""Fields of the file's own bookkeeping, at any depth: the checks' settings, ids and the format
version. A kit never prints them, and nothing under them is proofread."""


class Leaf(NamedTuple):
    """A string of the model (a mapping's keys are not leaves), with where it is and what it is under."""

    text: str
    path: tuple
    subject: str | None
    """The id of the nearest node with one (the string's own node included)."""
    owner: type | None
    """The model class of the field the string is under (directly, or in its list or mapping)."""
    name: str
    """That field's name in the model."""
    bookkeeping: bool
    """Whether a BOOKKEEPING field holds it, at any depth."""


@dataclass
class Tree:
    """The model nodes in the order a walk meets them (a node before what it holds), each with its
    path in the file (a field by its alias, as the file spells it); and the strings, in the same order."""

    models: list[tuple[BaseModel, tuple]] = field(default_factory=list)
    strings: list[Leaf] = field(default_factory=list)

    @classmethod
    def of(cls, node: Any, path: tuple = ()) -> Tree:
        """The tree of ``node`` (a model, or a list or mapping of them), its paths starting at ``path``."""
        tree = cls()
        tree._walk(node, path, None, None, "", False)
        return tree

    def _walk(self, node: Any, path: tuple, subject: str | None, owner: type | None, name: str,
              bookkeeping: bool) -> None:
        if isinstance(node, BaseModel):
            self.models.append((node, path))
            model = type(node)
            subject = own_id(node) or subject
            for field_name, info in model.model_fields.items():
                key = info.alias or field_name
                self._walk(getattr(node, field_name), path + (key,), subject, model, field_name,
                           bookkeeping or key in BOOKKEEPING)
        elif isinstance(node, list):
            for index, item in enumerate(node):
                self._walk(item, path + (index,), subject, owner, name, bookkeeping)
        elif isinstance(node, dict):
            for key, item in node.items():
                self._walk(item, path + (key,), subject, owner, name, bookkeeping)
        elif isinstance(node, str):
            self.strings.append(Leaf(node, path, subject, owner, name, bookkeeping))


def own_id(node: Any) -> str | None:
    """The id of a model node that has one as a field (None for any other node). The walks ask it of
    every node: getattr would take pydantic's slow path, an exception, for each model without an id."""
    if isinstance(node, BaseModel) and "id" in type(node).model_fields:
        return getattr(node, "id")
    return None


_TREES: IdentityMemo[Tree] = IdentityMemo(kept=8)


def tree_of(root: BaseModel) -> Tree:
    """The tree of a whole model (a file's), walked once however many ask: the model is immutable
    once loaded, its shape fixed."""
    return _TREES.get(root, (), lambda: Tree.of(root))
