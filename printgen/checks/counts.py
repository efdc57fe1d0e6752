"""The counts a text writes, read against what the kit prints ("the 6 Cerebro Tower Randomizer tokens",
"all four Doomsday Consoles", "place 5 Evacuees" of 4): the reading ref.count-in-text (checks/refs.py)
reports, each text read once in a process."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache, partial
from typing import NamedTuple

from printgen.core import units
from printgen.checks.base import occurrence_at
from printgen.checks.words import Slip, name_or_plural
from printgen.core.markup import plain
from printgen.model import Encounter
from printgen.model.trackers import Spots

_NUMBER = r"(" + units.WRITTEN_NUMBER + r")"
_TOKENS_WORD = r"(?:\s+(?i:tokens?))?"
_NOT_A_LONGER_NAME = r"(?!\s+[A-Z])"  # "the 5 Mutant Signal tokens" does not count the token 'Mutant'
_COUNT_PHRASE = re.compile(r"\b(?i:the|all|shuffles?)\s+(?i:" + _NUMBER + r")\s+\"?")
"""A count that claims every copy: the 6 …, all four …, shuffle 8 …"""
_RESTRICTED = re.compile(r"\s+(?:nearest|closest|farthest|furthest|within|that|which|who|with|in|on|at|from|near|"
                         r"beside|adjacent|left|remaining|still|chosen|of)\b", re.IGNORECASE)  # some, not all
_ANY_COUNT = re.compile(r"\b(?i:" + _NUMBER + r")\s+\"?")
"""Any count: more than the kit prints is wrong whatever the sentence says of them."""


class _Counted(NamedTuple):
    name: str
    follows: str       # a regex for the words after the number
    copies: int        # what the data has
    what: str
    ident: str         # its id, for the reference that prints the count, {count:id}


def countable(enc: Encounter) -> tuple[tuple[str, int, str, str], ...]:
    """(a regex of what follows the number, the count the data has, what that is) for each set of spots,
    Randomizer group and token: longest names first, so that a name is never matched by its first
    words alone, and spots before a group or token of the same name ("spots" must follow them)."""
    sizes = enc.copies()
    spots = [_Counted(c.label, re.escape(c.label) + r"\"?\s+spots?", c.count, f"'{c.label}' spots", c.id)
             for tracker in enc.trackers for c in tracker.components if isinstance(c, Spots)]
    groups = [_Counted(group.name, name_or_plural(group.name) + r"(?:\s+Randomizers?)?" + _TOKENS_WORD,
                       sizes[group.id], f"Randomizer group '{group.name}'", group.id) for group in enc.randomizers]
    tokens = [_Counted(token.name, name_or_plural(token.name) + _TOKENS_WORD, token.count, f"token '{token.name}'",
                       token.id) for token in enc.tokens]
    ordered = sorted([*spots, *groups, *tokens], key=lambda counted: -len(counted.name))  # stable: spots first
    return tuple((r"(?i:" + c.follows + r")\"?\b" + _NOT_A_LONGER_NAME, c.copies, c.what, c.ident) for c in ordered)


@lru_cache(maxsize=8)
def miscounts_of(counted: tuple[tuple[str, int, str, str], ...]) -> Callable[[str], tuple[Slip, ...]]:
    """The finder of wrong counts of what there is to count: its patterns compiled once, and each text
    read once in a process (hashing what there is to count once, not once a text)."""
    patterns = [(re.compile(follows), count, what, ident) for follows, count, what, ident in counted]
    return lru_cache(maxsize=1 << 12)(partial(_miscounts, patterns=patterns))


def _miscounts(written: str, patterns: list[tuple[re.Pattern, int, str, str]]) -> tuple[Slip, ...]:
    """The wrong counts of one text."""
    text, slips = plain(written), []
    claims = {phrase.start(1): phrase.start() for phrase in _COUNT_PHRASE.finditer(text)}
    for phrase in _ANY_COUNT.finditer(text):
        found = next(((match, count, what, ident) for pattern, count, what, ident in patterns
                      if (match := pattern.match(text, phrase.end()))), None)
        said_count = units.whole_number(phrase.group(1))  # _NUMBER matches only what it reads
        every = phrase.start(1) in claims and found is not None and not _RESTRICTED.match(text, found[0].end())
        if found is None or said_count is None or not _miscounted(said_count, found, every):
            continue
        match, count, what, ident = found
        said = text[phrase.start(1):match.end()]
        quoted = text[claims.get(phrase.start(1), phrase.start(1)):match.end()]
        slips.append(Slip(said, occurrence_at(text, said, phrase.start(1)),
                          f"the text says \"{quoted}\" but the data has {count} ({what}): write "
                          f"{{count:{ident}}} to print the data's count, or correct the count in the data"))
    return tuple(slips)


def _miscounted(said: int, found: tuple[re.Match, int, str, str], claims_every_copy: bool) -> bool:
    """A count that claims every copy must be the data's; any other, of tokens (a plural, or the word
    'tokens': "3 Momentum" is an amount, not tokens), must not be more than the kit prints."""
    match, count = found[:2]
    if claims_every_copy:
        return said != count
    return said > count and bool(re.search(r"(?:s|tokens?|Randomizers?)\"?$", match.group(), re.IGNORECASE))

