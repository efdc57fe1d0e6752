"""Duplex that lines up on the user's own printer: the calibration sheet, and the printer profiles
that keep the offset read from it (`--printer NAME` on cards, tokens and kit)."""

from __future__ import annotations

from pathlib import Path

import click

from printgen.cli.common import BackOffsetType, out_option, paper_option, reported, say


@click.command()
@paper_option
@click.option("--duplex", type=click.Choice(["long", "short"]), default="long", show_default=True,
              help="The flip you print double-sided with.")
@out_option
def calibrate(paper: str, duplex: str, out_dir: Path) -> None:
    """Write a two-page sheet that measures your printer's back offset.

    Writes OUT/calibration/<paper>-<duplex>.pdf. Print it double-sided at 100 %,
    push a pin through each cross on the front, and read on the back where each
    hole falls: the readings are the offset, which `printgen printer save` keeps.

    \b
    Examples:
      printgen calibrate
      printgen calibrate --paper a4 --duplex short
    """
    from printgen.build import paper_size
    from printgen.layout.calibration import calibration_pages
    from printgen.output import write_atomic
    from printgen.render.pdf import render_pdf

    with reported():
        pages = calibration_pages(paper_size(paper), paper, duplex)
        data = render_pdf(pages, "printgen duplex calibration", "printgen calibrate", duplex=duplex)
        path = write_atomic(out_dir, "calibration", f"{paper}-{duplex}.pdf", data)
    say(f"wrote {path} (2 pages: print double-sided, flip on the {duplex} edge, at 100 %)")


@click.group()
def printer() -> None:
    """Printer profiles: the back offset read off `printgen calibrate`, kept by name.

    \b
    Examples:
      printgen printer save office --back-offset 1.5,-0.5
      printgen printer list
      printgen cards incredible-hulk --printer office
    """


@printer.command("save")
@click.argument("name")
@click.option("--back-offset", type=BackOffsetType(), required=True,
              help="The calibration sheet's readings: X,Y in mm, and DEGREES if the back is turned.")
def save(name: str, back_offset) -> None:
    """Save (or replace) the back offset of printer NAME."""
    from printgen import printers

    with reported():
        path = printers.save(name, back_offset)
    say(f"saved printer '{name}': backs move {back_offset} (in {path})")


@printer.command("list")
def list_printers() -> None:
    """The saved printers and their back offsets."""
    from printgen import printers

    with reported():
        profiles, path = printers.saved(), printers.profiles_path()
    for name, offset in sorted(profiles.items()):
        say(f"{name}: {offset}")
    if not profiles:
        say(f"no printers saved yet (they would be kept in {path})")


@printer.command("remove")
@click.argument("name")
def remove(name: str) -> None:
    """Forget printer NAME."""
    from printgen import printers

    with reported():
        printers.remove(name)
    say(f"removed printer '{name}'")


COMMANDS = (calibrate, printer)
