"""A proof's pictures (printgen/proof/pictures.py), read as data: each face a window onto its page at reading
size, each page written once in the defs however many faces show it, two versions' defs side by side without
an id in common, and digests that change with the drawing and only with it (a piece that only moved keeps
its own)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from printgen.load.bundled import bundled_path
from printgen.layout.display import Group, Page, Rect, Text
from printgen.load.loader import load_encounter
from printgen.core.options import PrintOptions
from printgen.proof.faces import ProofFace
from printgen.proof.make import version
from printgen.proof.pictures import PX_PER_PT, READING_SCALE, draw

pytestmark = pytest.mark.slow  # lays out a whole kit


@pytest.fixture(scope="module")
def hulk():
    return version(load_encounter(bundled_path("incredible-hulk")), PrintOptions(), 1, "incredible-hulk")


def test_seven_point_text_shows_at_twelve_css_pixels_at_least():
    assert 7 * PX_PER_PT * READING_SCALE >= 12


def test_each_picture_is_its_face_at_reading_size(hulk):
    for face in hulk.faces:
        picture = hulk.drawn.pictures[face.key]
        _, _, width, height = face.box
        assert picture.width == pytest.approx(width * PX_PER_PT * READING_SCALE, abs=0.06), face.key
        assert picture.height == pytest.approx(height * PX_PER_PT * READING_SCALE, abs=0.06), face.key
        x, y, w, h = (float(side) for side in picture.view_box.split())
        page = hulk.pages[face.page - 1]
        assert (x, y + h) == pytest.approx((face.box[0], page.height - face.box[1]), abs=0.001)
        assert picture.href == f"#kit-page-{face.page}"


def test_each_page_is_written_once_however_many_faces_show_it(hulk):
    written = re.findall(r'<g id="([^"]+)"', hulk.drawn.defs)
    shown = sorted({face.page for face in hulk.faces})
    assert written == [f"kit-page-{number}" for number in shown]
    assert any(sum(face.page == number for face in hulk.faces) > 1 for number in shown), "no page of many faces"


def test_two_versions_share_no_id_and_picture_only_what_is_asked(hulk):
    keys = {face.key for face in hulk.faces if face.cut}
    before = draw(hulk.pages, hulk.faces, pictured=keys, prefix="before")
    assert set(before.pictures) == keys and before.faces == hulk.drawn.faces and before.pages == hulk.drawn.pages
    ids = [re.findall(r'\bid="([^"]+)"', defs) for defs in (hulk.drawn.defs, before.defs)]
    assert set(ids[0]).isdisjoint(ids[1]) and all(len(set(each)) == len(each) for each in ids)
    assert len(ids[1]) == len({face.page for face in hulk.faces if face.key in keys})


def test_the_defs_say_what_a_text_says_as_text():
    page = Page(200, 200, [Text(10, 10, "<script>alert(1)</script>", "text", 8)])
    face = ProofFace("page", "Rules", "Rules, page 1", 1, (0.0, 0.0, 200.0, 200.0), ())
    defs = draw([page], [face]).defs
    assert "<script>" not in defs and "&lt;script&gt;alert(1)&lt;/script&gt;" in defs


def _sheet(token_at: tuple[float, float], label: str = "GAMMA") -> Page:
    x, y = token_at
    token = Group((Rect(0, 0, 50, 50, fill="#996611"), Text(25, 20, label, "heading", 9, align="center")), dx=x, dy=y)
    other = Group((Rect(0, 0, 50, 50, fill="#333333"),), dx=300, dy=300)
    return Page(400, 400, [token, other, Text(10, 10, "footer 1", "text", 7)])


def _token(at: tuple[float, float]) -> ProofFace:
    return ProofFace("tokens-gamma-front", "Tokens", "Gamma (front)", 1, (*at, 50.0, 50.0), (), True)


def test_a_piece_that_only_moved_keeps_its_digest_and_one_redrawn_does_not():
    here = draw([_sheet((40, 40))], [_token((40, 40))])
    moved = draw([_sheet((100.123456, 60.5))], [_token((100.123456, 60.5))])
    relabelled = draw([_sheet((40, 40), "GAMMA!")], [_token((40, 40))])
    key = "tokens-gamma-front"
    assert moved.faces[key] == here.faces[key] and moved.pages != here.pages
    assert relabelled.faces[key] != here.faces[key] and relabelled.pages != here.pages


def test_a_page_drawn_alike_keeps_its_digest_and_a_neighbour_does_not_change_a_face():
    neighbour_changed = _sheet((40, 40))
    neighbour_changed.items[1] = replace_fill(neighbour_changed.items[1], "#000000")
    one = draw([_sheet((40, 40))], [_token((40, 40))])
    again = draw([_sheet((40, 40))], [_token((40, 40))])
    other = draw([neighbour_changed], [_token((40, 40))])
    assert one == again
    assert other.faces == one.faces and other.pages != one.pages


def replace_fill(group: Group, fill: str) -> Group:
    return group._replace(items=tuple(item._replace(fill=fill) for item in group.items))


def test_a_face_not_pictured_is_still_digested(hulk):
    none = draw(hulk.pages, hulk.faces, pictured=set())
    assert none.pictures == {} and none.defs == "" and none.faces == hulk.drawn.faces
    assert replace(none, pictures=hulk.drawn.pictures, defs=hulk.drawn.defs,
                   characters=hulk.drawn.characters) == hulk.drawn
