"""Small memos for results derived from an immutable model.

Pydantic models with lists are not hashable, and nothing mutable may hang on the loaded model, so
a derived result (card layouts, a placement plan) is kept here: keyed by the model's ``id`` and
holding the model itself, so that its identity cannot be reused while the result is kept
(IdentityMemo); or, for a result worth keeping from one load of a file to the next (a setup's
search), kept with the parts of the model it was made from and taken by any equal parts (ValueMemo).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Generic, Hashable, TypeVar

from printgen.core.marks import Seen, recording, told_again

T = TypeVar("T")
F = TypeVar("F")


_ALL: list[IdentityMemo | ValueMemo] = []
_CACHES: list = []


def forget_all() -> None:
    """Empty every memo and every cache marked `measured`: what they hold was measured in a lettering
    no longer in use."""
    for memo in _ALL:
        memo._recent.clear()
    for cached in _CACHES:
        cached.cache_clear()


def measured(cached: F) -> F:
    """Mark a functools cache of measured text, to be emptied when the lettering changes."""
    _CACHES.append(cached)
    return cached


class _Kept(Generic[T]):
    """A result kept, with the marks drawn while it was made (printgen/core/marks.py), told again each time
    it is given, so that a kit that takes kept card faces knows the marks they print."""

    __slots__ = ("value", "seen")

    def __init__(self, make: Callable[[], T]):
        with recording() as seen:
            self.value = make()
        told_again(seen)
        self.seen: Seen = seen

    def given(self) -> T:
        told_again(self.seen)
        return self.value


class IdentityMemo(Generic[T]):
    """The last ``kept`` results, each made once per (object, extra key)."""

    def __init__(self, kept: int):
        self.kept = kept
        self._recent: OrderedDict[tuple, tuple[object, _Kept[T]]] = OrderedDict()
        _ALL.append(self)

    def get(self, owner: object, key: tuple, make: Callable[[], T]) -> T:
        full = (id(owner), *key)
        found = self._recent.get(full)
        if found is None or found[0] is not owner:
            self._recent[full] = (owner, _Kept(make))
            if len(self._recent) > self.kept:
                self._recent.popitem(last=False)
            return self._recent[full][1].value
        return found[1].given()

    def kept_for(self, owner: object, key: tuple) -> T | None:
        """The result kept for (``owner``, ``key``), if one is; nothing is made, and nothing kept."""
        found = self._recent.get((id(owner), *key))
        return found[1].given() if found is not None and found[0] is owner else None


class ValueMemo(Generic[T]):
    """The last ``kept`` results, each made once per value of its inputs: inputs equal to those of a kept
    result take it, whatever objects they are (the same file loaded again with that part unchanged, as a
    watch loads it at every save). ``key`` is the hashable part of the inputs, which finds the candidate;
    ``inputs`` are compared whole (pydantic models compare field by field, their paths and assumption
    marks included), and kept with the result."""

    def __init__(self, kept: int):
        self.kept = kept
        self._recent: OrderedDict[Hashable, tuple[tuple, _Kept[T]]] = OrderedDict()
        _ALL.append(self)

    def get(self, key: Hashable, inputs: tuple, make: Callable[[], T]) -> T:
        found = self.kept_for(key, inputs)
        if found is None:
            kept = _Kept(make)
            self._recent[key] = (inputs, kept)
            self._recent.move_to_end(key)  # a key kept before, with other inputs, is now the newest
            if len(self._recent) > self.kept:
                self._recent.popitem(last=False)
            return kept.value
        return found

    def kept_for(self, key: Hashable, inputs: tuple) -> T | None:
        """The result kept for these inputs, if one is; nothing is made, and nothing kept."""
        found = self._recent.get(key)
        if found is None or found[0] != inputs:  # tuples compare item by item, identical items at once
            return None
        self._recent.move_to_end(key)
        return found[1].given()
