"""Reference tables and every table's cells: a row for every number the kit prints for a table, each
row's key once, and no cell that prints empty."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator
from itertools import accumulate

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.core.findings import alternatives
from printgen.model import Encounter
from printgen.model.rules import walk_rules
from printgen.model.trackers import Track
from printgen.core.richtext import parse
from printgen.core.wording import number_range

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


def _numbered(enc: Encounter) -> dict[str, tuple[str, set[int]]]:
    """Numbered token or Randomizer group id -> (its name, the numbers its copies carry)."""
    found: dict[str, tuple[str, set[int]]] = {}
    for token in (token for token in enc.tokens if token.numbered):
        found[token.id] = (token.name, set(range(1, token.count + 1)))
        if (group := enc.group(token.randomizer)) is not None:
            found.setdefault(group.id, (group.name, set()))[1].update(found[token.id][1])
    return found


def _token_sources(enc: Encounter, table, numbered) -> Iterator[tuple[str, set[int]]]:
    """(what prints the numbers, the numbers) for each numbered token or group a table is keyed to: the
    token its key column is named for ('Tower'), or, under a heading of only 'Number', the token of the
    rule that prints the table."""
    linked = {ident for ident, (name, _) in numbered.items() if _named(table.key_label, name)}
    if _ANY_NUMBER.fullmatch(table.key_label.strip()):
        linked |= {block.token for block in walk_rules(enc.rules) if block.reference_table == table.id and block.token}
    for ident in sorted(linked & set(numbered)):
        name, numbers = numbered[ident]
        yield f"the kit prints {name} tokens numbered {_words(sorted(numbers))}", numbers


def _tier_sources(enc: Encounter, table) -> Iterator[tuple[str, set[int]]]:
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
def a_row_for_every_number(context: Context) -> Iterator[Issue]:
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


def _levels_missing(enc: Encounter, table):
    """A table keyed by difficulty level (two keys or more name levels) lacks no level."""
    names = enc.difficulty.level_names()
    keyed = {name: row for row in table.rows if (name := enc.difficulty.level_named(str(row.key))) is not None}
    missing = [name for name in names if name not in keyed]
    if len(keyed) >= 2 and missing:
        after = next((keyed[name] for name in names[names.index(missing[0]):] if name in keyed), table.rows[-1])
        yield Issue(after.path + ("key",), f"'{table.name}' is keyed by difficulty level but has no row for "
                    f"{alternatives(missing, 'and')}: at that level the paper would print no entry; add a row "
                    f"keyed '{missing[0]}'", table.id)


@check("table.repeated-key", "error")
def keys_once(context: Context) -> Iterator[Issue]:
    """Each row of a reference table has a key of its own: a repeated key prints one level twice
    (stages 0, 1, 1, 3) and leaves the players to guess which row holds."""
    for table in context.enc.reference_tables:
        keys = [str(row.key) for row in table.rows]  # as printed: 1 and "1" print alike
        first: dict[str, int] = {}
        for number, (key, row) in enumerate(zip(keys, table.rows, strict=True), start=1):
            if key in first:
                yield Issue(row.path + ("key",), f"'{table.name}' would print {table.key_label} {', '.join(keys)}: "
                            f"{key} twice (rows {first[key]} and {number}); give each row its own key", table.id)
            first.setdefault(key, number)


def _blank(text: str) -> bool:
    """Whether ``text`` prints nothing: no word and no icon once its markup (bold, bullets) is read."""
    return not any(run.icon or run.text.strip() for paragraph in parse(text) for run in paragraph.runs)


def _cells(enc: Encounter) -> Iterator[tuple[tuple, object, str, str | None]]:
    """(where, what it holds, what it is on paper, subject) for every cell and heading of every table
    the kit prints: roll and reference tables, the difficulty chart, the tiers of tracks."""
    for table in enc.tables:
        for number, row in enumerate(table.rows, start=1):
            yield from _row_cells(row, ("name", "text"), f"row {number} of '{table.name}'", table.id)
    for ref in enc.reference_tables:
        yield from _row_cells(ref, ("key_label", "value_label"), f"the headings of '{ref.name}'", ref.id)
        for number, entry in enumerate(ref.rows, start=1):
            yield from _row_cells(entry, ("key", "name", "text"), f"row {number} of '{ref.name}'", ref.id)
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
def no_empty_cell(context: Context) -> Iterator[Issue]:
    """No cell or heading of a table the kit prints (a roll or reference table's rows, the difficulty
    chart, a track's tiers) holds text that prints nothing: only spaces, or only markup such as ``**``.
    The paper would print an empty box where players look for a rule or a value."""
    for path, value, where, subject in _cells(context.enc):
        if isinstance(value, str) and _blank(value):
            yield Issue(path, f"a cell of {where} would print empty ('{value}' holds no word or icon): write "
                        f"what it says, or leave it out", subject)
