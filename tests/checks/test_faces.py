"""What the paper will show: dice at every difficulty level, an INJURED face that changes something,
reference-table keys printed once, spots the kit's tokens can fill, articles that fit the next word,
and endings that let each side win and say who wins. (Number words read as dice: tests/test_odds.py.)"""

from __future__ import annotations

import pytest

from conftest import MINIMAL, at, checked, located, with_rule

ROWS = ("    rows:\n      - {faces: [critical, wild, hit], text: Good.}\n"
        "      - {faces: [block, blank, failure], text: Bad.}\n")


def roll_table(dice: str) -> str:
    return MINIMAL + f"tables:\n  - id: menace\n    name: Menace Roll\n    {dice}\n" + ROWS


def with_hard_cell(cell: str) -> str:
    return MINIMAL.replace("{name: Hard, values: {menace-dice: 2}}", f"{{name: Hard, values: {{menace-dice: {cell}}}}}")


# --- table.dice-per-level -----------------------------------------------------------------------------

def test_a_dice_list_leaving_out_a_level_is_an_error_at_the_list(tmp_path):
    text = roll_table("dice: {Normal: 2}")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "dice: {Normal: 2}", "{Normal"), "table.dice-per-level")]
    assert found[0].message == ("at Hard, the Menace Roll table would print no dice: the dice list gives no number "
                                "for Hard: add 'Hard: N'")


def test_a_cell_naming_no_number_is_an_error_at_the_cell(tmp_path):
    text = with_hard_cell("Roll some dice") + "tables:\n  - id: menace\n    name: Doomsday Device\n" \
        "    dice_from: menace-dice\n" + ROWS
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "Roll some dice"), "table.dice-per-level")]
    assert found[0].message.startswith("at Hard, the Doomsday Device table would print no dice: the Menace Dice "
                                       "cell 'Roll some dice' names no number")


def test_a_level_without_the_cell_is_an_error_at_its_values(tmp_path):
    text = MINIMAL.replace("{name: Hard, values: {menace-dice: 2}}", "{name: Hard, values: {}}") + \
        "tables:\n  - id: menace\n    name: Rampage Chart\n    dice_from: menace-dice\n" + ROWS
    found = checked(tmp_path, text, "table.dice-per-level")
    assert located(found) == [(*at(text, "values: {}", "{}"), "table.dice-per-level")]
    assert found[0].message.startswith("at Hard, the Rampage Chart would print no dice: level Hard has no Menace "
                                       "Dice cell")


@pytest.mark.parametrize("dice", ["dice: 2", "dice: {Normal: 2, Hard: 3}", "dice_from: menace-dice"])
def test_dice_at_every_level_are_fine(tmp_path, dice):
    assert checked(tmp_path, roll_table(dice)) == []


@pytest.mark.parametrize(("cell", "why"), [
    ("Roll -3 dice", "the Menace Dice cell is -3, not a number of dice"),
    ("'−2'", "the Menace Dice cell is -2, not a number of dice"),
    ("Roll 3 or 4 dice", "the Menace Dice cell 'Roll 3 or 4 dice' writes 2 numbers (3, 4): a cell the dice are read "
                         "from writes one, e.g. 'Roll 3 dice'"),
    ("'Roll two dice, then 3'", "writes 2 numbers (2, 3)"),
    ("Roll 900000000000 dice", "the Menace Dice cell writes 900,000,000,000 dice; no roll throws more than 100"),
])
def test_a_cell_that_is_not_one_number_of_dice_is_an_error_at_the_cell(tmp_path, cell, why):
    """Every number is the one written: a cell is never read as its first number of several, its
    number without its sign, or a number past what any roll throws."""
    text = with_hard_cell(cell) + "tables:\n  - id: menace\n    name: Menace Roll\n    dice_from: menace-dice\n" + ROWS
    found = checked(tmp_path, text, "table.dice-per-level")
    assert located(found) == [(*at(text, cell), "table.dice-per-level")]
    assert why in found[0].message


def test_dice_written_in_words_are_fine(tmp_path):
    text = with_hard_cell("Roll four dice") + "tables:\n  - id: menace\n    name: Menace Roll\n" \
        "    dice_from: menace-dice\n" + ROWS
    assert checked(tmp_path, text) == []


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


# --- table.repeated-key -------------------------------------------------------------------------------

def stages(*keys) -> str:
    rows = "".join(f"      - {{key: {key}, text: Stage {n}.}}\n" for n, key in enumerate(keys))
    return with_rule("The Crisis Team starts with priority.\n    reference_table: storm") + \
        "reference_tables:\n  - id: storm\n    name: Storm\n    key_label: Stage\n    rows:\n" + rows


