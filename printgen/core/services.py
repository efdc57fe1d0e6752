"""The print services `--profile` names, each with what its published templates ask: the products it
makes, the bleed and resolution of a face, the files it takes and in what order, and its colour.

Plain values, no imports from the pipeline: the command line offers the names without loading it.
A product is named by its trim in inches, portrait, and an image service's template pixel size is
trim plus the service's bleed at its dpi, which is how each service states it (MakePlayingCards'
poker card: 2.5 x 3.5 in, 36 px of bleed a side, 822 x 1122 px; The Game Crafter's: 1/8 in,
825 x 1125 px). The poker sizes are the ones the services publish; The Game Crafter's chits and
custom sheets are the template sizes its product catalogue gives (a large circle chit 375 x 375 px,
a custom large punchout 2475 x 3150 px: trim plus 1/8 in a side at 300 dpi); the other card sizes
are the common ones each is known to make, written down without a live look at its pages (printgen
works offline): the preflight names the template every file was made to, to check against the
service's page before ordering, and a template that changes is a one-line change here.

A custom product (The Game Crafter's custom punchouts and custom card stock) is a sheet cut along
each piece's own outline: it makes a piece of any size and shape that fits on it, at its exact size.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

MM_PER_INCH = 25.4


class Delivery(StrEnum):
    """What a service takes: a PNG a face (fronts and backs in folders of their own, numbered
    alike), or one PDF/X-1a file a deck, each front followed by its back."""

    PNG = "png"
    PDF = "pdf"


@dataclass(frozen=True)
class Product:
    """One thing a service makes: a card or a chit of one trim, round or square; or (``custom``) a sheet
    of that trim cut along the outline of each piece on it, whatever its size and shape."""

    name: str
    width_in: float
    height_in: float
    kind: str = "card"      # "card" or "token"
    circular: bool = False
    custom: bool = False

    @property
    def trim_mm(self) -> tuple[float, float]:
        return self.width_in * MM_PER_INCH, self.height_in * MM_PER_INCH

    @property
    def noun(self) -> str:
        """What it is called after its name: "card", "chit"; a custom sheet, "card stock" or "punchout"."""
        if self.custom:
            return "card stock" if self.kind == "card" else "punchout"
        return "card" if self.kind == "card" else "chit"

    @property
    def landscape(self) -> bool:
        """Whether its template is wider than tall (a custom sheet is laid out as its template is)."""
        return self.width_in > self.height_in

    def described(self) -> str:
        """"poker card, 2.5 × 3.5 in (63.5 × 88.9 mm)"; "custom small punchout, each piece cut to its own
        outline on a sheet of 3 × 5 in (76.2 × 127.0 mm)"."""
        w, h = self.trim_mm
        size = f"{self.width_in:g} × {self.height_in:g} in ({w:.1f} × {h:.1f} mm)"
        if self.custom:
            return f"custom {self.name} {self.noun}, each piece cut to its own outline on a sheet of {size}"
        return f"{'round ' if self.circular else ''}{self.name} {self.noun}, {size}"


@dataclass(frozen=True)
class Service:
    """A print service: what it makes and how it wants each face."""

    key: str
    name: str
    template: str           # where its templates are published
    delivery: Delivery
    bleed_in: float         # a side
    dpi: int
    products: tuple[Product, ...]
    ink_limit: int | None = None  # total area coverage, per cent, for a PDF service

    @property
    def bleed_mm(self) -> float:
        return self.bleed_in * MM_PER_INCH

    def pixel_size(self, product: Product, landscape: bool) -> tuple[int, int]:
        """A face's template size in pixels: trim plus bleed at the service's dpi, turned for a
        landscape face."""
        w, h = (round((side + 2 * self.bleed_in) * self.dpi) for side in (product.width_in, product.height_in))
        return (max(w, h), min(w, h)) if landscape else (min(w, h), max(w, h))

    @property
    def colour(self) -> str:
        return ("CMYK (PDF/X-1a:2003), grey and black in black ink alone" if self.delivery is Delivery.PDF
                else "sRGB, stated in each PNG")

    @property
    def order(self) -> str:
        if self.delivery is Delivery.PDF:
            return "one PDF a deck (one trim size), each front followed by its back"
        return "front/ and back/ folders a deck, a face's front and back numbered alike"


