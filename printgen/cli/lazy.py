"""The command table: each command's name, where it is defined and the line `printgen --help` lists
it with. Its module is imported only when the command runs or shows its own help, so `printgen
--help` and `--version` cost Click and this table, not every command's options and imports (pip
keeps its commands the same way)."""

from __future__ import annotations

import difflib
import importlib
import sys
from typing import NamedTuple

import click


class Listing(NamedTuple):
    module: str     # where the command is defined, under printgen.cli
    attribute: str  # the click.Command's name in that module
    summary: str    # its line in `printgen --help` (its own --help has its whole docstring)


class LazyGroup(click.Group):
    """A group whose commands are listed from ``listings`` and imported when one is asked for."""

    def __init__(self, *args, listings: dict[str, Listing], **kwargs):
        super().__init__(*args, **kwargs)
        self.listings = listings

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(self.listings)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        listing = self.listings.get(cmd_name)
        if listing is None:
            return None
        if cmd_name not in self.commands:
            module = importlib.import_module(f"printgen.cli.{listing.module}")
            self.commands[cmd_name] = getattr(module, listing.attribute)
        return self.commands[cmd_name]

    def resolve_command(self, ctx: click.Context, args: list[str]):
        """The command named first in ``args``; an unknown name is refused with the nearest real ones
        (Click suggests nothing: its table is empty until a command is imported)."""
        name = args[0] if args else ""
        if name and not name.startswith("-") and self.get_command(ctx, name) is None:
            near = difflib.get_close_matches(name.lower(), self.listings, n=3, cutoff=0.6)
            hint = f" Did you mean {' or '.join(repr(one) for one in near)}?" if near else ""
            ctx.fail(f"No such command {name!r}.{hint} `printgen --help` lists them all.")
        return super().resolve_command(ctx, args)

    def invoke(self, ctx: click.Context):
        """The command run; Ctrl-C (or SIGTERM, SIGHUP: printgen.cli.Stopped) ends it with one line and
        128 + the signal's number, as a shell reports it (130 for Ctrl-C; Click would say "Aborted!" and exit
        1, the code of input with errors). What was written is whole: every file is renamed into place only
        once complete."""
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt as stop:
            signum = getattr(stop, "signum", 2)
            print(f"\nstopped ({_signal_name(signum)}): every file already written is whole; the rest was not written",
                  file=sys.stderr)
            raise SystemExit(128 + signum) from None

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The commands with their summaries, from the table alone."""
        with formatter.section("Commands"):
            formatter.write_dl([(name, listing.summary) for name, listing in sorted(self.listings.items())])


def every_command(group: click.Group, prefix: tuple[str, ...] = ()):
    """Each command under ``group`` (groups walked into) with the words that name it, importing each."""
    context = click.Context(group)
    for name in group.list_commands(context):
        command = group.get_command(context, name)
        if isinstance(command, click.Group):
            yield from every_command(command, (*prefix, name))
        elif command is not None:
            yield (*prefix, name), command


def _signal_name(signum: int) -> str:
    import signal

    return "Ctrl-C" if signum == signal.SIGINT else signal.Signals(signum).name
