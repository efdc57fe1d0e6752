"""Exact odds of roll-table results, from the die's faces.

A one-die table gives each row its share of the faces. A table whose results each happen
once however many dice show them (the Doomsday Device) gives the chance that a result
happens at least once: 1 − (1 − p)ⁿ for n dice, for each difficulty's dice and each
extra die. Rows that say "again" add how many rolls a turn takes at most, on average.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from printgen.load.loader import game_constants
from printgen.core.markup import faces_text
from printgen.model import Encounter, GameConstants
from printgen.model.tables import RollTable
from printgen.core.wording import count_of


@dataclass(frozen=True)
class Odds:
    table: str
    table_id: str
    difficulty: str | None
    dice: int
    rows: list[tuple[str, Fraction]]
    note: str = ""

    def to_json(self) -> dict:
        return {"table": self.table, "table_id": self.table_id, "difficulty": self.difficulty, "dice": self.dice,
                "rows": [{"name": name, "probability": float(p), "fraction": f"{p.numerator}/{p.denominator}"}
                         for name, p in self.rows], "note": self.note}


def row_name(row) -> str:
    faces = faces_text(row.faces)
    return f"{row.name} ({faces})" if row.name else faces


def face_chance(row, constants: GameConstants) -> Fraction:
    faces = constants.die.faces
    return Fraction(sum(faces.get(face, 0) for face in row.faces), constants.die.sides)


def table_odds(enc: Encounter, table: RollTable, constants: GameConstants) -> list[Odds]:
    chances = [(row_name(row), face_chance(row, constants)) for row in table.rows]
    dice = enc.dice(table)
    levels = dice.items() if isinstance(dice, dict) else [(None, dice)]
    result = []
    for level, count in levels:
        if count is None:
            continue
        extra = table.extra_dice.max if table.extra_dice else 0
        for bonus in range(extra + 1):
            n = count + bonus
            label = level if bonus == 0 else f"{level} +{bonus}" if level else f"+{bonus}"
            if table.resolve == "each-once-in-order" or n > 1:
                rows = [(name, 1 - (1 - p) ** n) for name, p in chances]
                note = "chance each result happens at least once"
            else:
                rows = chances
                again = sum((p for (_, p), row in zip(chances, table.rows, strict=True)
                             if re.search(r"\bagain\b", row.text, re.IGNORECASE)), Fraction(0))
                note = (f"a roll asks to roll again with chance {float(again):.1%}: at most "
                        f"{float(1 / (1 - again)):.2f} rolls a turn on average") if again else ""
            if bonus and table.extra_dice:
                note = (note + "; " if note else "") + f"with {bonus} extra {'die' if bonus == 1 else 'dice'} " \
                    f"({table.extra_dice.per})"
            result.append(Odds(table.name, table.id, label, n, rows, note))
    return result


def encounter_odds(enc: Encounter, constants: GameConstants) -> list[Odds]:
    return [odds for table in enc.tables for odds in table_odds(enc, table, constants)]


def percent(p: Fraction) -> str:
    return f"{float(p):.1%}"


def odds_summary(enc) -> str:
    """One line per roll table and level: how often each result comes up."""
    lines = [f"{enc.id}: odds"]
    for odds in encounter_odds(enc, game_constants()):
        if "+" in (odds.difficulty or ""):
            continue  # the extra-die variants are for `printgen odds`
        rows = ", ".join(f"{name.split(' (')[0]} {percent(p)}" for name, p in odds.rows)
        level = f" at {odds.difficulty} ({count_of(odds.dice, 'die', 'dice')})" if odds.difficulty else ""
        lines.append(f"  {odds.table}{level}: {rows}")
    return "\n".join(lines) if len(lines) > 1 else f"{enc.id}: no roll tables"


def odds_text(encounter_id: str, found: list) -> str:
    """What `printgen odds` prints: each table and level, then each result's chance, exactly."""
    if not found:
        return f"{encounter_id} has no roll tables"
    lines = []
    for item in found:
        level = f" — {item.difficulty}" if item.difficulty else ""
        note = f" ({item.note})" if item.note else ""
        lines.append(f"{item.table}{level}: {count_of(item.dice, 'die', 'dice')}{note}")
        width = max(len(name) for name, _ in item.rows)
        lines += [f"  {name:<{width}}  {percent(p):>6}  {p.numerator}/{p.denominator}" for name, p in item.rows]
    return "\n".join(lines)
