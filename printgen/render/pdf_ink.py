"""The inks a PDF's pages use, read from their content streams as a press reads them
(printgen.render.pdf_runs): how much ink the heaviest colour lays down, any colour that is not CMYK,
every text run's inks and the fill it sits on, and whether every font is embedded. printgen's pages
draw no forms or images, so the page streams are all there is to read."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from printgen.render.pdf_runs import Cmyk, TextRun, inks, read
from printgen.render.press_colour import GREYISH, SOLID, lab_of_cmyk
from printgen.render.press_text import SMALL

FONT_FILES = ("/FontFile", "/FontFile2", "/FontFile3")


@dataclass
class Inks:
    most: float = 0.0                                      # per cent, the heaviest colour set
    other_colours: set[str] = field(default_factory=set)   # operators setting a colour outside CMYK
    colours: set[Cmyk] = field(default_factory=set)        # every CMYK set
    runs: list[TextRun] = field(default_factory=list)      # every run of text
    fonts_embedded: bool = True

    @property
    def text_off_black(self) -> set[str]:
        """The inks of text that prints grey or black (read back through the press's profile) yet takes
        cyan, magenta or yellow, or is a screen of black darker than SOLID meant as solid black."""
        return {" ".join(f"{value:g}" for value in run.ink) for run in self.runs
                if run.ink and (_colour_for_grey(run.ink) or not any(run.ink[:3]) and SOLID < run.ink[3] < 1)}

    @property
    def small_in_inks(self) -> list[TextRun]:
        """Text under SMALL points set in two or more inks."""
        return [run for run in self.runs if run.size < SMALL and run.inks > 1]

    @property
    def small_reversed(self) -> list[TextRun]:
        """White text under SMALL points cut out of a fill of two or more inks."""
        return [run for run in self.runs if run.size < SMALL and run.reversed and inks(run.under) > 1]


def ink_in_pages(pages: list) -> Inks:
    """The inks of every page (pypdf pages)."""
    reading = read(pages)
    return Inks(most=max((100 * sum(colour) for colour in reading.colours), default=0.0),
                other_colours=reading.other_colours, colours=reading.colours, runs=reading.runs,
                fonts_embedded=all(_fonts_embedded(page) for page in pages))


def said(runs: list[TextRun], most: int = 3) -> str:
    """A few runs, as a report names them: their words, size and page ("'THREAT', 7 pt, page 3")."""
    named = dict.fromkeys(f"'{run.text.strip()[:24]}', {run.size:g} pt, page {run.page}" for run in runs)
    more = f" and {len(named) - most} more" if len(named) > most else ""
    return "; ".join(list(named)[:most]) + more


@cache
def _colour_for_grey(ink: Cmyk) -> bool:
    """Whether ``ink`` takes cyan, magenta or yellow to print a grey."""
    _, a, b = lab_of_cmyk(ink)
    return any(ink[:3]) and (a * a + b * b) ** 0.5 <= GREYISH


def _fonts_embedded(page) -> bool:
    fonts = page.get("/Resources", {}).get("/Font", {})
    return all(_embedded(font.get_object()) for font in fonts.values())


def _embedded(font) -> bool:
    if "/DescendantFonts" in font:
        return all(_embedded(child.get_object()) for child in font["/DescendantFonts"])
    descriptor = font.get("/FontDescriptor")
    return descriptor is not None and any(key in descriptor.get_object() for key in FONT_FILES)
