"""Tables print whole: roll tables cover the die, reference tables have a row for every number the kit
prints for them, and no cell prints empty."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterator
from itertools import accumulate

from printgen.checks.base import Issue, check, occurrence_at
from printgen.findings import alternatives
from printgen.model.rules import walk_rules
from printgen.model.trackers import Track
from printgen.richtext import parse
from printgen.units import WRITTEN_NUMBER, whole_number
from printgen.wording import count_of, number_range
from printgen.load.sayers import per_level as per_level_words


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


# --- a row for every number the kit prints, and no empty box ------------------------------------------

_NUMBER_WORDS = re.compile(r"\s+(?:number|no\.?|#)$", re.IGNORECASE)
_ANY_NUMBER = re.compile(r"(?:token\s*)?(?:number|no\.?|#)", re.IGNORECASE)
"""A key column headed only 'Number' (or 'No.', '#', 'Token Number'): keyed to the token its rule describes."""
_SPAN = re.compile(r"^\s*(\d{1,9})\s*(?:([-–]\s*(\d{1,9}))|(\+))?\s*$")


def _span(key) -> tuple[int, int] | None:
    """The numbers a row's key covers, as (lowest, highest): 4, '4', '4–6' or '4+' (no end); None for
    a key that is not a number (a level's name, 'Special')."""
    if isinstance(key, int):
        return key, key
    match = _SPAN.match(key)
    if match is None:
        return None
    low = int(match.group(1))
    return low, int(match.group(3)) if match.group(3) else (2**63 if match.group(4) else low)


def _words(numbers: list[int]) -> str:
    """Numbers as a sentence says them, runs joined: '4', '4 and 7', '2–5 and 9'."""
    runs: list[list[int]] = []
    for number in sorted(numbers):
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    parts = [number_range(run[0], run[-1]) if len(run) > 2 else " and ".join(map(str, run)) for run in runs]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _uncovered(spans: list[tuple[int, int]], numbers) -> list[int]:
    """The numbers no span covers (each found by bisection: a token may have thousands of copies)."""
    spans = sorted(spans)
    lows, reach = [low for low, _ in spans], list(accumulate((high for _, high in spans), max))
    return sorted(number for number in numbers
                  if (at := bisect_right(lows, number)) == 0 or reach[at - 1] < number)


def _named(label: str, name: str) -> bool:
    """Whether a key column headed ``label`` counts the thing called ``name`` ('Tower' or 'Cerebro
    Tower Number' for the token 'Cerebro Tower'; 'Towers' too)."""
    label = _NUMBER_WORDS.sub("", label.strip()).casefold().removesuffix("s")
    name = name.casefold().removesuffix("s")
    return bool(label) and (name == label or name.endswith(" " + label))


def _numbered(enc) -> dict[str, tuple[str, set[int]]]:
    """Numbered token or Randomizer group id -> (its name, the numbers its copies carry)."""
    found: dict[str, tuple[str, set[int]]] = {}
    for token in (token for token in enc.tokens if token.numbered):
        found[token.id] = (token.name, set(range(1, token.count + 1)))
        if (group := enc.group(token.randomizer)) is not None:
            found.setdefault(group.id, (group.name, set()))[1].update(found[token.id][1])
    return found


def _token_sources(enc, table, numbered) -> Iterator[tuple[str, set[int]]]:
    """(what prints the numbers, the numbers) for each numbered token or group a table is keyed to: the
    token its key column is named for ('Tower'), or, under a heading of only 'Number', the token of the
    rule that prints the table."""
    linked = {ident for ident, (name, _) in numbered.items() if _named(table.key_label, name)}
    if _ANY_NUMBER.fullmatch(table.key_label.strip()):
        linked |= {block.token for block in walk_rules(enc.rules) if block.reference_table == table.id and block.token}
    for ident in sorted(linked & set(numbered)):
        name, numbers = numbered[ident]
        yield f"the kit prints {name} tokens numbered {_words(sorted(numbers))}", numbers


def _tier_sources(enc, table) -> Iterator[tuple[str, set[int]]]:
    """The numbers a track's tiers print in a tier column headed like the table's key column."""
    for tracker in enc.trackers:
        for track in (component for component in tracker.components if isinstance(component, Track)):
            for column in (c for c in track.tier_columns if c.label.casefold() == table.key_label.casefold()):
                numbers = {value for tier in track.tiers if isinstance(value := tier.values.get(column.id), int)}
                if numbers:
                    yield f"the tiers of track '{track.label}' print {column.label} {_words(sorted(numbers))}", numbers


def _gaps(keys: list[int]) -> set[int]:
    """Numbers missing inside a run of whole-number keys that otherwise go up by one (1, 2, 3, 5, 6
    lacks 4); keys in steps of their own (2, 4, 6) or mostly apart (1, 2, 4, 8) lack nothing. Asked of
    cumulative tables, whose every level includes the levels below: one left out is a hole."""
    ordered = sorted(set(keys))
    if len(ordered) < 3 or len({b - a for a, b in zip(ordered, ordered[1:], strict=False)}) == 1:
        return set()
    if ordered[-1] - ordered[0] + 1 - len(ordered) >= len(ordered):  # counted first: keys 1 and 10**9 span a lot
        return set()
    return set(range(ordered[0], ordered[-1] + 1)) - set(ordered)


@check("table.missing-key", "error")
def a_row_for_every_number(context):
    """A reference table keyed by number has a row for every number the kit prints for it: each number
    of the numbered tokens (or Randomizer group) it is keyed to (a key column named for the token, or
    headed 'Number' in the rule that describes the token), each number the tiers of a track print under
    a tier column of the same heading, and, in a cumulative table, each number inside its run of keys
    (1, 2, 3, 5, 6 lacks 4); a table keyed by difficulty level has a row for every level. A player
    holding token 4 would find no entry."""
    enc, numbered = context.enc, _numbered(context.enc)
    for table in enc.reference_tables:
        spans = [span for row in table.rows if (span := _span(row.key)) is not None]
        if not spans:
            yield from _levels_missing(enc, table)
            continue
        keys = [row.key for row in table.rows if isinstance(row.key, int)]
        own = [("each level includes those below it", _gaps(keys))] \
            if table.cumulative and len(keys) == len(table.rows) else []
        told: set[int] = set()
        for source, numbers in [*_token_sources(enc, table, numbered), *_tier_sources(enc, table), *own]:
            if missing := _uncovered(spans, numbers - told):
                told.update(missing)
                yield Issue(_before(table, missing[0]), f"'{table.name}' has no row for {table.key_label} "
                            f"{_words(missing)}, but {source}: the paper would print no entry for "
                            f"{'it' if len(missing) == 1 else 'them'}; add a row keyed {_words(missing)}", table.id)


def _before(table, number: int) -> tuple:
    """Where the row for ``number`` belongs: at the key of the first row past it (or of the last row)."""
    row = next((row for row in table.rows if (span := _span(row.key)) is not None and span[0] > number),
               table.rows[-1])
    return row.path + ("key",)


def _levels_missing(enc, table):
    """A table keyed by difficulty level (two keys or more name levels) lacks no level."""
    names = enc.difficulty.level_names()
    keyed = {name: row for row in table.rows if (name := enc.difficulty.level_named(str(row.key))) is not None}
    missing = [name for name in names if name not in keyed]
    if len(keyed) >= 2 and missing:
        after = next((keyed[name] for name in names[names.index(missing[0]):] if name in keyed), table.rows[-1])
        yield Issue(after.path + ("key",), f"'{table.name}' is keyed by difficulty level but has no row for "
                    f"{alternatives(missing, 'and')}: at that level the paper would print no entry; add a row "
                    f"keyed '{missing[0]}'", table.id)


def _blank(text: str) -> bool:
    """Whether ``text`` prints nothing: no word and no icon once its markup (bold, bullets) is read."""
    return not any(run.icon or run.text.strip() for paragraph in parse(text) for run in paragraph.runs)


def _cells(enc) -> Iterator[tuple[tuple, object, str, str | None]]:
    """(where, what it holds, what it is on paper, subject) for every cell and heading of every table
    the kit prints: roll and reference tables, the difficulty chart, the tiers of tracks."""
    for table in enc.tables:
        for number, row in enumerate(table.rows, start=1):
            yield from _row_cells(row, ("name", "text"), f"row {number} of '{table.name}'", table.id)
    for ref in enc.reference_tables:
        yield from _row_cells(ref, ("key_label", "value_label"), f"the headings of '{ref.name}'", ref.id)
        for number, row in enumerate(ref.rows, start=1):
            yield from _row_cells(row, ("key", "name", "text"), f"row {number} of '{ref.name}'", ref.id)
    chart = enc.difficulty
    for column in chart.columns:
        yield from _row_cells(column, ("label",), "the difficulty chart's headings", column.id)
    for level in chart.levels:
        yield level.path + ("name",), level.name, "a level of the difficulty chart", None
        for key, value in level.values.items():
            yield level.path + ("values", key), value, f"level '{level.name}' of the difficulty chart", key
    for track in (c for tracker in enc.trackers for c in tracker.components if isinstance(c, Track)):
        yield from ((column.path + ("label",), column.label, f"the tiers of '{track.label}'", track.id)
                    for column in track.tier_columns)
        for tier in track.tiers:
            yield tier.path + ("label",), tier.label, f"the tiers of '{track.label}'", track.id
            yield from ((tier.path + ("values", key), value, f"tier '{tier.label}' of '{track.label}'", track.id)
                        for key, value in tier.values.items())


def _row_cells(node, fields: tuple[str, ...], where: str, subject: str | None):
    for name in fields:
        yield node.path + (name,), getattr(node, name), where, subject


@check("table.empty-cell", "error")
def no_empty_cell(context):
    """No cell or heading of a table the kit prints (a roll or reference table's rows, the difficulty
    chart, a track's tiers) holds text that prints nothing: only spaces, or only markup such as ``**``.
    The paper would print an empty box where players look for a rule or a value."""
    for path, value, where, subject in _cells(context.enc):
        if isinstance(value, str) and _blank(value):
            yield Issue(path, f"a cell of {where} would print empty ('{value}' holds no word or icon): write "
                        f"what it says, or leave it out", subject)
