"""A value read from YAML, said in words: what messages quote (never Python's notation)."""

from __future__ import annotations

from typing import Any


def describe(value: Any, written: str | None = None) -> str:
    """A value in words (never in Python's notation); a yes or Off also as it was written."""
    if isinstance(value, bool) and written and written.lower() != str(value).lower():
        return f"{written} (YAML reads it as {str(value).lower()})"
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:37] + "…"
        return f"the text '{shown}'"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    if hasattr(value, "isoformat"):  # YAML reads 2024-05-01 as a date
        return f"the date {value.isoformat()}"
    return "binary data" if isinstance(value, bytes) else "a value of another kind"


def read_as(value: Any) -> str:
    """What YAML read a plain value as, in words (``Off`` as false, ``1984`` as a number)."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float)):
        return "a number"
    return "a date" if hasattr(value, "isoformat") else "something other than text"
