"""Text for a terminal: characters from data or arguments that a terminal would obey (escape
sequences, bells, backspaces, bidirectional overrides) are shown as escapes instead."""

from __future__ import annotations

import re

# C0 controls but newline and tab, DEL, C1 controls, and the bidirectional embeddings, overrides
# and isolates that can make a line read differently from what it holds
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """``text`` with every unsafe character shown as a Python-style escape (``\\x1b``, ``\\u202e``)."""
    return _UNSAFE.sub(_escape, text)


def json_safe(text: str) -> str:
    """JSON text (from json.dumps, which already escapes C0) with the other unsafe characters as
    JSON ``\\u`` escapes, so it still parses to the same data."""
    return _UNSAFE.sub(lambda match: f"\\u{ord(match.group()):04x}", text)


def _escape(match: re.Match) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
