"""`--lettering large`, measured in the PDFs: every text run of every page of the kit and the tokens part,
for every bundled encounter and valid fixture, on both papers. What is read (the cover and its contents,
rules, notes, trackers) is at 11 pt or more; every other word (cards, the setup sheet's map, notes and
tables, the page furniture) at 9 pt or more; a token's words, a piece of the game's size, as the
hyperlegible lettering sets them (test_large_print_cards.py). And the layout stays exact: each card at its
large format's trim and bleed, nothing within 5 mm of an edge, every back behind its front, one part a
sheet; the command line, the user's defaults and the printed commands carry the lettering."""

from __future__ import annotations

import pymupdf
import pytest

from conftest import BLANK, FIXTURES, drawn_texts, parts_of
from printgen.build.part_pdf import laid_out
from printgen.core import typography
from printgen.core.options import PrintOptions
from printgen.core.units import MM
from printgen.layout.display import Circle, Rect, Text
from printgen.layout.labels import Box, text_box
from printgen.layout.setup import setup_page
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.load.loader import game_constants, load_encounter
from printgen.randomise.generator import searched
from printgen.randomise.measures import token_keys
from printgen.render.pdf import render_pdf

pytestmark = pytest.mark.slow  # lays out and draws whole kits: outside the fast tier

SOURCES = [bundled_path(encounter_id) for encounter_id in bundled_ids()] + sorted(
    (FIXTURES / "valid").glob("*.yaml"))
PAPERS = ("letter", "a4")
READ = ("Cover", "Rules", "Trackers", "Transcription notes", "Designer's notes")
READ_LEAST, LEAST = 11.0, 9.0
FURNITURE = 14 * MM   # the band at a page's foot: its scale bars and label, at 9 pt
EDGE = 5 * MM


def _large(loaded, part: str, paper: str, duplex: str = "long"):
    """The part's pages in large print, and the PDF drawn from those very pages."""
    with typography.lettering("large"):
        pages = laid_out(loaded, part, PrintOptions(paper, duplex))
        return pages, pymupdf.open(stream=render_pdf(pages, "large print", f"printgen {part}"))


@pytest.fixture(scope="module", params=[(source, paper) for source in SOURCES for paper in PAPERS],
                ids=lambda param: f"{param[0].stem}-{param[1]}")
def kit(request):
    source, paper = request.param
    return _large(load_encounter(source), "kit", paper)


def _spans(pdf_page):
    for block in pdf_page.get_text("dict")["blocks"]:
        for line in block.get("lines", []):
            for span in line["spans"]:
                if span["text"].strip():
                    yield span


def _in_furniture(span, pdf_page) -> bool:
    return span["bbox"][1] >= pdf_page.rect.height - FURNITURE


def _on_a_token(span, page, pdf_page) -> bool:
    """Whether the run lies on a token's trim (a page of tokens' trims are its tokens)."""
    x0, top, x1, bottom = span["bbox"]
    height = pdf_page.rect.height
    return any(trim.x - 1 <= (x0 + x1) / 2 <= trim.x + trim.w + 1 and
               trim.y - 1 <= height - (top + bottom) / 2 <= trim.y + trim.h + 1 for trim in page.trims)


def _too_small(pages, pdf, owners) -> list[str]:
    """Each run under its page's least size: 11 pt on a page that is read, 9 pt elsewhere and in the page
    furniture, none on a token."""
    found = []
    for page, pdf_page, owner in zip(pages, pdf, owners, strict=True):
        for span in _spans(pdf_page):
            least = LEAST if _in_furniture(span, pdf_page) or owner not in READ else READ_LEAST
            if owner == "Tokens" and _on_a_token(span, page, pdf_page):
                continue
            if span["size"] < least - 0.01:
                found.append(f"page {pdf_page.number + 1} ({owner}): {span['size']:.2f} pt {span['text']!r}")
    return found


def test_every_word_read_is_eleven_points_and_every_other_nine(kit):
    pages, pdf = kit
    assert set(parts_of(pages)) - {None} >= {"Cover", "Rules", "Setup"}
    assert _too_small(pages, pdf, parts_of(pages)) == []


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_the_token_sheets_words_are_nine_points_or_more_but_the_tokens_own(source, paper):
    loaded = load_encounter(source)
    pages, pdf = _large(loaded, "tokens", paper)
    assert _too_small(pages, pdf, ["Tokens"] * len(pages)) == []
    if loaded.model.tokens:
        assert any(_on_a_token(span, page, pdf_page) for page, pdf_page in zip(pages, pdf) for span in _spans(pdf_page))


