"""A part is one object (printgen/build/part.py's PARTS), and everything that prints or names parts reads it
there: a part registered in that one place is in the kit, listed on its cover in its own words and
pages, a `--part` of preview and watch, written under its own name, and missing from the docs until
they name it; a name that is no part's is an error wherever it is given, never another part's words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import drawn_texts

from printgen.build import part as parts_module
from printgen.load.bundled import bundled_path
from printgen.build.part_pdf import build_part
from printgen.build.kit import kit_pages
from printgen.layout import document
from printgen.layout.contents import Listed, contents
from printgen.layout.strips import Style, text_strips
from printgen.load.loader import Loaded, load_encounter
from printgen.core.options import PrintOptions
from printgen.build.printable import PRINTABLE, Part, UnknownPart, part_named, shop_faces
from printgen.build.session import Session

COMMANDS_PAGE = Path(__file__).resolve().parent.parent / "docs" / "commands.md"
SAID = "Quick reference: each roll table's dice per level"


def reference_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    """One page: each roll table of the encounter by name (a contributor's quick reference)."""
    enc, paper = loaded.model, options.paper.size
    text = "\n\n".join(f"**{table.name}**" for table in enc.tables) or "No roll tables."
    strips = text_strips(text, Style(document.TEXT_SIZE, document.ACCENT), document.column_width(paper))
    return document.furnish(document.document_pages(strips, paper, f"{enc.short_title}: quick reference"),
                            enc.short_title, "reference")


@pytest.fixture
def reference(monkeypatch) -> Part:
    """A part added as CONTRIBUTING says: its pages' function and one entry in PARTS, nothing else."""
    part = Part("reference", "Quick reference", reference_pages, SAID, read=True)
    monkeypatch.setitem(parts_module.PARTS, part.name, part)
    return part


@pytest.fixture(scope="module")
def hulk() -> Loaded:
    return load_encounter(bundled_path("incredible-hulk"))


def _contents_line(cover_words: str, said: str) -> re.Match | None:
    return re.search(rf"{re.escape(said)} \(page (\d+)\)", cover_words)


def test_a_registered_part_is_in_the_kit_and_on_its_cover_in_its_own_words(reference, hulk):
    kit = kit_pages(hulk, PrintOptions(), 1)
    cover = " ".join(text for page in kit[:2] for text in drawn_texts(page.items))
    listed = _contents_line(cover, SAID)
    assert listed, "the cover's contents do not list the part in its own words"
    page = kit[int(listed.group(1)) - 1]
    assert page.bookmark == "Quick reference"
    assert "Gamma Aura" in " ".join(drawn_texts(page.items))  # its own page, where the cover says it is
    assert cover.count("assumptions and corrections") == 1  # the notes' words, for the notes alone


def test_a_registered_part_is_a_choice_of_preview_and_watch_and_prints_under_its_name(reference, hulk, cli,
                                                                                        tmp_path):
    for command in ("preview", "watch"):
        shown = cli(command, "--help").stdout
        assert re.search(r"--part \[[a-z|]*\breference\b", shown), shown
    built = build_part(hulk, "reference", PrintOptions(), tmp_path)
    assert built is not None and built.path.name == "reference.pdf" and built.pages == 1
    result = cli("preview", "incredible-hulk", "--part", "reference", "--dpi", "20", "--out", str(tmp_path))
    assert result.exit_code == 0, result.stderr
    assert [png.name for png in (tmp_path / "incredible-hulk" / "preview").iterdir()] == ["reference-01.png"]


def test_a_name_that_is_no_parts_is_an_error_everywhere(hulk, cli, tmp_path):
    with pytest.raises(UnknownPart, match="no part is named 'reference'"):
        part_named("reference")
    with pytest.raises(UnknownPart):
        build_part(hulk, "reference", PrintOptions(), tmp_path)
    with pytest.raises(UnknownPart):
        Session.judged(hulk, "incredible-hulk", part="reference")
    with pytest.raises(UnknownPart, match="print shops take no faces of the rules"):
        shop_faces("rules")
    with pytest.raises(KeyError):  # a part the cover was not told how to word is never worded as another
        contents({"Cover": Listed("Cover")}, {"Cover": None, "Quick reference": (3, 3)})
    result = cli("preview", "incredible-hulk", "--part", "reference", "--out", str(tmp_path))
    assert result.exit_code == 2 and "'reference' is not one of" in result.stderr


def test_no_two_parts_are_worded_alike_on_any_cover(loaded_bundled):
    for loaded in loaded_bundled.values():
        worded = [part.contents_of(loaded.model) for part in parts_module.PARTS.values()]
        headings = [part.heading_of(loaded.model) for part in parts_module.PARTS.values()]
        assert len(set(worded)) == len(worded) and len(set(headings)) == len(headings)


def _documented() -> list[str]:
    """Each `--part a|b|…` list of docs/commands.md's synopses (preview's and watch's)."""
    lists = re.findall(r"--part ([a-z-]+(?:\|[a-z-]+)+)", COMMANDS_PAGE.read_text())
    assert len(lists) == 2, "docs/commands.md lists the parts after preview's --part and watch's"
    return lists


def _undocumented() -> list[str]:
    """Each part a list of docs/commands.md leaves out, once for each list."""
    return [name for listed in _documented() for name in PRINTABLE if name not in listed.split("|")]


def test_the_docs_list_every_part_and_no_other_in_their_order():
    assert set(_documented()) == {"|".join(PRINTABLE)}


def test_a_part_the_docs_do_not_name_is_found_missing(reference):
    assert _undocumented() == ["reference", "reference"]  # preview's list and watch's
