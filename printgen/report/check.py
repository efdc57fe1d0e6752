"""The reporters of `printgen check`, by the name `--format` takes: the result as the text to print."""

from __future__ import annotations

import json

from printgen.report.readable import readable
from printgen.report.result import CheckResult
from printgen.core.terminal import json_safe
from printgen.core.wording import count_of


def text_report(result: CheckResult) -> str:
    errors = sum(f.severity == "error" for f in result.findings)
    warnings = sum(f.severity == "warning" for f in result.findings)
    lines = readable(result.findings) + result.summaries
    lines.append(f"checked {count_of(result.checked, 'encounter')}: {count_of(errors, 'error')}, "
                 f"{count_of(warnings, 'warning')}, {result.silenced} silenced")
    return "\n".join(lines)


def json_report(result: CheckResult) -> str:
    return json_safe(json.dumps([finding.to_json() for finding in result.findings], indent=2, ensure_ascii=False))


REPORTERS = {"text": text_report, "json": json_report}
"""Each `--format` of `printgen check`: the result as the text to print."""
