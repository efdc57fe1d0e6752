"""fact.vp, fact.range, fact.edge, fact.threshold, fact.cost: what the words say about the data agrees with
the data (VP, deployment range and edge, track spaces, superpower costs); each finding at the literal, with
the reference that keeps them equal. (A placement's distances and count: test_placements.py.)"""

from __future__ import annotations

import pytest

from conftest import MINIMAL, at, checked, located, with_rule

VP = MINIMAL.replace("    winner: crisis-team\n", "    winner: crisis-team\n    vp: 12\n")
TRACK = ("trackers:\n  - id: flood\n    name: Flood Tracker\n    components:\n"
         "      - {type: track, id: level, label: Flood Level, from: 0, to: 10}\n")
POWER = "superpowers:\n  - {id: hurl, name: Hurl, cost: 2, text: Throw it.}\n"


def test_an_ending_that_writes_another_vp_than_its_own_is_found_at_the_number(tmp_path):
    text = VP.replace("wins when the Menace is KO'd.", "wins when it scores 15 VPs.")
    found = checked(tmp_path, text, "fact.vp")
    assert located(found) == [(*at(text, "15 VPs"), "fact.vp")]
    assert found[0].message == (f"the text says \"15 VPs\" but 'Victory' ends the game at 12 VPs (line "
                                f"{at(text, 'vp: 12')[0]}): write {{vp:victory}} to print the data's value")


def test_an_ending_per_level_that_writes_one_number_is_found(tmp_path):
    per_level = MINIMAL.replace("    winner: crisis-team\n", "    winner: crisis-team\n    difficulty: menace-dice\n")
    text = per_level.replace("wins when the Menace is KO'd.", "wins at 2 VP.")
    found = checked(tmp_path, text, "fact.vp")
    assert located(found) == [(*at(text, "2 VP"), "fact.vp")]
    assert "ends the game at 1 VP at Normal, 2 at Hard" in found[0].message


@pytest.mark.parametrize("condition", ["wins when it scores 12 VPs.", "wins with twelve victory points.",
                                       "wins when the Menace is KO'd.", "wins with {vp:victory}."])
def test_an_ending_that_writes_its_own_vp_or_none_is_fine(tmp_path, condition):
    text = VP.replace("wins when the Menace is KO'd.", condition)
    assert checked(tmp_path, text, "fact.vp") == []


def test_a_deployment_range_other_than_the_zones_depth_is_found(tmp_path):
    text = with_rule("The Crisis Team deploys within Range 2 of their battlefield edge.")
    found = checked(tmp_path, text, "fact.range")
    assert located(found) == [(*at(text, "Range 2"), "fact.range")]
    assert found[0].message == (f"the text says \"Range 2\" but zone 'Crisis Team' is Range 3 deep on the setup sheet "
                                f"(line {at(text, 'depth: range 3')[0]}): write {{range:south}} to print the zone's "
                                f"depth")


def test_a_deployment_range_written_as_the_icon_alone_is_read(tmp_path):
    text = with_rule('"The Crisis Team deploys within {range} 4 of their battlefield edge."')
    assert located(checked(tmp_path, text, "fact.range")) == [(*at(text, "{range} 4"), "fact.range")]


@pytest.mark.parametrize("rule", [
    "The Crisis Team deploys within Range {range} 3 of their battlefield edge.",
    "The Crisis Team deploys within {range} 3 of their battlefield edge.",
    "The Crisis Team deploys within {range:south} of their battlefield edge.",
    "The Crisis Team deploys within Range 2 of the Reactor.",   # no edge: not the zone's depth
    "The Cosmic Threat deploys within Range 1 of their battlefield edge.",  # no zone of that side
    "Characters within Range 2 of the south edge gain 1 Power.",  # no deployment
])
def test_a_deployment_sentence_that_agrees_or_is_about_something_else_is_fine(tmp_path, rule):
    assert checked(tmp_path, with_rule(f'"{rule}"'), "fact.range", "fact.edge") == []


def test_a_deployment_edge_other_than_the_zones_is_found(tmp_path):
    text = with_rule("The Crisis Team deploys along the north edge.")
    found = checked(tmp_path, text, "fact.edge")
    assert located(found) == [(*at(text, "north edge"), "fact.edge")]
    assert found[0].message == (f"the text says \"north edge\" but zone 'Crisis Team' lies along the south edge on the "
                                f"setup sheet (line {at(text, 'edge: south')[0]}): write the {{edge:south}} edge to "
                                f"print the zone's edge")


