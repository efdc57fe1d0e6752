"""The encounter's own names as terms (the names and texts they are held to: text/name_terms.py):
written with the data's capitals (text.name-case), and not one word off a name (text.name-variant);
no real word one letter off a word of a name is text/name_typos.py's."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.checks.text.name_terms import (CAPITALISED, GAME_TERM_FORMS, Names, NearWords, Term, Words, fix_hint,
                                              game_words, joined_texts, names, near_words, plural, same_noun)
from printgen.checks.text.proofreading import bare_word, glossary, is_english
from printgen.checks.words import (Joined, Sentences, after_a_determiner, inflected, singular, texts_with, words_before,
                                   words_from)
from printgen.core.wording import one_edit_apart

# --- text.name-case ---------------------------------------------------------------------------------

def case_forms(found: Names) -> dict[str, tuple[Term, str]]:
    """Each form of the terms whose capitals are theirs, in lower case and longest first (so that no term
    is taken for the start of a longer one) -> the term, and the form as its name writes it."""
    forms = {form.lower(): (term, form) for key, term in found.terms.items() if _has_capitals(key, term)
             for form in [term.text, *([plural(term.text)] if term.countable else [])]}
    return {form: forms[form] for form in sorted(forms, key=len, reverse=True)}


def _has_capitals(key: str, term: Term) -> bool:
    """Two words or more, or one word no dictionary has; not a game term, nor its plural (text.keyword-case's:
    a rule titled "Status Cards" does not make the game's "Status cards" wrong), nor a heading in capitals
    (which gives no case)."""
    singular_key = " ".join([*key.split()[:-1], singular(key.split()[-1])])
    return (key not in GAME_TERM_FORMS and singular_key not in GAME_TERM_FORMS and not term.text.isupper()
            and (len(term.words) > 1 or not (is_english(key) or key in glossary())))


@check("text.name-case", "warning")
def names_case(context: Context) -> Iterator[Issue]:
    """The encounter's own names of two words or more, and its one-word names no dictionary has, are
    written with the capitals the data gives them ("Rift Anchor", not "Rift anchor"), in the singular,
    the possessive and (a token's or Randomizer group's) the plural, as game terms are (text.keyword-case).
    Left alone: headings in capitals, the name's words as plain words (a lower-case first word: "the
    terrified citizens", or a sentence's first word, whose capital is the sentence's, before words in lower
    case: "Game rounds follow the core rules" beside a rule "Game Rounds"), and a name described by plain
    words ("the Rampage chart")."""
    found, texts = names(context), game_words(context)
    forms, joined = case_forms(found), joined_texts(context)
    taken: dict[int, list[tuple[int, int]]] = {}
    for lower, (term, form) in forms.items():
        for index, start, end in joined.occurrences(lower):
            spans = taken.setdefault(index, [])
            if any(start < stop and begin < end for begin, stop in spans):
                continue  # inside a longer form, found first
            spans.append((start, end))
            words = texts[index]
            written = " ".join(words.text[start:end].split())
            if written == form or _meant_otherwise(written, found) or _plain_start(words, start, written, found):
                continue
            yield words.issue(written.split()[0], start, f"'{written}' is {term.owner}: write it '{form}', "
                              f"{fix_hint('text.name-case', words)}")


def _plain_start(words: Words, start: int, written: str, found: Names) -> bool:
    """A sentence's first word, a dictionary's, whose capital is the sentence's, before words in lower case
    (not in a name: a title "Booster serum" is a name written with other capitals)."""
    first, *rest = written.split()
    return (found.is_word(first) and all(word.islower() for word in rest) and words.field.path not in found.order
            and start in Sentences(words.text).at_start)


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


def variants(context: Context) -> dict[int, list[Variant]]:
    """The index of a game text -> its phrases one word off a term, worked out once (text.name-typo leaves
    their odd words to text.name-variant)."""
    if "name variants" not in context.extra:
        found, texts = names(context), game_words(context)
        odd_words = _odd_words(found, near_words(context))
        found_variants = {index: list(_variants_in(texts[index], found, odd_words))
                          for index in texts_with([words.text for words in texts], odd_words)}
        for index, variant in _lower_case_variants(found, near_words(context), texts, joined_texts(context)):
            found_variants.setdefault(index, []).append(variant)
        context.extra["name variants"] = found_variants
    return context.extra["name variants"]


def _lower_case_variants(found: Names, near: NearWords, texts: list[Words], joined: Joined):
    """(a text's index, a variant) for each phrase one word off a term whose odd word is an English word in
    lower case, one letter off the term's, after a determiner or a count (text.name-variant): only the terms'
    words a word of the texts is near are looked for, beside another word of the term, in all texts at once."""
    odd_words: dict[tuple[Term, int], set[str]] = {}  # (a term, its odd word's place) -> the words near it
    for word, each in ((word, each) for word, nears in near.lower_case_near.items() for each in nears):
        if not each.prefix and found.is_word(word):
            odd_words.setdefault((each.name_word.term, each.name_word.place), set()).add(word)
    for (term, odd), written in sorted(odd_words.items(), key=lambda item: (item[0][0].order, item[0][1])):
        if len(term.words) > 1 and term.text.lower() not in GAME_TERM_FORMS:  # text.keyword-case's
            yield from _lower_case_odd(term, (odd, written), found, texts, joined)


def _lower_case_odd(term: Term, odd_words: tuple[int, set[str]], found: Names, texts: list[Words], joined: Joined):
    """The lower-case variants of the term whose odd word, at its place, is one of the words given with it."""
    odd, written = odd_words
    anchor = 1 if odd == 0 else 0  # another word of the term, to find the phrase by (the last, in the plural too)
    word = term.lower_words[anchor]
    forms = [word, plural(word)] if anchor == len(term.words) - 1 else [word]
    for index, start, end in (occurrence for form in forms for occurrence in joined.occurrences(form)):
        text, place = texts[index].text, found.place(texts[index].field.path)
        if not any(word in text[max(0, start - 40):end + 40] for word in written):
            continue  # most: none of the words near the term's stands beside it
        window = [*words_before(text, start, anchor), *words_from(text, start, len(term.words) - anchor)]
        if term.order < place and len(window) == len(term.words) and _in_the_names_slot(text, window, odd, term, found):
            yield from ((index, variant) for variant in _variant(term, window, odd, place, found))


def _in_the_names_slot(text: str, window: list[re.Match], odd: int, term: Term, found: Names) -> bool:
    """The odd word in lower case, English, one letter off the term's word (not another form of it), and the
    phrase after a determiner or a count."""
    written, name_word = window[odd].group(), term.lower_words[odd]
    return (written.islower() and found.is_word(written) and not same_noun(written, name_word)
            and any(one_edit_apart(written, form) and not inflected(written, form)
                    for form in (name_word, plural(name_word)))
            and after_a_determiner(text, window[0].start()))


def _odd_words(found: Names, near: NearWords) -> dict[str, list[tuple[Term, int]]]:
    """The words of the texts that may stand for a word of a term of two words or more -> (the term, the
    word's place in it), each once (near as a prefix and one letter off, or near the word and its plural)."""
    odd_words = {word: list(dict.fromkeys((each.name_word.term, each.name_word.place) for each in nears
                                          if len(each.name_word.term.words) > 1
                                          and _may_stand_for(word, each.name_word.word, found)))
                 for word, nears in near.near.items()}
    return {word: places for word, places in odd_words.items() if places}


def _variants_in(words: Words, found: Names, odd_words: dict[str, list[tuple[Term, int]]]):
    """The phrases of a text one word off a term, whose odd word is a word that may stand for the term's."""
    place, sentences = found.place(words.field.path), Sentences(words.text)
    for match in CAPITALISED.finditer(words.text):
        for term, odd in odd_words.get(match.group(), ()):
            if term.order < place:
                window = [*words_before(words.text, match.start(), odd),
                          *words_from(words.text, match.start(), len(term.words) - odd)]
                if not _plain_words(term, window, sentences, found):
                    yield from _variant(term, window, odd, place, found)


def _may_stand_for(written: str, name_word: str, found: Names) -> bool:
    """Not a letter or two (zone A, zone B), nor a word where the name's is none (the name's is then the
    slip, which text.spelling reports)."""
    return len(written) >= 3 and (found.is_word(name_word) or not found.is_word(written))


def _plain_words(term: Term, window: list[re.Match], sentences: Sentences, found: Names) -> bool:
    """Plain words, not the name: a sentence's first word, English, whose capital is the sentence's, and the
    name's other capitalised words in lower case ("Drift anchors hold a boat", beside the "Rift Anchor")."""
    return (bool(window) and window[0].start() in sentences.at_start and found.is_word(window[0].group())
            and all(match.group().islower() for match, word in zip(window[1:], term.words[1:]) if word[0].isupper()))


def _variant(term: Term, window: list[re.Match], odd: int, place: float, found: Names):
    """The window as a variant of the term, if its words but the odd one are the term's (its last in the
    plural or possessive too), and no name before the text's place defines it as it stands."""
    last = len(term.words) - 1
    if len(window) != len(term.words) or any(
            not (same_noun(match.group(), word) if at == last else match.group().lower() == word)
            for at, (match, word) in enumerate(zip(window, term.lower_words)) if at != odd):
        return
    phrase = " ".join(match.group() for match in window)
    defined = found.terms.get(phrase.lower()) or found.terms.get(" ".join([*phrase.lower().split()[:-1],
                                                                            singular(bare_word(window[-1].group()))]))
    if defined is None or defined.order >= place:
        yield Variant(term, phrase, window[0].start(), window[odd].start(), window[odd].group(), term.words[odd])


@check("text.name-variant", "warning")
def name_variants(context: Context) -> Iterator[Issue]:
    """No phrase is one word off one of the encounter's names of two words or more, by a near form of one
    of its capitalised words ("Eclipse Track" for the tracker "Eclipse Tracker", "Doomsday Consol" for
    "Doomsday Console", "Drift Anchors" for the token "Rift Anchor"): a prefix of it, or one letter off it
    (substituted, inserted, deleted, or two neighbours swapped); in lower case too, an English word one
    letter off, where a name stands, after a determiner or a count ("push that drifting hull" for the
    token "Drifting Hulk"). The name's plural or possessive is the name, and a phrase that a name defines
    as it stands is that name. A name is held to the names defined before it (a rule's title to its
    token's). Plain words are left alone: an English word starting a sentence, before the name's other
    words in lower case ("Drift anchors hold a boat")."""
    texts = game_words(context)
    for index, found in variants(context).items():
        words = texts[index]
        for variant in found:
            yield words.issue(variant.written.split()[0], variant.start,
                              f"'{variant.written}' is nearly {variant.term.owner} ('{variant.odd_word}' for "
                              f"'{variant.name_word}'): write it {fix_hint('text.name-variant', words)}")
