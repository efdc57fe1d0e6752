"""text.unknown-name: a phrase in the shape of a name names something of the file or of the game."""

from __future__ import annotations

import pytest

from conftest import at, checked, located, with_rule

TOKENS = ("tokens:\n  - {id: wreck, name: Wreckage, count: 4, front: {label: Wreckage}}\n"
          "  - {id: anchor, name: Rift Anchor, count: 2, front: {label: Anchor}, back: {label: Drifting}}\n"
          "trackers:\n  - id: flood\n    name: Flood Tracker\n    components:\n"
          "      - id: level\n        type: track\n        label: Flood Level\n        from: 0\n        to: 6\n"
          "        tiers:\n          - {from: 0, to: 3, label: Neap Tide}\n"
          "          - {from: 4, to: 6, label: Spring Tide}\n"
          "cards:\n  - id: menace\n    kind: stat\n    side: cosmic-threat\n    character: The Minimal Menace\n"
          "    attacks:\n      - {name: Tidal Whip, type: physical, range: 3, strength: 5}\n")


@pytest.mark.parametrize("rule, phrase, word", [
    ("Place the 6 Flotsam tokens in the sea.", "Flotsam", ""),       # renamed to Wreckage, left here
    ("Each Tide Gauge token moves 1.", "Tide Gauge", ""),             # a thing the file never defines
    ("Remove a Rift Anchor and a Storm Anchor token.", "Storm Anchor", ""),
    ("Flip the Harbour Master card.", "Harbour Master", ""),
    ("Raise the Tide Tracker by 1.", "Tide Tracker", "Tide"),  # each word in a name, the phrase in none
    ("The Minimal Menace makes a Tidal Lash attack.", "Tidal Lash", ""),  # its card's attack is Tidal Whip
    ("Remove the Menace's Flotsam token.", "Flotsam", ""),
    ("Push each Storm Anchor 2 inches.", "Storm Anchor", ""),  # another thing's name, its first word changed
    ("At King Tide, the Menace gains 1 Power.", "King Tide", ""),
])
def test_a_name_that_names_nothing_is_found_at_the_phrase(tmp_path, rule, phrase, word):
    text = with_rule(rule) + TOKENS
    found = checked(tmp_path, text, "text.unknown-name")
    assert located(found) == [(*at(text, phrase, word), "text.unknown-name")]


def test_the_finding_offers_the_nearest_name(tmp_path):
    found = checked(tmp_path, with_rule("Place the Rift Anchors tokens, then the Rift Ankor token.") + TOKENS,
                    "text.unknown-name")
    assert [f.message for f in found] == [
        "'Rift Ankor token' names no token or other thing of this file or the game; did you mean 'Rift Anchor'?"]


@pytest.mark.parametrize("rule", [
    "Place the 4 Wreckage tokens and the Rift Anchor tokens.",
    "Flip a Drifting token face up.",                # a face's label
    "Each Crisis Team character gains a Dazed token.",  # the game's own
    "Place 2 Objective tokens and draw a Team Tactic card.",
    "The Minimal Menace card stays in play.",          # the Cosmic Threat's name
    "The token moves. The card is discarded.",          # no name at all
    "Place The Rift Anchor's token.",
    "Raise the Flood Tracker by 1; at Spring Tide, flip a Wreckage token.",
    "The Cosmic Threat's Activated token stays.",       # an owner's, then the game's own token
    "Give each player a Crisis Team Tip Card.",         # the game's own terms, whole
    "Flipped Wreckage tokens stay face up.",            # a sentence's first word is no part of a name
    "- Discarded Anchor tokens go back.",
    "Push each Rift Anchor; at Neap Tide, nothing happens.",
    "Linked Rift Anchors move together.",               # ends in a name: a name with a word before it
    "The Minimal Menace pushes a Wreckage Rift Anchor.",  # names side by side
    "The Minimal Menace makes a Tidal Whip attack.",
    "Ultron makes an Energy Blast attack.",             # another character's, from its own card
])
def test_names_of_the_file_and_the_game_are_fine(tmp_path, rule):
    assert checked(tmp_path, with_rule(f'"{rule}"') + TOKENS, "text.unknown-name") == []
