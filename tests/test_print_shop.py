"""Print-shop files: one page per card or token face at trim + bleed, TrimBox and BleedBox measured in
the PDF, fronts and backs interleaved, file names one per page, colour out to the bleed edge, and
the card services' pixel template (a poker card with a 1/8 in bleed: 825 × 1125 px at 300 dpi)."""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image
from pypdf import PdfReader

from conftest import MINIMAL
from printgen.load.bundled import bundled_ids
from printgen.load.loader import game_constants
from printgen.layout.display import Group, Rect
from printgen.layout.pieces import Piece
from printgen.layout.print_shop import (SLUG_LENGTH, card_pieces, face_file_names, face_pages, pixel_size, slug,
                                        token_pieces_with_bleed)
from printgen.layout.token_faces import BACK, CUT, CUT_WIDTH, color_for
from printgen.layout.tokens import TokenCopy, back_items, copies, front_items
from printgen.load.loader import load_encounter
from printgen.render.pdf import render_pdf
from printgen.render.png import pdf_to_sized_pngs

BLEED = 9.0     # 1/8 in: the bleed card services ask for
SPARES = 1
WRITTEN = 1e-4  # reportlab writes a box's corners to four decimals
NAME = re.compile(rf"^(\d{{3,}})-[a-z0-9](?:[a-z0-9-]{{0,{SLUG_LENGTH - 2}}}[a-z0-9])?-(front|back)\.png$")

POKER_CARDS = """
cards:
  - id: hold-the-line
    kind: tip
    title: "Team Tactic: Hold the Line"
    side: crisis-team
    size: poker
    front:
      - text: The Crisis Team starts with priority.
  - id: smash-and-grab
    kind: tip
    title: "Team Tactic: Smash and Grab"
    side: cosmic-threat
    size: poker
    front:
      - text: The Crisis Team starts with priority.
    back:
      - text: The Crisis Team starts with priority.
"""


def _pieces(loaded) -> dict[str, list[Piece]]:
    return {"cards": card_pieces(loaded.model, game_constants(), BLEED),
            "tokens": token_pieces_with_bleed(loaded.model, SPARES, BLEED)}


@pytest.fixture(scope="module")
def print_shop(loaded_bundled):
    """(encounter id, "cards" | "tokens") -> (pieces, pages, PDF bytes)."""
    made = {}
    for encounter_id, loaded in loaded_bundled.items():
        for part, pieces in _pieces(loaded).items():
            pages = face_pages(pieces, BLEED)
            made[encounter_id, part] = pieces, pages, render_pdf(pages, f"{encounter_id} {part}")
    return made


def _sides(pieces: list[Piece]) -> list[tuple[str, str]]:
    """(ident, side) of every face in the documented order: each front, then its back (blank if it has none)."""
    return [(piece.ident, side) for piece in pieces for side in ("front", "back")]


def _faces_in_the_model(enc, part: str) -> int:
    """Two a piece: a shop pairs the pages two by two, so a single-faced card or token gets a plain back."""
    return 2 * (len(enc.cards) if part == "cards" else len(copies(enc, SPARES)))


def test_a_piece_without_a_back_gets_a_plain_back_of_its_fronts_background(print_shop):
    for pieces, pages, _ in print_shop.values():
        backs = dict(zip(_sides(pieces), pages, strict=True))
        for piece in pieces:
            if piece.back is None:
                assert backs[piece.ident, "back"].items[0].items == (piece.front[0],)


def test_every_bundled_encounter_has_cards_and_tokens_to_check(print_shop):
    assert {key[0] for key in print_shop} == set(bundled_ids())
    assert all(print_shop[key][0] for key in print_shop)


def test_one_page_per_face_each_front_followed_by_its_back(print_shop, bundled):
    for (encounter_id, part), (pieces, pages, _) in print_shop.items():
        assert len(pages) == _faces_in_the_model(bundled[encounter_id], part)
        assert [page.label for page in pages] == [f"{ident} {side}" for ident, side in _sides(pieces)]


def test_each_page_is_its_trim_with_the_bleed_all_round(print_shop):
    for pieces, pages, _ in print_shop.values():
        trims = [(piece.width, piece.height) for piece in pieces for _ in _sides([piece])]
        for page, (w, h) in zip(pages, trims, strict=True):
            assert page.width == pytest.approx(w + 2 * BLEED, abs=1e-6)
            assert page.height == pytest.approx(h + 2 * BLEED, abs=1e-6)
            assert page.trim == pytest.approx((BLEED, BLEED, w, h), abs=1e-6)


def test_a_page_shows_its_face_alone_moved_in_by_the_bleed(print_shop):
    """No crop marks and no page furniture: a shop trims on the TrimBox, and anything in the bleed
    would show on the piece."""
    for pieces, pages, _ in print_shop.values():
        faces = [face for piece in pieces
                 for face in (piece.front, piece.front[:1] if piece.back is None else piece.back)]
        for page, face in zip(pages, faces, strict=True):
            assert page.items == [Group(tuple(face), BLEED, BLEED)]


