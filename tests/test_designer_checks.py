"""`printgen check` for a homebrew designer: the mistakes a designer makes beyond typos in the rules
(tokens placed or spotted by a group's id, more copies placed than printed, face-down tokens that
can be told apart, VP tracks short of a difficulty's threshold, counts of a Randomizer group, tabs,
levels listed hardest first), every printed text proofread, and what is not a finding (numbers and
their nouns, British spellings, letters named as letters, quotations)."""

from __future__ import annotations

import typing

import pytest

from conftest import MINIMAL, at, at_each, checked, located, with_rule
from printgen.checks.context import NOT_PROOFREAD, Context
from printgen.checks.words import numbers_as_one
from printgen.model import Node
from printgen.model.base import Name, Text

GROUP = ("randomizers:\n  - {id: signals, name: Mutant Signal, back: {label: Signal}, face_down: true}\n"
         "tokens:\n  - {id: real, name: Real Signal, count: 3, size: 30mm, randomizer: signals, front: {label: R}}\n"
         "  - {id: fake, name: Fake Signal, count: 3, size: 30mm, randomizer: signals, front: {label: F}}\n")


def findings(tmp_path, text: str, *codes: str) -> list[tuple[int, int, str, str]]:
    """(line, col, code, message) of each finding of the checks named."""
    return [(f.line, f.col, f.code, f.message) for f in checked(tmp_path, text, *codes)]


# --- 1. more copies placed than printed ---------------------------------------------------------

CRATES = "tokens:\n  - {id: crate, name: Crate, count: 3, front: {label: Crate}}\n"


def test_placing_more_copies_than_the_kit_prints_is_an_error_at_the_placement_that_runs_out(tmp_path):
    text = MINIMAL + ("  fixed:\n    - {id: first, label: First Crate, token: crate, at: [18in, 18in]}\n"
                      "  random:\n    - {id: some, token: crate, count: 2}\n    - {id: more, token: crate, count: 2}\n"
                      ) + CRATES
    assert findings(tmp_path, text, "ref.placed-copies") == [
        (*at(text, "{id: more, token: crate, count: 2}", "2"), "ref.placed-copies",
         "the setup map places 5 copies of 'Crate' but the kit prints 3: raise the token's count to 5, or place fewer")]


def test_placing_every_copy_is_fine(tmp_path):
    text = MINIMAL + "  random:\n    - {id: all, token: crate, count: 3}\n" + CRATES
    assert findings(tmp_path, text, "ref.placed-copies") == []


# --- 2. a Randomizer group's id where a token belongs ---------------------------------------------

@pytest.mark.parametrize("where, addition", [
    ("spots", "trackers:\n  - id: t\n    name: T\n    components:\n"
              "      - {type: spots, id: s, label: S, count: 6, token: signals}\n"),
    ("track", "trackers:\n  - id: t\n    name: T\n    components:\n"
              "      - {type: track, id: k, label: K, from: 0, to: 5, token: signals}\n"),
    # a placement, fixed or random, may name a face-down group, whose back it places
    # (tests/test_face_down_placements.py); a face-up group's tokens differ on the map, so it names one
    ("fixed placement of a face-up group", "  fixed:\n    - {id: f, label: F, token: signals, at: [18in, 18in]}\n"),
])
def test_a_group_where_a_token_belongs_is_an_error_naming_its_tokens(tmp_path, where, addition):
    # placements go under setup_map, which ends MINIMAL; trackers and the group are top-level keys after it
    group = GROUP.replace("face_down: true", "face_down: false") if where.startswith("fixed") else GROUP
    text = MINIMAL + addition + group if addition.startswith("  ") else MINIMAL + group + addition
    found = checked(tmp_path, text, "ref.group-as-token")
    assert located(found) == [(*at(text, "token: signals", "signals"), "ref.group-as-token")]
    message = found[0].message
    assert message.startswith("'signals' is a Randomizer group, not a token: ")
    assert message.endswith("('real', 'fake')")


