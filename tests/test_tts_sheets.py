"""Images for Tabletop Simulator: a deck sheet puts each card at its slot on white, and the same
inputs give the same bytes."""

from __future__ import annotations

import gc
import io
import weakref

import pytest
from PIL import Image

from printgen.render.sheets import compose_sheet, png_size
from printgen.layout.tts_grid import SheetGrid

WHITE = (255, 255, 255)
COLOURS = [(200, 30, 30), (30, 200, 30), (30, 30, 200), (200, 200, 30), (30, 200, 200)]
GRID = SheetGrid(columns=3, rows=2, cell=(40, 30), count=5)


def solid_png(size: tuple[int, int], colour: tuple[int, ...], mode: str = "RGB") -> bytes:
    buffer = io.BytesIO()
    Image.new(mode, size, colour).save(buffer, "PNG")
    return buffer.getvalue()


def decoded(data: bytes) -> Image.Image:
    with Image.open(io.BytesIO(data)) as image:
        image.load()
        return image


def cell_centre(grid: SheetGrid, index: int) -> tuple[int, int]:
    row, column = divmod(index, grid.columns)
    return column * grid.cell[0] + grid.cell[0] // 2, row * grid.cell[1] + grid.cell[1] // 2


def test_each_card_lands_in_its_cell_and_empty_cells_stay_white():
    sheet = decoded(compose_sheet((solid_png(GRID.cell, colour) for colour in COLOURS), GRID))
    assert sheet.mode == "RGB" and sheet.size == GRID.size() == (120, 60)
    for index, colour in enumerate(COLOURS):
        assert sheet.getpixel(cell_centre(GRID, index)) == colour
    assert sheet.getpixel(cell_centre(GRID, 5)) == WHITE


def test_a_cards_transparent_corners_stay_white():
    grid = SheetGrid(columns=1, rows=1, cell=(10, 10), count=1)
    sheet = decoded(compose_sheet([solid_png((10, 10), (0, 0, 0, 0), "RGBA")], grid))
    assert sheet.getpixel((5, 5)) == WHITE


@pytest.mark.parametrize("count", [4, 6])
def test_the_wrong_number_of_cards_is_refused(count):
    cards = [solid_png(GRID.cell, COLOURS[0])] * count
    with pytest.raises(ValueError, match="5"):
        compose_sheet(cards, GRID)


def test_a_card_of_the_wrong_size_is_refused_by_index_and_sizes():
    cards = [solid_png(GRID.cell, COLOURS[0])] * 2 + [solid_png((41, 30), COLOURS[0])] * 3
    with pytest.raises(ValueError, match=r"card 2 is 41x30 px.*40x30 px"):
        compose_sheet(cards, GRID)


def test_cards_are_decoded_one_at_a_time(monkeypatch):
    """Each card is asked for only when no card decoded before it is still alive."""
    decoded_cards = []  # weak references: an image is unhashable, so no WeakSet
    real_open = Image.open

    def open_and_track(*args, **kwargs):
        image = real_open(*args, **kwargs)
        decoded_cards.append(weakref.ref(image))
        return image

    def alive() -> list:
        return [card for card in decoded_cards if card() is not None]

    def cards():
        for colour in COLOURS:
            if alive():  # only a cycle could still hold it; a full collection costs tenths of a second here
                gc.collect()
            assert not alive()
            yield solid_png(GRID.cell, colour)

    monkeypatch.setattr(Image, "open", open_and_track)
    compose_sheet(cards(), GRID)
    assert len(decoded_cards) == len(COLOURS)


def test_the_same_inputs_give_the_same_bytes():
    cards = [solid_png(GRID.cell, colour) for colour in COLOURS]
    assert compose_sheet(cards, GRID) == compose_sheet(list(cards), GRID)


def test_no_metadata_is_written():
    chunks = _chunk_types(compose_sheet([solid_png(GRID.cell, colour) for colour in COLOURS], GRID))
    assert set(chunks) == {"IHDR", "IDAT", "IEND"}


def test_png_size_reads_the_header():
    assert png_size(solid_png((123, 45), COLOURS[2])) == (123, 45)
    with pytest.raises(ValueError):
        png_size(b"GIF89a" + bytes(20))


def _chunk_types(data: bytes) -> list[str]:
    types, offset = [], 8
    while offset < len(data):
        length = int.from_bytes(data[offset:offset + 4], "big")
        types.append(data[offset + 4:offset + 8].decode("ascii"))
        offset += 12 + length
    return types
