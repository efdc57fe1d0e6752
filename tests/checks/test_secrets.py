"""secret.printed: no face of a face-down Randomizer group is printed where players see which token lies
where (a placement by a token's own id, an open order, the label or text of a place holding the group
face down, a table row or setup-sheet text naming a face with such a place), each with the fix that keeps
the secret; and check foresees paper: it fires exactly when the setup JSON names a face."""

from __future__ import annotations

import json

import pytest

from conftest import MINIMAL, at, checked, located, load_snippet

GROUP = ("randomizers:\n  - {id: soldiers, name: Soldier, back: {label: Soldier}, face_down: true}\n"
         "tokens:\n  - {id: code, name: Shutdown Code, count: 2, randomizer: soldiers, front: {label: Code}}\n"
         "  - {id: decoy, name: Decoy, count: 2, randomizer: soldiers, front: {label: Decoy}}\n")
PATROL = ("  random:\n    - {id: patrol, token: soldiers, count: 4, constraints: [{from: south, min: 2in}, "
          "{from: same, min: 6in}]}\n")
DROP = "  fixed:\n    - {id: drop, label: Drop Point, token: soldiers, at: [18in, 24in]}\n"
ORDER = "  orders:\n    - {id: o, name: Soldier order, randomizer: soldiers, hidden: true, text: Lay them out.}\n"
FACE_DOWN_RULE = ("    text: The Crisis Team starts with priority.",
                  "    text: The Crisis Team starts with priority. Place the Soldier tokens face down.")
SECRET = "secret.printed"


def encounter(setup: str = PATROL, after: str = "") -> str:
    """The minimal encounter whose setup map adds ``setup``, with the Soldier group and ``after`` (trackers, tables)."""
    return MINIMAL.replace(*FACE_DOWN_RULE) + setup + GROUP + after


def test_the_backs_placed_fixed_or_at_random_and_a_hidden_order_keep_the_secret(tmp_path):
    """The correct file: every check passes, the fixes each finding below advises among them."""
    assert checked(tmp_path, encounter(DROP + PATROL.replace("count: 4", "count: 3") + ORDER)) == []


@pytest.mark.parametrize("setup, where, what, message", [
    (PATROL.replace("token: soldiers, count: 4", "token: code, count: 2"), "token: code", "code",
     "'patrol' places 'Shutdown Code' by its own id, a token of the face-down Randomizer group 'Soldier': each "
     "setup sheet's map and placement table, and its JSON, would name it where it lies ('Shutdown Code'), which "
     "its back hides; place the group's backs (token: soldiers), which is which drawn at the table"),
    (DROP.replace("token: soldiers", "token: decoy"), "token: decoy", "decoy",
     "'drop' places 'Decoy' by its own id, a token of the face-down Randomizer group 'Soldier': the setup JSON "
     "would name it at 'Drop Point', and every virtual table would lay that very token there, which its back "
     "hides; place the group's backs (token: soldiers), which is which drawn at the table"),
    (ORDER.replace("hidden: true", "hidden: false"), "hidden: false", "false",
     "order 'Soldier order' is open (hidden: false): each setup sheet and its JSON would list the faces of the "
     "face-down Randomizer group 'Soldier' in the order they are laid (Decoy, Shutdown Code …), which their backs "
     "hide; write hidden: true, and the sheet prints the order's text in place of the list"),
    (DROP.replace("Drop Point", "Shutdown Code cache"), "Shutdown Code cache", "",
     "'Shutdown Code cache', a fixed place where tokens of the face-down Randomizer group 'Soldier' lie face down, "
     "names the face 'Shutdown Code' in its label: players would read which token lies there; name the place, "
     "not the face (their backs say 'Soldier')"),
], ids=["random-by-own-id", "fixed-by-own-id", "open-order", "fixed-label"])
def test_a_face_on_the_setup_sheet_is_an_error_with_the_fix_that_keeps_it(tmp_path, setup, where, what, message):
    text = encounter(setup)
    found = checked(tmp_path, text, SECRET)
    assert located(found) == [(*at(text, where, what), SECRET)]
    assert found[0].message == message


