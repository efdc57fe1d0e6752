"""`--lettering large` on the last two pages that were set at fixed sizes, measured in the PDFs `setup`
writes for every bundled encounter on both papers: the index of an event's tables (`--tables`) and the
full-size battlefield's tiles set every word at 9 pt or more, inside the page's 5 mm margin and over no
other word, and the index prints each table's command whole (over two lines where one cannot hold it).
The standard lettering's pages keep their sizes."""

from __future__ import annotations

import pymupdf
import pytest
from click.testing import CliRunner

from printgen.cli import main
from printgen.core.units import MM
from printgen.load.bundled import bundled_ids

pytestmark = pytest.mark.slow  # writes setup PDFs: outside the fast tier

PAPERS = ("letter", "a4")
LEAST, EDGE = 9.0, 5 * MM
SEED = 9223372036854775805  # the largest seeds there are: the widest a seed's column must be


def _setup(tmp_path, encounter: str, paper: str, *args: str) -> pymupdf.Document:
    made = CliRunner().invoke(main, ["setup", encounter, "--seed", str(SEED), "--paper", paper, "--out",
                                     str(tmp_path), *args], catch_exceptions=False)
    assert made.exit_code == 0, made.output
    (pdf,) = (tmp_path / encounter).glob("*.pdf")
    return pymupdf.open(pdf)


def _spans(pdf_page) -> list[dict]:
    return [span for block in pdf_page.get_text("dict")["blocks"] for line in block.get("lines", [])
            for span in line["spans"] if span["text"].strip()]


def _faults(pdf_page, least: float) -> list[str]:
    """Each word under ``least`` points, within EDGE of the page's edge, or over another word."""
    spans, width, height = _spans(pdf_page), pdf_page.rect.width, pdf_page.rect.height
    found = [f"{span['size']:.2f} pt {span['text']!r}" for span in spans if span["size"] < least - 0.01]
    found += [f"at the edge: {span['text']!r}" for span in spans
              if min(span["bbox"][0], span["bbox"][1], width - span["bbox"][2], height - span["bbox"][3]) < EDGE]
    # each word's box as its letters fill it: a span's box holds its line's whole ascent and descent
    boxes = [pymupdf.Rect(span["bbox"]) + (0.5, span["size"] / 4, -0.5, -span["size"] / 4) for span in spans]
    found += [f"{spans[one]['text']!r} over {spans[other]['text']!r}" for one in range(len(spans))
              for other in range(one + 1, len(spans)) if boxes[one].intersects(boxes[other])]
    return found


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("encounter", bundled_ids())
def test_the_index_of_an_events_tables_is_large_print_and_prints_each_command_whole(tmp_path, encounter, paper):
    with _setup(tmp_path, encounter, paper, "--tables", "2", "--lettering", "large") as pdf:
        index = pdf[0]
        assert _faults(index, LEAST) == []
        said = " ".join(index.get_text().split())
    for seed in (SEED, SEED + 1):
        assert (f"printgen setup {encounter} --difficulty Normal --seed {seed} --paper {paper} --ink normal "
                f"--lettering large") in said


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("encounter", bundled_ids())
def test_the_full_size_tiles_captions_are_large_print(tmp_path, encounter, paper):
    with _setup(tmp_path, encounter, paper, "--full-size", "--lettering", "large") as pdf:
        captions = [span for pdf_page in pdf for span in _spans(pdf_page) if span["text"].startswith("TILE ")]
        assert len(captions) == len(pdf) - 1  # a caption a tile, none on the assembly map
        assert [fault for pdf_page in pdf for fault in _faults(pdf_page, LEAST)] == []


def test_the_standard_lettering_keeps_its_sizes(tmp_path):
    with _setup(tmp_path / "index", "incredible-hulk", "letter", "--tables", "2") as pdf:
        assert sorted({round(span["size"], 2) for span in _spans(pdf[0])} - {7.0}) == [6.5, 8.0, 14.0]
        assert _faults(pdf[0], 6.5) == []
    with _setup(tmp_path / "tiles", "incredible-hulk", "letter", "--full-size") as pdf:
        assert {span["size"] for span in _spans(pdf[1]) if span["text"].startswith("TILE ")} == {6.5}
