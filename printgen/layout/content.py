"""Encounter content as strips: rule blocks with what they embed, tables, flowcharts.

The same rule block prints on a tip card and (later) in the rules document, so the
two can never drift apart.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from printgen.core import typography
from printgen.model.rules import walk_rules
from printgen.layout.chart import shape
from printgen.layout.box_strips import BoxLook, box_strip, connector_strip, side_by_side
from printgen.layout.strips import (Cell, Strip, Style, continued_strip, heading_strip, name_bar_strip, run_in,
                                    subheading_strip, table_strips, text_strips)
from printgen.core.markup import faces_text
from printgen.core.memo import IdentityMemo
from printgen.model import Encounter
from printgen.model.rules import Attack, Ending, Flowchart, RuleBlock, Superpower
from printgen.model.tables import ReferenceTable, RollTable
from printgen.core.wording import sentence

_CONTENT: IdentityMemo[Content] = IdentityMemo(kept=8)


def content_of(enc: Encounter) -> Content:
    """The encounter's lookups, made once however many parts and tries at the cover use them."""
    return _CONTENT.get(enc, (), lambda: Content(enc))


class Content:
    """Lookups from ids to the encounter's parts, and the strip builders that use them."""

    def __init__(self, enc: Encounter):
        self.enc = enc
        self.rules = {block.id: block for block in walk_rules(enc.rules)}
        self.tables = {table.id: table for table in enc.tables}
        self.reference_tables = {table.id: table for table in enc.reference_tables}
        self.superpowers = {power.id: power for power in enc.superpowers}
        self.flowcharts = {chart.id: chart for chart in enc.flowcharts}
        self.endings = {ending.id: ending for ending in enc.endings}
        kinds = {token.id: token.kind for token in enc.tokens}
        kinds.update({group.id: group.kind for group in enc.randomizers})
        self.kinds = kinds

    def unplaced(self) -> dict[str, list]:
        """What neither a rule block nor a card embeds, by kind: the rules document prints these
        under their own headings, so nothing the data holds is left off the paper."""
        placed: set[tuple[str, str]] = set()
        for block in walk_rules([*self.enc.rules]):
            placed.update(("table", t) for t in [block.table, block.reference_table] if t)
            placed.update(("superpower", s) for s in block.superpowers)
            placed.update(("ending", e) for e in block.endings)
        for card in self.enc.cards:
            for section in [*getattr(card, "front", []), *(getattr(card, "back", None) or [])]:
                kind, ident = section.content
                placed.add(("table" if kind == "reference_table" else kind, ident))
        kinds: dict[str, tuple[str, Mapping[str, object]]] = {
            "Endings": ("ending", self.endings), "Tables": ("table", {**self.tables, **self.reference_tables}),
            "Superpowers": ("superpower", self.superpowers), "Flowcharts": ("flowchart", self.flowcharts)}
        return {heading: [item for ident, item in items.items() if (kind, ident) not in placed]
                for heading, (kind, items) in kinds.items()}

    def unplaced_strips(self, style: Style, width: float) -> list[Strip]:
        draw: dict[type, Callable[[Any], list[Strip]]] = {
            Ending: lambda e: self.ending(e, style, width, hints=True, gap=style.paragraph_gap),
            RollTable: lambda t: self.roll_table(t, style, width, gap=style.paragraph_gap),
            ReferenceTable: lambda t: self.reference_table(t, style, width, gap=style.paragraph_gap),
            Superpower: lambda p: self.superpower(p, style, width, gap=style.paragraph_gap),
            Flowchart: lambda c: self.flowchart(c, style, width, gap=style.paragraph_gap)}
        strips: list[Strip] = []
        for heading, items in self.unplaced().items():
            if items:
                strips.append(subheading_strip(heading, style, width, style.block_gap))
                for item in items:
                    strips += next(lay for kind, lay in draw.items() if isinstance(item, kind))(item)
        return strips

    def block_title(self, block: RuleBlock, title: str | None = None) -> str:
        kind = self.kinds.get(block.token) if block.token else None
        title = title or block.marked("title", block.title)
        return f"{title} ({kind})" if kind else title

    def rule(self, block: RuleBlock, style: Style, width: float, *, title: str | None = None,
             hints: bool = True, gap: float) -> list[Strip]:
        title = self.block_title(block, title)
        embeds = (block.table or block.reference_table or block.superpowers or block.endings or block.blocks
                  or block.difficulty)
        single = block.text is not None and "\n" not in block.text.strip() and not block.text.startswith("- ")
        strips: list[Strip] = []
        text = block.marked("text", block.text or "")
        if text and single and not embeds:
            return text_strips(text, style, width, lead=run_in(title), gap=gap)
        strips.append(subheading_strip(title, style, width, gap))
        if text:
            strips += text_strips(text, style, width, gap=style.size * 0.2)
        for power_id in block.superpowers:
            strips += self.superpower(self.superpowers[power_id], style, width, gap=style.paragraph_gap)
        if block.table:
            strips += self.roll_table(self.tables[block.table], style, width, gap=style.paragraph_gap)
        if block.reference_table:
            strips += self.reference_table(self.reference_tables[block.reference_table], style, width,
                                           gap=style.paragraph_gap)
        for ending_id in block.endings:
            strips += self.ending(self.endings[ending_id], style, width, hints=hints, gap=style.paragraph_gap)
        for child in block.blocks:
            strips += self.rule(child, style, width, gap=style.paragraph_gap)
        if block.difficulty:
            strips += self.difficulty(style, width, gap=style.paragraph_gap)
        return strips

    def superpower(self, power: Superpower, style: Style, width: float, gap: float) -> list[Strip]:
        cost = power.marked("cost", f"{power.cost} {{power}}") if power.cost else None
        strips = [name_bar_strip(power.marked("name", power.name), cost, style, width, gap)]
        if power.text:
            strips += text_strips(power.marked("text", power.text), style, width, gap=style.size * 0.25)
        return strips

    def attack(self, attack: Attack, style: Style, width: float, gap: float) -> list[Strip]:
        parts = []
        if attack.type:
            parts.append(attack.marked("type", f"{{{attack.type}}}"))
        if attack.range:
            shape, _, band = attack.range.rpartition(" ")
            parts.append(attack.marked("range", f"{{{shape or 'range'}}} {band}"))
        if attack.strength:
            parts.append(attack.marked("strength", f"STR {attack.strength}"))
        if attack.cost:
            parts.append(attack.marked("cost", f"{attack.cost} {{power}}"))
        strips = [name_bar_strip(attack.marked("name", attack.name), "  ".join(parts) or None, style, width, gap)]
        if attack.text:
            strips += text_strips(attack.marked("text", attack.text), style, width, gap=style.size * 0.25)
        return strips

    def roll_table(self, table: RollTable, style: Style, width: float, gap: float) -> list[Strip]:
        dice = self.enc.dice(table)
        if isinstance(dice, dict):
            how = "Dice by difficulty: " + ", ".join(f"{level} {'?' if n is None else n}" for level, n in dice.items())
        else:
            how = f"Roll {dice} {'die' if dice == 1 else 'dice'}"
        if table.extra_dice:
            how += f"; +1 die for each {table.extra_dice.per} (up to {table.extra_dice.max})"
        if table.resolve == "each-once-in-order":
            how += "; each result rolled happens once, in this order"
        rows = [[Cell(row.marked("faces", faces_text(row.faces, icons=True)), bold=True),
                 Cell((f"**{row.marked('name', row.name)}** " if row.name else "") + row.marked("text", row.text))]
                for row in table.rows]
        strips = text_strips(f"**{sentence(table.marked('name', table.name))}** {sentence(how)}", style, width,
                             gap=gap)
        return strips + titled(table_strips([0.27, 0.73], rows, style, width, header=["Result", "Effect"],
                                            gap=style.size * 0.25), table.marked("name", table.name), style, width)

    def reference_table(self, table: ReferenceTable, style: Style, width: float, gap: float) -> list[Strip]:
        rows = [[Cell(row.marked("key", str(row.key)), bold=True),
                 Cell((f"**{row.marked('name', row.name)}:** " if row.name else "") + row.marked("text", row.text))]
                for row in table.rows]
        key = min(0.4, max(0.12, (typography.width(table.key_label.upper(), "heading", style.size * 0.95)
                                  + style.size * 1.2) / width))  # wide enough for its heading
        strips = titled(table_strips([key, 1 - key], rows, style, width, header=[table.key_label, table.value_label],
                                     gap=gap), table.marked("name", table.name), style, width)
        if table.cumulative:
            strips += text_strips("Include the current level and all lower levels.", style, width, italic=True,
                                  gap=style.size * 0.2)
        return strips

    def difficulty(self, style: Style, width: float, gap: float) -> list[Strip]:
        """Every level (easiest first) by every column, with which way each column gets harder; turned,
        the columns down and the levels across, when only that lets every word fit (layout/chart.py)."""
        table = self.enc.difficulty
        chart = shape(table, style.size, width)
        cells = [[Cell(level.marked("values", str(level.values.get(c.id, "—")), c.id)) for c in table.columns]
                 for level in table.levels]
        if chart.turned:
            cells = [list(column) for column in zip(*cells, strict=True)]
        rows = [[Cell(head, bold=True), *row] for head, row in zip(chart.row_heads, cells, strict=True)]
        share = 1.0 / len(chart.header)
        strips = titled(table_strips([share] * len(chart.header), rows, style, width, header=chart.header, gap=gap),
                        "Difficulty", style, width)
        return strips + text_strips(difficulty_note(table), style, width, italic=True, gap=style.size * 0.2)

    def ending(self, ending: Ending, style: Style, width: float, *, hints: bool, gap: float) -> list[Strip]:
        text = ending.marked("text", ending.text) + "".join(f"\n- {detail}" for detail in ending.details)
        strips = text_strips(text, style, width, lead=run_in(ending.name), gap=gap)
        if hints and ending.hint:
            strips += text_strips(ending.hint, style, width, italic=True, gap=style.size * 0.2)
        return strips

    def flowchart(self, chart: Flowchart, style: Style, width: float, gap: float,
                  heading: bool = True) -> list[Strip]:
        """Questions top to bottom: YES leads right to an action, NO down to the next question."""
        arrow = style.size * 3.2
        ask_width = (width - arrow) * 0.55
        act_width = width - arrow - ask_width
        strips = [heading_strip(chart.title, style, width, gap)] if heading else []
        for number, step in enumerate(chart.steps):
            ask, act = self._step_boxes(step, style, ask_width, act_width)
            strips.append(side_by_side(ask, act, ask_width, arrow, style, "YES"))
            if number + 1 < len(chart.steps) or chart.if_none:
                strips.append(connector_strip("NO", style, ask_width / 2))
        if chart.if_none:  # the NO branch's step, then on to the end like every other branch
            strips.append(box_strip(chart.marked("if_none", chart.if_none), style, ask_width,
                                    BoxLook(None, style.accent)))
            strips.append(connector_strip("THEN", style, ask_width / 2))
        label = "Every branch ends here" if chart.if_none else "After any YES, or if every answer is NO"
        strips.append(box_strip(chart.marked("then", chart.then), style, width, BoxLook(None, style.accent, label),
                                gap=0.0 if chart.if_none else style.block_gap))
        return strips


    @staticmethod
    def _step_boxes(step, style: Style, ask_width: float, act_width: float) -> tuple[Strip, Strip]:
        """The question and its action, equally tall, so the NO arrow leaves from the question's edge."""
        def boxes(row_height: float = 0.0) -> tuple[Strip, Strip]:
            return (box_strip(step.ask, style, ask_width, BoxLook(None, style.accent), min_height=row_height),
                    box_strip(step.action, style, act_width, BoxLook("#eef0f4", None), min_height=row_height))
        ask, act = boxes()
        return boxes(max(ask.height, act.height))


