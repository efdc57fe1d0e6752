"""`printgen check`: small registered checks over a loaded encounter.

Each check is a function of the typed Context (checks/context.py), marked with a stable dotted code,
a default severity and a docstring (checks/base.py). It lives in the module its code's area names
(``text.spelling`` in checks/text/, ``setup.zone-area`` in checks/setup/, ``card.duplicate-title`` in
checks/cards.py), and checks/registry.py lists the modules; it yields Issues (a path into the file, a
message, optionally the word to point at and the id of what it concerns). ``run_checks`` locates them,
applies the encounter's re-gradings and silences, and sorts them. Nothing stops at the first finding.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.checks.base import Check, Issue
from printgen.checks.checks import ENFORCED
from printgen.checks.context import Context
from printgen.checks.registry import REGISTRY, described  # noqa: F401  (the public names of the package)
from printgen.core.findings import Finding, Severity, sorted_findings
from printgen.load.text_values import as_written
from printgen.model import Encounter


@dataclass
class Report:
    findings: list[Finding]
    silenced: list[tuple[Finding, str]]


def run_checks(context: Context, codes: list[str] | None = None) -> Report:
    """Every registered check (or those named) over one encounter."""
    report = Report([], [])
    context.codes = tuple(REGISTRY)
    for code, registered in REGISTRY.items():
        if not codes or code in codes:
            for issue in registered.function(context):
                _file(report, context, registered, issue)
    report.findings = sorted_findings(report.findings)
    return report


def _file(report: Report, context: Context, registered: Check, issue: Issue) -> None:
    """Locate one issue, grade it, and keep it as a finding or as silenced with its reason."""
    doc, enc = context.doc, context.enc
    if issue.needle:  # counted in the text as written, where text references say other words
        needle, occurrence = as_written(enc, context.constants, issue.path, issue.needle, issue.occurrence)
        line, col = doc.position_of_text(issue.path, needle, occurrence)
    else:
        line, col = doc.position(issue.path)
    severity = _chosen_severity(enc, registered.code) or issue.severity or registered.severity
    finding = Finding(doc.path, line, col, severity, registered.code, issue.message, enc.id)
    reason = _silencing(enc, registered.code, issue.subject)
    if reason is None:
        report.findings.append(finding)
    else:
        report.silenced.append((finding, reason))


def _chosen_severity(enc: Encounter, code: str) -> Severity | None:
    """The severity the encounter's ``checks: severity:`` gives ``code``, if it changes it (never
    for a check every build enforces: checks.enforced says so)."""
    if code in ENFORCED:
        return None
    return next((change.severity for change in enc.checks.severity if change.code == code), None)


def _silencing(enc: Encounter, code: str, subject: str | None) -> str | None:
    if code in ENFORCED:
        return None
    for silence in enc.checks.silence:
        if silence.code == code and (silence.at is None or silence.at == subject):
            return silence.reason
    return None
