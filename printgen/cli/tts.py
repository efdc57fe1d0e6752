"""`printgen tts`: the encounter for Tabletop Simulator."""

from __future__ import annotations

from pathlib import Path

import click

from printgen.cli.brief import command
from printgen.cli.completion import complete_encounter
from printgen.cli.common import force_option, max_tokens_option, out_to, reported, say, seed_option, session_for
from printgen.core.wording import count_of


@command()
@click.argument("encounter", shell_complete=complete_encounter)
@seed_option(None, "Lay out this seed's setup: its terrain on the map, its tokens where it puts them.")
@click.option("--base-url", metavar="URL", default=None,
              help="Name the images under URL (where you upload OUT/<id>/tts/images/) instead of as local files.")
@out_to("OUT/<id>/tts/")
@max_tokens_option
@force_option
def tts(encounter: str, seed: int | None, base_url: str | None, out_dir: Path, max_tokens: int, force: bool) -> None:
    """Export the encounter to Tabletop Simulator as a saved object.

    Writes OUT/<id>/tts/<id>.json (<id>-seed-N.json with --seed) and a .png
    of the same name, and the images they name in OUT/<id>/tts/images/: a deck
    per card size, every token at its printed size (a Randomizer group's in a
    bag, face down), each tracker, and the battlefield as a 36 in board. Copy
    the .json and .png into Tabletop Simulator's Saved Objects folder and spawn
    it from Objects > Saved Objects. With --seed, the map shows that setup's
    terrain and its tokens lie on it. It runs `printgen check` first: errors
    stop it (exit 1) unless --force.

    \b
    Examples:
      printgen tts incredible-hulk
      printgen tts mutant-masterworks --seed 12
      printgen tts all-will-be-metal --base-url https://example.org/awbm
    """
    from printgen.core.limits import Limits

    _check_url(base_url)
    session = session_for(encounter, force, "tts")
    with reported(session.loaded):
        done = session.export(out_dir, seed, base_url, Limits(tokens=max_tokens))
    seeded = f"; setup seed {seed}" if seed is not None else ""
    say(f"wrote {done.saved_object} ({count_of(done.images, 'image')}{seeded})")


def _check_url(base_url: str | None) -> None:
    """An address the images' names can follow: Tabletop Simulator fetches them over http(s) only."""
    from printgen.tts.urls import url_problem

    problem = url_problem(base_url) if base_url is not None else None
    if problem:
        raise click.BadParameter(problem, param_hint="--base-url")
