"""Page furniture: the margins and bands every printed page keeps, crop marks, registration targets,
the scale bar and the page label."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core import typography
from printgen.layout.display import Circle, Group, Line, Page, Rect, Text
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
    r = 2.5 * MM
    reach = 1.6 * r  # the cross's arms, the farthest ink from the centre
    inset = PRINTABLE_MARGIN + reach + 0.5 * MM
    for x in (inset, width - inset):
        for y in (FURNITURE - 4 * MM, height - FURNITURE + 4 * MM):
            items += [Circle(x, y, r, stroke=REGISTRATION, width=0.3),
                      Line(x - 1.6 * r, y, x + 1.6 * r, y, REGISTRATION, 0.3),
                      Line(x, y - 1.6 * r, x, y + 1.6 * r, REGISTRATION, 0.3)]
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


def page_furniture(sheet: Page, label: str, x: float = SIDE_MARGIN + 2 * MM, at_top: bool = False) -> list:
    """The scale bar above the page label in the bottom band (or the label above the bar in the top
    band), both inside the printable area."""
    if at_top:
        bar, baseline = sheet.height - BAR_BOTTOM, sheet.height - LABEL_BASELINE - 6 * MM
    else:
        bar, baseline = BAR_BOTTOM, LABEL_BASELINE
    size, shown = _fitted_label(label, sheet.width - x - PRINTABLE_MARGIN)
    text = Text(x, baseline, shown, "condensed", size, "#333333")
    sheet.footer = Footer(label, text)
    return [*scale_bar(x, bar), text]


@dataclass(frozen=True)
class Footer:
    """A page's label: in full, and as drawn (fitted to the room it has)."""

    label: str
    text: Text


def number_page(sheet: Page, number: int, total: int) -> None:
    """Put the page's number in the whole kit before its label ("Kit page 5 of 21 · …"), so that the
    cover's page ranges can be found; the label is fitted again to its room."""
    footer = getattr(sheet, "footer", None)
    if footer is None:
        return
    label = f"Kit page {number} of {total} · {footer.label}"
    size, shown = _fitted_label(label, sheet.width - footer.text.x - PRINTABLE_MARGIN)
    text = footer.text._replace(text=shown, size=size)
    sheet.items = _replaced(sheet.items, footer.text, text)
    sheet.footer = Footer(label, text)


def _replaced(items, old: Text, new: Text) -> list:
    """``items`` with ``old`` replaced by ``new``, inside a group too (a back page moved for a printer's
    offset is one group); only the groups that hold it are made anew."""
    if any(item is old for item in items):
        return [new if item is old else item for item in items]
    return [item._replace(items=tuple(_replaced(item.items, old, new))) if isinstance(item, Group) and _holds(item, old)
            else item for item in items]


def _holds(group: Group, old: Text) -> bool:
    return any(item is old or isinstance(item, Group) and _holds(item, old) for item in group.items)


def _fitted_label(label: str, room: float) -> tuple[float, str]:
    """The page label at 7 pt, down to 6 pt if need be (at 9 pt in large print), and cut short with an
    ellipsis as a last resort (it only names the page: what it names is printed in full on the page itself)."""
    size = typography.fit_size(label, "condensed", typography.sized(7, 9), room, typography.sized(6, 9))
    while typography.width(label, "condensed", size) > room and len(label) > 1:
        label = label[:max(1, int(len(label) * room / typography.width(label, "condensed", size))) - 2] + "…"
    return size, label
