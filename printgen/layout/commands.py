"""A command printed on paper to be pasted whole into a shell: as lines that each fit the column, each but
the last ending in a backslash, which a shell reads as the same command going on. Broken where the text
layout would break it, a command pasted whole would run as two, the second an error."""

from __future__ import annotations

from printgen.markup import literal
from printgen.terminal import shell_words
from printgen.typography import width

CONTINUED = " \\"
"""How a line of a command that goes on to the next ends."""


def command_lines(words: list[str], column: float, size: float) -> list[str]:
    """``words`` (printgen, a command, its arguments) as quoted lines that each fit ``column`` points at
    ``size`` in the text face, as markup that prints each character as it is (a path's asterisks too)."""
    lines: list[str] = []
    line = ""
    for word in shell_words(words):
        longer = f"{line} {word}" if line else word
        if line and width(longer + CONTINUED, "text", size) > column:
            lines.append(line + CONTINUED)
            longer = word
        line = longer
    return [literal(text) for text in [*lines, line]]
