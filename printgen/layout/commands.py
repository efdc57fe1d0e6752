"""A command printed on paper to be pasted whole into a shell: set apart from the sentence around it, in a
fixed-width face on lines of its own, each line that goes on ending in a backslash, which a shell reads as
the same command going on (broken where the text layout would break it, a command pasted whole would run
as two, the second an error)."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.layout.display import Text
from printgen.layout.strips import INK, Strip, Style
from printgen.core.terminal import shell_words
from printgen.core.typography import width

CONTINUED = " \\"
"""How a line of a command that goes on to the next ends."""
FACE = "mono"


@dataclass(frozen=True)
class Pasted:
    """A command among a page's lines of text: its words (printgen, a command, its arguments)."""

    words: tuple[str, ...]


def command_lines(words: list[str] | tuple[str, ...], column: float, size: float) -> list[str]:
    """``words`` quoted for a shell, as lines that each fit ``column`` points at ``size`` in the fixed-width
    face, each but the last ending in CONTINUED."""
    lines: list[str] = []
    line = ""
    for word in shell_words(list(words)):
        longer = f"{line} {word}" if line else word
        if line and width(longer + CONTINUED, FACE, size) > column:
            lines.append(line + CONTINUED)
            longer = word
        line = longer
    return [*lines, line]


def command_strips(words: list[str] | tuple[str, ...], style: Style, column: float) -> list[Strip]:
    """The command as strips of its own, one a line, in the fixed-width face a little smaller than the text
    around it (as wide as it is, a fixed-width face reads at that size)."""
    size = style.size * MONO_SCALE
    return [Strip(style.leading, [Text(0.0, style.leading * 0.26, line, FACE, size, INK)],
                  style.paragraph_gap if number == 0 else 0.0)
            for number, line in enumerate(command_lines(words, column, size))]


MONO_SCALE = 0.9
"""A fixed-width face's letters are wider than the text face's: this much smaller, its lines keep their length."""
