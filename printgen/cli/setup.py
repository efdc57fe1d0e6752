"""`printgen setup`: randomised, reproducible setup sheets, as a PDF or as JSON."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from pathlib import Path

import click

from printgen.cli.brief import command
from printgen.cli.completion import complete_encounter
from printgen.cli.common import (choice, MAX_SEED, emit_json, force_option, ink_option, lettering_option, limit_options,
                                 options_of, session_for, out_option, paper_option, reported, say, seed_option)
from printgen.core.terminal import printable
from printgen.core.wording import count_of


@command()
@click.argument("encounter", shell_complete=complete_encounter)
@click.option("--difficulty", metavar="LEVEL", help="A level, in any case, or 'all' for a sheet each (default: "
                                                   "Normal, or the easiest).")
@seed_option(None, "Seed (default: chosen at random, and printed).")
@click.option("--count", type=click.IntRange(1, 10_000), default=None, metavar="N",
              help="Sheets for seeds SEED … SEED+N-1, in one PDF (N ≤ 10000).")
@click.option("--tables", type=click.IntRange(1, 10_000), default=None, metavar="N",
              help="An event's N tables: as --count, each 'Table k of N', with an index.")
@click.option("--full-size", is_flag=True, help="The battlefield at 1:1, tiled over sheets, with an assembly map.")
@click.option("--format", "output_format", type=choice(["pdf", "json"]), default="pdf", show_default=True,
              help="A PDF, or the setups as JSON on standard output.")
@paper_option
@out_option
@ink_option
@lettering_option
@force_option
@limit_options
def setup(encounter: str, difficulty: str | None, seed: int | None, count: int | None, tables: int | None,
          full_size: bool, output_format: str, out_dir: Path, **options) -> None:
    """Randomised, reproducible setup sheets: a to-scale battlefield per seed.

    Writes OUT/<id>/setup-<seed>.pdf; other seeds, levels, paper, ink and
    lettering are named in the file's name, so no sheet replaces another. The
    same seed and options give the same sheet, byte for byte; hidden pieces are
    never printed. `printgen check` runs first: errors stop it unless --force.

    \b
    Examples:
      printgen setup unstoppable-colossus
      printgen setup unstoppable-colossus --seed 42 --count 12
      printgen setup incredible-hulk --tables 8 --seed 100
      printgen setup mutant-masterworks --difficulty all --seed 7
      printgen setup mutant-masterworks --difficulty Hard --format json
    """
    session = session_for(encounter, options.pop("force"), "setup")
    loaded = session.loaded
    levels = _difficulty(loaded.model, difficulty)
    seeds = _seeds(seed, _how_many(count, tables))
    chosen = options_of(**options)
    with reported(loaded):
        _within_pages(len(seeds) * len(levels), chosen.limits, output_format)
        with _progress(len(seeds) * len(levels)) as made_one:
            series = session.series(levels, seeds, bool(tables), made_one)
            if output_format == "json":
                emit_json([one.to_json() for one in series])
                return
            built = session.setup_sheets(series, chosen, out_dir, full_size)
    last = f" to {seeds[-1]}" if len(seeds) > 1 else ""
    say(f"wrote {built.path} ({count_of(built.pages, 'page')}; seed {seeds[0]}{last})")


def _how_many(count: int | None, tables: int | None) -> int:
    if count and tables:
        raise click.BadParameter("give --count or --tables, not both", param_hint="--count/--tables")
    return count or tables or 1


def _within_pages(sheets: int, limits, output_format: str) -> None:
    """Refuse, before any setup is made, more sheets than one PDF may have."""
    from printgen.core.limits import within_pages

    if output_format == "pdf":
        within_pages(sheets, limits, f"{sheets:,} setup sheets")


def _seeds(seed: int | None, count: int) -> range:
    """SEED … SEED+COUNT-1 (SEED chosen at random if not given); each must be one --seed accepts,
    so that any sheet can be recreated alone."""
    import secrets  # only here: it imports hashlib and random, which --help never needs

    first = secrets.randbelow(1_000_000) if seed is None else seed
    if first + count - 1 > MAX_SEED:
        raise click.BadParameter(f"seeds {first:,} … {first + count - 1:,} run past the largest seed, {MAX_SEED:,}",
                                 param_hint="--seed/--count")
    return range(first, first + count)


@contextmanager
def _progress(setups: int):
    """What to call as each setup is made (they are made as their sheets are drawn): a progress bar's
    step when there are many and someone is watching, else None."""
    if setups == 1 or not sys.stderr.isatty():
        yield None
        return
    with click.progressbar(length=setups, label="setups", file=sys.stderr) as bar:
        yield lambda: bar.update(1)


def _difficulty(enc, asked: str | None) -> list[str]:
    """The levels ``--difficulty`` names, whatever its case: one, or every level for 'all'
    (default: Normal, or the easiest)."""

    if asked is None:
        return [enc.difficulty.default_level]
    found = enc.difficulty.level_named(asked)
    if found is None and asked.casefold() == "all":  # a level called All keeps its name
        return enc.difficulty.level_names()
    if found is None:
        close = enc.difficulty.closest_level(asked)
        hint = f"; did you mean '{close}'?" if close else ""
        raise click.BadParameter(printable(f"'{asked}' is not a difficulty of {enc.id} "
                                           f"({', '.join(enc.difficulty.level_names())}){hint}"),
                                 param_hint="--difficulty")
    return [found]
