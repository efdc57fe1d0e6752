"""A printer's back offset: every page of backs moves by exactly the offset (and turns by its
degrees about the page centre), and no front moves, measured in the display lists and in the PDF."""

from __future__ import annotations

import io
import math

import pdfplumber
import pytest

from printgen.layout.display import Group, Text
from printgen.core.options import BackOffset, PrintOptions
from printgen.build.part_pdf import part_pdf
from printgen.build.printable import PRINTABLE
from printgen.core.units import MM

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

OFFSET = BackOffset(1.5, -0.75)
TURNED = BackOffset(-2.0, 1.25, 0.4)


def _pages(loaded, part, duplex, offset=BackOffset()):
    return PRINTABLE[part].layout()(loaded, PrintOptions(duplex=duplex, back_offset=offset), 1, "x")


@pytest.mark.parametrize("duplex", ["long", "short", "off", "fold"])
@pytest.mark.parametrize("part", ["cards", "tokens", "kit"])
def test_backs_are_wrapped_in_the_offset_and_fronts_are_untouched(loaded_bundled, part, duplex):
    for loaded in loaded_bundled.values():
        plain, moved = _pages(loaded, part, duplex), _pages(loaded, part, duplex, TURNED)
        assert len(plain) == len(moved)
        for before, after in _past_the_cover(zip(plain, moved)):
            if getattr(before, "back", False):
                assert after.items == [Group(tuple(before.items), TURNED.x_mm * MM, TURNED.y_mm * MM,
                                             box=(before.width, before.height), turn=TURNED.degrees)]
            else:
                assert after.items == before.items
        if duplex == "fold":  # a folded sheet carries its backs beside their fronts: nothing to move
            assert not any(getattr(page, "back", False) for page in plain)


def _past_the_cover(pairs):
    """(before, after) page pairs from the first one after a kit's cover (which names the offset)."""
    pairs = list(pairs)
    rules = next((n for n, (page, _) in enumerate(pairs) if page.bookmark == "Rules"), 0)
    return pairs[rules:]


def test_the_kit_cover_says_how_far_the_backs_moved(loaded_bundled):
    cover = _pages(loaded_bundled["incredible-hulk"], "kit", "long", TURNED)[0]
    said = " ".join(item.text for item in cover.items if isinstance(item, Text))
    assert "2 mm left, 1.25 mm up, turned 0.4° anticlockwise" in " ".join(said.split())


def _chars(data: bytes) -> list[list[tuple[str, float, float]]]:
    """Each page's characters with their origin in PDF coordinates (from the text matrix)."""
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [[(c["text"], c["matrix"][4], c["matrix"][5]) for c in page.chars] for page in pdf.pages]


def _moved(x: float, y: float, offset: BackOffset, width: float, height: float) -> tuple[float, float]:
    """Where a point of the back page lands: turned about the page centre, then shifted."""
    turn = math.radians(offset.degrees)
    cx, cy = width / 2, height / 2
    dx, dy = x - cx, y - cy
    return (cx + dx * math.cos(turn) - dy * math.sin(turn) + offset.x_mm * MM,
            cy + dx * math.sin(turn) + dy * math.cos(turn) + offset.y_mm * MM)


@pytest.mark.parametrize("offset", [OFFSET, TURNED], ids=["shift", "shift-and-turn"])
@pytest.mark.parametrize("part,duplex", [("cards", "long"), ("tokens", "short"), ("cards", "off")])
def test_in_the_pdf_every_back_character_moves_by_the_offset_and_no_front_character_moves(
        loaded_bundled, part, duplex, offset):
    loaded = loaded_bundled["incredible-hulk"]
    sheets = _pages(loaded, part, duplex)
    plain = _chars(part_pdf(loaded, part, PrintOptions(duplex=duplex)))
    moved = _chars(part_pdf(loaded, part, PrintOptions(duplex=duplex, back_offset=offset)))
    assert any(getattr(sheet, "back", False) for sheet in sheets)
    for sheet, before, after in zip(sheets, plain, moved, strict=True):
        assert [text for text, *_ in before] == [text for text, *_ in after]
        expected = ([(t, *_moved(x, y, offset, sheet.width, sheet.height)) for t, x, y in before]
                    if getattr(sheet, "back", False) else before)
        assert all(math.dist(want[1:], got[1:]) < 1e-3 for want, got in zip(expected, after)), sheet.label


def test_no_offset_draws_exactly_what_it_drew(loaded_bundled):
    loaded = loaded_bundled["mutant-masterworks"]
    assert part_pdf(loaded, "kit", PrintOptions(back_offset=BackOffset(0, 0, 0))) == part_pdf(loaded, "kit",
                                                                                               PrintOptions())
