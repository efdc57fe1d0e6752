"""Line breaking: paragraphs of runs set into lines of placed text and icons."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from printgen.core import typography
from printgen.core.memo import measured
from printgen.layout.display import Icon, Text
from printgen.core.richtext import Paragraph, Run

ICON_ADVANCE = 1.08  # an inline icon's advance, in ems (glyph plus side bearings)
LEADING = 1.28       # line height, in ems
_SPACES = re.compile(r"(\s+)")


class Fragment(NamedTuple):
    text: str
    style: str
    width: float
    icon: str | None = None


def style_of(run: Run) -> str:
    return "bold" if run.bold else "italic" if run.italic else "text"


def _scaled(word, size: float) -> list[Fragment]:
    """A word's fragments with their widths at ``size``."""
    return [Fragment(f.text, f.style, f.width * size, f.icon) for f in word]


@measured
@lru_cache(maxsize=1 << 12)
def _words_at_one_point(runs: tuple[Run, ...]) -> tuple[tuple[Fragment, ...], ...]:
    """Runs split at spaces into words, measured at one point; a word may mix styles and icons
    ("{power}.")."""
    result: list[list[Fragment]] = [[]]
    for run in runs:
        style = style_of(run)
        if run.icon:
            result[-1].append(Fragment("", style, ICON_ADVANCE, run.icon))
            continue
        for piece in _SPACES.split(run.text):
            if not piece:
                continue
            if piece.isspace():
                if result[-1]:
                    result.append([])
            else:
                result[-1].append(Fragment(piece, style, typography.width(piece, style, 1.0)))
    return tuple(tuple(word) for word in _glue_icons_to_numbers([word for word in result if word]))


def _glue_icons_to_numbers(found: list[list[Fragment]]) -> list[list[Fragment]]:
    """Keep "{range} 2" on one line: a lone icon joins the number after it."""
    glued: list[list[Fragment]] = []
    for word in found:
        previous = glued[-1] if glued else None
        if previous and len(previous) == 1 and previous[0].icon and word[0].text[:1].isdigit():
            previous += [Fragment(" ", word[0].style, typography.width(" ", word[0].style, 1.0))] + word
        else:
            glued.append(word)
    return glued


class SetFragment(NamedTuple):
    x: float
    fragment: Fragment  # what is set (x says where; the fragment's width is not its advance here)
    spaced: bool        # preceded by a space on this line


SetLine = tuple[SetFragment, ...]


@measured
@lru_cache(maxsize=1 << 10)
def break_lines(runs: tuple[Run, ...], size: float, width: float) -> tuple[SetLine, ...]:
    """Greedy line filling: words are separated by one space of the following word's style;
    a word wider than the line is broken between characters. Set once per text, size and width: a
    card's fitting and the page that prints it set the same paragraphs again (what is set is immutable).
    Fitting a card sets the same text at several sizes: the words (and a space in each style) are
    measured once, at one point, and only their advances are worked out at each size."""
    lines: list[list[SetFragment]] = [[]]
    x = 0.0
    for word in _words_at_one_point(runs):
        advances = [fragment.width * size for fragment in word]
        pieces = [(word, advances)] if sum(advances) <= width else _pieces(word, size, width)
        for fragments, widths in pieces:
            space = _space_at_one_point(fragments[0].style) * size
            line = lines[-1]
            if line and x + space + sum(widths) > width:
                line = []
                lines.append(line)
                x = 0.0
            spaced = bool(line)
            if spaced:
                x += space
            for index, (fragment, advance) in enumerate(zip(fragments, widths)):
                line.append(SetFragment(x, fragment, spaced and index == 0))
                x += advance
    return tuple(tuple(line) for line in lines if line)


def widest_word(runs: tuple[Run, ...], size: float) -> float:
    """The advance of the widest word of ``runs`` at ``size``: the least line that breaks none of them."""
    return max((sum(fragment.width for fragment in word) for word in _words_at_one_point(runs)), default=0.0) * size


@measured
@lru_cache(maxsize=8)
def _space_at_one_point(style: str) -> float:
    """The width of a space in ``style`` at one point (what typography.width(" ", style, size) scales)."""
    return typography.width(" ", style, 1.0)


