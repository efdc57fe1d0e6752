"""Type a press prints sharp, read from every text run of every print-shop file (printgen.render.pdf_runs):
grey and black text in black ink alone, black solid; no text under 8 pt in more than one ink, nor white
out of a fill of more than one. The pass that makes it so (printgen.render.press_text) is tested on
display lists first, then measured in the files of all four bundled encounters and of a service's deck,
and home files are seen to keep their RGB colours. White words on a colour are set at 8 pt or more
(printgen.layout.palette.ON_COLOUR), so the pass greys no colour under them: every bar, band and token
keeps its colour at the press, but for one token too small for its word at 8 pt."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from reportlab.pdfgen import canvas as rl_canvas

from conftest import FIXTURES
from printgen.build.part_pdf import laid_out
from printgen.core import typography
from printgen.core.options import PrintOptions
from printgen.layout.display import Group, Icon, Rect, Text
from printgen.layout.palette import ACCENTS, ON_COLOUR, PALETTE
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.load.loader import load_encounter
from printgen.render.pdf_ink import ink_in_pages
from printgen.render.pdf_runs import PAPER, inks, text_runs
from printgen.render.press_colour import AWAY, cmyk_of, lab_of_srgb, neutral, on_press
from printgen.render.press_text import SMALL, sharpened

RED, BLUE, INK, WHITE = ACCENTS["cosmic-threat"], ACCENTS["crisis-team"], "#1b1b1f", "#ffffff"
BAR = Rect(0, 0, 200, 12, fill=RED)
SOURCES = [bundled_path(encounter) for encounter in bundled_ids()] + sorted((FIXTURES / "valid").glob("*.yaml"))
TOO_SMALL = {("unstoppable-colossus", "tokens"): ["MOMENTUM"]}
"""The white words a press still prints on grey, by file: the Momentum token is 20 mm round, and its one
word, 14.4 mm wide at 8 pt (16.5 in Atkinson Hyperlegible), has 14 mm inside its 3 mm safe margin."""


# --- the pass, on display lists ---------------------------------------------------------------------

def test_small_coloured_text_prints_in_black_ink_alone_as_dark_as_its_colour():
    small, large = Text(10, 10, "THREAT", "heading", 7, RED), Text(10, 30, "STRIKE", "heading", 9, RED)
    greyed, kept = sharpened([small, large])
    assert greyed.color == neutral(RED) and inks(cmyk_of(greyed.color)) == 1
    assert abs(lab_of_srgb(greyed.color)[0] - lab_of_srgb(RED)[0]) < 0.5
    assert kept == large


def test_grey_text_of_any_size_prints_in_black_ink_alone_and_coloured_text_large_enough_keeps_its_colour():
    slate, blue = Text(10, 10, "OBJECTIVES", "heading", 9.75, "#3d3a4b"), Text(10, 30, "RULES", "heading", 9.75, BLUE)
    greyed, kept = sharpened([slate, blue])
    assert greyed.color == neutral("#3d3a4b") and cmyk_of(greyed.color)[:3] == (0, 0, 0)
    assert kept == blue and inks(cmyk_of(BLUE)) > 1


def test_a_bar_under_small_white_text_prints_in_black_ink_alone_and_one_under_large_text_keeps_its_colour():
    small = [BAR, Text(4, 3, "COSMIC THREAT · FRONT", "condensed", 7, WHITE)]
    large = [BAR, Text(4, 3, "THE INCREDIBLE HULK", "heading", 15, WHITE)]
    assert sharpened(small)[0].fill == neutral(RED) and sharpened(small)[1] == small[1]
    assert sharpened(large) == large


def test_white_text_on_a_grey_or_on_paper_changes_nothing():
    items = [Rect(0, 0, 200, 12, fill="#3c3c3c"), Text(4, 3, "BOTH SIDES", "condensed", 7, WHITE),
             Text(4, 40, "on paper", "condensed", 7, INK)]
    assert sharpened(items) is items


def test_the_bar_is_found_through_groups_moved_and_turned_and_its_icons_cut_out_of_its_new_grey():
    turned = Group((BAR, Group((Text(4, 3, "STRIKE", "heading", 7, WHITE),
                                Icon(60, 3, "power", 7, WHITE, knockout=RED)), dx=0, dy=0)),
                   dx=50, dy=70, rotate180=True, box=(200, 12))
    elsewhere = Rect(0, 0, 40, 12, fill=RED)  # the same colour, with nothing on it
    (group, other) = sharpened([turned, elsewhere])
    bar, (text, icon) = group.items[0], group.items[1].items
    assert bar.fill == neutral(RED) and icon.knockout == neutral(RED) and text.color == WHITE
    assert other == elsewhere


@pytest.mark.parametrize("turned", [False, True])
def test_a_bar_is_found_under_text_its_group_places_over_it(turned):
    """The text is placed by its group (moved, or moved and turned about its box), the bar by the page."""
    bar = Rect(50, 70, 200, 12, fill=RED)
    group = Group((Text(4, 3, "EFFECT", "heading", 7, WHITE),), dx=50, dy=70, rotate180=turned, box=(200, 12))
    assert sharpened([bar, group])[0].fill == neutral(RED)
    assert sharpened([bar._replace(y=100), group])[0].fill == RED  # elsewhere on the page, it is left alone


def test_only_what_lies_under_the_text_changes():
    items = [BAR, Rect(0, 100, 200, 12, fill=BLUE), Text(4, 3, "RESULT", "heading", 7, WHITE)]
    assert [item.fill for item in sharpened(items)[:2]] == [neutral(RED), BLUE]


# --- white words on colour, as the layouts set them -------------------------------------------------

def _drawn(items):
    for item in items:
        yield from _drawn(item.items) if isinstance(item, Group) else (item,)


def _greyed_words(pages) -> list[str]:
    """The small white words of each page on which the pass turns a fill grey."""
    def fills(items):
        return [getattr(item, "fill", None) for item in _drawn(items)]

    return [item.text for page in pages if fills(page.items) != fills(sharpened(page.items))
            for item in _drawn(page.items) if isinstance(item, Text) and item.color == WHITE and item.size < SMALL]


def test_the_least_white_word_on_colour_is_the_least_a_press_prints_on_it():
    assert ON_COLOUR == SMALL


@pytest.mark.parametrize("lettering", ["standard", "hyperlegible", "large"])
@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_no_bar_band_or_token_of_a_print_shop_file_turns_grey(source, lettering):
    """Every white word on a colour (a card's title band, a table's header, a name bar, a token) is 8 pt or
    more, so the pass leaves every fill its colour: only words no token has room for at 8 pt grey one."""
    options = PrintOptions("letter", profile="print-shop", bleed_mm=3.175)
    with typography.lettering(lettering):
        greyed = {part: _greyed_words(laid_out(load_encounter(source), part, options)) for part in ("cards", "tokens")}
    assert greyed == {part: TOO_SMALL.get((source.stem, part), []) for part in greyed}


# --- the measure, on a file drawn without the pass ------------------------------------------------

def _pdf(draw) -> list:
    buffer = io.BytesIO()
    canvas = rl_canvas.Canvas(buffer, pagesize=(200, 100), invariant=1)
    draw(canvas)
    canvas.showPage()
    canvas.save()
    return list(PdfReader(io.BytesIO(buffer.getvalue())).pages)


def _unsharp(canvas) -> None:
    canvas.setFillColorCMYK(0, 0.96, 0.94, 0.47)
    canvas.rect(0, 50, 200, 12, fill=1, stroke=0)
    canvas.setFillColorCMYK(0, 0, 0, 0)
    canvas.setFont("Helvetica", 7)
    canvas.drawString(4, 53, "REVERSED")
    canvas.setFillColorCMYK(0, 0.96, 0.94, 0.47)
    canvas.drawString(4, 20, "THREAT")
    canvas.setFillColorCMYK(0, 0, 0, 0.889)
    canvas.setFont("Helvetica", 9)
    canvas.drawString(4, 5, "body text in a screen of black")
    canvas.setFillColorCMYK(0.6, 0.5, 0.3, 0.98)
    canvas.drawString(4, 80, "rich black")
    canvas.setFillColorCMYK(*cmyk_of("#3d3a4b"))
    canvas.drawString(4, 90, "a slate heading in four inks")


def test_the_measure_finds_each_fault_a_press_would_print():
    inks_ = ink_in_pages(_pdf(_unsharp))
    assert [run.text for run in inks_.small_reversed] == ["REVERSED"]
    assert [run.text for run in inks_.small_in_inks] == ["THREAT"]
    slate = " ".join(f"{value:g}" for value in cmyk_of("#3d3a4b"))
    assert inks_.text_off_black == {"0 0 0 0.889", "0.6 0.5 0.3 0.98", slate}
    reversed_run = inks_.small_reversed[0]
    assert (reversed_run.size, reversed_run.ink, reversed_run.under) == (7, PAPER, (0, 0.96, 0.94, 0.47))


def test_a_runs_size_is_as_printed_and_its_fill_the_last_painted_beneath_it():
    def draw(canvas):
        canvas.setFillColorCMYK(0, 0, 0, 0.5)
        canvas.rect(0, 0, 200, 100, fill=1, stroke=0)
        canvas.saveState()
        canvas.translate(100, 50)
        canvas.scale(2, 2)
        canvas.setFillColorCMYK(0, 0, 0, 1)
        canvas.setFont("Helvetica", 5)
        canvas.drawString(0, 0, "doubled")
        canvas.restoreState()

    (run,) = text_runs(_pdf(draw))
    assert (run.size, run.ink, run.under) == (10, (0, 0, 0, 1), (0, 0, 0, 0.5))


# --- every print-shop file ------------------------------------------------------------------------

@pytest.fixture(scope="module")
def shop_files(tmp_path_factory):
    """(encounter, part) -> the pypdf pages of its print-shop file, and the scaffold's DriveThruCards deck."""
    from click.testing import CliRunner

    from printgen.cli import main

    out, made = tmp_path_factory.mktemp("press"), {}
    runner = CliRunner()
    for encounter in bundled_ids():
        for part in ("cards", "tokens"):
            assert runner.invoke(main, [part, encounter, "--profile", "print-shop", "--out", str(out)]).exit_code == 0
            made[encounter, part] = list(PdfReader(out / encounter / f"{part}-print-shop.pdf").pages)
    scaffold = out / "scaffold.yaml"
    assert runner.invoke(main, ["new", "scaffold", "--dir", str(out)]).exit_code == 0
    runner.invoke(main, ["cards", str(scaffold), "--profile", "drivethrucards", "--out", str(out)])  # the preflight
    made["scaffold", "drivethrucards"] = list(PdfReader(out / "scaffold" / "drivethrucards-cards" /
                                                        "cards-poker.pdf").pages)
    (out / "preflight.txt").write_bytes((out / "scaffold" / "drivethrucards-cards" / "preflight.txt").read_bytes())
    return made, out


