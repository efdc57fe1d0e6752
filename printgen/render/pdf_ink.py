"""The inks a PDF's pages use, read from their content streams as a press reads them: how much ink
the heaviest colour lays down, any colour that is not CMYK, text set in a grey that is not black
ink alone, and whether every font is embedded. pypdf parses the streams; printgen's pages draw no
forms or images, so the page streams are all there is to read."""

from __future__ import annotations

from dataclasses import dataclass, field

from printgen.render.pdfx import GREY_SPREAD  # the rule the press files are written by

TEXT_SHOWING = {b"Tj", b"TJ", b"'", b'"'}
CMYK_SETTING = {b"k": "fill", b"K": "stroke"}
OTHER_SETTING = {b"rg", b"RG", b"g", b"G", b"sc", b"SC", b"scn", b"SCN", b"cs", b"CS"}
FONT_FILES = ("/FontFile", "/FontFile2", "/FontFile3")


@dataclass
class Inks:
    most: float = 0.0                                  # per cent, the heaviest colour set
    other_colours: set[str] = field(default_factory=set)   # operators setting a colour outside CMYK
    text_off_black: set[str] = field(default_factory=set)  # greys that text is set in with C, M or Y
    fonts_embedded: bool = True


def ink_in_pages(pages: list) -> Inks:
    """The inks of every page (pypdf pages)."""
    from pypdf.generic import ContentStream

    inks = Inks()
    for page in pages:
        fill: tuple[float, ...] = (0.0, 0.0, 0.0, 1.0)
        for operands, operator in ContentStream(page.get_contents(), page.pdf).operations:
            if operator in CMYK_SETTING:
                colour = tuple(float(value) for value in operands)
                inks.most = max(inks.most, 100 * sum(colour))
                fill = colour if CMYK_SETTING[operator] == "fill" else fill
            elif operator in OTHER_SETTING:
                inks.other_colours.add(operator.decode())
            elif operator in TEXT_SHOWING and _grey_not_black(fill):
                inks.text_off_black.add(" ".join(f"{value:g}" for value in fill))
        inks.fonts_embedded &= _fonts_embedded(page)
    return inks


def _grey_not_black(colour: tuple[float, ...]) -> bool:
    """A grey (its cyan, magenta and yellow within GREY_SPREAD of each other) that takes any of them."""
    c, m, y, _ = colour
    return max(c, m, y) - min(c, m, y) <= GREY_SPREAD and max(c, m, y) > 0


def _fonts_embedded(page) -> bool:
    fonts = page.get("/Resources", {}).get("/Font", {})
    return all(_embedded(font.get_object()) for font in fonts.values())


def _embedded(font) -> bool:
    if "/DescendantFonts" in font:
        return all(_embedded(child.get_object()) for child in font["/DescendantFonts"])
    descriptor = font.get("/FontDescriptor")
    return descriptor is not None and any(key in descriptor.get_object() for key in FONT_FILES)
