"""What every card face is made of: its box and its text (its frame, printgen.layout.card_band).

Coordinates are points with the origin at the card's bottom-left trim corner;
backgrounds extend ``bleed`` past the trim, text stays inside the safe margin.
Text starts at a comfortable size and steps down to a readable floor (7 pt; 9 pt in large print, on
the larger formats of cards.card_format); text that does not fit there is set closer (`DenseStyle`)
rather than smaller, and what still does not fit is reported as an overflow, with the box outlined. A
deck's faces share one body size (printgen.layout.card_deck settles it with `deck_body`): each face's
largest fit is found here, and the deck's is the smallest of them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from printgen.core import typography
from printgen.layout.display import Rect, Text
from printgen.layout.flow import Column, Flowed, flow
from printgen.layout.palette import ON_COLOUR
from printgen.layout.strips import Strip, Style
from printgen.core.units import MM

START_SIZE = 8.5
FLOOR_SIZE = 7.0    # points: no card body is set smaller; room is made instead (DenseStyle)
SIZE_STEP = 0.25
LARGE_START_SIZE = 11.0
LARGE_FLOOR_SIZE = 9.0  # large print: the floor of every word on a card
MARGIN = 5 * MM         # body margin from the trim (>= the 3 mm safe margin)
GUTTER = 5 * MM
OVERFLOW_RED = "#d0021b"

SIDE_LABELS = {"cosmic-threat": "COSMIC THREAT", "crisis-team": "CRISIS TEAM", "both": "BOTH SIDES"}


@dataclass
class Overflow:
    face: str           # "front" or "back"
    section: int        # index of the first section that did not fit
    over: float         # points of height that did not fit at the floor size


@dataclass
class FaceLayout:
    items: list
    size: float                      # the body text size used
    overflow: Overflow | None = None
    title_over: float = 0.0          # points of title that did not fit in the band at its floor size


@dataclass(frozen=True)
class CardBox:
    """What every face of a card is drawn within: its trim size, its bleed and its safe margin."""

    width: float
    height: float
    bleed: float
    safe_margin: float


def start_size() -> float:
    """Points: the size a card's body is tried at first, in the lettering in use."""
    return typography.sized(START_SIZE, LARGE_START_SIZE)


def floor_size() -> float:
    """Points: no word on a card is smaller, in the lettering in use (its body, side note, panel labels)."""
    return typography.sized(FLOOR_SIZE, LARGE_FLOOR_SIZE)


def text_columns(width: float, top: float, count: int) -> list[Column]:
    column_width = (width - 2 * MARGIN - (count - 1) * GUTTER) / count
    return [Column(MARGIN + i * (column_width + GUTTER), top, column_width, MARGIN) for i in range(count)]


def numbered_sections(blocks: list[list[Strip]]) -> list[Strip]:
    """The blocks' strips in order, each marked with its block's number (overflow findings name it)."""
    for index, block in enumerate(blocks):
        for strip in block:
            strip.section = index
    return [strip for block in blocks for strip in block]


def card_style(size: float, accent: str) -> Style:
    """A card's body at ``size``: nothing in it (a table's header, a heading, a name bar) is set under the floor,
    and no white word on its colour under ON_COLOUR, so that a print shop's press keeps the colour."""
    return Style(size, accent, floor_size(), ON_COLOUR)


def _steps(start: float, floor: float) -> list[float]:
    return [start - SIZE_STEP * i for i in range(round((start - floor) / SIZE_STEP) + 1)]


SIZES = _steps(START_SIZE, FLOOR_SIZE)
LARGE_SIZES = _steps(LARGE_START_SIZE, LARGE_FLOOR_SIZE)


def sizes() -> list[float]:
    """The sizes a body is tried at, largest first, in the lettering in use."""
    return LARGE_SIZES if typography.large_print() else SIZES


def fit(build, columns: list[Column], accent: str):
    """Lay out at the largest size from start_size() down to floor_size() (in SIZE_STEP steps) at which
    everything fits. Smaller text never takes more room, so the sizes are searched by halving; text that
    does not fit at the start is tried first at the size its overflow suggests, then one step from it,
    which most often settles it in two layouts where halving takes four."""
    laid: dict[int, Flowed] = {}
    tried = sizes()

    def overflows(index: int) -> bool:
        laid[index] = flow(build(card_style(tried[index], accent), columns[0].width), columns)
        return bool(laid[index].over)

    if not overflows(0):
        return tried[0], laid[0]
    fails, fits = 0, len(tried)  # indexes: tried[fails] does not fit, tried[fits] does (none known yet)
    probe, guessed = _likely_size(laid[0].over, columns), True
    while fits - fails > 1:
        if overflows(probe):
            fails = probe
        else:
            fits = probe
        # after the guess, the step beside it on the side still open; after that, halving
        near = probe + 1 if probe == fails else probe - 1
        probe = near if guessed and fails < near < fits else (fails + fits) // 2
        guessed = False
    index = min(fits, len(tried) - 1)  # none fits: the floor, with its overflow (at_floor may set it closer)
    return tried[index], laid[index]


