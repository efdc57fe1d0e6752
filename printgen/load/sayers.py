"""How each text reference says its value: ``{vp:victory}`` "12 VPs", ``{dice:surge}`` "1 die at Normal,
2 at Hard", ``{count:soldiers}`` "6", ``{name:id}``, ``{range:zone}`` "Range 3", ``{edge:zone}`` "south",
``{cost:hurl}`` "2"; each level's alone for a sheet of one level. (Where the references are found and
said: load/text_values.py.)"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from typing import Any

from printgen.core.memo import IdentityMemo
from printgen.model import Encounter, GameConstants
from printgen.model.setup_map import Zone
from printgen.model.trackers import Spots
from printgen.core.wording import count_of


class Unsaid(LookupError):
    """A reference whose id names nothing of its kind, or something without that value."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


def words_for(kind: str, ident: str, enc: Encounter, constants: GameConstants, level: str | None = None) -> str:
    """The words a reference prints (at one difficulty level, if given), or Unsaid."""
    say = SAYERS.get(kind)
    if say is None:
        raise Unsaid("markup.unknown-reference", f"unknown reference {{{kind}:…}}{_closest(kind, SAYERS)}; "
                     f"a text may say {', '.join('{' + k + ':id}' for k in SAYERS)}")
    said = say(enc, constants, ident)
    return said if level is None or kind not in PER_LEVEL else PER_LEVEL[kind](enc, constants, ident, level)


def _closest(asked: str, known) -> str:
    close = difflib.get_close_matches(asked, list(known), n=1)
    return f"; did you mean '{close[0]}'?" if close else ""


KIND_WORDS = {"setup map": "place on the setup map"}
"""How a message names a kind of thing whose name in Encounter.defined() is the part it belongs to."""


def _named(things: dict[str, Any], what: str, ident: str, enc: Encounter) -> Any:
    if ident in things:
        return things[ident]
    shown = ident if len(ident) <= 40 else ident[:40] + "…"
    other = next((kind for kind, defined in enc.defined().items()
                  if any(getattr(thing, "id", None) == ident for thing in defined)), None)
    hint = _closest(ident, things) or (f" (the file has: {', '.join(list(things)[:8])})" if things
                                       else f" (the file has no {what})")
    if other is not None:
        raise Unsaid("ref.unknown", f"'{shown}' is {_a(KIND_WORDS.get(other, other))}, not {_a(what)}{hint}")
    raise Unsaid("ref.unknown", f"unknown {what} '{shown}'{hint}")


