"""How big things come out in Tabletop Simulator: the two numbers every size in the export rests on.

TTS measures in inches (its Line tool reads inches; the Knowledge Base calls a unit "about an
inch"), but it does not document how large a custom tile or card is at scale 1. These are the
community's measurements; if a measurement in TTS says otherwise (``getBounds()`` in the Lua
console, or the Line tool), correct them here and every size follows.
"""

TILE_SHORT_SIDE = 2.0
"""Inches along the short side of a Custom_Tile's image at scale 1 (the calibrated table emulator of
Pimpcats/Arkhsm-LCG-, tools/godot_table/scripts/tts.gd)."""

CARD_LONG_SIDE = 80 / 25.4
"""Inches along the long side of a custom card at scale 1: about 80 mm, 3.15 in (jeandeaual/
tts-deckconverter, tts/builder.go: "default cards are approximately 56x80mm")."""
