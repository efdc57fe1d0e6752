"""What imposition works with: pieces to cut out, where a packer puts them, and the sheets that result.

A packer only arranges pieces on pages (both share the shelves of printgen.layout.grid: Cells for
cards, printgen.layout.tokens for tokens); printgen.layout.sheet does the rest, as its packer's
Finish asks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Protocol

from printgen.core.errors import PrintgenError
from printgen.layout.display import Page
from printgen.layout.furniture import crop_marks
from printgen.core.units import MM

PaperSize = tuple[float, float]


@dataclass(frozen=True)
class Piece:
    """One thing to cut out: its id, size and its two faces' display lists (no back: single-faced)."""

    ident: str
    width: float
    height: float
    front: list
    back: list | None


@dataclass(frozen=True)
class PlacedPiece:
    """Where a packer put a piece: the bottom-left corner of the room it takes (its front's place,
    or for a piece folded on its own, the place of its back below its front)."""

    piece: Piece
    x: float
    y: float


@dataclass(frozen=True)
class Bounds:
    """The part of a page a packer puts pieces in (their rooms: trims and the margins round them)."""

    left: float
    right: float
    top: float
    bottom: float


@dataclass(frozen=True)
class Packed:
    """One page as a packer arranged it: the pieces, what else the page shows (a cut list), and
    the height the pieces may use, a little to spare at each end (a fold down the page runs along it)."""

    placed: tuple[PlacedPiece, ...]
    header: tuple = ()
    span: tuple[float, float] = (0.0, 0.0)


@dataclass(frozen=True)
class Finish:
    """How a packer's sheets are finished, beyond where the pieces go."""

    fold: Literal["each", "page"]   # fold-over: each piece on its own fold, or the page down the middle
    bleed: float = 0.0
    crop_marks: bool = False        # False: the faces carry their own cut outline
    registration: bool = False      # corner targets on double-sided pages; the page label clear of them
    label_band: Literal["free", "bottom"] = "free"   # the page band the label goes in ("free": the roomier)
    single_sided: str = ""          # added to the advice when the backs follow on pages of their own

    def cut_marks(self, x: float, y: float, w: float, h: float) -> list:
        return crop_marks(x, y, w, h, self.bleed) if self.crop_marks else []


class Packer(Protocol):
    """How pieces are arranged on pages: the one thing each part's sheets do their own way."""

    @property
    def finish(self) -> Finish:
        """How the packer's sheets are finished (read only: a packer may fix one for all its sheets)."""
        ...

    def pack(self, pieces: list[Piece], paper: PaperSize, folded: bool) -> list[Packed]:
        """The pages of fronts, pieces of every size sharing them; ``folded``: leave room for the
        backs as the finish's fold puts them."""
        ...


@dataclass(frozen=True)
class Trim:
    """Where a face's trim lies on a page (for tests and for whoever reads the layout)."""

    item: str
    face: str
    x: float
    y: float
    w: float
    h: float


@dataclass
class Sheet(Page):
    trims: list[Trim] = field(default_factory=list)
    back: bool = False  # a page of backs, printed on the reverse of its fronts (or after them)


class DoesNotFit(PrintgenError):
    """A piece larger than the printable area of the paper."""


def millimetres(w: float, h: float) -> str:
    """A size as the does-not-fit messages give it: "200.0 × 300.0"."""
    return f"{w / MM:.1f} × {h / MM:.1f}"
