"""Fonts and text measurement. Fonts come from printgen/fonts/, are embedded and subset.

Each style has a primary face (Roboto) and a chain of fallbacks for the characters it lacks
(symbols, other scripts). Text is measured and drawn as runs, each in the first face of the
chain that has its characters. Measuring reads only the faces' metrics files (font_metrics);
the renderer reads a font itself only to embed it, and only in the PDFs that use it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from itertools import groupby

from printgen.core import memo
from printgen.core.font_metrics import face_metrics

_ATKINSON = ("PrintgenAtkinsonHyperlegible", "AtkinsonHyperlegible-Regular.ttf")
_ATKINSON_BOLD = ("PrintgenAtkinsonHyperlegible-Bold", "AtkinsonHyperlegible-Bold.ttf")
# A command to paste into a shell, set apart from the sentence around it, in every lettering (Atkinson has
# no fixed-width face): DejaVu Sans Mono, whose letters are told apart as a shell reads them (l 1, O 0).
_MONO = ("PrintgenDejaVuSansMono", "DejaVuSansMono.ttf")
# Atkinson Hyperlegible (Braille Institute, for readers with low vision): letters that cannot be taken
# for one another (I l 1, O 0, b d p q), and no condensed face, since narrow letters are what it avoids:
# headings are its bold.
_HYPERLEGIBLE = {
    "text": _ATKINSON,
    "bold": _ATKINSON_BOLD,
    "italic": ("PrintgenAtkinsonHyperlegible-Italic", "AtkinsonHyperlegible-Italic.ttf"),
    "heading": _ATKINSON_BOLD,
    "condensed": _ATKINSON,
    "mono": _MONO,
}
LARGE = "large"
"""Large print: Atkinson Hyperlegible at larger sizes (`sized`), on cards of larger formats."""
LETTERINGS = {  # lettering -> style -> (PDF font name, file)
    "standard": {
        "text": ("PrintgenRoboto", "Roboto-Regular.ttf"),
        "bold": ("PrintgenRoboto-Bold", "Roboto-Bold.ttf"),
        "italic": ("PrintgenRoboto-Italic", "Roboto-Italic.ttf"),
        "heading": ("PrintgenRobotoCondensed-Bold", "RobotoCondensed-Bold.ttf"),
        "condensed": ("PrintgenRobotoCondensed", "RobotoCondensed-Regular.ttf"),
        "mono": _MONO,
    },
    "hyperlegible": _HYPERLEGIBLE,
    LARGE: _HYPERLEGIBLE,
}
SMALLEST = 6.0
"""Points: nothing is printed smaller, in any lettering (a floor that shrinks with a size stops here)."""
LARGE_SMALLEST = 9.0
"""Points: nothing is printed smaller in large print but the words of a token, whose size is the game's."""
LARGE_READ = 11.0
"""Points: nothing is smaller in large print on the pages that are read: rules, notes, cover, trackers."""
LARGE_TEXT = 12.5
"""Points: the running text of those pages in large print (a command in it, set at 0.9 of it, stays over 11)."""

DEFAULT_LETTERING = "standard"
FONTS = dict(LETTERINGS[DEFAULT_LETTERING])
"""The faces in use: the standard lettering's unless `lettering` says otherwise."""
_IN_USE = [DEFAULT_LETTERING]  # the lettering's name: two of them share their faces
# Fallback faces, tried in order: (PDF font name, file)
DEJAVU = ("PrintgenDejaVuSans", "DejaVuSans.ttf")
DEJAVU_BOLD = ("PrintgenDejaVuSans-Bold", "DejaVuSans-Bold.ttf")
DROID = ("PrintgenDroidSansFallback", "DroidSansFallback.ttf")
# each weight's own DejaVu first, the other weight after it: the two do not cover the same characters
FALLBACKS = {"text": (DEJAVU, DEJAVU_BOLD, DROID), "italic": (DEJAVU, DEJAVU_BOLD, DROID),
             "condensed": (DEJAVU, DEJAVU_BOLD, DROID), "bold": (DEJAVU_BOLD, DEJAVU, DROID),
             "heading": (DEJAVU_BOLD, DEJAVU, DROID), "mono": (DEJAVU, DEJAVU_BOLD, DROID)}
