"""Roll tables cover the die."""

from __future__ import annotations

import re
from collections import Counter

from printgen.checks.base import Issue, check, occurrence_at
from printgen.model.rules import walk_rules
from printgen.units import WRITTEN_NUMBER, whole_number


@check("table.faces", "error")
def every_face_once(context):
    """Every roll table covers every die face exactly once (faces from the constants)."""
    faces = list(context.constants.die.faces)
    for table in context.enc.tables:
        seen = Counter(face for row in table.rows for face in row.faces)
        missing = [face for face in faces if seen[face] == 0]
        doubled = [face for face in faces if seen[face] > 1]
        if missing or doubled:
            parts = []
            if missing:
                parts.append(f"missing {', '.join(missing)}")
            if doubled:
                parts.append(f"more than once: {', '.join(doubled)}")
            yield Issue(table.path + ("rows",), f"table '{table.name}' must cover each die face once: "
                        f"{'; '.join(parts)}", table.id)


_ROLLS = re.compile(r"\brolls?\s+(" + WRITTEN_NUMBER + r")\s+(?:dice|die)\b", re.IGNORECASE)


@check("table.dice-in-text", "warning")
def text_rolls_what_its_table_rolls(context):
    """A rule that prints a roll table and says how many dice to roll ("roll 2 dice") says what the
    table rolls, when the table rolls one number of dice at every level: the page prints both."""
    tables = {table.id: table for table in context.enc.tables}
    for block in walk_rules(context.enc.rules):
        table = tables.get(block.table or "")
        if table is None or not isinstance(table.dice, int) or not block.text:
            continue
        for roll in _ROLLS.finditer(block.text):
            if whole_number(roll.group(1)) != table.dice:
                yield Issue(block.path + ("text",), f"the text says \"{roll.group()}\" but {table.name} rolls "
                            f"{table.dice}: the page would print both", block.id, needle=roll.group(),
                            occurrence=occurrence_at(block.text, roll.group(), roll.start()))
