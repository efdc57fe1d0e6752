"""level.*: difficulty levels, tiers and table rows that differ as they claim (no copy-paste leftovers),
and exemptions that speak of their own level; and every value that varies by level, which
difficulty.monotonic holds to one way."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from printgen.checks.base import Issue, check, occurrence_at
from printgen.checks.context import Context
from printgen.checks.words import numbers_as_one, said
from printgen.model import Encounter
from printgen.model.difficulty import DifficultyLevel
from printgen.model.tables import ReferenceRow
from printgen.model.trackers import Tier, Track
from printgen.core.units import written_numbers

# --- values that vary by level --------------------------------------------------------------------------


@dataclass(frozen=True)
class LevelValues:
    """A value the file gives per difficulty level, outside the directed columns of the chart."""

    what: str
    """What varies, as the singular subject of a message: "the number of dice Doomsday Device rolls"."""
    harder: str | None
    """'more' or 'fewer' as the levels get harder; None where the file declares no way (either, not both)."""
    values: list[tuple[str, int, tuple]]
    """(level, number, where it is written), easiest level first; exempted levels left out."""
    subject: str | None
    why: str
    """How the file says why, where it is meant: "say why in an assumption that covers …"."""


def level_keyed(enc: Encounter, table) -> dict:
    """Level name -> its row, for a reference table keyed by difficulty level (two keys or more name
    levels); empty for any other table."""
    rows: dict = {}
    for row in table.rows:
        if (name := enc.difficulty.level_named(str(row.key))) is not None:
            rows.setdefault(name, row)
    return rows if len(rows) >= 2 else {}


def per_level_series(enc: Encounter) -> Iterator[LevelValues]:
    """Every value that varies by level and no directed column of the chart holds: the chart's columns
    of no direction, roll tables' dice per level, reference tables keyed by level, and each side's VP
    goal in a column directed otherwise."""
    yield from _undirected_columns(enc)
    yield from _table_dice(enc)
    yield from _keyed_tables(enc)
    yield from _vp_goals(enc)


def _one_number(value) -> int | None:
    """A cell's number: an int, or text that writes exactly one number ("Roll 3 dice")."""
    if isinstance(value, int):
        return value
    numbers = written_numbers(value) if isinstance(value, str) else []
    return numbers[0] if len(numbers) == 1 else None


def _undirected_columns(enc: Encounter) -> Iterator[LevelValues]:
    chart = enc.difficulty
    for column in (column for column in chart.columns if column.harder == "none"):
        exempt = {exemption.level for exemption in column.exempt}
        counted = [level for level in chart.levels if level.name not in exempt]
        values = [(level.name, number, level.path + ("values", column.id)) for level in counted
                  if (number := _one_number(level.values.get(column.id))) is not None]
        if len(values) == len(counted):  # a column of numbers, each cell one
            yield LevelValues(f"column '{column.label}'", None, values, column.id,
                         "exempt a level with a reason if this is intended")


def _table_dice(enc: Encounter) -> Iterator[LevelValues]:
    for table in enc.tables:
        if isinstance(table.dice, dict) and not table.assumed("dice"):
            values = [(level, table.dice[level], table.path + ("dice", level)) for level in enc.difficulty.level_names()
                      if level in table.dice]
            yield LevelValues(f"the number of dice {table.name} rolls", None, values, table.id,
                         f"say why in an assumption that covers tables.{table.id}.dice")


def _keyed_tables(enc: Encounter) -> Iterator[LevelValues]:
    """A reference table keyed by level whose rows say the same but for one number ("Roll 2 dice")."""
    for table in enc.reference_tables:
        rows = level_keyed(enc, table)
        alike = len({numbers_as_one(row.text) for row in rows.values()}) == 1
        values = [(level, number, rows[level].path + ("text",)) for level in enc.difficulty.level_names()
                  if level in rows and (number := _one_number(rows[level].text)) is not None]
        if rows and alike and len(values) == len(rows) and not table.assumed("rows"):
            yield LevelValues(f"the number in '{table.name}'", None, values, table.id,
                         f"say why in an assumption that covers reference_tables.{table.id}.rows")


def _vp_goals(enc: Encounter) -> Iterator[LevelValues]:
    """The VP an ending needs per level, where its side keeps VP on a track and the column holding the
    goal is directed otherwise: a harder level asks more of the Crisis Team, less of the Cosmic Threat."""
    vp_sides = {track.side for tracker in enc.trackers for track in tracker.components
                if isinstance(track, Track) and track.role == "victory-points"}
    for ending in enc.endings:
        column = enc.difficulty.column(ending.difficulty or "")
        harder = "more" if ending.winner == "crisis-team" else "fewer"
        if column is None or column.harder == harder or not vp_sides & {None, ending.winner}:
            continue
        exempt = {exemption.level for exemption in column.exempt}
        values = [(level, number, ending.path + ("difficulty",))
                  for level, number in enc.difficulty.numbers(column.id).items()
                  if level not in exempt and number is not None]
        yield LevelValues(f"the VP goal of '{ending.name}' (column '{column.label}')", harder, values, ending.id,
                     f"a harder level asks {harder} of the {'Crisis Team' if harder == 'more' else 'Cosmic Threat'}"
                     f"; exempt a level of '{column.label}' with a reason if this is intended")


# --- levels that differ -----------------------------------------------------------------------------------


def _level_rows(enc: Encounter) -> Iterator[tuple]:
    """(level, everything the kit prints for it) for each level: its chart row, the dice each roll
    table rolls at it, and its row of each table keyed by level."""
    columns = [column.id for column in enc.difficulty.columns]
    dice = [table.dice for table in enc.tables if isinstance(table.dice, dict)]
    keyed = [rows for table in enc.reference_tables if (rows := level_keyed(enc, table))]
    for level in enc.difficulty.levels:
        yield level, (tuple(str(level.values.get(column, "")) for column in columns),
                      tuple(str(per_level.get(level.name, "")) for per_level in dice),
                      tuple(said(rows[level.name].text) if level.name in rows else "" for rows in keyed))


