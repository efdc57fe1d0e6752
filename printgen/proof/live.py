"""The live proof's state (`printgen proof --serve`): the page to serve now, which build it is, whether a
build is running, and the waits of the pages that listen for the next one. A build that fails keeps the
last good proof's faces, marked stale, under the findings of the file as it is now; with no good proof yet,
the proof of the file that does not load. Nothing here serves or watches: proof/serve.py serves the page,
the command line's watch calls ``rebuild``."""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace

from printgen.core.errors import PrintgenError
from printgen.core.findings import Finding
from printgen.load.loader import Loaded
from printgen.proof.document import Proof, html
from printgen.proof.locate import Located
from printgen.proof.unloaded import unloaded_proof
from printgen.randomise.result import Unsatisfiable
from printgen.core.templating import render_html

WAITING = ('<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
           '<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>Proof: checking…</title>\n'
           '</head>\n<body>\n<main><p>The first proof is being made: this page shows it when it is ready.</p></main>\n'
           '</body>\n</html>\n')
"""The page before the first build ends: it updates itself like any other."""
EXCERPT_BYTES = 1 << 20
"""How much of a file that cannot be loaded is read for the lines its finding shows."""
HEARD = 16
"""States kept for a stream that has not read the last ones yet (a page stalls; the server goes on)."""


@dataclass(frozen=True)
class Build:
    """What the open pages are told: the build ``generation`` (0 before the first), whether a next one is
    running, how long the last took, whether it made a proof, and whether the faces shown are stale."""

    generation: int = 0
    checking: bool = False
    ms: int = 0
    made: bool = True
    stale: bool = False

    @property
    def said(self) -> str:
        """The build in the words the page's status shows."""
        if self.generation == 0:
            return "checking…"
        if not self.made:
            return f"checked in {self.ms} ms: not built" + (", the faces are stale" if self.stale else "")
        return f"built in {self.ms} ms"


class NotBuilt(Exception):
    """A save that gives no proof: the file does not load, or no kit can be laid out from it. Carries what
    the page shows instead: the findings, over the file's text."""

    def __init__(self, findings: list[Finding], data: object, file: str, text: str):
        super().__init__(f"{len(findings)} findings")
        self.findings, self.data, self.file, self.text = findings, data, file, text


class LiveProof:
    """The page served now and its build; safe to read from the server's threads while a build runs. The
    ``editor`` link pattern is for the proof of a file that does not load (a good proof carries its own)."""

    def __init__(self, editor: str = "") -> None:
        self.editor = editor
        self._changed = threading.Condition()
        self._build = Build()
        self._said: deque[Build] = deque([self._build], maxlen=HEARD)
        self._count = 1  # states published since the start: an event stream's place in them
        self._page = _with_live(WAITING, Proof("", "", "", [], {}, live=True), self._build).encode("utf-8")
        self._good: Proof | None = None
        self.stopped = False

    def page(self) -> bytes:
        with self._changed:
            return self._page

    def build(self) -> Build:
        with self._changed:
            return self._build

    def said_after(self, seen: int | None, timeout: float) -> tuple[int, list[Build]] | None:
        """Every state published after the first ``seen`` (for None, the state now), in order, so that a page
        hears "checking" even of a build quicker than its stream: waits up to ``timeout`` seconds for one
        (none: an empty list); with the count of states so far, or None once stopped."""
        with self._changed:
            if seen is None:
                return self._count, [self._build]
            self._changed.wait_for(lambda: self.stopped or self._count > seen, timeout)
            if self.stopped:
                return None
            missed = min(self._count - seen, len(self._said))
            return self._count, list(self._said)[len(self._said) - missed:]

    def checking(self) -> None:
        self._set(replace(self._build, checking=True))

    def built(self, proof: Proof, text: str, started: float) -> None:
        """A good proof: served as it is, and kept for when the file breaks."""
        self._good = proof
        self._publish(proof, text, started, Build(made=True))

    def failed(self, failure: NotBuilt, started: float) -> None:
        """The last good proof's faces, stale, under the findings now; or the proof of the unloaded file."""
        if self._good is None:
            shown = replace(unloaded_proof(failure.data, failure.file, failure.findings), editor=self.editor)
            self._publish(shown, failure.text, started, Build(made=False))
        else:
            shown = stale(self._good, failure.findings, failure.file)
            self._publish(shown, failure.text, started, Build(made=False, stale=True))

    def stop(self) -> None:
        """Ends every wait: the pages' event streams close, and the server can stop."""
        with self._changed:
            self.stopped = True
            self._changed.notify_all()

    def _publish(self, proof: Proof, text: str, started: float, outcome: Build) -> None:
        """The page of ``proof``, timed from ``started`` (the build's start) to its HTML ready, then served
        as the next build, with the ``outcome``'s made and stale."""
        page = html(proof, text)
        build = replace(outcome, generation=self._build.generation + 1, ms=_ms_since(started))
        served = _with_live(page, proof, build).encode("utf-8")
        with self._changed:
            self._page = served
            self._say(build)

    def _set(self, build: Build) -> None:
        with self._changed:
            self._say(build)

    def _say(self, build: Build) -> None:
        """The state now ``build``, heard by every stream (the lock held)."""
        self._build = build
        self._said.append(build)
        self._count += 1
        self._changed.notify_all()


