"""An order for a print service (``--profile SERVICE``, printgen/core/services.py): a part's faces as that
service takes them, in ``<out>/<id>/<service>-<part>/``, replaced as a set.

The faces are sorted into decks, one a product of the service (a card fits the smallest product
that holds it at its own size, a token the chit of its size and shape, and failing those, a piece
goes on the smallest custom sheet it fits, cut along its own outline at its exact size); each deck is
written the way the service asks (a PNG a face in front/ and back/ folders numbered alike, or one
PDF/X-1a file a deck, each front followed by its back; a custom deck, a PNG a sheet's face and back
and an SVG of its cut lines in cut/), and ``preflight.txt`` says, file by file, what was measured in
the bytes written. Pieces the service makes nothing for are named there, and not written.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from printgen.press import preflight
from printgen.layout.display import Group, Page
from printgen.layout.grid import Shelving
from printgen.layout.pieces import Bounds, Piece
from printgen.layout.print_shop import POINTS_PER_INCH, product_page, sides, slug
from printgen.load.loader import Loaded, game_constants
from printgen.core.options import PrintOptions
from printgen.build.output import replace_folder
from printgen.build.printable import ShopFaces, shop_faces
from printgen.core.services import CARD_MARGIN_MM, Delivery, Product, Service, product_for, sheet_margin_mm
from printgen.core.units import MM


@dataclass
class ProductDeck:
    """The pieces a service makes as one product, turned one way (a custom sheet: as its template is),
    and which of them are round."""

    product: Product
    landscape: bool
    pieces: list[Piece] = field(default_factory=list)
    rounds: list[bool] = field(default_factory=list)

    def name(self, part: str) -> str:
        """"cards-poker", "tokens-medium-round-chit", "cards-tarot-landscape", "tokens-custom-small-punchout"."""
        if self.product.custom:
            return f"{part}-custom-{self.product.name}-{slug(self.product.noun)}"
        kind = f"-{'round-' if self.product.circular else ''}chit" if self.product.kind == "token" else ""
        return f"{part}-{self.product.name}{kind}{'-landscape' if self.landscape else ''}"

    def file(self, part: str, service: Service) -> str:
        """What the deck is written as in the order's folder: its PDF, or its folder of PNGs."""
        return f"{self.name(part)}.pdf" if service.delivery is Delivery.PDF else f"{self.name(part)}/"

    def expected(self, service: Service) -> preflight.Expected:
        laid = len(sheets(service, self.product, self.pieces)) if self.product.custom else 0
        return preflight.Expected(self.product, self.landscape, [piece.ident for piece in self.pieces], laid)


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
    report = preflight.report(service, part, faces.piece, {deck.name(part): deck.expected(service) for deck in decks},
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
        landscape = product.landscape if product.custom else piece.width > piece.height
        deck = decks.setdefault((product, landscape), ProductDeck(product, landscape))
        deck.pieces.append(piece)
        deck.rounds.append(is_round)
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
    screen = render_pdf(pages, f"{title} — {name}", ink=ink)
    yield from zip(_image_names(service, deck, name), pdf_to_sized_pngs(screen, [size] * len(pages), service.dpi),
                   strict=True)
    if deck.product.custom:  # the cut lines, as the service's template for the sheet takes them
        laid = sheets(service, deck.product, deck.pieces)
        digits = max(3, len(str(len(laid))))
        for number, places in enumerate(laid, 1):
            yield f"{name}/cut/{number:0{digits}d}-sheet.svg", cut_lines(service, deck.product, deck.pieces,
                                                                          deck.rounds, places)


def _image_names(service: Service, deck: ProductDeck, name: str) -> list[str]:
    """``<deck>/front/001-<piece>.png`` and its back alike, a face a piece; a custom deck's, a sheet's
    (``001-sheet.png``)."""
    named = (["sheet" for _ in sheets(service, deck.product, deck.pieces)] if deck.product.custom
             else [slug(piece.ident) for piece in deck.pieces])
    digits = max(3, len(str(len(named))))
    return [f"{name}/{side}/{number:0{digits}d}-{stem}.png" for number, stem in enumerate(named, 1)
            for side in ("front", "back")]


def deck_pages(service: Service, deck: ProductDeck) -> list[Page]:
    """Each piece's front, then its back, on a page of the product's trim plus the service's bleed; a
    custom deck's sheets, each sheet's face then its back."""
    if deck.product.custom:
        return sheet_pages(service, deck.product, deck.pieces)
    trim = tuple(side * POINTS_PER_INCH for side in (deck.product.width_in, deck.product.height_in))
    trim = (max(trim), min(trim)) if deck.landscape else (min(trim), max(trim))
    width_px, height_px = service.pixel_size(deck.product, deck.landscape)
    page = (width_px * POINTS_PER_INCH / service.dpi, height_px * POINTS_PER_INCH / service.dpi)
    return [product_page(piece, side, items, page, trim) for piece in deck.pieces for side, items in sides(piece)]


# --- custom sheets: each piece cut along its own outline, at its exact size --------------------------------

Place = tuple[int, float, float]


def sheets(service: Service, product: Product, pieces: list[Piece]) -> list[list[Place]]:
    """Where each piece lies on the custom sheets (its index, its trim's bottom-left corner, in points on
    the sheet's image): packed as the home sheets are (printgen.layout.grid), each cut at least the
    service's bleed inside the sheet's trim and twice it from the next, so that every bleed is its own."""
    width, height = _sheet_size(service, product)
    inset = service.bleed_in * POINTS_PER_INCH + sheet_margin_mm(service) * MM
    bounds = Bounds(inset, width - inset, height - inset, inset)
    shelved = Shelving(bounds, 2 * sheet_margin_mm(service) * MM).shelve([(p.width, p.height) for p in pieces])
    return [sorted(page) for page in shelved]


def sheet_pages(service: Service, product: Product, pieces: list[Piece]) -> list[Page]:
    """Each custom sheet's face, then its back: every piece's back where turning the sheet over on its
    long edge puts it (across the sheet from its front), each face clipped to its own bleed."""
    width, height = _sheet_size(service, product)
    bleed = service.bleed_in * POINTS_PER_INCH
    trim = (bleed, bleed, width - 2 * bleed, height - 2 * bleed)
    pages = []
    for number, places in enumerate(sheets(service, product, pieces), 1):
        for side, at in (("front", lambda x, w: x), ("back", lambda x, w: width - x - w)):
            items = [_clipped(pieces[index], dict(sides(pieces[index]))[side], at(x, pieces[index].width), y,
                              sheet_margin_mm(service) * MM) for index, x, y in places]
            pages.append(Page(width, height, items, label=f"sheet {number} {side}", trim=trim))
    return pages


def cut_lines(service: Service, product: Product, pieces: list[Piece], rounds: list[bool],
              places: list[Place]) -> bytes:
    """The sheet's cut lines as the service's SVG template takes them: the sheet's image size in points
    (y down, as SVG measures), each piece's trim outlined, an ellipse for a round one."""
    width, height = _sheet_size(service, product)
    shapes = []
    for index, x, y in places:
        w, h = pieces[index].width, pieces[index].height
        top = height - y - h
        shapes.append(f'<ellipse cx="{x + w / 2:.3f}" cy="{top + h / 2:.3f}" rx="{w / 2:.3f}" ry="{h / 2:.3f}"/>'
                      if rounds[index] else f'<rect x="{x:.3f}" y="{top:.3f}" width="{w:.3f}" height="{h:.3f}"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.3f}pt" height="{height:.3f}pt" '
            f'viewBox="0 0 {width:.3f} {height:.3f}">\n<g fill="none" stroke="#000000" stroke-width="0.5">\n'
            + "".join(f"{shape}\n" for shape in shapes) + "</g>\n</svg>\n").encode()


def _sheet_size(service: Service, product: Product) -> tuple[float, float]:
    """A custom sheet's image in points: its template's pixels at the service's dpi."""
    width_px, height_px = service.pixel_size(product, product.landscape)
    return width_px * POINTS_PER_INCH / service.dpi, height_px * POINTS_PER_INCH / service.dpi


def _clipped(piece: Piece, items: list, x: float, y: float, bleed: float) -> Group:
    """A face at (x, y), shown no further than ``bleed`` beyond its trim."""
    return Group(tuple(items), x, y, clip=(-bleed, -bleed, piece.width + 2 * bleed, piece.height + 2 * bleed))