def _same_levels(enc: Encounter) -> Iterator[Issue]:
    first: dict[tuple, DifficultyLevel] = {}
    labels = [column.label for column in enc.difficulty.columns]
    for level, printed in _level_rows(enc):
        earlier = first.setdefault(printed, level)
        if earlier is not level:
            cells = ", ".join(f"{label} {value}" for label, value in zip(labels, printed[0], strict=True))
            yield Issue(level.path + ("name",), f"level '{level.name}' prints the same as '{earlier.name}' "
                        f"({cells}{', and the same dice and rows' if printed[1] or printed[2] else ''}): it "
                        f"claims to differ but changes nothing; give it its own values, or leave one out")


def _same_tiers(enc: Encounter) -> Iterator[Issue]:
    for tracker in enc.trackers:
        for track in (component for component in tracker.components if isinstance(component, Track)):
            first: dict[frozenset, Tier] = {}
            for tier in (tier for tier in track.tiers if tier.values):
                earlier = first.setdefault(frozenset((key, str(value)) for key, value in tier.values.items()), tier)
                if earlier is not tier:
                    yield Issue(tier.path + ("values",), f"tier '{tier.label}' of track '{track.label}' prints the "
                                f"same values as tier '{earlier.label}': it claims to differ but changes nothing; "
                                f"give it its own values, or join the two tiers", track.id)


def _same_rows(enc: Encounter) -> Iterator[Issue]:
    """Rows of one effect, where each row claims its own: in a table of levels (cumulative, or keyed by
    difficulty level), or an effect of a name or of five words or more. "No effect." under two
    results of a roll may be meant."""
    for table in enc.reference_tables:
        levels = table.cumulative or bool(level_keyed(enc, table))
        first: dict[tuple, ReferenceRow] = {}
        for row in table.rows:
            earlier = first.setdefault((said(row.name or ""), said(row.text)), row)
            if earlier is not row and (levels or row.name or len(row.text.split()) >= 5):
                yield Issue(row.path + ("text",), f"{table.key_label} {row.key} of '{table.name}' prints the same "
                            f"as {table.key_label} {earlier.key}: it claims to differ but changes nothing; give it "
                            f"its own effect, or leave one out", table.id)


@check("level.identical", "warning")
def levels_differ(context: Context) -> Iterator[Issue]:
    """No two difficulty levels print the same in every column (and the same dice and rows of tables
    per level), no two tiers of a track the same values, no two rows of a reference table the same
    effect: a level that claims to differ and changes nothing is a copy left unedited."""
    enc = context.enc
    yield from _same_levels(enc)
    yield from _same_tiers(enc)
    yield from _same_rows(enc)


# --- reasons that speak of their own level ------------------------------------------------------------------

_COMPARISON = (r"\b(?:from|than|to|after|before|until|till|above|below|like|unlike|as|over|under|past|beyond|since|"
               r"between|versus|vs\.?|least|most)\s+(?:(?:at|in|on)\s+)?(?:the\s+)?")
_COMPARED_AFTER = re.compile(r"^\s*(?:on(?:wards?)?\b|and (?:up|above|harder|beyond)\b|or (?:harder|above)\b)",
                             re.IGNORECASE)


def _level_names(enc: Encounter) -> tuple[re.Pattern, re.Pattern]:
    """Any level's name as a word of its own, the longest first ('Very Hard' before 'Hard'); and what
    comes before a level named as a point of comparison ("than", "from the", "than Normal and")."""
    names = sorted((name for name in enc.difficulty.level_names() if re.search(r"\w", name)), key=len, reverse=True)
    name = rf"(?<!\w)(?:{'|'.join(re.escape(name) for name in names)})(?!\w)" if names else r"(?!)"  # (?!): none
    return re.compile(name), re.compile(rf"{_COMPARISON}(?:{name}(?:\s*,\s*|\s+(?:and|or)\s+))*$", re.IGNORECASE)


def _compared(text: str, match: re.Match, before: re.Pattern) -> bool:
    """Whether a level named at ``match`` is a point of comparison ("from Normal on", "than Hard"): read
    in the words just before it (a reason of many names is read once over, not once per name)."""
    near = text[max(0, match.start() - 120):match.start()]
    return bool(before.search(near) or _COMPARED_AFTER.match(text[match.end():match.end() + 40]))


@check("level.reason", "warning")
def reasons_speak_of_their_level(context: Context) -> Iterator[Issue]:
    """An exemption's reason speaks of the level it exempts: one that never names that level but names
    another as its subject ("Narrative play uses no cards" exempting Unstoppable) was pasted from that
    level. A level named as a point of comparison ("from Normal on", "fewer than Hard") is no subject."""
    enc = context.enc
    levels, compared = _level_names(enc)
    for column in enc.difficulty.columns:
        for index, exemption in enumerate(column.exempt):
            reason = exemption.reason
            own = re.search(rf"(?<!\w){re.escape(exemption.level)}(?!\w)", reason, re.IGNORECASE)
            other = next((match for match in levels.finditer(reason)
                          if match.group() != exemption.level and not _compared(reason, match, compared)), None)
            if own is None and other is not None:
                yield Issue(column.path + ("exempt", index, "reason"), f"the reason exempting {exemption.level} "
                            f"from '{column.label}' speaks of {other.group()}, not of {exemption.level}: a reason "
                            f"pasted from another level? Say why {exemption.level} differs", column.id,
                            needle=other.group(), occurrence=occurrence_at(reason, other.group(), other.start()))
