"""The commands that print parts: cards, tokens, trackers, the whole kit, and PNG previews."""

from __future__ import annotations

from pathlib import Path

import click

from printgen.load import bundled
from printgen.cli.brief import command
from printgen.cli.completion import complete_encounter
from printgen.cli.common import (choice, CommandError, bleed_option, force_option, ink_option, lettering_option,
                                 limit_options, load, offset_options, options_of, out_option, out_to, paper_option,
                                 part_option, print_findings, print_options, reported, say, say_written, seed_option,
                                 session_for, shop_options, write_part)
from printgen.core.options import Duplex, Profile, names
from printgen.core.wording import count_of


@command()
@click.argument("encounter", shell_complete=complete_encounter)
@print_options
@bleed_option(with_shop=True)
@offset_options
@shop_options
@ink_option
@lettering_option
@force_option
@limit_options
def cards(encounter: str, out_dir: Path, png: bool, force: bool, **options) -> None:
    """Print the encounter's cards, both faces: tip, stat and AI cards.

    Writes OUT/<id>/cards.pdf. `printgen check` runs first: errors stop it
    (exit 1) unless --force; text too long for its card is drawn outlined.

    \b
    Examples:
      printgen cards incredible-hulk
      printgen cards all-will-be-metal --paper a4 --duplex short --back-offset 1.5,-0.5
      printgen cards mutant-masterworks --duplex fold --bleed 0 --out prints
      printgen cards incredible-hulk --profile print-shop --png
    """
    session = session_for(encounter, force, part="cards")
    if _print(session, "cards", options_of(**options), out_dir, png) is not None and session.verdict.drawn:
        raise SystemExit(1)


@command()
@click.argument("encounter", shell_complete=complete_encounter)
@paper_option
@click.option("--duplex", type=choice(names(Duplex)), default="long", show_default=True,
              help="long, short: backs on the next page for that flip; fold: mirrored beside a fold; off: after.")
@click.option("--spares", type=click.IntRange(0, 20), default=0, metavar="N",
              help="Extra copies of each plain token (not of Randomizer or numbered ones).")
@out_option
@offset_options
@shop_options
@ink_option
@lettering_option
@force_option
@limit_options
def tokens(encounter: str, out_dir: Path, png: bool, force: bool, **options) -> None:
    """Print every token of the encounter at its declared shape and size.

    Writes OUT/<id>/tokens.pdf, with a cut list; Randomizer tokens share one
    back. `printgen check` runs first: errors stop it (exit 1) unless --force.

    \b
    Examples:
      printgen tokens unstoppable-colossus
      printgen tokens mutant-masterworks --duplex fold --paper a4
      printgen tokens incredible-hulk --spares 2 --back-offset 1.5,-0.5
    """
    bleed = None if Profile(options["profile"]).for_press else 0.0  # home tokens are cut on their outline
    _print(session_for(encounter, force, part="tokens"), "tokens", options_of(bleed_mm=bleed, **options), out_dir, png)


def _print(session, part: str, options, out_dir: Path, png: bool):
    """Write the part for a home printer, a print shop or a print service, and a print shop's PNGs if asked."""
    if png and options.profile is not Profile.PRINT_SHOP:
        raise click.UsageError("--png writes a print shop's images: add --profile print-shop (a service's "
                               "profile writes the files its service takes)")
    if options.profile.service:
        return _order(session, part, options, out_dir)
    built = write_part(session, part, options, out_dir)
    if built is not None and png:
        with reported(session.loaded):
            folder = session.face_pngs(part, options, out_dir)
        say(f"wrote each face as a 300-dpi PNG in {folder}")
    return built


def _order(session, part: str, options, out_dir: Path):
    """Write the part for a print service and say what its preflight found: each deck written, and
    what the service makes nothing for (a warning; an error, exit 1, when that is everything)."""
    from printgen.build.printable import shop_faces
    from printgen.press.preflight import failures

    with reported(session.loaded):
        order = session.order(part, options, out_dir)
    name, piece = order.service.name, shop_faces(part).piece
    for deck in order.decks:
        say(f"wrote {order.folder / deck.file(part, order.service)} ({count_of(len(deck.pieces), piece)} on "
            f"{name}'s {deck.product.described()})")
    failed = failures(order.report)
    for line in failed:
        say(f"{'error' if not order.decks else 'warning'}: {line.removeprefix('FAIL ')}", err=True)
    say(f"preflight: {order.folder / 'preflight.txt'}")
    if not order.decks or any("makes nothing" not in line for line in failed):
        raise SystemExit(1)
    return order


@command()
@click.argument("encounter", shell_complete=complete_encounter)
@paper_option
@out_option
@ink_option
@lettering_option
@force_option
@limit_options
def trackers(encounter: str, out_dir: Path, force: bool, **options) -> None:
    """Print the encounter's trackers: tracks, tiers, spots, areas and tables.

    Writes OUT/<id>/trackers.pdf. Spots and track spaces are sized for the token
    that goes on them; a tracker taller than a page is split across pages with an
    overlap strip to glue and alignment arrows. It runs `printgen check` first:
    errors stop it (exit 1) unless --force.

    \b
    Examples:
      printgen trackers unstoppable-colossus
      printgen trackers mutant-masterworks --paper a4
    """
    write_part(session_for(encounter, force, part="trackers"), "trackers", options_of(**options), out_dir)


