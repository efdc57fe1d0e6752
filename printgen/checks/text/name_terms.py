"""The encounter's own names as terms: a name written as the data defines it, not nearly so.

The names are those of tokens, Randomizer groups, trackers and their tracks (and tracks' tiers),
spots and areas, roll and reference tables, flowcharts, cards, superpowers and attacks, rule titles,
endings and setup map labels. Each is split at its punctuation into terms: "Interact (Doomsday
Console)" gives "Interact" (a parenthesis is a note, not the name), "Tip Card: The Incredible Hulk"
gives "Tip Card" and "Incredible Hulk" (a leading "The" belongs to the sentence). A term begins with
a capital: a name written in lower case is a description, which the text may word as it likes (but
text.name-variant finds a real word standing for a name's, where a name stands). The texts held to
the terms are the game's (context.game_texts): the transcription notes quote the seeds as they stand.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import cached_property, lru_cache
from typing import NamedTuple

from printgen.checks.context import TextField
from printgen.checks.context import Context
from printgen.checks.text.proofreading import GAME_TERMS, bare_word, glossary, is_english
from printgen.checks.words import CAPITALISED, WORD, Joined, deletions, issue_at, plural, singular, words_and_origins
from printgen.core.markup import ICONS
from printgen.model import Encounter
from printgen.core.wording import one_edit_apart

# Encounter.defined()'s kinds whose things have names the text may write (not difficulty columns and
# levels, whose labels are table headings, nor orders, whose names describe a shuffle)
NAMED_KINDS = ("token", "roll table", "reference table", "rule", "superpower", "flowchart", "tracker",
               "tracker component", "tier", "card", "ending", "setup map")
NAME_FIELDS = ("name", "label", "character", "title")  # a stat card's title is its character, found there
KIND_BY_CLASS = {"RandomizerGroup": "Randomizer group", "Attack": "attack", "Track": "track", "Spots": "spots",
                 "Area": "area", "Zone": "zone", "Fixed": "setup map place", "StatCard": "stat card", "Tier": "tier"}
COUNTABLE = ("Token", "RandomizerGroup")  # things that come in copies, whose names the text puts in the plural
# the words a text writes after a name of each kind, to say what it names ("each Console token", "the Rampage chart")
KIND_WORDS = {"token": ("token", "marker"), "roll table": ("table", "chart"), "reference table": ("table", "chart"),
              "flowchart": ("flowchart", "chart"), "tracker": ("tracker", "track"), "card": ("card",),
              "tracker component": ("track", "space", "spot", "area"), "rule": ("rule",),
              "setup map": ("zone", "area", "marker")}
_PARTS = re.compile(r"\([^()]*\)|[^A-Za-z\s'’-]+")  # a note in parentheses, or what is not words
GAME_TERM_FORMS = {term.lower(): term for term in GAME_TERMS}  # text.keyword-case holds these
GAME_WORDS = {word.lower() for term in GAME_TERMS for word in term.split()} | set(ICONS)
_SILENCE = "or, if it is meant, silence {code} at '{at}' under the encounter's checks: silence: with a reason"


class Term(NamedTuple):
    """A name, or a part of one between its punctuation, that the texts write as a term."""

    text: str
    owner: str         # what defines it, as a message says it: "the token 'Doomsday Console'"
    order: int         # its name's place among the names, in Encounter.defined()'s order
    countable: bool
    words: tuple[str, ...]        # as the texts' words are read ("Gamma-Powered": two)
    lower_words: tuple[str, ...]  # the same in lower case, to compare a phrase's with
    kinds: frozenset[str] = frozenset()  # the words that say what it names (token, tokens), in lower case


def _term(text: str, owner: str, order: int, countable: bool, kind: str) -> Term:
    """The term, with its words as the texts' words are read, and the words that say what it names."""
    words = tuple(WORD.findall(text))
    kinds = frozenset(form for word in KIND_WORDS.get(kind, ()) for form in (word, plural(word)))
    return Term(text, owner, order, countable, words, tuple(word.lower() for word in words), kinds)