def _drawn(pdf_page) -> list[tuple[tuple, str]]:
    """Each path as the page shows it: its box within the clip it is drawn in (a tracker's window onto its
    board); none that the clip hides."""
    clips: dict[int, pymupdf.Rect] = {}  # by level: each holds what is drawn at a deeper level after it
    boxes = []
    for drawing in pdf_page.get_drawings(extended=True):
        level = drawing["level"]
        clips = {deeper: clip for deeper, clip in clips.items() if deeper < level}
        if drawing["type"] == "clip":
            clips[level] = pymupdf.Rect(drawing["scissor"])
        elif "rect" in drawing:
            shown = pymupdf.Rect(drawing["rect"])
            for clip in clips.values():
                shown &= clip
            boxes += [(tuple(shown), drawing["type"])] if not shown.is_empty else []
    return boxes


def _clearance(label: Box, piece: Box) -> float:
    """How far a label's box stands from a piece's outline: inside it, to its nearest side; outside it, to its
    nearest point (negative where the two cross)."""
    if label.within(piece):
        return min(label.x0 - piece.x0, piece.x1 - label.x1, label.y0 - piece.y0, piece.y1 - label.y1)
    dx, dy = max(piece.x0 - label.x1, label.x0 - piece.x1), max(piece.y0 - label.y1, label.y0 - piece.y1)
    return max(dx, dy) if min(dx, dy) < 0 else (dx * dx + dy * dy) ** 0.5


def _map(items) -> tuple[list[Text], list[Box]]:
    """The labels on a setup sheet's battlefield, and its pieces: terrain and every token's symbol."""
    field = next(item for item in items if isinstance(item, Rect) and item.width == 1.0)
    bounds = Box(field.x, field.y, field.x + field.w, field.y + field.h)
    pieces = [Box(item.x - item.r, item.y - item.r, item.x + item.r, item.y + item.r) if isinstance(item, Circle)
              else Box(item.x, item.y, item.x + item.w, item.y + item.h) for item in items
              if isinstance(item, (Circle, Rect)) and (item.width == 0.4 or item.fill == "#eceef2")]
    labels = [item for item in items if isinstance(item, Text) and item.align == "center"
              and text_box(item.text, item.font, item.size, item.x, item.y).within(bounds)]
    return labels, pieces


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("encounter_id", bundled_ids())
def test_every_map_key_is_a_label_of_nine_points_a_point_clear_of_every_piece(encounter_id, paper):
    enc = load_encounter(bundled_path(encounter_id)).model
    with typography.lettering("large"):
        for seed in range(1, 5):
            made = searched(enc, game_constants(), seed, enc.difficulty.default_level)
            labels, pieces = _map(setup_page(enc, game_constants(), made, PrintOptions(paper), encounter_id).items)
            assert set(token_keys(made)) <= {label.text for label in labels}, seed
            assert min(label.size for label in labels) >= LEAST
            crowded = [(label.text, round(_clearance(box, piece), 2)) for label in labels for piece in pieces
                       if _clearance(box := text_box(label.text, label.font, label.size, label.x, label.y), piece) < 1]
            assert crowded == [], seed


def test_the_measure_would_notice_a_label_on_an_outline():
    piece = Box(100.0, 100.0, 160.0, 140.0)
    assert _clearance(Box(120.0, 100.5, 123.0, 106.5), piece) == pytest.approx(0.5)
    assert _clearance(Box(120.0, 95.0, 123.0, 100.5), piece) < 0


def test_nothing_is_drawn_within_five_millimetres_of_an_edge(kit):
    _, pdf = kit
    found = []
    for pdf_page in pdf:
        width, height = pdf_page.rect.width, pdf_page.rect.height
        boxes = [(span["bbox"], span["text"]) for span in _spans(pdf_page)] + _drawn(pdf_page)
        found += [f"page {pdf_page.number + 1}: {what!r} at {[round(v / MM, 1) for v in box]} mm"
                  for box, what in boxes if min(box[0], box[1], width - box[2], height - box[3]) < EDGE - 0.01]
    assert len(found) < len(pdf) * 1000 and found == []


