"""Small English helpers shared by every message, summary and printed line: agreement, ranges, full stops."""

from __future__ import annotations

import re


def count_of(number: int, noun: str, plural: str | None = None) -> str:
    """The number with its noun in agreement: '1 section', '2 sections', '1 die', '3 dice'."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


def number_range(first: int, last: int) -> str:
    """'0–2', or '10' when the range holds one number (not '10–10')."""
    return f"{first}" if first == last else f"{first}–{last}"


def sentence(text: str) -> str:
    """``text`` ending in one full stop: none added after . ! ? … (or a closing quote or bracket
    after them), so that data which ends its own sentence does not print "turn.." or "SMASH!."."""
    text = text.rstrip()
    return text if re.search(r"[.!?…][\"'”’)\]]*$", text) else text + "."
