"""Print-shop files: `--profile print-shop` writes every card or token face as its own page at trim
plus bleed (TrimBox and BleedBox set, each front followed by its back) and, with `--png`, each face
as a PNG at 300 dpi, bleed included, for services that take images."""

from __future__ import annotations

import re
from pathlib import Path

from printgen.build import Built, PrintOptions, within_model_limits, within_pages, within_size, within_tokens
from printgen.layout.pieces import Piece
from printgen.layout.print_shop import card_pieces, face_file_names, face_pages, pixel_size, token_pieces_with_bleed
from printgen.load.loader import Loaded
from printgen.output import remove_stale, write_atomic
from printgen.render.pdf import render_pdf
from printgen.units import MM

FACE_IMAGE = re.compile(r"\d{3,}-[a-z0-9-]+-(front|back)\.png")  # the names layout.print_shop gives faces
PNG_DPI = 300  # what card services ask: a poker card with 1/8 in bleed is 825 x 1125 px


def shop_pieces(loaded: Loaded, part: str, options: PrintOptions) -> list[Piece]:
    """The faces a shop prints: every card, or every token copy, drawn with the options' bleed."""
    bleed = options.bleed_mm * MM
    if part == "cards":
        return card_pieces(loaded, bleed)
    return token_pieces_with_bleed(loaded.model, options.spares, bleed)


def build_print_shop(loaded: Loaded, part: str, options: PrintOptions, out_root: Path, png: bool) -> Built | None:
    """Write ``<out>/<id>/<part>-print-shop.pdf`` (and, with ``png``, its faces as PNGs in the folder of
    that name); None if the encounter has none of the part."""
    within_model_limits(loaded)
    within_tokens(loaded.model, options.spares, options.limits)
    pieces = shop_pieces(loaded, part, options)
    if not pieces:
        return None
    pages = face_pages(pieces, options.bleed_mm * MM)
    within_pages(len(pages), options.limits)
    data = within_size(render_pdf(pages, f"{loaded.model.title} — {part} for a print shop", f"printgen {part}",
                                  ink=options.ink), options.limits)
    name = f"{part}-print-shop"
    if png:
        _write_pngs(data, pages, face_file_names(pieces), out_root, loaded.model.id, name)
    return Built(write_atomic(out_root, loaded.model.id, f"{name}.pdf", data), len(pages))


def _write_pngs(data: bytes, pages: list, names: list[str], out_root: Path, encounter_id: str, folder: str) -> None:
    """Each face as a PNG of its exact size at PNG_DPI, written as it is rendered."""
    from printgen.render.png import pdf_to_sized_pngs

    images = pdf_to_sized_pngs(data, [pixel_size(page, PNG_DPI) for page in pages])
    written = {write_atomic(out_root, encounter_id, name, image, folder) for name, image in zip(names, images, strict=True)}
    remove_stale(out_root / encounter_id / folder, FACE_IMAGE, written)
