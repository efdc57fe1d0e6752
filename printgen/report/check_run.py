"""`printgen check` without the command line: load each encounter, run the checks, gather one
result (printgen/report/check.py prints it)."""

from __future__ import annotations

from printgen.load import excesses
from printgen.load import bundled
from printgen.checks import run_checks
from printgen.checks.context import Context
from printgen.core.errors import PrintgenError, UnknownEncounter
from printgen.core.findings import sorted_findings
from printgen.load.loader import load_encounter
from printgen.report.odds import odds_summary
from printgen.report.result import CheckResult


def run_check(targets: list[str]) -> CheckResult:
    """Check each target (a bundled id or a path); an unknown id raises UnknownEncounter."""
    result = CheckResult()
    for target in targets:
        _check_one(target, result)
    result.findings = sorted_findings(result.findings)
    return result


def _check_one(target: str, result: CheckResult) -> None:
    try:
        loaded = load_encounter(bundled.resolve(target))
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
