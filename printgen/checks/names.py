"""The encounter's own names as terms (the names and texts they are held to: checks/name_terms.py):
written with the data's capitals (text.name-case), not one word off a name (text.name-variant), and
no real word one letter off a word of a name (text.name-typo)."""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import NamedTuple

from printgen.checks.base import check
from printgen.checks.text import bare_word, glossary, is_english
from printgen.checks.words import WORD, singular
from printgen.checks.name_terms import (CAPITALISED, GAME_TERM_FORMS, GAME_WORDS, NameWord, Names, Near, NearWords,
                                         Term, Words, fix_hint, game_words, lowered_text, names, near_words, plural)

# --- text.name-case ---------------------------------------------------------------------------------

def case_forms(found: Names) -> dict[str, tuple[Term, str]]:
    """Each form of the terms whose capitals are theirs, in lower case and longest first (so that no term
    is taken for the start of a longer one) -> the term, and the form as its name writes it."""
    forms = {form.lower(): (term, form) for key, term in found.terms.items() if _has_capitals(key, term)
             for form in [term.text, *([plural(term.text)] if term.countable else [])]}
    return {form: forms[form] for form in sorted(forms, key=len, reverse=True)}


class Joined:
    """The game texts in lower case one after another, to search them all at once for each form (one
    pattern for every form costs more to compile than these searches take): no form has the NUL between
    two texts, so none is found across them."""

    def __init__(self, texts: list[Words]):
        lowered = [lowered_text(words.text) for words in texts]
        self.starts = [0]
        for text in lowered[:-1]:
            self.starts.append(self.starts[-1] + len(text) + 1)
        self.text = "\0".join(lowered)

    def occurrences(self, form: str):
        """(the text's index, where in it the form starts and ends) for each whole form (or its possessive)."""
        at = self.text.find(form)
        while at >= 0:
            end = at + len(form)
            if (at == 0 or not _is_word_character(self.text[at - 1])) and _WORD_ENDS.match(self.text, end):
                index = bisect_right(self.starts, at) - 1
                yield index, at - self.starts[index], end - self.starts[index]
            at = self.text.find(form, at + 1)


_WORD_ENDS = re.compile(r"(?:['’]s?)?(?![\w'’-])")  # after a word, or its possessive


def _is_word_character(character: str) -> bool:
    """A character a word, or a word joined to it, has (a hyphen, an apostrophe)."""
    return character.isalnum() or character in "_'’-"


def _has_capitals(key: str, term: Term) -> bool:
    """Two words or more, or one word no dictionary has; not a game term (text.keyword-case's) nor a
    heading in capitals (which gives no case)."""
    return (key not in GAME_TERM_FORMS and not term.text.isupper()
            and (len(term.words) > 1 or not (is_english(key) or key in glossary())))


@check("text.name-case", "warning")
def names_case(context):
    """The encounter's own names of two words or more, and its one-word names no dictionary has, are
    written with the capitals the data gives them ("Rift Anchor", not "Rift anchor"), in the singular,
    the possessive and (a token's or Randomizer group's) the plural, as game terms are (text.keyword-case).
    Left alone: headings in capitals, the name's words as plain words (a lower-case first word: "the
    terrified citizens"), and a name described by plain words ("the Rampage chart")."""
    found, texts = names(context), game_words(context)
    forms, joined, taken = case_forms(found), Joined(texts), {}
    for lower, (term, form) in forms.items():
        for index, start, end in joined.occurrences(lower):
            spans = taken.setdefault(index, [])
            if any(start < stop and begin < end for begin, stop in spans):
                continue  # inside a longer form, found first
            spans.append((start, end))
            words = texts[index]
            written = " ".join(words.text[start:end].split())
            if written != form and not _meant_otherwise(written, found):
                yield words.issue(written.split()[0], start, f"'{written}' is {term.owner}: write it '{form}', "
                                  f"{fix_hint('text.name-case', words)}")


def _meant_otherwise(written: str, found: Names) -> bool:
    """In capitals (a heading), the words as plain words, or a name and plain words describing it."""
    words = written.split()
    if written.isupper() or (words[0].islower() and found.is_word(words[0])):
        return True
    return any(all(word.islower() for word in words[size:]) and found.is_name(" ".join(words[:size]))
               for size in range(1, len(words)))


