"""What every command shares: the one error type, the output helpers, the ENCOUNTER loader and
the options several commands take."""

from __future__ import annotations

import functools
import json
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import click

from printgen.load import bundled
from printgen.cli.unused import on_command_line, say_unused
from printgen.core.errors import PrintgenError, UnknownEncounter
from printgen.core.findings import Finding
from printgen.core.limits import MAX_SEED, Limits
from printgen.build.printable import PRINTABLE, part_named
from printgen.core.options import (HOME_BLEED_MM, SHOP_BLEED_MM, BackOffset, Duplex, Ink, Paper, PrintOptions,
                              Lettering, Profile, fold_refused, names, parse_back_offset)
from printgen.core.terminal import json_safe, printable
from printgen.core.wording import count_of

if TYPE_CHECKING:
    from printgen.load.loader import Loaded
    from printgen.app.printers import Printer
    from printgen.build.session import Session

FORMATS = ("text", "json")
"""The `--format` choices of the reading commands (report/check.py's REPORTERS has one reporter each)."""


class CommandError(click.ClickException):
    """An error already worded for the user (e.g. ``path:line:col: error [code] message``)."""

    def __init__(self, message: str, exit_code: int):
        super().__init__(message)
        self.exit_code = exit_code  # type: ignore[misc]  # click types it a class constant; ours varies by error

    def show(self, file=None) -> None:
        say(self.message, err=True)


def say(text: str, err: bool = False, nl: bool = True, escape: bool = True) -> None:
    """Echo ``text``, with whatever a terminal would obey (escape sequences, bells …) shown as escapes:
    ids, names and paths come from files and arguments that nobody vetted."""
    click.echo(printable(text) if escape else text, err=err, nl=nl)


def emit_json(data) -> None:
    say(json_safe(json.dumps(data, indent=2, ensure_ascii=False)), escape=False)


def print_findings(findings: list[Finding], err: bool = True) -> None:
    from printgen.report.readable import readable

    for line in readable(findings):
        say(line, err=err)


@contextmanager
def reported(loaded: Loaded | None = None):
    """The one mapping from the core's exceptions to what the command line shows and exits with.
    A placement that cannot be met is located at the constraint that failed most, like any finding."""
    from printgen.randomise import Unsatisfiable

    try:
        yield
    except UnknownEncounter as exc:
        raise click.BadParameter(printable(str(exc)), param_hint="ENCOUNTER") from None
    except Unsatisfiable as exc:
        if loaded is None:  # only a build of a loaded encounter searches for placements
            raise
        located = Finding(loaded.doc.path, *loaded.doc.position(exc.path), "error", "setup.unsatisfiable", str(exc),
                          loaded.model.id)
        raise CommandError(located.format(), 1) from None
    except PrintgenError as exc:
        raise CommandError(str(exc), exc.exit_code) from None


def load(argument: str, building: str = "", force: bool = False) -> Loaded:
    """Load an ENCOUNTER argument, or raise the CLI error that says why not (for a build, that none is made)."""
    from printgen.load.loader import load_encounter

    with reported():
        loaded = load_encounter(bundled.resolve(argument))
    if not loaded.ok:
        print_findings(loaded.findings)
        errors = count_of(sum(f.is_error for f in loaded.findings), "error")
        if not building:
            raise CommandError(f"{loaded.doc.path}: {errors}; nothing shown", 1)
        beyond = (": --force builds past what `printgen check` finds, not past a file that does not load"
                  if force else "")
        raise CommandError(f"{loaded.doc.path}: {errors}; the file does not load, so no {building} is built"
                           f"{beyond}", 1)
    return loaded


def judged(argument: str, force: bool, part: str = "", err: bool = True, building: str = "") -> Session:
    """Load an ENCOUNTER for a build of ``part`` (printgen/build/printable.py) or of what ``building`` names (`setup`'s
    sheets, `tts`), and judge it once (printgen.build.session), its findings printed."""
    from printgen.build.session import Session

    session = Session.judged(load(argument, building or part or "build", force), argument, force, part)
    print_findings(session.verdict.findings, err)
    return session