def test_the_pdf_says_where_to_trim_and_how_far_the_bleed_goes(print_shop):
    for _, pages, data in print_shop.values():
        reader = PdfReader(io.BytesIO(data))
        assert len(reader.pages) == len(pages)
        for written, page in zip(reader.pages, pages):
            x, y, w, h = page.trim
            assert [float(v) for v in written.trimbox] == pytest.approx([x, y, x + w, y + h], abs=WRITTEN)
            assert [float(v) for v in written.bleedbox] == pytest.approx([0, 0, page.width, page.height], abs=WRITTEN)
            assert [float(v) for v in written.mediabox] == pytest.approx([0, 0, page.width, page.height], abs=WRITTEN)


def test_file_names_are_unique_safe_and_name_their_pages(print_shop):
    for pieces, pages, _ in print_shop.values():
        names = face_file_names(pieces)
        assert len(names) == len(pages) == len(set(names))
        numbers = [number for number, piece in enumerate(pieces, 1) for _ in _sides([piece])]
        for name, page, number in zip(names, pages, numbers, strict=True):
            match = NAME.match(name)
            assert match, name
            assert int(match[1]) == number and page.label.endswith(match[2])


@pytest.mark.parametrize("ident", ["Smash & Grab!", "--a--b--", "ÜBER-token", "x" * 90, "!!!", "a/b\\c:d*e?f", "Con"])
def test_a_slug_is_a_safe_file_name_part(ident):
    made = slug(ident)
    assert re.fullmatch(r"[a-z0-9](?:[a-z0-9-]*[a-z0-9])?", made) and len(made) <= SLUG_LENGTH
    assert "--" not in made


def _covers(item, page) -> bool:
    """A filled rectangle over the whole page, in page coordinates (the face is moved in by the bleed)."""
    return (isinstance(item, Rect) and item.fill is not None and item.x + BLEED <= 1e-6 and item.y + BLEED <= 1e-6
            and item.x + BLEED + item.w >= page.width - 1e-6 and item.y + BLEED + item.h >= page.height - 1e-6)


def test_every_token_face_is_coloured_out_to_the_bleed_edge(print_shop):
    for (_, part), (_, pages, _) in print_shop.items():
        if part == "tokens":
            for page in pages:
                assert any(_covers(item, page) for item in page.items[0].items), page.label


def test_a_print_shops_token_is_the_home_face_without_its_cut_outline(bundled):
    """The same face: the home sheet's items between its background and its cut outline."""
    for enc in bundled.values():
        for copy in copies(enc, SPARES):
            faces = [(front_items(copy), front_items(copy, BLEED)),
                     (back_items(enc, copy), back_items(enc, copy, BLEED))]
            for home, shop in faces:
                if home is None:
                    assert shop is None
                    continue
                assert shop[1:] == home[1:-1] and home[-1].stroke == CUT
                assert not any(getattr(item, "stroke", None) == CUT and getattr(item, "width", None) == CUT_WIDTH
                               for item in shop)


def _round_two_faced(enc) -> tuple[TokenCopy, Piece, list[str]] | None:
    """The first round two-faced token copy, its print-shop piece, and its faces' colours."""
    pairs = zip(copies(enc, 0), token_pieces_with_bleed(enc, 0, BLEED), strict=True)
    for copy, piece in pairs:
        if copy.token.shape == "round" and piece.back:
            colour = color_for(copy.token)
            return copy, piece, [colour, BACK if enc.group(copy.token.randomizer) else colour]
    return None


def test_a_round_tokens_corners_print_in_its_colour_not_white(bundled):
    """What a misaligned round die would show: the corners of the square, outside the circle."""
    from printgen.render.png import pdf_to_png_stream

    found = [made for made in map(_round_two_faced, bundled.values()) if made]
    assert found
    for copy, piece, colours in found:
        pngs = pdf_to_png_stream(render_pdf(face_pages([piece], BLEED), "t"), 72)
        for png, colour in zip(pngs, colours, strict=True):
            image = Image.open(io.BytesIO(png)).convert("RGB")
            w, h = image.size
            for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
                assert image.getpixel(corner) == _rgb(colour), (copy.ident, corner)


def _rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


@pytest.fixture(scope="module")
def poker_deck(tmp_path_factory):
    path = tmp_path_factory.mktemp("poker") / "poker.yaml"
    path.write_text(MINIMAL + POKER_CARDS)
    loaded = load_encounter(path)
    assert loaded.ok, [finding.format() for finding in loaded.findings]
    return card_pieces(loaded.model, game_constants(), BLEED)


def test_a_poker_card_with_an_eighth_inch_bleed_is_the_card_services_template(poker_deck):
    pages = face_pages(poker_deck, BLEED)
    assert len(pages) == 4
    assert {pixel_size(page, 300) for page in pages} == {(825, 1125)}
    images = pdf_to_sized_pngs(render_pdf(pages, "poker"), [pixel_size(page, 300) for page in pages])
    assert {Image.open(io.BytesIO(image)).size for image in images} == {(825, 1125)}
    assert face_file_names(poker_deck) == ["001-hold-the-line-front.png", "001-hold-the-line-back.png",
                                           "002-smash-and-grab-front.png", "002-smash-and-grab-back.png"]


def test_pixel_size_rounds_to_the_nearest_pixel(print_shop):
    for _, pages, _ in print_shop.values():
        for page in pages:
            w, h = pixel_size(page, 300)
            assert abs(w - page.width * 300 / 72) <= 0.5 and abs(h - page.height * 300 / 72) <= 0.5
