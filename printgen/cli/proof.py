"""`printgen proof`: the kit as a proofreader reads it, in a browser: findings on the faces where they
print, and what changed since another version."""

from __future__ import annotations

import subprocess
import tempfile
from dataclasses import replace
from pathlib import Path

import click

from printgen import registry
from printgen.cli.common import (CommandError, emit_json, limit_options, load, options_of, out_option, paper_option,
                                 print_findings, reported, say, seed_option)
from printgen.options import Duplex, names
from printgen.wording import count_of


@click.command()
@click.argument("encounter")
@click.option("--against", metavar="OLD", default=None,
              help="Another version to compare with: a file, or a git revision of this file (HEAD~1, v1.2 …).")
@click.option("--reprint", is_flag=True, help="With --against: also write reprint.pdf, only the sheets that print "
                                              "otherwise, each front with its back.")
@click.option("--format", "output_format", type=click.Choice(["html", "json"]), default="html", show_default=True,
              help="OUT/<id>/proof.html for a person, or the findings and changes as JSON for tools.")
@paper_option
@click.option("--duplex", type=click.Choice(names(Duplex)), default="long", show_default=True,
              help="How the kit is printed: which pages share a sheet, for --reprint.")
@seed_option(None, "Seed of the setup sheet, the same for both versions (default: the seed the kit in "
                   "OUT/<id>/kit.pdf records, so that a reprint names the setup sheet already printed; else 1).")
@click.option("--editor", metavar="PATTERN", default=None, show_default=True,
              help="A link on each finding that opens its place in your editor, e.g. "
                   "'vscode://file{path}:{line}:{col}' (off unless given or set: printgen config set editor …).")
@out_option
@limit_options
def proof(encounter: str, against: str | None, reprint: bool, output_format: str, seed: int | None, out_dir: Path,
          editor: str | None, **options) -> None:
    """A proof to read in any browser: every finding of `printgen check` beside the
    faces its words print on, highlighted there, and every face with its text.

    Writes OUT/<id>/proof.html, one file with its pictures inside. With --against,
    it lists every face that prints otherwise, word by word, old and new side by
    side; --reprint writes OUT/<id>/reprint.pdf with only those sheets. Errors in
    the file are shown, not refused (exit 1 after writing), unless no kit can be
    laid out at all.

    \b
    Examples:
      printgen proof my-encounter.yaml
      printgen proof my-encounter.yaml --against last-print.yaml --reprint
      printgen proof my-encounter.yaml --against HEAD~1 --format json
    """
    from printgen.proof.document import as_json, html
    from printgen.proof.make import make_proof, version

    if reprint and against is None:
        raise click.UsageError("--reprint prints again what changed: give --against OLD")
    chosen = options_of(**options)
    links = _editor(editor)
    session = _judged(encounter, output_format, out_dir, links)
    laid = _seed_of(seed, out_dir, session.loaded.model.id)
    with reported(session.loaded):
        new = version(session.loaded, chosen, laid.seed, encounter)  # both as `printgen kit ENCOUNTER` lays them
        old = version(_old(against, encounter), chosen, laid.seed, encounter, new.faces) if against else None
        made, again = make_proof(new, session.verdict.findings, old, against or "", chosen)
        made = replace(made, seed=laid.seed, seed_said=laid.said, editor=links)
        if output_format == "json":
            emit_json(as_json(made))
        else:
            _write(session.loaded.model.id, "proof.html", html(made, session.loaded.doc.text).encode("utf-8"), out_dir)
        if reprint and again is not None:  # said on standard error under --format json: its output is the JSON
            _write_reprint(new, again.pages, chosen, (out_dir, output_format == "json"))
    if any(finding.is_error for finding in session.verdict.findings):
        raise SystemExit(1)


def _judged(encounter: str, output_format: str, out_dir: Path, editor: str):
    """The encounter judged for its kit, loaded once, errors shown and not refused; a file that does not load
    gets the proof of its findings (and the command ends there); what no kit can be laid out from is refused."""
    from printgen.session import Session

    session = Session.judged(_loaded_or_shown(encounter, output_format, out_dir, editor), encounter, True, "kit")
    print_findings(session.verdict.findings, True)
    if session.verdict.refused:
        raise CommandError(session.verdict.refused, 1)
    return session


def _editor(pattern: str | None) -> str:
    """The editor link pattern, refused with the reason where it would not open an editor."""
    from printgen.settings import editor_link_problem

    if pattern and (problem := editor_link_problem(pattern)):
        raise click.BadParameter(problem, param_hint="--editor")
    return pattern or ""


def _seed_of(asked: int | None, out_dir: Path, encounter_id: str):
    """The setup seed of the kit the proof stands for (printgen.proof.seed), said on standard error."""
    from printgen.proof.seed import chosen_seed

    kit = out_dir / encounter_id / "kit.pdf"
    laid = chosen_seed(asked, kit)
    say(f"proof laid out with {laid.said} ({kit})", err=True)
    return laid


def _loaded_or_shown(encounter: str, output_format: str, out_dir: Path, editor: str):
    """The encounter loaded; for a file that does not load, its proof, every finding with its lines and no
    face, and exit 1."""
    from printgen.load.loader import load_encounter
    from printgen.proof.document import as_json, html
    from printgen.proof.unloaded import folder_of, unloaded_proof

    with reported():
        loaded = load_encounter(registry.resolve(encounter))
    if loaded.ok:
        return loaded
    doc = loaded.doc
    made = replace(unloaded_proof(doc.data, doc.path, loaded.findings), editor=editor)
    print_findings(loaded.findings, err=True)
    if output_format == "json":
        emit_json(as_json(made))
    else:
        _write(folder_of(doc.data, Path(doc.path).name), "proof.html", html(made, doc.text).encode("utf-8"), out_dir)
    raise SystemExit(1)


def _old(against: str, encounter: str):
    """The other version: a file, or this file at a git revision (read with `git show`)."""
    if Path(against).is_file():
        return load(against)
    path = registry.resolve(encounter).resolve()
    shown = subprocess.run(["git", "-C", str(path.parent), "show", f"{against}:./{path.name}"], capture_output=True)
    if shown.returncode != 0:
        raise click.BadParameter(f"'{against}' is neither a file nor a git revision of {path.name}",
                                 param_hint="--against")
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / path.name
        copy.write_bytes(shown.stdout)
        from printgen.load.loader import load_encounter

        loaded = load_encounter(copy, display=f"{against}:{path.name}")
    if not loaded.ok:
        raise CommandError(f"{against}:{path.name} does not load: {count_of(len(loaded.findings), 'finding')}", 1)
    return loaded


def _write(encounter_id: str, name: str, data: bytes, out_dir: Path, err: bool = False) -> None:
    from printgen.output import write_atomic

    say(f"wrote {write_atomic(out_dir, encounter_id, name, data)}", err=err)


def _write_reprint(new, pages: list[int], options, where: tuple[Path, bool]) -> None:
    from printgen.build import flip
    from printgen.render.pdf import render_pdf

    out_dir, err = where
    if not pages:
        say("nothing to print again: every page prints as it did", err=err)
        return
    sheets = [new.pages[number - 1] for number in pages]
    data = render_pdf(sheets, f"{new.loaded.model.title} — pages to print again", "printgen proof",
                      duplex=flip(sheets, options.duplex))
    _write(new.loaded.model.id, "reprint.pdf", data, out_dir, err)


COMMANDS = (proof,)
