"""`--profile print-shop` and `--png` from the command line: one face a page at trim plus a 1/8 in
bleed (or --bleed), every face as a PNG of its exact size, no stale face left from an earlier run."""

from __future__ import annotations


import pytest
from PIL import Image
from pypdf import PdfReader

from printgen.layout.print_shop import face_file_names, face_pages, pixel_size, shop_pieces
from printgen.options import SHOP_BLEED_MM
from printgen.shop import PNG_DPI
from printgen.units import MM


@pytest.mark.parametrize("part", ["cards", "tokens"])
def test_every_face_is_a_page_and_a_png_of_its_exact_size(cli, tmp_path, loaded_bundled, part):
    result = cli(part, "unstoppable-colossus", "--profile", "print-shop", "--png", "--out", str(tmp_path))
    assert result.exit_code == 0, result.stderr
    folder = tmp_path / "unstoppable-colossus"
    pieces = shop_pieces(loaded_bundled["unstoppable-colossus"], part, 0, SHOP_BLEED_MM * MM)
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