def session_for(argument: str, force: bool, building: str = "", part: str = "") -> Session:
    """An ENCOUNTER loaded and judged for a build of ``part`` or ``building``: exit 1 if the policy refuses it."""
    session = judged(argument, force, part, building=building)
    if session.verdict.refused:
        raise CommandError(session.verdict.refused, 1)
    return session


def force_option(command):
    return click.option("--force", is_flag=True, help="Build despite errors `printgen check` finds.")(command)


def write_part(session: Session, part: str, options: PrintOptions, out_dir: Path, seed: int = 1):
    """Build one printed part and say what was written (or that there is nothing to print). A part
    with a setup sheet says its seed; a part that draws its errors where they are says so."""
    with reported(session.loaded):
        built = session.build(part, options, out_dir, seed)
    if built is None:
        say(f"{session.loaded.model.id} has no {part} to print")
        return None
    say_written(built, part, options, seed)
    if session.verdict.drawn:  # errors only as the encounter grades them: it may make them warnings
        say(f"{count_of(len(session.verdict.drawn), 'layout.overflow error')}: the PDF is written, with what does "
            f"not fit outlined", err=True)
    return built


def say_written(built, part: str, options: PrintOptions, seed: int) -> None:
    """"wrote PATH (N pages…)": a part with a setup sheet says its seed, backs moved say so."""
    printed = part_named(part)
    recreate = f"; setup seed {seed}" if printed.seed else ""
    moved = f"; backs moved {options.back_offset}" if options.moves_backs and printed.backs else ""
    say(f"wrote {built.path} ({count_of(built.pages, 'page')}{recreate}{moved})")


def options_of(**given) -> PrintOptions:
    """The PrintOptions a command's keyword arguments name (those it does not take keep their defaults).
    A printer profile named by --printer (or by the user's defaults) gives its back offset, and its
    paper and duplex where the command line gives none."""
    limits = Limits(given.pop("max_pages"), given.pop("max_tokens"), given.pop("max_mb"))
    profile = _printer(given.pop("back_offset", None), given.pop("printer", None))
    given["back_offset"] = profile.back_offset
    for key in ("paper", "duplex"):
        if key in given and getattr(profile, key) and not on_command_line(key):
            given[key] = getattr(profile, key)
    if given.get("bleed_mm", 0.0) is None:
        given["bleed_mm"] = Profile(given.get("profile", Profile.HOME)).bleed_mm
    chosen = PrintOptions(**{key: value for key, value in given.items() if key in PrintOptions.__dataclass_fields__},
                          limits=limits)
    say_unused(chosen)
    return chosen


def _printer(offset: BackOffset | None, name: str | None) -> Printer:
    """The profile --printer names (an offset given on the command line replaces its offset), a
    profile of the offset alone, or no profile."""
    if offset is not None and name is not None and on_command_line("printer"):
        raise click.UsageError("give --back-offset or --printer, not both")
    from printgen.app import printers  # only here: --help and --version never read a profile

    if name is None:
        return printers.Printer(offset or BackOffset())

    with reported():
        profile = printers.printer(name)
    return replace(profile, back_offset=offset) if offset is not None else profile


class BackOffsetType(click.ParamType):
    """X,Y[,DEGREES]: millimetres right and up, degrees anticlockwise, as `printgen calibrate` reads them."""

    name = "X,Y[,DEGREES]"

    def convert(self, value, param, ctx) -> BackOffset:
        if isinstance(value, BackOffset):
            return value
        try:
            return parse_back_offset(value)
        except ValueError as exc:
            self.fail(str(exc), param, ctx)


def choice(values) -> click.Choice:
    """One of ``values``, in any case (`--paper A4`, as the README and people write it), read as written there."""
    return click.Choice(list(values), case_sensitive=False)


