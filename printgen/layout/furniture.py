"""Page furniture: the margins and bands every printed page keeps, crop marks, registration targets,
the scale bar and the page label."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core import typography
from printgen.layout.display import Circle, Group, Line, Page, Rect, Text
from printgen.layout.text import title_lines
from printgen.core.units import MM, POINTS_PER

INCH = POINTS_PER["in"]
MARK_OFFSET = 1 * MM    # crop marks start this far outside the bleed
MARK_LENGTH = 3 * MM
SIDE_MARGIN = 6 * MM
FURNITURE = 14 * MM     # the band at the top and bottom of the page for the scale bar and label
MARK_COLOR = "#000000"
# Home printers leave about 5 mm at each edge unprinted: the page furniture (scale bar, page label)
# sits in the FURNITURE band but never closer to the edge than this.
PRINTABLE_MARGIN = 5 * MM
LABEL_BASELINE = 6 * MM   # 7 pt descenders stay 5.4 mm from the edge
BAR_BOTTOM = 9 * MM
REGISTRATION = "#000000"
TARGET_RADIUS = 2.5 * MM
TARGET_REACH = 1.6 * TARGET_RADIUS  # the cross's arms, the farthest ink from a target's centre
TARGET_INSET = PRINTABLE_MARGIN + TARGET_REACH + 0.5 * MM  # from the page's edge to a target's centre


def crop_marks(x: float, y: float, w: float, h: float, bleed: float) -> list:
    """Two short lines at each trim corner, outside the bleed, on the lines of the trim."""
    start, end = bleed + MARK_OFFSET, bleed + MARK_OFFSET + MARK_LENGTH
    marks = []
    for cx, sx in ((x, -1), (x + w, 1)):
        for cy, sy in ((y, -1), (y + h, 1)):
            marks.append(Line(cx + sx * start, cy, cx + sx * end, cy, MARK_COLOR, 0.3))
            marks.append(Line(cx, cy + sy * start, cx, cy + sy * end, MARK_COLOR, 0.3))
    return marks


def registration_marks(width: float, height: float) -> list:
    """A target at each corner of the sheet's printable area: on the back page they sit where the
    flip puts them, so holding the printed sheet to the light shows any drift."""
    items = []
    r, reach = TARGET_RADIUS, TARGET_REACH
    for x in (TARGET_INSET, width - TARGET_INSET):
        for y in (FURNITURE - 4 * MM, height - FURNITURE + 4 * MM):
            items += [Circle(x, y, r, stroke=REGISTRATION, width=0.3),
                      Line(x - reach, y, x + reach, y, REGISTRATION, 0.3),
                      Line(x, y - reach, x, y + reach, REGISTRATION, 0.3)]
    return items


def scale_bar(x: float, y: float) -> list:
    """A 50 mm bar and a 2 in bar, to check that the page printed at actual size."""
    items: list = []
    for length, step, label in ((50 * MM, 10 * MM, "50 mm"), (2 * INCH, 0.5 * INCH, "2 in")):
        height = 1.6 * MM
        count = round(length / step)
        for i in range(count):
            items.append(Rect(x + i * step, y, step, height, fill="#000000" if i % 2 == 0 else "#ffffff",
                              stroke="#000000", width=0.3))
        items.append(Text(x + length + 1.5 * MM, y + 0.2 * MM, label, "condensed", typography.sized(7, 9), "#000000"))
        x += length + 14 * MM
    return items


def page_furniture(sheet: Page, label: str, x: float = SIDE_MARGIN + 2 * MM, at_top: bool = False,
                   targets: bool = False) -> list:
    """The scale bar above the page label in the bottom band (or the label above the bar in the top
    band), both inside the printable area and, on a page with corner ``targets``, clear of them. A label
    too long for its line at the least size takes two, and the bar goes to the other band."""
    place = LabelPlace(x, at_top, sheet.width - x - (TARGET_CLEAR if targets else PRINTABLE_MARGIN))
    items = _furniture(sheet, label, place)
    sheet.footer = Footer(label, _first_label_line(items), place, tuple(items))
    return items


def _first_label_line(items: list) -> Text:
    return next(item for item in items if isinstance(item, Text) and item.color == LABEL)


TARGET_CLEAR = TARGET_INSET + TARGET_REACH + 1.5 * MM
"""From a page's edge to where its label must end on a page with corner targets: a target's far side from
the edge, and a millimetre and a half clear of it."""
LABEL = "#333333"


@dataclass(frozen=True)
class LabelPlace:
    """Where a page's label goes: its left end, its band (the top or the bottom), and the room it has."""

    x: float
    at_top: bool
    room: float