class Names:
    """The encounter's terms and the words of all its names. Names are held to the names before them in
    Encounter.defined()'s order (a rule's title to the token it describes), and the texts to them all: of
    two names alike, the first is taken as meant, so that a pair is found once, at the second."""

    def __init__(self, known_words: set[str]):
        self.terms: dict[str, Term] = {}  # lower case -> the term, as its first name writes it
        self.order: dict[tuple, int] = {}  # the path of a name -> its place among the names
        self.name_words: set[str] = set()  # in lower case, of every name (difficulty levels, the title, characters too)
        self.known_words = known_words  # the encounter's checks: words:

    def is_name(self, written: str) -> bool:
        """Whether ``written`` is a term as the data writes it, or a game term."""
        term = self.terms.get(written.lower())
        return (term is not None and term.text == written) or written == GAME_TERM_FORMS.get(written.lower())

    def place(self, path: tuple) -> float:
        """The place of the text at ``path`` among the names: after them all if it is no name."""
        return self.order.get(path, float("inf"))

    def is_word(self, word: str) -> bool:
        """Whether text.spelling takes ``word`` for a word (an English one, the game's or the encounter's)."""
        lower = word.lower()
        return lower in glossary() or lower in self.known_words or is_english(lower)


def names(context: Context) -> Names:
    """The encounter's terms, worked out once for every check of this module."""
    if "names" not in context.extra:
        found = Names(known_words={entry.word.lower() for entry in context.enc.checks.words})
        for order, (kind, thing, key) in enumerate(_named(context.enc)):
            name = getattr(thing, key)
            found.order[thing.path + (key,)] = order
            found.name_words.update(word.lower() for word in WORD.findall(name))
            if kind in NAMED_KINDS:
                owner = f"the {KIND_BY_CLASS.get(type(thing).__name__, kind)} '{name}'"
                for text in _term_texts(name):
                    found.terms.setdefault(text.lower(),
                                           _term(text, owner, order, type(thing).__name__ in COUNTABLE, kind))
        found.name_words.update(word.lower() for name in _own_names(context.enc) for word in WORD.findall(name))
        context.extra["names"] = found
    return context.extra["names"]


def _own_names(enc: Encounter) -> list[str]:
    """The names the encounter gives that no thing of it has: its title, its Cosmic Threat, the threat's squad
    and its Minions."""
    return [enc.title, enc.cosmic_threat, *enc.squad.cosmic_threat_squad, *enc.squad.minions]


def _named(enc: Encounter):
    """(kind, thing, the field of its name) for everything the encounter defines with a name, a track's tiers
    after it ("Spring Tide")."""
    for kind, things in enc.defined().items():
        for thing in things:
            key = next((key for key in NAME_FIELDS if key in type(thing).model_fields), None)
            if key is not None and isinstance(getattr(thing, key), str):  # a random placement has no name
                yield kind, thing, key
            yield from (("tier", tier, "label") for tier in getattr(thing, "tiers", ()) if kind == "tracker component")


def _term_texts(name: str):
    """The terms of a name: its parts between punctuation, outside parentheses, without a leading 'The',
    that begin with a capital."""
    for part in _PARTS.split(name):
        words = part.split()
        if words[:1] == ["The"]:
            words = words[1:]
        if words and words[0][0].isupper() and all(word[0].isalpha() for word in words):
            yield " ".join(words)


class Words(NamedTuple):
    """A game text as its words read (icons as spaces, bold markers gone)."""

    field: TextField
    text: str

    def issue(self, needle: str, start: int, message: str):
        """An issue at ``needle``, found at ``start`` of the words (where it stands in the text is worked
        out here, for the few texts with a finding)."""
        return issue_at(self.field, words_and_origins(self.field.text)[1], needle, start, message)


def game_words(context: Context) -> list[Words]:
    """The game texts as their words read, worked out once for every check of this module."""
    if "name texts" not in context.extra:
        context.extra["name texts"] = [Words(text_field, _words(text_field.text)) for text_field in context.game_texts]
    return context.extra["name texts"]


def joined_texts(context: Context) -> Joined:
    """The game texts in lower case, to search at once, made once for text.name-case and text.name-variant."""
    if "joined texts" not in context.extra:
        context.extra["joined texts"] = Joined([words.text for words in game_words(context)])
    return context.extra["joined texts"]


def _words(text: str) -> str:
    """The text as its words read."""
    return words_and_origins(text)[0] if "{" in text or "**" in text else text  # most have no markup to read


def same_noun(first: str, second: str) -> bool:
    """The same word, but for the plural or the possessive ("Console", "Consoles", "Console's")."""
    return _noun(first) == _noun(second)


@lru_cache(maxsize=1 << 12)
def _noun(word: str) -> str:
    """The word in lower case, in the singular and without a possessive (a name's words are asked again and
    again, so each is worked out once)."""
    return singular(bare_word(word))


def fix_hint(code: str, words: Words) -> str:
    """How to fix a finding of ``code``, or keep it if it is meant."""
    return "as the data names it, " + _SILENCE.format(code=code, at=words.field.subject)


# --- the words of the texts near a word of a name (text.name-variant, text.name-typo) ------------------

