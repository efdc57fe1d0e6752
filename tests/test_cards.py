"""Card PDFs measured inside the file: page and trim sizes, crop marks, duplex registration,
fold-over, bleed, fonts, no raster images, the rules text, determinism, overflow."""

from __future__ import annotations

import itertools

import pytest

from conftest import FIXTURES, MINIMAL
from pdfmeasure import (MM, contains_run, corners, font_report, has_corner, normalise, open_pdf,
                        rectangle_corners, words_in_box)
from printgen.core.options import Paper, PrintOptions
from printgen.layout.card_deck import card_layouts
from printgen.build.part_pdf import build_part
from printgen.model.rules import walk_rules
from printgen.layout.sheet import DoesNotFit, Piece, impose
from printgen.load.loader import game_constants, load_encounter
from printgen.model import StatCard, TipCard
from pdfmeasure import plain_words
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.layout.card_face import FLOOR_SIZE
from printgen.layout.display import Text, leaves
from printgen.layout.flow import Column, flow
from printgen.layout.strips import Style, text_strips

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

ENCOUNTERS = ["all-will-be-metal", "incredible-hulk", "mutant-masterworks", "unstoppable-colossus"]
PAPERS = {"letter": (215.9, 279.4), "a4": (210.0, 297.0)}
MODES = ["long", "short", "fold", "off"]
BLEED = 3.0


@pytest.fixture(scope="module")
def pdfs(loaded_bundled, tmp_path_factory):
    """Every encounter × paper × duplex mode, built once: key -> path."""
    out = tmp_path_factory.mktemp("cards")
    built = {}
    for encounter_id, paper, mode in itertools.product(ENCOUNTERS, PAPERS, MODES):
        options = PrintOptions(paper, mode, BLEED)
        result = build_part(loaded_bundled[encounter_id], "cards", options, out / f"{paper}-{mode}")
        built[encounter_id, paper, mode] = result.path
    return built


def declared_size(card) -> tuple[float, float]:
    size = game_constants().cards[card.size]
    return size.width, size.height


@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
@pytest.mark.parametrize("paper", PAPERS)
def test_page_size_is_exact(pdfs, encounter_id, paper):
    with open_pdf(pdfs[encounter_id, paper, "long"]) as pdf:
        for page in pdf.pages:
            assert page.width / MM == pytest.approx(PAPERS[paper][0], abs=0.01)
            assert page.height / MM == pytest.approx(PAPERS[paper][1], abs=0.01)


@pytest.mark.parametrize("encounter_id, paper, mode",
                         list(itertools.product(ENCOUNTERS, PAPERS, ["long", "short", "off"])))
def test_every_card_has_crop_marks_at_its_declared_trim(pdfs, loaded_bundled, encounter_id, paper, mode):
    enc = loaded_bundled[encounter_id].model
    sizes = {card.id: declared_size(card) for card in enc.cards}
    sheets = impose_for(loaded_bundled[encounter_id], paper, mode)
    faces_seen = []
    with open_pdf(pdfs[encounter_id, paper, mode]) as pdf:
        assert len(pdf.pages) == len(sheets)
        for page, sheet in zip(pdf.pages, sheets, strict=True):
            found = corners(page, BLEED * MM)
            assert len(found) == 4 * len(sheet.trims)
            for trim in sheet.trims:
                width, height = sizes[trim.item]
                for corner in rectangle_corners(trim.x, trim.y, width, height):
                    assert has_corner(found, *corner), (trim, corner)
                faces_seen.append((trim.item, trim.face))
    assert sorted(faces_seen) == sorted((card.id, face) for card in enc.cards for face in ("front", "back"))


def impose_for(loaded, paper, mode, bleed=BLEED):
    """The sheets the build lays out (to know which card each trim belongs to)."""
    pieces = [Piece(layout.card.id, layout.width, layout.height, layout.front.items, layout.back.items)
              for layout in card_layouts(loaded.model, game_constants(), bleed * MM)]
    return impose(pieces, Paper(paper).size, mode, bleed * MM, "t", "cards")


@pytest.mark.parametrize("encounter_id, paper, mode", list(itertools.product(ENCOUNTERS, PAPERS, ["long", "short"])))
def test_backs_land_behind_their_fronts(pdfs, encounter_id, paper, mode):
    """Measured in the PDF only: each back page's trim corners are its front page's, flipped."""
    with open_pdf(pdfs[encounter_id, paper, mode]) as pdf:
        pages = pdf.pages
        assert len(pages) % 2 == 0
        for front, back in zip(pages[0::2], pages[1::2], strict=True):
            front_corners = corners(front, BLEED * MM)
            back_corners = corners(back, BLEED * MM)
            if mode == "long":
                flipped = [(front.width - x, y) for x, y in front_corners]
            else:
                flipped = [(x, front.height - y) for x, y in front_corners]
            assert len(back_corners) == len(flipped)
            for corner in flipped:
                assert has_corner(back_corners, *corner)


