"""text.unknown-name: a phrase in the shape of one of the file's names ("6 Flotsam tokens", "the Tide
Tracker", "a Tidal Lash attack") names something, so a thing renamed in one place is not left under its
old name in the rules, on a card or in a flowchart step.

A name is written in capitals before the kind of thing it names. The phrase is compared whole with the
names of the file's things (tokens and their faces, groups, cards, trackers and their parts, tables,
endings, superpowers and attacks, characters, setup map labels), of the core rules, of the game's own
things and of the glossary: each of its words may be known while the phrase names nothing ("Tide
Tracker" beside the tier "Spring Tide" and the "Flood Tracker"). A rule's title is prose, not a thing:
it is left behind by a rename as easily as a sentence, so it defines no name.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator
from functools import cache, lru_cache

from printgen.checks.base import Issue, check, occurrence_at
from printgen.checks.context import Context
from printgen.checks.text.proofreading import GAME_TERMS, glossary
from printgen.load.loader import core_rules
from printgen.model import StatCard
from printgen.model.rules import RuleBlock, walk_rules
from printgen.model.tree import tree_of

KINDS = ("token", "marker", "counter", "card", "tracker", "track", "attack", "table")
"""Words after a name that say what it names (a superpower's name: ref.superpower)."""
_PHRASE = re.compile(r"((?:\b[A-Z][\w'’-]*\s+){1,4})((?i:" + "|".join(KINDS) + r"))s?\b")
_PLAIN = {"the", "a", "an", "this", "that", "these", "those", "each", "every", "all", "any", "no", "its", "their",
          "his", "her", "one", "both", "either", "neither", "another", "other", "if", "when", "then", "place",
          "remove", "flip", "shuffle", "put", "take", "gain", "gains", "lose", "loses", "draw", "choose", "give",
          "and", "or", "with", "without", "for", "of", "on", "in", "to", "from", "at", "by", "after", "before",
          "as", "use", "uses", "make", "makes", "move", "moves", "mark", "marks", "lower", "raise", "reveal"}
_WORD = re.compile(r"[A-Za-z][\w'’-]*")
_NAME_FIELDS = ("name", "label", "title", "character", "kind", "cosmic_threat")
GAME_THINGS = ("Objective", "Extract", "Secure", "Interact", "Crisis", "Roster", "Leadership", "Status", "Damage",
               "Power", "Special Condition", "Bleed", "Hex", "Incinerate", "Poison", "Slow", "Stagger", "Stun",
               "Shield", "Stealth", "Dazed", "KO", "Team Tactic", "Character", "Terrain", "Range", "Size",
               "Stat", "Tip", "AI", "Randomizer", "Encounter", "Victory Point", "Daze")
"""The core game's things that come as tokens, cards or tracks (Objective tokens, Special Condition
tokens, Crisis and Team Tactic cards, stat and tip cards), which the core rules do not name in capitals."""


def _stem(word: str) -> str:
    """A word as names are compared: lower case, without a possessive or a plural s."""
    word = re.sub(r"['’]s?$", "", word.lower())
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


@lru_cache(maxsize=1 << 14)
def _said(phrase: str) -> str:
    """A phrase as names are compared: its words' stems, one space apart, with a space at each end."""
    return " " + " ".join(_stem(word) for word in _WORD.findall(phrase)) + " "


def _names_of(root) -> list[str]:
    """Every name, label or title the model holds (faces, squad members, but no rule's title)."""
    found = [leaf.text for leaf in tree_of(root).strings if leaf.name in _NAME_FIELDS and not leaf.bookkeeping
             and not (leaf.owner is RuleBlock and leaf.name == "title")]
    squad = getattr(root, "squad", None)
    return found + list(getattr(squad, "cosmic_threat_squad", []) or [])


@cache
def _game_words() -> frozenset[str]:
    """Words that are names of the game on their own: the glossary's, and the game's own things'."""
    return frozenset({_stem(word) for word in glossary()} | {_stem(thing) for thing in GAME_THINGS})


@cache
def _game_names() -> frozenset[str]:
    """The core rules' names and capitalised phrases, and the game's terms: each run of their words."""
    core = core_rules()
    capitalised = [match.group() for leaf in tree_of(core).strings
                   for match in re.finditer(r"(?:[A-Z][\w'’-]*\s+)*[A-Z][\w'’-]*", leaf.text)]
    return _runs([*_names_of(core), *capitalised, *GAME_TERMS, *GAME_THINGS])


def _runs(names) -> frozenset[str]:
    """Every run of one or more words of each name, as names are compared (" rift anchor ", " rift ")."""
    found: set[str] = set()
    for name in names:
        words = _said(name).split()
        found.update(" " + " ".join(words[i:j]) + " " for i in range(len(words)) for j in range(i + 1, len(words) + 1))
    return frozenset(found)


def _at_sentence_start(text: str, at: int) -> bool:
    """Whether the word at ``at`` begins a sentence (its capital says nothing of a name)."""
    before = ("\n" if at <= 12 else "") + text[max(0, at - 12):at]  # enough to see a full stop or a bullet
    return bool(re.search(r"[.!?:]['\"”’)]*\s+$|\n\s*(?:[-*]\s+|\d+\.\s+)?$", before))


def _phrase_words(phrase: str) -> list[str]:
    """The words of a capitalised phrase that could be a name: leading plain words dropped, and an owner's
    ("the Cosmic Threat's Activated token" names the Activated token)."""
    words = phrase.split()
    owner = max((n + 1 for n, word in enumerate(words) if re.search(r"['’]s?$", word)), default=0)
    words = words[owner:]
    while words and words[0].lower().strip("'’") in _PLAIN:
        words = words[1:]
    return words


class Namebook:
    """The names a text may write, as phrases to look a written one up in."""

    def __init__(self, enc):
        self.names = _names_of(enc)
        said = [_said(name) for name in self.names]
        titles = [_said(block.title) for block in walk_rules(enc.rules) if block.token is None and block.title]
        self.haystack = _runs(self.names) | _game_names()
        self.with_titles = self.haystack | _runs(titles)
        self.whole = [name for name in said + titles if len(name.split()) >= 2]
        self.heads = {name.split()[-1] for name in self.whole}
        self.parts = {_said(part) for name in [*self.names, *titles] for part in re.split(r"[,:;()/]", name)
                      if part.strip()}
        self.fighters = [card.character.split(",")[0].strip().casefold() for card in enc.cards
                         if isinstance(card, StatCard) and card.attacks]
        """The characters whose attacks the file prints: an attack named in a sentence about another is
        the game's (a character's own card), not the file's."""
        """Every name, and each part of one between its punctuation ("Ultron" of "Ultron, Master of Metal")."""

    def named(self, words: list[str], kind: str) -> bool:
        """Whether the phrase before a kind word names something: with the kind word where it is written in
        capitals and belongs to the name ("the Tide Tracker"), or is in a name, or is the game's own terms."""
        whole = [*words, kind]
        if kind[:1].isupper() and kind.lower() in NAMED_WITH_KIND:
            return _said(" ".join(whole)) in self.haystack or _of_the_game(tuple(whole))
        return any(_said(" ".join(phrase)) in self.haystack or _of_the_game(tuple(phrase))
                   for phrase in ([words, whole] if kind[:1].isupper() else [words]))

    def variant(self, words: list[str]) -> bool:
        """Whether a capitalised phrase is another thing's name with its first words changed: it ends in the
        last word of a name of two words or more ("Drifting Hulk" beside "Derelict Hulk"), but is neither a
        name nor ends in one ("Linked Cerebro Towers"), and its first words are not a state of the thing
        ("Non-Shielded Missile")."""
        said = _said(" ".join(words))
        if len(words) < 2 or said.split()[-1] not in self.heads or said in self.with_titles:
            return False
        if self.composed(words) or any(said.endswith(name) for name in self.whole):
            return False
        states = [word.rsplit("-", 1)[-1] for word in words[:-1] if "-" in word]
        return not states or not all(_said(state) in self.haystack for state in states)


    def composed(self, words: list[str]) -> bool:
        """Whether the words split into names, parts of names and the game's own terms, each whole ("Secret
        Info Soldier", "Daze Ultron")."""
        if not words:
            return True
        return any((_said(" ".join(words[:n])) in self.parts or _of_the_game(tuple(words[:n])))
                   and self.composed(words[n:]) for n in range(len(words), 0, -1))


NAMED_WITH_KIND = ("tracker", "track", "table")
"""Kind words that belong to a thing's name when written in capitals ("Tide Tracker", "Gamma Aura Table")."""


@lru_cache(maxsize=1 << 12)
def _of_the_game(words: tuple[str, ...]) -> bool:
    """Whether the words split into the game's own terms and words, each whole."""
    if not words:
        return True
    game = _game_names()
    return any((_said(" ".join(words[:n])) in game or (n == 1 and _stem(words[0]) in _game_words()))
               and _of_the_game(words[n:]) for n in range(len(words), 0, -1))


_RUN = re.compile(r"(?:\b[A-Z][\w'’-]*\s+){1,3}[A-Z][\w'’-]*\b")


@check("text.unknown-name", "warning")
def names_in_text_name_something(context: Context) -> Iterator[Issue]:
    """A phrase in the shape of a name names something: a capitalised phrase before "token", "card",
    "marker", "counter", "tracker", "track", "attack" or "table" ("6 Flotsam tokens", "the
    Tide Tracker") is, whole, in a name of the file (not a rule's title), of the core rules or of the game;
    and a capitalised phrase that ends in the last word of one of the file's names ("a Drifting Hulk"
    beside the token "Derelict Hulk", "(Spring Tide)" beside the tiers "Flood Tide" and "King Tide") is a
    name itself; so is a bold name a character uses ("uses **Undertow**"). Otherwise it is a name a rename
    left behind, or a thing the file never defines, and the finding offers the nearest name."""
    book = Namebook(context.enc)
    for field in context.game_texts:
        used = dict(_used(field.text, book))
        text = field.text.replace("**", "  ")  # bold marks a name, and hides nothing of it
        found = {**dict(_before_kinds(text, book)), **dict(_variants(text, book)), **used}
        for start, (phrase, what) in sorted(found.items()):
            close = difflib.get_close_matches(phrase, book.names, n=1, cutoff=0.6)
            hint = f"; did you mean '{close[0]}'?" if close else ""
            yield Issue(field.path, f"'{phrase}{what}' names no{_kind_words(what)} thing of this file or the "
                        f"game{hint}", field.subject, needle=phrase, occurrence=occurrence_at(text, phrase, start))


def _kind_words(what: str) -> str:
    return f" {what.strip().lower()} or other" if what else ""


def _before_kinds(text: str, book: Namebook) -> Iterator[tuple[int, tuple[str, str]]]:
    for found in _PHRASE.finditer(text):
        if found.group(2).lower() == "attack" and not _of_a_fighter(text, found.start(), book):
            continue
        words = _phrase_words(found.group(1))
        start = found.start(1) + found.group(1).find(words[0]) if words else 0
        if words and _at_sentence_start(text, start) and not book.named(words, found.group(2)):
            start, words = start + len(words[0]) + 1, words[1:]
        if words and not book.named(words, found.group(2)):
            yield found.start(1) + found.group(1).index(words[0]), (" ".join(words), " " + found.group(2))


_USED = re.compile(r"\b(?:uses?|using)\s+\*\*([^*]+?)\*\*")
"""A superpower used by name, in bold as the stat cards print it ("The Regent uses **Undertow**")."""


def _used(text: str, book: Namebook) -> Iterator[tuple[int, tuple[str, str]]]:
    for found in _USED.finditer(text):
        if _said(found.group(1)) not in book.haystack:
            yield found.start(1), (found.group(1), "")


def _of_a_fighter(text: str, at: int, book: Namebook) -> bool:
    """Whether the sentence before ``at`` names a character whose stat card the file prints."""
    sentence = re.split(r"[.!?]\s", text[:at])[-1].casefold()
    return any(fighter in sentence for fighter in book.fighters)


def _variants(text: str, book: Namebook) -> Iterator[tuple[int, tuple[str, str]]]:
    for found in _RUN.finditer(text):
        words = _phrase_words(found.group())
        if words and _at_sentence_start(text, found.start() + found.group().find(words[0])):
            words = words[1:]
        if book.variant(words):
            yield found.start() + found.group().index(words[0]), (" ".join(words), "")
