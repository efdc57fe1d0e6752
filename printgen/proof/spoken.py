"""A face's words as a reader hears them: its texts and its icons in drawing order (a line of card text
draws its words and its inline icons left to right), each icon named as the kit's icon key names it,
and the lines joined into paragraphs where the layout set them one leading apart."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from printgen.layout.display import Group, Icon, Item, Text
from printgen.layout.placed import IDENTITY, Box, Matrix, PlacedText, applied, group_matrix
from printgen.layout.text import ICON_ADVANCE, LEADING
from printgen.core.markup import ICONS
from printgen.core.typography import width

ICON_TOP = 0.86     # an icon's top above its baseline, in ems (layout/glyphs.py: about the cap height)
ICON_BOTTOM = 0.1   # and how far a die face's square dips below it
SPACED = 0.12       # a gap wider than this, in ems, between a text and the icon after it is a space
SAME_LINE = 0.2     # baselines closer than this, in ems, are one line
NEXT_LINE = 1.1     # a line at most this many leadings below the last goes on its paragraph
HANG = 1.5          # ems: how far right of its first line's start a paragraph's next lines may start (a bullet's)
_WORD = re.compile(r"\S+")


@dataclass(frozen=True)
class PlacedIcon:
    """An icon item and the transform that puts it on the page; ``after`` counts the face's texts drawn
    before it, which places it among them in reading order."""

    icon: Icon
    at: Matrix
    after: int = 0

    @property
    def name(self) -> str:
        """What it stands for, in the icon key's words ("Power", "Range")."""
        return ICONS.get(self.icon.name, self.icon.name.replace("-", " ").capitalize())

    def box(self) -> Box:
        item = self.icon
        corners = [applied(self.at, x, y) for x in (item.x, item.x + item.size)
                   for y in (item.y - ICON_BOTTOM * item.size, item.y + ICON_TOP * item.size)]
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


@dataclass(frozen=True)
class Word:
    """One word of a face as read, or one icon by its name, and where it is drawn."""

    text: str
    paragraph: int
    """Which of the face's paragraphs it is in, from 0."""
    spaced: bool
    """Whether a space comes before it (none before the full stop after an icon: "gains 2 Power.")."""
    drawn: PlacedText | PlacedIcon
    start: int = 0
    """Where the word starts in its text (an icon is its own)."""

    @property
    def icon(self) -> bool:
        return isinstance(self.drawn, PlacedIcon)

    @property
    def key(self) -> str:
        """What a diff compares: an icon never equals the word that names it."""
        return f"{{{self.text}}}" if self.icon else self.text

    @property
    def box(self) -> Box:
        """Its box on the page (measured when asked: most words are only read)."""
        if isinstance(self.drawn, PlacedIcon):
            return self.drawn.box()
        return self.drawn.box(self.start, self.start + len(self.text))


def drawn_in_order(items: list[Item], at: Matrix = IDENTITY) -> Iterator[PlacedText | tuple[Icon, Matrix]]:
    """Every text and icon drawn, in drawing order, with the transform that puts it on the page."""
    for item in items:
        if isinstance(item, Group):
            yield from drawn_in_order(list(item.items), group_matrix(item, at))
        elif isinstance(item, Text):
            yield PlacedText(item, at)
        elif isinstance(item, Icon):
            yield item, at


def words_of(texts: tuple[PlacedText, ...], icons: tuple[PlacedIcon, ...]) -> list[Word]:
    """The face's words and icons in reading order, each in its paragraph: a paragraph goes on along its
    line, and onto the next line one leading lower that starts under its last line's start."""
    words: list[Word] = []
    paragraph, last, line_start = 0, None, 0.0
    for piece in _in_order(texts, icons):
        size, start = _size(piece), _span(piece)[0]
        if last is not None and not _same_line(last, piece):
            paragraph += not _continues(last, piece, line_start)
            line_start = start
        elif last is not None and _gap(last, piece) < -SPACED * size:  # drawn back along its line: a cell, a name
            paragraph, line_start = paragraph + 1, start
        words += _words_of_piece(piece, last, paragraph)
        last = piece
    return words


