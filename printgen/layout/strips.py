"""Strips: the units text is flowed in. Each is one line of text, a table row, a heading …

A strip has a height and items placed relative to its own bottom-left corner; the
flow (printgen.layout.flow) stacks strips into columns. Builders here turn rules
text, tables, headings and name bars into strips at a given text size and column
width (boxed text and a flowchart's arrows: printgen.layout.box_strips).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache

from printgen.core import typography
from printgen.layout.column_widths import column_widths
from printgen.layout.display import Icon, Line, Rect, Text
from printgen.layout.text import LEADING, SetLine, break_lines, draw_line, paragraph_lines, title_lines
from printgen.core.memo import measured
from printgen.core.richtext import Paragraph, Run, inline, parse

TINT = "#eef0f4"      # light row shading
RULE = "#b8bcc8"      # hairlines
INK = "#1b1b1f"
ACCENT = "#3d3a4b"  # the neutral accent of document pages, trackers and cut lists (neither side's colour)


@dataclass
class Strip:
    height: float
    items: list = field(default_factory=list)
    gap: float = 0.0                # space above; dropped at the top of a column
    keep_with_next: bool = False    # headings stay with what follows
    section: int | None = None      # the card section it came from (for overflow findings)
    repeat: Strip | None = None     # drawn again above this strip when it starts a new column (a table header)


@dataclass(frozen=True)
class Style:
    size: float                     # body text size, points
    accent: str                     # the card's colour: headings, table headers, boxes
    floor: float = typography.SMALLEST
    """The least size any of its text shrinks to (a header, a heading, a label): a card's is its body's
    floor, so that no word on a card is smaller than its body may be."""
    white_floor: float = 0.0
    """The least size of its white words on the accent (a table's header, a name bar), where more than the
    floor: a card's is ON_COLOUR (printgen.layout.palette), at which a press prints them on its colour."""

    def smaller(self, fraction: float) -> float:
        """A size ``fraction`` of the body's, for text set beside it smaller (a label, a header), never
        under the floor."""
        return max(self.floor, self.size * fraction)

    @property
    def least_on_colour(self) -> float:
        """The least size of white words on the accent: the floor, or the white floor where that is more."""
        return max(self.floor, self.white_floor)

    def on_colour(self, fraction: float) -> float:
        """A size ``fraction`` of the body's for white words on the accent, never under least_on_colour."""
        return max(self.least_on_colour, self.size * fraction)

    @property
    def leading(self) -> float:
        return self.size * LEADING

    @property
    def paragraph_gap(self) -> float:
        return self.size * 0.45

    @property
    def block_gap(self) -> float:
        return self.size * 0.9


def _line_strip(line, style: Style, x: float = 0.0, color: str = INK, gap: float = 0.0) -> Strip:
    baseline = style.leading * 0.26
    return Strip(style.leading, draw_line(line, x, baseline, style.size, color), gap)


def paragraph_strips(paragraph: Paragraph, style: Style, width: float, lead: tuple[Run, ...] = (),
                     gap: float = 0.0, color: str = INK) -> list[Strip]:
    indent, lines = paragraph_lines(paragraph, style.size, width, lead)
    strips = [_line_strip(line, style, indent, color, gap if i == 0 else 0.0) for i, line in enumerate(lines)]
    if len(strips) > 1:  # no widow: a paragraph's last line does not start a column alone ("10." on the Hulk's card)
        strips[-2].keep_with_next = True
    if paragraph.marker and strips:
        marker_style = "bold" if paragraph.marker != "•" else "text"
        # Drawn before its line, so the extracted text (and a screen reader) reads "1. Each …".
        strips[0].items.insert(0, Text(0.0, style.leading * 0.26, paragraph.marker, marker_style, style.size, color))
    return strips


def text_strips(text: str, style: Style, width: float, *, lead: tuple[Run, ...] = (), italic: bool = False,
                gap: float = 0.0) -> list[Strip]:
    """Rules text as strips; ``lead`` (a run-in title) starts the first plain paragraph. Each text is
    set once per style, width and lead (the core rules in each kit of a run, the cover laid out again
    until its page count settles, a card's fit coming back to a size, a watch's next save); the strips
    are new each time, since their users add to them."""
    set_text = _set_text(text, style, width, lead, italic, gap)
    return [Strip(height, list(items), strip_gap, kept) for height, items, strip_gap, kept in set_text]


@measured
@lru_cache(maxsize=1 << 12)
def _set_text(text: str, style: Style, width: float, lead: tuple[Run, ...], italic: bool,
              gap: float) -> tuple[tuple[float, tuple, float, bool], ...]:
    """The strips of ``text_strips``, each as (height, items, gap, kept with the next)."""
    strips = _text_strips(text, style, width, lead, italic, gap)
    return tuple((strip.height, tuple(strip.items), strip.gap, strip.keep_with_next) for strip in strips)


def _text_strips(text: str, style: Style, width: float, lead: tuple[Run, ...], italic: bool,
                 gap: float) -> list[Strip]:
    strips: list[Strip] = []
    paragraphs = parse(text, italic=italic)
    if lead and (not paragraphs or paragraphs[0].marker):
        strips += paragraph_strips(Paragraph(lead), style, width, gap=gap)
        lead, gap = (), style.paragraph_gap
    for index, paragraph in enumerate(paragraphs):
        strips += paragraph_strips(paragraph, style, width, lead if index == 0 else (),
                                   gap if index == 0 else style.paragraph_gap)
    return strips


def heading_strip(text: str, style: Style, width: float, gap: float | None = None) -> Strip:
    size, lines = title_lines(text.upper(), "heading", style.size * 1.3, width, style.size)
    height = size * 1.3 * len(lines)
    items = _stacked(lines, size, size * 1.3, height, 0.28, style.accent)
    items.append(Line(0.0, size * 1.3 * 0.12, width, size * 1.3 * 0.12, style.accent, 0.6))
    return Strip(height, items, style.block_gap if gap is None else gap, keep_with_next=True)


def subheading_strip(text: str, style: Style, width: float, gap: float) -> Strip:
    size, lines = title_lines(text, "heading", style.size * 1.12, width, style.smaller(0.9))
    height = size * 1.25 * len(lines)
    return Strip(height, _stacked(lines, size, size * 1.25, height, 0.24, style.accent), gap, keep_with_next=True)


def _stacked(lines: list[str], size: float, leading: float, height: float, rise: float, color: str) -> list:
    """Title lines top down, each ``rise`` of a line above its line's bottom."""
    return [Text(0.0, height - (number + 1) * leading + leading * rise, line, "heading", size, color)
            for number, line in enumerate(lines)]


def run_in(title: str) -> tuple[Run, ...]:
    """A bold title that starts a paragraph ("Collective Rage: During the Power Phase …")."""
    mark = "" if title[-1:] in "!?:." else ":"
    return (Run(f"{title}{mark}", bold=True), Run(" "))


@dataclass(frozen=True)
class Cell:
    """A table cell: rich text, optionally bold throughout, in a colour."""

    text: str
    bold: bool = False
    color: str = INK


def table_strips(columns: list[float], rows: list[list[Cell]], style: Style, width: float,
                 header: list[str] | None = None, gap: float = 0.0) -> list[Strip]:
    """A table as one strip per row: ``columns`` are fractions of the width; rows shaded alternately.
    A table with a header that goes on in another column starts it with "(continued)" and its header
    row again (printgen.layout.flow draws them; content.titled names the table there)."""
    pad = style.size * 0.35
    widths = column_widths([fraction * width for fraction in columns], header or [], rows, style.size, pad,
                           style.least_on_colour)
    strips: list[Strip] = []
    if header:
        strips.append(_header_strip(header, widths, style, width, pad, gap))
        gap = 0.0
    header_strip = continued_strip(None, strips[0], style, width) if strips else None
    for index, row in enumerate(rows):
        set_cells = []
        for cell, cell_width in zip(row, widths, strict=True):
            lines: list[SetLine] = []
            for paragraph in parse(cell.text):
                runs = tuple(replace(run, bold=True) for run in paragraph.runs) if cell.bold else paragraph.runs
                lines += break_lines(runs, style.size, cell_width - 2 * pad)
            set_cells.append(lines)
        height = max(len(lines) for lines in set_cells) * style.leading + 2 * pad
        items: list = [Rect(0.0, 0.0, width, height, fill=TINT)] if index % 2 == 0 else []
        items.append(Line(0.0, 0.0, width, 0.0, RULE, 0.4))
        x = 0.0
        for cell, lines, cell_width in zip(row, set_cells, widths, strict=True):
            for number, line in enumerate(lines):
                baseline = height - pad - (number + 1) * style.leading + style.leading * 0.26
                items += draw_line(line, x + pad, baseline, style.size, cell.color)
            x += cell_width
        strips.append(Strip(height, items, gap, repeat=header_strip))
        gap = 0.0
    return strips


def continued_strip(title: str | None, header: Strip, style: Style, width: float) -> Strip:
    """What a table starts another column with: "<title> (continued)" above its header row."""
    above = subheading_strip(f"{title} (continued)" if title else "(continued)", style, width, 0.0)
    rise = header.height + style.size * 0.2
    return Strip(rise + above.height, [*header.items, *(item.moved(0.0, rise) for item in above.items)],
                 keep_with_next=True)


def _header_strip(header: list[str], widths: list[float], style: Style, width: float, pad: float,
                  gap: float) -> Strip:
    """A table's header row: white labels in capitals on the accent, shrunk a little to fit (never under
    the style's least_on_colour), wrapped when still too wide."""
    size = style.on_colour(0.95)
    fitted = [title_lines(label.upper(), "heading", size, cell_width - 2 * pad, max(style.least_on_colour, size * 0.75))
              for label, cell_width in zip(header, widths, strict=True)]
    leading, caps = size * 1.1, size * 0.72
    most = max(len(lines) for _, lines in fitted)
    height = size * 0.88 + caps + (most - 1) * leading
    first = height - (height - caps - (most - 1) * leading) / 2 - caps  # the block of lines centred
    items: list = [Rect(0.0, 0.0, width, height, fill=style.accent)]
    x = 0.0
    for (label_size, lines), cell_width in zip(fitted, widths, strict=True):
        items += [Text(x + pad, first - n * leading, line, "heading", label_size, "#ffffff")
                  for n, line in enumerate(lines)]
        x += cell_width
    return Strip(height, items, gap, keep_with_next=True)


def name_bar_strip(name: str, right: str | None, style: Style, width: float, gap: float) -> Strip:
    """A filled bar with a name (a superpower, an attack) and an optional right-hand note such as its cost;
    a name too long for one line wraps and the bar grows. Its words are white, never under least_on_colour."""
    size = style.on_colour(1.05)
    line_bar = max(style.size * 1.05 * 1.55, size * 1.4)  # white words raised to the white floor fill more of it
    right_items: list = []
    if right:
        right_items = [item._replace(knockout=style.accent) if isinstance(item, Icon) else item
                       for item in draw_line(break_lines(inline(right, bold=True), size, width)[0], 0, 0,
                                             size, "#ffffff")]
    right_width = _items_width(right_items) if right_items else 0.0
    title_size, lines = title_lines(name.upper(), "heading", size, width - right_width - style.size * 1.5,
                                    style.on_colour(0.8))
    height = line_bar + (len(lines) - 1) * title_size * 1.15
    first = height - line_bar + (line_bar - size * 0.72) * 0.56  # the first line's baseline: as on a one-line bar
    items: list = [Rect(0.0, 0.0, width, height, fill=style.accent, radius=line_bar * 0.2)]
    items += [item.moved(width - style.size * 0.5 - right_width, first) for item in right_items]
    items += [Text(style.size * 0.5, first - number * title_size * 1.15, line, "heading", title_size, "#ffffff")
              for number, line in enumerate(lines)]
    return Strip(height, items, gap, keep_with_next=True)


def _items_width(items: list) -> float:
    right = 0.0
    for item in items:
        if isinstance(item, Text):
            right = max(right, item.x + typography.width(item.text, item.font, item.size))
        else:
            right = max(right, item.x + item.size)
    return right
