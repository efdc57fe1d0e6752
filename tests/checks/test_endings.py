"""ending.*: every ending can happen on the paper that counts it, the rule that lists the endings lists
every one, each side can win, and an ending's text names its own winner. (A VP track short of its ending:
test_trackers.py.)"""

from __future__ import annotations

import pytest

from conftest import MINIMAL, at, checked, located

DOOM_COLUMN = "    - {id: doom, label: Doom to Win, harder: fewer}\n"
DOOM_ENDING = """  - id: doom-falls
    name: Doom Falls
    winner: cosmic-threat
    difficulty: doom
    text: The Cosmic Threat wins when the Doom track reaches the Doom to Win of the level.
"""
DOOM_TRACK = "trackers:\n  - id: board\n    name: Board\n    components:\n" \
             "      - {type: track, id: doom-track, label: Doom, from: 0, to: 10}\n"


def _doom(normal: int, hard: int, track: str = DOOM_TRACK) -> str:
    """The minimal encounter with a Cosmic Threat ending at each level's value of 'Doom to Win'."""
    text = MINIMAL.replace("harder: more}\n", "harder: more}\n" + DOOM_COLUMN)
    text = text.replace("{menace-dice: 1}", f"{{menace-dice: 1, doom: {normal}}}")
    text = text.replace("{menace-dice: 2}", f"{{menace-dice: 2, doom: {hard}}}")
    return text.replace("setup_map:", DOOM_ENDING + "setup_map:") + track


def test_a_threshold_past_the_end_of_the_track_its_column_names_is_an_error_at_the_level(tmp_path):
    text = _doom(11, 9)
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "doom: 11", "11"), "ending.unreachable")]
    assert found[0].message.startswith("'Doom Falls' needs 11 at Normal (column 'Doom to Win'), but track 'Doom' "
                                       "on 'Board' runs 0–10: the Cosmic Threat can never win by it at that level")
    assert "run the track to 11" in found[0].message


def test_thresholds_on_the_track_or_a_column_naming_no_track_are_fine(tmp_path):
    assert checked(tmp_path, _doom(10, 9)) == []
    assert checked(tmp_path, _doom(11, 9).replace("label: Doom to Win", "label: Threat to Win")) == []


def test_a_column_naming_two_tracks_is_left_alone(tmp_path):
    """Which of the two the threshold counts only the words say."""
    track = DOOM_TRACK + "      - {type: track, id: win-track, label: Win, from: 0, to: 20}\n"
    assert checked(tmp_path, _doom(11, 9, track), "ending.unreachable") == []


SUBDUE = """tokens:
  - {id: subdue, name: Subdue, count: 3, front: {label: Subdue}}
"""


def _subdue(normal: int, hard: int) -> str:
    """The Crisis Team wins once the Menace has been Subdued each level's number of times."""
    text = MINIMAL.replace("{id: menace-dice, label: Menace Dice, harder: more}",
                           "{id: menace-dice, label: Menace Dice, harder: more}\n"
                           "    - {id: subdue-needed, label: Subdue Tokens Needed, harder: more}")
    text = text.replace("{menace-dice: 1}", f"{{menace-dice: 1, subdue-needed: {normal}}}")
    text = text.replace("{menace-dice: 2}", f"{{menace-dice: 2, subdue-needed: {hard}}}")
    text = text.replace("    winner: crisis-team\n", "    winner: crisis-team\n    difficulty: subdue-needed\n")
    text = text.replace("wins when the Menace is KO'd.", "wins once the Menace holds the Subdue tokens needed.")
    return text + SUBDUE


def test_a_threshold_of_more_tokens_than_the_kit_prints_is_an_error_at_the_level(tmp_path):
    text = _subdue(2, 4)
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "subdue-needed: 4", "4"), "ending.unreachable")]
    assert "'Victory' needs 4 at Hard (column 'Subdue Tokens Needed'), but the kit prints 3 Subdue tokens" in \
        found[0].message
    assert "raise the token's count to 4" in found[0].message


def test_thresholds_within_the_tokens_printed_are_fine(tmp_path):
    assert checked(tmp_path, _subdue(2, 3)) == []


def test_a_threshold_below_the_first_space_of_a_vp_track_is_an_error_at_the_threshold(tmp_path):
    text = MINIMAL.replace("    winner: crisis-team\n", "    winner: crisis-team\n    vp: 3\n") + \
        "trackers:\n  - id: board\n    name: Board\n    components:\n" \
        "      - {type: track, id: vp, label: VP, from: 5, to: 20, role: victory-points, side: crisis-team}\n"
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "vp: 3", "3"), "ending.unreachable")]
    assert "'Victory' needs 3 VP, below the first space (5) of track 'VP' on 'Board'" in found[0].message
    assert checked(tmp_path, text.replace("vp: 3", "vp: 5")) == []


LISTED = """  - id: ending
    title: Ending the Encounter
    endings: [victory]
"""
DEFEAT = """  - id: defeat
    name: Defeat
    winner: cosmic-threat
    text: The Cosmic Threat wins when the Crisis Team is KO'd.
"""


def test_an_ending_the_rule_listing_the_endings_leaves_out_is_a_warning_at_the_ending(tmp_path):
    text = MINIMAL.replace("endings:\n", LISTED + "endings:\n").replace("setup_map:", DEFEAT + "setup_map:")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "- id: defeat", "defeat"), "ending.unlisted")]
    assert found[0].message == ("the rule 'Ending the Encounter', which lists the endings (victory), leaves out "
                                "'Defeat': it would print apart from them, and not where the rule is printed; add "
                                "'defeat' to its endings")