@pytest.mark.parametrize("encounter_id, paper", list(itertools.product(ENCOUNTERS, PAPERS)))
def test_fold_puts_front_and_back_either_side_of_the_fold(pdfs, loaded_bundled, encounter_id, paper):
    sheets = impose_for(loaded_bundled[encounter_id], paper, "fold")
    with open_pdf(pdfs[encounter_id, paper, "fold"]) as pdf:
        for page, sheet in zip(pdf.pages, sheets, strict=True):
            dashed = [line for line in page.lines if line.get("dash") and line["dash"][0]]
            found = corners(page, BLEED * MM)
            fronts = {t.item: t for t in sheet.trims if t.face == "front"}
            for back in (t for t in sheet.trims if t.face == "back"):
                front = fronts[back.item]
                assert (front.x, front.w, front.h) == (back.x, back.w, back.h)
                assert back.y + back.h == pytest.approx(front.y)  # mirrored about the fold
                fold = front.y
                for corner in rectangle_corners(back.x, back.y, back.w, 2 * back.h):
                    assert has_corner(found, *corner)
                assert any(abs((page.height - line["top"]) - fold) < 0.05 for line in dashed)


def test_bleed_extends_backgrounds_past_the_trim(loaded_bundled, tmp_path):
    loaded = loaded_bundled["incredible-hulk"]
    for bleed in (0.0, 3.0):
        path = build_part(loaded, "cards", PrintOptions("letter", "long", bleed), tmp_path / str(bleed)).path
        sheets = impose_for(loaded, "letter", "long", bleed)
        with open_pdf(path) as pdf:
            page, sheet = pdf.pages[0], sheets[0]
            trim = sheet.trims[0]
            filled = [r for r in page.rects if r["fill"] and abs(r["width"] - (trim.w + 2 * bleed * MM)) < 0.05]
            assert filled, f"no background {bleed} mm past the trim"
            left = min(r["x0"] for r in filled)
            assert left == pytest.approx(trim.x - bleed * MM, abs=0.05)


@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
def test_text_stays_three_millimetres_inside_the_trim(pdfs, loaded_bundled, encounter_id):
    sheets = impose_for(loaded_bundled[encounter_id], "letter", "long")
    with open_pdf(pdfs[encounter_id, "letter", "long"]) as pdf:
        for page, sheet in zip(pdf.pages, sheets, strict=True):
            for trim in sheet.trims:
                top = page.height - (trim.y + trim.h)
                inside = page.crop((trim.x, top, trim.x + trim.w, top + trim.h)).chars
                assert inside
                for char in inside:
                    assert char["x0"] >= trim.x + 3 * MM - 0.01
                    assert char["x1"] <= trim.x + trim.w - 3 * MM + 0.01
                    assert char["top"] >= top + 3 * MM - 0.01
                    assert char["bottom"] <= top + trim.h - 3 * MM + 0.01


@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
def test_fonts_are_embedded_and_there_are_no_images(pdfs, encounter_id):
    path = pdfs[encounter_id, "a4", "long"]
    fonts = font_report(path)
    assert fonts and all(embedded for _, embedded in fonts), fonts
    assert all("Roboto" in name for name, _ in fonts)
    with open_pdf(path) as pdf:
        assert all(page.images == [] for page in pdf.pages)


@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
def test_the_tip_cards_print_the_rules_text_of_the_data(pdfs, loaded_bundled, encounter_id):
    loaded = loaded_bundled[encounter_id]
    enc = loaded.model
    rules = {block.id: block for block in walk_rules(enc.rules)}
    sheets = impose_for(loaded, "letter", "long")
    cards = {card.id: card for card in enc.cards}
    with open_pdf(pdfs[encounter_id, "letter", "long"]) as pdf:
        for page, sheet in zip(pdf.pages, sheets, strict=True):
            for trim in sheet.trims:
                card = cards[trim.item]
                if not isinstance(card, TipCard):
                    continue
                sections = card.front if trim.face == "front" else (card.back or [])
                columns = 1 if any(s.flowchart for s in sections) else 2
                words = normalise(words_in_box(page, trim.x, trim.y, trim.w, trim.h, columns))
                for section in sections:
                    kind, ident = section.content
                    if kind == "rule" and rules[ident].text:
                        expected = normalise(plain_words(rules[ident].text))
                        assert contains_run(words, expected), (card.id, ident)


