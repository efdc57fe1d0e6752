"""ending.*: every ending can be reached, the rule that lists the endings lists every one, each side can
win by one, and an ending's text names its own winner."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from printgen.checks.base import Issue, check, occurrence_at
from printgen.checks.context import Context
from printgen.core.markup import plain
from printgen.model import Encounter
from printgen.model.rules import walk_rules
from printgen.model.tokens import RandomizerGroup, Token
from printgen.model.trackers import Track
from printgen.core.units import WRITTEN_NUMBER, whole_number
from printgen.core.wording import count_of, number_range

SIDES = {"crisis-team": "the Crisis Team", "cosmic-threat": "the Cosmic Threat"}


def _tracks(enc: Encounter) -> Iterator[tuple]:
    """(tracker, track) for every track of every tracker."""
    for tracker in enc.trackers:
        yield from ((tracker, component) for component in tracker.components if isinstance(component, Track))


class Countable(NamedTuple):
    """Something a threshold can be counted on: a track's spaces, or the copies of a token."""

    lowest: int
    highest: int
    what: str
    """What bounds it, as a message says it: "track 'Doom' runs 0–10"."""
    widen: str
    """How to make room for more, as a message says it: "run the track to" or "print"."""


def _vp_tracks(enc: Encounter, side: str) -> list[tuple]:
    return [(tracker, track) for tracker, track in _tracks(enc)
            if track.role == "victory-points" and track.side in (None, side)]


def _fixed_and_per_level(enc: Encounter, ending) -> Iterator[tuple[str, int, tuple]]:
    """(' at LEVEL' or '', the threshold, where it is written) for an ending's fixed VP and each level's
    value in the difficulty column it names."""
    if ending.vp is not None:
        yield "", ending.vp, ending.path + ("vp",)
    yield from _per_level(enc, ending)


def _per_level(enc: Encounter, ending) -> Iterator[tuple[str, int, tuple]]:
    column = enc.difficulty.column(ending.difficulty or "")
    if column is None:
        return
    exempt = {exemption.level for exemption in column.exempt}
    numbers = enc.difficulty.numbers(column.id)
    for level in enc.difficulty.levels:
        if level.name not in exempt and (value := numbers.get(level.name)) is not None:
            yield f" at {level.name}", value, level.path + ("values", column.id)


def _below_vp_track(enc: Encounter, ending) -> Iterator[Issue]:
    """A VP threshold below the first space of the track its side keeps VP on (past the end is
    tracker.victory-points): the marker can never stand on it."""
    for tracker, track in _vp_tracks(enc, ending.winner):
        for at_level, needed, path in _fixed_and_per_level(enc, ending):
            if needed < track.first:
                yield Issue(path, f"'{ending.name}' needs {needed} VP{at_level}, below the first space ({track.first}) "
                            f"of track '{track.label}' on '{tracker.name}', which counts {SIDES[ending.winner]}'s "
                            f"VP: the marker can never stand there; start the track at {needed} or raise the "
                            f"threshold", ending.id)


def _names(label: str, name: str) -> bool:
    """Whether a column headed ``label`` names the thing called ``name`` (plural allowed)."""
    return re.search(rf"(?<!\w){re.escape(name)}(?:s|es)?(?!\w)", label, re.IGNORECASE) is not None


def _tokens_and_groups(enc: Encounter) -> list[Token | RandomizerGroup]:
    return [*enc.tokens, *enc.randomizers]


def _counted(enc: Encounter, label: str) -> Countable | None:
    """What a threshold column headed ``label`` counts, when it names exactly one track (by its label)
    or, naming none, exactly one token or Randomizer group (a track's marker is no count)."""
    tracks = [Countable(track.first, track.last, f"track '{track.label}' on '{tracker.name}' runs "
                      f"{number_range(track.first, track.last)}", "run the track to")
              for tracker, track in _tracks(enc) if _names(label, track.label)]
    if tracks:
        return tracks[0] if len(tracks) == 1 else None
    markers = {track.token for _, track in _tracks(enc)}
    printed = enc.copies()
    things = [(thing.id, thing.name) for thing in _tokens_and_groups(enc)
              if thing.id not in markers and _names(label, thing.name)]
    if len(things) != 1:
        return None
    ident, name = things[0]
    return Countable(0, printed[ident], f"the kit prints {count_of(printed[ident], f'{name} token')}",
                 "raise the token's count to")


def _past_what_it_counts(enc: Encounter, ending) -> Iterator[Issue]:
    """Each level's threshold in the column an ending names lies within what the column's heading
    counts: the spaces of the track it names, or the copies of the token it names."""
    column = enc.difficulty.column(ending.difficulty or "")
    bound = _counted(enc, column.label) if column is not None else None
    if column is None or bound is None:
        return
    for at_level, needed, path in _per_level(enc, ending):
        if not bound.lowest <= needed <= bound.highest:
            widen = f", or {bound.widen} {needed}" if needed > bound.highest else ""
            yield Issue(path, f"'{ending.name}' needs {needed}{at_level} (column '{column.label}'), but {bound.what}: "
                        f"{SIDES[ending.winner]} can never win by it at that level; bring the threshold within "
                        f"{number_range(bound.lowest, bound.highest)}{widen}", ending.id)


