"""A card face's frame: its background, its title band, the title in it and the side note (whose side, which
face), the same on every kind of card; in large print the band is taller and the note stands over the title."""

from __future__ import annotations

from printgen.core import typography
from printgen.core.units import MM
from printgen.layout.card_face import MARGIN, SIDE_LABELS, CardBox, floor_size
from printgen.layout.display import Rect, Text
from printgen.layout.palette import ACCENTS, ON_COLOUR
from printgen.layout.text import title_lines
from printgen.model import Card

BAND = 10 * MM          # title band height
LARGE_BAND = 16 * MM    # in large print: the side note on a line of its own, over a title the band's width
TITLE_FLOOR = 8.0   # points; below this a card title wraps (two lines at most)
TITLE_LINES = 2
LARGE_TITLE_FLOOR = 10.5


def title_floor() -> float:
    """Points: below this a card title wraps, in the lettering in use."""
    return typography.sized(TITLE_FLOOR, LARGE_TITLE_FLOOR)


def band_height() -> float:
    """The title band's height in the lettering in use."""
    return typography.sized(BAND, LARGE_BAND)


def note_size() -> float:
    """Points: the side note's size, white on the band's colour (ON_COLOUR at least, so the band keeps it
    at the press)."""
    return max(floor_size(), ON_COLOUR)


def face_frame(card: Card, title: str, face_label: str, box: CardBox) -> tuple[list, float]:
    """Background, title band and title: everything a face has before its text; and how much
    of the title (in points of width) did not fit. The side note stands beside the title, or in large
    print over it, where it would leave a narrow card's title too little room."""
    width, height, bleed, band = box.width, box.height, box.bleed, band_height()
    items: list = [Rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed, fill="#ffffff"),
                   Rect(-bleed, height - band, width + 2 * bleed, band + bleed, fill=ACCENTS[card.side])]
    note, over_title = f"{SIDE_LABELS[card.side]} · {face_label}", typography.large_print()
    beside = 0.0 if over_title else typography.width(note, "condensed", note_size()) + 3 * MM
    size, lines = _title_beside(title.upper(), width - 2 * MARGIN, beside)
    shown, rest = lines[:TITLE_LINES], lines[TITLE_LINES:]
    leading = size * 1.05
    top = _safe_top(box, "condensed", note_size())  # the note's baseline, over the title
    baseline = _title_baseline(box, size, leading, len(shown), top - note_size() * 0.6 if over_title else height)
    items += [Text(MARGIN, baseline - number * leading, line, "heading", size, "#ffffff")
              for number, line in enumerate(shown)]
    items.append(Text(width - MARGIN, top if over_title else baseline, note, "condensed", note_size(), "#ffffff",
                      "right"))
    over = typography.width(" ".join(rest), "heading", size) if rest else 0.0
    return items, over


def _title_beside(title: str, room: float, beside: float) -> tuple[float, list[str]]:
    """The title as large as fits one line of the band's ``room`` beside the side note; wrapped at the floor,
    only its first line stands beside the note, and the lines under it have the whole room."""
    size, lines = title_lines(title, "heading", typography.sized(15, 18), room - beside, title_floor())
    if len(lines) < 2 or not beside or not title.startswith(lines[0]):
        return size, lines
    return size, [lines[0], *title_lines(title[len(lines[0]):].strip(), "heading", size, room, size)[1]]


def _title_baseline(box: CardBox, size: float, leading: float, lines: int, top: float) -> float:
    """The first title line's baseline: the lines centred in the band below ``top`` (the side note's, in
    large print), the whole glyph box inside the margin and below ``top``."""
    band = band_height() - (box.height - top)
    block = size * 0.7 + (lines - 1) * leading
    centred = box.height - band_height() + (band - block) / 2 + (lines - 1) * leading
    ceiling = _safe_top(box, "heading", size) if top >= box.height else top - typography.ascent("heading", size)
    return min(centred, ceiling)


def _safe_top(box: CardBox, style: str, size: float) -> float:
    """The highest baseline of text in ``style`` at ``size``: its whole glyph box inside the safe margin."""
    safe = box.safe_margin + 0.5  # keep the whole glyph box, not just the caps, inside the margin
    return box.height - safe - typography.ascent(style, size)
