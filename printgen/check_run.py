"""`printgen check` without the command line: load each encounter, run the checks, gather one
result (printgen/report/check.py prints it)."""

from __future__ import annotations

from dataclasses import dataclass, field

from printgen import excesses, registry
from printgen.checks import run_checks
from printgen.checks.context import Context
from printgen.errors import PrintgenError, UnknownEncounter
from printgen.findings import Finding, sorted_findings
from printgen.load.loader import load_encounter
from printgen.report.odds import odds_summary


@dataclass
class CheckResult:
    findings: list[Finding] = field(default_factory=list)
    silenced: int = 0
    checked: int = 0
    unreadable: bool = False
    notes: list[str] = field(default_factory=list)      # what could not be read, where no finding says it
    summaries: list[str] = field(default_factory=list)  # the odds of each encounter's roll tables

    def exit_code(self, strict: bool) -> int:
        """2 if an input could not be read, 1 for errors (or warnings under ``strict``), else 0."""
        if self.unreadable:
            return 2
        failing = any(f.is_error or (strict and f.severity == "warning") for f in self.findings)
        return 1 if failing else 0


def run_check(targets: list[str]) -> CheckResult:
    """Check each target (a bundled id or a path); an unknown id raises UnknownEncounter."""
    result = CheckResult()
    for target in targets:
        _check_one(target, result)
    result.findings = sorted_findings(result.findings)
    return result


def _check_one(target: str, result: CheckResult) -> None:
    try:
        loaded = load_encounter(registry.resolve(target))
    except UnknownEncounter:
        raise
    except PrintgenError as exc:
        result.unreadable = True
        if hasattr(exc, "finding"):
            result.findings.append(exc.finding)
        else:
            result.notes.append(str(exc))
        return
    result.checked += 1
    result.findings += loaded.findings
    if loaded.ok:
        report = run_checks(Context(loaded))
        result.findings += report.findings
        result.silenced += len(report.silenced)
        if not excesses.excesses(loaded.model):  # past them, limit.size has said so, and the odds are unbounded
            result.summaries.append(odds_summary(loaded.model))
