"""What a check is: a function over one encounter that yields Issues, marked with its code and
default severity by ``@check``. Marking registers nothing; checks/registry.py lists the modules."""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Callable

from printgen.findings import Severity


@dataclass(frozen=True)
class Issue:
    path: tuple
    message: str
    subject: str | None = None       # the id of the rule, token, table … (for silencing)
    needle: str | None = None        # a word inside the string at ``path`` to point at
    occurrence: int = 0
    severity: Severity | None = None  # overrides the check's default


@dataclass(frozen=True)
class Check:
    code: str
    severity: Severity
    function: Callable
    doc: str


def check(code: str, severity: Severity):
    """Mark a function as the check ``code`` (collected by checks/registry.py)."""
    def mark(function):
        function.check = Check(code, severity, function, inspect.getdoc(function) or "")
        return function
    return mark


def checks_in(module) -> list[Check]:
    """The checks a module defines, in the order it defines them."""
    return [value.check for value in vars(module).values() if isinstance(getattr(value, "check", None), Check)]


def occurrence_at(text: str, needle: str, index: int) -> int:
    """Which occurrence of ``needle`` in ``text`` the one at ``index`` is, counted the way
    SourceDoc.position_of_text finds them (each search starts one past the last find)."""
    count, at = 0, text.find(needle)
    while 0 <= at < index:
        count, at = count + 1, text.find(needle, at + 1)
    return count