def test_a_repeated_key_is_an_error_at_the_second_row_with_it(tmp_path):
    text = stages(0, 1, 1, 3)
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{key: 1, text: Stage 2.}", "1"), "table.repeated-key")]
    assert found[0].message == ("'Storm' would print Stage 0, 1, 1, 3: 1 twice (rows 2 and 3); give each row its "
                                "own key")


def test_keys_each_once_are_fine(tmp_path):
    assert checked(tmp_path, stages(0, 1, 2, 3)) == []


# --- tracker.spots-count ------------------------------------------------------------------------------

EVACUATED = "tokens:\n  - {id: evacuated, name: Evacuated, count: 4, front: {label: Evacuated}}\n"
RIVETS = ("randomizers:\n  - {id: rivets, name: Rivet, back: {label: R}}\n"
          "tokens:\n  - {id: red, name: Red Rivet, count: 2, randomizer: rivets, front: {label: Red}}\n"
          "  - {id: blue, name: Blue Rivet, count: 1, randomizer: rivets, front: {label: Blue}}\n")


def spots(count: int, token: str) -> str:
    return ("trackers:\n  - id: t\n    name: T\n    components:\n"
            f"      - {{type: spots, id: s, label: Rescued, count: {count}, token: {token}}}\n")


def test_more_spots_than_printed_tokens_is_a_warning_at_the_count(tmp_path):
    text = MINIMAL + EVACUATED + spots(5, "evacuated")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "count: 5", "5"), "tracker.spots-count")]
    assert found[0].message == ("'Rescued' would print 5 spots for 4 Evacuated tokens: 1 spot can never fill; "
                                "print 4 spots, or raise the token's count to 5")


def test_spots_holding_a_group_count_its_tokens(tmp_path):
    text = MINIMAL + RIVETS + spots(4, "rivets")
    found = checked(tmp_path, text, "tracker.spots-count")
    assert located(found) == [(*at(text, "count: 4", "4"), "tracker.spots-count")]
    assert "4 spots for 3 Rivet tokens" in found[0].message


@pytest.mark.parametrize("addition", [EVACUATED + spots(4, "evacuated"), EVACUATED + spots(2, "evacuated"),
                                      RIVETS + spots(3, "rivets"), RIVETS + spots(9, "red")],
                         ids=["as many", "fewer", "a group's tokens", "a group's token (ref.randomizer-spots)"])
def test_spots_the_tokens_can_fill_are_fine(tmp_path, addition):
    assert checked(tmp_path, MINIMAL + addition, "tracker.spots-count") == []


# --- text.article -------------------------------------------------------------------------------------

WRONG = {"a Evacuee": "an Evacuee", "an unit": "a unit", "a Ultimate": "an Ultimate", "A hour": "An hour",
         "an European": "a European", "an one-off": "a one-off", "a R3": "an R3", "an KO": "a KO", "a 8": "an 8",
         "a **Energy Blast**": "an Energy"}


def test_an_article_unlike_the_sound_of_the_next_word_is_a_warning_at_it(tmp_path):
    text = with_rule(" ".join(f"Now, {wrong} here." for wrong in WRONG))
    found = checked(tmp_path, text, "text.article")
    assert located(found) == [(*at(text, f"Now, {wrong} ", wrong.split()[0]), "text.article") for wrong in WRONG]
    assert found[0].message == ("the kit would print 'a Evacuee': write 'an Evacuee' ('Evacuee' begins with a vowel "
                                "sound)")
    assert [finding.message.split("write '")[1].split("' (")[0] for finding in found] == list(WRONG.values())


RIGHT = ["an Evacuee", "an Ultron-controlled drone", "an Ultimate Encounter", "a unit", "a use", "a unique one",
         "an uninjured hero", "an unbound one", "an urge", "a uranium core", "an hour", "an honest man",
         "a European", "a one-off", "an R3 move", "a KO", "a D6", "an 8", "a 1", "an 11", "a historic", "an historic",
         "a {physical} attack", "an {energy} attack", "zone A is open", "Plan A or B", "a or b", "A ONE-TIME EVENT",
         "AN HOUR", "an sRGB image", "a KO'd hero", "an NPC", "N/A\\n\\nA Better Age"]


def test_articles_fitting_their_words_are_fine(tmp_path):
    text = with_rule('"' + " ".join(f"Take {right} here." for right in RIGHT) + '"')
    assert checked(tmp_path, text, "text.article") == []


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


# --- the bundled encounters ---------------------------------------------------------------------------

def test_the_bundled_encounters_print_right(loaded_bundled):
    """Their two stat cards with one printed side declare it in an assumption; their articles fit."""
    from printgen.checks import faces, run_checks
    from printgen.checks.base import checks_in
    from printgen.checks.context import Context

    codes = [registered.code for registered in checks_in(faces)]
    assert {encounter: run_checks(Context(loaded), codes).findings for encounter, loaded in loaded_bundled.items()} \
        == {encounter: [] for encounter in loaded_bundled}
