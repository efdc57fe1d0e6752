"""The command line: the only package that imports Click. Commands parse options, call the core,
and map its results to exit codes (0 done, 1 input has errors, 2 usage or unreadable) through
``common.reported``, the one mapping from the core's exceptions.

The pipeline (pydantic models, reportlab, the checks) is imported inside the commands that use it,
so that `printgen --help` and `--version` start as fast as Click itself.
"""

from __future__ import annotations

import gc
import os
import signal
import sys

import click

from printgen import __version__
from printgen.cli.lazy import LazyGroup, Listing

COMMANDS = {
    "calibrate": Listing("printer", "calibrate", "Measure your printer's back offset: a two-page sheet."),
    "cards": Listing("printing", "cards", "Print the encounter's cards, both faces."),
    "check": Listing("reading", "check", "Check encounters before printing."),
    "config": Listing("config", "config", "Your defaults for paper, duplex, ink, lettering, printer."),
    "kit": Listing("printing", "kit", "Build the whole print-and-play kit."),
    "list": Listing("reading", "list_command", "List the bundled encounters."),
    "new": Listing("authoring", "new", "Start a homebrew encounter."),
    "odds": Listing("reading", "odds", "Exact odds of each roll-table result."),
    "preview": Listing("printing", "preview", "Write a PNG of each page of a part."),
    "printer": Listing("printer", "printer", "Printer profiles: back offset, paper and duplex."),
    "proof": Listing("proof", "proof", "A proof to read in any browser."),
    "schema": Listing("authoring", "schema", "Print the JSON Schema of the encounter format."),
    "setup": Listing("setup", "setup", "Randomised, reproducible setup sheets."),
    "show": Listing("reading", "show", "Summarise an encounter."),
    "tokens": Listing("printing", "tokens", "Print every token at its shape and size."),
    "trackers": Listing("printing", "trackers", "Print the encounter's trackers."),
    "tts": Listing("tts", "tts", "Export the encounter to Tabletop Simulator."),
    "watch": Listing("authoring", "watch_command", "Rebuild a part every time the file is saved."),
}
"""Every command, imported when it runs (cli/lazy.py): `printgen --help` lists them from here."""


class Stopped(KeyboardInterrupt):
    """SIGTERM or SIGHUP, raised as Ctrl-C is, so that every way of stopping printgen ends alike."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


def _terminate(signum, frame):  # noqa: ARG001
    """SIGTERM and SIGHUP (a closed terminal) unwind like Ctrl-C, so half-written temporary files
    are removed on the way out, the previous output stays as it was, and the same line says so."""
    raise Stopped(signum)


@click.group(cls=LazyGroup, listings=COMMANDS,
             context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="printgen")
@click.pass_context
def main(ctx: click.Context) -> None:
    """Print-and-play kits for Marvel: Crisis Protocol Ultimate Encounters.

    An ENCOUNTER is a bundled id (see `printgen list`) or the path of a YAML file
    written in the same format. Files go to output/<encounter id>/ unless --out.

    Paper is Letter and duplex long-edge unless you say otherwise: give --paper a4
    (and --duplex) to one command, or keep your own defaults once with
    `printgen config set paper a4`; `printgen config show` says what is in force.

    \b
    Examples:
      printgen kit                        every bundled encounter's kit
      printgen kit incredible-hulk --paper a4
      printgen list
      printgen show incredible-hulk
      printgen setup unstoppable-colossus --tables 8
      printgen new my-encounter && printgen check my-encounter.yaml
    """
    # The user's defaults are read here, once --help and --version have been answered: neither needs them.
    from printgen.cli import config

    if ctx.invoked_subcommand not in config.KEEPERS:  # `config set` must be able to mend a bad file
        ctx.default_map = config.user_defaults(ctx, ctx.invoked_subcommand)
    for name in ("SIGTERM", "SIGHUP"):  # SIGHUP does not exist on Windows
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), _terminate)


def run() -> None:
    """The `printgen` program (and `python -m printgen`): the command, then out of the process without
    freeing what it made one object at a time. Freeing a kit's models, fonts, layouts and dictionary at
    exit took about a tenth of its CPU time (4 % of its instructions), for nothing: by then every file is
    written, closed and renamed into place. This is mypy's fast exit, for the same reason. A command that
    fails unexpectedly still ends the ordinary way, with its traceback."""
    _collect_rarely()
    try:
        main()
    except SystemExit as ended:
        if ended.code is None or isinstance(ended.code, int):
            _exit_at_once(ended.code or 0)
        raise


def _collect_rarely() -> None:
    """The cyclic garbage collector run every 200,000 new objects, in the program's own process only
    (importing printgen.cli, as a test or another program does, leaves their collector as it was). One
    command is a short run that makes a great many objects and almost no reference cycles (what it makes
    is freed by reference counting): the default, a pass every 700 new objects, took 8-10 % of `check` and
    `kit`. This is mypy's setting, for the same reason; a kit's and a thousand setup sheets' peak memory
    is the same to the megabyte."""
    gc.set_threshold(200_000, 30, 30)


def _exit_at_once(code: int) -> None:
    """What is still buffered for the terminal or the pipe written out, then the process ended. Output to a
    pipe closed early (`printgen schema | head`) ends with the status Python gives it, 120."""
    try:
        sys.stdout.flush()
    except (OSError, ValueError):
        code = code or 120
    try:
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    os._exit(code)
