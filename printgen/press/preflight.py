"""The preflight report of an order (printgen/press/orders.py): for each file written for a print service,
what was measured in its bytes against what the service's template asks, line by line, "ok" or
"FAIL"; and the pieces the service makes nothing for. It reads the files as the service will: the
PNGs with Pillow, the PDFs with pypdf."""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass

from printgen.core.services import Delivery, Product, Service
from printgen.core.units import POINTS_PER
from printgen.core.wording import count_of

INCH = POINTS_PER["in"]
NEAR = 0.01  # points: reportlab writes a box to four decimals


@dataclass(frozen=True)
class Expected:
    """What a deck should be: its product, which way it is turned, its pieces' names, in order, and the
    sheets a custom deck lays them on (press/orders.py; 0 for a deck of a piece a face)."""

    product: Product
    landscape: bool
    pieces: list[str]
    laid: int = 0


@dataclass(frozen=True)
class Unmade:
    """A piece the service makes nothing for, with its size in millimetres."""

    ident: str
    width_mm: float
    height_mm: float


def report(service: Service, part: str, piece: str, decks: dict[str, Expected], files: dict[str, bytes],
           unmade: list[Unmade]) -> str:
    """The report's text: of the ``part`` (its name), whose pieces are each a ``piece`` ("card", "token")."""
    lines = [f"Preflight of the {part} for {service.name} ({service.template})",
             f"files: {service.order}; colour: {service.colour}", ""]
    for name, deck in decks.items():
        on = f"{count_of(deck.laid, 'sheet')} of " if deck.laid else ""
        lines += [f"{name}: {count_of(len(deck.pieces), piece)} on {on}its {deck.product.described()}"
                  f"{', landscape' if deck.landscape and not deck.laid else ''}"]
        lines += [f"  {line}" for line in deck_lines(service, name, deck, files)]
        lines.append("")
    lines += _unmade_lines(service, part, piece, unmade)
    return "\n".join(lines).rstrip() + "\n"


def failures(text: str) -> list[str]:
    """Each failure of a report in one line: a FAIL line with the details indented under it, if any
    ("… makes nothing of these sizes; they are not in this order: 1 card of 170 × 110 mm: hulk-tip")."""
    found: list[str] = []
    for line in text.splitlines():
        if line.strip().startswith("FAIL"):
            found.append(line.strip())
        elif found and line.startswith("    ") and not line.strip().startswith(("ok", "FAIL")):
            found[-1] += (" " if found[-1].endswith(":") else "; ") + line.strip()
    return found


def deck_lines(service: Service, name: str, deck: Expected, files: dict[str, bytes]) -> list[str]:
    if service.delivery is Delivery.PDF:
        return list(_pdf_lines(service, deck, files[f"{name}.pdf"]))
    return list(_png_lines(service, name, deck, files))


def _line(ok: bool, what: str) -> str:
    return f"{'ok  ' if ok else 'FAIL'} {what}"


def _png_lines(service: Service, name: str, deck: Expected, files: dict[str, bytes]) -> Iterator[str]:
    from PIL import Image

    fronts = sorted(path for path in files if path.startswith(f"{name}/front/"))
    backs = sorted(path for path in files if path.startswith(f"{name}/back/"))
    paired = [path.rsplit("/", 1)[1] for path in fronts] == [path.rsplit("/", 1)[1] for path in backs]
    yield _line(paired and len(fronts) == (deck.laid or len(deck.pieces)),  # a custom deck: an image a sheet
                f"{count_of(len(fronts), 'front')} in {name}/front/ and {count_of(len(backs), 'back')} in {name}/back/,"
                f" numbered alike")
    if deck.laid:
        cuts = [path for path in files if path.startswith(f"{name}/cut/") and path.endswith(".svg")]
        yield _line(len(cuts) == deck.laid, f"{count_of(len(cuts), 'cut file')} in {name}/cut/, one a sheet")
    images = [Image.open(io.BytesIO(files[path])) for path in fronts + backs]
    size = service.pixel_size(deck.product, deck.landscape)
    yield _line(all(image.size == size for image in images), f"every image {size[0]} × {size[1]} px")
    yield _line(all(abs(image.info.get("dpi", (0, 0))[0] - service.dpi) < 0.01 for image in images),
                f"every image says {service.dpi} dpi")
    yield _line(all(image.info.get("srgb") is not None and image.mode == "RGB" for image in images),
                "every image says sRGB, RGB with no transparency")


