"""Each part's pages, laid out for one print (printgen/parts.py names them): what a part alone and
the kit print alike. Each takes (loaded, options, seed of the setup sheet, the ENCOUNTER as given)."""

from __future__ import annotations

from printgen.layout import document
from printgen.layout import notes as layout_notes
from printgen.layout.back_offset import shift_backs
from printgen.layout.content import content_of
from printgen.layout.print_shop import card_pieces, face_pages, shop_pieces
from printgen.layout.setup import furnish, setup_page
from printgen.layout.sheet import impose
from printgen.layout.tokens import token_sheets
from printgen.layout.trackers import tracker_sheets
from printgen.load.loader import Loaded, core_rules, game_constants
from printgen.options import PrintOptions, Profile
from printgen.randomise.generator import searched
from printgen.units import MM


def rules_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    """The core rules and the encounter's, in two columns."""
    enc, paper = loaded.model, options.paper.size
    strips = document.rules_strips(enc, core_rules(), content_of(enc), document.column_width(paper))
    return document.furnish(document.document_pages(strips, paper, f"{enc.short_title}: rules"), enc.short_title,
                            "rules")


def card_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    """Both faces of every card, imposed on the paper with bleed and crop marks, cards of every kind
    sharing the sheets (for a print shop: each face on its own page)."""
    if options.profile is Profile.PRINT_SHOP:
        return _shop_pages(loaded, "cards", options)
    pieces = card_pieces(loaded.model, game_constants(), options.bleed_mm * MM)
    sheets = impose(pieces, options.paper.size, options.duplex, options.bleed_mm * MM, loaded.model.short_title,
                    "cards") if pieces else []
    return shift_backs(sheets, options.back_offset)


def tracker_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    enc = loaded.model
    return tracker_sheets(enc, options.paper.size, enc.short_title) if enc.trackers else []


def token_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str, cut_list: bool = True) -> list:
    """Every token copy, packed on as few sheets as hold them; ``cut_list``: with the token cut list
    (a kit prints it on its cover instead)."""
    if options.profile is Profile.PRINT_SHOP:
        return _shop_pages(loaded, "tokens", options)
    enc = loaded.model
    sheets = token_sheets(enc, options.paper.size, options.duplex, options.spares,
                          enc.short_title, cut_list) if enc.tokens else []
    return shift_backs(sheets, options.back_offset)


def _shop_pages(loaded: Loaded, part: str, options: PrintOptions) -> list:
    """Each face of the part alone on a page of its trim plus bleed, as card printing services take them."""
    bleed = options.bleed_mm * MM
    return face_pages(shop_pieces(loaded.model, game_constants(), part, options.spares, bleed), bleed)


def setup_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    """One setup sheet for ``seed`` at the default level (the search `check` made for that seed)."""
    enc = loaded.model
    made = searched(enc, game_constants(), seed, enc.difficulty.default_level)
    page = setup_page(enc, game_constants(), made, options, source)
    return [furnish(page, enc.short_title, 1, 1)]


def notes_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    """What the source leaves open (the assumptions, each with what it marks) and what was corrected."""
    enc, paper = loaded.model, options.paper.size
    strips = layout_notes.notes_strips(enc, core_rules(), game_constants(), document.column_width(paper))
    title = layout_notes.notes_title(enc)
    return document.furnish(document.document_pages(strips, paper, f"{enc.short_title}: {title.lower()}"),
                            enc.short_title, "notes")