def test_a_zone_that_keeps_the_backs_and_names_a_face_is_an_error_at_the_face(tmp_path):
    zone = "{id: cache, label: Decoy cache, side: crisis-team, corner: north-east, radius: 12in}"
    text = encounter(PATROL.replace("count: 4,", "count: 2, zone: cache,").replace("{from: south, min: 2in}, ", ""))
    text = text.replace("  deployment:\n", f"  deployment:\n    - {zone}\n")
    found = checked(tmp_path, text, SECRET)
    assert located(found) == [(*at(text, "label: Decoy cache", "Decoy"), SECRET)]
    assert found[0].message.startswith("'Decoy cache', a zone where tokens of the face-down Randomizer group")


TRACKER = "trackers:\n  - id: board\n    name: Board\n    components:\n"


@pytest.mark.parametrize("component, where, what", [
    ("{type: area, id: pile, label: Decoys, token: soldiers, text: Shuffle them face down here.}",
     "label: Decoys", "Decoys"),
    ("{type: spots, id: row, label: Row, count: 2, token: code, text: Place the Shutdown Codes here face down.}",
     "Place the Shutdown Codes", "Shutdown Codes"),
], ids=["area-label", "spots-text"])
def test_tracker_spots_or_an_area_holding_them_face_down_that_name_a_face_are_an_error(tmp_path, component, where,
                                                                                        what):
    text = encounter(after=TRACKER + f"      - {component}\n")
    found = checked(tmp_path, text, SECRET)
    assert located(found) == [(*at(text, where, what), SECRET)]
    assert "lie face down, names the face" in found[0].message


@pytest.mark.parametrize("component", [
    "{type: area, id: shown, label: Revealed Decoys, token: soldiers}",        # turned face up: no secret left
    "{type: area, id: shown, label: Shutdown Codes, text: Place revealed codes here.}",  # holds no tokens of it
    "{type: area, id: pile, label: Soldiers, token: soldiers, text: Shuffle the Soldiers face down here.}",
], ids=["revealed", "holds-none", "names-the-backs"])
def test_a_place_for_revealed_tokens_or_naming_only_the_backs_is_no_finding(tmp_path, component):
    assert checked(tmp_path, encounter(after=TRACKER + f"      - {component}\n"), SECRET) == []


ROWS = ("reference_tables:\n  - id: where\n    name: Where\n    key_label: Stage\n    rows:\n"
        "      - {key: 1, text: %s}\n")


def test_a_table_row_that_says_where_a_face_lies_is_an_error_at_the_face(tmp_path):
    text = encounter(DROP + PATROL, ROWS % "The Shutdown Code lies at the Drop Point.")
    found = checked(tmp_path, text, SECRET)
    assert located(found) == [(*at(text, "The Shutdown Code lies", "Shutdown Code"), SECRET)]
    assert found[0].message == (
        "this text names the face 'Shutdown Code' of the face-down Randomizer group 'Soldier' with 'Drop Point', "
        "where its tokens lie face down: players would read which token lies there; say what a revealed token does, "
        "not where one lies")


@pytest.mark.parametrize("row", [
    "A revealed Shutdown Code scores 2 VPs.",         # what a face does: the rules may say so
    "Soldiers at the Drop Point move 2 inches.",      # the place, and the backs only
], ids=["what-a-face-does", "the-place-only"])
def test_a_row_that_names_a_face_or_a_place_but_not_both_is_no_finding(tmp_path, row):
    assert checked(tmp_path, encounter(DROP + PATROL, ROWS % row), SECRET) == []


@pytest.mark.parametrize("group", [
    GROUP.replace("face_down: true", "face_down: false"),                              # face up: nothing hidden
    GROUP.replace("name: Decoy, count: 2", "name: Shutdown Code, count: 2").replace("{label: Decoy}",
                                                                                   "{label: Code}"),  # all alike
], ids=["face-up", "faces-alike"])
def test_a_group_that_hides_nothing_may_be_placed_by_its_tokens_ids(tmp_path, group):
    text = MINIMAL + PATROL.replace("token: soldiers, count: 4", "token: code, count: 2") + group
    assert checked(tmp_path, text, SECRET) == []