def side_superpowers(card: StatCard, face: str) -> list:
    """The superpowers a stat card's face carries: the front is the healthy side; the back is the
    injured side, whose own list replaces the healthy one where it gives one (left out, it is as healthy)."""
    injured = card.injured.superpowers if face == "back" and card.injured else None
    return card.superpowers if injured is None else injured


def title_words(name: str) -> list[str]:
    """A superpower's name as its face prints it, in capitals."""
    return [word.upper() for word in normalise(plain_words(name))]


def assert_each_face_prints_its_own_superpowers(path, loaded) -> None:
    """Each stat card face prints its side's superpowers (name and text), and not the names of
    the other side's that it lacks."""
    cards = {card.id: card for card in loaded.model.cards}
    with open_pdf(path) as pdf:
        for page, sheet in zip(pdf.pages, impose_for(loaded, "letter", "long"), strict=True):
            for trim in (trim for trim in sheet.trims if isinstance(cards[trim.item], StatCard)):
                card, words = cards[trim.item], normalise(words_in_box(page, trim.x, trim.y, trim.w, trim.h))
                own = side_superpowers(card, trim.face)
                other = side_superpowers(card, "front" if trim.face == "back" else "back")
                for power in own:
                    assert contains_run(words, title_words(power.name)), (card.id, trim.face, power.name)
                    assert set(normalise(plain_words(power.text or ""))) <= set(words), (card.id, power.name)
                for power in (power for power in other if power.name not in {mine.name for mine in own}):
                    assert not contains_run(words, title_words(power.name)), (card.id, trim.face, power.name)


@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
def test_each_stat_card_face_prints_its_sides_superpowers(pdfs, loaded_bundled, encounter_id):
    assert_each_face_prints_its_own_superpowers(pdfs[encounter_id, "letter", "long"], loaded_bundled[encounter_id])


INJURED = """cards:
  - id: menace
    kind: stat
    side: cosmic-threat
    character: The Minimal Menace
    superpowers:
      - {name: Steady Hands, text: This character keeps its footing when it is pushed.}
      - {name: Old Grudge, text: This character attacks the nearest enemy first.}
    injured:
      superpowers:
        - {name: Shaking Fury, text: This character rolls one extra die when it attacks.}
        - {name: Old Grudge, text: This character attacks the nearest enemy first.}
"""


def test_the_injured_back_prints_its_own_superpowers_instead_of_the_healthy_ones(tmp_path):
    path = tmp_path / "injured.yaml"
    path.write_text(MINIMAL + INJURED, encoding="utf-8")
    loaded = load_encounter(path)
    assert loaded.ok, [f.format() for f in loaded.findings]
    built = build_part(loaded, "cards", PrintOptions("letter", "long", BLEED), tmp_path / "out")
    assert_each_face_prints_its_own_superpowers(built.path, loaded)


def test_the_same_build_gives_the_same_bytes(loaded_bundled, tmp_path):
    loaded = loaded_bundled["all-will-be-metal"]
    first = build_part(loaded, "cards", PrintOptions("a4", "fold", 3.0), tmp_path / "one").path.read_bytes()
    second = build_part(loaded, "cards", PrintOptions("a4", "fold", 3.0), tmp_path / "two").path.read_bytes()
    assert first == second


def test_stat_cards_print_both_sides_at_their_declared_size(loaded_bundled):
    for loaded in loaded_bundled.values():
        for layout in card_layouts(loaded.model, game_constants(), BLEED * MM):
            if isinstance(layout.card, StatCard):
                assert (layout.width / MM, layout.height / MM) == pytest.approx((150, 100))
                assert layout.front.items and layout.back.items


