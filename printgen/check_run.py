"""`printgen check` without the command line: load each encounter, run the checks, gather one
result; and the reporters that print it, by the name `--format` takes."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from printgen import registry
from printgen.checks import run_checks
from printgen.checks.context import Context
from printgen.errors import PrintgenError, UnknownEncounter
from printgen.findings import Finding, sorted_findings
from printgen.loader import game_constants, load_encounter
from printgen.odds import encounter_odds, percent
from printgen.terminal import json_safe
from printgen.wording import count_of


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
        result.summaries.append(odds_summary(loaded.model))


def odds_summary(enc) -> str:
    """One line per roll table and level: how often each result comes up."""
    lines = [f"{enc.id}: odds"]
    for odds in encounter_odds(enc, game_constants()):
        if "+" in (odds.difficulty or ""):
            continue  # the extra-die variants are for `printgen odds`
        rows = ", ".join(f"{name.split(' (')[0]} {percent(p)}" for name, p in odds.rows)
        level = f" at {odds.difficulty} ({count_of(odds.dice, 'die', 'dice')})" if odds.difficulty else ""
        lines.append(f"  {odds.table}{level}: {rows}")
    return "\n".join(lines) if len(lines) > 1 else f"{enc.id}: no roll tables"


def text_report(result: CheckResult) -> str:
    errors = sum(f.severity == "error" for f in result.findings)
    warnings = sum(f.severity == "warning" for f in result.findings)
    lines = [finding.format() for finding in result.findings] + result.summaries
    lines.append(f"checked {count_of(result.checked, 'encounter')}: {count_of(errors, 'error')}, "
                 f"{count_of(warnings, 'warning')}, {result.silenced} silenced")
    return "\n".join(lines)


def json_report(result: CheckResult) -> str:
    return json_safe(json.dumps([finding.to_json() for finding in result.findings], indent=2, ensure_ascii=False))


REPORTERS = {"text": text_report, "json": json_report}
"""Each `--format` of `printgen check`: the result as the text to print."""


def odds_text(encounter_id: str, found: list) -> str:
    """What `printgen odds` prints: each table and level, then each result's chance, exactly."""
    if not found:
        return f"{encounter_id} has no roll tables"
    lines = []
    for item in found:
        level = f" — {item.difficulty}" if item.difficulty else ""
        note = f" ({item.note})" if item.note else ""
        lines.append(f"{item.table}{level}: {count_of(item.dice, 'die', 'dice')}{note}")
        width = max(len(name) for name, _ in item.rows)
        lines += [f"  {name:<{width}}  {percent(p):>6}  {p.numerator}/{p.denominator}" for name, p in item.rows]
    return "\n".join(lines)
