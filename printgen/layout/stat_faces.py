"""Stat cards: a character's stats in a panel on the left, attacks, superpowers and keywords in
two columns beside it; the injured side from the card's overrides."""

from __future__ import annotations

from printgen.core import typography
from printgen.layout.card_band import band_height, face_frame
from printgen.layout.card_face import GUTTER, MARGIN, CardBox, FaceLayout, fitted_body, floor_size, numbered_sections
from printgen.layout.content import Content
from printgen.layout.palette import ACCENTS
from printgen.layout.display import Icon, Rect, Text
from printgen.layout.flow import Column
from printgen.layout.strips import Strip, Style, text_strips
from printgen.layout.text import title_lines
from printgen.model import StatCard
from printgen.core.units import MM

PANEL = 21 * MM   # a stat card's left panel
LARGE_PANEL = 29 * MM  # in large print: its labels at 9 pt ("PHYSICAL DEF.")


def panel_width() -> float:
    return typography.sized(PANEL, LARGE_PANEL)

NONE = "—"
"""What a stat row prints for a stat the card has none of (a speed an assumption reads as absent)."""

UNPRINTED = "NOT IN THE SOURCE"
"""The mark on a card the source names but does not print (made from what it does say)."""


def stat_face(content: Content, card: StatCard, box: CardBox, injured: bool) -> FaceLayout:
    accent = ACCENTS[card.side]
    title = card.marked("title", card.character) + (f" — {card.alter_ego}" if card.alter_ego else "")
    items, title_over = face_frame(card, title, card.marked("injured", "INJURED") if injured else "HEALTHY", box)
    items += _stat_panel(card, injured, box.height - band_height() - 2.5 * MM, panel_width(), accent)
    if injured:
        items += injured_frame(box, accent)
    if not card.printed:
        items += _unprinted_mark(accent)
    body, size, overflow = fitted_body(_stat_build(content, card, injured), _stat_columns(box), accent,
                                 "injured" if injured else "healthy")
    return FaceLayout(items + body, size, overflow, title_over)


def _unprinted_mark(accent: str) -> list:
    """UNPRINTED at the foot of the panel; in large print in the lines its width takes (one, it would outrun it)."""
    size, x = floor_size(), MARGIN + panel_width() / 2
    lines = [UNPRINTED]
    if typography.large_print():
        lines = title_lines(UNPRINTED, "condensed", size, panel_width() - 2 * MM, size)[1]
    return [Text(x, MARGIN + 2 * MM + (len(lines) - 1 - n) * size * 1.15, line, "condensed", size, accent, "center")
            for n, line in enumerate(lines)]


def injured_frame(box: CardBox, accent: str) -> list:
    """The INJURED face's mark, which no colour carries: a frame of square blocks round its body (a
    dashed line as wide as its dashes are long), filling the strip from the safe margin in to just
    short of the body's margin, and running just under the title band. It survives greyscale and low
    ink (a line prints dark on the white card), and leaves every word where the healthy face has it."""
    outer, inner = box.safe_margin, MARGIN - 0.5 * MM   # 3 mm and 4.5 mm from the trim
    wide, middle = inner - outer, (outer + inner) / 2   # the line runs down the middle of that strip
    top = box.height - band_height() - wide / 2
    return [Rect(middle, middle, box.width - 2 * middle, top - middle, stroke=accent, width=wide, dash=(wide, wide))]


def _stat_columns(box: CardBox) -> list[Column]:
    """Two text columns right of the panel; one in large print, whose name bars need its width (an
    attack's name beside its dice and range)."""
    panel, count = panel_width(), 1 if typography.large_print() else 2
    width = (box.width - 2 * MARGIN - panel - count * GUTTER) / count
    return [Column(MARGIN + panel + GUTTER + n * (width + GUTTER), box.height - band_height() - 2.5 * MM, width, MARGIN)
            for n in range(count)]


