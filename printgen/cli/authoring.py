"""The homebrew designer's commands: start a file, rebuild it on every save, and the schema for
editors."""

from __future__ import annotations

import time
from pathlib import Path

import click

from printgen.load import bundled
from printgen.cli.brief import command
from printgen.cli.completion import complete_encounter
from printgen.cli.common import (CommandError, bleed_option, emit_json, force_option, ink_option, judged,
                                 lettering_option, limit_options, offset_options, options_of, part_option,
                                 print_options, reported, say, seed_option, write_part)
from printgen.core.terminal import printable, shell_command



@command()
@click.argument("name")
@click.option("--dir", "folder", type=click.Path(file_okay=False, exists=True, path_type=Path), default=Path("."),
              show_default=True, help="Where to write NAME.yaml.")
def new(name: str, folder: Path) -> None:
    """Start a homebrew encounter: a commented NAME.yaml that passes `check` and builds a kit.

    NAME is the encounter's id: lower-case words joined by hyphens. The file is
    written in --dir (a folder that exists) and never replaces one already there;
    beside it goes printgen-encounter.schema.json, which the file's first line
    names, so that an editor checks and completes it as you type.

    \b
    Examples:
      printgen new my-encounter
      printgen new sinister-six --dir encounters
    """
    from printgen.cli.scaffold import write_scaffold
    from printgen.model.base import MAX_ID, is_id

    if not is_id(name):
        raise click.BadParameter(printable(f"'{name}' is not an id: use lower-case words joined by hyphens, "
                                           f"e.g. my-encounter, at most {MAX_ID} characters"), param_hint="NAME")
    with reported():
        path, schema = write_scaffold(folder, name)
    if schema:
        say(schema)
    check, kit = (shell_command(["printgen", command, str(path)]) for command in ("check", "kit"))
    say(f"wrote {path}; next: {check} && {kit}")


@command("watch")
@click.argument("encounter", shell_complete=complete_encounter)
@part_option("Which part to rebuild.")
@print_options
@bleed_option(with_shop=False)
@offset_options
@ink_option
@lettering_option
@seed_option(1, "Seed of the setup sheet (fixed: one build compares with the next).")
@force_option
@limit_options
def watch_command(encounter: str, part: str, out_dir: Path, seed: int, force: bool, **options) -> None:
    """Check and rebuild a part (the kit by default) every time the encounter file is saved.

    Builds at once, then after each save; an error is reported, the last good
    PDF stays, and the watch goes on. Ctrl-C stops it.

    \b
    Examples:
      printgen watch my-encounter.yaml
      printgen watch my-encounter.yaml --part cards --paper a4
    """
    from printgen.app.watch import watch_file

    with reported():
        path = bundled.resolve(encounter)
    if not path.parent.is_dir():  # the folder is what is watched: it must be there to watch
        raise CommandError(f"{path}: there is no folder {path.parent} to watch", 2)
    _watchable(path)
    chosen = options_of(**options)
    say(f"watching {path} for changes (Ctrl-C to stop)")
    built: list[str] = []  # when this watch last wrote the part: "the last good one" exists only after that
    try:
        watch_file(path, lambda: _rebuild(encounter, part, chosen, (out_dir, seed, force), built),
                   moved=lambda: say(f"{path}: its folder was replaced (or its link points elsewhere); watching it "
                                     "there"))
    except KeyboardInterrupt:
        pass  # Ctrl-C during a rebuild: its temporary file is already gone, the previous output kept
    say("stopped watching")


def _watchable(path: Path) -> None:
    """A file that may not be there yet, but that could be: a name too long, or a folder that cannot
    be searched, would be watched for ever with nothing ever to see."""
    from printgen.load.loader import display_path

    try:
        path.stat()
    except FileNotFoundError:
        pass
    except OSError as exc:
        why = (exc.strerror or str(exc)).lower()
        raise CommandError(f"{display_path(path)}: cannot be watched: {why}", 2) from None


def _rebuild(encounter: str, part: str, options, how: tuple[Path, int, bool], built: list[str]) -> None:
    """One turn of the watch: load, check, build, by the policy of every build (printgen.build.session).
    Every failure is reported, and ends with the same words whatever failed (the file, check, or the
    build): the part written last in this watch stays, or none was written yet; none ends the watch."""
    out_dir, seed, force = how
    now = time.strftime('%H:%M:%S')
    say(f"[{now}] {encounter}")
    try:
        session = judged(encounter, force, part, err=False)
        if session.verdict.refused:
            raise CommandError(session.verdict.refused, 1)
        if write_part(session, part, options, out_dir, seed) is not None:
            built[:] = [now]
    except click.ClickException as exc:
        exc.show()
        say(f"{part} not rebuilt; the one written at {built[0]} stays" if built else
            f"{part} not written yet: mend the file and save it again", err=True)


@command()
def schema() -> None:
    """Print the JSON Schema of the encounter format, for editors that validate YAML as you type.

    \b
    Examples:
      printgen schema > printgen-encounter.schema.json
    """
    from printgen.app.schema import encounter_schema

    emit_json(encounter_schema())