def test_every_sheet_holds_one_part(kit):
    pages, _ = kit
    owners = parts_of(pages)
    assert all(index % 2 == 0 for index, page in enumerate(pages) if page.bookmark)
    for front in range(0, len(pages), 2):
        assert len({owner for owner in owners[front:front + 2] if owner is not None}) <= 1, front


@pytest.mark.parametrize("duplex", ["long", "short"])
@pytest.mark.parametrize("paper", PAPERS)
def test_every_card_back_is_behind_its_front_at_the_large_format(paper, duplex):
    pages, _ = _large(load_encounter(bundled_path("incredible-hulk")), "cards", paper, duplex)
    seen = 0
    for number in range(1, len(pages), 2):
        front, back = pages[number - 1], pages[number]
        fronts = {(trim.item, round(trim.x, 2), round(trim.y, 2)) for trim in front.trims}
        for trim in back.trims:
            x = back.width - trim.x - trim.w if duplex == "long" else trim.x
            y = trim.y if duplex == "long" else back.height - trim.y - trim.h
            assert (trim.item, round(x, 2), round(y, 2)) in fronts
            assert (round(trim.w / MM, 1), round(trim.h / MM, 1)) == (148.0, 210.0)
            seen += 1
    assert seen == 2


@pytest.mark.parametrize("source", [bundled_path("incredible-hulk"), bundled_path("all-will-be-metal")],
                         ids=lambda path: path.stem)
def test_a_print_shop_page_is_the_large_format_and_its_bleed(source, tmp_path):
    with typography.lettering("large"):
        pages = laid_out(load_encounter(source), "cards", PrintOptions("letter", profile="print-shop", bleed_mm=3.175))
    for page in pages:
        assert (round(page.width / MM, 2), round(page.height / MM, 2)) == (154.35, 216.35)
        assert [side / MM for side in page.trim] == pytest.approx([3.175, 3.175, 148.0, 210.0])


def test_the_cover_names_the_card_formats_and_the_setup_command_the_lettering():
    pages, pdf = _large(load_encounter(bundled_path("incredible-hulk")), "kit", "letter")
    text = " ".join(pdf_page.get_text() for pdf_page in pdf).replace("\n", " ")
    assert "tip cards and stat cards: A5, 148 × 210 mm" in text
    assert "The tokens keep the game's sizes" in text
    assert text.count("--lettering large") == 2  # on the cover and on the setup sheet
    assert not [page for page in pages if BLANK in drawn_texts(page.items) and page.trims]


def test_the_lettering_is_a_default_a_reader_sets_once(cli, tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTGEN_CONFIG_DIR", str(tmp_path / "config"))
    assert cli("config", "set", "lettering", "large").exit_code == 0
    assert cli("cards", "incredible-hulk", "--out", str(tmp_path)).exit_code == 0
    with pymupdf.open(tmp_path / "incredible-hulk" / "cards.pdf") as pdf:
        assert len(pdf) == 4  # two A5 cards, one a sheet, each face a page
        assert min(span["size"] for pdf_page in pdf for span in _spans(pdf_page)) >= LEAST - 0.01


def test_preview_and_setup_take_the_lettering(cli, tmp_path):
    standard = cli("preview", "incredible-hulk", "--part", "cards", "--dpi", "20", "--out", str(tmp_path / "a"))
    large = cli("preview", "incredible-hulk", "--part", "cards", "--dpi", "20", "--lettering", "large",
                "--out", str(tmp_path / "b"))
    assert standard.exit_code == large.exit_code == 0
    assert len(list((tmp_path / "b").rglob("*.png"))) == 2 * len(list((tmp_path / "a").rglob("*.png")))
    made = cli("setup", "incredible-hulk", "--seed", "4", "--lettering", "large", "--out", str(tmp_path / "c"))
    assert made.exit_code == 0, made.stderr
    with pymupdf.open(next((tmp_path / "c").rglob("*.pdf"))) as pdf:
        assert "--lettering large" in pdf[0].get_text().replace("\n", " ")
        assert min(span["size"] for span in _spans(pdf[0])) >= LEAST - 0.01


def test_a_large_print_run_leaves_the_standard_kit_as_it_was(cli, tmp_path):
    def kit(folder: str, *args: str) -> bytes:
        assert cli("kit", "incredible-hulk", "--seed", "3", "--out", str(tmp_path / folder), *args).exit_code == 0
        return (tmp_path / folder / "incredible-hulk" / "kit.pdf").read_bytes()

    first = kit("a")
    kit("b", "--lettering", "large")
    assert kit("c") == first
