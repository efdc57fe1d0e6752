"""`printgen check`: small registered checks over a loaded encounter.

Each check is a function registered with a stable dotted code, a default severity and
a docstring; it yields Issues (a path into the file, a message, optionally the word to
point at and the id of what it concerns). The runner locates them, applies the
encounter's silences, and sorts them. Nothing stops at the first finding.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Callable, Iterator

from printgen.findings import Finding, Severity, sorted_findings


@dataclass(frozen=True)
class Issue:
    path: tuple
    message: str
    subject: str | None = None       # the id of the rule, token, table … (for silencing)
    needle: str | None = None        # a word inside the string at ``path`` to point at
    occurrence: int = 0
    severity: Severity | None = None  # overrides the check's default


@dataclass(frozen=True)
class Check:
    code: str
    severity: Severity
    function: Callable
    doc: str


REGISTRY: dict[str, Check] = {}


def check(code: str, severity: Severity):
    """Register a check function under ``code``."""
    def register(function):
        REGISTRY[code] = Check(code, severity, function, inspect.getdoc(function) or "")
        return function
    return register


@dataclass
class Report:
    findings: list[Finding]
    silenced: list[tuple[Finding, str]]


def run_checks(context, codes: list[str] | None = None) -> Report:
    """Every registered check (or those named) over one encounter."""
    doc, enc = context.doc, context.enc
    findings: list[Finding] = []
    silenced: list[tuple[Finding, str]] = []
    for code, registered in sorted(REGISTRY.items()):
        if codes and code not in codes:
            continue
        for issue in registered.function(context):
            if issue.needle:
                line, col = doc.position_of_text(issue.path, issue.needle, issue.occurrence)
            else:
                line, col = doc.position(issue.path)
            severity = _chosen_severity(enc, code) or issue.severity or registered.severity
            finding = Finding(doc.path, line, col, severity, code, issue.message, enc.id)
            reason = _silencing(enc, code, issue.subject)
            if reason is None:
                findings.append(finding)
            else:
                silenced.append((finding, reason))
    return Report(sorted_findings(findings), silenced)


def _chosen_severity(enc, code: str) -> Severity | None:
    """The severity the encounter's ``checks: severity:`` gives ``code``, if it changes it."""
    return next((change.severity for change in enc.checks.severity if change.code == code), None)


def _silencing(enc, code: str, subject: str | None) -> str | None:
    for silence in enc.checks.silence:
        if silence.code == code and (silence.at is None or silence.at == subject):
            return silence.reason
    return None


def described() -> Iterator[Check]:
    yield from (REGISTRY[code] for code in sorted(REGISTRY))


# The checks register themselves when their modules are imported.
from printgen.checks import (config, difficulty, glyphs, layout, limits, refs, setup, tables, text,  # noqa: E402,F401
                             trackers)
