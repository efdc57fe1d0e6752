"""Everything one command prints: each part of a kit alone (printgen/build/part.py's PARTS, where each part
is one object with every fact about it), or the kit, which prints them all behind a cover. A name that
is none of them is an error wherever it is given, never taken for another part.

Light to import: the command line offers these names without loading the pipeline."""

from __future__ import annotations

from collections import ChainMap
from typing import TYPE_CHECKING

from printgen.core.errors import PrintgenError
from printgen.build.part import PARTS, Layout, Part, ShopFaces

if TYPE_CHECKING:
    from printgen.load.loader import Loaded
    from printgen.core.options import PrintOptions

__all__ = ["KIT", "PARTS", "PRINTABLE", "Layout", "Part", "ShopFaces", "UnknownPart", "part_named", "shop_faces"]


class UnknownPart(PrintgenError):
    """A part's name that names no part."""

    exit_code = 2


def _kit_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    from printgen.build.kit import kit_pages

    return kit_pages(loaded, options, seed, source)


KIT = Part("kit", "Kit", _kit_pages, "Kit", backs=True, title="print-and-play kit", seed="subject")
"""Every part behind a cover (printgen/build/kit.py)."""

PRINTABLE: ChainMap[str, Part] = ChainMap({KIT.name: KIT}, PARTS)
"""Everything one command prints, the parts in their order and then the kit: a view of PARTS, so that a
part added there is printable here."""


def part_named(name: str) -> Part:
    """The part of that name; UnknownPart, which names the parts there are, if there is none."""
    if name not in PRINTABLE:
        raise UnknownPart(f"no part is named '{name}': the parts are {', '.join(PRINTABLE)}")
    return PRINTABLE[name]


def shop_faces(name: str) -> ShopFaces:
    """What print shops and print services take of the part of that name; UnknownPart for a part they take
    nothing of."""
    faces = part_named(name).shop
    if faces is None:
        shops = ", ".join(part.name for part in PRINTABLE.values() if part.shop)
        raise UnknownPart(f"print shops take no faces of the {name}, only of the {shops}")
    return faces
