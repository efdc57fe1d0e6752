"""The command line: the only module that imports Click. Commands parse options, call the
core, and map its results to exit codes (0 done, 1 input has errors, 2 usage or unreadable)."""

from __future__ import annotations

import json
import re
import secrets
import signal
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import click

from printgen import registry
from printgen.errors import InvalidBundledData, PrintgenError, UnknownEncounter
from printgen.findings import Finding
from printgen.options import DUPLEX, PAPERS, PART_NAMES, Limits, PrintOptions
from printgen.terminal import json_safe, printable
from printgen.wording import count_of

if TYPE_CHECKING:
    from printgen.loader import Loaded

# The pipeline (pydantic models, reportlab, the checks) is imported inside the commands that use
# it, so that `printgen --help` and `--version` start as fast as Click itself.

FORMATS = ("text", "json")
MAX_ID = 80  # the longest id the format accepts
MAX_SEED = 2**63 - 1


class CommandError(click.ClickException):
    """An error already worded for the user (e.g. ``path:line:col: error [code] message``)."""

    def __init__(self, message: str, exit_code: int):
        super().__init__(message)
        self.exit_code = exit_code

    def show(self, file=None) -> None:
        say(self.message, err=True)


def say(text: str, err: bool = False, nl: bool = True, escape: bool = True) -> None:
    """Echo ``text``, with whatever a terminal would obey (escape sequences, bells …) shown as escapes:
    ids, names and paths come from files and arguments that nobody vetted."""
    click.echo(printable(text) if escape else text, err=err, nl=nl)


def _fail(error: PrintgenError) -> CommandError:
    if isinstance(error, InvalidBundledData):
        return CommandError(str(error), 1)
    return CommandError(str(error), error.exit_code)


@contextmanager
def _reported(loaded: Loaded):
    """Core errors as the command line shows them: a placement that cannot be met is located at
    the constraint that failed most, like any finding."""
    from printgen.randomise import Unsatisfiable

    try:
        yield
    except Unsatisfiable as exc:
        located = Finding(loaded.doc.path, *loaded.doc.position(exc.path), "error", "setup.unsatisfiable", str(exc),
                          loaded.model.id)
        raise CommandError(located.format(), 1) from None
    except PrintgenError as exc:
        raise _fail(exc) from None


def _emit_json(data) -> None:
    say(json_safe(json.dumps(data, indent=2, ensure_ascii=False)), escape=False)


def _print_findings(findings: list[Finding]) -> None:
    for finding in findings:
        say(finding.format(), err=True)


def _load(argument: str) -> Loaded:
    """Load an ENCOUNTER argument, or raise the CLI error that says why not."""
    from printgen.loader import load_encounter

    try:
        loaded = load_encounter(registry.resolve(argument))
    except UnknownEncounter as exc:
        raise click.BadParameter(printable(str(exc)), param_hint="ENCOUNTER") from None
    except PrintgenError as exc:
        raise _fail(exc) from None
    if not loaded.ok:
        _print_findings(loaded.findings)
        errors = sum(f.is_error for f in loaded.findings)
        raise CommandError(f"{loaded.doc.path}: {count_of(errors, 'error')}; nothing shown", 1)
    return loaded


format_option = click.option("--format", "output_format", type=click.Choice(FORMATS), default="text",
                             show_default=True, help="Readable text, or JSON for other tools.")


def _terminate(signum, frame):  # noqa: ARG001
    """SIGTERM and SIGHUP (a closed terminal) unwind like Ctrl-C, so half-written temporary files
    are removed on the way out and the previous output stays as it was."""
    raise SystemExit(128 + signum)


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(package_name="printgen", prog_name="printgen")
def main() -> None:
    """Print-and-play kits for Marvel: Crisis Protocol Ultimate Encounters.

    An ENCOUNTER is a bundled id (see `printgen list`) or the path of a YAML file
    written in the same format.

    \b
    Examples:
      printgen list
      printgen show incredible-hulk
      printgen show my-encounter.yaml --format json
    """
    for name in ("SIGTERM", "SIGHUP"):  # SIGHUP does not exist on Windows
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), _terminate)


@main.command("list")
@format_option
def list_command(output_format: str) -> None:
    """List the bundled encounters.

    \b
    Examples:
      printgen list
      printgen list --format json
    """
    from printgen.loader import display_path
    from printgen.public import list_entry
    from printgen.summary import render_list

    entries = []
    for encounter_id in registry.bundled_ids():
        loaded = _load(encounter_id)
        entries.append(list_entry(loaded.model, display_path(registry.bundled_path(encounter_id))))
    if output_format == "json":
        _emit_json(entries)
    else:
        say(render_list(entries), nl=False)