# --- text.name-variant ------------------------------------------------------------------------------

class Variant(NamedTuple):
    """A phrase of a text one word off a term: where it starts and where its odd word is."""

    term: Term
    written: str
    start: int
    odd: int          # the odd word's start in the text's words
    odd_word: str
    name_word: str


def variants(context) -> dict[int, list[Variant]]:
    """The index of a game text -> its phrases one word off a term, worked out once (text.name-typo leaves
    their odd words to text.name-variant)."""
    if "name variants" not in context.extra:
        found, texts = names(context), game_words(context)
        odd_words = _odd_words(found, near_words(context))
        context.extra["name variants"] = {index: list(_variants_in(texts[index], found, odd_words))
                                          for index in _texts_with(texts, odd_words)}
    return context.extra["name variants"]


def _odd_words(found: Names, near: NearWords) -> dict[str, list[tuple[Term, int]]]:
    """The words of the texts that may stand for a word of a term of two words or more -> (the term, the
    word's place in it), each once (near as a prefix and one letter off, or near the word and its plural)."""
    odd_words = {word: list(dict.fromkeys((each.name_word.term, each.name_word.place) for each in nears
                                          if len(each.name_word.term.words) > 1
                                          and _may_stand_for(word, each.name_word.word, found)))
                 for word, nears in near.near.items()}
    return {word: places for word, places in odd_words.items() if places}


def _texts_with(texts: list[Words], words: dict) -> list[int]:
    """The indexes of the texts that have one of ``words`` (or a longer word that has it): the others are
    passed over at the speed of a substring search."""
    return [index for index, text in enumerate(texts) if any(word in text.text for word in words)]


def _variants_in(words: Words, found: Names, odd_words: dict[str, list[tuple[Term, int]]]):
    """The phrases of a text one word off a term, whose odd word is a word that may stand for the term's."""
    place = found.place(words.field.path)
    for match in CAPITALISED.finditer(words.text):
        for term, odd in odd_words.get(match.group(), ()):
            if term.order < place:
                window = [*_words_before(words.text, match.start(), odd),
                          *_words_from(words.text, match.start(), len(term.words) - odd)]
                yield from _variant(term, window, odd, place, found)


def _may_stand_for(written: str, name_word: str, found: Names) -> bool:
    """Not a letter or two (zone A, zone B), nor a word where the name's is none (the name's is then the
    slip, which text.spelling reports)."""
    return len(written) >= 3 and (found.is_word(name_word) or not found.is_word(written))


_BETWEEN_WORDS = re.compile(r"\s*-?\s*")  # what may stand between two words of one phrase
_LAST_WORD = re.compile(r"(?<![A-Za-z'’])(?:[A-Za-z][A-Za-z'’]*[A-Za-z]|[A-Za-z])(?=\s*-?\s*\Z)")


def _words_from(text: str, start: int, count: int) -> list[re.Match]:
    """Up to ``count`` words of one phrase from ``start``."""
    found: list[re.Match] = []
    while len(found) < count and (word := WORD.match(text, start)):
        found.append(word)
        between = _BETWEEN_WORDS.match(text, word.end())
        assert between is not None  # the pattern matches the empty string too
        start = between.end()
    return found


def _words_before(text: str, start: int, count: int) -> list[re.Match]:
    """Up to ``count`` words of one phrase just before ``start``."""
    found: list[re.Match] = []
    while len(found) < count and (word := _LAST_WORD.search(text, max(0, start - 40), start)):
        found.insert(0, word)
        start = word.start()
    return found


def _variant(term: Term, window: list[re.Match], odd: int, place: float, found: Names):
    """The window as a variant of the term, if its words but the odd one are the term's, and no name
    before the text's place defines it as it stands."""
    if len(window) != len(term.words) or any(match.group().lower() != word for at, (match, word)
                                               in enumerate(zip(window, term.lower_words)) if at != odd):
        return
    phrase = " ".join(match.group() for match in window)
    defined = found.terms.get(phrase.lower())
    if defined is None or defined.order >= place:
        yield Variant(term, phrase, window[0].start(), window[odd].start(), window[odd].group(), term.words[odd])


