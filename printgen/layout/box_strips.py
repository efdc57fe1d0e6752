"""Text in boxes and the arrows between them: a flowchart's steps, its YES and NO branches, and a
note set apart in a box; each a strip (printgen.layout.strips) that the flow stacks like any other."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.layout.display import Line, Polygon, Rect, Text
from printgen.layout.strips import INK, Strip, Style
from printgen.layout.text import break_lines, draw_line
from printgen.core.richtext import parse


@dataclass(frozen=True)
class BoxLook:
    """How a text box looks: its fill and outline colours, and a label above its text in small capitals."""

    fill: str | None
    stroke: str | None
    label: str | None = None


def box_strip(text: str, style: Style, width: float, look: BoxLook, *, gap: float = 0.0,
              min_height: float = 0.0) -> Strip:
    """Text in a rounded box (flowchart steps, notes). ``min_height`` stretches the box (text at the
    top) to match a neighbour in the same row."""
    pad = style.size * 0.5
    paragraphs = [break_lines(paragraph.runs, style.size, width - 2 * pad) for paragraph in parse(text)]
    between = style.leading * 0.4  # paragraphs stand apart, as they do outside a box
    label_height = style.size * 1.1 if look.label else 0.0
    text_height = sum(len(lines) for lines in paragraphs) * style.leading + between * (len(paragraphs) - 1)
    height = max(min_height, text_height + 2 * pad + label_height)
    items: list = [Rect(0.0, 0.0, width, height, fill=look.fill, stroke=look.stroke, width=0.8,
                        radius=style.size * 0.5)]
    top = height - pad
    if look.label:
        items.append(Text(pad, top - style.size * 0.8, look.label.upper(), "heading", style.smaller(0.85),
                          style.accent))
        top -= label_height
    for lines in paragraphs:
        for line in lines:
            top -= style.leading
            items += draw_line(line, pad, top + style.leading * 0.26, style.size, INK)
        top -= between
    return Strip(height, items, gap)


def side_by_side(left: Strip, right: Strip, left_width: float, arrow_gap: float, style: Style,
                 arrow_label: str) -> Strip:
    """Two boxes in one row, joined by a labelled arrow from edge to edge (a flowchart's YES branch)."""
    height = max(left.height, right.height)
    items = [item.moved(0.0, height - left.height) for item in left.items]
    items += [item.moved(left_width + arrow_gap, height - right.height) for item in right.items]
    mid = height - min(left.height, right.height) / 2
    x0, x1 = left_width, left_width + arrow_gap
    items += [Line(x0, mid, x1 - style.size * 0.45, mid, style.accent, 1.0),
              Polygon(((x1, mid), (x1 - style.size * 0.5, mid + style.size * 0.3),
                       (x1 - style.size * 0.5, mid - style.size * 0.3)), fill=style.accent),
              Text((x0 + x1) / 2, mid + style.size * 0.35, arrow_label, "heading", style.smaller(0.8), style.accent,
                   "center")]
    return Strip(height, items, left.gap)


def connector_strip(label: str, style: Style, x: float) -> Strip:
    """A short downward arrow with a label (a flowchart's NO branch), from the bottom edge of the box
    above to the top edge of the box below (both boxes must span their rows)."""
    height = style.size * 1.5
    items = [Line(x, height, x, style.size * 0.45, style.accent, 1.0),
             Polygon(((x, 0.0), (x - style.size * 0.3, style.size * 0.5), (x + style.size * 0.3, style.size * 0.5)),
                     fill=style.accent),
             Text(x + style.size * 0.5, height * 0.35, label, "heading", style.smaller(0.8), style.accent)]
    return Strip(height, items)


def box_strips(text: str, style: Style, width: float, look: BoxLook, *, gap: float = 0.0) -> list[Strip]:
    """Text in a box that may break between its paragraphs, at a column's or a page's foot: one strip a
    paragraph, each drawing its own stretch of the box (the first its top and label, the last its foot),
    so that a box taller than what is left of a column fills it rather than leaving it empty."""
    paragraphs = [break_lines(paragraph.runs, style.size, width - style.size) for paragraph in parse(text)]
    last = len(paragraphs) - 1
    strips = [_stretch(lines, style, width, look, (n == 0, n == last)) for n, lines in enumerate(paragraphs)]
    if strips:
        strips[0].gap = gap
    return strips


def _stretch(lines: tuple, style: Style, width: float, look: BoxLook, ends: tuple[bool, bool]) -> Strip:
    """One paragraph's stretch of a breaking box: its sides, and its top (with the label) or foot if it has one."""
    pad, half_gap = style.size * 0.5, style.leading * 0.2
    first, last = ends
    top_pad = pad + (style.size * 1.1 if look.label else 0.0) if first else half_gap
    height = top_pad + len(lines) * style.leading + (pad if last else half_gap)
    stroke = look.stroke or INK
    items: list = [Rect(0.0, 0.0, width, height, fill=look.fill), *(Line(x, 0.0, x, height, stroke, 0.8)
                                                                     for x in (0.0, width))]
    items += [Line(0.0, y, width, y, stroke, 0.8) for y, edge in ((height, first), (0.0, last)) if edge]
    if first and look.label:
        items.append(Text(pad, height - pad - style.size * 0.8, look.label.upper(), "heading", style.smaller(0.85),
                          stroke))
    top = height - top_pad
    for line in lines:
        top -= style.leading
        items += draw_line(line, pad, top + style.leading * 0.26, style.size, INK)
    return Strip(height, items)
