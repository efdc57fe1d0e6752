"""Cards: each card's two faces; tip and AI cards from their sections (a single-faced card gets a
plain back), stat cards from printgen.layout.stat_faces."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import NamedTuple

from printgen.core import typography
from printgen.layout.card_band import band_height, face_frame
from printgen.layout.card_face import (MARGIN, SIDE_LABELS, CardBox, FaceLayout, fitted_body, numbered_sections,
                                       text_columns)
from printgen.layout.content import Content
from printgen.layout.palette import ACCENTS
from printgen.layout.display import Rect, Text
from printgen.layout.hatch import dots, hatching
from printgen.layout.stat_faces import stat_face
from printgen.layout.strips import Strip, Style, heading_strip, text_strips
from printgen.layout.text import title_lines
from printgen.layout.contents import CARD_KINDS, joined
from printgen.model import Card, Encounter, GameConstants, StatCard, TipCard
from printgen.core.units import MM, POINTS_PER


class CardFormat(NamedTuple):
    """The trim a card prints at: the format's name, its width and its height (points)."""

    name: str
    width: float
    height: float

    def said(self) -> str:
        """"A5, 148 × 210 mm"."""
        return f"{self.name}, {round(self.width / MM, 2):g} × {round(self.height / MM, 2):g} mm"


LARGE_FORMATS = {"poker": CardFormat("tarot", 2.75 * POINTS_PER["in"], 4.75 * POINTS_PER["in"]),
                 "tip": CardFormat("A5", 148 * MM, 210 * MM), "stat": CardFormat("A5", 148 * MM, 210 * MM)}
"""Large print's format for each card size of the constants, printgen's own choice: room for the text at
9 pt or more, on a page of Letter or A4 at any bleed --bleed takes (A5 one to a page); the poker card on a
tarot card (2.75 × 4.75 in), which every print service makes. A size without one prints at its own size."""


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
    box = card_box(card, constants, bleed)
    if isinstance(card, StatCard):
        front, back = stat_face(content, card, box, injured=False), stat_face(content, card, box, injured=True)
    else:
        front = sectioned_face(content, card, "front", card.front, box)
        back = sectioned_face(content, card, "back", card.back, box) if card.back else plain_back(enc, card, box)
    return CardLayout(card, box.width, box.height, front, back)


def card_box(card: Card, constants: GameConstants, bleed: float) -> CardBox:
    size = card_format(card.size, constants)
    return CardBox(size.width, size.height, bleed, constants.safe_margin)


def card_format(size: str, constants: GameConstants) -> CardFormat:
    """The trim a card of ``size`` (a card size of the constants) prints at, in the lettering in use."""
    if typography.large_print() and size in LARGE_FORMATS:
        return LARGE_FORMATS[size]
    return CardFormat(size, constants.cards[size].width, constants.cards[size].height)


def formats_said(enc: Encounter, constants: GameConstants) -> str:
    """The formats the encounter's cards print on, in words: "tip cards and stat cards: A5, 148 × 210 mm"."""
    kinds: dict[CardFormat, list[str]] = {}
    for kind, words in CARD_KINDS.items():
        for found in dict.fromkeys(card_format(card.size, constants) for card in enc.cards if card.kind == kind):
            kinds.setdefault(found, []).append(words)
    return "; ".join(f"{joined(words)}: {found.said()}" for found, words in kinds.items())


def backed_for(enc: Encounter, layout: CardLayout, constants: GameConstants, bleed: float) -> CardLayout:
    """The layout with a plain back made for ``enc``, whose title that back prints (a card with a back of
    its own, or a stat card, as it is): the only part of a card that reads the encounter's title."""
    card = layout.card
    if isinstance(card, StatCard) or card.back:
        return layout
    return replace(layout, back=plain_back(enc, card, card_box(card, constants, bleed)))


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
    columns = text_columns(box.width, box.height - band_height() - 2.5 * MM, 1 if one_column else 2)
    body, size, overflow = fitted_body(lambda style, w: section_strips(content, card, sections, style, w), columns,
                                 ACCENTS[card.side], face)
    return FaceLayout(items + body, size, overflow, title_over)


BACK_PATTERNS = {"crisis-team": "hatched", "cosmic-threat": "dotted", "both": "plain"}
"""Each side's pattern on its cards' plain backs, so the decks stay apart without their colour (in low
ink, to a reader who tells colours apart poorly): hatched for the Crisis Team, dotted for the Cosmic
Threat, plain for cards of both sides. The back says the side in words too."""

BACK_INSET = 4 * MM   # the pattern's border round the plate that holds the back's words


def plain_back(enc: Encounter, card: Card, box: CardBox) -> FaceLayout:
    """The back of a single-faced card: the side's colour and pattern, the encounter and the side."""
    width, height, bleed = box.width, box.height, box.bleed
    accent = ACCENTS[card.side]
    size, lines = title_lines(enc.short_title.upper(), "heading", 26, width - 2 * (MARGIN + BACK_INSET) - 4 * MM,
                              typography.sized(10, 12))
    side, kind = typography.sized(12.0, 14.0), typography.sized(8.0, 10.0)
    # each line: its words, face and size, and how far below the line before it its baseline lies
    words = [(line, "heading", size, size * 1.1) for line in lines] + [
        (SIDE_LABELS[card.side], "heading", side, side * 1.6), ("ULTIMATE ENCOUNTER", "condensed", kind, kind * 1.6)]
    baselines = _baselines(words, height)
    top, bottom = baselines[0] + size * 0.72 + 3 * MM, baselines[-1] - kind * 0.25 - 3 * MM
    inner = (MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN)
    items: list = [Rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed, fill=accent),
                   *_back_pattern(card.side, inner, accent),
                   Rect(MARGIN + BACK_INSET, bottom, width - 2 * (MARGIN + BACK_INSET), top - bottom, fill=accent,
                        radius=2 * MM),
                   Rect(*inner, stroke="#ffffff", width=1.0, radius=3 * MM)]
    items += [Text(width / 2, baseline, text, font, text_size, "#ffffff", "center")
              for (text, font, text_size, _), baseline in zip(words, baselines, strict=True)]
    return FaceLayout(items, 0.0)


def _baselines(words: list[tuple[str, str, float, float]], height: float) -> list[float]:
    """The baselines of the back's lines, the block (from the first line's capitals to the last one's
    descenders) centred on the card."""
    drops = [0.0]
    for *_, drop in words[1:]:
        drops.append(drops[-1] + drop)
    first_cap, last_descent = words[0][2] * 0.72, words[-1][2] * 0.25
    first = height / 2 + (first_cap + drops[-1] + last_descent) / 2 - first_cap
    return [first - below for below in drops]


def _back_pattern(side: str, inner: tuple[float, float, float, float], accent: str) -> list:
    """The side's pattern over the back inside its white frame (clear of its rounded corners), in a
    lighter tint of the side's colour."""
    x, y, w, h = inner
    clear = 1.5 * MM
    box, tint = (x + clear, y + clear, w - 2 * clear, h - 2 * clear), _tint(accent, 0.35)
    if BACK_PATTERNS[side] == "hatched":
        return hatching(box, 3 * MM, tint, 1.2)
    if BACK_PATTERNS[side] == "dotted":
        return dots(box, 3 * MM, tint, 1.0 * MM)
    return []


def _tint(color: str, white: float) -> str:
    """``color`` mixed with ``white`` of white (0 … 1)."""
    return "#" + "".join(f"{round(int(color[i:i + 2], 16) * (1 - white) + 255 * white):02x}" for i in (1, 3, 5))
