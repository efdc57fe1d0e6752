"""The commands that read encounters and print what they find: list, show, check, odds."""

from __future__ import annotations

import click

from printgen.load import bundled
from printgen.cli.brief import command
from printgen.cli.completion import complete_encounter
from printgen.cli.common import emit_json, format_option, lettering_option, load, reported, say


@command("list")
@format_option
def list_command(output_format: str) -> None:
    """List the bundled encounters.

    \b
    Examples:
      printgen list
      printgen list --format json
    """
    from printgen.load.loader import display_path
    from printgen.report.public import list_entry
    from printgen.report.summary import render_list

    entries = [list_entry(load(encounter_id).model, display_path(bundled.bundled_path(encounter_id)))
               for encounter_id in bundled.bundled_ids()]
    if output_format == "json":
        emit_json(entries)
    else:
        say(render_list(entries), nl=False)


@command()
@click.argument("encounter", shell_complete=complete_encounter)
@format_option
def show(encounter: str, output_format: str) -> None:
    """Summarise an encounter: difficulty, tokens, tables, trackers, cards, assumptions.

    The JSON form is the normalised model: print sizes in millimetres, battlefield
    distances in inches.

    \b
    Examples:
      printgen show unstoppable-colossus
      printgen show all-will-be-metal --format json
      printgen show ./my-encounter.yaml
    """
    from printgen.report.public import encounter_json
    from printgen.report.summary import render_summary

    loaded = load(encounter)
    if output_format == "json":
        emit_json(encounter_json(loaded.model, loaded.doc.path))
    else:
        say(render_summary(loaded.model, loaded.doc.path), nl=False)


@command()
@click.argument("encounters", nargs=-1, metavar="[ENCOUNTER|PATH]...", shell_complete=complete_encounter)
@format_option
@click.option("--strict", is_flag=True, help="Warnings fail too (exit 1).")
@lettering_option
def check(encounters: tuple[str, ...], output_format: str, strict: bool) -> None:
    """Check encounters before printing: rule tables, difficulty, trackers, references, proofreading.

    With no argument, checks every bundled encounter. Findings are sorted by file and
    line; silenced ones (each with its reason in the encounter's `checks:`) are counted.

    \b
    Examples:
      printgen check
      printgen check my-encounter.yaml --strict
      printgen check incredible-hulk --format json
    """
    from printgen.report.check_run import run_check
    from printgen.report.check import REPORTERS

    with reported():
        result = run_check(list(encounters) or bundled.bundled_ids())
    for note in result.notes:
        say(note, err=True)
    say(REPORTERS[output_format](result), escape=output_format != "json")
    if result.exit_code(strict):
        raise SystemExit(result.exit_code(strict))


@command()
@click.argument("encounter", shell_complete=complete_encounter)
@format_option
def odds(encounter: str, output_format: str) -> None:
    """Exact odds of each roll-table result, per difficulty where the dice depend on it.

    \b
    Examples:
      printgen odds unstoppable-colossus
      printgen odds all-will-be-metal --format json
    """
    from printgen.load.excesses import within_model_limits
    from printgen.load.loader import game_constants
    from printgen.report.odds import encounter_odds, odds_text

    loaded = load(encounter)
    with reported(loaded):
        within_model_limits(loaded)  # a roll of thousands of dice has odds too long to work out
    found = encounter_odds(loaded.model, game_constants())
    if output_format == "json":
        emit_json([item.to_json() for item in found])
    else:
        say(odds_text(loaded.model.id, found))
