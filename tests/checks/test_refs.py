"""ref.*: what the data names agrees with what it declares: tokens used, Randomizer groups where a
group belongs and filling their spots, copies placed and printed, face-down tokens alike, counts
and superpowers named in the text; a count of some of the copies ("the two Crates nearest the Menace")
claims no more than it says. (The designer's variants: tests/test_designer_checks.py.)"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import MINIMAL, at, checked, located, with_rule

CRATES = "tokens:\n  - {id: crate, name: Crate, count: 2, front: {label: Crate}}\n"
GROUP = "randomizers:\n  - {id: g, name: Gizmo, back: {label: G}}\n"


def test_a_token_nothing_uses_is_a_warning_at_the_token(tmp_path):
    text = MINIMAL + CRATES
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{id: crate"), "ref.unused-token")]
    assert "token 'Crate' is declared but nothing uses it" in found[0].message


def test_spots_not_matching_their_groups_tokens_are_an_error_at_the_count(tmp_path):
    text = (MINIMAL + GROUP + "tokens:\n  - {id: r, name: Rivet, count: 5, randomizer: g, front: {label: R}}\n"
            "trackers:\n  - id: t\n    name: T\n    components:\n"
            "      - {type: spots, id: s, label: S, count: 6, token: r}\n")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "count: 6", "6"), "ref.randomizer-spots")]
    assert "has 6 spots for the 5 tokens of Randomizer group 'g'" in found[0].message


def test_a_face_up_group_placed_as_a_token_is_an_error_at_the_id(tmp_path):
    text = (MINIMAL + "  random:\n    - {id: p, token: g, count: 1, constraints: [{from: south, min: 1in}]}\n"
            + GROUP.replace("}}", "}, face_down: false}")
            + "tokens:\n  - {id: r, name: Rivet, count: 1, randomizer: g, front: {label: R}}\n")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "token: g,", "g"), "ref.group-as-token")]
    assert "'g' is a Randomizer group, not a token: the map places one token, or the backs of a face-down group" \
        in found[0].message


def test_the_backs_of_a_face_down_group_may_be_placed_but_no_more_than_it_has(tmp_path):
    text = (MINIMAL + "  random:\n    - {id: p, token: g, count: 2, constraints: [{from: south, min: 1in}]}\n" + GROUP
            + "tokens:\n  - {id: r, name: Rivet, count: 1, randomizer: g, front: {label: R}}\n"
            "  - {id: s, name: Screw, count: 1, randomizer: g, front: {label: S}}\n")
    assert checked(tmp_path, text, "ref.group-as-token", "ref.placed-copies") == []
    more = text.replace("token: g, count: 2", "token: g, count: 3")
    found = checked(tmp_path, more, "ref.group-as-token", "ref.placed-copies")
    assert located(found) == [(*at(more, "count: 3,", "3"), "ref.placed-copies")]
    assert "places 3 copies of 'Gizmo' but the kit prints 2: raise the count of its tokens" in found[0].message


def test_more_copies_placed_than_printed_is_an_error_at_the_count(tmp_path):
    text = (MINIMAL + "  random:\n    - {id: crates, token: crate, count: 3, constraints: [{from: south, min: 1in}]}\n"
            + CRATES)
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "count: 3,", "3"), "ref.placed-copies")]
    assert "the setup map places 3 copies of 'Crate' but the kit prints 2" in found[0].message


def test_a_face_down_token_of_another_size_is_an_error_at_its_size(tmp_path):
    text = (MINIMAL + "  orders:\n    - {id: o, name: Order, randomizer: g, hidden: true, text: Shuffle them.}\n"
            + GROUP.replace("}}", "}, face_down: true}")
            + "tokens:\n  - {id: a, name: Anvil, count: 2, size: 30mm, randomizer: g, front: {label: A}}\n"
            "  - {id: b, name: Bolt, count: 2, size: 40mm, randomizer: g, front: {label: B}}\n")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "size: 40mm", "40mm"), "ref.face-down-alike")]
    assert ("'Bolt' is round 40 mm, but the other tokens of the face-down Randomizer group 'Gizmo' are round 30 mm"
            in found[0].message)


def test_a_superpower_the_encounter_lacks_is_a_warning_at_its_name(tmp_path):
    text = with_rule("He uses the Mighty Leap superpower.")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "Mighty Leap"), "ref.superpower")]
    assert "superpower 'Mighty Leap'" in found[0].message


def test_a_superpower_named_after_its_owner_is_the_superpower_not_the_owner(tmp_path):
    power = "superpowers:\n  - {id: hurl, name: Hurl, text: Throw it.}\n"
    assert checked(tmp_path, with_rule('"The Minimal Menace\'s **Hurl** superpower is strong."') + power,
                   "ref.superpower") == []
    text = with_rule('"The Minimal Menace\'s **Heave** superpower is strong."') + power
    found = checked(tmp_path, text, "ref.superpower")
    assert located(found) == [(*at(text, "Heave"), "ref.superpower")]
    assert "superpower 'Heave'" in found[0].message


def test_a_copy_of_a_bundled_encounter_keeping_its_id_is_an_error_at_the_id(tmp_path):
    text = MINIMAL.replace("id: minimal", "id: incredible-hulk")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "incredible-hulk"), "ref.bundled-id")]
    assert "OUT/incredible-hulk/" in found[0].message


def test_the_bundled_file_itself_has_its_id(loaded_bundled):
    from printgen.checks import run_checks
    from printgen.checks.context import Context

    assert all(run_checks(Context(loaded), ["ref.bundled-id"]).findings == [] for loaded in loaded_bundled.values())




# --- ref.placed-later --------------------------------------------------------------------------------

PLACEABLE = ("tokens:\n  - {id: crate, name: Crate, count: 9, size: 25mm, front: {label: C}}\n"
             "  - {id: barrel, name: Barrel, count: 9, size: 25mm, front: {label: B}}\n"
             "  - {id: drum, name: Drum, count: 9, size: 25mm, front: {label: D}}\n")
PLACEMENT = "    - {id: %s, token: %s, count: 1, constraints: [{from: %s, max: 40in}]}\n"


def _placements(order: list[tuple[str, str, str]]) -> str:
    return MINIMAL + "  random:\n" + "".join(PLACEMENT % placement for placement in order) + PLACEABLE


@settings(max_examples=20, deadline=None)
@given(st.permutations(["crates", "barrels", "drums"]), st.lists(st.integers(0, 2), min_size=3, max_size=3))
def test_a_constraint_from_what_is_placed_later_or_itself_is_an_error_at_its_from(tmp_path_factory, ids, targets):
    """Generated: three placements in any order, each measuring from any of them (itself, an earlier
    one, a later one, circles included), by the placement's id or by its token's."""
    tokens = {"crates": "crate", "barrels": "barrel", "drums": "drum"}
    order = [(ident, tokens[ident], ids[target] if n % 2 else tokens[ids[target]])
             for n, (ident, target) in enumerate(zip(ids, targets))]
    text = _placements(order)
    found = checked(tmp_path_factory.mktemp("placed"), text, "ref.placed-later")
    late = [n for n, (ident, _, origin) in enumerate(order)
            if ids.index(next(i for i in ids if origin in (i, tokens[i]))) >= n]
    assert located(found) == [(*at(text, PLACEMENT % order[n], f"{order[n][2]}, max"), "ref.placed-later")
                              for n in late]


def test_a_placement_measured_from_what_came_before_is_fine(tmp_path):
    text = _placements([("crates", "crate", "center"), ("barrels", "barrel", "crates"), ("drums", "drum", "barrel")])
    assert checked(tmp_path, text, "ref.placed-later") == []


# --- ref.count-in-text ----------------------------------------------------------------------------------

def test_a_wrong_count_in_the_text_is_a_warning_at_the_number(tmp_path):
    text = with_rule("Shuffle the 3 Crate tokens.") + CRATES
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "3 Crate"), "ref.count-in-text")]
    assert "the data has 2 (token 'Crate')" in found[0].message


def test_a_shuffle_claims_every_copy_and_no_count_may_pass_what_the_kit_prints(tmp_path):
    text = with_rule("Shuffle 8 Crates. Place 5 Crate tokens, then place 1 Crate.") + CRATES
    found = [f for f in checked(tmp_path, text) if f.code == "ref.count-in-text"]
    assert located(found) == [(*at(text, "8 Crates"), "ref.count-in-text"),
                              (*at(text, "5 Crate tokens"), "ref.count-in-text")]
    assert 'the text says "Shuffle 8 Crates" but the data has 2' in found[0].message


def test_an_amount_named_like_a_token_is_not_a_count_of_tokens(tmp_path):
    text = (with_rule("The Menace gains 3 Momentum.")
            + "tokens:\n  - {id: m, name: Momentum, count: 1, front: {label: M}}\n")
    assert [f for f in checked(tmp_path, text) if f.code == "ref.count-in-text"] == []


@pytest.mark.parametrize("rule", ["Push the two Crates nearest the Menace.", "Flip the 1 Crate within Range 2.",
                                  "Remove the one Crate that is face up."])
def test_the_count_of_some_copies_claims_no_more_than_it_says(tmp_path, rule):
    assert checked(tmp_path, with_rule(rule) + CRATES.replace("count: 2", "count: 6"), "ref.count-in-text") == []


def test_the_count_of_every_copy_is_still_the_datas(tmp_path):
    text = with_rule("Shuffle the two Crates and place them.") + CRATES.replace("count: 2", "count: 6")
    found = checked(tmp_path, text, "ref.count-in-text")
    assert located(found) == [(*at(text, "two Crates"), "ref.count-in-text")]
    assert found[0].message.endswith("write {count:crate} to print the data's count, or correct the count in the data")
