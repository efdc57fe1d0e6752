"""One run over one encounter, apart from any command line: the file loaded once, `printgen check`
run once, and the one policy every build follows. Its errors refuse the build unless it is forced;
what no build can get past refuses it even then. Every command that prints goes through a Session:
each part, the kit, preview, watch, setup sheets and the Tabletop Simulator export. The command
line prints the findings and maps the verdict to an exit code (printgen/cli/common.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from printgen.core.errors import PrintgenError
from printgen.core.findings import Finding
from printgen.load.loader import Loaded
from printgen.build.printable import part_named
from printgen.core.wording import count_of

UNBUILDABLE = {"limit.size": "the size limits hold", "setup.battlefield": "a battlefield must be [width, height]"}
"""What no build can get past, forced or not: past the limits no build is bounded, and no sheet can be
drawn on a battlefield of one length. (What a build cannot make otherwise, a placement never met or a
token larger than its paper, fails as that build, located like any finding.)"""

class Refused(PrintgenError):
    """A build the policy refuses; its message says why, in words for the user."""

    exit_code = 1


@dataclass(frozen=True)
class Verdict:
    findings: list[Finding]
    refused: str | None = None
    """Why nothing is built, in words for the user; None when the build goes on."""
    drawn: list[Finding] = field(default_factory=list)
    """Errors the part draws where they are (an overflowing card box outlined): built, then exit 1."""


def check(loaded: Loaded) -> list[Finding]:
    """Every check over a loaded encounter, its findings sorted."""
    from printgen.checks import run_checks
    from printgen.checks.context import Context

    return run_checks(Context(loaded)).findings


def judge(loaded: Loaded, force: bool, drawn: frozenset[str] = frozenset()) -> Verdict:
    """Check once and decide: errors refuse the build unless ``force`` (UNBUILDABLE holds even then);
    errors of a code in ``drawn`` do not refuse, since the part shows them where they are."""
    findings = check(loaded)
    errors = [finding for finding in findings if finding.is_error]
    enforced = [error for error in errors if error.code in UNBUILDABLE]
    refusing = [error for error in errors if error.code not in drawn]
    if enforced or (refusing and not force):
        anyway = f"{UNBUILDABLE[enforced[0].code]} even under --force" if enforced else "--force builds anyway"
        why = f"{loaded.model.id}: {count_of(len(errors), 'error')} from `printgen check`; not built ({anyway})"
        return Verdict(findings, why)
    return Verdict(findings, None, [error for error in errors if error.code in drawn and not force])


@dataclass
class Session:
    """A loaded encounter, the ENCOUNTER as the user gave it (a path, which a printed command must
    name), and the verdict of its one check. Every build asks the verdict first."""

    loaded: Loaded
    source: str
    verdict: Verdict

    @classmethod
    def judged(cls, loaded: Loaded, source: str, force: bool = False, part: str = "") -> Session:
        """Judged for a build of ``part``, whose errors it draws where they are do not refuse it (the cards'
        overflow; the kit, which goes to print whole, draws none); for any other build (no part), every error
        refuses. A name that is no part's is an error (printgen.build.printable.UnknownPart)."""
        return cls(loaded, source, judge(loaded, force, part_named(part).draws if part else frozenset()))

    def build(self, part: str, options, out_root: Path, seed: int = 1):
        """Write the part (printgen.build.part_pdf.build_part); None if the encounter has none of it."""
        from printgen.build.part_pdf import build_part

        return build_part(self._allowed(), part, options, out_root, seed, self.source)

    def pdf(self, part: str, options, seed: int = 1) -> bytes | None:
        """The part as PDF bytes, written nowhere (a preview's pages)."""
        from printgen.build.part_pdf import part_pdf

        return part_pdf(self._allowed(), part, options, seed, self.source)

    def setup_sheets(self, series, options, out_root: Path, full_size: bool = False):
        """Write the setup sheets of a ``series`` (printgen.build.setups.Series, made as drawn), or each
        battlefield at 1:1."""
        from printgen.build.setups import build_full_size, build_setup_sheets

        loaded = self._allowed()
        if full_size:
            return build_full_size(loaded, series, options, out_root)
        return build_setup_sheets(loaded, series, options, out_root, self.source)

    def face_pngs(self, part: str, options, out_root: Path) -> Path:
        """A print shop's images of the part's faces (printgen.press.shop); the folder written."""
        from printgen.press.shop import write_face_pngs

        return write_face_pngs(self._allowed(), part, options, out_root)

    def order(self, part: str, options, out_root: Path):
        """The part for the print service ``options.profile`` names (printgen.press.orders), with its preflight."""
        from printgen.press.orders import write_order

        return write_order(self._allowed(), part, options, out_root)

    def series(self, levels: list[str], seeds, tables: bool = False, progress=None):
        """The setups of every seed at every level (printgen.build.setups.Series), each made when it is drawn
        or read; as an event's tables, if ``tables``."""
        from printgen.build.setups import Series

        return Series.of(self._allowed(), levels, seeds, tables, progress)

    def export(self, out_root: Path, seed: int | None, base_url: str | None, limits):
        """The Tabletop Simulator export (printgen.tts.export)."""
        from printgen.tts.export import export

        return export(self._allowed(), out_root, seed, base_url, limits)

    def _allowed(self) -> Loaded:
        """The encounter, once the verdict lets it be built."""
        if self.verdict.refused:
            raise Refused(self.verdict.refused)
        return self.loaded
