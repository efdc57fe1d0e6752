"""Roll tables and their dice: a table covers the die, rolls a whole number of dice at every level, and
the rules say the dice it rolls."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from printgen.checks.base import Issue, check, occurrence_at
from printgen.checks.context import Context
from printgen.core.limits import DICE
from printgen.load.sayers import per_level as per_level_words
from printgen.model import Encounter
from printgen.model.difficulty import DifficultyLevel
from printgen.model.rules import walk_rules
from printgen.core.units import WRITTEN_NUMBER, whole_number, written_numbers
from printgen.core.wording import count_of


@check("table.faces", "error")
def every_face_once(context: Context) -> Iterator[Issue]:
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


@check("table.dice-per-level", "error")
def dice_at_every_level(context: Context) -> Iterator[Issue]:
    """Every roll table rolls a whole number of dice at every difficulty level: its ``dice`` is one
    number or names every level, and each cell of its ``dice_from`` column writes a number (in digits
    or words, "Roll four dice"). Otherwise the rules and tip card print no dice for that level and
    the odds leave it out."""
    for table in context.enc.tables:
        for level, path, why in _levels_without_dice(context.enc, table):
            yield Issue(path, f"at {level.name}, {_table_name(table)} would print no dice: {why}", table.id)


def _levels_without_dice(enc: Encounter, table):
    """(level, where, why) for each level at which ``table`` rolls no whole number of dice."""
    numbers = enc.difficulty.numbers(table.dice_from) if table.dice_from else {}  # read once, not per level
    for level in enc.difficulty.levels:
        if isinstance(table.dice, dict) and level.name not in table.dice:
            yield level, table.path + ("dice",), f"the dice list gives no number for {level.name}: add " \
                f"'{level.name}: N'"
        elif table.dice_from and (found := _cell_without_dice(enc, table.dice_from, level, numbers[level.name])):
            yield level, *found


def _cell_without_dice(enc: Encounter, column_id: str, level: DifficultyLevel,
                       number: int | None) -> tuple[tuple, str] | None:
    """Where and why the cell of ``level`` in the ``dice_from`` column (read as ``number``) gives no
    whole number of dice."""
    column = enc.difficulty.column(column_id)
    assert column is not None  # a dice_from that names no column is a load error (ref.unknown)
    label, value = column.label, level.values.get(column_id)
    if value is None:  # difficulty.levels reports the gap too; here, what it does to the table
        return level.path + ("values",), f"level {level.name} has no {label} cell: add '{column_id}' to its values"
    written = written_numbers(value) if isinstance(value, str) else [number]
    where = level.path + ("values", column_id)
    if not written or written[0] is None:
        return where, f"the {label} cell '{value}' names no number: write how many dice, e.g. 'Roll 3 dice'"
    if len(written) > 1:
        return where, f"the {label} cell '{value}' writes {len(written)} numbers " \
            f"({', '.join(map(str, written))}): a cell the dice are read from writes one, e.g. 'Roll 3 dice'"
    if written[0] < 0:
        return where, f"the {label} cell is {written[0]}, not a number of dice"
    if written[0] > DICE:
        return where, f"the {label} cell writes {written[0]:,} dice; no roll throws more than {DICE}"
    return None


def _table_name(table) -> str:
    """'the Doomsday Device table', but 'the Rampage Chart' (a name that says what it is)."""
    return f"the {table.name}" if re.search(r"\b(?:table|chart)$", table.name, re.IGNORECASE) else \
        f"the {table.name} table"


_ROLLS = re.compile(r"\brolls?\s+(" + WRITTEN_NUMBER + r")\s+(?:dice|die)\b", re.IGNORECASE)


@check("table.dice-in-text", "warning")
def text_rolls_what_its_table_rolls(context: Context) -> Iterator[Issue]:
    """A rule that prints a roll table and says how many dice to roll says what the table rolls: "roll 2
    dice" where it rolls 2 at every level; where the dice differ by level, each "3 dice at Hard" says that
    level's, and a roll with no level ("roll 2 dice" above 1, 2 or 3 by level) is wrong at the other
    levels. The page prints both; the finding offers {dice:id}, which prints the table's own."""
    tables = {table.id: table for table in context.enc.tables}
    for block in walk_rules(context.enc.rules):
        table = tables.get(block.table or "")
        if table is not None and block.text:
            yield from _dice_said(block, table, context.enc.dice(table), context.enc.difficulty.level_names())


def _dice_said(block, table, dice: int | dict, levels: list[str]) -> Iterator[Issue]:
    per_level = dice if isinstance(dice, dict) else {level: dice for level in levels}
    names = "|".join(re.escape(level) for level in sorted(levels, key=len, reverse=True))
    at_level = re.compile(rf"\b({WRITTEN_NUMBER})(?:\s+(?:dice|die))?\s+(?:at|on|in|for)\s+({names})\b", re.IGNORECASE)
    said_at = {found.start(): found for found in at_level.finditer(block.text)} if names else {}
    for found in said_at.values():
        level = next(name for name in levels if name.casefold() == found.group(2).casefold())
        if whole_number(found.group(1)) != per_level.get(level):
            yield _wrong_dice(block, table, found.group(1), found.start(1), dice, f" at {level}")
    for roll in _ROLLS.finditer(block.text):
        if roll.start(1) in said_at:  # "roll 3 dice at Hard": that level's, above
            continue
        if len(set(per_level.values())) > 1 or whole_number(roll.group(1)) not in per_level.values():
            yield _wrong_dice(block, table, roll.group(), roll.start(), dice, "")


def _wrong_dice(block, table, said: str, at: int, dice: int | dict, where: str) -> Issue:
    rolls = count_of(dice, "die", "dice") if isinstance(dice, int) else per_level_words(dice, "die", "dice")
    return Issue(block.path + ("text",), f"the text says \"{said}\"{where} but {table.name} rolls {rolls}: the page "
                 f"would print both; write {{dice:{table.id}}} to print the table's", block.id, needle=said,
                 occurrence=occurrence_at(block.text, said, at))