def test_too_much_text_is_an_overflow_error(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(FIXTURES / "overflow")
    result = cli("cards", "too-much-text.yaml", "--out", str(tmp_path))
    assert result.exit_code == 1
    lines = result.stderr.splitlines()
    assert lines[0].startswith("too-much-text.yaml:35:9: error [layout.overflow] card 'crowded': front section 2 "
                               "does not fit;")
    assert "mm over at the 7 pt floor" in lines[0]
    path = tmp_path / "too-much-text" / "cards.pdf"
    assert path.exists()  # still written, with the overflowing box outlined
    with open_pdf(path) as pdf:
        red = [r for r in pdf.pages[0].rects if r["stroke"] and not r["fill"]
               and tuple(round(c, 2) for c in r["stroking_color"]) == (0.82, 0.01, 0.11)]
        assert red
        assert "OVERFLOW" in pdf.pages[0].extract_text()


def test_an_overflow_the_encounter_grades_a_warning_is_written_with_exit_0(cli, tmp_path):
    """As check and kit grade it: the encounter's own severity for layout.overflow holds for cards too."""
    text = (FIXTURES / "overflow" / "too-much-text.yaml").read_text()
    graded = tmp_path / "graded.yaml"
    graded.write_text(text + "checks:\n  severity:\n    - {code: layout.overflow, severity: warning, "
                             "reason: The designer is still cutting this card.}\n")
    assert cli("check", str(graded)).exit_code == 0
    result = cli("cards", str(graded), "--out", str(tmp_path / "out"))
    assert result.exit_code == 0
    assert "warning [layout.overflow] card 'crowded'" in result.stderr


def test_a_card_larger_than_the_paper_is_a_clear_error():
    huge = Piece("banner", 200 * MM, 150 * MM, [], [])
    with pytest.raises(DoesNotFit) as caught:
        impose([huge], (215.9 * MM, 279.4 * MM), "fold", 3 * MM, "t", "cards")
    assert str(caught.value) == ("'banner' (200.0 × 300.0 mm with 3 mm bleed and crop marks) does not fit on a "
                                 "215.9 × 279.4 mm page")


def test_any_characters_print_as_themselves(tmp_path):
    text = "Use <Range> & 'quotes' — “curly” café, naïve Ægir, 30–45 min."
    source = (FIXTURES / "valid" / "minimal.yaml").read_text()
    source += ("cards:\n  - id: odd\n    kind: tip\n    title: Odd Characters\n    side: both\n    front:\n"
               f"      - text: \"{text}\"\n")
    path = tmp_path / "odd.yaml"
    path.write_text(source, encoding="utf-8")
    built = build_part(load_encounter(path), "cards", PrintOptions(), tmp_path / "out")
    with open_pdf(built.path) as pdf:
        extracted = " ".join(pdf.pages[0].extract_text().split())
    assert text in extracted


# --- type: no word on a card under the body's floor, no line alone at a column's top ---------------------

TYPE_SOURCES = [bundled_path(i) for i in bundled_ids()] + sorted((FIXTURES / "valid").glob("*.yaml"))


@pytest.mark.parametrize("source", TYPE_SOURCES, ids=lambda path: path.stem)
def test_no_word_on_any_card_face_is_under_the_floor(source):
    """Every Text run on every face, as the display lists draw it: the body, a table's header row, headings,
    name bars, a flowchart's arrows and labels, the side note and a stat panel's labels (7 pt)."""
    enc = load_encounter(source).model
    small = sorted({(layout.card.id, item.text, round(item.size, 2))
                    for layout in card_layouts(enc, game_constants(), game_constants().bleed)
                    for face in (layout.front, layout.back) for item in leaves(face.items)
                    if isinstance(item, Text) and item.size < FLOOR_SIZE - 1e-6})
    assert small == []


def test_a_paragraph_does_not_leave_its_last_line_alone_at_a_column_top():
    """Three lines, room for two in the first column: the last two start the next column together."""
    style = Style(8.0, "#000000")
    strips = text_strips("word " * 60, style, 100.0)
    assert len(strips) >= 3
    room = sum(strip.height for strip in strips[:-1]) + style.leading * 0.5  # all but the last line fit
    flowed = flow(strips, [Column(0.0, room, 100.0, 0.0), Column(200.0, room, 100.0, 0.0)])
    assert not flowed.rest
    assert len({round(item.y, 3) for item in flowed.items if item.x >= 200.0}) == 2


def test_the_hulks_card_keeps_the_last_line_of_rrrraaagghhh_with_its_paragraph(bundled):
    """The "10." that ended the paragraph stood alone at the top of the second column."""
    layouts = card_layouts(bundled["incredible-hulk"], game_constants(), game_constants().bleed)
    layout = next(layout for layout in layouts if layout.card.id == "hulk-stat")
    for face in (layout.front, layout.back):
        texts = [item for item in leaves(face.items) if isinstance(item, Text)]
        last = next(item for item in texts if item.text.strip() == "10.")
        column = [item for item in texts if abs(item.x - last.x) < 0.5 and item.y > last.y and item.size == last.size]
        assert column, "the line before it is in its column"