SHOP_FILES = [(encounter, part) for encounter in bundled_ids() for part in ("cards", "tokens")] + [
    ("scaffold", "drivethrucards")]


@pytest.mark.slow
@pytest.mark.parametrize("encounter, part", SHOP_FILES)
def test_every_run_of_every_print_shop_file_is_type_a_press_prints_sharp(shop_files, encounter, part):
    found = ink_in_pages(shop_files[0][encounter, part])
    assert len(found.runs) > 20
    assert found.text_off_black == set()
    assert [(run.text, run.size, run.ink) for run in found.small_in_inks] == []
    assert [(run.text, run.size, run.under) for run in found.small_reversed] == []
    if part != "tokens":  # a token's words are white
        assert (0, 0, 0, 1) in {run.ink for run in found.runs}  # the text's near-black, solid
        assert any(run.size < SMALL for run in found.runs)  # the rule had something to measure


@pytest.mark.slow
@pytest.mark.parametrize("encounter, part", SHOP_FILES)
def test_the_palette_a_print_shop_file_prints_comes_off_the_press_within_5(shop_files, encounter, part):
    found = ink_in_pages(shop_files[0][encounter, part])
    palette = {shade.color for meanings in PALETTE for shade in meanings.shades.values()}
    printed = {colour: cmyk for colour in palette for cmyk in found.colours
               if all(abs(a - b) < 1e-4 for a, b in zip(cmyk, cmyk_of(colour)))}
    assert printed and all(on_press(colour, cmyk) <= AWAY for colour, cmyk in printed.items())
    assert found.most <= 240


