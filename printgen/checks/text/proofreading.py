"""Proofreading: spelling, repeated words, lone letters, game terms' case, markup and tabs
(near-copies of a passage: text/copies.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache, lru_cache

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.checks.english import british_words, correction, english_words
from printgen.checks.words import WORD, Slip, in_each_text, slip_at, words_and_origins
from printgen.core.markup import ICONS
from printgen.core.resources import DATA_DIR

GAME_TERMS = ["Crisis Team", "Cosmic Threat", "Target of Opportunity", "Encounter Tracker", "Momentum Tracker",
              "Team Tactic", "Encounter Character", "Activation Phase", "Cleanup Phase", "Power Phase",
              "Doomsday Device", "Doomsday Console", "Cerebro Tower", "Randomizer", "Dazed", "Status card"]


@cache
def glossary() -> frozenset[str]:
    """The game glossary kept in the repo (one word a line, # comments)."""
    lines = (DATA_DIR / "glossary.txt").read_text(encoding="utf-8").splitlines()
    return frozenset(line.split("#")[0].strip().lower() for line in lines if line.split("#")[0].strip())


@lru_cache(maxsize=1 << 16)
def is_english(word: str) -> bool:
    """In the dictionary, as American (pyspellchecker's list) or British (SCOWL's, in
    printgen/data/british-spellings.txt) spells it: 'centre', 'colour', 'realise' and 'defence' are words,
    'charactre', 'humourous' and 'sence' are not (no rule from the letters: an -re, -our, -ise or -ence is
    British only where British spells the word so). Words repeat: each is looked up once."""
    return word in english_words() or word in british_words()


def _known(word: str, extra: frozenset[str]) -> bool:
    lower = word.lower().replace("’", "'")
    for candidate in (lower, lower.removesuffix("'s"), lower.removesuffix("'d"), lower.removesuffix("'")):
        if candidate in glossary() or candidate in extra:
            return True
    return False


@check("text.spelling", "warning")
def spelling(context: Context) -> Iterator[Issue]:
    """Every word is in the English dictionary as American or British spells it (pyspellchecker's list and
    SCOWL's British spellings: 'centre' and 'colour' are words, 'charactre' is not), the game glossary
    (printgen/data/glossary.txt) or the encounter's own known words; the message suggests a correction."""
    extra = frozenset(entry.word.lower() for entry in context.enc.checks.words)
    suggested: dict[str, str | None] = {}
    for field in context.texts:
        for slip in _unknown_words_in(field.text, extra):
            suggestion = _suggestion(bare_word(slip.needle), suggested)
            hint = f"; did you mean '{suggestion}'?" if suggestion else ""
            yield slip._replace(message=f"unknown word '{slip.needle}'{hint}").issue(field)


@lru_cache(maxsize=1 << 12)
def _unknown_words_in(text: str, extra: frozenset[str]) -> tuple[Slip, ...]:
    """The words of one text that are not spelt right, without their message (whose correction is
    looked for once per run, SUGGESTED_WORDS at most)."""
    words, origins = words_and_origins(text)
    return tuple(slip_at(text, origins, match.group(), match.start(), "") for match in WORD.finditer(words)
                 if not _spelt_right(match.group(), extra))


SUGGESTED_WORDS = 300
"""Distinct unknown words a correction is looked for: each costs milliseconds, and a file of thousands
of invented words (a language of the designer's own) would otherwise take minutes to check."""


def _suggestion(lower: str, suggested: dict[str, str | None]) -> str | None:
    """A correction for an unknown word, each word looked up once, the first SUGGESTED_WORDS only."""
    if lower not in suggested and len(suggested) < SUGGESTED_WORDS:
        found = correction(lower)
        suggested[lower] = found if found != lower else None
    return suggested.get(lower)


def unknown_words(text: str) -> list[str]:
    """The words of a plain text that text.spelling would report, each once (for `printgen new`, which
    accepts the words of the name it is given)."""
    return list(dict.fromkeys(match.group() for match in WORD.finditer(text)
                              if not _spelt_right(match.group(), frozenset())))


@lru_cache(maxsize=1 << 16)  # a text repeats its words, and the texts one another's: each is judged once
def _spelt_right(word: str, extra: frozenset[str]) -> bool:
    """Short, an abbreviation, in the glossary or the encounter's words, or English."""
    return len(word) < 3 or (word.isupper() and len(word) <= 4) or _known(word, extra) or is_english(bare_word(word))


def bare_word(word: str) -> str:
    """The word in lower case without a possessive."""
    return word.lower().replace("’", "'").removesuffix("'s").removesuffix("'")


@check("text.repeated-word", "warning")
def repeated_words(context: Context) -> Iterator[Issue]:
    """A word is not written twice in a row ("the the")."""
    return in_each_text(context.texts, _repeated_words)


_REPEATED = re.compile(r"\b(\w+)[ \t]+\1\b", re.IGNORECASE)  # within a line: "N/A" then "A Better Age" is fine


@lru_cache(maxsize=1 << 12)
def _repeated_words(text: str) -> tuple[Slip, ...]:
    words, origins = words_and_origins(text)
    return tuple(slip_at(text, origins, match.group(0), match.start(), f"'{match.group(1)}' twice in a row")
                 for match in _REPEATED.finditer(words) if not match.group(1).isdigit())


# "letter l", "letters n, m, p and l": letters the text names as letters
_NAMED_LETTERS = re.compile(r"\bletters?\s+[a-z](?:(?:,\s*|\s+(?:and|or)\s+)[a-z])*\b", re.IGNORECASE)


@check("text.lone-letter", "warning")
def lone_letters(context: Context) -> Iterator[Issue]:
    """No lower-case letter stands alone as a word except 'a' ("at the end of n activation");
    capitals alone are names (Asteroid M, zone B)."""
    return in_each_text(context.texts, _lone_letters)


_LONE_LETTER = re.compile(r"(?<![\w'’.\-/(])([b-z])(?![\w'’\-/)])")


@lru_cache(maxsize=1 << 12)
def _lone_letters(text: str) -> tuple[Slip, ...]:
    words, origins = words_and_origins(text)
    named = [match.span() for match in _NAMED_LETTERS.finditer(words)]
    return tuple(slip_at(text, origins, match.group(1), match.start(1),
                         f"a lone letter '{match.group(1)}' (a letter lost in transcription?)")
                 for match in _LONE_LETTER.finditer(words)
                 if not any(start <= match.start() < end for start, end in named))  # "icon letter l" is meant


# one pass over a text for every term (longest first, so no term shadows a longer one it begins)
_ANY_GAME_TERM = re.compile(r"\b(?:" + "|".join(re.escape(term) for term in sorted(GAME_TERMS, key=len, reverse=True))
                            + r")\b", re.IGNORECASE)
_TERM_BY_LOWER = {term.lower(): term for term in GAME_TERMS}


@check("text.keyword-case", "warning")
def game_terms_case(context: Context) -> Iterator[Issue]:
    """Game terms are written the same way everywhere (Crisis Team, Cosmic Threat, Target of
    Opportunity, Dazed …); headings in capitals are fine."""
    return in_each_text(context.texts, _game_terms_miscased)


@lru_cache(maxsize=1 << 12)
def _game_terms_miscased(text: str) -> tuple[Slip, ...]:
    words, origins = words_and_origins(text)
    found = [(match.group(), _TERM_BY_LOWER[match.group().lower()], match.start())
             for match in _ANY_GAME_TERM.finditer(words)]
    return tuple(slip_at(text, origins, written, start, f"'{written}' should be written '{term}'")
                 for written, term, start in found if written != term and not written.isupper())


@check("text.markup", "error")
def balanced_markup(context: Context) -> Iterator[Issue]:
    """Braces, brackets, parentheses, bold markers and quotes are balanced; icons are known."""
    pairs = (("{", "}"), ("(", ")"), ("[", "]"), ("“", "”"))
    for field in context.texts:
        text = field.text
        for opening, closing in pairs:
            if text.count(opening) != text.count(closing):
                yield Issue(field.path, f"unbalanced {opening}{closing}: {text.count(opening)} '{opening}' and "
                            f"{text.count(closing)} '{closing}'", field.subject)
        if text.count("**") % 2:
            yield Issue(field.path, "unbalanced ** (bold is switched on and never off)", field.subject)
        if text.count('"') % 2:
            yield Issue(field.path, 'unbalanced " (a quotation is never closed)', field.subject)
        for name in re.findall(r"\{([^{}\s]*)\}", text):
            if name not in ICONS:
                yield Issue(field.path, f"unknown icon {{{name}}}", field.subject, needle="{" + name + "}")


@check("text.tab", "warning")
def tab_characters(context: Context) -> Iterator[Issue]:
    """No tab character in any printed text: the kit prints a tab as one space, so whatever
    columns or indent it makes in the editor are lost on paper."""
    for field in context.printed:
        if "\t" in field.text:
            yield Issue(field.path, "a tab character, which prints as a single space: replace it with spaces "
                        "(for columns, use a table)", field.subject, needle="\t")