@pytest.mark.parametrize("listing", ["    endings: [victory, defeat]\n", "    endings: [defeat, victory]\n"])
def test_every_ending_listed_or_no_rule_listing_them_is_fine(tmp_path, listing):
    text = MINIMAL.replace("endings:\n", LISTED.replace("    endings: [victory]\n", listing) + "endings:\n")
    assert checked(tmp_path, text.replace("setup_map:", DEFEAT + "setup_map:")) == []
    assert checked(tmp_path, MINIMAL.replace("setup_map:", DEFEAT + "setup_map:")) == []


# --- VP past what the rules' own scoring can give -------------------------------------------------------

SCORING = """  - id: scoring
    title: Scoring
    text: |-
      - The Crisis Team scores 2 VPs for each Beacon it lights.
      - The Crisis Team scores 1 VP for each Relic token it carries off the battlefield; then remove it.
      - The Cosmic Threat player scores 1 VP at the end of each round for each unlit Beacon.
"""
TOKENS = """tokens:
  - {id: beacon, name: Beacon, count: 3, front: {label: Beacon}}
  - {id: relic, name: Relic, count: 2, front: {label: Relic}}
"""
VP_TRACKS = """trackers:
  - id: board
    name: Board
    components:
      - {type: track, id: vp, label: VP, from: 0, to: 12, role: victory-points}
"""


def _scored(vp: int, scoring: str = SCORING) -> str:
    text = MINIMAL.replace("endings:\n", scoring + "endings:\n")
    return text.replace("    winner: crisis-team\n", f"    winner: crisis-team\n    vp: {vp}\n") + TOKENS + VP_TRACKS


def test_a_vp_goal_past_all_the_scoring_the_rules_state_is_a_warning_at_the_goal(tmp_path):
    """Three Beacons at 2 VPs and two Relics at 1 VP give the Crisis Team 8 VPs at most."""
    text = _scored(10)
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "vp: 10", "10"), "ending.unreachable")]
    assert found[0].severity == "warning"
    assert found[0].message.startswith("'Victory' needs 10 VP, but the rules give the Crisis Team at most 8 (2 VPs for "
                                       "each of 3 Beacon tokens; 1 VP for each of 2 Relic tokens): it can never win")
    assert checked(tmp_path, _scored(8)) == []
    assert checked(tmp_path, _scored(10, ""), "ending.unreachable") == []  # no words score VP: the most is not known


@pytest.mark.parametrize("open_ended", [
    "      - The Crisis Team scores 1 VP for each Beacon it controls during the Cleanup Phase.\n",
    "      - The Crisis Team scores 2 VPs each time the Menace is Dazed.\n",
    "      - The Crisis Team can score VPs by rescuing civilians.\n",
    "      - Each player scores 1 VP for each Relic it holds.\n",
])
def test_scoring_the_words_leave_open_reaches_any_goal(tmp_path, open_ended):
    """Each round, each time, in words of its own, or by either side: the most a side can score is not known."""
    assert checked(tmp_path, _scored(10, SCORING + open_ended), "ending.unreachable") == []


# --- ending.sides and ending.winner-text --------------------------------------------------------------

def with_ending(winner: str, said: str) -> str:
    return MINIMAL.replace("    text: The Crisis Team wins when the Menace is KO'd.\n",
                           "    text: The Crisis Team wins when the Menace is KO'd.\n"
                           f"  - id: defeat\n    name: Defeat\n    winner: {winner}\n    text: {said}\n")


def test_endings_all_won_by_one_side_are_an_error_at_the_endings(tmp_path):
    text = with_ending("crisis-team", "If the Menace flees the battlefield, the heroes have saved the day.")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "- id: victory"), "ending.sides")]
    assert found[0].message == ("every ending is won by the Crisis Team: the rules would print no way for the Cosmic "
                                "Threat to win; give an ending 'winner: cosmic-threat'")


@pytest.mark.parametrize("said", ["The Crisis Team wins when every hero is KO'd.",
                                  "If the Crisis Team players score 10 VPs, they win the game.",
                                  "When the clock runs out, the Crisis Team immediately wins."])
def test_an_ending_whose_text_says_the_other_side_wins_is_a_warning_at_those_words(tmp_path, said):
    text = with_ending("cosmic-threat", said)
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, said, "Crisis"), "ending.winner-text")]
    assert found[0].message == ("'Defeat' would print that the Crisis Team wins, but its winner is cosmic-threat: "
                                "correct the text (a pasted copy?), or the winner")


@pytest.mark.parametrize("said", ["The Cosmic Threat wins when every hero is KO'd.",
                                  "If the Cosmic Threat player scores 10 VPs, they win the game.",
                                  "If the Crisis Team has no characters left, the Cosmic Threat wins.",
                                  "The Crisis Team cannot win once the bomb explodes; the Cosmic Threat wins.",
                                  "The Cosmic Threat wins at 10 VPs; otherwise the Crisis Team wins."])
def test_endings_for_both_sides_saying_their_own_winner_are_fine(tmp_path, said):
    assert checked(tmp_path, with_ending("cosmic-threat", said)) == []
