"""Font subsets are tagged by what they hold: across every PDF of every bundled kit, a subset's name
(``TAG+Font``) always stands for the same embedded glyphs, so a print shop merging files cannot print one
file's words in another's glyphs; and the tags are not the subsets' numbers."""

from __future__ import annotations

import hashlib
import io

import pytest
from pypdf import PdfReader

from printgen.build.kit import kit_pages
from printgen.core.options import PrintOptions
from printgen.render.pdf import render_pdf
from printgen.render.subset_tags import subset_tag

pytestmark = pytest.mark.slow  # builds whole kits: outside the fast tier (-m "not slow")


def _embedded_subsets(pdf: bytes) -> dict[str, str]:
    """Each font subset of a PDF: its name -> a digest of the glyphs it embeds."""
    subsets = {}
    for page in PdfReader(io.BytesIO(pdf)).pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            data = font["/FontDescriptor"].get_object()["/FontFile2"].get_object().get_data()
            subsets[str(font["/BaseFont"])] = hashlib.sha256(data).hexdigest()
    return subsets


@pytest.fixture(scope="module")
def kit_pdfs(loaded_bundled) -> dict[str, bytes]:
    return {encounter_id: render_pdf(kit_pages(loaded, PrintOptions(), 1), encounter_id, "kit", "long")
            for encounter_id, loaded in loaded_bundled.items()}


def test_one_subset_name_stands_for_one_set_of_glyphs_across_every_kit(kit_pdfs):
    glyphs_of: dict[str, str] = {}
    for encounter_id, pdf in kit_pdfs.items():
        for name, glyphs in _embedded_subsets(pdf).items():
            assert glyphs_of.setdefault(name, glyphs) == glyphs, f"{name} in {encounter_id} holds other glyphs"
    assert len(set(glyphs_of.values())) == len(glyphs_of)  # and different names, different glyphs


def test_no_tag_is_a_subset_number(kit_pdfs):
    tags = {name.lstrip("/").split("+")[0] for pdf in kit_pdfs.values() for name in _embedded_subsets(pdf)}
    assert tags.isdisjoint({"AAAAAA", "AAAAAB", "AAAAAC"}) and all(t.isalpha() and t.isupper() for t in tags)


def test_the_tag_follows_the_characters_and_the_font():
    assert subset_tag(b"Roboto-Regular", [32, 65]) == subset_tag(b"Roboto-Regular", [32, 65])
    assert subset_tag(b"Roboto-Regular", [32, 65]) != subset_tag(b"Roboto-Regular", [32, 66])
    assert subset_tag(b"Roboto-Regular", [32, 65]) != subset_tag(b"Roboto-Bold", [32, 65])
