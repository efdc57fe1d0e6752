"""The export's images: drawn as every part is (display lists, then a PDF), rasterised at the size
each image must have, and kept by name until they are written."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator

from printgen.layout.display import Group, Page
from printgen.core.units import POINTS_PER

POINTS_PER_INCH = POINTS_PER["in"]


def picture(width: float, height: float, items: list) -> Page:
    """A page exactly the size of what it shows (``items`` drawn from 0, 0)."""
    return Page(width, height, [Group(tuple(items), 0.0, 0.0)])


def rasterised(pages: list[Page], sizes: list[tuple[int, int]]) -> Iterator[bytes]:
    """Each page as a PNG of exactly its size in ``sizes``, one at a time (none: a PDF of no pages
    is not one PDFium opens)."""
    if not pages:
        return iter(())
    from printgen.render.pdf import render_pdf
    from printgen.render.png import pdf_to_sized_pngs

    return pdf_to_sized_pngs(render_pdf(pages, "printgen: Tabletop Simulator images"), sizes)


class Images:
    """The images to write, by file name: what each shows and the start of a hash of its bytes, so
    an image that changes gets a new name and Tabletop Simulator cannot show a stale copy from its
    cache. The same bytes added twice are one file. ``url_of`` turns a file name into its URL."""

    def __init__(self, url_of: Callable[[str], str]):
        self.url_of = url_of
        self.files: dict[str, bytes] = {}
        self._names: dict[str, str] = {}

    def add(self, stem: str, data: bytes, alone: bool = False) -> str:
        """Keep ``data`` as "<stem>-<hash>.png" (or as the file already holding it); its URL. ``alone``:
        in a file of its own, its hash taken of its stem too, so that two files of the same picture (a
        face-down token's, whose look-alikes must not be told by their names) are not told by theirs."""
        digest = hashlib.sha256(stem.encode() + b"\0" + data if alone else data).hexdigest()
        name = self._names.setdefault(digest, f"{stem}-{digest[:10]}.png")
        self.files[name] = data
        return self.url_of(name)