def not_built(error: PrintgenError, file: str, loaded: Loaded | None = None) -> NotBuilt:
    """What a save the one-shot command would refuse shows instead: the error as a finding, located where it
    has a place (a file that is not YAML, a placement never met) and else at the file's start, over the
    file's text (its first EXCERPT_BYTES when it could not be loaded: enough for the lines a finding shows)."""
    if isinstance(error, Unsatisfiable) and loaded is not None:
        found = [Finding(loaded.doc.path, *loaded.doc.position(error.path), "error", "setup.unsatisfiable",
                         str(error), loaded.model.id)]
    else:
        found = [getattr(error, "finding", None) or Finding(file, 1, 1, "error", "proof.not-built", str(error))]
    if loaded is not None:
        return NotBuilt(found, loaded.doc.data, file, loaded.doc.text)
    return NotBuilt(found, None, file, _beginning(file))


def _beginning(file: str) -> str:
    try:
        with open(file, "rb") as opened:
            return opened.read(EXCERPT_BYTES).decode("utf-8", errors="replace")
    except OSError:
        return ""


def rebuild(live: LiveProof, make: Callable[[], tuple[Proof, str]]) -> Build:
    """One turn of the watch: the open pages hear "checking", then the new page (``make``'s proof over the
    file's text) or, when ``make`` raises NotBuilt, the stale one; timed from the start to the page ready."""
    live.checking()
    started = time.perf_counter()
    try:
        proof, text = make()
    except NotBuilt as failure:
        live.failed(failure, started)
    else:
        live.built(proof, text, started)
    return live.build()


def stale(good: Proof, findings: list[Finding], file: str) -> Proof:
    """The last good proof's faces, their highlights gone (they were of findings no longer there), under
    the findings of the file as it is now, placed on no face."""
    sections = {name: [replace(view, marks=[]) for view in views] for name, views in good.sections.items()}
    return replace(good, file=file, located=[Located(finding, "", {}) for finding in findings], sections=sections)


def _with_live(page: str, proof: Proof, build: Build) -> str:
    """The page with what makes it live: the stale banner first in its <body>, and before its </body> the
    build's status and the script that keeps it up to date (templates/proof/live.html.j2)."""
    served = replace(proof, live=True)
    top, end = (render_html("proof/live.html.j2", proof=served, build=build, place=place) for place in ("top", "end"))
    start = page.find(">", page.find("<body")) + 1
    finish = page.rfind("</body>")
    return page[:start] + top + page[start:finish] + end + page[finish:]


def _ms_since(started: float) -> int:
    return round((time.perf_counter() - started) * 1000)