class PartChoice(click.Choice):
    """A part's name: one of printgen/build/printable.py's PRINTABLE as it is when the command runs, in help and
    completion too, so that a part added there is offered with nothing to change here."""

    choices = property(lambda self: tuple(PRINTABLE), lambda self, given: None)  # what Click's __init__ gives is not

    def __init__(self) -> None:
        super().__init__((), case_sensitive=False)


def part_option(help: str):
    return click.option("--part", type=PartChoice(), default="kit", show_default=True, help=help)


def _stacked(*options):
    def apply(command):
        for option in reversed(options):
            command = option(command)
        return command
    return apply


format_option = click.option("--format", "output_format", type=choice(FORMATS), default="text",
                             show_default=True, help="Readable text, or JSON for other tools.")
paper_option = click.option("--paper", type=choice(names(Paper)), default="letter", show_default=True,
                            help="Paper size.")


def out_to(where: str):
    """--out, saying where this command's files go inside it."""
    return click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("output"),
                        show_default=True, metavar="DIR", help=f"Files go to {where}")


out_option = out_to("OUT/<id>/")


def seed_option(default: int | None, help: str):
    return click.option("--seed", type=click.IntRange(0, MAX_SEED, clamp=False), default=default,
                        show_default=default is not None, metavar="N", help=help)


_DEFAULT_LIMITS = Limits()

max_tokens_option = click.option("--max-tokens", type=click.IntRange(1), default=_DEFAULT_LIMITS.tokens,
                                 show_default=True,
                                 help="Most tokens an encounter may have (every copy and spare counted) for one build.")

limit_options = _stacked(
    click.option("--max-pages", type=click.IntRange(1), default=_DEFAULT_LIMITS.pages, show_default=True,
                 help="Most pages one PDF may have."),
    max_tokens_option,
    click.option("--max-mb", type=click.IntRange(1), default=_DEFAULT_LIMITS.megabytes, show_default=True,
                 help="Largest PDF one build may make, in MB."),
)
"""Limits on what one build may produce (absurd input gets a message, not an exhausted machine)."""

print_options = _stacked(
    paper_option,
    click.option("--duplex", type=choice(names(Duplex)), default="long", show_default=True,
                 help="long, short: each back behind its front for that flip; fold: beside it; off: after."),
    out_option,
)
"""The options every printed part shares."""


def bleed_option(with_shop: bool):
    """--bleed; a command that can write a print shop's files has another default for them."""
    shop = f"; {SHOP_BLEED_MM:g} (1/8 in) for print shops" if with_shop else ""
    return click.option("--bleed", "bleed_mm", type=click.FloatRange(0, 10), default=None, metavar="MM",
                        help=f"Background past the trim, in mm [default: {HOME_BLEED_MM:g}{shop}].")

ink_option = click.option("--ink", type=choice(names(Ink)), default="normal", show_default=True,
                          help="low: greyscale, to save toner.")


def lettering_option(command):
    """--lettering: the command runs, checks included, in that lettering, so `check` measures what paper shows."""

    @functools.wraps(command)
    def lettered(*args, lettering: str, **kwargs):
        from printgen.core.typography import lettering as set_in
        if refused := fold_refused(lettering, command.__name__, kwargs):
            raise click.UsageError(refused)
        with set_in(lettering):
            return command(*args, **kwargs)

    return click.option("--lettering", type=choice(names(Lettering)), default="standard", show_default=True,
                        help="hyperlegible, large (print): for low vision.")(lettered)

offset_options = _stacked(
    click.option("--back-offset", type=BackOffsetType(), default=None,
                 help="Move backs X mm, Y mm, DEGREES, as `printgen calibrate` measures."),
    click.option("--printer", metavar="NAME", default=None,
                 help="A saved printer's back offset, paper and duplex."),
)
"""A printer's back offset, given or saved (the parts with backs: cards, tokens, kit)."""

shop_options = _stacked(
    click.option("--profile", type=choice(names(Profile)), default="home", show_default=True, metavar="NAME",
                 help=f"home, print-shop (a face a page), or a service: {', '.join(names(Profile)[2:])}."),
    click.option("--png", is_flag=True, help="Each face also as a 300-dpi PNG (print-shop)."),
)