@main.command()
@click.argument("encounter")
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
    from printgen.public import encounter_json
    from printgen.summary import render_summary

    loaded = _load(encounter)
    if output_format == "json":
        _emit_json(encounter_json(loaded.model, loaded.doc.path))
    else:
        say(render_summary(loaded.model, loaded.doc.path), nl=False)


def limit_options(command):
    """Limits on what one build may produce (absurd input gets a message, not an exhausted machine)."""
    defaults = Limits()
    options = [
        click.option("--max-pages", type=click.IntRange(1), default=defaults.pages, show_default=True,
                     help="Most pages one PDF may have."),
        click.option("--max-tokens", type=click.IntRange(1), default=defaults.tokens, show_default=True,
                     help="Most tokens one build may print."),
        click.option("--max-mb", type=click.IntRange(1), default=defaults.megabytes, show_default=True,
                     help="Largest PDF one build may write, in MB."),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def _limits(max_pages: int, max_tokens: int, max_mb: int) -> Limits:
    return Limits(max_pages, max_tokens, max_mb)


paper_option = click.option("--paper", type=click.Choice(PAPERS), default="letter", show_default=True,
                            help="Paper size.")
out_option = click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("output"),
                          show_default=True, help="Output folder; files go to OUT/<encounter id>/.")


def _write_part(loaded, part: str, options: PrintOptions, out_dir: Path):
    """Build one printed part and say what was written (or that there is nothing to print)."""
    from printgen.parts import build_part

    with _reported(loaded):
        built = build_part(loaded, part, options, out_dir)
    if built is None:
        say(f"{loaded.model.id}: no {part} to print")
        return None
    say(f"wrote {built.path} ({count_of(built.pages, 'page')})")
    return built


def print_options(command):
    """The options every printed part shares."""
    options = [
        paper_option,
        click.option("--duplex", type=click.Choice(DUPLEX), default="long",
                     show_default=True,
                     help="long/short: backs on the next page for that flip; fold: front and back side by "
                          "side to fold; off: fronts, then backs."),
        click.option("--bleed", "bleed_mm", type=click.FloatRange(0, 10), default=3.0, show_default=True,
                     metavar="MM", help="How far backgrounds extend past the trim."),
        out_option,
    ]
    for option in reversed(options):
        command = option(command)
    return command


@main.command()
@click.argument("encounter")
@print_options
@limit_options
def cards(encounter: str, paper: str, duplex: str, bleed_mm: float, out_dir: Path, max_pages: int,
          max_tokens: int, max_mb: int) -> None:
    """Print the encounter's tip cards and stat cards, both faces.

    Writes OUT/<id>/cards.pdf. Text that does not fit its card even at the
    smallest readable size is reported as a layout.overflow error (exit 1);
    the PDF is still written, with the overflowing box outlined.

    \b
    Examples:
      printgen cards incredible-hulk
      printgen cards all-will-be-metal --paper a4 --duplex short
      printgen cards mutant-masterworks --duplex fold --bleed 0 --out prints
    """
    from printgen.checks import run_checks
    from printgen.checks.context import Context

    options = PrintOptions(paper, duplex, bleed_mm, limits=_limits(max_pages, max_tokens, max_mb))
    loaded = _load(encounter)
    if _write_part(loaded, "cards", options, out_dir) is None:
        return
    overflows = run_checks(Context(loaded), ["layout.overflow"]).findings
    _print_findings(overflows)
    if overflows:
        raise CommandError(f"{count_of(len(overflows), 'layout.overflow error')}: the PDF "
                           f"is written, with what does not fit outlined", 1)


@main.command()
@click.argument("encounter")
@paper_option
@click.option("--duplex", type=click.Choice(DUPLEX), default="long", show_default=True,
              help="long/short: backs on the next page for that flip, with registration targets; fold: fronts "
                   "left, backs mirrored right of a fold line; off: fronts, then backs of two-faced tokens.")
@click.option("--spares", type=click.IntRange(0, 20), default=0, show_default=True,
              help="Extra copies of each plain token (Randomizer and numbered tokens are a fixed set).")
@out_option
@limit_options
def tokens(encounter: str, paper: str, duplex: str, spares: int, out_dir: Path, max_pages: int, max_tokens: int,
           max_mb: int) -> None:
    """Print every token of the encounter at its declared shape and size.

    Writes OUT/<id>/tokens.pdf: a cut list, then the tokens packed in rows with a
    cut outline; Randomizer tokens share one back.

    \b
    Examples:
      printgen tokens unstoppable-colossus
      printgen tokens mutant-masterworks --duplex fold --paper a4
      printgen tokens incredible-hulk --spares 2
    """
    options = PrintOptions(paper, duplex, 0.0, spares, _limits(max_pages, max_tokens, max_mb))
    _write_part(_load(encounter), "tokens", options, out_dir)


