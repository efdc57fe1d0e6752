"""Cards: each card's two faces; tip and AI cards from their sections (a single-faced card gets a
plain back), stat cards from printgen.layout.stat_faces."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.layout.card_face import (ACCENTS, BAND, MARGIN, SIDE_LABELS, TITLE_FLOOR, CardBox, FaceLayout,  # noqa: F401
                                       face_frame, fitted_body, numbered_sections, text_columns)
from printgen.layout.content import Content
from printgen.layout.display import Rect, Text
from printgen.layout.stat_faces import stat_face
from printgen.layout.strips import Strip, Style, heading_strip, text_strips
from printgen.layout.text import title_lines
from printgen.model import Card, Encounter, GameConstants, StatCard, TipCard
from printgen.units import MM

# (TITLE_FLOOR is imported here too: the deck imports it from this module.)


@dataclass
class CardLayout:
    card: Card
    width: float
    height: float
    front: FaceLayout
    back: FaceLayout


def layout_card(enc: Encounter, card: Card, constants: GameConstants, bleed: float,
                content: Content | None = None) -> CardLayout:
    content = content or Content(enc)
    size = constants.cards[card.size]
    box = CardBox(size.width, size.height, bleed, constants.safe_margin)
    if isinstance(card, StatCard):
        front, back = stat_face(content, card, box, injured=False), stat_face(content, card, box, injured=True)
    else:
        front = sectioned_face(content, card, "front", card.front, box)
        back = sectioned_face(content, card, "back", card.back, box) if card.back else plain_back(enc, card, box)
    return CardLayout(card, box.width, box.height, front, back)


def section_strips(content: Content, card: TipCard, sections, style: Style, width: float) -> list[Strip]:
    return numbered_sections([_section(content, card, section, style, width) for section in sections])


def _section(content: Content, card: TipCard, section, style: Style, width: float) -> list[Strip]:
    gap = style.block_gap
    kind, ident = section.content
    if kind == "heading":
        return [heading_strip(ident, style, width, gap)]
    if kind == "text":
        return text_strips(ident, style, width, gap=gap)
    if kind == "rule":
        return content.rule(content.rules[ident], style, width, title=section.title, hints=section.hints, gap=gap)
    if kind == "table":
        return content.roll_table(content.tables[ident], style, width, gap)
    if kind == "reference_table":
        return content.reference_table(content.reference_tables[ident], style, width, gap)
    if kind == "superpower":
        return content.superpower(content.superpowers[ident], style, width, gap)
    chart = content.flowcharts[ident]
    return content.flowchart(chart, style, width, gap, heading=chart.title != card.title)


def sectioned_face(content: Content, card: TipCard, face: str, sections, box: CardBox) -> FaceLayout:
    items, title_over = face_frame(card, card.marked("title", card.title), face.upper(), box)
    one_column = any(section.flowchart for section in sections)  # a flowchart needs the full width
    columns = text_columns(box.width, box.height - BAND - 2.5 * MM, 1 if one_column else 2)
    body, size, overflow = fitted_body(lambda style, w: section_strips(content, card, sections, style, w), columns,
                                 ACCENTS[card.side], face)
    return FaceLayout(items + body, size, overflow, title_over)


def plain_back(enc: Encounter, card: Card, box: CardBox) -> FaceLayout:
    """The back of a single-faced card: the card's colour, the encounter and the side."""
    width, height, bleed = box.width, box.height, box.bleed
    title = enc.short_title.upper()
    size, lines = title_lines(title, "heading", 26, width - 2 * MARGIN - 4 * MM, 10)
    leading = size * 1.1
    first = height / 2 + size * 0.1 + (len(lines) - 1) * leading / 2
    items: list[Rect | Text] = [Rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed, fill=ACCENTS[card.side]),
             Rect(MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN, stroke="#ffffff", width=1.0,
                  radius=3 * MM)]
    items += [Text(width / 2, first - n * leading, line, "heading", size, "#ffffff", "center")
              for n, line in enumerate(lines)]
    items.append(Text(width / 2, first - (len(lines) - 1) * leading - size * 1.0,
                      f"ULTIMATE ENCOUNTER · {SIDE_LABELS[card.side]}", "condensed", 9, "#ffffff", "center"))
    return FaceLayout(items, 0.0)


