"""text.name-case, text.name-variant, text.name-typo: the encounter's own names (tokens, trackers, tables,
rule titles …) written in its texts as the data names them, not with other capitals, one word off, or
with a real word one letter off one of their words."""

from __future__ import annotations

import pytest

from conftest import at, checked, load_snippet, located, with_rule

CODES = ("text.name-case", "text.name-variant", "text.name-typo")

TOKENS = """
tokens:
  - {id: rift-anchor, name: Rift Anchor, count: 2, front: {label: Rift Anchor}}
  - {id: console, name: Doomsday Console, count: 4, front: {label: Doomsday Console}}
  - {id: serum, name: Booster Serum, count: 1, front: {label: Booster Serum}}
  - {id: citizen, name: Terrified Citizen, count: 3, front: {label: Terrified Citizen}}
trackers:
  - id: eclipse
    name: Eclipse Tracker
    components:
      - {type: track, id: eclipse-track, label: Eclipse, from: 0, to: 5}
"""


def encounter(rule: str, extra: str = "") -> str:
    """The minimal encounter with ``rule`` as its rule's text, the tokens and tracker above, and ``extra``."""
    return with_rule(rule) + TOKENS + extra


def with_tokens(rule: str, *tokens: str) -> str:
    """``encounter(rule)`` with more tokens after those above, each a flow mapping."""
    more = "".join(f"  - {token}\n" for token in tokens)
    return with_rule(rule) + TOKENS.replace("trackers:\n", more + "trackers:\n")


def findings(tmp_path, text: str):
    return checked(tmp_path, text, *CODES)


# --- one test per class -----------------------------------------------------------------------------

def test_a_name_written_with_other_capitals_is_found_at_its_words(tmp_path):
    text = encounter("Place the Rift anchor in the centre.")
    found = findings(tmp_path, text)
    assert located(found) == [(*at(text, "Rift anchor"), "text.name-case")]
    assert "'Rift anchor' is the token 'Rift Anchor': write it 'Rift Anchor', as the data names it" \
           in found[0].message
    assert "silence text.name-case at 'priority'" in found[0].message


@pytest.mark.parametrize("rule, words", [
    ("Remove two Rift anchors.", "Rift anchors"),
    ("The Rift anchor's range grows.", "Rift anchor's"),
    ("Move each Terrified citizen.", "Terrified citizen"),
])
def test_its_plural_possessive_and_any_other_capitals_are_found_too(tmp_path, rule, words):
    text = encounter(rule)
    assert located(findings(tmp_path, text)) == [(*at(text, words), "text.name-case")]


def test_a_one_word_name_no_dictionary_has_is_a_term(tmp_path):
    text = with_tokens("Each zorblax explodes.", "{id: zorblax, name: Zorblax, count: 1, front: {label: Zorblax}}")
    found = findings(tmp_path, text)
    assert located(found) == [(*at(text, "zorblax explodes"), "text.name-case")]
    assert "'zorblax' is the token 'Zorblax'" in found[0].message


VARIANT_FIX = "write it as the data names it"
TYPO_FIX = "silence text.name-typo at 'priority'"


@pytest.mark.parametrize("code, rule, words, fragments", [
    # a phrase one word off a multi-word name, at the phrase
    ("text.name-variant", "Advance the Eclipse Track one space.", "Eclipse Track",
     ["the tracker 'Eclipse Tracker' ('Track' for 'Tracker')", VARIANT_FIX]),
    ("text.name-variant", "Flip the Doomsday Consol face down.", "Doomsday Consol",
     ["the token 'Doomsday Console' ('Consol' for 'Console')", VARIANT_FIX]),
    ("text.name-variant", "Flip the Doomsday Cnosole face down.", "Doomsday Cnosole",
     ["('Cnosole' for 'Console')", VARIANT_FIX]),
    # a real word one letter off a word of a name, at the word
    ("text.name-typo", "Flip all four Consols.", "Consols",
     ["did you mean 'Consoles' (the token 'Doomsday Console')?", TYPO_FIX]),
    ("text.name-typo", "Drink the Boostre first.", "Boostre",
     ["did you mean 'Booster' (the token 'Booster Serum')?", TYPO_FIX]),
    ("text.name-typo", "Drink the Boaster first.", "Boaster",
     ["did you mean 'Booster' (the token 'Booster Serum')?", TYPO_FIX]),
    ("text.name-typo", "Advance the Tacker one space.", "Tacker",
     ["did you mean 'Tracker' (the tracker 'Eclipse Tracker')?", TYPO_FIX]),
    ("text.name-typo", "Consols are big.", "Consols", ["did you mean 'Consoles'", TYPO_FIX]),
])
def test_words_off_a_name_are_found_naming_the_name(tmp_path, code, rule, words, fragments):
    text = encounter(rule)
    found = findings(tmp_path, text)
    assert located(found) == [(*at(text, rule, words), code)]
    assert all(fragment in found[0].message for fragment in fragments)


