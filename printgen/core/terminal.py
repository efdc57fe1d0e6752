"""Text for a terminal: characters from data or arguments that a terminal would obey (escape
sequences, bells, backspaces, bidirectional overrides) are shown as escapes instead."""

from __future__ import annotations

import re
import shlex

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


def shell_command(words: list[str]) -> str:
    """A command to paste into a shell: each word quoted (a path or a level's name is anybody's text,
    `;`, `$(…)` and spaces included), a path that starts with a dash written ./-… so that it is
    not read as an option. The path is the third word (``printgen <command> PATH …``)."""
    return " ".join(shell_words(words))


def shell_words(words: list[str]) -> list[str]:
    """The words of shell_command, each quoted as it is written there."""
    words = [*words[:2], *(f"./{word}" if word.startswith("-") else word for word in words[2:3]), *words[3:]]
    return [shlex.quote(word) for word in words]


def one_line(path: str) -> str:
    """A path as one line of a finding or a message: its line breaks and tabs shown as escapes."""
    return path.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
