"""The one policy every build follows, apart from any command line: `printgen check` runs first;
its errors refuse the build unless it is forced, and what no build can get past refuses it even then.
The command line prints the findings and maps the verdict to an exit code (printgen/cli/common.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

from printgen.findings import Finding
from printgen.load.loader import Loaded
from printgen.wording import count_of

UNBUILDABLE = {"limit.size": "the size limits hold", "setup.battlefield": "a battlefield must be [width, height]"}
"""What no build can get past, forced or not: past the limits no build is bounded, and no sheet can be
drawn on a battlefield of one length. (What a build cannot make otherwise, a placement never met or a
token larger than its paper, fails as that build, located like any finding.)"""


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
