"""The model of a file with schema errors, without the parts in error, so that what the rest names is checked too.

A designer who mistypes one token's count should hear at once that a card names a rule that does not
exist, not after the count is mended. So when the schema refuses a file, each value in error is left
out (an unknown key, a wrong value; a mapping that lacks a required key is left out whole, and so on up
while the schema still refuses), and the rest is validated again, a few rounds at most. The model made so
is only ever read for its references and text references; its paths are mapped back to the file's (a
list that lost an item numbers the rest anew), and an id that only a left-out part defines is taken as
defined, so that leaving a thing out never makes another finding.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Literal, get_args, get_origin

from pydantic import BaseModel, ValidationError

from printgen.load.schema_errors import data_path
from printgen.load.yaml_doc import value_at

ROUNDS = 6
"""How many times the rest is validated again before the file is given up (each round leaves out more)."""


@dataclass
class Pruned:
    """The parts left out of a file's data, by their paths in the file, and the stand-ins put in for a
    top-level word the file lacks or the schema refuses (a title, an id), which the rest cannot do without."""

    removed: set[tuple] = field(default_factory=set)
    stand_ins: dict[str, Any] = field(default_factory=dict)

    def apply(self, data: Any) -> Any:
        """A copy of ``data`` without the parts left out (the deepest first, then later list items first),
        with the stand-ins put in."""
        pruned = copy.deepcopy(data)
        if isinstance(pruned, dict):
            pruned.update(self.stand_ins)
        for path in sorted(self.removed, key=lambda p: (len(p), p[-1] if isinstance(p[-1], int) else -1),
                           reverse=True):
            parent = value_at(pruned, path[:-1])
            if isinstance(parent, dict):
                parent.pop(path[-1], None)
            elif isinstance(parent, list) and isinstance(path[-1], int) and path[-1] < len(parent):
                del parent[path[-1]]
        return pruned

    def to_file(self, path: tuple) -> tuple:
        """A path into the pruned data as a path into the file."""
        original: list = []
        for part in path:
            if isinstance(part, int):
                gone = sorted(p[-1] for p in self.removed if p[:-1] == tuple(original) and isinstance(p[-1], int))
                for index in gone:
                    part += index <= part
            original.append(part)
        return tuple(original)

    def ids(self, data: Any) -> set[str]:
        """Every id (or level name) the left-out parts define."""
        return {ident for path in self.removed for ident in _ids_in(value_at(data, path))}


def lenient_model(model: type[BaseModel], data: Any, exc: ValidationError, context: dict
                  ) -> tuple[BaseModel, Pruned] | None:
    """The model of ``data`` without its parts in error, and what was left out; None if nothing is left
    that validates within ROUNDS (a top-level key in error, say)."""
    pruned = Pruned()
    for _ in range(ROUNDS):
        shown = pruned.apply(data)
        if not _leave_out(pruned, shown, exc, model):
            return None
        try:
            return model.model_validate(pruned.apply(data), context=context), pruned
        except ValidationError as again:
            exc = again
    return None


def _leave_out(pruned: Pruned, shown: Any, exc: ValidationError, model: type[BaseModel]) -> bool:
    """Add to ``pruned`` each part in error (paths into ``shown``, the data as last validated), or a stand-in
    for a top-level word the file lacks; False if the whole file would go."""
    as_shown = Pruned(set(pruned.removed))  # the paths of ``shown``: before this round leaves anything out
    for error in exc.errors(include_url=False):
        path = data_path(shown, error["loc"])
        if error["type"] != "missing" and value_at(shown, path) is None:
            path = path[:-1]
        if not path and error["type"] == "missing" and len(error["loc"]) == 1:
            stand_in = _stand_in(model, str(error["loc"][0]))
            if stand_in is None:
                return False
            pruned.stand_ins[str(error["loc"][0])] = stand_in
            continue
        if not path:
            return False
        pruned.removed.add(as_shown.to_file(path))
    return True


STAND_IN_WORD = "stand-in"
"""What stands in for a top-level word (a title, an id) the file lacks: an id's shape, and text."""


def _stand_in(model: type[BaseModel], key: str) -> Any:
    """A value the schema takes for the top-level ``key`` when it is a word, a whole number or one of a few
    words; None for anything larger (a list of rules), which no stand-in can be."""
    field_info = next((info for name, info in model.model_fields.items() if key in (name, info.alias)), None)
    annotation = field_info.annotation if field_info else None
    if annotation is str:
        return STAND_IN_WORD
    if get_origin(annotation) is Literal:
        return get_args(annotation)[0]
    return 1 if annotation is int else None


def _ids_in(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key in ("id", "name"):
            if isinstance(node.get(key), str):
                yield node[key]
        for value in node.values():
            yield from _ids_in(value)
    elif isinstance(node, list):
        for item in node:
            yield from _ids_in(item)