def _furniture(sheet: Page, label: str, place: LabelPlace) -> list:
    """The scale bar and the label's lines: the bar in the label's band above (or below) its one line, or,
    for a label of two lines, in the other band."""
    size, lines = _label_lines(label, place.room)
    leading = size * 1.2
    if place.at_top:
        first = sheet.height - LABEL_BASELINE - 6 * MM if len(lines) == 1 else sheet.height - LABEL_TOP - size * 0.72
    else:
        first = LABEL_BASELINE + (len(lines) - 1) * leading
    bar = BAR_BOTTOM if place.at_top == (len(lines) > 1) else sheet.height - BAR_BOTTOM
    return [*scale_bar(place.x, bar),
            *(Text(place.x, first - n * leading, line, "condensed", size, LABEL) for n, line in enumerate(lines))]


LABEL_TOP = 6 * MM  # the capitals of a label's first line in the top band stand this far from the edge


@dataclass(frozen=True)
class Footer:
    """A page's label: in full, its first line as drawn (fitted to the room it has), where it goes, and
    everything its furniture draws (the scale bar and the label's lines)."""

    label: str
    text: Text
    place: LabelPlace | None = None
    items: tuple = ()


def number_page(sheet: Page, number: int, total: int) -> None:
    """Put the page's number in the whole kit before its label ("Kit page 5 of 21 · …"), so that the
    cover's page ranges can be found; the label is fitted again to its room (on two lines if need be, the
    bar then in the other band)."""
    footer = getattr(sheet, "footer", None)
    if footer is None:
        return
    label = f"Kit page {number} of {total} · {footer.label}"
    if footer.place is None:  # a label drawn without its place (a test's): only its one line is fitted again
        size, lines = _label_lines(label, sheet.width - footer.text.x - PRINTABLE_MARGIN)
        old, items = (footer.text,), [footer.text._replace(text=lines[0], size=size)]
    else:
        old, items = footer.items, _furniture(sheet, label, footer.place)
    sheet.items = _replaced(sheet.items, old, items)
    sheet.footer = Footer(label, _first_label_line(items), footer.place, tuple(items) if footer.place else ())


def _replaced(items, old: tuple, new: list) -> list:
    """``items`` with the run of ``old`` replaced by ``new``, inside a group too (a back page moved for a
    printer's offset is one group); only the groups that hold it are made anew."""
    at = next((index for index, item in enumerate(items) if item is old[0]), None)
    if at is not None:
        return [*items[:at], *new, *items[at + len(old):]]
    return [item._replace(items=tuple(_replaced(item.items, old, new)))
            if isinstance(item, Group) and _holds(item, old[0]) else item for item in items]


def _holds(group: Group, old: Text) -> bool:
    return any(item is old or isinstance(item, Group) and _holds(item, old) for item in group.items)


def _label_lines(label: str, room: float) -> tuple[float, list[str]]:
    """The page label at 7 pt, down to 6 pt if need be (at 9 pt in large print); on two lines at 7 pt (9) where
    even that is too wide, broken where what the page is meets how to print it (" — ") if both halves fit,
    else after the last word that fits (a word longer than the line broken between its letters, as a title's
    is). A second line still too long is cut short with an ellipsis, as a last resort (the label only names the
    page: what it names is printed in full on the page itself)."""
    size = typography.fit_size(label, "condensed", typography.sized(7, 9), room, typography.sized(6, 9))
    if typography.width(label, "condensed", size) <= room:
        return size, [label]
    size = typography.sized(7, 9)
    what, dash, how = label.partition(" — ")
    if dash and max(typography.width(what, "condensed", size), typography.width(dash.strip() + " " + how,
                                                                                 "condensed", size)) <= room:
        return size, [what, f"— {how}"]
    lines = title_lines(label, "condensed", size, room, size)[1]
    return size, lines if len(lines) <= 2 else [lines[0], _cut(" ".join(lines[1:]), size, room)]


def _cut(line: str, size: float, room: float) -> str:
    """``line`` cut short with an ellipsis after what fits of it: its words that fit, or a word's letters."""
    words = line.split(" ")
    while len(words) > 1 and typography.width(" ".join(words) + " …", "condensed", size) > room:
        words.pop()
    shown = " ".join(words)
    while len(shown) > 1 and typography.width(shown + " …", "condensed", size) > room:
        shown = shown[:-1]
    return shown + " …"