@check("text.name-variant", "warning")
def name_variants(context):
    """No phrase is one word off one of the encounter's names of two words or more, by a near form of one
    of its capitalised words ("Eclipse Track" for the tracker "Eclipse Tracker", "Doomsday Consol" for
    "Doomsday Console"): a prefix of it, or one letter off it (substituted, inserted, deleted, or two
    neighbours swapped). The name's plural or possessive is the name, and a phrase that a name defines as
    it stands is that name. A name is held to the names defined before it (a rule's title to its token's)."""
    texts = game_words(context)
    for index, found in variants(context).items():
        words = texts[index]
        for variant in found:
            yield words.issue(variant.written.split()[0], variant.start,
                              f"'{variant.written}' is nearly {variant.term.owner} ('{variant.odd_word}' for "
                              f"'{variant.name_word}'): write it {fix_hint('text.name-variant', words)}")


# --- text.name-typo ---------------------------------------------------------------------------------

# where a sentence, a line, a heading after a colon or a bullet starts: its first word has a capital of its own
_SENTENCE_START = re.compile(r"(?:^|[.!?:\n-])[\s\"'“‘(]*(?=[A-Z])")


def _slip(near: Near, written: str, found: Names) -> bool:
    """A real word one letter off the name's word (of four letters or more, a word itself), and not another
    form of it (tracked, tracker; base, based), nor a word the encounter or the game names something by."""
    bare, name_word = bare_word(written), near.name_word
    return (not near.prefix and len(name_word.word) >= 4 and not _inflected(bare, name_word.form.lower())
            and found.is_word(name_word.word) and not _defined_word(bare, found) and is_english(bare))


def _defined_word(word: str, found: Names) -> bool:
    """A word of a name of the encounter (its own name's words too: a name is a definition, which
    text.name-variant holds to the others), or of the game's: a glossary word, a game term's, an icon's."""
    return any(form in found.name_words or form in glossary() or form in GAME_WORDS
               for form in (word, singular(word)))


def _inflected(first: str, second: str) -> bool:
    """The same word but for its last letter (tracked, tracker; base, based): another form of the word."""
    return first[:-1] == second[:-1] or first == second[:-1] or first[:-1] == second


@check("text.name-typo", "warning")
def name_typos(context):
    """No real word is one letter off a capitalised word of one of the encounter's names (one letter
    substituted, inserted or deleted, or two neighbours swapped): "Consols" for the "Consoles" of the token
    "Doomsday Console", which the spelling check passes, being English. Only a word with a capital (five
    letters or more at a sentence start, whose capital is the sentence's); not the name's word in another
    number or ending (Tower, Towers; Tracker, Tracked), nor a word a name of the encounter or the game has
    (Hard, the difficulty level, is no slip for Card)."""
    found, texts = names(context), game_words(context)
    slips = {word: meant for word, nears in near_words(context).near.items()
             if (meant := next((each.name_word for each in nears if _slip(each, word, found)), None))}
    for index in _texts_with(texts, slips):
        odd = {variant.odd for variant in variants(context).get(index, ())}
        yield from _typos_in(texts[index], slips, odd)


def _typos_in(words: Words, slips: dict[str, NameWord], odd: set[int]):
    """The slips of a name's word in a text (not the odd words of a variant: those are text.name-variant's)."""
    sentence_starts = {start.end() for start in _SENTENCE_START.finditer(words.text)}
    for match in CAPITALISED.finditer(words.text):
        written, meant = match.group(), slips.get(match.group())
        if meant is not None and match.start() not in odd and _capital_of_its_own(written, match, sentence_starts):
            yield words.issue(written, match.start(),
                              f"'{written}' is one letter off a name's word: did you mean '{meant.form}' "
                              f"({meant.term.owner})? Write it {fix_hint('text.name-typo', words)}")


def _capital_of_its_own(written: str, match: re.Match, sentence_starts: set[int]) -> bool:
    """Four letters or more; five at a sentence start, where a short word's capital is the sentence's."""
    return len(bare_word(written)) >= (5 if match.start() in sentence_starts else 4)
