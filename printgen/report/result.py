"""What `printgen check` found over its encounters: the findings, what was silenced or unreadable,
and the exit code they make (printgen/report/check_run.py gathers it; report/check.py prints it)."""

from __future__ import annotations

from dataclasses import dataclass, field

from printgen.core.findings import Finding


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
