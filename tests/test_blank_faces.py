"""A token face blank by design (no label, icon or number: mutant-masterworks' two blank Soldiers)
prints a mark that says so, its token's name small, so it reads as meant and not as misprinted; the
shared back of its Randomizer group stays one drawing, so the mark reveals nothing face down."""

from __future__ import annotations

import pytest

from conftest import FIXTURES, checked, with_rule
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.build.part_pdf import build_part
from printgen.layout.display import Text
from printgen.layout.token_faces import back_items, front_items
from printgen.layout.token_labels import BLANK
from printgen.layout.tokens import copies
from printgen.load.loader import load_encounter
from printgen.core.options import PrintOptions

SOURCES = [bundled_path(encounter_id) for encounter_id in bundled_ids()] + sorted(
    (FIXTURES / "valid").glob("*.yaml"))


def _texts(items) -> list[str]:
    return [item.text for item in items or [] if isinstance(item, Text)]


def _blank(face, number) -> bool:
    return face is not None and not face.label and face.icon is None and face.number is None and number is None


@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_every_face_blank_by_design_prints_its_mark(source):
    enc = load_encounter(source).model
    for copy in copies(enc, 0):
        token = copy.token
        faces = [(token.front, copy.number, front_items(copy))]
        if enc.group(token.randomizer) is None and token.back is not None:
            faces.append((token.back, None, back_items(enc, copy)))
        for face, number, items in faces:
            if _blank(face, number):
                words = " ".join(_texts(items))
                assert token.name.upper() in words, token.id
                assert "BLANK" in words.split(), token.id


@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_a_randomizer_groups_backs_stay_one_drawing(source):
    enc = load_encounter(source).model
    for group in enc.randomizers:
        backs = {repr(back_items(enc, copy)) for copy in copies(enc, 0) if copy.token.randomizer == group.id}
        assert len(backs) <= 1, group.id


def test_the_blank_soldiers_say_so_on_the_printed_sheet(loaded_bundled, tmp_path):
    import pdfplumber

    loaded = loaded_bundled["mutant-masterworks"]
    blank = next(token for token in loaded.model.tokens if token.id == "soldier-blank")
    path = build_part(loaded, "tokens", PrintOptions("letter"), tmp_path).path
    with pdfplumber.open(path) as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    assert text.count(blank.name.upper()) == blank.count


def test_a_blank_back_names_its_token_and_says_blank(tmp_path):
    text = with_rule("Place the Crate.") + (
        "tokens:\n  - {id: crate, name: Supply Crate, count: 1, size: 30mm, front: {label: Crate}, "
        "back: {label: ''}}\n")
    path = tmp_path / "crate.yaml"
    path.write_text(text)
    enc = load_encounter(path).model
    copy = copies(enc, 0)[0]
    assert _texts(back_items(enc, copy)) == ["SUPPLY CRATE", BLANK]
    assert checked(tmp_path, text, "layout.overflow") == []


def test_a_name_too_long_for_a_small_token_is_left_off_its_faces_not_refused(tmp_path):
    """The name on a blank face, or above a face's own label, is printgen's own addition (the cut list
    names every token): where it does not fit it is left off, and the design still builds."""
    text = with_rule("Place the Crate.") + (
        "tokens:\n  - {id: crate, name: The Very Long Name Of A Small Crate, count: 1, size: 20mm, "
        "front: {label: ''}, back: {label: Open}}\n")
    assert checked(tmp_path, text, "layout.overflow") == []
    path = tmp_path / "crate.yaml"
    path.write_text(text)
    enc = load_encounter(path).model
    copy = copies(enc, 0)[0]
    assert _texts(front_items(copy)) == [BLANK]
    assert _texts(back_items(enc, copy)) == ["OPEN"]
