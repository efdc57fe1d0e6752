"""`--lettering large` on the display lists: each card on its large format (tip and stat cards A5, a poker card
on a tarot card) with no word under 9 pt, `check` laying the cards out as large print does and finding what
does not fit there, a token's faces drawn as the hyperlegible lettering draws them, and nothing of a
large-print run left behind for the next run."""

from __future__ import annotations

import pytest

from conftest import FIXTURES, MINIMAL, at, checked, located
from printgen.core import typography
from printgen.core.units import MM, POINTS_PER
from printgen.layout.card_deck import card_layouts, deck_sizes
from printgen.layout.display import Text, leaves
from printgen.layout.print_shop import token_pieces_with_bleed
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.load.loader import game_constants, load_encounter

SOURCES = [bundled_path(encounter_id) for encounter_id in bundled_ids()] + sorted(
    (FIXTURES / "valid").glob("*.yaml"))
A5 = (148.0, 210.0)
TAROT = (2.75 * POINTS_PER["in"] / MM, 4.75 * POINTS_PER["in"] / MM)
FORMATS = {"tip": A5, "stat": A5, "poker": TAROT}
LONG_WORDS = " ".join(["Incomprehensibilities"] * 26)
"""Words that fill a poker card's column at 7 pt but take more room than a tarot card's at 9 pt."""


def _poker_card(text: str) -> str:
    return MINIMAL + ("cards:\n  - id: crowded\n    kind: tip\n    title: Crowded\n    size: poker\n    side: both\n"
                      f"    front:\n      - text: {text}\n")


@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_every_card_is_on_its_large_format_with_every_word_at_nine_points_or_more(source):
    enc = load_encounter(source).model
    with typography.lettering("large"):
        layouts = card_layouts(enc, game_constants(), game_constants().bleed)
        sizes = deck_sizes(enc, game_constants())
    for layout in layouts:
        assert (round(layout.width / MM, 2), round(layout.height / MM, 2)) == tuple(
            round(side, 2) for side in FORMATS[layout.card.size]), layout.card.id
        words = [item for face in (layout.front, layout.back) for item in leaves(face.items) if isinstance(item, Text)]
        small = sorted({(item.text, round(item.size, 2)) for item in words if item.size < 9 - 1e-6})
        assert small == [], layout.card.id
        assert (layout.front.overflow, layout.back.overflow, layout.front.title_over) == (None, None, 0.0)
    assert all(size >= 9 for size in sizes.values()), sizes


@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_check_finds_nothing_in_large_print_where_it_finds_nothing_in_the_standard(cli, source):
    standard = cli("check", str(source), "--format", "json")
    large = cli("check", str(source), "--format", "json", "--lettering", "large")
    assert (large.exit_code, large.stdout) == (standard.exit_code, standard.stdout) == (0, "[]\n")


def test_text_that_fits_the_standard_card_but_not_the_large_one_is_a_finding_in_large_print(tmp_path):
    text = _poker_card(LONG_WORDS)
    assert checked(tmp_path, text, "layout.overflow") == []
    with typography.lettering("large"):
        found = checked(tmp_path, text, "layout.overflow")
    assert located(found) == [(*at(text, "- text: Incomprehensibilities", "text"), "layout.overflow")]
    assert found[0].message.startswith("card 'crowded': front section 1 does not fit; ")
    assert found[0].message.endswith(" mm over at the 9 pt floor of large print")


def test_a_build_in_large_print_draws_what_its_check_finds(cli, tmp_path):
    path = tmp_path / "crowded.yaml"
    path.write_text(_poker_card(LONG_WORDS))
    assert cli("cards", str(path), "--out", str(tmp_path / "standard")).exit_code == 0
    large = cli("cards", str(path), "--lettering", "large", "--out", str(tmp_path / "large"))
    assert large.exit_code == 1
    assert "layout.overflow" in large.stderr


@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_a_tokens_faces_are_drawn_as_in_the_hyperlegible_lettering(source):
    """A token is a piece of the game's size: large print leaves it, and its words, as they are."""
    enc = load_encounter(source).model
    faces = {}
    for lettering in ("hyperlegible", "large"):
        with typography.lettering(lettering):
            faces[lettering] = [(piece.ident, piece.width, piece.height, piece.front, piece.back)
                                for piece in token_pieces_with_bleed(enc, 0, 3 * MM)]
    assert faces["large"] == faces["hyperlegible"]


def test_folding_large_print_cards_is_refused_before_anything_is_made(cli, tmp_path):
    for command in ("kit", "cards"):
        result = cli(command, "incredible-hulk", "--lettering", "large", "--duplex", "fold", "--out", str(tmp_path))
        assert result.exit_code == 2
        assert "--duplex fold cannot fold large print's cards" in result.stderr
    assert not (tmp_path / "incredible-hulk").exists()
    folded = cli("tokens", "incredible-hulk", "--lettering", "large", "--duplex", "fold", "--out", str(tmp_path))
    assert folded.exit_code == 0, folded.stderr


def test_large_print_leaves_the_standard_lettering_as_it_was():
    enc = load_encounter(bundled_path("incredible-hulk")).model
    before = [layout.front.items for layout in card_layouts(enc, game_constants(), game_constants().bleed)]
    with typography.lettering("large"):
        assert typography.large_print() and typography.lettering_now() == "large"
        card_layouts(enc, game_constants(), game_constants().bleed)
    assert not typography.large_print()
    assert [layout.front.items for layout in card_layouts(enc, game_constants(), game_constants().bleed)] == before
