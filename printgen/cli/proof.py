"""`printgen proof`: the kit as a proofreader reads it, in a browser: findings on the faces where they
print, and what changed since another version."""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from pathlib import Path

import click

from printgen.load import bundled
from printgen.cli.brief import command
from printgen.cli.completion import complete_encounter
from printgen.cli.common import (CommandError, choice, emit_json, limit_options, options_of, out_option,
                                 paper_option, print_findings, reported, say, seed_option)
from printgen.core.options import Duplex, PrintOptions, names


@command()
@click.argument("encounter", shell_complete=complete_encounter)
@click.option("--against", metavar="OLD", default=None, help="Compare with a file, or a git revision (HEAD~1).")
@click.option("--reprint", is_flag=True, help="With --against: write reprint.pdf, the sheets that changed.")
@click.option("--format", "output_format", type=choice(["html", "json"]), default="html", show_default=True,
              help="proof.html, or JSON for tools.")
@paper_option
@click.option("--duplex", type=choice(names(Duplex)), default="long", show_default=True,
              help="Which pages share a sheet (--reprint).")
@seed_option(None, "Setup seed (default: OUT/<id>/kit.pdf's, else 1).")
@click.option("--editor", metavar="PATTERN", default=None, show_default=True,
              help="Link findings to your editor: 'vscode://file{path}:{line}:{col}'.")
@click.option("--serve", is_flag=True, help="Serve it on 127.0.0.1, made again on every save.")
@click.option("--port", type=click.IntRange(1, 65535), default=None, metavar="N",
              help="The port of --serve (default: a free one).")
@out_option
@limit_options
def proof(encounter: str, against: str | None, reprint: bool, output_format: str, seed: int | None, out_dir: Path,
          editor: str | None, serve: bool, port: int | None, **options) -> None:
    """A proof to read in any browser: every finding of `printgen check` beside the
    faces its words print on, highlighted there, and every face with its text.

    Writes OUT/<id>/proof.html. With --against, every face that prints otherwise,
    old and new side by side. Errors are shown, not refused (exit 1 after
    writing). --serve serves it at http://127.0.0.1:PORT/ instead, the open page
    updated on every save.

    \b
    Examples:
      printgen proof my-encounter.yaml
      printgen proof my-encounter.yaml --against last-print.yaml --reprint
      printgen proof my-encounter.yaml --against HEAD~1 --format json
      printgen proof my-encounter.yaml --serve
    """
    from printgen.proof.document import as_json, html

    _refuse_mixed(against, reprint, output_format, (serve, port))
    chosen = options_of(**options)
    links = _editor(editor)
    asked = Asked(against, chosen, seed, links, out_dir)
    if serve:
        return _serve(encounter, asked, port)
    session, cuts = _judged(encounter, output_format, out_dir, links)
    laid = _seed_of(seed, out_dir, session.loaded.model.id)
    with reported(session.loaded):
        old = _old(against, encounter, session.loaded) if against else None
        made, new, again = _made(session, asked, laid, old, cuts)
        if output_format == "json":
            emit_json(as_json(made))
        else:
            _write(session.loaded.model.id, "proof.html", html(made, session.loaded.doc.text).encode("utf-8"), out_dir)
        if reprint and again is not None:  # said on standard error under --format json: its output is the JSON
            _write_reprint(new, again.pages, chosen, (out_dir, output_format == "json"))
    if any(finding.is_error for finding in session.verdict.findings):
        raise SystemExit(1)


@dataclass(frozen=True)
class Asked:
    """What the command line asks of every proof it makes, one-shot or served."""

    against: str | None
    options: PrintOptions
    seed: int | None
    editor: str
    out_dir: Path


def _made(session, asked: Asked, laid, old, cuts=None):
    """The proof of a judged encounter (and the new version, and what to print again), both versions laid
    out as `printgen kit ENCOUNTER --seed SEED` lays them; ``cuts``: its fonts, if they are being cut."""
    from printgen.proof.make import make_proof, version

    new = version(session.loaded, asked.options, laid.seed, session.source)
    older = version(old, asked.options, laid.seed, session.source, new.faces) if old is not None else None
    made, again = make_proof(new, session.verdict.findings, older, asked.against or "", asked.options, cuts)
    return replace(made, seed=laid.seed, seed_said=laid.said, editor=asked.editor), new, again


def _judged(encounter: str, output_format: str, out_dir: Path, editor: str):
    """The encounter judged for its kit, loaded once, errors shown and not refused; a file that does not load
    gets the proof of its findings (and the command ends there); what no kit can be laid out from is refused."""
    from printgen.proof.make import fonts_soon
    from printgen.build.session import Session

    loaded = _loaded_or_shown(encounter, output_format, out_dir, editor)
    cuts = fonts_soon(loaded) if output_format == "html" else None  # cut while it is checked and laid out
    session = Session.judged(loaded, encounter, True, "kit")
    print_findings(session.verdict.findings, True)
    if session.verdict.refused:
        raise CommandError(session.verdict.refused, 1)
    return session, cuts