@main.command()
@click.argument("encounter")
@paper_option
@out_option
@limit_options
def trackers(encounter: str, paper: str, out_dir: Path, max_pages: int, max_tokens: int, max_mb: int) -> None:
    """Print the encounter's trackers: tracks, tiers, spots, areas and tables.

    Writes OUT/<id>/trackers.pdf. Spots and track spaces are sized for the token
    that goes on them; a tracker taller than a page is split across pages with an
    overlap strip to glue and alignment arrows.

    \b
    Examples:
      printgen trackers unstoppable-colossus
      printgen trackers mutant-masterworks --paper a4
    """
    options = PrintOptions(paper, limits=_limits(max_pages, max_tokens, max_mb))
    _write_part(_load(encounter), "trackers", options, out_dir)


@main.command()
@click.argument("encounter")
@click.option("--difficulty", help="Difficulty level (default: Normal, or the easiest if there is no Normal).")
@click.option("--seed", type=click.IntRange(0, MAX_SEED), help="Seed (default: chosen at random and printed).")
@click.option("--count", type=click.IntRange(1, 10_000), default=1, show_default=True,
              help="Sheets for seeds SEED … SEED+COUNT-1, in one PDF.")
@click.option("--format", "output_format", type=click.Choice(["pdf", "json"]), default="pdf", show_default=True,
              help="A PDF of setup sheets, or the setups as JSON on standard output.")
@paper_option
@out_option
@limit_options
def setup(encounter: str, difficulty: str | None, seed: int | None, count: int, output_format: str, paper: str,
          out_dir: Path, max_pages: int, max_tokens: int, max_mb: int) -> None:
    """Randomised, reproducible setup sheets: a to-scale battlefield per seed.

    Placements obey the encounter's constraints; hidden information (face-down
    Randomizer orders) is never printed. The same seed and options give the
    same sheet, byte for byte.

    \b
    Examples:
      printgen setup unstoppable-colossus
      printgen setup unstoppable-colossus --seed 42 --count 12
      printgen setup mutant-masterworks --difficulty Hard --format json
    """
    from printgen.build import build_setup_sheets, setups

    loaded = _load(encounter)
    difficulty = _difficulty(loaded.model, difficulty)
    seed = secrets.randbelow(1_000_000) if seed is None else seed
    if seed + count - 1 > MAX_SEED:  # every sheet's seed must be one --seed accepts, to recreate it
        raise click.BadParameter(f"seeds {seed:,} … {seed + count - 1:,} run past the largest seed, {MAX_SEED:,}",
                                 param_hint="--seed/--count")
    seeds = range(seed, seed + count)
    if output_format == "pdf" and count > max_pages:
        raise CommandError(f"--count {count:,} would make {count:,} pages; the limit is {max_pages:,} "
                           f"(raise it with --max-pages)", 1)
    with _reported(loaded):
        if count > 1 and sys.stderr.isatty():
            with click.progressbar(length=count, label="setups", file=sys.stderr) as bar:
                made = setups(loaded, difficulty, seeds, progress=lambda: bar.update(1))
        else:
            made = setups(loaded, difficulty, seeds)
        if output_format == "json":
            _emit_json([one.to_json() for one in made])
            return
        built = build_setup_sheets(loaded, made, PrintOptions(paper, limits=_limits(max_pages, max_tokens, max_mb)),
                                   out_dir, encounter)
    say(f"wrote {built.path} ({count_of(built.pages, 'page')}; seed {seed}"
               f"{f' to {seed + count - 1}' if count > 1 else ''})")


def _difficulty(enc, asked: str | None) -> str:
    """The level ``--difficulty`` names, whatever its case (default: Normal, or the easiest)."""
    from printgen.build import closest_level, default_difficulty, matching_level

    if asked is None:
        return default_difficulty(enc)
    found = matching_level(enc, asked)
    if found is None:
        close = closest_level(enc, asked)
        hint = f"; did you mean '{close}'?" if close else ""
        raise click.BadParameter(printable(f"'{asked}' is not a difficulty of {enc.id} "
                                           f"({', '.join(enc.difficulty.level_names())}){hint}"),
                                 param_hint="--difficulty")
    return found


