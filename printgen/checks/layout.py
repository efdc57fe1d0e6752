"""Layout: text that does not fit its card, tokens that do not fit the page, and tokens too small to cut."""

from __future__ import annotations

import re
from collections.abc import Iterator

from printgen.load import excesses
from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.layout.card_deck import card_layouts, card_overflows
from printgen.layout.pieces import millimetres
from printgen.layout.token_faces import two_faced
from printgen.layout.tokens import fits, room, token_overflows
from printgen.load.yaml_doc import value_at
from printgen.core.options import Paper
from printgen.core.units import MM

SMALLEST_TOKEN_MM = 8.0  # the smallest disc a player can cut out with scissors and read a word on


@check("layout.overflow", "error")
def text_fits_the_cards(context: Context) -> Iterator[Issue]:
    """Every card section fits its card at the readable floor of 7 pt (set closer before it is reported), every
    card title its title band in two lines at 8 pt, every token label and name its token (as the parts lay them
    out)."""
    if any(excesses.excesses(context.enc)):
        return  # limit.size reports it; laying out what is past the limits is what they prevent
    for layout in card_layouts(context.enc, context.constants, context.constants.bleed):
        for path, message in card_overflows(layout):
            yield Issue(path, message, layout.card.id)
    for path, message in token_overflows(context.enc):
        yield Issue(path, message)


@check("layout.token-size", "error")
def tokens_fit_the_page(context: Context) -> Iterator[Issue]:
    """Every token fits the printable area of each paper (Letter and A4), as the token sheets pack
    it; a two-faced one that fits a page but not half of one, which `--duplex fold` gives it, is a
    warning (a single-faced token prints on an unfolded sheet)."""
    papers = {paper.value.capitalize(): paper.size for paper in Paper}
    folds = any(two_faced(context.enc, token) for token in context.enc.tokens)
    for token in context.enc.tokens:
        size = f"token '{token.id}' ({millimetres(*token.size_pt)} mm)"
        if too_small := _refusing(token, papers, folded=False):
            yield Issue(token.path + ("size",), f"{size} is larger than the printable area of {too_small}: "
                        f"make it smaller{_meant_mm(context, token.path + ('size',))}", token.id)
        elif folds and two_faced(context.enc, token) and (too_small := _refusing(token, papers, folded=True)):
            yield Issue(token.path + ("size",), f"{size} is larger than half a folded sheet of {too_small}: "
                        f"`--duplex fold` cannot print it", token.id, severity="warning")


_INCHES = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*in\s*$")


def _meant_mm(context: Context, path: tuple) -> str:
    """"; did you mean 30mm?" where the size is written in inches whose number reads as millimetres."""
    written = value_at(context.doc.data, path)
    sizes = written if isinstance(written, list) else [written]
    found = [_INCHES.match(size) for size in sizes if isinstance(size, str)]
    if found and all(found):
        return f"; written {', '.join(m.group(0).strip() for m in found if m)}: did you mean " \
               f"{', '.join(m.group(1) + 'mm' for m in found if m)}?"
    return ""


def _refusing(token, papers: dict, folded: bool) -> str:
    """The papers that cannot hold ``token``, with the room each has ("Letter (197.9 × 251.4 mm)")."""
    return " and ".join(f"{name} ({_room(paper, folded)} mm)" for name, paper in papers.items()
                        if not fits(token, paper, folded))


def _room(paper, folded: bool) -> str:
    bounds = room(paper, folded)
    return millimetres(bounds.right - bounds.left, bounds.top - bounds.bottom)


@check("layout.token-tiny", "error")
def tokens_can_be_cut(context: Context) -> Iterator[Issue]:
    """Every token is at least 8 mm across: smaller, it cannot be cut out by hand nor its label read."""
    for token in context.enc.tokens:
        if min(token.size_pt) < SMALLEST_TOKEN_MM * MM:
            yield Issue(token.path + ("size",), f"token '{token.id}' ({millimetres(*token.size_pt)} mm) is smaller "
                        f"than {SMALLEST_TOKEN_MM:g} mm across: it could not be cut out by hand nor read; make it "
                        f"larger", token.id)
