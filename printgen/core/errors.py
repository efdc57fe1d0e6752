"""The exceptions printgen raises for input it cannot use.

Only the CLI turns these into exit codes; the core never exits or prints.
"""

from __future__ import annotations

from printgen.core.findings import Finding


class PrintgenError(Exception):
    """Base of every error printgen reports to its user (exit code 2 unless said otherwise)."""

    exit_code = 2


class UnreadableInput(PrintgenError):
    """A file that is missing, unreadable, too large or not YAML: one clear line, exit 2."""

    def __init__(self, finding: Finding):
        super().__init__(finding.format())
        self.finding = finding


class UnknownEncounter(PrintgenError):
    """An ENCOUNTER argument that is neither a bundled id nor a file."""


class InvalidBundledData(PrintgenError):
    """Bundled data that fails to load: a defect of printgen itself, reported with its findings
    (exit 1, like any input with errors)."""

    exit_code = 1

    def __init__(self, findings: list[Finding]):
        super().__init__("\n".join(f.format() for f in findings))
        self.findings = findings


class InvalidAt(ValueError):
    """A model validator's complaint about one of its node's children (an attack of a stat card).

    Pydantic locates a model validator's error at the node itself; ``at`` (keys and indexes below
    the node) lets the finding point at the child the user has to fix.
    """

    def __init__(self, message: str, at: tuple = ()):
        super().__init__(message)
        self.at = tuple(at)
