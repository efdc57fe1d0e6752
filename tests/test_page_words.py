"""The words of every page of every kit, of every bundled encounter and valid fixture, in every lettering and
on both papers, measured in the PDF: no word is broken between its letters at a line's end (a word breaks
only at a hyphen it has: large print's notes once split "Programmi" from "ng"); no text meets a corner
target (a token sheet's label once ran into the bottom right one); and every page's label is printed in full,
on two lines where one is too short for it, never cut short."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pymupdf
import pytest

from conftest import FIXTURES
from printgen.build.part_pdf import laid_out
from printgen.checks.text.proofreading import is_english
from printgen.core import typography
from printgen.core.options import PrintOptions
from printgen.core.resources import DATA_DIR
from printgen.layout.display import Circle, Text
from printgen.layout.furniture import LABEL, PRINTABLE_MARGIN, REGISTRATION, TARGET_RADIUS, TARGET_REACH
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.load.loader import load_encounter
from printgen.render.pdf import render_pdf

pytestmark = pytest.mark.slow  # lays out and draws whole kits: outside the fast tier

SOURCES = [bundled_path(encounter_id) for encounter_id in bundled_ids()] + sorted(
    (FIXTURES / "valid").glob("*.yaml"))
LETTERINGS = tuple(typography.LETTERINGS)
PAPERS = ("letter", "a4")
LAST_WORD, FIRST_WORD = re.compile(r"([A-Za-z]+)$"), re.compile(r"^([A-Za-z]+)")


def _kit(source: Path, lettering: str, paper: str, duplex: str = "long"):
    with typography.lettering(lettering):
        return laid_out(load_encounter(source), "kit", PrintOptions(paper, duplex))


@pytest.fixture(scope="module", params=[(source, lettering, paper) for source in SOURCES
                                        for lettering in LETTERINGS for paper in PAPERS],
                ids=lambda param: f"{param[0].stem}-{param[1]}-{param[2]}")
def kit(request):
    """A kit's pages, the PDF drawn from them, and the words its encounter's data holds."""
    source, lettering, paper = request.param
    pages = _kit(source, lettering, paper)
    with typography.lettering(lettering):
        pdf = pymupdf.open(stream=render_pdf(pages, "words", "printgen kit"))
    return pages, pdf, _words_of(source)


@cache
def _words_of(source: Path) -> frozenset[str]:
    """Every word of the encounter's file, the core rules and the game's constants, lower case."""
    texts = [source.read_text(encoding="utf-8")] + [(DATA_DIR / name).read_text(encoding="utf-8")
                                                    for name in ("core-rules.yaml", "constants.yaml")]
    return frozenset(word.lower() for text in texts for word in re.findall(r"[A-Za-z]+", text))


def _known(word: str, words: frozenset[str]) -> bool:
    return word.lower() in words or is_english(word.lower())


def broken_words(pdf, words: frozenset[str]) -> list[str]:
    """Each line that ends inside a word its next line goes on with: the two pieces make a word (of the data,
    or English) and one of them alone is none ("Programmi" and "ng", "Devastatin" and "g")."""
    found = []
    for pdf_page in pdf:
        for block in pdf_page.get_text("dict")["blocks"]:
            lines = ["".join(span["text"] for span in line["spans"]) for line in block.get("lines", [])]
            for line, following in zip(lines, lines[1:]):
                end, start = LAST_WORD.search(line.rstrip()), FIRST_WORD.search(following.lstrip())
                if end and start and _known(end[1] + start[1], words) and not (
                        _known(end[1], words) and _known(start[1], words)):
                    found.append(f"page {pdf_page.number + 1}: {line[-25:]!r} | {following[:25]!r}")
    return found


def test_no_word_is_broken_between_its_letters(kit):
    _, pdf, words = kit
    assert broken_words(pdf, words) == []


def test_the_measure_finds_a_word_broken_between_its_letters():
    pdf = pymupdf.open()
    page = pdf.new_page()
    page.insert_text((72, 72), "Assault Functions, Programmi\nng Functions")
    assert broken_words(pdf, frozenset({"programming"})) == ["page 1: 'ault Functions, Programmi' | 'ng Functions'"]


def _targets(page) -> list[pymupdf.Rect]:
    """Each corner target's box, to the ends of its cross, as the PDF places it (y from the top)."""
    return [pymupdf.Rect(item.x - TARGET_REACH, page.height - item.y - TARGET_REACH, item.x + TARGET_REACH,
                         page.height - item.y + TARGET_REACH) for item in page.items
            if isinstance(item, Circle) and item.stroke == REGISTRATION and abs(item.r - TARGET_RADIUS) < 1e-6]


def test_no_text_meets_a_corner_target(kit):
    pages, pdf, _ = kit
    found, targets_seen = [], 0
    for page, pdf_page in zip(pages, pdf, strict=True):
        targets = _targets(page)
        targets_seen += len(targets)
        spans = [span for block in pdf_page.get_text("dict")["blocks"] for line in block.get("lines", [])
                 for span in line["spans"] if span["text"].strip()]
        found += [f"page {pdf_page.number + 1}: {span['text'][-30:]!r}" for span in spans for target in targets
                  if pymupdf.Rect(span["bbox"]).intersects(target)]
    assert found == []
    assert targets_seen or not any("corner targets" in page.footer.label for page in pages if page.footer)


@pytest.mark.parametrize("duplex", ["long", "off"])
@pytest.mark.parametrize("lettering", LETTERINGS)
@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_every_page_label_is_printed_in_full(source, lettering, duplex):
    for paper in PAPERS:
        for number, page in enumerate(_kit(source, lettering, paper, duplex), start=1):
            lines = [item for item in page.footer.items if isinstance(item, Text) and item.color == LABEL]
            assert " ".join(line.text for line in lines) == page.footer.label, (paper, number)
            assert len(lines) <= 2 and all(line.x + typography.width(line.text, line.font, line.size)
                                           <= page.width - PRINTABLE_MARGIN for line in lines), (paper, number)