def test_a_face_down_group_may_be_what_a_rule_a_fixed_place_an_area_or_an_order_names(tmp_path):
    text = (MINIMAL.replace("    text: The Crisis Team starts with priority.",
                            "    text: The Crisis Team starts with priority.\n    token: signals")
            + "  fixed:\n    - {id: f, label: F, token: signals, at: [18in, 18in]}\n"
            + "  orders:\n    - {id: o, name: Order, randomizer: signals, hidden: true, text: Shuffle them.}\n"
            + GROUP + "trackers:\n  - id: t\n    name: T\n    components:\n"
            "      - {type: area, id: pile, label: Pile, token: signals}\n")
    assert findings(tmp_path, text, "ref.group-as-token") == []


# --- 3. face-down groups whose tokens differ ----------------------------------------------------------

def test_a_face_down_token_of_another_shape_is_an_error_at_its_shape(tmp_path):
    text = MINIMAL + GROUP.replace("size: 30mm, randomizer: signals, front: {label: F}",
                                   "shape: square, size: 30mm, randomizer: signals, front: {label: F}")
    found = checked(tmp_path, text, "ref.face-down-alike")
    assert located(found) == [(*at(text, "shape: square", "square"), "ref.face-down-alike")]
    assert ("'Fake Signal' is square 30 mm, but the other tokens of the face-down Randomizer group 'Mutant Signal' "
            "are round 30 mm") in found[0].message


def test_tokens_of_a_face_up_group_may_differ(tmp_path):
    face_up = GROUP.replace("face_down: true", "face_down: false")
    text = MINIMAL + face_up.replace("size: 30mm, randomizer: signals, front: {label: F}",
                                     "size: 40mm, randomizer: signals, front: {label: F}")
    assert findings(tmp_path, text, "ref.face-down-alike") == []


def test_tokens_of_a_face_down_group_alike_are_fine(tmp_path):
    assert findings(tmp_path, MINIMAL + GROUP, "ref.face-down-alike") == []


# --- 4. a VP track short of a difficulty's threshold ------------------------------------------------

def vp_encounter(to: int, side: str = "crisis-team") -> str:
    return (MINIMAL.replace("    - {id: menace-dice, label: Menace Dice, harder: more}",
                            "    - {id: menace-dice, label: Menace Dice, harder: more}\n"
                            "    - {id: vp, label: VP to Win, harder: more}")
            .replace("{menace-dice: 1}", "{menace-dice: 1, vp: 8}")
            .replace("{menace-dice: 2}", "{menace-dice: 2, vp: 12}")
            .replace("    winner: crisis-team\n", "    winner: crisis-team\n    difficulty: vp\n")
            + f"trackers:\n  - id: t\n    name: T\n    components:\n"
            f"      - {{type: track, id: k, label: Score, from: 0, to: {to}, role: victory-points, side: {side}}}\n")


def test_a_vp_track_short_of_a_difficulty_threshold_is_an_error(tmp_path):
    text = vp_encounter(10)
    assert findings(tmp_path, text, "tracker.victory-points") == [
        (*at(text, "to: 10", "10"), "tracker.victory-points",
         "track 'Score' stops at 10, short of the VP 'Victory' needs at Hard (12): make it run to at least 12")]


def test_a_vp_track_reaching_every_threshold_or_of_the_other_side_is_fine(tmp_path):
    assert findings(tmp_path, vp_encounter(12), "tracker.victory-points") == []
    assert findings(tmp_path, vp_encounter(10, "cosmic-threat"), "tracker.victory-points") == []


