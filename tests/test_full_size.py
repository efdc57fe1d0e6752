"""`setup --full-size`: the battlefield at 1:1, tiled over Letter or A4 inside the printable area,
neighbours overlapping, every point of the battlefield on some tile, an assembly map first."""

from __future__ import annotations

import pytest

from printgen.core.options import Paper
from printgen.layout.display import Group, Text
from printgen.layout.full_size import OVERLAP, full_size_pages, tile_grid, tile_name
from printgen.layout.furniture import PRINTABLE_MARGIN
from printgen.load.loader import game_constants
from printgen.randomise import generate


@pytest.fixture(scope="module")
def colossus(bundled):
    return generate(bundled["unstoppable-colossus"], game_constants(), 3, "Normal")


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_tiles_cover_the_battlefield_at_full_size_inside_the_printable_area(bundled, colossus, paper):
    size = Paper(paper).size
    assembly, *tiles = full_size_pages(bundled["unstoppable-colossus"], colossus, size)
    columns, rows, _, _ = tile_grid(colossus.battlefield, size)
    assert 20 <= len(tiles) == columns * rows <= 25
    groups = [next(item for item in tile.items if isinstance(item, Group)) for tile in tiles]
    for group in groups:  # the map at 1:1 (only translated), its window inside the printable area
        x, y, w, h = group.clip
        assert PRINTABLE_MARGIN <= x + group.dx and x + group.dx + w <= size[0] - PRINTABLE_MARGIN
        assert PRINTABLE_MARGIN <= y + group.dy and y + group.dy + h <= size[1] - PRINTABLE_MARGIN
    lefts = sorted({g.clip[0] for g in groups})
    bottoms = sorted({g.clip[1] for g in groups})
    width, height = colossus.battlefield[0] * 72, colossus.battlefield[1] * 72
    w, h = groups[0].clip[2], groups[0].clip[3]
    assert lefts[0] == 0 and lefts[-1] + w >= width and bottoms[0] <= 0 and bottoms[-1] + h == pytest.approx(height)
    assert all(b - a == pytest.approx(w - OVERLAP) for a, b in zip(lefts, lefts[1:]))
    assert all(b - a == pytest.approx(h - OVERLAP) for a, b in zip(bottoms, bottoms[1:]))
    named = {item.text for item in assembly.items if isinstance(item, Text)}
    assert {tile_name(r, c) for r in range(rows) for c in range(columns)} <= named


def test_the_full_size_command_writes_the_assembly_map_and_every_tile(cli, tmp_path):
    result = cli("setup", "unstoppable-colossus", "--seed", "3", "--full-size", "--out", str(tmp_path))
    assert result.exit_code == 0, result.stderr
    assert (tmp_path / "unstoppable-colossus" / "setup-3-full-size.pdf").exists()
    assert "21 pages" in result.stdout