_POKER = Product("poker", 2.5, 3.5)
_BRIDGE = Product("bridge", 2.25, 3.5)
_TAROT = Product("tarot", 2.75, 4.75)
_SQUARE = Product("square", 3.5, 3.5)
_JUMBO = Product("jumbo", 3.5, 5.5)
_CHITS = tuple(Product(name, inches, inches, "token", circular) for circular in (True, False)
               for name, inches in (("small", 0.5), ("medium", 0.75), ("large", 1.0)))
_SHEETS = (("small", 3.0, 5.0), ("medium", 7.75, 4.25), ("large", 8.0, 10.25))
_CUSTOM = (*(Product(name, width, height, "token", custom=True) for name, width, height in _SHEETS),
           *(Product(name, width, height, "card", custom=True) for name, width, height in (("mini", 2.25, 3.25),
                                                                                        *_SHEETS)))

SERVICES = {service.key: service for service in (
    Service("makeplayingcards", "MakePlayingCards", "https://www.makeplayingcards.com/design/custom-blank-card.html",
            Delivery.PNG, 0.12, 300, (_POKER, _BRIDGE, _TAROT, _SQUARE, _JUMBO)),
    Service("printerstudio", "PrinterStudio", "https://www.printerstudio.com/personalized/custom-playing-cards.html",
            Delivery.PNG, 0.12, 300, (_POKER, _BRIDGE, _TAROT, _SQUARE, _JUMBO)),
    Service("thegamecrafter", "The Game Crafter", "https://www.thegamecrafter.com/make/products",
            Delivery.PNG, 0.125, 300, (_POKER, _BRIDGE, _TAROT, _SQUARE, _JUMBO, *_CHITS, *_CUSTOM)),
    Service("drivethrucards", "DriveThruCards",
            "https://onebookshelfpublisherservice.zendesk.com/hc/en-us/articles/227867607-Common-Card-Prep-Issues-Solutions",
            Delivery.PDF, 0.125, 300, (_POKER, _BRIDGE, _TAROT, _SQUARE), ink_limit=240),
)}
"""Every service `--profile` can name, by its key."""

CARD_MARGIN_MM = 6.0
"""How much larger than a card a product may be: the card is printed at its own size, centred, its
background carried out to the product's bleed. More than this, and the card would float."""

TOKEN_MARGIN_MM = 1.0
"""How much larger than a token a chit may be (and half this, smaller): a token is to scale on the
battlefield, so only a difference nobody sees on the table."""


def product_for(service: Service, kind: str, width_mm: float, height_mm: float,
                round_: bool = False) -> Product | None:
    """The smallest product of ``kind`` (and shape) of the service that holds a piece of this trim at
    its own size (either way round), within the margin of its kind; failing that, the smallest custom
    sheet it fits on, its bleed round it; None if the service makes neither."""
    short, long_ = sorted((width_mm, height_mm))
    margin = CARD_MARGIN_MM if kind == "card" else TOKEN_MARGIN_MM
    fitting = [product for product in service.products if product.kind == kind and not product.custom
               and product.circular == round_ and _fits(sorted(product.trim_mm), (short, long_), margin, kind)]
    if not fitting:
        fitting = [product for product in service.products if product.kind == kind and product.custom
                   and _on_sheet(product, service, (width_mm, height_mm))]
    return min(fitting, key=lambda product: product.width_in * product.height_in, default=None)


def sheet_margin_mm(service: Service) -> float:
    """How far a piece's cut lies inside a custom sheet's trim, and half the room between two pieces'
    cuts: the service's bleed, so that each piece's bleed is its own."""
    return service.bleed_mm


def _on_sheet(product: Product, service: Service, piece: tuple[float, float]) -> bool:
    """Whether a piece, as it is turned, fits on the custom sheet with its bleed inside the sheet's trim."""
    room = 2 * sheet_margin_mm(service)
    return all(side + room <= trim + 0.05 for side, trim in zip(piece, product.trim_mm, strict=True))


def _fits(product: list[float], piece: tuple[float, float], margin: float, kind: str) -> bool:
    """A card fits a product at least its size and at most ``margin`` larger each way; a token one
    within ``margin`` of its size either way."""
    low = -TOKEN_MARGIN_MM / 2 if kind == "token" else -0.05  # never cut into a token; a card's size may be rounded
    return all(low <= p - s <= margin for p, s in zip(product, piece))
