"""What a check is: a function of the typed Context that yields Issues, marked with its code and
default severity by ``@check``. Marking registers nothing; checks/registry.py lists the modules."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import TypeVar

from printgen.checks.context import Context
from printgen.core.findings import Severity


@dataclass(frozen=True)
class Issue:
    path: tuple
    message: str
    subject: str | None = None       # the id of the rule, token, table … (for silencing)
    needle: str | None = None        # a word inside the string at ``path`` to point at
    occurrence: int = 0
    severity: Severity | None = None  # overrides the check's default


CheckFunction = Callable[[Context], Iterator[Issue]]
"""Every check's signature: tests/checks/test_registry.py holds each to it, so mypy reads every body
with the types of the encounter it checks."""
Marked = TypeVar("Marked", bound=CheckFunction)


@dataclass(frozen=True)
class Check:
    code: str
    severity: Severity
    function: CheckFunction
    doc: str

    @property
    def prefix(self) -> str:
        """The area of the code ('text' of 'text.spelling'), which names the module the check lives in."""
        return self.code.split(".", 1)[0]


def check(code: str, severity: Severity) -> Callable[[Marked], Marked]:
    """Mark a function as the check ``code`` (collected by checks/registry.py)."""
    def mark(function: Marked) -> Marked:
        setattr(function, "check", Check(code, severity, function, inspect.getdoc(function) or ""))
        return function
    return mark


def checks_in(module: ModuleType) -> list[Check]:
    """The checks a module defines, in the order it defines them."""
    return [value.check for value in vars(module).values() if isinstance(getattr(value, "check", None), Check)]


def occurrence_at(text: str, needle: str, index: int) -> int:
    """Which occurrence of ``needle`` in ``text`` the one at ``index`` is, counted the way
    YamlDoc.position_of_text finds them (each search starts one past the last find)."""
    count, at = 0, text.find(needle)
    while 0 <= at < index:
        count, at = count + 1, text.find(needle, at + 1)
    return count