# --- the most VP a side can score, where the words say it of tokens alone ----------------------------------

_VP = r"(?:VPs?|victory\s+points?)"
_VERB = r"(?:scor(?:es?|ing|ed)|gain(?:s|ing|ed)?|earn(?:s|ing|ed)?|receives?|gets?|getting|worth|awards?|gives?|" \
        r"grants?)"
_SCORING = re.compile(rf"\b(?:{_VERB}|{WRITTEN_NUMBER})\s+(?:\w+\s+){{0,2}}?{_VP}\b", re.IGNORECASE)
"""A number of VP, or VP scored ("2 VPs", "earns victory points"); not a label ("Crisis Team VP")."""
_AWARD = re.compile(rf"\b{_VERB}\s+(?P<number>{WRITTEN_NUMBER})\s+{_VP}\s+for\s+each\s+(?P<what>[\w' -]+)",
                    re.IGNORECASE)
_SIDE = re.compile(r"\b(?:(?P<crisis>Crisis\s+Team(?:\s+players?)?)|(?P<cosmic>Cosmic\s+Threat(?:\s+players?)?)|"
                   r"players?)\b", re.IGNORECASE)
_AGAIN = re.compile(r"\b(?:rounds?|turns?|phases?|activations?|times?|whenever|when|while|during|per|again|"
                    r"control\w*|hold\w*|secur\w*|contest\w*|occup\w*)\b", re.IGNORECASE)
_WINS = re.compile(r"\bwins?\b", re.IGNORECASE)
_ANY_VP = re.compile(rf"\b{_VP}\b", re.IGNORECASE)
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")


def _scorer(sentence: str, before: int) -> str | None:
    """The side named last before ``before`` (None: none, or 'players', which may be either)."""
    named = [match for match in _SIDE.finditer(sentence[:before])]
    if not named:
        return None
    return "crisis-team" if named[-1].group("crisis") else "cosmic-threat" if named[-1].group("cosmic") else None


def _per_token(sentence: str, awards: list[tuple[str, str, int]]) -> tuple[str | None, str, int] | None:
    """(who scores, what, how many VP at most) when ``sentence`` scores one number of VP for each of a
    token the kit prints a fixed number of, once ("2 VPs for each Sluice Gate it closes"); None for
    any other sentence that scores VP (each round, while holding, for a KO, in words of its own).
    ``awards``: (a token's or group's name in lower case, its name as a message says it, its copies)."""
    award = _AWARD.search(sentence)
    if award is None or len(_SCORING.findall(sentence)) != 1 or _AGAIN.search(sentence):
        return None
    what = award.group("what").casefold()
    token = next((token for token in awards if re.match(rf"{re.escape(token[0])}(?:e?s)?\b", what)), None)
    if token is None:
        return None
    _, label, copies = token
    each = whole_number(award.group("number")) or 0
    return _scorer(sentence, award.start()), f"{count_of(each, 'VP')} for each of {copies} {label}", each * copies


def _most_vp(context: Context) -> dict[str, tuple[int, list[str]] | None]:
    """Side -> (the most VP it can score, how) where the words score it VP, and every sentence that does
    is a fixed number for each of a token, once; None for a side whose scoring the words leave open, or
    never state (a file may score in words no pattern reads: "move the marker up two spaces")."""
    enc = context.enc
    printed = enc.copies()
    awards = sorted(((thing.name.casefold(), f"{thing.name} tokens", printed[thing.id])  # the longest name first
                     for thing in _tokens_and_groups(enc)), key=lambda token: -len(token[0]))
    most: dict[str, tuple[int, list[str]] | None] = {"crisis-team": (0, []), "cosmic-threat": (0, [])}
    for field in (field for field in context.game_texts if _ANY_VP.search(field.text)):  # most texts score nothing
        for sentence in _SENTENCE.split(plain(field.text)):
            scoring = _SCORING.search(sentence)
            if scoring is None or _WINS.search(sentence):
                continue
            found = _per_token(sentence, awards)
            side = found[0] if found else _scorer(sentence, scoring.start())  # who scores: the subject
            for each in [side] if side else list(most):  # a sentence that names no scorer leaves both open
                total = most[each]
                most[each] = None if total is None or found is None or side is None else \
                    (total[0] + found[2], total[1] + [found[1]])
    return {side: total if total and total[1] else None for side, total in most.items()}


def _past_the_scoring(enc: Encounter, ending, most: tuple[int, list[str]] | None) -> Iterator[Issue]:
    """A VP threshold more than every sentence that scores the side VP can give it, all told."""
    if most is None:
        return
    for at_level, needed, path in _fixed_and_per_level(enc, ending):
        if needed > most[0]:
            how = "; ".join(most[1])
            yield Issue(path, f"'{ending.name}' needs {needed} VP{at_level}, but the rules give "
                        f"{SIDES[ending.winner]} at most {most[0]} ({how}): it can never win by it; let it score "
                        f"more, or lower the threshold", ending.id, severity="warning")