def paragraphs(words: list[Word]) -> list[str]:
    """The words as paragraphs of text, read aloud one after another."""
    said: list[str] = []
    for index, word in enumerate(words):
        if index and word.paragraph == words[index - 1].paragraph:
            said[-1] += (" " if word.spaced else "") + word.text
        else:
            said.append(word.text)
    return said


def _in_order(texts: tuple[PlacedText, ...], icons: tuple[PlacedIcon, ...]) -> Iterator[PlacedText | PlacedIcon]:
    waiting = list(icons)
    for index, placed in enumerate(texts):
        while waiting and waiting[0].after <= index:
            yield waiting.pop(0)
        yield placed
    yield from waiting


def _words_of_piece(piece: PlacedText | PlacedIcon, last, paragraph: int) -> list[Word]:
    spaced = last is None or not _same_line(last, piece) or abs(_gap(last, piece)) > SPACED * _size(piece)
    if isinstance(piece, PlacedIcon):
        return [Word(piece.name, paragraph, spaced, piece)]
    return [Word(found.group(), paragraph, spaced or found.start() > 0, piece, found.start())
            for found in _WORD.finditer(piece.text.text)]


def _gap(last: PlacedText | PlacedIcon, piece: PlacedText | PlacedIcon) -> float:
    """How far ``piece`` starts after ``last`` ends, along their line, in points."""
    return _span(piece)[0] - _span(last)[1]


def _span(piece: PlacedText | PlacedIcon) -> tuple[float, float]:
    """Where a text or an icon's advance starts and ends along its line, on the page."""
    if isinstance(piece, PlacedIcon):
        item = piece.icon
        start = item.x - (ICON_ADVANCE - 1) * item.size / 2
        ends = (start, start + ICON_ADVANCE * item.size)
    else:
        text = piece.text
        whole = width(text.text, text.font, text.size)
        start = text.x - {"center": 0.5, "right": 1.0}.get(text.align, 0.0) * whole
        ends = (start, start + whole)
    a, b, _, _, e, f = piece.at
    return ends[0] * (a * a + b * b) + e * a + f * b, ends[1] * (a * a + b * b) + e * a + f * b


def _drop(last: PlacedText | PlacedIcon, piece: PlacedText | PlacedIcon) -> float | None:
    """How far ``piece``'s baseline lies below ``last``'s, down the way their lines run (a group may turn
    them), in points; None when they are not set the same way up."""
    if last.at[:4] != piece.at[:4]:
        return None
    (x0, y0), (x1, y1) = _origin(last), _origin(piece)
    a, b, c, d, _, _ = piece.at
    return (x1 - x0) * -c + (y1 - y0) * -d


def _origin(piece: PlacedText | PlacedIcon) -> tuple[float, float]:
    item = piece.icon if isinstance(piece, PlacedIcon) else piece.text
    return applied(piece.at, item.x, item.y)


def _size(piece: PlacedText | PlacedIcon) -> float:
    return piece.icon.size if isinstance(piece, PlacedIcon) else piece.text.size


def _same_line(last: PlacedText | PlacedIcon, piece: PlacedText | PlacedIcon) -> bool:
    drop = _drop(last, piece)
    return drop is not None and abs(drop) < SAME_LINE * _size(last)


def _continues(last: PlacedText | PlacedIcon, piece: PlacedText | PlacedIcon, line_start: float) -> bool:
    """Whether ``piece``, on the next line after ``last``'s, goes on with its paragraph: it starts under the
    start of the line before (or a bullet's hang right of it), not left of it (a table's next row)."""
    size = _size(piece)
    return _next_line(last, piece) and line_start - SAME_LINE * size <= _span(piece)[0] <= line_start + HANG * size


def _next_line(last: PlacedText | PlacedIcon, piece: PlacedText | PlacedIcon) -> bool:
    """Whether ``piece`` is set on the line after ``last``'s, in the same size: one leading lower."""
    drop, size = _drop(last, piece), _size(last)
    return drop is not None and size == _size(piece) and 0 < drop <= NEXT_LINE * LEADING * size