def test_a_start_column_without_a_number_says_so_without_none(tmp_path):
    text = (MINIMAL.replace("{menace-dice: 1}", "{menace-dice: none at all}")
            + "trackers:\n  - id: t\n    name: T\n    components:\n"
            "      - {type: track, id: k, label: K, from: 0, to: 5, start_from: menace-dice}\n")
    found = checked(tmp_path, text, "tracker.start")
    assert located(found) == [(*at(text, "start_from: menace-dice", "menace-dice"), "tracker.start")]
    assert "None" not in found[0].message
    assert "at Normal the difficulty column 'menace-dice' has no number" in found[0].message


# --- 5. counts of a Randomizer group in the text --------------------------------------------------

@pytest.mark.parametrize("sentence, wrong, fragment", [
    ("Shuffle the 5 Mutant Signal tokens.", "5", '"the 5 Mutant Signal tokens" but the data has 6 (Randomizer group '
                                                 "'Mutant Signal')"),
    ("Shuffle all five Mutant Signals.", "five", '"all five Mutant Signals" but the data has 6'),
    ("Shuffle the 5 Mutant Signal Randomizer tokens.", "5", '"the 5 Mutant Signal Randomizer tokens"'),
    ("Shuffle the 6 Mutant Signal tokens.", None, None),
    ("Shuffle the 3 Real Signals.", None, None),
    ("Shuffle the 2 Real Signal tokens.", "2", "but the data has 3 (token 'Real Signal')"),
])
def test_counts_of_a_group_are_checked_at_the_wrong_number(tmp_path, sentence, wrong, fragment):
    text = with_rule(sentence) + GROUP
    found = checked(tmp_path, text, "ref.count-in-text")
    assert located(found) == ([(*at(text, sentence, wrong), "ref.count-in-text")] if wrong else [])
    assert all(fragment in f.message and "write" in f.message for f in found)


def test_a_token_named_like_the_start_of_a_group_is_not_counted_in_the_groups_phrase(tmp_path):
    text = with_rule("Shuffle the 6 Mutant Signal tokens; the 2 Mutants wait.") + GROUP + (
        "  - {id: mutant, name: Mutant, count: 2, front: {label: M}}\n")
    assert findings(tmp_path, text, "ref.count-in-text") == []
    unknown_group = with_rule("Shuffle the 5 Mutant Signal tokens.") + "tokens:\n" + (
        "  - {id: mutant, name: Mutant, count: 2, front: {label: M}}\n")
    assert findings(tmp_path, unknown_group, "ref.count-in-text") == []


def test_plurals_in_y_are_counted(tmp_path):
    text = with_rule("Place the 3 Dummies.") + "tokens:\n  - {id: d, name: Dummy, count: 2, front: {label: D}}\n"
    found = checked(tmp_path, text, "ref.count-in-text")
    assert located(found) == [(*at(text, "3 Dummies", "3"), "ref.count-in-text")]
    assert '"the 3 Dummies" but the data has 2' in found[0].message


def test_each_wrong_count_is_located_at_its_own_words(tmp_path):
    text = with_rule("|-\n      Shuffle the 5 Mutant Signals.\n      Then shuffle the 5 Mutant Signals.") + GROUP
    found = checked(tmp_path, text, "ref.count-in-text")
    assert located(found) == [(*place, "ref.count-in-text") for place in at_each(text, "the 5", "5")]


# --- 6. tabs ---------------------------------------------------------------------------------

def test_a_tab_in_any_printed_text_is_a_warning(tmp_path):
    text = MINIMAL + "tokens:\n  - {id: c, name: Crate, count: 1, front: {label: \"Cr\\tate\"}}\n"
    found = findings(tmp_path, text, "text.tab")
    assert found == [(*at(text, '"Cr\\tate"'), "text.tab", "a tab character, which prints as a single space: replace "
                      "it with spaces (for columns, use a table)")]
    assert findings(tmp_path, MINIMAL, "text.tab") == []


# --- 7. every printed text is proofread ----------------------------------------------------------

NOTES = ("assumptions:\n  - {what: The sizze of things., value: The valeu we chose., why: The reasson.}\n"
         "corrections:\n  - {was: Pace this charcter, now: Place this chracter, where: the Priorty rule}\n")