# PDF font name -> file, for the renderer, which registers a face with reportlab on first use
FILE_OF = dict([*(face for faces in LETTERINGS.values() for face in faces.values()), DEJAVU, DEJAVU_BOLD, DROID])


def lettering_now() -> str:
    """The lettering in use: part of the key of anything measured in it."""
    return _IN_USE[0]


def large_print() -> bool:
    """Whether text is set at large-print sizes."""
    return _IN_USE[0] == LARGE


def sized(standard: float, large: float) -> float:
    """A size in points as the lettering in use sets it: ``large`` in large print, else ``standard``."""
    return large if _IN_USE[0] == LARGE else standard


def least() -> float:
    """Points: the least size any text shrinks to in the lettering in use (a map label, a table's head)."""
    return sized(SMALLEST, LARGE_SMALLEST)


def least_read() -> float:
    """Points: the least size of any word on a page that is read (rules, notes, cover, trackers), in the
    lettering in use."""
    return sized(SMALLEST, LARGE_READ)


@contextmanager
def lettering(name: str) -> Iterator[None]:
    """Set text in the lettering ``name`` (a key of LETTERINGS) while the block runs: what is
    checked, laid out and drawn in it alike. The one run's state, restored after it."""
    before = lettering_now()
    _use(name)
    try:
        yield
    finally:
        _use(before)


def _use(name: str) -> None:
    if name == _IN_USE[0]:
        return
    _IN_USE[0] = name
    FONTS.update(LETTERINGS[name])
    for measured in (runs, drawable, _em_width):
        measured.cache_clear()
    memo.forget_all()  # layouts measured in the other lettering


def _covered(filename: str):
    """The code points one face can draw (its metrics are read on first use)."""
    return face_metrics(filename).widths


def _chain(style: str) -> tuple[tuple[str, str], ...]:
    return (FONTS[style], *FALLBACKS[style])


def font_name(style: str) -> str:
    return FONTS[style][0]


def _font_for(char: str, style: str) -> str:
    """The first face of the style's chain that has ``char`` (the primary face if none has it)."""
    for name, filename in _chain(style):
        if ord(char) in _covered(filename):
            return name
    return FONTS[style][0]


@lru_cache(maxsize=1 << 14)
def runs(text: str, style: str) -> tuple[tuple[str, str], ...]:
    """``text`` as (font name, substring) runs, each in a face that can draw it."""
    primary = _covered(FONTS[style][1])
    if text.isascii() or all(ord(char) in primary for char in text):
        return ((FONTS[style][0], text),)
    fonts = [(_font_for(char, style), char) for char in text]
    return tuple((name, "".join(char for _, char in group)) for name, group in groupby(fonts, key=lambda p: p[0]))


@lru_cache(maxsize=1 << 12)
def drawable(char: str) -> bool:
    """Whether ``char`` can be drawn in every style (a name may be set in any of them)."""
    return all(any(ord(char) in _covered(filename) for _, filename in _chain(style)) for style in FONTS)


@lru_cache(maxsize=1 << 16)
def _em_width(text: str, style: str) -> float:
    # as reportlab measures a run at 1000 pt: 0.001 * 1000.0 * the sum of its widths
    return sum(0.001 * 1000.0 * face_metrics(FILE_OF[name]).width(part) for name, part in runs(text, style)) / 1000.0


def width(text: str, style: str, size: float) -> float:
    """Advance width of ``text`` at ``size`` points (measured once per word and style, then scaled)."""
    return _em_width(text, style) * size


def ascent(style: str, size: float) -> float:
    return face_metrics(FONTS[style][1]).ascent * (size / 1000.0)  # as reportlab's getAscent


def fit_size(text: str, style: str, size: float, max_width: float, floor: float) -> float:
    """The largest size not above ``size`` (and not below ``floor``) at which ``text`` fits."""
    measured = width(text, style, size)
    if measured <= max_width:
        return size
    return max(floor, size * max_width / measured)
