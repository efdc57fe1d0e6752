"""Strips: the units text is flowed in. Each is one line of text, a table row, a heading …

A strip has a height and items placed relative to its own bottom-left corner; the
flow (printgen.layout.flow) stacks strips into columns. Builders here turn rules
text, tables, superpowers, endings and flowcharts into strips at a given text size
and column width.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from printgen import typography
from printgen.layout.display import Icon, Line, Polygon, Rect, Text
from printgen.layout.text import LEADING, break_lines, draw_line, paragraph_lines
from printgen.richtext import Paragraph, Run, inline, parse

TINT = "#eef0f4"      # light row shading
RULE = "#b8bcc8"      # hairlines
INK = "#1b1b1f"


@dataclass
class Strip:
    height: float
    items: list = field(default_factory=list)
    gap: float = 0.0                # space above; dropped at the top of a column
    keep_with_next: bool = False    # headings stay with what follows
    section: int | None = None      # the card section it came from (for overflow findings)


@dataclass(frozen=True)
class Style:
    size: float                     # body text size, points
    accent: str                     # the card's colour: headings, table headers, boxes

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
    if paragraph.marker and strips:
        marker_style = "bold" if paragraph.marker != "•" else "text"
        strips[0].items.append(Text(0.0, style.leading * 0.26, paragraph.marker, marker_style, style.size, color))
    return strips


def text_strips(text: str, style: Style, width: float, *, lead: tuple[Run, ...] = (), italic: bool = False,
                gap: float = 0.0) -> list[Strip]:
    """Rules text as strips; ``lead`` (a run-in title) starts the first plain paragraph."""
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
    size = typography.fit_size(text.upper(), "heading", style.size * 1.3, width, style.size)
    height = size * 1.3
    items = [Text(0.0, height * 0.28, text.upper(), "heading", size, style.accent),
             Line(0.0, height * 0.12, width, height * 0.12, style.accent, 0.6)]
    return Strip(height, items, style.block_gap if gap is None else gap, keep_with_next=True)


def subheading_strip(text: str, style: Style, width: float, gap: float) -> Strip:
    size = typography.fit_size(text, "heading", style.size * 1.12, width, style.size * 0.9)
    height = size * 1.25
    return Strip(height, [Text(0.0, height * 0.24, text, "heading", size, style.accent)], gap, keep_with_next=True)


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
    """A table as one strip per row: ``columns`` are fractions of the width; rows shaded alternately."""
    pad = style.size * 0.35
    widths = [fraction * width for fraction in columns]
    strips: list[Strip] = []
    if header:
        size = style.size * 0.95
        height = size * 1.6
        items = [Rect(0.0, 0.0, width, height, fill=style.accent)]
        x = 0.0
        for label, cell_width in zip(header, widths, strict=True):
            fitted = typography.fit_size(label.upper(), "heading", size, cell_width - 2 * pad, size * 0.6)
            items.append(Text(x + pad, height * 0.3, label.upper(), "heading", fitted, "#ffffff"))
            x += cell_width
        strips.append(Strip(height, items, gap, keep_with_next=True))
        gap = 0.0
    for index, row in enumerate(rows):
        set_cells = []
        for cell, cell_width in zip(row, widths, strict=True):
            lines = []
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
        strips.append(Strip(height, items, gap))
        gap = 0.0
    return strips


def name_bar_strip(name: str, right: str | None, style: Style, width: float, gap: float) -> Strip:
    """A filled bar with a name (a superpower, an attack) and an optional right-hand note such as its cost."""
    size = style.size * 1.05
    height = size * 1.55
    baseline = height * 0.3
    items: list = [Rect(0.0, 0.0, width, height, fill=style.accent, radius=height * 0.2)]
    right_width = 0.0
    if right:
        right_items = [replace(item, knockout=style.accent) if isinstance(item, Icon) else item
                       for item in draw_line(break_lines(inline(right, bold=True), size, width)[0], 0, baseline,
                                             size, "#ffffff")]
        right_width = _items_width(right_items)
        shift = width - style.size * 0.5 - right_width
        items += [move(item, shift, 0.0) for item in right_items]
    title_size = typography.fit_size(name.upper(), "heading", size, width - right_width - style.size * 1.5,
                                     style.size * 0.8)
    items.append(Text(style.size * 0.5, baseline, name.upper(), "heading", title_size, "#ffffff"))
    return Strip(height, items, gap, keep_with_next=True)


def _items_width(items: list) -> float:
    right = 0.0
    for item in items:
        if isinstance(item, Text):
            right = max(right, item.x + typography.width(item.text, item.font, item.size))
        else:
            right = max(right, item.x + item.size)
    return right


def box_strip(text: str, style: Style, width: float, *, fill: str | None, stroke: str | None,
              label: str | None = None, gap: float = 0.0, italic: bool = False) -> Strip:
    """Text in a rounded box (flowchart steps, notes); ``label`` sits above the text in small capitals."""
    pad = style.size * 0.5
    inner = width - 2 * pad
    lines = [line for paragraph in parse(text, italic=italic)
             for line in break_lines(paragraph.runs, style.size, inner)]
    label_height = style.size * 1.1 if label else 0.0
    height = len(lines) * style.leading + 2 * pad + label_height
    items: list = [Rect(0.0, 0.0, width, height, fill=fill, stroke=stroke, width=0.8, radius=style.size * 0.5)]
    top = height - pad
    if label:
        items.append(Text(pad, top - style.size * 0.8, label.upper(), "heading", style.size * 0.85, style.accent))
        top -= label_height
    for number, line in enumerate(lines):
        items += draw_line(line, pad, top - (number + 1) * style.leading + style.leading * 0.26, style.size, INK)
    return Strip(height, items, gap)


def side_by_side(left: Strip, right: Strip, left_width: float, arrow_gap: float, style: Style,
                 arrow_label: str) -> Strip:
    """Two boxes in one row, joined by a labelled arrow (a flowchart's YES branch)."""
    height = max(left.height, right.height)
    items = [move(item, 0.0, height - left.height) for item in left.items]
    items += [move(item, left_width + arrow_gap, height - right.height) for item in right.items]
    mid = height - min(left.height, right.height) / 2
    x0, x1 = left_width + style.size * 0.15, left_width + arrow_gap - style.size * 0.15
    items += [Line(x0, mid, x1 - style.size * 0.45, mid, style.accent, 1.0),
              Polygon(((x1, mid), (x1 - style.size * 0.5, mid + style.size * 0.3),
                       (x1 - style.size * 0.5, mid - style.size * 0.3)), fill=style.accent),
              Text((x0 + x1) / 2, mid + style.size * 0.35, arrow_label, "heading", style.size * 0.8, style.accent,
                   "center")]
    return Strip(height, items, left.gap)


def move(item, dx: float, dy: float):
    """``item`` translated by (dx, dy)."""
    if isinstance(item, Line):
        return replace(item, x1=item.x1 + dx, x2=item.x2 + dx, y1=item.y1 + dy, y2=item.y2 + dy)
    if isinstance(item, Polygon):
        return replace(item, points=tuple((x + dx, y + dy) for x, y in item.points))
    return replace(item, x=item.x + dx, y=item.y + dy)


def connector_strip(label: str, style: Style, x: float) -> Strip:
    """A short downward arrow with a label (a flowchart's NO branch)."""
    height = style.size * 1.5
    items = [Line(x, height, x, style.size * 0.45, style.accent, 1.0),
             Polygon(((x, 0.0), (x - style.size * 0.3, style.size * 0.5), (x + style.size * 0.3, style.size * 0.5)),
                     fill=style.accent),
             Text(x + style.size * 0.5, height * 0.35, label, "heading", style.size * 0.8, style.accent)]
    return Strip(height, items)