def _pieces(word: tuple[Fragment, ...], size: float, width: float) -> list[tuple[list[Fragment], list[float]]]:
    """A word too wide for the line, in pieces that each fit, with their advances at ``size``."""
    return [(piece, [fragment.width for fragment in piece]) for piece in split_word(_scaled(word, size), size, width)]


def split_word(word: list[Fragment], size: float, width: float) -> list[list[Fragment]]:
    """A word too wide for its line, as pieces that each fit (a single character or icon always
    makes a piece, so a line narrower than one character still gets one per line)."""
    pieces: list[list[Fragment]] = [[]]
    used = 0.0
    for unit in _units(word, size):
        if pieces[-1] and used + unit.width > width:
            pieces.append([])
            used = 0.0
        _append(pieces[-1], unit)
        used += unit.width
    return pieces


def _units(word: list[Fragment], size: float):
    """The word's characters and icons, one fragment each."""
    for fragment in word:
        if fragment.icon:
            yield fragment
        else:
            yield from (Fragment(char, fragment.style, typography.width(char, fragment.style, size))
                        for char in fragment.text)


def _append(piece: list[Fragment], unit: Fragment) -> None:
    """Add a unit to a piece, joining it to the last fragment when both are text of one style."""
    last = piece[-1] if piece else None
    if last and not last.icon and not unit.icon and last.style == unit.style:
        piece[-1] = Fragment(last.text + unit.text, last.style, last.width + unit.width)
    else:
        piece.append(unit)


def draw_line(line: SetLine, x: float, baseline: float, size: float, color: str) -> list:
    """Display items for one set line: same-style text between icons becomes one Text item."""
    items: list = []
    start: float | None = None
    style, text = "text", ""

    def flush() -> None:
        if start is not None and text:
            items.append(Text(x + start, baseline, text, style, size, color))

    for placed in line:
        fragment = placed.fragment
        if fragment.icon:
            flush()
            start, text = None, ""
            items.append(Icon(x + placed.x + (ICON_ADVANCE - 1) * size / 2, baseline, fragment.icon, size, color))
        elif start is None or fragment.style != style:
            flush()
            style, text, start = fragment.style, fragment.text, placed.x
            if placed.spaced:  # carry the space as a character, so copied or extracted text keeps it
                start -= typography.width(" ", style, size)
                text = " " + text
        else:
            text += (" " if placed.spaced else "") + fragment.text
    flush()
    return items


def paragraph_lines(paragraph: Paragraph, size: float, width: float, lead: tuple[Run, ...] = ()):
    """Set a paragraph (with optional run-in lead, e.g. a bold title) into lines.

    Returns (indent, lines): bullets and numbered steps hang their wrapped lines at ``indent``.
    """
    indent = size * (1.0 if paragraph.marker == "•" else 1.4) if paragraph.marker else 0.0
    lines = break_lines(lead + paragraph.runs, size, width - indent)
    return indent, lines


def title_lines(text: str, font: str, size: float, width: float, floor: float) -> tuple[float, list[str]]:
    """A title as large as fits on one line (not below ``floor``); wrapped at ``floor`` when even
    that is too wide, a word wider than the line broken between characters."""
    fitted = typography.fit_size(text, font, size, width, floor)
    if typography.width(text, font, fitted) <= width + 1e-6:
        return fitted, [text]
    lines: list[str] = []
    used = 0.0
    space = typography.width(" ", font, floor)
    for word in text.split():
        for piece in _title_pieces(word, font, floor, width):
            advance = typography.width(piece, font, floor)
            if lines and used + space + advance <= width:
                lines[-1] += " " + piece
                used += space + advance
            else:
                lines.append(piece)
                used = advance
    return floor, lines


def _title_pieces(word: str, font: str, size: float, width: float) -> list[str]:
    """``word`` cut between characters into pieces no wider than ``width`` (linear: widths add up)."""
    pieces, used = [""], 0.0
    for char in word:
        advance = typography.width(char, font, size)
        if pieces[-1] and used + advance > width:
            pieces.append("")
            used = 0.0
        pieces[-1] += char
        used += advance
    return pieces
