"""Deck sheets for Tabletop Simulator: the fewest sheets, cards split evenly, every sheet within
4096 px a side at the sharpest resolution any grid allows, and TTS's CardID and slot arithmetic."""

from __future__ import annotations

import math

import pytest

from printgen.layout.tts_grid import (MAX_COLUMNS, MAX_DPI, MAX_ROWS, MAX_SIDE_PX, SheetGrid, card_id,
                               sheet_grids)
from printgen.core.units import MM

CARD_SIZES = {
    "stat card 170x110": (170 * MM, 110 * MM),
    "tip card 150x100": (150 * MM, 100 * MM),
    "poker 63.5x88.9": (63.5 * MM, 88.9 * MM),
}
COUNTS = [1, 2, 7, 15, 69, 70, 71, 140, 200]
CASES = [(count, size) for size in CARD_SIZES.values() for count in COUNTS]
CASE_IDS = [f"{count} {name}" for name in CARD_SIZES for count in COUNTS]


def brute_force_dpi(cards: int, card_pt: tuple[float, float]) -> float:
    """The best resolution of any grid that holds `cards`, found by trying every grid."""
    width_in, height_in = card_pt[0] / 72, card_pt[1] / 72
    return max(min(MAX_DPI, MAX_SIDE_PX / (columns * width_in), MAX_SIDE_PX / (rows * height_in))
               for columns in range(1, MAX_COLUMNS + 1) for rows in range(1, MAX_ROWS + 1)
               if columns * rows >= cards)


@pytest.mark.parametrize(("count", "card_pt"), CASES, ids=CASE_IDS)
def test_the_cards_fill_the_fewest_sheets_evenly(count, card_pt):
    grids = sheet_grids(count, card_pt)
    assert len(grids) == math.ceil(count / (MAX_COLUMNS * MAX_ROWS))
    assert sum(grid.count for grid in grids) == count
    assert max(grid.count for grid in grids) - min(grid.count for grid in grids) <= 1
    assert [grid.count for grid in grids] == sorted((grid.count for grid in grids), reverse=True)


@pytest.mark.parametrize(("count", "card_pt"), CASES, ids=CASE_IDS)
def test_every_sheet_fits_tts_and_holds_its_cards(count, card_pt):
    for grid in sheet_grids(count, card_pt):
        assert max(grid.size()) <= MAX_SIDE_PX
        assert grid.columns <= MAX_COLUMNS and grid.rows <= MAX_ROWS
        assert grid.columns * grid.rows >= grid.count


@pytest.mark.parametrize(("count", "card_pt"), CASES, ids=CASE_IDS)
def test_every_sheet_has_the_best_resolution_of_any_grid(count, card_pt):
    for grid in sheet_grids(count, card_pt):
        best = brute_force_dpi(grid.count, card_pt)
        assert grid.cell == (math.floor(card_pt[0] / 72 * best + 1e-9), math.floor(card_pt[1] / 72 * best + 1e-9))
        assert grid.cell[0] / (card_pt[0] / 72) <= MAX_DPI + 1e-9


@pytest.mark.parametrize(("count", "card_pt"), CASES, ids=CASE_IDS)
def test_ties_go_to_fewer_empty_cells_then_fewer_columns(count, card_pt):
    for grid in sheet_grids(count, card_pt):
        best = brute_force_dpi(grid.count, card_pt)
        width_in, height_in = card_pt[0] / 72, card_pt[1] / 72
        ties = [(columns * rows, columns) for columns in range(1, MAX_COLUMNS + 1) for rows in range(1, MAX_ROWS + 1)
                if columns * rows >= grid.count
                and min(MAX_DPI, MAX_SIDE_PX / (columns * width_in), MAX_SIDE_PX / (rows * height_in)) >= best - 1e-9]
        assert (grid.columns * grid.rows, grid.columns) == min(ties)


def test_small_decks_are_capped_at_300_dpi():
    assert sheet_grids(1, (72, 144)) == [SheetGrid(1, 1, (300, 600), 1)]
    assert sheet_grids(2, (72, 72)) == [SheetGrid(1, 2, (300, 300), 2)]


def test_examples_worked_by_hand():
    """170 x 110 mm is 6.69 x 4.33 in: fifteen fit best 3 x 5 (limited by 5 rows, 21.65 in tall, at
    189 dpi); seventy need all of 10 x 7, where ten 409.6 px cells span 4096 px."""
    (fifteen,) = sheet_grids(15, CARD_SIZES["stat card 170x110"])
    assert (fifteen.columns, fifteen.rows, fifteen.count) == (3, 5, 15)
    (seventy,) = sheet_grids(70, CARD_SIZES["stat card 170x110"])
    assert (seventy.columns, seventy.rows, seventy.cell[0]) == (10, 7, 409)
    assert [grid.count for grid in sheet_grids(200, CARD_SIZES["poker 63.5x88.9"])] == [67, 67, 66]
    assert [grid.count for grid in sheet_grids(71, CARD_SIZES["poker 63.5x88.9"])] == [36, 35]


def test_exact_divisions_are_not_lost_to_rounding():
    """A card 1000.1 pt wide fills 4096 px exactly in one column; a float resolution floors it to 4095."""
    (grid,) = sheet_grids(2, (1000.1, 10))
    assert (grid.columns, grid.rows, grid.cell[0]) == (1, 2, MAX_SIDE_PX)
    (grid,) = sheet_grids(56, (1000.1, 10))
    assert (grid.columns, grid.cell[0]) == (8, MAX_SIDE_PX // 8)


def test_no_cards_no_sheets():
    assert sheet_grids(0, (72, 72)) == []


@pytest.mark.parametrize(("count", "card_pt"), [(-1, (72, 72)), (3, (0, 72)), (3, (72, -5))])
def test_nonsense_is_refused(count, card_pt):
    with pytest.raises(ValueError):
        sheet_grids(count, card_pt)


def test_a_tiny_card_still_gets_a_pixel():
    (grid,) = sheet_grids(2, (0.01, 72))
    assert grid.cell[0] == 1


def test_slots_count_row_by_row_from_the_top_left():
    grid = SheetGrid(columns=3, rows=2, cell=(100, 50), count=5)
    assert grid.size() == (300, 100)
    assert [grid.slot(index) for index in range(5)] == [(0, 0), (100, 0), (200, 0), (0, 50), (100, 50)]


@pytest.mark.parametrize("index", [-1, 5])
def test_a_slot_off_the_sheet_is_refused(index):
    with pytest.raises(ValueError, match=str(index)):
        SheetGrid(columns=3, rows=2, cell=(100, 50), count=5).slot(index)


def test_card_ids_follow_tts():
    assert card_id(1, 0) == 100
    assert card_id(3, 69) == 369
    assert card_id(578, 2) == 57802
    assert card_id(2, 99) == 299


@pytest.mark.parametrize(("sheet_key", "index"), [(0, 0), (-1, 3), (1, -1), (1, 100)])
def test_card_ids_out_of_range_are_refused(sheet_key, index):
    with pytest.raises(ValueError):
        card_id(sheet_key, index)
