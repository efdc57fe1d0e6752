"""Options given on the command line that the combination asked for cannot use, said to be unused rather
than dropped unsaid: a back offset where no page of backs is printed, paper and duplex for a print shop's
file (one face a page), a bleed where a print service sets its own."""

from __future__ import annotations

import click
from click.core import ParameterSource

from printgen.core.options import Duplex, PrintOptions, Profile


def on_command_line(name: str) -> bool:
    """Whether the running command's option ``name`` was given on the command line (not a default)."""
    context = click.get_current_context(silent=True)
    return context is not None and context.get_parameter_source(name) is ParameterSource.COMMANDLINE


def say_unused(chosen: PrintOptions) -> None:
    """One line on standard error for each option given that ``chosen`` leaves unused, with why."""
    for option, why in unused(chosen):
        click.echo(f"{option} is not used with {why}", err=True)


def unused(chosen: PrintOptions) -> list[tuple[str, str]]:
    """(option, why) for each option given on the command line that ``chosen`` makes no use of."""
    shop = chosen.profile is not Profile.HOME
    service = shop and chosen.profile is not Profile.PRINT_SHOP
    reasons = {
        "back_offset": (f"--profile {chosen.profile}: a print shop's file has no page of backs to move" if shop else
                        "--duplex fold: a folded sheet has no page of backs to move"
                        if chosen.duplex is Duplex.FOLD else ""),
        "paper": f"--profile {chosen.profile}: each face is a page of its own size" if shop else "",
        "duplex": f"--profile {chosen.profile}: each face is a page of its own, front then back" if shop else "",
        "bleed_mm": f"--profile {chosen.profile}: the service sets its own bleed" if service else "",
    }
    return [(f"--{name.removesuffix('_mm').replace('_', '-')}", why) for name, why in reasons.items()
            if why and on_command_line(name)]
