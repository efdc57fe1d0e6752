"""`--profile print-shop` and `--png` from the command line: one face a page at trim plus a 1/8 in
bleed (or --bleed), every face as a PNG of its exact size, no stale face left from an earlier run."""

from __future__ import annotations

import re

import pytest
from PIL import Image
from pypdf import PdfReader

from printgen.load.bundled import bundled_ids
from pdfmeasure import colour_operators
from printgen.render.pdf_ink import ink_in_pages
from printgen.render.pdfx import for_press
from printgen.render.press_colour import TOTAL_INK, cmyk_of, is_grey
from printgen.load.loader import game_constants
from printgen.layout.display import Rect
from printgen.layout.print_shop import face_file_names, face_pages, pixel_size
from printgen.core.options import SHOP_BLEED_MM
from printgen.build.printable import shop_faces
from printgen.press.shop import PNG_DPI
from printgen.core.units import MM

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")


@pytest.mark.parametrize("part", ["cards", "tokens"])
def test_every_face_is_a_page_and_a_png_of_its_exact_size(cli, tmp_path, loaded_bundled, part):
    result = cli(part, "unstoppable-colossus", "--profile", "print-shop", "--png", "--out", str(tmp_path))
    assert result.exit_code == 0, result.stderr
    folder = tmp_path / "unstoppable-colossus"
    pieces = shop_faces(part).pieces(loaded_bundled["unstoppable-colossus"].model, game_constants(), 0,
                                     SHOP_BLEED_MM * MM)
    pages = face_pages(pieces, SHOP_BLEED_MM * MM)
    reader = PdfReader(folder / f"{part}-print-shop.pdf")
    assert len(reader.pages) == len(pages)
    for page, pdf_page in zip(pages, reader.pages):
        assert [float(v) for v in pdf_page.trimbox] == pytest.approx([9, 9, page.width - 9, page.height - 9], abs=1e-3)
    images = sorted((folder / f"{part}-print-shop").iterdir())
    assert [image.name for image in images] == sorted(face_file_names(pieces))
    sizes = dict(zip(face_file_names(pieces), (pixel_size(page, PNG_DPI) for page in pages)))
    assert all(Image.open(image).size == sizes[image.name] for image in images)


def test_a_face_from_an_earlier_run_is_removed_and_nothing_else(cli, tmp_path):
    folder = tmp_path / "incredible-hulk" / "tokens-print-shop"
    assert cli("tokens", "incredible-hulk", "--profile", "print-shop", "--png", "--spares", "3",
               "--out", str(tmp_path)).exit_code == 0
    before = len(list(folder.iterdir()))
    (folder / "notes.png").write_bytes(b"mine")
    assert cli("tokens", "incredible-hulk", "--profile", "print-shop", "--png", "--out", str(tmp_path)).exit_code == 0
    after = sorted(path.name for path in folder.iterdir())
    assert "notes.png" in after and len(after) - 1 < before


def test_bleed_defaults_to_an_eighth_inch_for_a_shop_and_follows_bleed(cli, tmp_path):
    for args, bleed_pt in (([], 9.0), (["--bleed", "2"], 2 * MM)):
        cli("cards", "incredible-hulk", "--profile", "print-shop", *args, "--out", str(tmp_path))
        box = PdfReader(tmp_path / "incredible-hulk" / "cards-print-shop.pdf").pages[0].trimbox
        assert float(box[0]) == pytest.approx(bleed_pt, abs=1e-3)


def test_png_without_the_print_shop_profile_is_a_usage_error(cli, tmp_path):
    result = cli("cards", "incredible-hulk", "--png", "--out", str(tmp_path))
    assert result.exit_code == 2 and "--profile print-shop" in result.stderr
    assert not any(tmp_path.iterdir())


def _written_colours(pdf: bytes) -> set:
    """Every colour the PDF's pages set: a CMYK as its four numbers; any operator that sets a colour some
    other way (an RGB or a grey) by its name."""
    return {tuple(values) if operator in ("k", "K") else operator for operator, values in colour_operators(pdf)}


def _drawn_colours(items) -> set[str]:
    """Every #rrggbb a display list names, in groups and on icons included."""
    found = set()
    for item in items:
        for value in item:  # a display primitive is a named tuple of its fields
            if isinstance(value, str) and re.fullmatch(r"#[0-9a-f]{6}", value):
                found.add(value)
            elif isinstance(value, tuple) and value and hasattr(value[0], "_fields"):
                found |= _drawn_colours(value)
    return found


@pytest.mark.parametrize("encounter", bundled_ids())
@pytest.mark.parametrize("part", ["cards", "tokens"])
def test_the_print_shop_pdf_sets_each_colour_drawn_as_the_press_profile_converts_it(
        cli, tmp_path, loaded_bundled, part, encounter):
    """Every colour the pages draw (small type made one ink first: render/press_text.py) is written as
    render/press_colour.py converts it, and nothing else; greys in black ink alone."""
    assert cli(part, encounter, "--profile", "print-shop", "--out", str(tmp_path)).exit_code == 0
    pieces = shop_faces(part).pieces(loaded_bundled[encounter].model, game_constants(), 0, SHOP_BLEED_MM * MM)
    pages = face_pages(pieces, SHOP_BLEED_MM * MM)
    pdf = (tmp_path / encounter / f"{part}-print-shop.pdf").read_bytes()
    drawn = set().union(*(_drawn_colours(for_press(page.items)) for page in pages))
    assert _written_colours(pdf) == {cmyk_of(colour) for colour in drawn} and len(drawn) >= 3
    assert all(cmyk_of(colour)[:3] == (0, 0, 0) for colour in drawn if is_grey(colour))


@pytest.mark.parametrize("encounter", bundled_ids())
def test_text_in_a_grey_prints_in_black_ink_alone_and_the_press_file_keeps_its_promises(cli, tmp_path, encounter):
    """What the service preflight reads in a file, read here in the home print shop's files too."""
    from pypdf import PdfReader

    for part in ("cards", "tokens"):
        assert cli(part, encounter, "--profile", "print-shop", "--out", str(tmp_path)).exit_code == 0
        inks = ink_in_pages(list(PdfReader(tmp_path / encounter / f"{part}-print-shop.pdf").pages))
        assert (inks.text_off_black, inks.other_colours, inks.fonts_embedded) == (set(), set(), True)
        assert inks.most <= TOTAL_INK


def test_the_pngs_are_in_the_colours_drawn_not_the_presss(cli, tmp_path, loaded_bundled):
    """A token face's bleed corner is exactly its background's sRGB, which a render of the CMYK PDF is not."""
    assert cli("tokens", "incredible-hulk", "--profile", "print-shop", "--png", "--out", str(tmp_path)).exit_code == 0
    pieces = shop_faces("tokens").pieces(loaded_bundled["incredible-hulk"].model, game_constants(), 0,
                                         SHOP_BLEED_MM * MM)
    folder = tmp_path / "incredible-hulk" / "tokens-print-shop"
    for name, page in zip(face_file_names(pieces), face_pages(pieces, SHOP_BLEED_MM * MM), strict=True):
        background = page.items[0].items[0]
        assert isinstance(background, Rect) and background.w == page.width, name
        expected = tuple(int(background.fill[i:i + 2], 16) for i in (1, 3, 5))
        assert Image.open(folder / name).convert("RGB").getpixel((0, 0)) == expected, name
