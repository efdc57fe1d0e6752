"""What the paper will show, checked before it is printed: faces and tables that would print wrong."""

from __future__ import annotations

import re

from pydantic import BaseModel

from printgen.checks.base import Issue, check, occurrence_at
from printgen.model import StatCard
from printgen.model.trackers import Spots
from printgen.limits import DICE
from printgen.units import written_numbers
from printgen.wording import count_of

# --- dice at every level ------------------------------------------------------------------------------


def _table_name(table) -> str:
    """'the Doomsday Device table', but 'the Rampage Chart' (a name that says what it is)."""
    return f"the {table.name}" if re.search(r"\b(?:table|chart)$", table.name, re.IGNORECASE) else \
        f"the {table.name} table"


def _cell_without_dice(enc, column_id: str, level, number: int | None) -> tuple[tuple, str] | None:
    """Where and why the cell of ``level`` in the ``dice_from`` column (read as ``number``) gives no
    whole number of dice."""
    label, value = enc.difficulty.column(column_id).label, level.values.get(column_id)
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


def _levels_without_dice(enc, table):
    """(level, where, why) for each level at which ``table`` rolls no whole number of dice."""
    numbers = enc.difficulty.numbers(table.dice_from) if table.dice_from else {}  # read once, not per level
    for level in enc.difficulty.levels:
        if isinstance(table.dice, dict) and level.name not in table.dice:
            yield level, table.path + ("dice",), f"the dice list gives no number for {level.name}: add " \
                f"'{level.name}: N'"
        elif table.dice_from and (found := _cell_without_dice(enc, table.dice_from, level, numbers[level.name])):
            yield level, *found


@check("table.dice-per-level", "error")
def dice_at_every_level(context):
    """Every roll table rolls a whole number of dice at every difficulty level: its ``dice`` is one
    number or names every level, and each cell of its ``dice_from`` column writes a number (in digits
    or words, "Roll four dice"). Otherwise the rules and tip card print no dice for that level and
    the odds leave it out."""
    for table in context.enc.tables:
        for level, path, why in _levels_without_dice(context.enc, table):
            yield Issue(path, f"at {level.name}, {_table_name(table)} would print no dice: {why}", table.id)


# --- stat cards ---------------------------------------------------------------------------------------


def _plain(value):
    """A value as data, to compare an injured side's value with the healthy one (a node's place in the
    file is part of its equality, so two equal attacks at two places would differ)."""
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value.model_dump() if isinstance(value, BaseModel) else value


def _injury_changes(card: StatCard) -> bool:
    """Whether the card's ``injured`` changes anything the healthy side prints."""
    injured = card.injured
    return injured is not None and any(
        getattr(injured, name) is not None and _plain(getattr(injured, name)) != _plain(getattr(card, name, None))
        for name in type(injured).model_fields)


@check("card.injured-repeats", "warning")
def injured_face_differs(context):
    """A printed stat card's INJURED face differs from its healthy face: its ``injured`` gives something
    that changes, unless an assumption covers ``cards.<id>.injured`` (the designer says so on purpose).
    Every printed stat card prints an INJURED face, which would otherwise repeat the healthy stats."""
    for card in context.enc.cards:
        if isinstance(card, StatCard) and card.printed and not card.assumed("injured") and not _injury_changes(card):
            yield Issue(card.path + (("injured",) if card.injured else ()), f"the INJURED face of "
                        f"'{card.character}' would repeat the healthy side: give `injured:` what changes, or "
                        f"declare it in an assumption that covers `cards.{card.id}.injured`", card.id)


# --- reference tables ---------------------------------------------------------------------------------


@check("table.repeated-key", "error")
def keys_once(context):
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


# --- tracker spots ------------------------------------------------------------------------------------


def _holdable(enc) -> dict[str, str]:
    """What spots may hold -> its name: a token, or a Randomizer group. A group's own token is left out:
    ref.randomizer-spots already holds its spots to the group's size."""
    tokens = {token.id: token.name for token in enc.tokens if not token.randomizer}
    return tokens | {group.id: group.name for group in enc.randomizers}


