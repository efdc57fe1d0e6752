"""text.name-typo: no real word stands for a word of one of the encounter's names, one letter off it,
where the sentence uses it as the name (the names as terms: text/name_terms.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.checks.english import LEAST_FREQUENCY, english_words
from printgen.checks.text.name_terms import (CAPITALISED, GAME_WORDS, NameWord, Names, Near, Words, fix_hint,
                                              game_words, names, near_words)
from printgen.checks.text.names import variants
from printgen.checks.text.proofreading import bare_word, glossary, is_english
from printgen.checks.words import Sentences, inflected, is_plural, singular, texts_with


def _slip(near: Near, written: str, found: Names) -> bool:
    """A real word one letter off the name's word (of four letters or more, a word itself), and not another
    form of it (tracked, tracker; base, based), nor a word the encounter or the game names something by."""
    bare, name_word = bare_word(written), near.name_word
    return (not near.prefix and len(name_word.word) >= 4 and len(bare) >= 4
            and not inflected(bare, name_word.form.lower()) and found.is_word(name_word.word)
            and not _defined_word(bare, found) and is_english(bare))


def _defined_word(word: str, found: Names) -> bool:
    """A word of a name of the encounter (its own name's words too: a name is a definition, which
    text.name-variant holds to the others, and its characters'), one of its own words (checks: words:),
    or of the game's: a glossary word, a game term's, an icon's."""
    return any(form in found.name_words or form in found.known_words or form in glossary() or form in GAME_WORDS
               for form in (word, singular(word)))


@check("text.name-typo", "warning")
def name_typos(context: Context) -> Iterator[Issue]:
    """No real word stands for a capitalised word of one of the encounter's names, one letter off it (one
    letter substituted, inserted or deleted, or two neighbours swapped): "Consols" for the "Consoles" of the
    token "Doomsday Console", which the spelling check passes, being English. An ordinary word is the name
    only where the sentence uses it so: capitalised where the sentence gives it no capital (not its first
    word, a heading in capitals, a run of capitalised words naming something else, or a title), before a
    word that says what the name is ("Drift tokens" for the token "Rift"), or a word the dictionary barely
    knows ("Consols"). Not the name's word in another number or ending (Tower, Towers; Tracker, Tracked),
    nor a word a name of the encounter, its characters or the game has (Hard, the difficulty level, is no
    slip for Card)."""
    found, texts = names(context), game_words(context)
    slips = {word: sorted(meant, key=lambda name_word: is_plural(name_word.form) != is_plural(word))  # same number 1st
             for word, nears in near_words(context).near.items()
             if (meant := [each.name_word for each in nears if _slip(each, word, found)])}
    for index in texts_with([words.text for words in texts], slips):
        odd = {variant.odd for variant in variants(context).get(index, ())}
        yield from _typos_in(texts[index], slips, odd, found, near_words(context).lower_case)


def _typos_in(words: Words, slips: dict[str, list[NameWord]], odd: set[int], found: Names, ordinary: frozenset[str]):
    """The slips of a name's word in a text (not the odd words of a variant: those are text.name-variant's),
    each for the first name's word the sentence reads it as; ``ordinary``: the words the texts write in lower case."""
    sentences = Sentences(words.text, ordinary)
    for match in CAPITALISED.finditer(words.text):
        written = match.group()
        if match.start() in odd or not (taken := next(
                ((meant, why) for meant in slips.get(written, ())
                 if (why := _taken_for_the_name(sentences, match, meant, found))), None)):
            continue
        meant, why = taken
        yield words.issue(written, match.start(),
                          f"'{written}' is one letter off a name's word, and {why}: did you mean '{meant.form}' "
                          f"({meant.term.owner})? Write it {fix_hint('text.name-typo', words)}")


def _taken_for_the_name(sentences: Sentences, match: re.Match, meant: NameWord, found: Names) -> str:
    """What makes the word read as the name rather than as the plain word it also is ('' if nothing)."""
    written, term = match.group(), meant.term
    if (english_words().frequency(bare_word(written)) or LEAST_FREQUENCY + 1) <= LEAST_FREQUENCY:
        return "a word the dictionary barely knows"
    after = sentences.word_after(match.end())
    if meant.place == len(term.words) - 1 and after.lower() in term.kinds:
        return f"it stands before '{after}' as the name would"
    if _capital_of_its_own(sentences, match, found):
        return "it has a capital mid-sentence, as a name does"
    return ""


def _capital_of_its_own(sentences: Sentences, match: re.Match, found: Names) -> bool:
    """A capital the sentence does not explain: not its first word's, nor a heading's in capitals, nor one of
    a run of capitalised words naming something else ("Black Widow"), nor one of a title's ("Side to Side")."""
    written, start = match.group(), match.start()
    if start in sentences.at_start or written.isupper():
        return False
    return not _in_a_run(sentences, match, found) and not sentences.is_title(start)


def _in_a_run(sentences: Sentences, match: re.Match, found: Names) -> bool:
    """Beside another capitalised word that is no name of the file or the game: the word after, or the
    word before (a sentence's first word too, unless the texts write it in lower case elsewhere: "Place
    Consols" is no run, "Tiger Shark" is)."""
    after, before = sentences.word_after(match.end()), sentences.word_before(match.start())
    beside = [after, *([before.group()] if before and not sentences.capital_of_the_sentence(before) else [])]
    return any(word[:1].isupper() and not _defined_word(bare_word(word), found) for word in beside)