class NameWord(NamedTuple):
    """A capitalised word of a term, in the singular or the plural, and where it stands in the term."""

    form: str      # a capitalised word of a term, or its plural, as the term writes it
    place: int     # the word's place among the term's words
    term: Term

    @property
    def word(self) -> str:
        """The term's word itself (the form may be its plural)."""
        return self.term.words[self.place]


class Near(NamedTuple):
    """A word of a text near a name's word: a prefix of it, or one letter off it or its plural."""

    name_word: NameWord
    prefix: bool


class NearWords:
    """What each capitalised word of the texts is near, by the word as written (a slip of a name keeps its
    capitals, and a name's lower-case words are words like 'of', 'the', 'zone'); and, asked for, the words
    the texts write in lower case, and what each is near."""

    def __init__(self, found: Names, texts: list[Words]):
        self.index, self.joined = name_index(tuple(found.terms.values())), "\0".join(words.text for words in texts)
        self.near = {word: near for word in set(CAPITALISED.findall(self.joined))
                     if (near := self.index.near(word.lower()))}

    @cached_property
    def lower_case(self) -> frozenset[str]:
        """The words the texts write in lower case: ordinary words, whose capital at a sentence's start is the
        sentence's."""
        return frozenset(_LOWER_CASE_WORD.findall(self.joined))

    @cached_property
    def lower_case_near(self) -> dict[str, list[Near]]:
        """Each word the texts write in lower case (of three letters or more) -> what it is near."""
        return {word: near for word in self.lower_case if len(word) >= 3 and (near := self.index.near(word))}


_LOWER_CASE_WORD = re.compile(r"(?<![\w'’])[a-z][a-z'’]*[a-z](?![\w'’])")


class NameIndex:
    """The capitalised words of a set of terms, and their plurals, indexed by their deletions (two words
    one letter apart share one): made once per set of terms in a process, and each word's nears looked
    for once (a watch's next save has the same names, and the same words but those it changed)."""

    KEPT_WORDS = 1 << 16  # the words whose nears are kept: what a long watch has typed is let go

    def __init__(self, terms: tuple[Term, ...]):
        self.forms: dict[str, list[NameWord]] = {}  # a capitalised word of a term or its plural, in lower case
        for term in terms:
            for place, word in enumerate(term.words):
                for form in (word, plural(word)) if word[0].isupper() and len(word) >= 3 else ():
                    self.forms.setdefault(form.lower(), []).append(NameWord(form, place, term))
        self.by_deletion: dict[str, list[str]] = {}
        for form in self.forms:
            for key in deletions(form):
                self.by_deletion.setdefault(key, []).append(form)
        self.in_order = sorted(self.forms)  # a prefix's forms follow it
        self._nears: dict[str, list[Near]] = {}

    def near(self, lower: str) -> list[Near]:
        """What the word is near, not counting the same word in another number."""
        found = self._nears.get(lower)
        if found is None:
            if len(self._nears) >= self.KEPT_WORDS:
                self._nears.clear()
            found = self._nears[lower] = self._near(lower)
        return found

    def _near(self, lower: str) -> list[Near]:
        one_letter = {form for key in deletions(lower) if key in self.by_deletion for form in self.by_deletion[key]}
        forms = {form: False for form in sorted(one_letter) if one_edit_apart(lower, form)}
        forms.update({form: True for form in self._longer(lower) if form not in forms})
        if not forms:
            return []  # most words
        noun = _noun(lower)
        return sorted((Near(name_word, prefix) for form, prefix in forms.items() for name_word in self.forms[form]
                       if _noun(name_word.word) != noun), key=_in_order)

    def _longer(self, prefix: str) -> list[str]:
        """The forms that ``prefix`` (three letters or more) begins."""
        at, found = bisect_right(self.in_order, prefix), []
        while len(prefix) >= 3 and at < len(self.in_order) and self.in_order[at].startswith(prefix):
            found.append(self.in_order[at])
            at += 1
        return found


@lru_cache(maxsize=8)
def name_index(terms: tuple[Term, ...]) -> NameIndex:
    """The index of a set of terms (the encounter's, in their order), made once in a process."""
    return NameIndex(terms)


def _in_order(near: Near) -> tuple:
    """Names defined first, first: the same name is suggested on every run."""
    return near.name_word.term.order, near.name_word.place, near.name_word.form


def near_words(context: Context) -> NearWords:
    """The texts' words near a name's, worked out once for text.name-variant and text.name-typo."""
    if "near words" not in context.extra:
        context.extra["near words"] = NearWords(names(context), game_words(context))
    return context.extra["near words"]
