"""Card faces: tip and AI cards from their sections, stat cards, and plain backs.

Coordinates are points with the origin at the card's bottom-left trim corner;
backgrounds extend ``bleed`` past the trim, text stays inside the safe margin.
Text starts at a comfortable size and steps down to a readable floor; what still
does not fit is reported as an overflow, with the box outlined.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen import typography
from printgen.layout.content import Content
from printgen.layout.display import Icon, Rect, Text
from printgen.layout.flow import Column, flow
from printgen.layout.strips import Strip, Style, heading_strip, text_strips
from printgen.layout.text import title_lines
from printgen.model.source import is_transcription
from printgen.model import Card, Encounter, GameConstants, StatCard, TipCard
from printgen.units import MM

START_SIZE = 8.5
FLOOR_SIZE = 6.5
SIZE_STEP = 0.25
BAND = 10 * MM          # title band height
MARGIN = 5 * MM         # body margin from the trim (>= the 3 mm safe margin)
GUTTER = 5 * MM
OVERFLOW_RED = "#d0021b"

ACCENTS = {"cosmic-threat": "#8c1c13", "crisis-team": "#1f4e8c", "both": "#3d3a4b"}
SIDE_LABELS = {"cosmic-threat": "COSMIC THREAT", "crisis-team": "CRISIS TEAM", "both": "BOTH SIDES"}


@dataclass
class Overflow:
    face: str           # "front" or "back"
    section: int        # index of the first section that did not fit
    over: float         # points of height that did not fit at the floor size


@dataclass
class Face:
    items: list
    size: float                      # the body text size used
    overflow: Overflow | None = None
    title_over: float = 0.0          # points of title that did not fit in the band at its floor size


@dataclass
class CardLayout:
    card: Card
    width: float
    height: float
    front: Face
    back: Face


def layout_card(enc: Encounter, card: Card, constants: GameConstants, bleed: float,
                content: Content | None = None) -> CardLayout:
    content = content or Content(enc)
    size = constants.cards[card.size]
    width, height = size.width, size.height
    if isinstance(card, StatCard):
        front = stat_face(content, card, width, height, bleed, constants.safe_margin, injured=False)
        back = stat_face(content, card, width, height, bleed, constants.safe_margin, injured=True)
    else:
        front = sectioned_face(content, card, "front", card.front, width, height, bleed, constants.safe_margin)
        back = (sectioned_face(content, card, "back", card.back, width, height, bleed, constants.safe_margin)
                if card.back
                else plain_back(enc, card, width, height, bleed))
    return CardLayout(card, width, height, front, back)


TITLE_FLOOR = 8.0   # points; below this a card title wraps (two lines at most)
TITLE_LINES = 2


def _frame(card: Card, title: str, face_label: str, width: float, height: float, bleed: float,
           safe_margin: float) -> tuple[list, float]:
    """Background, title band and title: everything a face has before its text; and how much
    of the title (in points of width) did not fit."""
    accent = ACCENTS[card.side]
    items: list = [Rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed, fill="#ffffff"),
                   Rect(-bleed, height - BAND, width + 2 * bleed, BAND + bleed, fill=accent)]
    note = f"{SIDE_LABELS[card.side]} · {face_label}"
    note_width = typography.width(note, "condensed", 6.5)
    room = width - 2 * MARGIN - note_width - 3 * MM
    size, lines = title_lines(title.upper(), "heading", 15, room, TITLE_FLOOR)
    shown, rest = lines[:TITLE_LINES], lines[TITLE_LINES:]
    leading = size * 1.05
    block = size * 0.7 + (len(shown) - 1) * leading
    centred = height - BAND + (BAND - block) / 2 + (len(shown) - 1) * leading
    safe = safe_margin + 0.5  # keep the whole glyph box, not just the caps, inside the margin
    baseline = min(centred, height - safe - typography.ascent("heading", size))
    items += [Text(MARGIN, baseline - number * leading, line, "heading", size, "#ffffff")
              for number, line in enumerate(shown)]
    items.append(Text(width - MARGIN, baseline, note, "condensed", 6.5, "#ffffff", "right"))
    over = typography.width(" ".join(rest), "heading", size) if rest else 0.0
    return items, over


def _columns(width: float, top: float, count: int) -> list[Column]:
    column_width = (width - 2 * MARGIN - (count - 1) * GUTTER) / count
    return [Column(MARGIN + i * (column_width + GUTTER), top, column_width, MARGIN) for i in range(count)]


def section_strips(content: Content, card: TipCard, sections, style: Style, width: float) -> list[Strip]:
    strips: list[Strip] = []
    for index, section in enumerate(sections):
        gap = style.block_gap
        kind, ident = section.content
        if kind == "heading":
            built = [heading_strip(ident, style, width, gap)]
        elif kind == "text":
            built = text_strips(ident, style, width, gap=gap)
        elif kind == "rule":
            built = content.rule(content.rules[ident], style, width, title=section.title, hints=section.hints,
                                 gap=gap)
        elif kind == "table":
            built = content.roll_table(content.tables[ident], style, width, gap)
        elif kind == "reference_table":
            built = content.reference_table(content.reference_tables[ident], style, width, gap)
        elif kind == "superpower":
            built = content.superpower(content.superpowers[ident], style, width, gap)
        else:
            chart = content.flowcharts[ident]
            built = content.flowchart(chart, style, width, gap, heading=chart.title != card.title)
        for strip in built:
            strip.section = index
        strips += built
    return strips


SIZES = [START_SIZE - SIZE_STEP * i for i in range(round((START_SIZE - FLOOR_SIZE) / SIZE_STEP) + 1)]


def fit(build, columns: list[Column], accent: str):
    """Lay out at the largest size from START_SIZE down to FLOOR_SIZE (in SIZE_STEP steps) at which
    everything fits; smaller text never takes more room, so the steps are searched by halving."""

    def attempt(size: float):
        return flow(build(Style(size, accent), columns[0].width), columns)

    first = attempt(SIZES[0])
    if first.over == 0:
        return SIZES[0], first
    floor = attempt(SIZES[-1])
    if floor.over:
        return SIZES[-1], floor
    fits, fails = len(SIZES) - 1, 0  # indexes: SIZES[fits] fits, SIZES[fails] does not
    best = floor
    while fits - fails > 1:
        middle = (fits + fails) // 2
        flowed = attempt(SIZES[middle])
        if flowed.over:
            fails = middle
        else:
            fits, best = middle, flowed
    return SIZES[fits], best


def _outline_overflow(columns: list[Column], over: float) -> list:
    left, right = columns[0].x, columns[-1].x + columns[-1].width
    top, bottom = columns[0].top, columns[0].bottom
    return [Rect(left, bottom, right - left, top - bottom, stroke=OVERFLOW_RED, width=1.2, dash=(4, 2)),
            Text(right, bottom - 2.2 * MM, f"OVERFLOW: {over / MM:.1f} mm does not fit", "bold", 6.5,
                 OVERFLOW_RED, "right")]


def sectioned_face(content: Content, card: TipCard, face: str, sections, width: float, height: float,
                   bleed: float, safe_margin: float) -> Face:
    accent = ACCENTS[card.side]
    items, title_over = _frame(card, card.title, face.upper(), width, height, bleed, safe_margin)
    one_column = any(section.flowchart for section in sections)  # a flowchart needs the full width
    columns = _columns(width, height - BAND - 2.5 * MM, 1 if one_column else 2)
    size, flowed = fit(lambda style, w: section_strips(content, card, sections, style, w), columns, accent)
    items += flowed.items
    overflow = None
    if flowed.over:
        overflow = Overflow(face, flowed.first_unplaced.section or 0, flowed.over)
        items += _outline_overflow(columns, flowed.over)
    return Face(items, size, overflow, title_over)


def plain_back(enc: Encounter, card: Card, width: float, height: float, bleed: float) -> Face:
    """The back of a single-faced card: the card's colour, the encounter and the side."""
    accent = ACCENTS[card.side]
    title = enc.title.split(":", 1)[-1].strip().upper()
    size, lines = title_lines(title, "heading", 26, width - 2 * MARGIN - 4 * MM, 10)
    leading = size * 1.1
    first = height / 2 + size * 0.1 + (len(lines) - 1) * leading / 2
    items = [Rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed, fill=accent),
             Rect(MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN, stroke="#ffffff", width=1.0,
                  radius=3 * MM)]
    items += [Text(width / 2, first - n * leading, line, "heading", size, "#ffffff", "center")
              for n, line in enumerate(lines)]
    items.append(Text(width / 2, first - (len(lines) - 1) * leading - size * 1.0,
                      f"ULTIMATE ENCOUNTER · {SIDE_LABELS[card.side]}", "condensed", 9, "#ffffff", "center"))
    return Face(items, 0.0)