@dataclass(frozen=True)
class DenseStyle(Style):
    """Body text at the floor set closer: tighter lines and smaller gaps between paragraphs and
    blocks, which make about a tenth more room on a full card; for text that would otherwise need a
    size under the floor (the Hulk's stat card, whose paragraphs keep their last lines from standing alone
    at a column's top too), since closer lines are still read where smaller letters are not."""

    @property
    def leading(self) -> float:
        return self.size * 1.18

    @property
    def paragraph_gap(self) -> float:
        return self.size * 0.35

    @property
    def block_gap(self) -> float:
        return self.size * 0.6


def at_floor(build, columns: list[Column], accent: str, flowed: Flowed) -> Flowed:
    """Text laid out at the floor: as it is if it fits, else set closer (DenseStyle) if that makes it
    fit, else as it is, its overflow to report (a finding, never a smaller size)."""
    if not flowed.over:
        return flowed
    dense = flow(build(DenseStyle(floor_size(), accent, floor_size(), ON_COLOUR), columns[0].width), columns)
    return flowed if dense.over else dense


def _likely_size(over: float, columns: list[Column]) -> int:
    """The index in sizes() of the size at which text ``over`` too tall at the start likely just fits: the
    room text takes grows as the square of its size (its lines are as long as its size, and as tall)."""
    room = sum(column.top - column.bottom for column in columns)
    start, count = start_size(), len(sizes())
    likely = start * math.sqrt(room / (room + over))
    return max(1, min(count - 1, math.ceil((start - likely) / SIZE_STEP - 1e-9)))


def _outline_overflow(columns: list[Column], over: float) -> list:
    left, right = columns[0].x, columns[-1].x + columns[-1].width
    top, bottom = columns[0].top, columns[0].bottom
    return [Rect(left, bottom, right - left, top - bottom, stroke=OVERFLOW_RED, width=1.2, dash=(4, 2)),
            Text(right, bottom - 2.2 * MM, f"OVERFLOW: {over / MM:.1f} mm does not fit", "bold", floor_size(),
                 OVERFLOW_RED, "right")]


Build = Callable[[Style, float], list[Strip]]


@dataclass
class BodyFit:
    """One face's body as fitted_body laid it out while its deck's size was not yet settled: what
    builds it, its largest size that fits (the floor if none does) and the items it returned."""

    build: Build
    columns: list[Column]
    accent: str
    size: float
    fits: bool
    body: list


@dataclass
class DeckBody:
    """How fitted_body sizes the faces of the card being laid out: all at ``size`` (its deck's one
    size, once settled), or each at its own largest fit, recorded in ``fitted`` for the deck to settle."""

    size: float | None = None
    fitted: list[BodyFit] = field(default_factory=list)


_DECK_BODY: ContextVar[DeckBody | None] = ContextVar("deck_body", default=None)


@contextmanager
def deck_body(size: float | None) -> Iterator[DeckBody]:
    """Within it, fitted_body sets body text at ``size`` (None: each face at its largest fit, recorded)."""
    sizing = DeckBody(size)
    token = _DECK_BODY.set(sizing)
    try:
        yield sizing
    finally:
        _DECK_BODY.reset(token)


def fitted_body(build: Build, columns: list[Column], accent: str, face: str) -> tuple[list, float, Overflow | None]:
    """A face's text at the largest size that fits (or at its deck's size, within `deck_body`), and
    what still does not fit at the floor (outlined)."""
    sizing = _DECK_BODY.get()
    if sizing is not None and sizing.size is not None:
        size, flowed = at_size(build, columns, accent, sizing.size)
        return _body(size, flowed, columns, face)
    size, flowed = fit(build, columns, accent)
    flowed = at_floor(build, columns, accent, flowed)
    body = _body(size, flowed, columns, face)
    if sizing is not None:
        sizing.fitted.append(BodyFit(build, columns, accent, size, not flowed.over, body[0]))
    return body


def at_size(build: Build, columns: list[Column], accent: str, size: float):
    """The text at ``size``; if it does not fit there, as fit sets it (a face that fits nowhere is set at
    the floor, closer if that makes it fit, else with its overflow measured there, as ever)."""
    flowed = flow(build(card_style(size, accent), columns[0].width), columns)
    if flowed.over and size > floor_size():
        size, flowed = fit(build, columns, accent)
    return size, at_floor(build, columns, accent, flowed)


def refit(fitted: BodyFit, size: float) -> list | None:
    """A recorded face's body set at ``size``, or None if it does not fit there."""
    flowed = flow(fitted.build(card_style(size, fitted.accent), fitted.columns[0].width), fitted.columns)
    return None if flowed.over else flowed.items


def _body(size: float, flowed, columns: list[Column], face: str) -> tuple[list, float, Overflow | None]:
    if not flowed.over:
        return flowed.items, size, None
    overflow = Overflow(face, flowed.first_unplaced.section or 0, flowed.over)
    return flowed.items + _outline_overflow(columns, flowed.over), size, overflow
