"""The encounter's own check settings: every code it silences or re-grades names a real check."""

from __future__ import annotations

import difflib

from printgen.checks import Issue, check


@check("checks.unknown-code", "error")
def settings_name_real_checks(context):
    """Every code under ``checks: silence:`` and ``checks: severity:`` is a check's code; a typo
    would silence or re-grade nothing, without a word."""
    from printgen.checks.registry import REGISTRY  # the registry lists this module

    settings = context.enc.checks
    for kind, entries in (("silence", settings.silence), ("severity", settings.severity)):
        for index, entry in enumerate(entries):
            if entry.code not in REGISTRY:
                yield Issue(settings.path + (kind, index, "code"), f"no check is called '{entry.code}'{_hint(entry.code)}")


def _hint(code: str) -> str:
    from printgen.checks.registry import REGISTRY

    close = difflib.get_close_matches(code, list(REGISTRY), n=1)
    return f"; did you mean '{close[0]}'?" if close else " (the README's table of checks lists them)"
