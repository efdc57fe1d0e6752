"""text.article: 'a' or 'an' as the next word sounds, read aloud."""

from __future__ import annotations

import re
from collections.abc import Iterator

from printgen.checks.base import Issue, check, occurrence_at
from printgen.checks.context import Context

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
def articles_fit(context: Context) -> Iterator[Issue]:
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
