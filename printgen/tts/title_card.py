"""The picture Tabletop Simulator shows beside a saved object in its browser: the encounter's name
and the setup's seed, large enough to tell one export from another at 256 px."""

from __future__ import annotations

from printgen.layout.display import Item, Rect, Text
from printgen.layout.text import title_lines
from printgen.model import Encounter
from printgen.tts.images import picture, rasterised

SIDE = 256.0        # points, drawn at 72 dpi: 256 px, the size TTS's own tools write
BAND = "#3d3a4b"
WHITE = "#ffffff"
MARGIN = 16.0


def title_card(enc: Encounter, seed: int | None) -> bytes:
    """The title in the widest size that fits (wrapped if it must), and the seed below it."""
    name = enc.short_title
    size, lines = title_lines(name.upper(), "heading", 44.0, SIDE - 2 * MARGIN, 22.0)
    leading = size * 1.1
    top = SIDE / 2 + len(lines) * leading / 2
    items: list[Item] = [Rect(0.0, 0.0, SIDE, SIDE, fill=BAND)]
    items += [Text(SIDE / 2, top - (n + 1) * leading + size * 0.2, line, "heading", size, WHITE, "center")
              for n, line in enumerate(lines[:4])]
    items += [Text(SIDE / 2, 34.0, "MARVEL: CRISIS PROTOCOL", "condensed", 13.0, WHITE, "center"),
              Text(SIDE / 2, 16.0, f"setup seed {seed}" if seed is not None else "battlefield only, no setup",
                   "condensed", 13.0, WHITE, "center")]
    return next(rasterised([picture(SIDE, SIDE, items)], [(int(SIDE), int(SIDE))]))
