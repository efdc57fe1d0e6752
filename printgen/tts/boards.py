"""The flat things of the table: the setup map as a board at the battlefield's size, and each
tracker as a tile at its printed size."""

from __future__ import annotations

import math

from printgen.layout.content import Content
from printgen.layout.display import Group
from printgen.layout.print_shop import pixel_size
from printgen.layout.setup import battlefield_items
from printgen.layout.trackers import paginate
from printgen.model import Encounter
from printgen.randomise import Setup
from printgen.layout.tts_grid import MAX_SIDE_PX
from printgen.tts.images import POINTS_PER_INCH, Images, picture, rasterised
from printgen.tts.objects import Tile
from printgen.core.units import MM

MAP_DRAWN_AT = 4        # the map is drawn at 1:4 and shown at 1:1, so its words read at table size
MAP_DPI = 400           # of the 1:4 drawing: 100 pixels to the table's inch
TRACKER_DPI = 300       # as the cards and tokens: its smallest words still read when zoomed
TRACKER_WIDTH = 192 * MM  # as on A4, the narrower paper
TRACKER_MARGIN = 4 * MM


def map_tile(enc: Encounter, setup: Setup, seeded: bool, images: Images) -> Tile:
    """The battlefield with its zones, grid and fixed placements; a seeded setup's terrain and placements too."""
    width, height = setup.battlefield
    page = picture(width * POINTS_PER_INCH / MAP_DRAWN_AT, height * POINTS_PER_INCH / MAP_DRAWN_AT,
                   battlefield_items(enc, setup, 0.0, 0.0, MAP_DRAWN_AT))
    image = next(rasterised([page], [pixel_size(page, _within(page, MAP_DPI))]))
    name = f"Setup map, seed {setup.seed}" if seeded else "Battlefield"
    return Tile(name, images.add("map", image), "", (width, height), thickness=0.05,
                description=f"{width:g} × {height:g} in; the setup sheet's bottom edge nearest the first seat")


def tracker_tiles(enc: Encounter, images: Images) -> list[Tile]:
    """Each tracker whole on one tile, as it would print on paper without page breaks."""
    content = Content(enc)
    boards = [paginate(enc, tracker, TRACKER_WIDTH, math.inf, content)[0][0] for tracker in enc.trackers]
    pages = [picture(board.width + 2 * TRACKER_MARGIN, board.height + 2 * TRACKER_MARGIN,
                     [Group(tuple(board.items), TRACKER_MARGIN, TRACKER_MARGIN)]) for board in boards]
    pngs = rasterised(pages, [pixel_size(page, _within(page, TRACKER_DPI)) for page in pages])
    return [Tile(tracker.name, images.add(f"tracker-{number}", png), "",
                 (page.width / POINTS_PER_INCH, page.height / POINTS_PER_INCH))
            for number, (tracker, page, png) in enumerate(zip(enc.trackers, pages, pngs, strict=True), start=1)]


def _within(page, dpi: float) -> float:
    """``dpi``, or less if the image would pass MAX_SIDE_PX."""
    return min(dpi, MAX_SIDE_PX * POINTS_PER_INCH / max(page.width, page.height))
