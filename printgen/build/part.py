"""The parts of a kit, each one object that carries every fact about it (its pages, its words, its paper,
what a print shop and the kit's cover take from it), in the order a kit prints them. The kit, the
commands, `preview --part`, `watch --part`, the print-shop files and services and the proof all read
them here: adding a part is a function that lays out its pages and one entry in PARTS.

Light to import, so that the command line can offer the parts' names without loading the pipeline:
each function imports the layout it needs when it is called. printgen/build/printable.py adds the kit itself."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, TypeAlias

from printgen.core.options import Duplex, PrintOptions, Profile

if TYPE_CHECKING:
    from printgen.layout.pieces import Piece
    from printgen.load.loader import Loaded
    from printgen.model import Encounter, GameConstants

Layout: TypeAlias = "Callable[[Loaded, PrintOptions, int, str], list]"
"""A part's pages for one print: (loaded, options, the seed of the setup sheet, the ENCOUNTER as given)."""

Wording: TypeAlias = "Callable[[Encounter], str]"
"""Words about a part that depend on the encounter (the notes' heading, the kinds of cards)."""


@dataclass(frozen=True)
class ShopFaces:
    """What print shops and print services take of a part: each face alone, one piece a product."""

    piece: str
    """One piece in words, and the kind of product a service makes of it: "card" or "token"."""
    pieces: Callable[[Encounter, GameConstants, int, float], list[Piece]]
    """Its pieces (encounter, constants, spares, bleed), their faces drawn with that bleed."""
    round: Callable[[Encounter, int], list[bool]] | None = None
    """Which of its pieces are round (encounter, spares), in their order; None: none is."""


@dataclass(frozen=True)
class OnTheCover:
    """What of a part the kit's cover prints, so that the kit prints it once (the token cut list)."""

    said: str
    """As the contents name it, after "Cover, with"."""
    strips: Callable[[Encounter, float], list]
    """What the cover prints of it, in a column of that width."""
    pages: Layout
    """The part's pages in the kit, without it."""


@dataclass(frozen=True)
class Part:
    name: str
    """As `--part` takes it and its file is named: ``<out>/<id>/<name>.pdf``."""
    heading: str
    """As the kit's contents and bookmarks name it."""
    pages: Layout
    """Lays out its pages."""
    contents: str | Wording
    """How the kit's cover lists it, before its pages ("{heading}" says its heading), or the function that
    says it where that depends on the encounter (the kinds of cards it has)."""
    read: bool = False
    """Read (printed back to back, like a booklet) rather than cut out or laid on the table."""
    card_stock: bool = False
    """Printed on card stock, which the kit's contents say beside its pages."""
    backs: bool = False
    """Has pages of backs, which a printer's back offset moves."""
    title: str = ""
    """What the PDF's title calls it, where not its name."""
    named_by: Wording | None = None
    """Its heading, where that depends on the encounter."""
    shop: ShopFaces | None = None
    """Made of faces print shops (``--profile print-shop``) and print services take one a page."""
    draws: frozenset[str] = frozenset()
    """The codes of errors it draws where they are instead of refusing (an overflowing card box outlined):
    it is built, then the command exits 1."""
    seed: Literal["", "file name", "subject"] = ""
    """Where it keeps the seed of the setup sheet it prints, if it prints one: in its file's name
    (``setup-<seed>.pdf``), or in its PDF's subject (read back by a later proof); said when written."""
    cover: OnTheCover | None = None
    """What of it the kit's cover prints instead of its own pages."""
    explains: bool = False
    """Says what each value the kit supplies is, and why: where the cover sends the reader."""

    def layout(self) -> Layout:
        return self.pages

    def heading_of(self, enc: Encounter) -> str:
        return self.named_by(enc) if self.named_by else self.heading

    def contents_of(self, enc: Encounter) -> str:
        if isinstance(self.contents, str):
            return self.contents.format(heading=self.heading_of(enc))
        return self.contents(enc)

    def kit_layout(self) -> Layout:
        """Its pages in the kit: without what the cover prints of it."""
        return self.cover.pages if self.cover else self.pages

    @property
    def pdf_title(self) -> str:
        return self.title or self.name

    def file_name(self, options: PrintOptions, seed: int = 1) -> str:
        """``<name>.pdf``; ``<name>-<seed>.pdf`` where the seed names it; ``<name>-print-shop.pdf`` for a
        print shop's files."""
        if self.seed == "file name":
            return f"{self.name}-{seed}.pdf"
        return f"{self.name}-print-shop.pdf" if options.profile is Profile.PRINT_SHOP else f"{self.name}.pdf"


def rules_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    """The core rules and the encounter's, in two columns."""
    from printgen.layout import document
    from printgen.layout.content import content_of
    from printgen.load.loader import core_rules

    enc, paper = loaded.model, options.paper.size
    strips = document.rules_strips(enc, core_rules(), content_of(enc), document.column_width(paper))
    return document.furnish(document.document_pages(strips, paper, f"{enc.short_title}: rules"), enc.short_title,
                            "rules")


