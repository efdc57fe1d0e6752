"""An order for a print service (``--profile SERVICE``, printgen/core/services.py): a part's faces as that
service takes them, in ``<out>/<id>/<service>-<part>/``, replaced as a set.

The faces are sorted into decks, one a product of the service (a card fits the smallest product
that holds it at its own size, a token the chit of its size and shape); each deck is written the
way the service asks (a PNG a face in front/ and back/ folders numbered alike, or one PDF/X-1a file
a deck, each front followed by its back), and ``preflight.txt`` says, file by file, what was measured
in the bytes written. Pieces the service makes nothing for are named there, and not written.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from printgen.press import preflight
from printgen.layout.display import Page
from printgen.layout.pieces import Piece
from printgen.layout.print_shop import POINTS_PER_INCH, product_page, sides, slug
from printgen.load.loader import Loaded, game_constants
from printgen.core.options import PrintOptions
from printgen.build.output import replace_folder
from printgen.build.printable import ShopFaces, shop_faces
from printgen.core.services import CARD_MARGIN_MM, Delivery, Product, Service, product_for
from printgen.core.units import MM

@dataclass
class ProductDeck:
    """The pieces a service makes as one product, turned one way."""

    product: Product
    landscape: bool
    pieces: list[Piece] = field(default_factory=list)

    def name(self, part: str) -> str:
        """"cards-poker", "tokens-medium-round-chit", "cards-tarot-landscape"."""
        kind = f"-{'round-' if self.product.circular else ''}chit" if self.product.kind == "token" else ""
        return f"{part}-{self.product.name}{kind}{'-landscape' if self.landscape else ''}"

    def file(self, part: str, service: Service) -> str:
        """What the deck is written as in the order's folder: its PDF, or its folder of PNGs."""
        return f"{self.name(part)}.pdf" if service.delivery is Delivery.PDF else f"{self.name(part)}/"

    def expected(self) -> preflight.Expected:
        return preflight.Expected(self.product, self.landscape, [piece.ident for piece in self.pieces])


@dataclass
class ServiceOrder:
    """What was written for the service, what it makes nothing for, and the preflight report's text."""

    service: Service
    folder: Path
    decks: list[ProductDeck]
    unmade: list[Piece]
    report: str


def write_order(loaded: Loaded, part: str, options: PrintOptions, out_root: Path) -> ServiceOrder:
    """Write the part (one with faces a service takes: the cards, the tokens) for the profile's service, with
    its preflight report."""
    service = options.profile.service
    assert service is not None, "an order needs a service's profile"
    faces = shop_faces(part)
    pieces = _drawn(loaded, faces, options, service)
    decks, unmade = decks_of(service, faces.piece, pieces, _round(loaded, faces, options.spares, len(pieces)))
    files = dict(_deck_files(service, part, decks, loaded.model.title, options.ink))
    report = preflight.report(service, part, faces.piece, {deck.name(part): deck.expected() for deck in decks},
                              files, [_unmade(piece) for piece in unmade])
    files["preflight.txt"] = report.encode()
    replace_folder(out_root, loaded.model.id, f"{service.key}-{part}", files.items())
    return ServiceOrder(service, out_root / loaded.model.id / f"{service.key}-{part}", decks, unmade, report)


def decks_of(service: Service, kind: str, pieces: list[Piece],
             round_: list[bool]) -> tuple[list[ProductDeck], list[Piece]]:
    """The pieces, products of ``kind`` ("card", "token"), sorted into the service's products, in the order
    they first come; and those it makes nothing for."""
    decks: dict[tuple[Product, bool], ProductDeck] = {}
    unmade = []
    for piece, is_round in zip(pieces, round_, strict=True):
        product = product_for(service, kind, piece.width / MM, piece.height / MM, is_round)
        if product is None:
            unmade.append(piece)
            continue
        landscape = piece.width > piece.height
        decks.setdefault((product, landscape), ProductDeck(product, landscape)).pieces.append(piece)
    return list(decks.values()), unmade


def _unmade(piece: Piece) -> preflight.Unmade:
    return preflight.Unmade(piece.ident, piece.width / MM, piece.height / MM)


def _drawn(loaded: Loaded, faces: ShopFaces, options: PrintOptions, service: Service) -> list[Piece]:
    """The part's pieces, drawn with a bleed wide enough for the largest product any may go on (a
    page cuts off what lies beyond it)."""
    bleed = (max(options.bleed_mm, service.bleed_mm) + CARD_MARGIN_MM) * MM
    return faces.pieces(loaded.model, game_constants(), options.spares, bleed)


def _round(loaded: Loaded, faces: ShopFaces, spares: int, count: int) -> list[bool]:
    """Which of the part's ``count`` pieces are round, in the order they are drawn."""
    return faces.round(loaded.model, spares) if faces.round else [False] * count


def _deck_files(service: Service, part: str, decks: list[ProductDeck], title: str,
                ink: str) -> Iterator[tuple[str, bytes]]:
    """Each deck's files, by their path in the order's folder."""
    from printgen.render.pdf import render_pdf

    for deck in decks:
        pages = deck_pages(service, deck)
        name = deck.name(part)
        if service.delivery is Delivery.PDF:
            yield f"{name}.pdf", render_pdf(pages, f"{title} — {name} for {service.name}", ink=ink, press=True)
            continue
        yield from _deck_pngs(service, deck, name, pages, title, ink)


def _deck_pngs(service: Service, deck: ProductDeck, name: str, pages: list[Page], title: str,
               ink: str) -> Iterator[tuple[str, bytes]]:
    """A PNG a face, sRGB at the service's dpi: ``<deck>/front/001-<piece>.png`` and its back alike."""
    from printgen.render.pdf import render_pdf
    from printgen.render.png import pdf_to_sized_pngs

    size = service.pixel_size(deck.product, deck.landscape)
    digits = max(3, len(str(len(deck.pieces))))
    names = [f"{name}/{side}/{number:0{digits}d}-{slug(piece.ident)}.png"
             for number, piece in enumerate(deck.pieces, 1) for side, _ in sides(piece)]
    screen = render_pdf(pages, f"{title} — {name}", ink=ink)
    yield from zip(names, pdf_to_sized_pngs(screen, [size] * len(pages), service.dpi), strict=True)


def deck_pages(service: Service, deck: ProductDeck) -> list[Page]:
    """Each piece's front, then its back, on a page of the product's trim plus the service's bleed."""
    trim = tuple(side * POINTS_PER_INCH for side in (deck.product.width_in, deck.product.height_in))
    trim = (max(trim), min(trim)) if deck.landscape else (min(trim), max(trim))
    width_px, height_px = service.pixel_size(deck.product, deck.landscape)
    page = (width_px * POINTS_PER_INCH / service.dpi, height_px * POINTS_PER_INCH / service.dpi)
    return [product_page(piece, side, items, page, trim) for piece in deck.pieces for side, items in sides(piece)]