@pytest.mark.slow
@pytest.mark.parametrize("encounter, part", SHOP_FILES)
def test_every_fill_under_white_words_keeps_its_colour_at_the_press(shop_files, encounter, part):
    """No white run sits on a palette colour of several inks turned to black ink alone (press_colour.neutral)."""
    greys = {cmyk_of(neutral(shade.color)) for meanings in PALETTE if meanings.role == "fill"
             for shade in meanings.shades.values() if inks(cmyk_of(shade.color)) > 1}
    on_colour = [run for run in ink_in_pages(shop_files[0][encounter, part]).runs
                 if run.reversed and run.under != PAPER]
    greyed = [run.text for run in on_colour if any(_same(run.under, grey) for grey in greys)]
    assert on_colour and greyed == TOO_SMALL.get((encounter, part), [])


def _same(cmyk, other) -> bool:
    return all(abs(a - b) < 1e-4 for a, b in zip(cmyk, other, strict=True))


@pytest.mark.slow
def test_the_services_preflight_says_so(shop_files):
    report = (shop_files[1] / "preflight.txt").read_text()
    for line in ("ok   text in greys and black in black ink alone, black solid", "ok   text under 8 pt in one ink",
                 "ok   no text under 8 pt reversed out of two or more inks",
                 "ok   #8c1c13, the Cosmic Threat's cards: 3.5 ΔE2000 from the screen on the FOGRA39 press"):
        assert line in report, report


@pytest.mark.slow
def test_home_files_keep_their_rgb_colours(cli, tmp_path):
    assert cli("cards", "incredible-hulk", "--out", str(tmp_path)).exit_code == 0
    (pdf,) = (tmp_path / "incredible-hulk").glob("cards*.pdf")
    found = ink_in_pages(list(PdfReader(pdf).pages))
    assert found.colours == set() and "rg" in found.other_colours
    assert {run.ink for run in found.runs} == {None}
