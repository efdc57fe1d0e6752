"""`printgen config`: the user's own defaults for --paper, --duplex, --ink, --lettering and --printer, and how
they reach every command (Click's default map, filled from printgen/app/settings.py)."""

from __future__ import annotations

import click

from printgen.cli.common import choice, reported, say
from printgen.app.settings import BUILT_IN, CHOICES


@click.group("config")
def config() -> None:
    """Your defaults for --paper, --duplex, --ink, --lettering, --printer and proof's --editor.

    An option on the command line always wins; then the printer profile named
    (`printgen printer save`), then these; then printgen's own (Letter paper,
    long-edge duplex, normal ink, standard lettering, no printer, no editor).

    \b
    Examples:
      printgen config set paper a4
      printgen config set printer office
      printgen config show
      printgen config unset paper
    """


@config.command("show")
def show() -> None:
    """Each default in force and where it comes from."""
    from printgen.app import settings

    with reported():
        saved, path = settings.saved(), settings.settings_path()
        in_force = _in_force(saved)
    say(f"settings file: {path}{'' if path.exists() else ' (not written yet)'}")
    for key in CHOICES:
        value, origin = in_force.get(key, (BUILT_IN[key], "printgen's own"))
        say(f"{key}: {value or 'none'} ({origin})")


def _in_force(saved: dict[str, str]) -> dict[str, tuple[str, str]]:
    """Each default the user has set, with where it comes from: the file, or the default printer's
    profile, whose paper and duplex are more particular than the file's."""
    from printgen.app import printers
    from printgen.app import settings

    path = settings.settings_path()
    in_force = {key: (value, f"set in {path}") for key, value in saved.items()}
    if "printer" in saved:
        profile = printers.printer(saved["printer"])
        in_force |= {key: (getattr(profile, key), f"printer {saved['printer']}'s profile")
                     for key in ("paper", "duplex") if getattr(profile, key)}
    return in_force


@config.command("set")
@click.argument("key", type=choice(list(CHOICES)))
@click.argument("value")
def set_command(key: str, value: str) -> None:
    """Make VALUE the default KEY for every command that takes it."""
    from printgen.app import printers
    from printgen.app import settings

    value = next((known for known in CHOICES[key] or () if known == value.lower()), value)  # A4 as a4, as options
    with reported():
        if key == "printer":
            printers.printer(value)  # only a saved profile can be the default
        path = settings.set_default(key, value)
    say(f"{key} is now {value} by default (in {path})")


@config.command("unset")
@click.argument("key", type=choice(list(CHOICES)))
def unset(key: str) -> None:
    """Forget the default KEY: printgen's own applies again."""
    from printgen.app import settings

    with reported():
        settings.unset_default(key)
    say(f"{key} is back to printgen's own default ({BUILT_IN[key] or 'none'})")


def user_defaults(ctx: click.Context, name: str | None) -> dict:
    """Click's default map for the command ``name`` about to run: each default in force (the default
    printer's paper and duplex included) for each of its options of that name whose choices admit it
    (calibrate's --duplex takes only long and short, so a default of fold leaves it at its own).
    The commands that keep settings and profiles (KEEPERS) are not given any."""
    from printgen.app import settings

    with reported():
        saved = settings.saved()
        in_force = {key: value for key, (value, _) in _in_force(saved).items()} if saved else {}
    command = ctx.command.get_command(ctx, name) if in_force and name and isinstance(ctx.command, click.Group) else None
    if command is None or isinstance(command, click.Group):
        return {}
    return {name: {param.name: in_force[param.name] for param in command.params
                   if param.name in in_force and _admits(param, in_force[param.name])}}


KEEPERS = ("config", "printer")
"""The commands that keep settings and profiles: what they save is only what they are given."""


def _admits(param: click.Parameter, value: str) -> bool:
    return not isinstance(param.type, click.Choice) or value in param.type.choices