def test_assumptions_and_corrections_are_proofread_except_the_seeds_own_words(tmp_path):
    text = MINIMAL + NOTES
    found = checked(tmp_path, text, "text.spelling")
    assert located(found) == [(*at(text, word), "text.spelling")
                              for word in ("sizze", "valeu", "reasson", "chracter", "Priorty")]


def test_names_and_labels_are_proofread(tmp_path):
    text = (MINIMAL.replace("cosmic_threat_squad: [The Minimal Menace]", "cosmic_threat_squad: [The Minimal Menase]")
            + "tokens:\n  - {id: c, name: Crrate, kind: Targett, count: 1, front: {label: Crrate}}\n"
            "trackers:\n  - id: t\n    name: Trakcer\n    components:\n"
            "      - {type: spots, id: s, label: Spotss, count: 1, token: c}\n")
    found = checked(tmp_path, text, "text.spelling")
    assert located(found) == sorted((*place, "text.spelling") for word in ("Menase", "Crrate", "Targett", "Trakcer",
                                                                           "Spotss") for place in at_each(text, word))


def _words_values(node: Node, owner: str = "") -> list[tuple[str, str]]:
    """(Class.field, value) of every string the model types as Name or Text (found independently
    of the context's walk, from the type hints)."""
    found = []
    hints = typing.get_type_hints(type(node), include_extras=True)
    for name in type(node).model_fields:
        if name == "checks":
            continue
        value, hint, where = getattr(node, name), hints[name], f"{type(node).__name__}.{name}"
        items = value if isinstance(value, list) else list(value.values()) if isinstance(value, dict) else [value]
        for item in items:
            if isinstance(item, Node):
                found += _words_values(item)
            elif isinstance(item, str) and _names_or_text(hint):
                found.append((where, item))
    return found


def _names_or_text(hint) -> bool:
    return hint is Name or hint is Text or any(_names_or_text(arg) for arg in typing.get_args(hint))


def test_every_name_and_text_of_the_bundled_encounters_is_proofread(loaded_bundled):
    skipped = {f"{owner}.{field}" for owner, field in NOT_PROOFREAD}
    for loaded in loaded_bundled.values():
        proofread = {field.text for field in Context(loaded).texts}
        missed = [(where, value[:50]) for where, value in _words_values(loaded.model)
                  if where not in skipped and value not in proofread]
        assert missed == []


# --- 8. not findings: numbers and their nouns, British spellings, letters named, quotations -------

def test_numbers_and_their_nouns_are_one_shape():
    assert numbers_as_one("Roll 1 die") == numbers_as_one("Roll 3 dice") == "Roll # die"
    assert numbers_as_one("Place two Crates") == numbers_as_one("Place 1 Crate")
    assert numbers_as_one("gain 2 boxes") != numbers_as_one("gain 2 crates")


def copies(first: str, second: str) -> str:
    return MINIMAL + f"superpowers:\n  - {{id: a, name: A, text: {first}}}\n  - {{id: b, name: B, text: {second}}}\n"


def test_passages_differing_in_a_number_and_its_noun_are_not_divergent(tmp_path):
    text = copies("This character rolls 1 die and deals damage to each enemy character within range.",
                  "This character rolls 3 dice and deals damage to each enemy character within range.")
    assert findings(tmp_path, text, "text.divergent-copy") == []


def test_passages_differing_in_a_noun_are_still_divergent(tmp_path):
    text = copies("This character rolls 3 dice and deals damage to each enemy character within range.",
                  "This character rolls 3 dice and deals damage to each allied character within range.")
    found = checked(tmp_path, text, "text.divergent-copy")
    assert located(found) == [(*at(text, "This character rolls 3 dice and deals damage to each allied"),
                               "text.divergent-copy")]
    assert found[0].message.endswith("[-enemy-]{+allied+}")


