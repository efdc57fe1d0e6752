"""card.duplicate-title, card.injured-repeats: no two cards print one title, and an INJURED face changes
something the healthy face prints."""

from __future__ import annotations

import pytest

from conftest import MINIMAL, at, checked, located


# --- card.duplicate-title -----------------------------------------------------------------------------

CARDS = """cards:
  - {id: first, kind: tip, title: "Tip Card: Menace", side: both, front: [{rule: priority}]}
  - {id: second, kind: tip, title: "Tip Card: Menace", side: both, front: [{heading: Plan}, {rule: priority}]}
  - {id: menace, kind: stat, side: cosmic-threat, character: The Minimal Menace, printed: false}
"""


def test_two_cards_with_one_title_are_a_warning_at_the_later_title(tmp_path):
    text = MINIMAL + CARDS
    found = checked(tmp_path, text, "card.duplicate-title")
    assert located(found) == [(*at(text, 'id: second, kind: tip, title: "Tip Card: Menace"', '"Tip'),
                               "card.duplicate-title")]
    assert found[0].message == ("card 'second' prints the title 'Tip Card: Menace', as card 'first' does: give each "
                                "card its own title")
    other = CARDS.replace('second, kind: tip, title: "Tip Card: Menace"', 'second, kind: tip, title: "Tip: Crisis"')
    assert checked(tmp_path, MINIMAL + other, "card.duplicate-title") == []


def test_a_second_copy_of_a_card_is_no_duplicate(tmp_path):
    """Two cards alike in everything but their ids are two copies of one card, printed on purpose."""
    text = MINIMAL + CARDS.replace("[{heading: Plan}, {rule: priority}]", "[{rule: priority}]")
    assert checked(tmp_path, text, "card.duplicate-title") == []


def test_a_stat_cards_character_is_its_title_whatever_the_case_or_spacing(tmp_path):
    text = MINIMAL + CARDS.replace("character: The Minimal Menace", "character: 'tip card:  menace'")
    found = checked(tmp_path, text, "card.duplicate-title")
    assert located(found) == [(*at(text, 'id: second, kind: tip, title: "Tip Card: Menace"', '"Tip'),
                               "card.duplicate-title"), (*at(text, "'tip card:  menace'"), "card.duplicate-title")]


# --- card.injured-repeats -----------------------------------------------------------------------------

STAT_CARD = ("cards:\n  - id: boss\n    kind: stat\n    side: cosmic-threat\n    character: The Boss\n"
             "    stamina: 6\n")
ASSUMED = ("assumptions:\n  - what: The Boss's injured side.\n    value: As the healthy side\n"
           "    why: The source prints one side only.\n    covers: [cards.boss.injured]\n")


def test_a_printed_stat_card_without_injured_is_a_warning_at_the_card(tmp_path):
    text = MINIMAL + STAT_CARD
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "id: boss"), "card.injured-repeats")]
    assert found[0].message == ("the INJURED face of 'The Boss' would repeat the healthy side: give `injured:` what "
                                "changes, or declare it in an assumption that covers `cards.boss.injured`")


def test_an_injured_side_that_changes_nothing_is_a_warning_at_it(tmp_path):
    text = MINIMAL + STAT_CARD + "    injured:\n      stamina: 6\n"
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "      stamina: 6", "stamina"), "card.injured-repeats")]


@pytest.mark.parametrize("addition", ["    injured:\n      stamina: 4\n", "    printed: false\n", ASSUMED],
                         ids=["changes", "not printed", "assumed"])
def test_an_injured_side_that_changes_or_is_declared_is_fine(tmp_path, addition):
    assert checked(tmp_path, MINIMAL + STAT_CARD + addition, "card.injured-repeats") == []


def test_the_bundled_stat_cards_with_one_printed_side_declare_it(loaded_bundled):
    """Their two stat cards with one printed side declare it in an assumption."""
    from printgen.checks import run_checks
    from printgen.checks.context import Context

    assert {encounter: run_checks(Context(loaded), ["card.injured-repeats"]).findings
            for encounter, loaded in loaded_bundled.items()} == {encounter: [] for encounter in loaded_bundled}