@check("ending.unreachable", "error")
def endings_can_happen(context: Context) -> Iterator[Issue]:
    """Every ending's threshold can be reached on the paper that counts it: a VP threshold (fixed or
    per level) not below the first space of the track its side keeps VP on (past its end is
    tracker.victory-points), and each level's threshold in a difficulty column whose heading names a
    track or a token ("Subdue Tokens Needed") within that track's spaces or the copies the kit prints.
    And, a warning since it is read from the words, a VP threshold no more than the side can score
    where every sentence that scores it VP gives a number for each of a token, once ("2 VPs for each
    Sluice Gate it closes"): those numbers times the copies printed, all told. Scoring each round, while
    holding something, or in other words is open-ended, and leaves the side alone."""
    enc = context.enc
    most = _most_vp(context) if any(_vp_tracks(enc, ending.winner) for ending in enc.endings) else {}
    for ending in enc.endings:
        if _vp_tracks(enc, ending.winner):
            yield from _below_vp_track(enc, ending)
            yield from _past_the_scoring(enc, ending, most.get(ending.winner))
        else:
            yield from _past_what_it_counts(enc, ending)


@check("ending.unlisted", "warning")
def endings_listed(context: Context) -> Iterator[Issue]:
    """Once a rule lists the endings (``endings: [...]``), the rules that list them name every ending
    the file defines: one left out would print apart from the others, under a heading of its own, and
    not on the tip card that prints the rule."""
    listing = [block for block in walk_rules(context.enc.rules) if block.endings]
    listed = {ident for block in listing for ident in block.endings}
    for ending in context.enc.endings:
        if listing and ending.id not in listed:
            rule = listing[0]
            yield Issue(ending.path + ("id",), f"the rule '{rule.title}', which lists the endings "
                        f"({', '.join(rule.endings)}), leaves out '{ending.name}': it would print apart from "
                        f"them, and not where the rule is printed; add '{ending.id}' to its endings", ending.id)


# --- each side can win, and a text names its own winner ----------------------------------------------

_SIDE_WORDS = {"crisis-team": r"Crisis\s+Team", "cosmic-threat": r"Cosmic\s+Threat"}
_OTHER = {"crisis-team": "cosmic-threat", "cosmic-threat": "crisis-team"}


def _claim_of(side: str) -> re.Pattern:
    """'the Crisis Team (players) (immediately) win(s)', or 'if the Crisis Team …, they win' (the side named
    last before 'they'; each side name starts one scan, which stops at the next, so a text is read once)."""
    name, other = _SIDE_WORDS[side], _SIDE_WORDS[_OTHER[side]]
    return re.compile(rf"\b(?P<side>{name})(?:(?:\s+players?)?(?:\s+\w+ly)?\s+wins?\b"
                      rf"|(?:(?!{name}|{other})[^.!?;])*?,\s+they(?:\s+\w+ly)?\s+win\b)", re.IGNORECASE)


_CLAIMS_A_WIN = {side: _claim_of(side) for side in _SIDE_WORDS}


@check("ending.sides", "error")
def both_sides_can_win(context: Context) -> Iterator[Issue]:
    """Each side wins by at least one ending, once there is more than one: endings all won by one side
    leave the other no way to win (often a pasted ending whose ``winner`` was not changed). A single
    ending is a sketch still being written, and is left alone."""
    endings = context.enc.endings
    winners = {ending.winner for ending in endings}
    if len(endings) > 1 and len(winners) == 1:
        (winner,) = winners
        yield Issue(("endings",), f"every ending is won by {SIDES[winner]}: the rules would print no way for "
                    f"{SIDES[_OTHER[winner]]} to win; give an ending 'winner: {_OTHER[winner]}'")


def _ending_texts(ending):
    yield ending.path + ("text",), ending.text
    yield from ((ending.path + ("details", index), detail) for index, detail in enumerate(ending.details))


@check("ending.winner-text", "warning")
def text_names_its_winner(context: Context) -> Iterator[Issue]:
    """An ending's text (and its details) says its own ``winner`` wins, not the other side: an ending won
    by the Cosmic Threat whose text reads "the Crisis Team wins" is a pasted copy. A text that names
    both sides winning is left alone (an 'otherwise')."""
    for ending in context.enc.endings:
        other = _OTHER[ending.winner]
        for path, text in _ending_texts(ending):
            claim = _CLAIMS_A_WIN[other].search(text)
            if claim is None or _CLAIMS_A_WIN[ending.winner].search(text):
                continue
            needle = claim.group("side").split()[0]
            yield Issue(path, f"'{ending.name}' would print that {SIDES[other]} wins, but its winner is "
                        f"{ending.winner}: correct the text (a pasted copy?), or the winner", ending.id,
                        needle=needle, occurrence=occurrence_at(text, needle, claim.start("side")))