@main.command()
@click.argument("encounters", nargs=-1, metavar="[ENCOUNTER|PATH]...")
@format_option
@click.option("--strict", is_flag=True, help="Warnings fail too (exit 1).")
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
    from printgen.check_run import REPORTERS, run_check

    try:
        result = run_check(list(encounters) or registry.bundled_ids())
    except UnknownEncounter as exc:
        raise click.BadParameter(printable(str(exc)), param_hint="ENCOUNTER") from None
    for note in result.notes:
        say(note, err=True)
    say(REPORTERS[output_format](result), escape=output_format != "json")
    if result.exit_code(strict):
        raise SystemExit(result.exit_code(strict))


@main.command()
@click.argument("encounter")
@format_option
def odds(encounter: str, output_format: str) -> None:
    """Exact odds of each roll-table result, per difficulty where the dice depend on it.

    \b
    Examples:
      printgen odds unstoppable-colossus
      printgen odds all-will-be-metal --format json
    """
    from printgen.loader import game_constants
    from printgen.odds import encounter_odds, percent

    loaded = _load(encounter)
    found = encounter_odds(loaded.model, game_constants())
    if output_format == "json":
        _emit_json([item.to_json() for item in found])
        return
    if not found:
        say(f"{loaded.model.id} has no roll tables")
    for item in found:
        level = f" — {item.difficulty}" if item.difficulty else ""
        say(f"{item.table}{level}: {item.dice} {'die' if item.dice == 1 else 'dice'}"
                   f"{f' ({item.note})' if item.note else ''}")
        width = max(len(name) for name, _ in item.rows)
        for name, p in item.rows:
            say(f"  {name:<{width}}  {percent(p):>6}  {p.numerator}/{p.denominator}")


@main.command()
@click.argument("encounters", nargs=-1, metavar="[ENCOUNTER]...")
@click.option("--all", "everything", is_flag=True, help="Every bundled encounter (the same as naming none).")
@print_options
@click.option("--seed", type=click.IntRange(0, MAX_SEED), help="Seed of the setup sheet (default: random).")
@click.option("--force", is_flag=True, help="Build even when `printgen check` finds errors.")
@limit_options
def kit(encounters: tuple[str, ...], everything: bool, paper: str, duplex: str, bleed_mm: float, out_dir: Path,
        seed: int | None, force: bool, max_pages: int, max_tokens: int, max_mb: int) -> None:
    """Build the whole print-and-play kit: one PDF per encounter, with bookmarks.

    Writes OUT/<id>/kit.pdf: a cover (story, what is inside, cut list, printing
    advice), the core and encounter rules, the cards, trackers, tokens, one setup
    sheet and the transcription notes. It runs `printgen check` first: errors stop
    the build (exit 1) unless --force. No ENCOUNTER builds every bundled one.

    \b
    Examples:
      printgen kit
      printgen kit incredible-hulk --paper a4 --duplex fold
      printgen kit my-encounter.yaml --seed 7 --out prints
    """
    from printgen.parts import build_part

    targets = [] if everything else list(encounters)
    targets = targets or registry.bundled_ids()
    failed = False
    for target in targets:
        loaded = _load(target)
        errors = _checked(loaded, err=True)
        if errors and not force:
            say(f"{loaded.model.id}: {count_of(errors, 'error')} from `printgen check`; not built (--force builds "
                f"anyway)", err=True)
            failed = True
            continue
        chosen = secrets.randbelow(1_000_000) if seed is None else seed
        with _reported(loaded):
            built = build_part(loaded, "kit", PrintOptions(paper, duplex, bleed_mm, limits=_limits(
                max_pages, max_tokens, max_mb)), out_dir, chosen)
        say(f"wrote {built.path} ({count_of(built.pages, 'page')}; setup seed {chosen})")
    if failed:
        raise SystemExit(1)


@main.command()
@click.argument("encounter")
@click.option("--part", type=click.Choice(PART_NAMES), default="kit", show_default=True, help="Which part to preview.")
@click.option("--dpi", type=click.IntRange(20, 600), default=100, show_default=True, help="Resolution of the PNGs.")
@paper_option
@click.option("--seed", type=click.IntRange(0, MAX_SEED), default=1, show_default=True,
              help="Seed of the setup sheet.")
