"""text.*: the printed text proofread: spelling, a word twice, tabs, lone letters, keywords'
case and balanced markup (near-copies: test_copies.py, articles: test_articles.py). (Every printed text
proofread, British spellings, numbers and their nouns: tests/test_designer_checks.py.)"""

from __future__ import annotations

import pytest

from conftest import at, at_each, checked, located, with_rule

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")


def case(code: str, *values: str, name: str = ""):
    return pytest.param(code, *values, id=name or code)


# (code, the rule's text, the words the finding points at, what its message says)
IN_A_RULE = [
    case("text.tab", '"The Crisis Team starts\\twith priority."', '"The Crisis', "a tab character"),
    case("text.spelling", "The Crisis Team starts with priorty.", "priorty", "unknown word 'priorty'; did you mean"),
    case("text.repeated-word", "The Crisis Team starts with with priority.", "with with", "'with' twice in a row"),
    case("text.lone-letter", "At the end of n activation, the Crisis Team acts.", "n activation",
         "a lone letter 'n'"),
    case("text.lone-letter", "n activation ends the turn.", "n activation", "a lone letter 'n'",
         name="text.lone-letter-first"),
    case("text.lone-letter", "The Crisis Team acts at the end of n.", "n.", "a lone letter 'n'",
         name="text.lone-letter-before-a-full-stop"),
    case("text.keyword-case", "The crisis team starts with priority.", "crisis team",
         "'crisis team' should be written"),
    case("text.markup", "'The Crisis Team (starts with priority.'", "'The Crisis", "unbalanced ()"),
]


@pytest.mark.parametrize("code, rule, words, fragment", IN_A_RULE)
def test_a_mistake_in_a_rule_is_found_at_its_words(tmp_path, code, rule, words, fragment):
    text = with_rule(rule)
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, words), code)]
    assert fragment in found[0].message


# (code, a rule's text with the same mistake twice, the words each finding points at)
TWICE = [
    case("text.spelling", "The Crisis Team starts with priorty, then priorty ends.", "priorty"),
    case("text.repeated-word", "The Crisis Team starts with with priority, then with with care.", "with with"),
    case("text.lone-letter", "At the end of n activation, n activation ends.", "n activation"),
    case("text.keyword-case", "The crisis team starts; the crisis team acts.", "crisis team"),
]


@pytest.mark.parametrize("code, rule, words", TWICE)
def test_the_same_mistake_twice_is_found_at_each_place(tmp_path, code, rule, words):
    text = with_rule(rule)
    assert located(checked(tmp_path, text)) == [(*place, code) for place in at_each(text, words)]


# --- British spellings: a list of them (SCOWL's VarCon lists), not a rule from the letters ---------------

BRITISH = ["centre", "centres", "centred", "theatre", "metre", "fibre", "calibre", "manoeuvre", "sabre", "spectre",
           "lustre", "sombre", "meagre", "litre", "colour", "armoured", "defence", "offences", "realise",
           "organisation", "analyse", "programme", "grey", "travelled", "judgement"]
# a misspelling the letters of a British ending let through: -re for -er in any word, -our, -ence, -ise
MISSPELT = ["charactre", "numbre", "ordre", "powre", "boostre", "humourous", "vigourous", "sence", "capsise"]


@pytest.mark.parametrize("word", BRITISH)
def test_a_british_spelling_is_a_word(tmp_path, word):
    assert checked(tmp_path, with_rule(f"The Crisis Team keeps its {word} with priority."), "text.spelling") == []


@pytest.mark.parametrize("word", MISSPELT)
def test_a_misspelling_is_no_british_spelling(tmp_path, word):
    text = with_rule(f"The Crisis Team keeps its {word} with priority.")
    found = checked(tmp_path, text, "text.spelling")
    assert located(found) == [(*at(text, word), "text.spelling")]
    assert f"unknown word '{word}'" in found[0].message


def test_the_british_spellings_are_a_sorted_list_that_names_its_source():
    """printgen/data/british-spellings.txt: one word a line in lower case (no possessive: the check reads a
    word without it), sorted, under a header that names the lists it was made from, with their licence beside."""
    from printgen.checks.english import british_words
    from printgen.core.resources import DATA_DIR

    lines = (DATA_DIR / "british-spellings.txt").read_text(encoding="utf-8").splitlines()
    header = [line for line in lines if line.startswith("#")]
    words = [line for line in lines if line and not line.startswith("#")]
    assert "SCOWL" in " ".join(header) and "VarCon" in " ".join(header)
    assert "Kevin Atkinson" in (DATA_DIR / "british-spellings-licence.txt").read_text(encoding="utf-8")
    assert words == sorted(set(words)) and len(words) > 10_000
    assert all(word.islower() and not word.endswith("'s") for word in words)
    assert british_words() == frozenset(words)


def test_the_least_frequency_is_the_lists_own():
    """text.name-typo takes a word of the least frequency for one the dictionary barely knows: that is the
    least the list gives, and the fast list reads each word's frequency as the SpellChecker does."""
    from spellchecker import SpellChecker

    from printgen.checks.english import LEAST_FREQUENCY, english_words

    frequencies = SpellChecker(distance=1).word_frequency.dictionary
    assert min(frequencies.values()) == LEAST_FREQUENCY
    english = english_words()
    assert all(english.frequency(word) == frequencies[word] for word in list(frequencies)[::997])
    assert english.frequency("consols") == LEAST_FREQUENCY < english.frequency("consoles")
    assert english.frequency("consolez") is None


def test_the_fast_word_list_is_the_spellcheckers_own():
    """english_words() halves the dictionary's sorted text instead of parsing its JSON: it must hold
    every word a SpellChecker holds and nothing else, which needs the file in sorted order."""
    from spellchecker import SpellChecker

    from printgen.checks.english import english_words

    dictionary = list(SpellChecker(distance=1).word_frequency.dictionary)  # in the file's order
    english = english_words()
    assert dictionary == sorted(dictionary)
    assert all(word in english for word in dictionary)
    near_misses = {word + suffix for word in dictionary[::5] for suffix in ("q", "\u00e9", " ")} - set(dictionary)
    assert not any(word in english for word in [*near_misses, "", "{", "~", "\U0010ffff"])


def test_corrections_are_looked_for_once_a_word_and_for_a_bounded_number_of_words(tmp_path, monkeypatch):
    """A file of thousands of invented words (a designer's own language) is checked in time that grows
    with the file: each correction costs milliseconds, so each distinct word is looked up once, and
    only the first SUGGESTED_WORDS; every unknown word is still reported where it is."""
    from printgen.checks.text import proofreading as text_checks

    looked_up = []
    monkeypatch.setattr(text_checks, "correction", lambda word: looked_up.append(word) or None)
    invented = [f"zq{chr(97 + n % 26)}{chr(97 + n // 26 % 26)}{chr(97 + n // 676)}x" for n in range(400)]
    text = with_rule(" ".join(invented + invented[:50]))
    found = checked(tmp_path, text, "text.spelling")
    assert len(found) == 450
    assert len(looked_up) == len(set(looked_up)) == text_checks.SUGGESTED_WORDS