def _a(noun: str) -> str:
    """The noun after its article: "a roll table", "an ending", "an order"."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def per_level(values: dict[str, int | None], noun: str, plural: str | None = None) -> str:
    """One number with its noun, or each level's ("1 die at Easy, 2 at Normal, 3 at Hard") where they
    differ; a level without a number is left out (check's table.dice-per-level reports it)."""
    known = {level: number for level, number in values.items() if number is not None}
    if not known:
        return f"no {plural or noun} at any level"
    if len(set(known.values())) == 1:
        return count_of(next(iter(known.values())), noun, plural)
    said = [f"{count_of(number, noun, plural) if n == 0 else number} at {level}"
            for n, (level, number) in enumerate(known.items())]
    return ", ".join(said)


def _vp(enc: Encounter, constants: GameConstants, ident: str) -> str:
    ending = _named({e.id: e for e in enc.endings}, "ending", ident, enc)
    if ending.difficulty is not None:
        return _levels_or_unsaid(enc.difficulty.numbers(ending.difficulty), "VP", "VPs", f"ending '{ident}'")
    if ending.vp is None:
        raise Unsaid("ref.no-value", f"ending '{ident}' has no vp: to print (give it `vp:` or `difficulty:`)")
    return count_of(ending.vp, "VP", "VPs")


def _dice(enc: Encounter, constants: GameConstants, ident: str) -> str:
    table = _named({t.id: t for t in enc.tables}, "roll table", ident, enc)
    dice = enc.dice(table)
    if isinstance(dice, int):
        return count_of(dice, "die", "dice")
    return _levels_or_unsaid(dice, "die", "dice", f"roll table '{ident}'")


def _levels_or_unsaid(values: dict[str, int | None], noun: str, plural: str, what: str) -> str:
    if all(number is None for number in values.values()):
        raise Unsaid("ref.no-value", f"{what} states no number at any level")
    return per_level(values, noun, plural)


def _count(enc: Encounter, constants: GameConstants, ident: str) -> str:
    spots = {c.id: c.count for tracker in enc.trackers for c in tracker.components if isinstance(c, Spots)}
    # a token or group whose id a set of spots shares is what "the {count:alarms} Alarm tokens" counts
    return str(_named(spots | enc.copies(), "token, Randomizer group or set of spots", ident, enc))


def nameable(enc: Encounter) -> dict[str, str]:
    """Id -> the name the kit prints for it, for everything a text may name by id (made once per file's
    load: a text may hold hundreds of {name:id})."""
    return _NAMES.get(enc, (), lambda: _nameable(enc))


_NAMES: IdentityMemo[dict[str, str]] = IdentityMemo(kept=8)


def _nameable(enc: Encounter) -> dict[str, str]:
    things = [*enc.defined().values(), enc.randomizers]
    names: dict[str, str] = {}
    for kind in things:
        for thing in kind:
            name = next((getattr(thing, field, None) for field in ("name", "title", "label", "character")
                         if getattr(thing, field, None)), None)
            ident = getattr(thing, "id", None)
            if ident and name:
                names.setdefault(ident, name)
    return names


def _name(enc: Encounter, constants: GameConstants, ident: str) -> str:
    return _named(nameable(enc), "id", ident, enc)


def range_words(inches: float, constants: GameConstants) -> str:
    """A length as the game says it: "Range {range} 3" for a range band's length, else in inches."""
    band = next((band for band, length in constants.range_inches().items() if abs(length - inches) < 1e-6), None)
    return f"Range {{range}} {band}" if band is not None else f"{inches:g} in"


def _range(enc: Encounter, constants: GameConstants, ident: str) -> str:
    zone: Zone = _named({z.id: z for z in enc.setup_map.deployment}, "zone", ident, enc)
    length = zone.depth if zone.depth is not None else zone.radius
    if length is None:
        raise Unsaid("ref.no-value", f"zone '{ident}' is a polygon: it has no depth or radius to print")
    return range_words(length, constants)


def _edge(enc: Encounter, constants: GameConstants, ident: str) -> str:
    zone: Zone = _named({z.id: z for z in enc.setup_map.deployment}, "zone", ident, enc)
    side = zone.edge or zone.corner
    if side is None:
        raise Unsaid("ref.no-value", f"zone '{ident}' is a polygon: it lies along no edge or corner")
    return side


def _cost(enc: Encounter, constants: GameConstants, ident: str) -> str:
    powers = {power.id: power for power in enc.defined()["superpower"] if getattr(power, "id", None)}
    power = _named(powers, "superpower", ident, enc)
    if power.cost is None:
        raise Unsaid("ref.no-value", f"superpower '{ident}' has no cost to print")
    return str(power.cost)


def _vp_at(enc: Encounter, constants: GameConstants, ident: str, level: str) -> str:
    ending = next(e for e in enc.endings if e.id == ident)
    number = enc.difficulty.numbers(ending.difficulty).get(level) if ending.difficulty else ending.vp
    return count_of(number, "VP", "VPs") if number is not None else _vp(enc, constants, ident)


def _dice_at(enc: Encounter, constants: GameConstants, ident: str, level: str) -> str:
    dice = enc.dice(next(t for t in enc.tables if t.id == ident))
    number = dice if isinstance(dice, int) else dice.get(level)
    return count_of(number, "die", "dice") if number is not None else _dice(enc, constants, ident)


PER_LEVEL: dict[str, Callable[[Encounter, GameConstants, str, str], str]] = {"vp": _vp_at, "dice": _dice_at}
"""The kinds whose value may vary by level, said for one level (once the reference is known to resolve)."""


SAYERS: dict[str, Callable[[Encounter, GameConstants, str], str]] = {
    "vp": _vp, "dice": _dice, "count": _count, "name": _name, "range": _range, "edge": _edge,
    "cost": _cost}
"""Each kind of reference and how it says its value."""
