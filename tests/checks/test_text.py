"""text.*: the printed text proofread: spelling, a word twice, tabs, lone letters, keywords'
case, balanced markup, and near-copies of a passage that have drifted. (Every printed text
proofread, British spellings, numbers and their nouns: tests/test_designer_checks.py.)"""

from __future__ import annotations

import random

import pytest

from conftest import MINIMAL, at, at_each, checked, located, with_rule
from printgen.checks.text import COMMON, _candidate_pairs


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


def test_a_drifted_copy_is_a_warning_at_the_later_copy(tmp_path):
    text = MINIMAL + ("superpowers:\n"
                      "  - {id: a, name: Aim, text: This character gains two Power and moves a short distance.}\n"
                      "  - {id: b, name: Bolt, text: This character gains two Power and moves a long distance.}\n")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "This character gains two Power and moves a long"), "text.divergent-copy")]
    assert found[0].message.endswith("[-short-]{+long+}")


@pytest.mark.parametrize("count", [50, 500])
def test_divergent_copy_finds_every_drift_comparing_pairs_in_proportion_to_the_text(count):
    """Each of ``count`` passages has one drifted copy among them all: every drift is a candidate
    pair, and the pairs compared stay bounded by the text's length (no pass over every pair)."""
    rng = random.Random(count)
    vocabulary = [f"w{i}" for i in range(400)] + ["the", "crisis", "team", "of", "a"] * 40
    originals = [[rng.choice(vocabulary) for _ in range(40)] for _ in range(count)]
    drifted = [original[:20] + ["changed"] + original[21:] for original in originals]
    pairs = set(_candidate_pairs(originals + drifted))
    assert all((i, count + i) in pairs for i in range(count))
    assert len(pairs) <= 2 * count * 40 * COMMON
    assert len(pairs) <= 3 * count, "unrelated passages are rarely proposed"