def titled(strips: list[Strip], title: str, style: Style, width: float) -> list[Strip]:
    """A table's strips (table_strips') whose rows, starting another column, say which table goes on:
    "<title> (continued)" above its header row."""
    if any(strip.repeat is not None for strip in strips):
        again = continued_strip(title, strips[0], style, width)
        for strip in strips:
            if strip.repeat is not None:
                strip.repeat = again
    return strips


HARDER = {"more": "more is harder", "fewer": "fewer is harder"}


def difficulty_note(table) -> str:
    """How to read the chart: its order, and each column's harder direction with the levels exempt from it
    said in the same breath, so that no row contradicts it ("fewer is harder" over a first row of 0)."""
    return " ".join(["Easiest level first.", *(said for column in table.columns if (said := _direction(column)))])


def _direction(column) -> str:
    """A column's way to harder ("Starting Rage Tokens: more is harder."), its exempt levels named with it
    ("…: fewer is harder, except at Narrative (why)."); a column with no direction says only why its exempt
    levels stand apart."""
    reasons = " ".join(sentence(exemption.reason) for exemption in column.exempt)
    if column.harder not in HARDER:
        return " ".join(f"{exemption.level}: {sentence(exemption.reason)}" for exemption in column.exempt)
    if not column.exempt:
        return f"{column.label}: {HARDER[column.harder]}."
    levels = " and ".join(exemption.level for exemption in column.exempt)
    return f"{column.label}: {HARDER[column.harder]}, except at {levels} ({reasons.rstrip('.')})."
