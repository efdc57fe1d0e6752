"""Layout: text that does not fit its card."""

from __future__ import annotations

from printgen import limits
from printgen.layout.card_deck import card_layouts, card_overflows
from printgen.checks.base import Issue, check
from printgen.layout.tokens import token_overflows


@check("layout.overflow", "error")
def text_fits_the_cards(context):
    """Every card section fits its card at the readable floor of 6.5 pt, every card title its title
    band in two lines at 8 pt, every token label and name its token (as the parts lay them out)."""
    if any(limits.excesses(context.enc)):
        return  # limit.size reports it; laying out what is past the limits is what they prevent
    for layout in card_layouts(context.loaded, context.constants.bleed):
        for path, message in card_overflows(layout):
            yield Issue(path, message, layout.card.id)
    for path, message in token_overflows(context.enc):
        yield Issue(path, message)
