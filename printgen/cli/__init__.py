"""The command line: the only package that imports Click. Commands parse options, call the core,
and map its results to exit codes (0 done, 1 input has errors, 2 usage or unreadable) through
``common.reported``, the one mapping from the core's exceptions.

The pipeline (pydantic models, reportlab, the checks) is imported inside the commands that use it,
so that `printgen --help` and `--version` start as fast as Click itself.
"""

from __future__ import annotations

import signal

import click

from printgen import __version__
from printgen.cli import authoring, config, printer, printing, proof, reading, setup, tts
from printgen.cli.common import FORMATS  # noqa: F401  (the reporters' names, tested against report.check's)


def _terminate(signum, frame):  # noqa: ARG001
    """SIGTERM and SIGHUP (a closed terminal) unwind like Ctrl-C, so half-written temporary files
    are removed on the way out and the previous output stays as it was."""
    raise SystemExit(128 + signum)


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
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
    if ctx.invoked_subcommand not in config.KEEPERS:  # `config set` must be able to mend a bad file
        ctx.default_map = config.user_defaults(main)
    for name in ("SIGTERM", "SIGHUP"):  # SIGHUP does not exist on Windows
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), _terminate)


for module in (reading, printing, setup, printer, config, tts, proof, authoring):
    for command in module.COMMANDS:
        main.add_command(command)