@check("tracker.spots-count", "warning")
def spots_can_fill(context):
    """Spots are no more than the copies the kit prints of the token they hold (without ``--spares``;
    of its tokens, for a Randomizer group): a spot beyond them can never fill."""
    enc = context.enc
    names, printed = _holdable(enc), enc.copies()  # the copies without --spares
    for tracker in enc.trackers:
        for spots in (component for component in tracker.components if isinstance(component, Spots)):
            if spots.token not in names:
                continue  # a Randomizer group's own token: ref.randomizer-spots counts it
            copies, name = printed[spots.token], names[spots.token]
            if spots.count > copies:
                yield Issue(spots.path + ("count",), f"'{spots.label}' would print {spots.count} spots for "
                            f"{count_of(copies, f'{name} token')}: {count_of(spots.count - copies, 'spot')} can never "
                            f"fill; print {copies} spots, or raise the token's count to {spots.count}", spots.id)


# --- articles -----------------------------------------------------------------------------------------

# 'a' or 'an' as a word of its own, then the next word on the line (bold markers and a quote allowed
# between): an icon between them is read by its name, which this does not guess, so it is skipped
_ARTICLE = re.compile(r"(?<![^\s(\[\"“‘*—–])(an?)(?=\s)[ \t]*+\n?+[ \t]*+(?:\*\*)?[\"“‘']?([A-Za-z0-9][\w'’-]*)",
                      re.IGNORECASE)
# Words whose vowel letter sounds a consonant: unit, use, uranium, European, ewe, one, once
_CONSONANT_SOUND = re.compile(r"uni(?![nmd])|unan|u[bcdfghjklqrstvwxz][aeiouy]|eu|ewe|ones?$|once|ouija")
_SILENT_H = re.compile(r"hour|honest|hono(?:u)?r|heir")
_EITHER = re.compile(r"histor")  # 'a historic' and 'an historic' are both written
_VOWEL_LETTER_NAMES = set("AEFHILMNORSX")  # an F, an R3, an X; a KO, a U


def _word_articles(word: str) -> set[str]:
    lower = word.lower()
    if _EITHER.match(lower):
        return {"a", "an"}
    if lower[0] in "aeiou":
        return {"a"} if _CONSONANT_SOUND.match(lower) else {"an"}
    return {"an"} if _SILENT_H.match(lower) else {"a"}


def _number_articles(word: str) -> set[str]:
    number = re.match(r"\d+", word)
    assert number is not None  # the word starts with a digit
    digits = number.group()
    return {"an"} if digits.startswith("8") or digits in ("11", "18") else {"a"}  # an 8, an 11, an 18


def _fitting_articles(word: str) -> set[str]:
    """The articles that fit the sound of ``word`` as read aloud (one, or both if it reads two ways)."""
    if word[0].isdigit():
        return _number_articles(word)
    letter = {"an" if word[0].upper() in _VOWEL_LETTER_NAMES else "a"}
    if len(word) == 1 or any(character.isdigit() for character in word):
        return letter  # a letter named: an X, an R3
    return letter | _word_articles(word) if _may_be_letters(word) else _word_articles(word)


def _may_be_letters(word: str) -> bool:
    """Short capitals (KO, HQ, but also ONE in a heading) or capitals inside a word (sRGB, NPCs, KO'd)
    may be read letter by letter: either reading's article is accepted."""
    return len(word) <= 4 if word.isupper() else sum(character.isupper() for character in word) >= 2


def _is_a_label(text: str, match: re.Match) -> bool:
    """'zone A is', 'Plan A or B': a capital A after a word names something; 'a and b' names letters."""
    after_a_word = match.group(1) == "A" and text[:match.start()].rstrip(" \t")[-1:].isalnum()
    return after_a_word or match.group(2).lower() in ("and", "or")


def _as_written(article: str, like: str, word: str) -> str:
    """``article`` in the case of the article it replaces."""
    if like.isupper() and (len(like) > 1 or (word.isupper() and len(word) > 1)):
        return article.upper()
    return article.capitalize() if like[0].isupper() else article


