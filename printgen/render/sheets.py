"""Images for Tabletop Simulator: a deck's cards pasted onto one sheet.

The bytes are deterministic (no metadata, no timestamps, a fixed compression), so an unchanged
encounter exports unchanged images and the content-hashed file names TTS caches by stay the same."""

from __future__ import annotations

import io
import struct
from collections.abc import Iterable

from PIL import Image

from printgen.layout.tts_grid import SheetGrid

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
COMPRESS_LEVEL = 6  # fixed, so the same pixels always give the same bytes
EMPTY_CELL = "white"


def compose_sheet(cards: Iterable[bytes], grid: SheetGrid) -> bytes:
    """The PNG of one deck sheet: each card PNG pasted at its slot, the empty cells white, RGB.
    Cards are decoded one at a time, so a sheet of 70 never holds 70 decoded images."""
    sheet = Image.new("RGB", grid.size(), EMPTY_CELL)
    pasted = 0
    for index, card in enumerate(cards):
        if index >= grid.count:
            raise ValueError(f"more cards than the sheet's {grid.count}")
        _paste_card(sheet, card, grid, index)
        pasted += 1
    if pasted != grid.count:
        raise ValueError(f"{pasted} cards for a sheet of {grid.count}")
    return _encode(sheet)


def png_size(image: bytes) -> tuple[int, int]:
    """The PNG's width and height, read from its IHDR header without decoding any pixels."""
    if image[:8] != PNG_SIGNATURE or image[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    return struct.unpack(">II", image[16:24])


def _paste_card(sheet: Image.Image, card: bytes, grid: SheetGrid, index: int) -> None:
    """Paste card `index` at its slot; a card's transparent parts (rounded corners) stay white."""
    if png_size(card) != grid.cell:
        raise ValueError(f"card {index} is {_px(png_size(card))}, the sheet's cells are {_px(grid.cell)}")
    with Image.open(io.BytesIO(card)) as opened:
        picture = opened.convert("RGBA")
    sheet.paste(picture, grid.slot(index), picture)


def _encode(image: Image.Image) -> bytes:
    """The image as PNG bytes, the same bytes for the same pixels."""
    buffer = io.BytesIO()
    image.save(buffer, "PNG", optimize=False, compress_level=COMPRESS_LEVEL)
    return buffer.getvalue()


def _px(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]} px"
