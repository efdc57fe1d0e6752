"""Duplex that lines up on the user's own printer: the calibration sheet, and the printer profiles
that keep the offset read from it (`--printer NAME` on cards, tokens and kit)."""

from __future__ import annotations

from pathlib import Path

import click

from printgen.cli.brief import command
from printgen.cli.common import choice, BackOffsetType, out_to, paper_option, reported, say
from printgen.core.options import BackOffset, Duplex, Paper, names


@command()
@paper_option
@click.option("--duplex", type=choice(["long", "short"]), default="long", show_default=True,
              help="The flip you print double-sided with.")
@out_to("OUT/calibration/")
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
    from printgen.layout.calibration import calibration_pages
    from printgen.build.output import write_atomic
    from printgen.render.pdf import render_pdf

    with reported():
        pages = calibration_pages(Paper(paper).size, paper, duplex)
        data = render_pdf(pages, "printgen duplex calibration", "printgen calibrate", duplex=duplex)
        path = write_atomic(out_dir, "calibration", f"{paper}-{duplex}.pdf", data)
    say(f"wrote {path} (2 pages: {Duplex(duplex).flip}, at 100 %)")


@click.group()
def printer() -> None:
    """Printer profiles: the back offset read off `printgen calibrate`, and the paper
    and duplex a printer uses, kept by name.

    \b
    Examples:
      printgen printer save office --back-offset 1.5,-0.5 --paper a4 --duplex short
      printgen printer list
      printgen cards incredible-hulk --printer office
      printgen config set printer office
    """


@printer.command("save")
@click.argument("name")
@click.option("--back-offset", type=BackOffsetType(), default=None,
              help="The calibration sheet's readings: X,Y in mm, and DEGREES if the back is turned.")
@click.option("--paper", type=choice(names(Paper)), default=None, help="The paper this printer is loaded with.")
@click.option("--duplex", type=choice(names(Duplex)), default=None, help="How this printer prints double-sided.")
def save(name: str, back_offset, paper: str | None, duplex: str | None) -> None:
    """Save (or replace) printer NAME: its back offset, and the paper and duplex it prints on.

    A command given --printer NAME uses all three, unless the command line
    gives --paper or --duplex itself. NAME is up to 40 letters, digits, '.', '_'
    or '-'. An offset is at most 10 mm each way and 2 degrees. Profiles are kept
    in printers.json in printgen's configuration folder (`printgen config show`
    names it; PRINTGEN_CONFIG_DIR overrides it).

    \b
    Examples:
      printgen printer save office --back-offset 1.5,-0.5
      printgen printer save laser --back-offset 0.5,0,0.2 --paper a4 --duplex short
    """
    from printgen.app import printers

    if back_offset is None and paper is None and duplex is None:
        raise click.UsageError("give --back-offset, --paper or --duplex (or several) to save")
    with reported():
        profile = printers.Printer(back_offset or BackOffset(), paper, duplex)
        path = printers.save(name, profile)
    say(f"saved printer '{name}': {profile} (in {path})")


@printer.command("list")
def list_printers() -> None:
    """The saved printers: back offset, paper and duplex."""
    from printgen.app import printers

    with reported():
        profiles, path = printers.saved(), printers.profiles_path()
    for name, profile in sorted(profiles.items()):
        say(f"{name}: {profile}")
    if not profiles:
        say(f"no printers saved yet (they would be kept in {path})")


@printer.command("remove")
@click.argument("name")
def remove(name: str) -> None:
    """Forget printer NAME."""
    from printgen.app import printers

    with reported():
        printers.remove(name)
    say(f"removed printer '{name}'")