@out_option
@limit_options
def preview(encounter: str, part: str, dpi: int, paper: str, seed: int, out_dir: Path, max_pages: int,
            max_tokens: int, max_mb: int) -> None:
    """Write a PNG of each page of a part, for a quick look and for sharing online.

    \b
    Examples:
      printgen preview incredible-hulk
      printgen preview unstoppable-colossus --part cards --dpi 150
    """
    from printgen.output import write_files
    from printgen.parts import part_pdf

    from printgen.render.png import pdf_to_pngs

    loaded = _load(encounter)
    with _reported(loaded):
        data = part_pdf(loaded, part, PrintOptions(paper, limits=_limits(max_pages, max_tokens, max_mb)), seed)
        if data is None:
            say(f"{loaded.model.id} has no {part}")
            return
        images = pdf_to_pngs(data, dpi)
        folder = out_dir / loaded.model.id / "preview"
        written = write_files(out_dir, loaded.model.id, "preview",
                              {f"{part}-{n:02d}.png": png for n, png in enumerate(images, start=1)})
    say(f"wrote {count_of(len(written), 'PNG')} to {folder}")


@main.command("watch")
@click.argument("encounter")
@click.option("--part", type=click.Choice(PART_NAMES), default="kit", show_default=True, help="Which part to rebuild.")
@print_options
@click.option("--seed", type=click.IntRange(0, MAX_SEED), default=1, show_default=True,
              help="Seed of the setup sheet (fixed, so that one build compares with the next).")
@limit_options
def watch_command(encounter: str, part: str, paper: str, duplex: str, bleed_mm: float, out_dir: Path, seed: int,
                  max_pages: int, max_tokens: int, max_mb: int) -> None:
    """Check and rebuild a part (the kit by default) every time the encounter file is saved.

    Prints the findings and the written path after each save; an error in the
    file is reported and the watch goes on. Ctrl-C stops it.

    \b
    Examples:
      printgen watch my-encounter.yaml
      printgen watch my-encounter.yaml --part cards --paper a4
    """
    from printgen.watch import watch_file

    try:
        path = registry.resolve(encounter)
    except UnknownEncounter as exc:
        raise click.BadParameter(printable(str(exc)), param_hint="ENCOUNTER") from None
    options = PrintOptions(paper, duplex, bleed_mm, limits=_limits(max_pages, max_tokens, max_mb))
    say(f"watching {path} for changes (Ctrl-C to stop)")
    try:
        watch_file(path, lambda: _rebuild(encounter, part, options, out_dir, seed))
    except KeyboardInterrupt:
        pass  # Ctrl-C during a rebuild: its temporary file is already gone, the previous output kept
    say("stopped watching")


def _checked(loaded: Loaded, err: bool) -> int:
    """Run every check before a build, print what it finds, and return how many are errors."""
    from printgen.checks import run_checks
    from printgen.checks.context import Context

    findings = run_checks(Context(loaded)).findings
    for finding in findings:
        say(finding.format(), err=err)
    return sum(finding.is_error for finding in findings)


def _rebuild(encounter: str, part: str, options: PrintOptions, out_dir: Path, seed: int) -> None:
    """One turn of the watch: load, check, build. Every failure is reported and none ends the watch."""
    from printgen.parts import build_part

    say(f"[{time.strftime('%H:%M:%S')}] {encounter}")
    try:
        loaded = _load(encounter)
        errors = _checked(loaded, err=False)
        if errors:
            say(f"{count_of(errors, 'error')}; {part} not rebuilt")
            return
        with _reported(loaded):
            built = build_part(loaded, part, options, out_dir, seed, encounter)
        say(f"wrote {built.path} ({count_of(built.pages, 'page')})" if built else f"{loaded.model.id} has no {part}")
    except click.ClickException as exc:
        exc.show()


@main.command()
@click.argument("name")
@click.option("--dir", "folder", type=click.Path(file_okay=False, exists=True, path_type=Path), default=Path("."),
              show_default=True, help="Where to write NAME.yaml.")
def new(name: str, folder: Path) -> None:
    """Start a homebrew encounter: a commented NAME.yaml that passes `check` and builds a kit.

    \b
    Examples:
      printgen new my-encounter
      printgen new sinister-six --dir encounters
    """
    from printgen.output import write_new
    from printgen.templating import render_text

    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", name) or len(name) > MAX_ID:
        raise click.BadParameter(printable(f"'{name}' is not an id: use lower-case words joined by hyphens, "
                                           f"e.g. my-encounter, at most {MAX_ID} characters"), param_hint="NAME")
    title = " ".join(word.capitalize() for word in name.split("-"))
    try:
        path = write_new(folder / f"{name}.yaml", render_text("new-encounter.yaml.j2", id=name, title=title))
    except PrintgenError as exc:
        raise _fail(exc) from None
    say(f"wrote {path}; next: printgen check {path} && printgen kit {path}")


@main.command()
def schema() -> None:
    """Print the JSON Schema of the encounter format, for editors that validate YAML as you type.

    \b
    Examples:
      printgen schema > printgen-encounter.schema.json
    """
    from printgen.schema import encounter_schema

    _emit_json(encounter_schema())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
