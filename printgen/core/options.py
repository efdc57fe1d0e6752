"""The choices a build takes (paper, duplex, bleed, spares, back offset, ink, profile, limits), each a
type that carries what it means: plain values with no heavy imports, so the command line can offer
them without loading the pipeline (`printgen --help` stays fast)."""

from __future__ import annotations

import re

from dataclasses import dataclass
from enum import StrEnum

from typing import TYPE_CHECKING

from printgen.core.limits import Limits
from printgen.core.units import POINTS_PER

if TYPE_CHECKING:
    from printgen.core.services import Service

class Paper(StrEnum):
    """The paper a kit prints on, with its size (ISO 216 A4; ANSI Letter)."""

    LETTER = "letter"
    A4 = "a4"

    @property
    def size(self) -> tuple[float, float]:
        """Width and height in points, portrait."""
        width_mm, height_mm = {"letter": (215.9, 279.4), "a4": (210.0, 297.0)}[self.value]
        return width_mm * POINTS_PER["mm"], height_mm * POINTS_PER["mm"]


class Duplex(StrEnum):
    """How backs are printed: behind their fronts for a long- or short-edge flip, beside them to fold,
    or after all the fronts."""

    LONG = "long"
    SHORT = "short"
    FOLD = "fold"
    OFF = "off"

    @property
    def double_sided(self) -> bool:
        """Whether the printer prints the backs on the reverse of the fronts."""
        return self in (Duplex.LONG, Duplex.SHORT)

    @property
    def flip(self) -> str:
        """How a double-sided sheet is printed, as page labels say it."""
        return f"print double-sided, flip on the {self.value} edge"

    @property
    def advice(self) -> str:
        """How to print a kit, as its cover says it (in the cover's markup)."""
        if self.double_sided:
            return (f"Print double-sided and flip on the {self.value} edge. If the backs land off their fronts, "
                    f"**printgen calibrate** measures your printer's offset and **--printer** corrects it.")
        if self is Duplex.FOLD:
            return "Print single-sided; fold each card and token on its dashed line before cutting."
        return "Print single-sided: fronts first, then backs."


class Ink(StrEnum):
    """normal: the colours as designed; low: greyscale with light fills, to save toner (render/ink.py)."""

    NORMAL = "normal"
    LOW = "low"


class Lettering(StrEnum):
    """standard: Roboto, condensed headings; hyperlegible: Atkinson Hyperlegible throughout, letters
    drawn for readers with low vision; large: large print, Atkinson Hyperlegible at larger sizes (rules
    and notes at 11 pt or more, every other word at 9 pt or more but a token's) on cards of larger
    formats (printgen/core/typography.py, docs/printing.md)."""

    STANDARD = "standard"
    HYPERLEGIBLE = "hyperlegible"
    LARGE = "large"


class Profile(StrEnum):
    """home: sheets of pieces with crop marks for a home printer; print-shop: each face its own page at
    trim plus bleed, with TrimBox and BleedBox, as card printing services take them (layout/print_shop.py);
    each of the others a service of printgen/core/services.py, written as that service asks
    (printgen/press/orders.py)."""

    HOME = "home"
    PRINT_SHOP = "print-shop"
    MAKEPLAYINGCARDS = "makeplayingcards"
    PRINTERSTUDIO = "printerstudio"
    THEGAMECRAFTER = "thegamecrafter"
    DRIVETHRUCARDS = "drivethrucards"

    @property
    def service(self) -> Service | None:
        """The print service this profile writes for, if it names one."""
        from printgen.core.services import SERVICES  # only when asked: `printgen --version` never needs them

        return SERVICES.get(self.value)

    @property
    def for_press(self) -> bool:
        """Whether faces are drawn one a page, with a bleed, for someone else's press."""
        return self is not Profile.HOME

    @property
    def bleed_mm(self) -> float:
        """The bleed this profile prints with unless --bleed says otherwise."""
        if self.service:
            return self.service.bleed_mm
        return SHOP_BLEED_MM if self is Profile.PRINT_SHOP else HOME_BLEED_MM


def fold_refused(lettering: str, command: str, given: dict) -> str:
    """Why a command given these options cannot print ("" if it can): large print's cards, half a page tall or
    more, cannot be folded on a home printer's sheet (the cards, or the kit, printed or previewed)."""
    folds = given.get("duplex") == Duplex.FOLD and given.get("profile", Profile.HOME) == Profile.HOME
    if lettering == Lettering.LARGE and folds and given.get("part", command) in ("cards", "kit"):
        return ("--duplex fold cannot fold large print's cards, each half a page or more: print double-sided "
                "(--duplex long or short) or --duplex off")
    return ""


