"""text.name-case, text.name-variant: the encounter's own names (tokens, trackers, tables, rule titles …)
written in its texts as the data names them, not with other capitals or one word off; and ordinary words
beside a name left alone by all three name checks (a real word one letter off a name's: test_name_typos.py)."""

from __future__ import annotations

import pytest

from conftest import at, checked, load_snippet, located

from . import CODES, encounter, findings, near_names, with_tokens


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


@pytest.mark.parametrize("code, rule, words, fragments", [
    # a phrase one word off a multi-word name, at the phrase
    ("text.name-variant", "Advance the Eclipse Track one space.", "Eclipse Track",
     ["the tracker 'Eclipse Tracker' ('Track' for 'Tracker')", VARIANT_FIX]),
    ("text.name-variant", "Flip the Doomsday Consol face down.", "Doomsday Consol",
     ["the token 'Doomsday Console' ('Consol' for 'Console')", VARIANT_FIX]),
    ("text.name-variant", "Flip the Doomsday Cnosole face down.", "Doomsday Cnosole",
     ["('Cnosole' for 'Console')", VARIANT_FIX]),
])
def test_words_off_a_name_are_found_naming_the_name(tmp_path, code, rule, words, fragments):
    text = encounter(rule)
    found = findings(tmp_path, text)
    assert located(found) == [(*at(text, rule, words), code)]
    assert all(fragment in found[0].message for fragment in fragments)


def test_a_word_no_dictionary_has_one_letter_off_a_name_is_the_spelling_checks(tmp_path):
    """'Boostre' was taken for the British spelling of 'booster' (an -re ending for any -er) and left to
    text.name-typo; it is no English word, so text.spelling reports it, once, and the name checks leave it."""
    text = encounter("Drink the Boostre first.")
    found = checked(tmp_path, text, "text.spelling", *CODES)
    assert located(found) == [(*at(text, "Boostre"), "text.spelling")]
    assert "unknown word 'Boostre'; did you mean 'booster'?" in found[0].message


def test_a_rule_title_one_letter_off_a_token_is_a_variant_of_it(tmp_path):
    text = encounter("Drink it.").replace("title: Priority", "title: Boostre Serum")
    found = findings(tmp_path, text)
    assert located(found) == [(*at(text, "title: Boostre Serum", "Boostre"), "text.name-variant")]
    assert "the token 'Booster Serum' ('Boostre' for 'Booster')" in found[0].message


# --- ordinary English beside a name, and a real word standing for one ---------------------------------

# correct English, each with a word one letter off a word of a name, which the sentence does not use as the name
PLAIN_WORDS = [
    "Drift is the slow pull of the current on the Rift Anchor.",        # a sentence's first word
    "Lift the Rift Anchor and place it within range 2.",
    "Gifts from the Cosmic Threat are never what they seem.",           # a plural
    "Drift's pull is strong near the Rift Anchor.",                     # a possessive
    "Drift anchors hold a boat in place.",                              # the name's words as plain words
    "Side effects of the serum last until the end of the round.",
    "Sides of the battlefield are its edges.",
    '"SIDE EFFECTS: the Tide Gauge rises by 1."',                       # a heading in capitals
    "Side to Side",                                                     # a title
    "Slack water comes before the tide turns.",
    "Tidy the play area before the next round.",
    "Sharp edges of the Shard deal 1 damage.",
    "Tiger Shark circles the Shard.",                                   # a name of something else
    "Only Tiger Shark ignores the Shard.",
    "Consoled by the victory, the Crisis Team rests.",                  # another form of the name's word
    "Place the Black Console beside the Tide Gauge.",
    "The Rift Anchors drift apart.",
    "Terrified citizens flee the city.",                                # a description, at a sentence's start
    "Share the Shard between two characters.",
    "Advance the Eclipse Tracker one space; the tracked value grows.",
    "Slack console cables hang loose.",                                 # no determiner: plain words
    '"A Rift Anchor is Size 3 terrain: its rusted hull blocks line of sight."',
]


@pytest.mark.parametrize("rule", PLAIN_WORDS)
def test_ordinary_words_near_a_name_are_left_alone(tmp_path, rule):
    assert findings(tmp_path, near_names(rule)) == []


# (a sentence using a real word as a name, the words found, the code): the sentence's evidence is in a comment
STANDING_FOR_A_NAME = [
    ("The Drift Anchor holds.", "Drift Anchor", "text.name-variant"),           # beside the name's other words
    ("Both Drift Anchors' ranges grow.", "Drift Anchors", "text.name-variant"),
    ("Place the Tide Gauge beside the Side Gauge.", "Side Gauge", "text.name-variant"),
    ("Remove the Slack Console.", "Slack Console", "text.name-variant"),
    ("Drift anchors and the Drift Anchor hold.", "Drift Anchor hold", "text.name-variant"),
    ("Flip that slack console face down.", "slack console", "text.name-variant"),   # in lower case, after a
    ("Push both drift anchors apart.", "drift anchors", "text.name-variant"),       # determiner, where names stand
]


@pytest.mark.parametrize("rule, words, code", STANDING_FOR_A_NAME)
def test_a_real_word_standing_for_a_name_is_found(tmp_path, rule, words, code):
    text = near_names(rule)
    found = findings(tmp_path, text)
    assert located(found) == [(*at(text, rule, words), code)]
    assert "as the data names it" in found[0].message


TIERS = "      - {type: track, id: eclipse-track, label: Eclipse, from: 0, to: 5, " \
        "tiers: [{from: 0, to: 2, label: Low Tide}, {from: 3, to: 5, label: Spring Tide}]}"


@pytest.mark.parametrize("rule, found", [
    ("While the Eclipse is at 3 or more (Spring tide), roll again.", ["Spring tide"]),
    ("While the Eclipse is at 3 or more (Spring Tide), roll again.", []),
    ("Spring tides flood the docks.", []),
])
def test_a_tracks_tier_is_a_name(tmp_path, rule, found):
    text = encounter(rule).replace("      - {type: track, id: eclipse-track, label: Eclipse, from: 0, to: 5}", TIERS)
    assert TIERS in text
    assert located(findings(tmp_path, text)) == [(*at(text, rule, words), "text.name-case") for words in found]


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