def test_a_numbered_token_of_a_face_down_group_placed_by_its_id_is_an_error(tmp_path):
    """Copies of one numbered token differ by their numbers: the map would print each number where it lies."""
    group = ("randomizers:\n  - {id: towers, name: Priority, back: {label: Cerebro}, face_down: true}\n"
             "tokens:\n  - {id: tower, name: Tower, count: 3, numbered: true, randomizer: towers, "
             "front: {label: Tower}}\n")
    text = MINIMAL + PATROL.replace("token: soldiers, count: 4", "token: tower, count: 3") + group
    found = checked(tmp_path, text, SECRET)
    assert located(found) == [(*at(text, "token: tower", "tower"), SECRET)]
    assert "would name it where it lies ('Tower 1')" in found[0].message


FACES = ("Shutdown Code", "Decoy", '"code"', '"decoy"')


@pytest.mark.parametrize("setup", [
    PATROL, DROP + PATROL.replace("count: 4", "count: 3"), ORDER.replace("hidden: true", "hidden: false"),
    PATROL.replace("token: soldiers, count: 4", "token: code, count: 2"),
    DROP.replace("token: soldiers", "token: decoy"), DROP.replace("Drop Point", "Decoy drop"),
    PATROL.replace("token: soldiers, count: 4", "token: decoy, count: 1") + ORDER,
], ids=["backs", "fixed-back", "open-order", "random-code", "fixed-decoy", "label", "decoy-and-hidden-order"])
def test_check_fires_when_the_setup_json_names_a_face(tmp_path, setup):
    """Check foresees paper: over the setup JSON of seeds 1-3 (what the sheet's map, placement table and orders
    print), a face or a token's id is there exactly when secret.printed fires."""
    from printgen.load.loader import game_constants
    from printgen.randomise import generate

    text = encounter(setup)
    model = load_snippet(tmp_path, text).model
    printed = " ".join(json.dumps(generate(model, game_constants(), seed, "Normal").to_json()) for seed in (1, 2, 3))
    assert any(face in printed for face in FACES) == bool(checked(tmp_path, text, SECRET))


def test_the_bundled_face_down_groups_keep_their_secrets(loaded_bundled):
    from printgen.checks import run_checks
    from printgen.checks.context import Context

    for loaded in loaded_bundled.values():
        assert run_checks(Context(loaded), [SECRET]).findings == []


@pytest.mark.parametrize("setup, face", [
    # a place without a token, labelled with the group and one of its faces: "this Soldier is the Code"
    (PATROL.replace("count: 4", "count: 3")
     + "  fixed:\n    - {id: x, label: Soldier (Shutdown Code), at: [18in, 24in]}\n", "Shutdown Code"),
    # a hidden order's printed words put a face by a place on the map
    (PATROL + "  fixed:\n    - {id: tower, label: Radio Tower, at: [18in, 24in]}\n" + ORDER.replace(
        "Lay them out.", "Put the Shutdown Codes under the two Soldiers nearest the Radio Tower."), "Shutdown Code"),
])
def test_a_face_put_by_a_place_in_words_is_found(tmp_path, setup, face):
    text = encounter(setup)
    assert [(f.code, f"face '{face}" in f.message) for f in checked(tmp_path, text, SECRET)] == [(SECRET, True)]


@pytest.mark.parametrize("setup", [
    PATROL + "  fixed:\n    - {id: x, label: Shutdown Code drop-off, at: [18in, 24in]}\n",  # a face, not the group
    PATROL + "  fixed:\n    - {id: tower, label: Radio Tower, at: [18in, 24in]}\n" + ORDER.replace(
        "Lay them out.", "A revealed Shutdown Code is carried to the Radio Tower by the Soldier who found it."),
])
def test_a_face_named_with_a_place_but_not_where_it_lies_is_fine(tmp_path, setup):
    assert checked(tmp_path, encounter(setup), SECRET) == []