def test_a_space_past_the_tracks_end_is_found(tmp_path):
    text = with_rule("When the Flood Level reaches 11, the Menace wins.") + TRACK
    found = checked(tmp_path, text, "fact.threshold")
    assert located(found) == [(*at(text, "reaches 11", "11"), "fact.threshold")]
    assert found[0].message == (f"the text says Flood Level reaches 11, but the track runs 0–10 (line "
                                f"{at(text, 'to: 10')[0]}): no space bears 11")
    assert checked(tmp_path, text.replace("reaches 11", "reaches 10"), "fact.threshold") == []


def test_a_superpower_costing_two_amounts_is_found_at_the_later(tmp_path):
    card = ("cards:\n  - id: menace\n    kind: stat\n    side: cosmic-threat\n    character: The Minimal Menace\n"
            "    superpowers:\n      - {name: Hurl, cost: 3, text: Throw it.}\n")
    text = with_rule("Gain Hurl.") + POWER + card
    found = [f for f in checked(tmp_path, text, "fact.cost")]
    assert located(found) == [(*at(text, "cost: 3", "3"), "fact.cost")]
    assert found[0].message == (f"'Hurl' costs 3 here but 2 where it is printed first (line {at(text, 'cost: 2')[0]}): "
                                f"one superpower, one cost")


def test_a_cost_written_in_text_is_compared(tmp_path):
    text = with_rule('"Hurl costs 3 {power}."') + POWER
    found = checked(tmp_path, text, "fact.cost")
    assert located(found) == [(*at(text, "costs 3", "3"), "fact.cost")]
    assert found[0].message == f"the text says Hurl costs 3, but its data says 2 (line {at(text, 'cost: 2')[0]}): " \
        "write {cost:hurl}"
    assert checked(tmp_path, with_rule('"Hurl (2 {power}) throws."') + POWER, "fact.cost") == []


def test_an_attack_on_two_cards_with_two_ranges_is_found(tmp_path):
    card = ("  - id: {id}\n    kind: stat\n    side: cosmic-threat\n    character: {who}\n"
            "    attacks:\n      - {{name: Smash, type: physical, range: {range}, strength: 5}}\n")
    text = with_rule("Gain Hurl.") + "cards:\n" + card.format(id="a", who="Menace", range=2) + card.format(
        id="b", who="Other Menace", range=3)
    found = checked(tmp_path, text, "fact.cost")
    assert located(found) == [(*at(text, "range: 3", "3"), "fact.cost")]
    assert found[0].message == (f"'Smash' has range 3 here but 2 where it is printed first (line "
                                f"{at(text, 'range: 2')[0]}): one attack, one range")


def test_a_tier_put_at_another_space_than_the_track_gives_it_is_found(tmp_path):
    tiers = "tiers: [{from: 0, to: 7, label: Neap}, {from: 8, to: 10, label: Spring Tide}]"
    track = TRACK.replace("to: 10}", f"to: 10,\n         {tiers}}}")
    text = with_rule("While the Flood Level is at 7 or more (Spring Tide), gain 1 Power.") + track
    found = checked(tmp_path, text, "fact.threshold")
    assert located(found) == [(*at(text, "at 7 or more", "7"), "fact.threshold")]
    assert found[0].message == (f"the text puts Spring Tide at 7 or more, but its tier starts at 8 on the track (line "
                                f"{at(text, '{from: 8')[0]})")
    for fine in ("at 8 or more (Spring Tide)", "Neap (7 or less)", "Spring Tide (at 8 or more)"):
        assert checked(tmp_path, text.replace("at 7 or more (Spring Tide)", fine), "fact.threshold") == []


def test_a_cost_written_after_the_bold_name_and_its_kind_is_compared(tmp_path):
    text = with_rule('"The Menace\'s **Hurl** superpower costs 3 {power}."') + POWER
    assert located(checked(tmp_path, text, "fact.cost")) == [(*at(text, "costs 3", "3"), "fact.cost")]


PER_LEVEL_VP = MINIMAL.replace("    winner: crisis-team\n", "    winner: crisis-team\n    difficulty: menace-dice\n")


@pytest.mark.parametrize("condition", ['"wins with {vp:victory}."', '"wins with 1 VP at Normal, 2 at Hard."',
                                       '"wins with 1 VP at Normal and 2 VPs at Hard."'])
def test_a_per_level_ending_that_says_each_levels_vp_is_fine(tmp_path, condition):
    text = PER_LEVEL_VP.replace("wins when the Menace is KO'd.", condition)
    assert checked(tmp_path, text, "fact.vp") == []


def test_a_per_level_ending_that_says_another_levels_vp_is_found_at_that_level(tmp_path):
    text = PER_LEVEL_VP.replace("wins when the Menace is KO'd.", '"wins with 1 VP at Normal, 3 at Hard."')
    assert located(checked(tmp_path, text, "fact.vp")) == [(*at(text, "3 at Hard"), "fact.vp")]
