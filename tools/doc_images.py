"""Regenerate the pictures under docs/images/ from real printgen output, legible on screen.

A whole page shrunk to the width of a README column cannot be read, so each figure is one region
of one page: the installed CLI builds the PDF in a temporary folder, pypdfium2 renders the page,
and the region is cut out by a box given in millimetres from the page's top-left corner, the units
the page is designed in. Each figure's dpi makes its text as large as a picture at most ~1,100 px
wide allows (body text 16-20 px tall). The table FIGURES is the only place a picture is described;
--list prints each figure's printgen command, which the docs quote beside the picture. The same
inputs give the same PNG bytes on the same machine: every command is seeded or has no randomness,
and the PNGs carry no timestamp.

    .venv/bin/python tools/doc_images.py              # every figure
    .venv/bin/python tools/doc_images.py card setup   # only these
    .venv/bin/python tools/doc_images.py --list       # each figure and its printgen command
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image

IMAGES_DIR = Path(__file__).resolve().parent.parent / "docs" / "images"
MM_PER_INCH = 25.4
POINTS_PER_INCH = 72

Box = tuple[float, float, float, float]  # left, top, right, bottom: mm from the page's top-left


@dataclass(frozen=True)
class Figure:
    """One picture: the printgen commands that build a PDF, and the region of it to show.

    The commands run as written, in a fresh folder, so they write to printgen's default output/
    and the docs can quote them verbatim; pdf is the file they write, relative to that folder.
    """

    commands: tuple[str, ...]
    pdf: str
    page: int  # from 0
    box: Box
    dpi: int


FIGURES: dict[str, Figure] = {
    # The tip card front (the first page), trim 170 x 110 mm, with its bleed and crop marks.
    "card": Figure(
        ("printgen cards incredible-hulk",), "output/incredible-hulk/cards.pdf",
        page=0, box=(15, 19.7, 201, 145.7), dpi=150),
    # The first sheet of fronts below its cut list: every Cerebro Tower, every Randomizer, beams.
    "tokens": Figure(
        ("printgen tokens unstoppable-colossus",), "output/unstoppable-colossus/tokens.pdf",
        page=0, box=(7.5, 10, 203, 122.8), dpi=140),
    # The Momentum section of the Momentum Tracker: the five tiers and their track spaces.
    "tracker": Figure(
        ("printgen trackers unstoppable-colossus",), "output/unstoppable-colossus/trackers.pdf",
        page=0, box=(6.5, 25.5, 150.2, 156.6), dpi=190),
    # The 1:6 battlefield with its pieces, terrain, corner zones and range ruler.
    "setup": Figure(
        ("printgen setup unstoppable-colossus --seed 7",),
        "output/unstoppable-colossus/setup-7.pdf", page=0, box=(30, 51.1, 185.9, 217.6), dpi=175),
    # The placement table under that map: its first two column groups (pieces 1–6, UC and A).
    "placement-table": Figure(
        ("printgen setup unstoppable-colossus --seed 7",),
        "output/unstoppable-colossus/setup-7.pdf", page=0, box=(8.5, 223.4, 139.2, 239.3), dpi=210),
    # The scaffold's stat card front (its third page), trim 150 x 100 mm, with its crop marks.
    "designer-card": Figure(
        ("printgen new sinister-six", "printgen cards sinister-six.yaml"),
        "output/sinister-six/cards.pdf", page=2, box=(25, 81.7, 191, 197.7), dpi=165),
    # The kit's first page: title, story, the box of what the source does not give (the values the kit
    # chose, each with its pages), the encounter at a glance, what is inside.
    "kit-cover": Figure(
        ("printgen kit incredible-hulk --seed 7",), "output/incredible-hulk/kit.pdf",
        page=0, box=(9.9, 12, 205.9, 262), dpi=110),
}


def build(figure: Figure, folder: Path, done: set[str]) -> Path:
    """Run the figure's commands in folder (each at most once a run) and return its PDF."""
    for command in figure.commands:
        if command not in done:
            program, *args = shlex.split(command)
            if program != "printgen":
                raise ValueError(f"not a printgen command: {command}")
            subprocess.run([sys.executable, "-m", "printgen", *args], cwd=folder, check=True,
                           stdout=subprocess.DEVNULL, env=_printgens_own_defaults(folder))
            done.add(command)
    return folder / figure.pdf


def _printgens_own_defaults(folder: Path) -> dict[str, str]:
    """The environment with an empty configuration folder, so that a developer's own defaults
    (`printgen config set paper a4`) cannot move what the boxes crop."""
    return {**os.environ, "PRINTGEN_CONFIG_DIR": str(folder / "config")}


def render(pdf: Path, page: int, box: Box, dpi: int) -> Image.Image:
    """Render the page (from 0) at dpi and cut out the region box."""
    document = pdfium.PdfDocument(pdf)
    try:
        image = document[page].render(scale=dpi / POINTS_PER_INCH).to_pil()
    finally:
        document.close()
    return image.crop(tuple(round(mm / MM_PER_INCH * dpi) for mm in box))


def save(image: Image.Image, path: Path) -> None:
    """Write image as a PNG with no metadata, so equal pixels give equal bytes."""
    image.convert("RGB").save(path, format="PNG", optimize=True)


def make(names: list[str]) -> None:
    """Build and write the named figures to docs/images/NAME.png."""
    IMAGES_DIR.mkdir(parents=True, exist_ok=True)
    done: set[str] = set()
    with tempfile.TemporaryDirectory(prefix="doc_images-") as tmp:
        for name in names:
            figure = FIGURES[name]
            pdf = build(figure, Path(tmp), done)
            image = render(pdf, figure.page, figure.box, figure.dpi)
            path = IMAGES_DIR / f"{name}.png"
            save(image, path)
            print(f"wrote {path.relative_to(IMAGES_DIR.parent.parent)} "
                  f"({image.width} x {image.height} px)")


def listing() -> str:
    """Return each figure's name and the printgen command(s) it comes from, one figure a line."""
    width = max(map(len, FIGURES))
    return "\n".join(f"{name:<{width}}  {' && '.join(figure.commands)}"
                     for name, figure in FIGURES.items())


def main(argv: list[str] | None = None) -> None:
    """Make the figures named on the command line (all by default), or --list them."""
    parser = argparse.ArgumentParser(description="Regenerate the pictures under docs/images/.")
    parser.add_argument("names", nargs="*", metavar="NAME",
                        help=f"figures to make (default: all): {', '.join(FIGURES)}")
    parser.add_argument("--list", action="store_true",
                        help="print each figure's name and printgen command, and exit")
    args = parser.parse_args(argv)
    unknown = [name for name in args.names if name not in FIGURES]
    if unknown:
        parser.error(f"no figure named {', '.join(unknown)}; choose from {', '.join(FIGURES)}")
    if args.list:
        print(listing())
        return
    make(args.names or list(FIGURES))


if __name__ == "__main__":
    main()