def card_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    """Both faces of every card, imposed on the paper with bleed and crop marks, cards of every kind
    sharing the sheets (for a print shop: each face on its own page)."""
    from printgen.layout.back_offset import shift_backs
    from printgen.layout.print_shop import card_pieces
    from printgen.layout.sheet import impose
    from printgen.load.loader import game_constants
    from printgen.core.units import MM

    if options.profile is Profile.PRINT_SHOP:
        return _shop_pages(loaded, _card_faces, options)
    pieces = card_pieces(loaded.model, game_constants(), options.bleed_mm * MM)
    sheets = impose(pieces, options.paper.size, options.duplex, options.bleed_mm * MM, loaded.model.short_title,
                    "cards") if pieces else []
    return shift_backs(sheets, options.back_offset)


def tracker_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    from printgen.layout.trackers import tracker_sheets

    enc = loaded.model
    return tracker_sheets(enc, options.paper.size, enc.short_title) if enc.trackers else []


def token_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str, cut_list: bool = True) -> list:
    """Every token copy, packed on as few sheets as hold them; ``cut_list``: with the token cut list
    (a kit prints it on its cover instead)."""
    from printgen.layout.back_offset import shift_backs
    from printgen.layout.tokens import token_sheets

    if options.profile is Profile.PRINT_SHOP:
        return _shop_pages(loaded, _token_faces, options)
    enc = loaded.model
    sheets = token_sheets(enc, options.paper.size, options.duplex, options.spares,
                          enc.short_title, cut_list) if enc.tokens else []
    return shift_backs(sheets, options.back_offset)


def _tokens_in_kit(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    return token_pages(loaded, options, seed, source, cut_list=False)


def _token_cut_list(enc: Encounter, width: float) -> list:
    from printgen.layout.tokens import cut_list_strips

    return cut_list_strips(enc, 0, width)


def _shop_pages(loaded: Loaded, faces: Callable[[Encounter, GameConstants, int, float], list[Piece]],
                options: PrintOptions) -> list:
    """Each face of the part alone on a page of its trim plus bleed, as card printing services take them."""
    from printgen.layout.print_shop import face_pages
    from printgen.load.loader import game_constants
    from printgen.core.units import MM

    bleed = options.bleed_mm * MM
    return face_pages(faces(loaded.model, game_constants(), options.spares, bleed), bleed)


def _card_faces(enc: Encounter, constants: GameConstants, spares: int, bleed: float) -> list[Piece]:
    from printgen.layout.print_shop import card_pieces

    return card_pieces(enc, constants, bleed)


def _token_faces(enc: Encounter, constants: GameConstants, spares: int, bleed: float) -> list[Piece]:
    from printgen.layout.print_shop import token_pieces_with_bleed

    return token_pieces_with_bleed(enc, spares, bleed)


def _round_tokens(enc: Encounter, spares: int) -> list[bool]:
    from printgen.layout.print_shop import round_tokens

    return round_tokens(enc, spares)


def setup_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    """One setup sheet for ``seed`` at the default level (the search `check` made for that seed)."""
    from printgen.layout.setup import furnish, setup_page
    from printgen.load.loader import game_constants
    from printgen.randomise.generator import searched

    enc = loaded.model
    made = searched(enc, game_constants(), seed, enc.difficulty.default_level)
    page = setup_page(enc, game_constants(), made, options, source)
    return [furnish(page, enc.short_title, 1, 1)]


def notes_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    """What the source leaves open (the assumptions, each with what it marks) and what was corrected."""
    from printgen.layout import document
    from printgen.layout.notes import notes_strips
    from printgen.load.loader import core_rules, game_constants

    enc, paper = loaded.model, options.paper.size
    strips = notes_strips(enc, core_rules(), game_constants(), document.column_width(paper))
    title = _notes_title(enc)
    return document.furnish(document.document_pages(strips, paper, f"{enc.short_title}: {title.lower()}"),
                            enc.short_title, "notes")


def _notes_title(enc: Encounter) -> str:
    from printgen.layout.notes import notes_title

    return notes_title(enc)


def _cards_said(enc: Encounter) -> str:
    from printgen.layout.contents import cards_said

    return cards_said(enc)


PARTS: dict[str, Part] = {part.name: part for part in (
    Part("rules", "Rules", rules_pages, "Rules: the core rules and this encounter's rules", read=True),
    Part("cards", "Cards", card_pages, _cards_said, card_stock=True, backs=True, shop=ShopFaces("card", _card_faces),
         draws=frozenset({"layout.overflow"})),
    Part("trackers", "Trackers", tracker_pages, "Trackers"),
    Part("tokens", "Tokens", token_pages, "Tokens: every copy, to cut out (their cut list is on the cover)",
         card_stock=True, backs=True, shop=ShopFaces("token", _token_faces, _round_tokens),
         cover=OnTheCover("the token cut list", _token_cut_list, _tokens_in_kit)),
    Part("setup", "Setup", setup_pages, "A setup sheet", seed="file name"),
    Part("notes", "Notes", notes_pages, "{heading}: assumptions and corrections", read=True, named_by=_notes_title,
         explains=True),
)}
"""The parts of a kit after its cover, in the order it prints them."""


def two_sided(sheets: list, duplex: Duplex) -> bool:
    """A part whose backs must print on the reverse of its fronts: it has to start on a right-hand
    (odd) page, or each back lands behind the wrong sheet."""
    return duplex.double_sided and any(trim.face == "back" for sheet in sheets for trim in getattr(sheet, "trims", ()))