def _stat_build(content: Content, card: StatCard, injured: bool):
    """The text of one side of a stat card, as a builder for fit: its note, attacks, superpowers, keywords."""
    overrides = card.injured if injured and card.injured else None
    attacks = overrides.attacks if overrides and overrides.attacks is not None else card.attacks
    powers = overrides.superpowers if overrides and overrides.superpowers is not None else card.superpowers

    def build(style: Style, column_width: float) -> list[Strip]:
        strips = text_strips(card.marked("note", card.note), style, column_width, italic=True) if card.note else []
        strips += numbered_sections([content.attack(attack, style, column_width, style.block_gap)
                                     for attack in attacks]
                                    + [content.superpower(power, style, column_width, style.block_gap)
                                       for power in powers])
        if keywords := _keywords(card):
            strips += text_strips(f"**{keywords}**", style, column_width, gap=style.block_gap)
        return strips

    return build


def _keywords(card: StatCard) -> str:
    keywords = ", ".join(card.keywords)
    if card.immunities:
        keywords += f"{', ' if keywords else ''}Immunity [{', '.join(card.immunities)}]"
    return keywords


def _stat_panel(card: StatCard, injured: bool, top: float, width: float, accent: str) -> list:
    """The left panel: threat, Size, speed, Stamina and the three defences, a row each."""
    rows = _panel_rows(card, injured)
    items: list = [Rect(MARGIN, MARGIN, width, top - MARGIN, fill="#eef0f4", radius=2 * MM)]
    row_height = min(typography.sized(9 * MM, 12 * MM), (top - MARGIN - 2 * MM) / max(len(rows), 1))
    y = top - 1 * MM
    for label, icon, value in rows:
        y -= row_height
        baseline = y + row_height * 0.12
        items.append(Text(MARGIN + 2 * MM, max(y + row_height * 0.55, baseline + VALUE_TOP + LABEL_CLEAR), label,
                          "condensed", floor_size(), accent))
        x = MARGIN + 2 * MM
        if icon:
            items.append(Icon(x, baseline, icon, ICON_SIZE, accent))
            x += 13
        if value:
            items.append(Text(x, baseline, value, "heading", VALUE_SIZE, "#1b1b1f"))
    return items


VALUE_SIZE, ICON_SIZE = 13.0, 11.0
VALUE_TOP = max(VALUE_SIZE * 0.75, ICON_SIZE * 0.9)
"""Points: how high a stat's value reaches above its baseline: its figures and capitals (0.75 of their size
in every lettering's faces, a dagger included), or its icon (0.9 of its size, its outline included)."""
LABEL_CLEAR = 1 * MM
"""Between a stat's value and the label over it: a clear gap, so that the label reads as its value's."""


def _panel_rows(card: StatCard, injured: bool) -> list[tuple[str, str | None, str]]:
    """(label, icon, value) for each stat the card has, the injured side's overrides applied."""
    overrides = card.injured if injured and card.injured else None
    stamina_from = overrides if overrides and overrides.stamina is not None else card
    defences = overrides.defences if overrides and overrides.defences else card.defences
    rows: list[tuple[str, str | None, str]] = []
    if card.threat:
        rows.append(("THREAT", None, card.marked("threat", card.threat)))
    if card.character_size is not None:
        rows.append(("SIZE", None, card.marked("character_size", str(card.character_size))))
    if card.speed:  # the speed is an icon: its mark stands where a value would
        rows.append(("SPEED", card.speed, card.marked("speed", " ").strip()))
    elif card.assumed("speed"):  # no speed, by an assumption's choice: the row says none, and is marked
        rows.append(("SPEED", None, card.marked("speed", NONE)))
    if stamina_from.stamina is not None:
        stamina = stamina_from.stamina
        rows.append(("STAMINA", None, stamina_from.marked("stamina", "∞" if stamina == "unlimited" else str(stamina))))
    if defences:
        rows += [(f"{kind.upper()} DEF.", kind, defences.marked(kind, str(getattr(defences, kind))))
                 for kind in ("physical", "energy", "mystic")]
    return rows