def stat_face(content: Content, card: StatCard, width: float, height: float, bleed: float, safe_margin: float,
              injured: bool) -> Face:
    accent = ACCENTS[card.side]
    title = card.character + (f" — {card.alter_ego}" if card.alter_ego else "")
    items, title_over = _frame(card, title, "INJURED" if injured else "HEALTHY", width, height, bleed, safe_margin)
    panel = 21 * MM
    items += _stat_panel(card, injured, height - BAND - 2.5 * MM, panel, accent)
    if not card.printed:
        items.append(Text(MARGIN + panel / 2, MARGIN + 2 * MM, unprinted_mark(content.enc), "condensed", 6.5, accent,
                          "center"))
    columns = [Column(MARGIN + panel + GUTTER, height - BAND - 2.5 * MM, (width - 2 * MARGIN - panel - 2 * GUTTER) / 2,
                      MARGIN)]
    columns.append(Column(columns[0].x + columns[0].width + GUTTER, columns[0].top, columns[0].width, MARGIN))
    overrides = card.injured if injured and card.injured else None
    attacks = overrides.attacks if overrides and overrides.attacks is not None else card.attacks
    powers = overrides.superpowers if overrides and overrides.superpowers is not None else card.superpowers

    def build(style: Style, column_width: float) -> list[Strip]:
        strips: list[Strip] = []
        if card.note:
            strips += text_strips(card.note, style, column_width, italic=True)
        for index, attack in enumerate(attacks):
            for strip in content.attack(attack, style, column_width, style.block_gap):
                strip.section = index
                strips.append(strip)
        for index, power in enumerate(powers):
            for strip in content.superpower(power, style, column_width, style.block_gap):
                strip.section = len(attacks) + index
                strips.append(strip)
        keywords = ", ".join(card.keywords)
        if card.immunities:
            keywords += f"{', ' if keywords else ''}Immunity [{', '.join(card.immunities)}]"
        if keywords:
            strips += text_strips(f"**{keywords}**", style, column_width, gap=style.block_gap)
        return strips

    size, flowed = fit(build, columns, accent)
    items += flowed.items
    overflow = None
    if flowed.over:
        overflow = Overflow("injured" if injured else "healthy", flowed.first_unplaced.section or 0, flowed.over)
        items += _outline_overflow(columns, flowed.over)
    return Face(items, size, overflow, title_over)


