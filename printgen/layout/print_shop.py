"""Print-shop files: every card and token face alone on a page of its trim plus bleed (the parts that
have such faces say which of these functions make them: printgen/build/part.py's ShopFaces).

Card services (DriveThruCards, The Game Crafter, MakePlayingCards) want each face as its own page
or image, the finished size as the PDF's TrimBox and the bleed around it as its BleedBox. They trim
on the TrimBox, so these pages carry no crop marks and no page furniture: anything in the bleed
would show on a card whenever the cut strays outwards.
"""

from __future__ import annotations


from printgen.layout.card_deck import card_layouts
from printgen.layout.display import Group, Page
from printgen.layout.pieces import Piece
from printgen.layout.token_faces import back_items, front_items
from printgen.layout.tokens import copies
from printgen.model import Encounter, GameConstants
from printgen.core import wording
from printgen.core.units import POINTS_PER

POINTS_PER_INCH = POINTS_PER["in"]
SLUG_LENGTH = 40


def face_pages(pieces: list[Piece], bleed: float) -> list[Page]:
    """Each piece's front page, then its back page (a single-faced piece: a plain back): the
    interleaved "front, back, front, back" PDF that DriveThruCards and The Game Crafter take, which
    a shop pairs two by two, so no piece may lack its back.

    Each page is the piece's trim plus ``bleed`` on every side, its TrimBox the trim. The faces
    must have been drawn with the same ``bleed`` (their backgrounds reaching the page edge)."""
    return [_face_page(piece, side, items, bleed) for piece in pieces for side, items in sides(piece)]


def face_file_names(pieces: list[Piece]) -> list[str]:
    """One PNG name per page of ``face_pages(pieces, …)``, in its order: "001-<slug>-front.png",
    "001-<slug>-back.png", "002-…"; the piece's number keeps copies of one token apart."""
    digits = max(3, len(str(len(pieces))))
    return [f"{number:0{digits}d}-{slug(piece.ident)}-{side}.png"
            for number, piece in enumerate(pieces, 1) for side, _ in sides(piece)]


def slug(ident: str) -> str:
    """``ident`` as a file name part any file system takes: lower case, [a-z0-9-] only, at most
    SLUG_LENGTH characters."""
    return wording.slug(ident, SLUG_LENGTH) or "piece"


def pixel_size(page: Page, dpi: float) -> tuple[int, int]:
    """The page's size in whole pixels at ``dpi``: a poker card with a 1/8 in bleed, 2.75 × 3.75 in,
    is 825 × 1125 px at 300 dpi, the size card services' templates give. Rounded, not rounded up:
    the page's size in points carries float noise (63.5 mm is 179.99999999999997 pt). At least one
    pixel a side: a bitmap cannot be narrower."""
    return (max(1, round(page.width * dpi / POINTS_PER_INCH)), max(1, round(page.height * dpi / POINTS_PER_INCH)))


def card_pieces(enc: Encounter, constants: GameConstants, bleed: float) -> list[Piece]:
    """Every card of the encounter, its faces drawn with ``bleed``."""
    return [Piece(c.card.id, c.width, c.height, c.front.items, c.back.items)
            for c in card_layouts(enc, constants, bleed)]


def token_pieces_with_bleed(enc: Encounter, spares: int, bleed: float) -> list[Piece]:
    """Every token copy (printgen.layout.tokens.copies) with its faces drawn for a print shop.

    A shop die-cuts a square token on the TrimBox and a round one with its own round die centred
    in it; neither cut is exact, so each face's colour fills the whole square out to the bleed edge
    (a round token's corners too) and no cut outline is printed: a dark line on the cut would show
    as a sliver wherever the cut strays. The inner ring stays, as on the home sheets."""
    return [Piece(copy.ident, *copy.size(), front_items(copy, bleed), back_items(enc, copy, bleed))
            for copy in copies(enc, spares)]


def round_tokens(enc: Encounter, spares: int) -> list[bool]:
    """Which of the token copies token_pieces_with_bleed gives are round, in its order."""
    return [copy.token.shape == "round" for copy in copies(enc, spares)]


def sides(piece: Piece) -> list[tuple[str, list]]:
    """A piece's front and back as a shop prints them: a single-faced piece's back is its front's
    background alone (the first thing a face draws), so the stock is the same colour both sides."""
    return [("front", piece.front), ("back", piece.front[:1] if piece.back is None else piece.back)]


def product_page(piece: Piece, side: str, items: list, page: tuple[float, float],
                 trim: tuple[float, float]) -> Page:
    """One face on a service's product: a page of the product's ``trim`` plus its bleed (``page``),
    the face at its own size in the middle, drawn with a bleed that reaches the page's edges (a face
    smaller than the product is carried out to the product's cut by its own background)."""
    (pw, ph), (tw, th) = page, trim
    return Page(pw, ph, [Group(tuple(items), (pw - piece.width) / 2, (ph - piece.height) / 2)],
                label=f"{piece.ident} {side}", trim=((pw - tw) / 2, (ph - th) / 2, tw, th))


def _face_page(piece: Piece, side: str, items: list, bleed: float) -> Page:
    w, h = piece.width, piece.height
    return Page(w + 2 * bleed, h + 2 * bleed, [Group(tuple(items), bleed, bleed)], label=f"{piece.ident} {side}",
                trim=(bleed, bleed, w, h))
