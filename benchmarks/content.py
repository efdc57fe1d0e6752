"""A PDF content stream split into (operands, operator) pairs, as the PDF reference defines them:
numbers, names, literal and hex strings, arrays. Regular expressions do the splitting, which
reads a 3000-page file in seconds where a general PDF library takes minutes. Dictionaries and
inline images (which reportlab does not write in page content) come out as unknown operators,
so the harness reports them instead of replaying them wrongly."""

from __future__ import annotations

import re

TOKEN = re.compile(rb"\((?:\\.|[^\\)])*\)|<<|>>|<[0-9A-Fa-f\s]*>|\[|\]|/[^\s/\[\]()<>%]*|[^\s/\[\]()<>%]+",
                   re.DOTALL)
NUMBER = re.compile(rb"[+-]?(?:\d+\.?\d*|\.\d+)")
ESCAPE = re.compile(rb"\\([0-7]{1,3}|\r\n|[\r\n]|.)", re.DOTALL)
ESCAPES = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f"}
OPERAND_STARTS = (b"(", b"/")


def unescape(match: re.Match) -> bytes:
    code = match.group(1)
    if code[:1].isdigit():
        return bytes([int(code, 8) & 0xFF])
    if code in (b"\r\n", b"\r", b"\n"):  # a backslash before a line break continues the string
        return b""
    return ESCAPES.get(code, code)


def value(token: bytes):
    """A string as its bytes, a name as text with its slash ("/F1+0"), a number as int or float."""
    if token.startswith(b"("):
        return ESCAPE.sub(unescape, token[1:-1])
    if token.startswith(b"<"):
        digits = b"".join(token[1:-1].split())
        return bytes.fromhex((digits + b"0" * (len(digits) % 2)).decode())
    if token.startswith(b"/"):
        return token.decode("latin-1")
    return float(token) if b"." in token else int(token)


def is_operand(token: bytes) -> bool:
    return (token.startswith(OPERAND_STARTS) or (token.startswith(b"<") and token != b"<<")
            or NUMBER.fullmatch(token) is not None)


def operations(stream: bytes) -> list[tuple[list, bytes]]:
    result, operands, outer = [], [], []
    for token in TOKEN.findall(stream):
        if token == b"[":
            outer.append(operands)
            operands = []
        elif token == b"]" and outer:
            inner, operands = operands, outer.pop()
            operands.append(inner)
        elif is_operand(token):
            operands.append(value(token))
        else:
            result.append((operands, token))
            operands = []
    return result