def _stat_panel(card: StatCard, injured: bool, top: float, width: float, accent: str) -> list:
    """The left panel: threat, Size, speed, Stamina and the three defences."""
    overrides = card.injured if injured and card.injured else None
    stamina = overrides.stamina if overrides and overrides.stamina is not None else card.stamina
    defences = overrides.defences if overrides and overrides.defences else card.defences
    rows: list[tuple[str, str | None, str]] = []
    if card.threat:
        rows.append(("THREAT", None, card.threat))
    if card.character_size is not None:
        rows.append(("SIZE", None, str(card.character_size)))
    if card.speed:
        rows.append(("SPEED", card.speed, ""))
    if stamina is not None:
        rows.append(("STAMINA", None, "∞" if stamina == "unlimited" else str(stamina)))
    if defences:
        rows += [("PHYSICAL DEF.", "physical", str(defences.physical)),
                 ("ENERGY DEF.", "energy", str(defences.energy)), ("MYSTIC DEF.", "mystic", str(defences.mystic))]
    items: list = [Rect(MARGIN, MARGIN, width, top - MARGIN, fill="#eef0f4", radius=2 * MM)]
    row_height = min(9 * MM, (top - MARGIN - 2 * MM) / max(len(rows), 1))
    y = top - 1 * MM
    for label, icon, value in rows:
        y -= row_height
        items.append(Text(MARGIN + 2 * MM, y + row_height * 0.55, label, "condensed", 6.5, accent))
        x = MARGIN + 2 * MM
        if icon:
            items.append(Icon(x, y + row_height * 0.12, icon, 11, accent))
            x += 13
        if value:
            items.append(Text(x, y + row_height * 0.12, value, "heading", 13, "#1b1b1f"))
    return items


def unprinted_mark(enc: Encounter) -> str:
    """The mark on a card the source names but does not print (made from what it does say)."""
    return "NOT IN THE SEEDS" if is_transcription(enc.source) else "NOT IN THE SOURCE"