@command()
@click.argument("encounters", nargs=-1, metavar="[ENCOUNTER]...", shell_complete=complete_encounter)
@click.option("--all", "everything", is_flag=True, help="Every bundled encounter (the same as naming none).")
@print_options
@bleed_option(with_shop=False)
@offset_options
@ink_option
@lettering_option
@seed_option(None, "Seed of the setup sheet (default: random).")
@force_option
@limit_options
def kit(encounters: tuple[str, ...], everything: bool, out_dir: Path, seed: int | None, force: bool,
        **options) -> None:
    """Build the whole print-and-play kit: one PDF per encounter, with bookmarks.

    Writes OUT/<id>/kit.pdf: cover, rules, cards, trackers, tokens, a setup
    sheet and notes. `printgen check` runs first: errors stop the build (exit 1)
    unless --force. No ENCOUNTER builds every bundled one.

    \b
    Examples:
      printgen kit
      printgen kit incredible-hulk --paper a4 --duplex fold
      printgen new my-encounter && printgen kit my-encounter.yaml --seed 7 --out prints
      printgen kit incredible-hulk --back-offset 1.5,-0.5 --ink low
    """
    if everything and encounters:
        raise click.UsageError("name encounters or give --all, not both")
    from printgen.build.kits import KitJob, kit_runs

    targets = _distinct(list(encounters) or bundled.bundled_ids())
    loadable = _loadable(targets, force)  # all found and read before any is built
    _one_kit_each([one for one, _ in loadable])
    jobs = [KitJob(one, target, _seed(seed)) for one, target in loadable]
    chosen = options_of(**options)
    runs = kit_runs(jobs, force, chosen, out_dir)
    for run in runs:
        print_findings(run.verdict.findings if run.verdict else [])
    exit_code = max((_said(job, run, chosen) for job, run in zip(jobs, runs, strict=True)), default=0)
    if exit_code or len(loadable) < len(targets):
        raise SystemExit(max(exit_code, 1))


def _loadable(targets: list[str], force: bool) -> list[tuple]:
    """(loaded, target) for each file that loads; each that does not is reported (every finding, and that
    no kit of it is built) and the others' kits are still made."""
    found = []
    for target in targets:
        try:
            found.append((load(target, "kit", force), target))
        except CommandError as exc:
            if exc.exit_code != 1 or len(targets) == 1:
                raise
            exc.show()
    return found


def _distinct(targets: list[str]) -> list[str]:
    """Each ENCOUNTER once, however often it is named (as an id or a path): it makes one kit."""
    with reported():
        files = [bundled.resolve(target).resolve() for target in targets]
    return [target for index, target in enumerate(targets) if files.index(files[index]) == index]


def _one_kit_each(loaded) -> None:
    """Two files that are one encounter by id would write one kit.pdf, the second over the first."""
    first: dict[str, str] = {}
    for one in loaded:
        other = first.setdefault(one.model.id, one.doc.path)
        if other != one.doc.path:
            raise CommandError(f"{other} and {one.doc.path} are both encounter '{one.model.id}': one kit would "
                               f"replace the other in OUT/{one.model.id}/; give each file an id of its own, or build "
                               f"them in two runs with different --out", 2)


def _seed(seed: int | None) -> int:
    """The setup sheet's seed: the one given, or a random one (printed with the kit, to make it again)."""
    import secrets  # only here: it imports hashlib and random, which --help never needs

    return secrets.randbelow(1_000_000) if seed is None else seed


def _said(job, run, options) -> int:
    """Say what became of one kit (written, refused, or what stopped it), as write_part says it; the
    exit code it asks for."""
    if run.verdict is not None and run.verdict.refused:
        say(run.verdict.refused, err=True)
        return 1
    if run.error is not None:
        try:
            with reported(job.loaded):
                raise run.error
        except click.ClickException as exc:
            exc.show()
            return exc.exit_code
    if run.built is None:
        say(f"{job.loaded.model.id} has no kit to print")
        return 1
    say_written(run.built, "kit", options, job.seed)
    return 0


@command()
@click.argument("encounter", shell_complete=complete_encounter)
@part_option("Which part to preview.")
@click.option("--dpi", type=click.IntRange(20, 600), default=100, show_default=True, help="Resolution of the PNGs.")
@paper_option
@seed_option(1, "Seed of the setup sheet.")
@out_to("OUT/<id>/preview/<part>-NN.png")
@ink_option
@lettering_option
@force_option
@limit_options
def preview(encounter: str, part: str, dpi: int, seed: int, out_dir: Path, force: bool, **options) -> None:
    """Write a PNG of each page of a part, for a quick look and for sharing online.

    It runs `printgen check` first: errors stop it (exit 1) unless --force.

    \b
    Examples:
      printgen preview incredible-hulk
      printgen preview unstoppable-colossus --part cards --dpi 150
    """
    import re

    from printgen.build.output import replace_folder
    from printgen.render.png import pdf_to_png_stream

    session = session_for(encounter, force, part=part)
    loaded = session.loaded
    with reported(loaded):
        data = session.pdf(part, options_of(**options), seed)
        if data is None:
            say(f"{loaded.model.id} has no {part}")
            return
        pngs = ((f"{part}-{n:02d}.png", png) for n, png in enumerate(pdf_to_png_stream(data, dpi), start=1))
        this_part = re.compile(rf"{part}-\d{{2,}}\.png")
        # The folder replaced as a set: another part's previews are kept, this part's earlier ones are not.
        written = replace_folder(out_dir, loaded.model.id, "preview", pngs,
                                 keep=lambda name: not this_part.fullmatch(name))
    say(f"wrote {count_of(len(written), 'PNG')} to {out_dir / loaded.model.id / 'preview'}")
