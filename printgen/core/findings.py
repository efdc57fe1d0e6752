"""Located findings: what the loader and the checks report about an input file."""

from __future__ import annotations

from dataclasses import dataclass, asdict
from typing import Literal

Severity = Literal["error", "warning", "info"]


@dataclass(frozen=True)
class Finding:
    file: str
    line: int
    col: int
    severity: Severity
    code: str
    message: str
    encounter: str | None = None

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    def sort_key(self) -> tuple:
        return (self.file, self.line, self.col, self.code, self.message)

    def format(self) -> str:
        return f"{self.file}:{self.line}:{self.col}: {self.severity} [{self.code}] {self.message}"

    def to_json(self) -> dict:
        return asdict(self)


def sorted_findings(findings) -> list[Finding]:
    return sorted(findings, key=Finding.sort_key)


def alternatives(words: list[str], joiner: str = "or") -> str:
    """Words as a sentence lists them: ``a``, ``a or b``, ``a, b or c`` (never a Python list)."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {joiner} {words[-1]}"
