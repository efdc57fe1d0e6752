"""Type that is read and labels that breathe, measured in the PDFs: no card body under 7 pt on any card
of any bundled encounter or valid fixture, on both papers (text that cannot fit at 7 pt is set closer,
or else is a layout.overflow finding, never smaller); and no map label within 1 pt of the outline of a
terrain piece or token, on the setup sheets of every bundled encounter, on both papers.

A card's body is set in the body faces (text, bold, italic and their fallbacks); its furniture (the
side note, the stat panel's labels) and its headings are in the condensed faces. A label's box is
its letters' boxes as pdfplumber reads them (the face's ascent to its descent, each advance wide)."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from conftest import FIXTURES
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.build.part_pdf import build_part
from printgen.checks import run_checks
from printgen.checks.context import Context
from printgen.layout.card_deck import card_layouts
from printgen.layout.card_face import FLOOR_SIZE
from printgen.load.loader import game_constants, load_encounter
from printgen.core.options import PrintOptions

pytestmark = pytest.mark.slow  # builds whole parts: outside the fast tier (-m "not slow")

SOURCES = [bundled_path(encounter_id) for encounter_id in bundled_ids()] + sorted(
    (FIXTURES / "valid").glob("*.yaml"))
PAPERS = ("letter", "a4")
FLOOR = 7.0          # points: no card body is smaller
BREATH = 1.0         # points: no map label comes nearer the outline of a piece or token
SEEDS = range(1, 5)  # setup sheets per encounter and paper
CONDENSED = "Condensed"  # the furniture's and headings' faces: RobotoCondensed-Regular, -Bold


def _body_chars(path: Path) -> list[dict]:
    with pdfplumber.open(path) as pdf:
        return [char for page in pdf.pages for char in page.chars if CONDENSED not in char["fontname"]]


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_no_card_body_is_set_under_seven_points(source, paper, tmp_path):
    loaded = load_encounter(source)
    built = build_part(loaded, "cards", PrintOptions(paper), tmp_path)
    if built is None:
        assert not loaded.model.cards
        return
    chars = _body_chars(built.path)
    assert chars, "a deck prints body text"
    small = sorted({(char["text"], round(char["size"], 2)) for char in chars if char["size"] < FLOOR - 1e-6})
    assert small == []


@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_every_face_is_laid_out_at_the_floor_or_larger(source):
    """On the display lists: each face's body size, the one every body run is drawn at, is the floor or
    above (the Hulk's stat card, which needed 6.75 pt, fits at 7 pt set closer)."""
    assert FLOOR_SIZE == FLOOR
    enc = load_encounter(source).model
    for layout in card_layouts(enc, game_constants(), game_constants().bleed):
        for face in (layout.front, layout.back):  # a plain back has no body: size 0
            assert face.size == 0.0 or face.size >= FLOOR, (layout.card.id, face.size)


def test_text_that_cannot_fit_at_the_floor_is_a_finding_not_smaller_type(tmp_path):
    loaded = load_encounter(FIXTURES / "overflow" / "too-much-text.yaml")
    findings = run_checks(Context(loaded), ["layout.overflow"]).findings
    assert any(f"at the {FLOOR:g} pt floor" in finding.message for finding in findings)
    built = build_part(loaded, "cards", PrintOptions("letter"), tmp_path)
    assert min(char["size"] for char in _body_chars(built.path)) >= FLOOR - 1e-6


def _outlines(page) -> list[tuple[float, float, float, float]]:
    """Every terrain piece (dashed, light grey) and token (a filled disc) on the battlefield, as boxes."""
    shapes = [shape for shape in page.rects + page.curves if shape.get("non_stroking_color")]
    return [(shape["x0"], shape["top"], shape["x1"], shape["bottom"]) for shape in shapes
            if _rgb(shape["non_stroking_color"]) in (TERRAIN_FILL, TOKEN_FILL, FIXED_FILL)]


def _rgb(colour) -> str:
    values = list(colour) if isinstance(colour, (list, tuple)) else [colour]
    return "#" + "".join(f"{round(value * 255):02x}" for value in values) if len(values) == 3 else ""


TERRAIN_FILL, TOKEN_FILL, FIXED_FILL = "#eceef2", "#946510", "#3d3a4b"


def _clearance(char: dict, box: tuple[float, float, float, float]) -> float:
    """How far the letter's box stands from the outline: inside it, to its nearest side; outside it, to
    its nearest point (negative where the two cross)."""
    x0, top, x1, bottom = box
    if x0 <= char["x0"] and char["x1"] <= x1 and top <= char["top"] and char["bottom"] <= bottom:
        return min(char["x0"] - x0, x1 - char["x1"], char["top"] - top, bottom - char["bottom"])
    dx = max(x0 - char["x1"], char["x0"] - x1)
    dy = max(top - char["bottom"], char["top"] - bottom)
    return max(dx, dy) if min(dx, dy) < 0 else (dx * dx + dy * dy) ** 0.5


def label_crowding(path: Path) -> list[tuple[str, float]]:
    """(letter, clearance) for each map label's letter within BREATH of a piece's or token's outline:
    every letter in the condensed face at 6 pt or more that is no token's key (the keys are bold, white,
    inside their discs)."""
    crowded = []
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            outlines = _outlines(page)
            labels = [char for char in page.chars if "RobotoCondensed-Regular" in char["fontname"]
                      and char["text"].strip() and any(_clearance(char, box) < 20 for box in outlines)]
            crowded += [(char["text"], round(_clearance(char, box), 2)) for char in labels for box in outlines
                        if _clearance(char, box) < BREATH]
    return crowded


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("encounter_id", bundled_ids())
def test_no_map_label_comes_within_a_point_of_a_piece_or_token(loaded_bundled, encounter_id, paper, tmp_path):
    for seed in SEEDS:
        built = build_part(loaded_bundled[encounter_id], "setup", PrintOptions(paper), tmp_path / str(seed), seed)
        assert label_crowding(built.path) == [], seed


def test_the_measure_would_notice_a_label_on_its_outline(tmp_path):
    """A letter on a piece's edge, or just inside it, is crowded; one a point and a half in is not."""
    piece = (100.0, 100.0, 160.0, 140.0)
    letter = {"x0": 120.0, "x1": 123.0, "top": 100.5, "bottom": 106.5}
    assert _clearance(letter, piece) == pytest.approx(0.5)
    assert _clearance({**letter, "top": 101.5, "bottom": 107.5}, piece) == pytest.approx(1.5)
    assert _clearance({**letter, "top": 95.0, "bottom": 100.5}, piece) < 0
