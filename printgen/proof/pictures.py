"""The picture of each face: the kit's pages drawn once, as they print, and each face cut out of its
page where its box lies; a digest of every face and page as drawn, pixel for pixel, to tell what
changed; and where on a face's picture a box of the page falls, for a highlight."""

from __future__ import annotations

import base64
import hashlib
import io
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from printgen.layout.display import Page
from printgen.layout.placed import Box
from printgen.proof.faces import ProofFace
from printgen.render.pdf import render_pdf
from printgen.render.png import pdf_to_images

PAGE_DPI = 96   # a page read whole: 816 px wide, about the width a desktop shows it at
CUT_DPI = 160   # a sheet of cards or tokens, cut into faces shown larger than they print: a 20 mm token 126 px
COMPRESSION = 1  # zlib's fastest: pages of flat colour compress nearly as well, in two thirds of the time
ENCODERS = 2    # Pillow encodes without holding the interpreter: two faces at once on two cores


@dataclass(frozen=True)
class Picture:
    data_uri: str
    width: int
    height: int


@dataclass(frozen=True)
class Drawn:
    """A kit drawn for a proof: the pictures asked for, by face key, and a digest of every face and page."""

    pictures: dict[str, Picture]
    faces: dict[str, str]
    pages: list[str]
    defs: str = ""
    """What every picture of this version draws from, written once in the page (proof/defs.html.j2)."""


def draw(pages: list[Page], faces: list[ProofFace], title: str, pictured: set[str] | None = None) -> Drawn:
    """Every page drawn (each once, a sheet of cut faces at CUT_DPI, any other at PAGE_DPI), each face cut
    from it and digested, and the faces in ``pictured`` (all of them by default) kept as pictures."""
    by_page: dict[int, list[ProofFace]] = {}
    for face in faces:
        by_page.setdefault(face.page, []).append(face)
    dpis = [CUT_DPI if any(face.cut for face in by_page.get(number, [])) else PAGE_DPI
            for number in range(1, len(pages) + 1)]
    drawn, cuts = Drawn({}, {}, []), {}
    with ThreadPoolExecutor(ENCODERS) as encoders:
        for number, image in enumerate(pdf_to_images(render_pdf(pages, title), dpis), start=1):
            drawn.pages.append(_digest(image))
            for face in by_page.get(number, []):
                cut = image.crop(_pixels(face.box, pages[number - 1].height, dpis[number - 1]))
                drawn.faces[face.key] = _digest(cut)
                if pictured is None or face.key in pictured:
                    cuts[face.key] = encoders.submit(_picture, cut)
    drawn.pictures.update({key: future.result() for key, future in cuts.items()})
    return drawn


def _digest(image) -> str:
    return hashlib.sha256(image.tobytes()).hexdigest()


def _picture(image) -> Picture:
    buffer = io.BytesIO()
    image.save(buffer, "PNG", compress_level=COMPRESSION)
    encoded = base64.b64encode(buffer.getvalue()).decode("ascii")
    return Picture(f"data:image/png;base64,{encoded}", image.width, image.height)


def _pixels(box: Box, page_height: float, dpi: int) -> tuple[int, int, int, int]:
    """A box of the page (points, y up) as the pixels (left, top, right, bottom) of its picture at ``dpi``."""
    scale = dpi / 72
    x, y, w, h = box
    return (round(x * scale), round((page_height - y - h) * scale), round((x + w) * scale),
            round((page_height - y) * scale))


def share_of(face: ProofFace, box: Box) -> tuple[float, float, float, float]:
    """Where ``box`` (points on the page) lies on the face's picture, as percentages of its width
    and height from its top left: left, top, width, height."""
    fx, fy, fw, fh = face.box
    x, y, w, h = box
    return (100 * (x - fx) / fw, 100 * (fy + fh - y - h) / fh, 100 * w / fw, 100 * h / fh)