@check("text.article", "warning")
def articles_fit(context):
    """'a' or 'an' fits the sound of the word after it: 'an Evacuee', 'a unit', 'an Ultimate', 'a one-
    off', 'an hour', 'a European', 'an R3', 'a KO', 'an 8'. Every text proofread (a correction's 'was'
    keeps the seed's words as they stand); a word after an icon is left alone (the icon is read)."""
    for field in context.texts:
        for match in _ARTICLE.finditer(field.text):
            article, word = match.groups()
            fitting = _fitting_articles(word.split("-")[0])  # a one-off, an X-ray: the first part is read
            if article.lower() in fitting or _is_a_label(field.text, match):
                continue
            better = _as_written(next(iter(fitting)), article, word)
            yield Issue(field.path, f"the kit would print '{article} {word}': write '{better} {word}' ('{word}' "
                        f"begins with a {'vowel' if better.lower() == 'an' else 'consonant'} sound)", field.subject,
                        needle=article, occurrence=occurrence_at(field.text, article, match.start()))


# --- endings ------------------------------------------------------------------------------------------

SIDE_NAMES = {"crisis-team": "the Crisis Team", "cosmic-threat": "the Cosmic Threat"}
_SIDE_WORDS = {"crisis-team": r"Crisis\s+Team", "cosmic-threat": r"Cosmic\s+Threat"}
_OTHER = {"crisis-team": "cosmic-threat", "cosmic-threat": "crisis-team"}


def _wins(side: str) -> re.Pattern:
    """'the Crisis Team (players) (immediately) win(s)', or 'if the Crisis Team …, they win' (the side named
    last before 'they'; each side name starts one scan, which stops at the next, so a text is read once)."""
    name, other = _SIDE_WORDS[side], _SIDE_WORDS[_OTHER[side]]
    return re.compile(rf"\b(?P<side>{name})(?:(?:\s+players?)?(?:\s+\w+ly)?\s+wins?\b"
                      rf"|(?:(?!{name}|{other})[^.!?;])*?,\s+they(?:\s+\w+ly)?\s+win\b)", re.IGNORECASE)


_WINS = {side: _wins(side) for side in _SIDE_WORDS}


@check("ending.sides", "error")
def both_sides_can_win(context):
    """Each side wins by at least one ending, once there is more than one: endings all won by one side
    leave the other no way to win (often a pasted ending whose ``winner`` was not changed). A single
    ending is a sketch still being written, and is left alone."""
    endings = context.enc.endings
    winners = {ending.winner for ending in endings}
    if len(endings) > 1 and len(winners) == 1:
        (winner,) = winners
        yield Issue(("endings",), f"every ending is won by {SIDE_NAMES[winner]}: the rules would print no way for "
                    f"{SIDE_NAMES[_OTHER[winner]]} to win; give an ending 'winner: {_OTHER[winner]}'")


def _ending_texts(ending):
    yield ending.path + ("text",), ending.text
    yield from ((ending.path + ("details", index), detail) for index, detail in enumerate(ending.details))


@check("ending.winner-text", "warning")
def text_names_its_winner(context):
    """An ending's text (and its details) says its own ``winner`` wins, not the other side: an ending won
    by the Cosmic Threat whose text reads "the Crisis Team wins" is a pasted copy. A text that names
    both sides winning is left alone (an 'otherwise')."""
    for ending in context.enc.endings:
        other = _OTHER[ending.winner]
        for path, text in _ending_texts(ending):
            claim = _WINS[other].search(text)
            if claim is None or _WINS[ending.winner].search(text):
                continue
            needle = claim.group("side").split()[0]
            yield Issue(path, f"'{ending.name}' would print that {SIDE_NAMES[other]} wins, but its winner is "
                        f"{ending.winner}: correct the text (a pasted copy?), or the winner", ending.id,
                        needle=needle, occurrence=occurrence_at(text, needle, claim.start("side")))
