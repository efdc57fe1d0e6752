"""A print shop's images: with `--png`, each face of the print-shop PDF (`--profile print-shop`,
laid out by layout/print_shop.py and written like every part) as an sRGB PNG at 300 dpi, bleed
included, for services that take images."""

from __future__ import annotations

import re
from pathlib import Path

from printgen.core.options import PrintOptions
from printgen.layout.print_shop import face_file_names, face_pages, pixel_size
from printgen.load.loader import Loaded, game_constants
from printgen.build.output import replace_folder
from printgen.build.printable import part_named, shop_faces
from printgen.core.units import MM

FACE_IMAGE = re.compile(r"\d{3,}-[a-z0-9-]+-(front|back)\.png")  # the names layout.print_shop gives faces
PNG_DPI = 300  # what card services ask: a poker card with 1/8 in bleed is 825 x 1125 px


def write_face_pngs(loaded: Loaded, part: str, options: PrintOptions, out_root: Path) -> Path:
    """Each page of the part's print-shop PDF as a PNG of its exact size at PNG_DPI, named by its face,
    in ``<out>/<id>/<part>-print-shop/``, written as it is rendered into a folder that replaces the
    old one whole (faces an earlier run left there are gone). The folder written."""
    from printgen.render.pdf import render_pdf
    from printgen.render.png import pdf_to_sized_pngs

    bleed = options.bleed_mm * MM
    pieces = shop_faces(part).pieces(loaded.model, game_constants(), options.spares, bleed)
    pages = face_pages(pieces, bleed)
    sizes = [pixel_size(page, PNG_DPI) for page in pages]
    folder = Path(part_named(part).file_name(options)).stem
    # The pages drawn again in the colours drawn: the PDF's are converted to CMYK for a press, and
    # an image service takes sRGB.
    screen = render_pdf(pages, loaded.model.title, ink=options.ink)
    images = zip(face_file_names(pieces), pdf_to_sized_pngs(screen, sizes, PNG_DPI), strict=True)
    # Replaced as a set: an upload never mixes two runs' faces; files of the user's own are kept.
    replace_folder(out_root, loaded.model.id, folder, images, keep=lambda name: not FACE_IMAGE.fullmatch(name))
    return out_root / loaded.model.id / folder
