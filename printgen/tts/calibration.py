"""How big things come out in Tabletop Simulator: the two numbers every size in the export rests on.

TTS measures in inches (its Line tool reads inches; the Knowledge Base calls a unit "about an
inch"), but it does not document how large a custom tile or card is at scale 1. These are the
community's measurements; if a measurement in TTS says otherwise (``getBounds()`` in the Lua
console, or the Line tool), correct them here and every size follows.

Both rules hold the image's height (its vertical side) and let the width follow the image's
aspect, for portrait and landscape images alike.
"""

TILE_IMAGE_HEIGHT = 2.0
"""Inches along the height of a Custom_Tile's image at scale 1. The calibrated table emulator of
Pimpcats/Arkhsm-LCG- (tools/godot_table/scripts/tts.gd) gives 2 for the short side; the portrait
player mat of Esper-lvl4/ZX_TT_Mod (2800 x 2950 px at scale 26) puts its snap points on its printed
slots to within 1 % if the height is 2, and misses them by 5 % if the short side is."""

CARD_IMAGE_HEIGHT = 3.062473
"""Inches along the height of a custom card's image at scale 1 (Chr1Z93/SCED-tools,
customizable-helper/CustomizableHelper.py: "weird standard size for custom cards in TTS"). A
landscape card keeps that height and grows wider: argonui/SCED's player mat scales landscape
cards 1/1.4 of portrait ones (src/playermat/Playermat.ttslua), the ratio of their sides."""
