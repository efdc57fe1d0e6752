"""Layout: text that does not fit its card."""

from __future__ import annotations

from printgen.build import card_layouts, overflow_message, overflow_place
from printgen.checks import Issue, check


@check("layout.overflow", "error")
def text_fits_the_cards(context):
    """Every card section fits its card at the readable floor of 6.5 pt (as `printgen cards` lays it out)."""
    for layout in card_layouts(context.loaded, context.constants.bleed):
        for face in (layout.front, layout.back):
            if face.overflow is not None:
                path, what = overflow_place(layout, face.overflow)
                yield Issue(path, overflow_message(layout, face.overflow, what), layout.card.id)