def _pdf_lines(service: Service, deck: Expected, data: bytes) -> Iterator[str]:
    from pypdf import PdfReader

    from printgen.render.pdf_ink import ink_in_pages

    reader = PdfReader(io.BytesIO(data))
    pages = list(reader.pages)
    fronts = "the one front" if len(deck.pieces) == 1 else f"each of the {len(deck.pieces)} fronts"
    yield _line(len(pages) == 2 * len(deck.pieces), f"{count_of(len(pages), 'page')}: {fronts} followed by its back")
    yield from _box_lines(service, deck, pages)
    version = reader.metadata.get("/GTS_PDFXVersion") if reader.metadata else None
    intents = reader.root_object.get("/OutputIntents")
    yield _line(version == "PDF/X-1a:2003" and bool(intents), "PDF/X-1a:2003, with its output intent")
    ink = ink_in_pages(pages)
    yield _line(not ink.other_colours, "every colour CMYK" + (f" (also {', '.join(sorted(ink.other_colours))})"
                                                              if ink.other_colours else ""))
    limit = service.ink_limit or 300
    yield _line(ink.most <= limit, f"at most {ink.most:.0f} % ink anywhere (the limit is {limit} %)")
    yield from _text_lines(ink)
    yield _line(ink.fonts_embedded, "every font embedded")
    yield from _palette_lines(ink)


def _text_lines(ink) -> Iterator[str]:
    """What a press needs of type: greys and black in black ink alone, black solid; small type in one ink,
    and never reversed out of more (printgen.render.press_text)."""
    from printgen.render.pdf_ink import said
    from printgen.render.press_text import SMALL

    yield _line(not ink.text_off_black, "text in greys and black in black ink alone, black solid"
                + (f" (not: {', '.join(sorted(ink.text_off_black))})" if ink.text_off_black else ""))
    yield _line(not ink.small_in_inks, f"text under {SMALL:g} pt in one ink"
                + (f" (not: {said(ink.small_in_inks)})" if ink.small_in_inks else ""))
    yield _line(not ink.small_reversed, f"no text under {SMALL:g} pt reversed out of two or more inks"
                + (f" (but: {said(ink.small_reversed)})" if ink.small_reversed else ""))


def _palette_lines(ink) -> Iterator[str]:
    """Each colour of the palette the file prints, read back through the press's profile: how far from
    the screen's it comes off the press."""
    from printgen.layout.palette import PALETTE
    from printgen.render.press_colour import AWAY, CONDITION, cmyk_of, on_press

    shades = {shade.color: shade.name for meanings in PALETTE for shade in meanings.shades.values()}
    for color, name in shades.items():
        printed = next((cmyk for cmyk in ink.colours if _same_ink(cmyk, cmyk_of(color))), None)
        if printed is not None:
            away = on_press(color, printed)
            yield _line(away <= AWAY, f"{color}, {name}: {away:.1f} ΔE2000 from the screen on the {CONDITION} press"
                                      f" (at most {AWAY:g})")


def _same_ink(one, other) -> bool:
    return all(abs(a - b) < 1e-4 for a, b in zip(one, other, strict=True))


def _box_lines(service: Service, deck: Expected, pages: list) -> Iterator[str]:
    w_in, h_in = sorted((deck.product.width_in, deck.product.height_in), reverse=deck.landscape)
    bleed = service.bleed_in
    media = ((w_in + 2 * bleed) * INCH, (h_in + 2 * bleed) * INCH)
    trim = (bleed * INCH, bleed * INCH, (w_in + bleed) * INCH, (h_in + bleed) * INCH)
    yield _line(all(_near(page.mediabox, (0, 0, *media)) for page in pages),
                f"every page {w_in + 2 * bleed:g} × {h_in + 2 * bleed:g} in, the trim with {bleed:g} in of bleed")
    yield _line(all(_near(page.trimbox, trim) for page in pages), f"every TrimBox {w_in:g} × {h_in:g} in, centred")
    yield _line(all(_near(page.bleedbox, page.mediabox) for page in pages), "every BleedBox the whole page")


def _near(box, expected) -> bool:
    return all(abs(float(a) - b) <= NEAR for a, b in zip(box, expected, strict=True))


def _unmade_lines(service: Service, part: str, kind: str, unmade: list[Unmade]) -> list[str]:
    """What the service makes nothing for, of the ``part`` whose pieces are each a ``kind`` of product."""
    if not unmade:
        return [f"{service.name} makes every one of the {part}."]
    sizes: dict[tuple[float, float], list[str]] = {}
    for piece in unmade:
        sizes.setdefault((round(piece.width_mm, 1), round(piece.height_mm, 1)), []).append(piece.ident)
    lines = [f"FAIL {service.name} makes nothing of these sizes; they are not in this order:"]
    lines += [f"    {count_of(len(idents), kind)} of {w:g} × {h:g} mm: {', '.join(dict.fromkeys(idents))}"
              for (w, h), idents in sizes.items()]
    kinds = [product.described() for product in service.products if product.kind == kind] or ["none"]
    return [*lines, f"    {service.name} makes: {'; '.join(kinds)}"]