def names(choice: type[StrEnum]) -> list[str]:
    """A choice's names, as the command line offers them."""
    return [member.value for member in choice]


HOME_BLEED_MM = 3.0
SHOP_BLEED_MM = 3.175  # 1/8 in: what card services' templates ask (a poker card is 825 x 1125 px at 300 dpi)

MAX_OFFSET_MM = 10.0   # a printer further out than this needs mending, not an offset
MAX_TURN_DEGREES = 2.0


@dataclass(frozen=True)
class BackOffset:
    """How far every back page's drawing is moved, to undo where a printer puts the back of a sheet:
    millimetres right and up as the back page is seen, and degrees anticlockwise about the page's
    centre. These are the readings `printgen calibrate` gives, as they are read."""

    x_mm: float = 0.0
    y_mm: float = 0.0
    degrees: float = 0.0

    def __bool__(self) -> bool:
        return any((self.x_mm, self.y_mm, self.degrees))

    def __str__(self) -> str:
        turn = f", {self.degrees:g}°" if self.degrees else ""
        return f"{self.x_mm:g},{self.y_mm:g} mm{turn}"

    def spelled(self) -> str:
        """As ``--back-offset`` takes it, so that parse_back_offset reads it back: "1.5,-0.5,0.2"."""
        return f"{self.x_mm:g},{self.y_mm:g}" + (f",{self.degrees:g}" if self.degrees else "")

    def described(self) -> str:
        """In words, for the page: "1.5 mm right, 0.5 mm down, turned 0.2° anticlockwise"."""
        moves = [f"{abs(self.x_mm):g} mm {'right' if self.x_mm > 0 else 'left'}" if self.x_mm else "",
                 f"{abs(self.y_mm):g} mm {'up' if self.y_mm > 0 else 'down'}" if self.y_mm else "",
                 f"turned {abs(self.degrees):g}° {'anticlockwise' if self.degrees > 0 else 'clockwise'}"
                 if self.degrees else ""]
        return ", ".join(move for move in moves if move)


DECIMAL = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")
"""A number as a person writes one: digits, a point, a sign; nothing float() alone would also take."""


def parse_back_offset(text: str) -> BackOffset:
    """``X,Y`` or ``X,Y,DEGREES`` (millimetres, degrees); ValueError says what is wrong."""
    parts = [part.strip() for part in text.split(",")]
    if len(parts) not in (2, 3):
        raise ValueError(f"expected X,Y or X,Y,DEGREES (millimetres, degrees), got {text!r}")
    if not all(DECIMAL.fullmatch(part) for part in parts):  # float() would read 1_0 as 10, and 1e3, nan, inf
        raise ValueError(f"expected numbers like 1.5,-0.5 or 1.5,-0.5,0.2, got {text!r}")
    numbers = [float(part) for part in parts]
    if max(abs(numbers[0]), abs(numbers[1])) > MAX_OFFSET_MM:
        raise ValueError(f"an offset of more than {MAX_OFFSET_MM:g} mm is a printer to mend, not to correct")
    if len(numbers) == 3 and abs(numbers[2]) > MAX_TURN_DEGREES:
        raise ValueError(f"a turn of more than {MAX_TURN_DEGREES:g}° is a sheet fed askew, not to correct")
    return BackOffset(*numbers)


@dataclass(frozen=True)
class PrintOptions:
    paper: Paper = Paper.LETTER
    duplex: Duplex = Duplex.LONG
    bleed_mm: float = HOME_BLEED_MM
    spares: int = 0
    limits: Limits = Limits()
    back_offset: BackOffset = BackOffset()
    ink: Ink = Ink.NORMAL
    profile: Profile = Profile.HOME

    def __post_init__(self) -> None:
        """Choices given by name ("a4") become their types, so that every build can ask them what they mean."""
        for name, choice in (("paper", Paper), ("duplex", Duplex), ("ink", Ink), ("profile", Profile)):
            object.__setattr__(self, name, choice(getattr(self, name)))

    @property
    def moves_backs(self) -> bool:
        """Whether pages of backs are moved for the printer: a folded sheet has none to move, and a
        print shop's file (one face a page) goes to a press, not through this printer."""
        return bool(self.back_offset) and self.duplex is not Duplex.FOLD and self.profile is Profile.HOME