def test_a_rule_title_one_letter_off_a_token_is_a_variant_of_it(tmp_path):
    text = encounter("Drink it.").replace("title: Priority", "title: Boostre Serum")
    found = findings(tmp_path, text)
    assert located(found) == [(*at(text, "title: Boostre Serum", "Boostre"), "text.name-variant")]
    assert "the token 'Booster Serum' ('Boostre' for 'Booster')" in found[0].message




# --- what is right gives nothing --------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "Place the Rift Anchor in the centre.",
    "Remove two Rift Anchors.",
    "The Rift Anchor's range grows.",
    "Rift Anchor tokens stay put. Rift Anchors never move.",
    "RIFT ANCHOR rules apply.",
    "Evacuate the terrified citizens first.",
    "The Eclipse track moves up.",
    "Flip all four Doomsday Consoles.",
    "The Doomsday Console's owner rolls.",
    "Advance the Eclipse Tracker one space.",
    "Drink the Booster Serum. Its boosted power lasts.",
    "Consoles are big. Some citizens are terrified. Then the Booster lasts.",
    "Lift the Rift Anchor.",
    "Both Eclipse Trackers move.",
])
def test_names_as_the_data_names_them_give_nothing(tmp_path, rule):
    assert findings(tmp_path, encounter(rule)) == []


def test_a_name_described_by_plain_words_is_not_a_longer_name_miscased(tmp_path):
    """'the Eclipse chart' is the chart of the tracker's Eclipse track, not a miscased 'Eclipse Chart'."""
    extra = """tables:
  - id: eclipse-chart
    name: Eclipse Chart
    dice: 1
    rows:
      - {faces: [critical, wild, hit, block, blank, failure], text: Nothing happens.}
"""
    assert findings(tmp_path, encounter("Roll on the Eclipse chart.", extra)) == []


def test_a_name_one_letter_off_an_earlier_one_is_found_once_where_it_is_defined(tmp_path):
    """Two tokens, 'Rift Anchor' and then 'Gift Anchor', told apart on paper by one letter: the second is
    found where it is defined (and silenced there, if meant); the texts naming either are right."""
    text = with_tokens("The Gift Anchor holds the Rift Anchor.",
                       "{id: gift-anchor, name: Gift Anchor, count: 1, front: {label: Gift Anchor}}")
    found = findings(tmp_path, text)
    assert located(found) == [(*at(text, "name: Gift Anchor", "Gift"), "text.name-variant")]
    assert "'Gift Anchor' is nearly the token 'Rift Anchor'" in found[0].message


def test_a_name_with_other_capitals_than_an_earlier_one_is_found_where_it_is_defined(tmp_path):
    text = encounter("Drink it.").replace("title: Priority", "title: Booster serum")
    assert located(findings(tmp_path, text)) == [(*at(text, "title: Booster serum", "Booster"), "text.name-case")]


def test_a_misspelt_name_is_spellings_to_report_not_the_right_text(tmp_path):
    """A token called 'Gamma Abosrber' is the slip (text.spelling reports it), not the text's 'Gamma Absorber'."""
    text = with_tokens("Throw them into the Gamma Absorber.",
                       "{id: absorber, name: Gamma Abosrber, count: 1, front: {label: Gamma Absorber}}")
    assert findings(tmp_path, text) == []


def test_a_name_finding_silenced_as_its_message_says_is_kept_with_the_reason(tmp_path):
    from printgen.checks import run_checks
    from printgen.checks.context import Context

    text = encounter("Place the Rift anchor.") + """checks:
  silence:
    - {code: text.name-case, at: priority, reason: The rule means an anchor of the rift.}
"""
    report = run_checks(Context(load_snippet(tmp_path, text)), list(CODES))
    assert report.findings == []
    assert [(finding.code, reason) for finding, reason in report.silenced] == [
        ("text.name-case", "The rule means an anchor of the rift.")]


def test_labels_told_apart_by_a_letter_of_their_own_give_nothing(tmp_path):
    text = encounter("Deploy in Crisis Team zone A or Crisis Team zone B.").replace(
        "    - {id: south, label: Crisis Team, side: crisis-team, edge: south, depth: range 3}",
        "    - {id: south, label: Crisis Team zone A, side: crisis-team, edge: south, depth: range 3}\n"
        "    - {id: north, label: Crisis Team zone B, side: crisis-team, edge: north, depth: range 3}")
    assert "zone B, side" in text
    assert findings(tmp_path, text) == []