def _editor(pattern: str | None) -> str:
    """The editor link pattern, refused with the reason where it would not open an editor."""
    from printgen.app.settings import editor_link_problem

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
        loaded = load_encounter(bundled.resolve(encounter))
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


def _old(against: str, encounter: str, new=None):
    """The other version: a file, or this file at a git revision (printgen.proof.against); said on standard
    error when it is another encounter."""
    from printgen.proof.against import older_version, other_encounter

    with reported():
        old = older_version(against, bundled.resolve(encounter).resolve())
    if new is not None and (said := other_encounter(old, new)):
        say(said, err=True)
    return old


def _write(encounter_id: str, name: str, data: bytes, out_dir: Path, err: bool = False) -> None:
    from printgen.build.output import write_atomic

    say(f"wrote {write_atomic(out_dir, encounter_id, name, data)}", err=err)


def _write_reprint(new, pages: list[int], options, where: tuple[Path, bool]) -> None:
    from printgen.build.part_pdf import flip
    from printgen.render.pdf import render_pdf

    out_dir, err = where
    if not pages:
        say("nothing to print again: every page prints as it did", err=err)
        return
    sheets = [new.pages[number - 1] for number in pages]
    data = render_pdf(sheets, f"{new.loaded.model.title} — pages to print again", "printgen proof",
                      duplex=flip(sheets, options.duplex))
    _write(new.loaded.model.id, "reprint.pdf", data, out_dir, err)


def _refuse_mixed(against: str | None, reprint: bool, output_format: str, served: tuple[bool, int | None]) -> None:
    """Options that do not go together: --reprint needs an old version; --serve shows a page in a browser,
    with no JSON to print and no reprint to write; --port is the port of --serve."""
    serve, port = served
    if serve and output_format == "json":
        raise click.UsageError("--serve shows the proof in a browser; --format json prints it once: choose one")
    if serve and reprint:
        raise click.UsageError("--serve writes nothing; --reprint writes reprint.pdf: run it without --serve")
    if port is not None and not serve:
        raise click.UsageError("--port is the port --serve listens on: give --serve too")
    if reprint and against is None:
        raise click.UsageError("--reprint prints again what changed: give --against OLD")


def _serve(encounter: str, asked: Asked, port: int | None) -> None:
    """Serve the proof, made again on every save (the watch of `printgen watch`), until Ctrl-C."""
    from printgen.proof.live import LiveProof, rebuild
    from printgen.proof.serve import ProofServer, serving
    from printgen.app.watch import watch_file

    with reported():
        path = bundled.resolve(encounter)
    old = _old(asked.against, encounter) if asked.against else None
    live = LiveProof(asked.editor)
    try:
        server = ProofServer(live, port or 0)
    except OSError as exc:
        raise CommandError(f"cannot serve on 127.0.0.1:{port}: {(exc.strerror or str(exc)).lower()}", 2) from None
    with serving(server):
        say(f"serving the proof of {path} at {server.url} (Ctrl-C to stop)")
        try:
            watch_file(path, lambda: _said(rebuild(live, lambda: _live_proof(path, encounter, asked, old))))
        except KeyboardInterrupt:
            pass  # Ctrl-C during a build: the page served stays the last one made
    say("stopped serving")


def _live_proof(path: Path, encounter: str, asked: Asked, old):
    """One save's proof and the file's text, made as the one-shot command makes it; NotBuilt (the page
    shows the findings over the last good faces, stale) where that command would show no faces."""
    from printgen.core.errors import PrintgenError
    from printgen.load.loader import load_encounter
    from printgen.proof.live import NotBuilt, not_built
    from printgen.proof.seed import chosen_seed
    from printgen.build.session import Session

    try:
        loaded = load_encounter(path)
    except PrintgenError as exc:
        raise not_built(exc, str(path)) from None
    if not loaded.ok:
        raise NotBuilt(loaded.findings, loaded.doc.data, loaded.doc.path, loaded.doc.text)
    session = Session.judged(loaded, encounter, True, "kit")
    if session.verdict.refused:
        raise NotBuilt(session.verdict.findings, loaded.doc.data, loaded.doc.path, loaded.doc.text)
    laid = chosen_seed(asked.seed, asked.out_dir / loaded.model.id / "kit.pdf")
    try:
        made, _, _ = _made(session, asked, laid, old)
    except PrintgenError as exc:
        raise not_built(exc, str(path), loaded) from None
    return made, loaded.doc.text


def _said(build) -> None:
    say(f"[{time.strftime('%H:%M:%S')}] {build.said}")