def test_a_note_quoting_a_passage_is_not_its_divergent_copy(tmp_path):
    rule = "This character rolls three dice and deals damage to each enemy character within range."
    text = copies(rule, "A second power that says something else entirely for this test.") + (
        f"assumptions:\n  - what: The lost text of A.\n    value: '\"{rule}\" as its text'\n    why: Another seed.\n")
    assert findings(tmp_path, text, "text.divergent-copy") == []


def test_difficulty_cells_differing_in_a_number_and_its_noun_are_alike(tmp_path):
    text = (MINIMAL.replace("{menace-dice: 1}", "{menace-dice: Roll 1 die.}")
            .replace("{menace-dice: 2}", "{menace-dice: Roll 3 dice.}"))
    assert findings(tmp_path, text, "difficulty.text") == []


@pytest.mark.parametrize("word", ["defences", "colour", "armoured", "centre", "centred", "metres", "realised",
                                  "behaviour", "manoeuvre", "offence", "analyse", "honour"])
def test_british_spellings_are_words(tmp_path, word):
    assert findings(tmp_path, with_rule(f"The Crisis Team keeps its {word} with priority."), "text.spelling") == []


def test_a_misspelt_british_word_is_still_reported(tmp_path):
    text = with_rule("The Crisis Team keeps its defencse.")
    found = checked(tmp_path, text, "text.spelling")
    assert located(found) == [(*at(text, "defencse"), "text.spelling")]
    assert "unknown word 'defencse'" in found[0].message


def test_letters_named_as_letters_are_not_lone(tmp_path):
    text = with_rule("The icon letters n, m, p and l are unknown; letter o is Failure.")
    assert findings(tmp_path, text, "text.lone-letter") == []
    lone = with_rule("At the end of n activation, act.")
    # the line only: the column is one early (tests/checks/text/test_proofreading.py holds that bug as an
    # expected failure)
    assert [(f.line, f.code, f.message) for f in checked(tmp_path, lone, "text.lone-letter")] == [
        (at(lone, "n activation")[0], "text.lone-letter", "a lone letter 'n' (a letter lost in transcription?)")]


# --- 9. levels listed hardest first ------------------------------------------------------------

HARDEST_FIRST = MINIMAL.replace(
    "    - {id: menace-dice, label: Menace Dice, harder: more}",
    "    - {id: menace-dice, label: Menace Dice, harder: more}\n    - {id: cards, label: Cards, harder: fewer}"
).replace(
    "    - {name: Normal, values: {menace-dice: 1}}\n    - {name: Hard, values: {menace-dice: 2}}",
    "    - {name: Insane, values: {menace-dice: 3, cards: 0}}\n    - {name: Hard, values: {menace-dice: 2, cards: 1}}\n"
    "    - {name: Normal, values: {menace-dice: 1, cards: 2}}")


def test_levels_listed_hardest_first_are_one_finding(tmp_path):
    found = findings(tmp_path, HARDEST_FIRST, "difficulty.monotonic")
    assert found == [(*at(HARDEST_FIRST, "- {name: Insane"), "difficulty.monotonic",
                      "the levels seem listed hardest first (Insane, Hard, Normal): every column gets easier from one "
                      "level to the next; list them easiest first")]


def test_a_few_wrong_cells_are_reported_each(tmp_path):
    text = HARDEST_FIRST.replace("{menace-dice: 1, cards: 2}", "{menace-dice: 4, cards: 2}")
    found = checked(tmp_path, text, "difficulty.monotonic")
    hard, normal = "{menace-dice: 2, cards: 1}", "{menace-dice: 4, cards: 2}"
    assert located(found) == [(*at(text, hard, "2"), "difficulty.monotonic"),
                              (*at(text, hard, "1"), "difficulty.monotonic"),
                              (*at(text, normal, "2"), "difficulty.monotonic")]
    assert [f.message.split(" should")[0] for f in found] == ["'Menace Dice'", "'Cards'", "'Cards'"]
