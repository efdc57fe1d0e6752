"""checks.*: the encounter's own `checks:` settings: every code it silences or re-grades names a real
check that may be silenced or re-graded, and every silence's `at:` names something the encounter has."""

from __future__ import annotations

import difflib
from collections.abc import Iterator, Sequence

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.model import Encounter
from printgen.model.encounter import SeverityChange, Silence
from printgen.model.tree import own_id, tree_of


@check("checks.unknown-code", "error")
def settings_name_real_checks(context: Context) -> Iterator[Issue]:
    """Every code under ``checks: silence:`` and ``checks: severity:`` is a check's code; a typo
    would silence or re-grade nothing, without a word."""
    for where, entry in _entries(context.enc):
        if entry.code not in context.codes:
            yield Issue(where, f"no check is called '{entry.code}'{_hint(entry.code, context.codes)}")


def _entries(enc: Encounter) -> Iterator[tuple[tuple, Silence | SeverityChange]]:
    """Each entry of the file's ``checks: silence:`` and ``checks: severity:``, with the path of its code."""
    settings = enc.checks
    listed: list[tuple[str, Sequence[Silence | SeverityChange]]] = [("silence", settings.silence),
                                                                     ("severity", settings.severity)]
    for kind, entries in listed:
        yield from ((settings.path + (kind, index, "code"), entry) for index, entry in enumerate(entries))


# Codes whose errors every build enforces on its own, whatever the encounter says of them: a file
# that silenced or downgraded one would pass `check` and then fail every build.
ENFORCED = {"limit.size": "every build refuses an encounter past the size limits",
            "setup.unsatisfiable": "no setup sheet, kit or virtual table can be made without the placement",
            "layout.token-size": "no token sheet or kit can be packed with a token larger than the page",
            "checks.enforced": "it keeps the checks that every build enforces from being turned off"}


@check("checks.enforced", "error")
def enforced_codes_stay_errors(context: Context) -> Iterator[Issue]:
    """No entry silences or downgrades a check that every build enforces anyway (limit.size,
    setup.unsatisfiable, layout.token-size), nor this one: `check` passing must mean the file builds."""
    for where, entry in _entries(context.enc):
        if entry.code in ENFORCED and (isinstance(entry, Silence) or entry.severity != "error"):
            yield Issue(where, f"'{entry.code}' cannot be "
                        f"{'silenced' if isinstance(entry, Silence) else 'downgraded'}: {ENFORCED[entry.code]}")


def _hint(code: str, codes: tuple[str, ...]) -> str:
    close = difflib.get_close_matches(code, list(codes), n=1)
    return f"; did you mean '{close[0]}'?" if close else " (the README's table of checks lists them)"


@check("checks.unknown-subject", "error")
def silences_name_real_things(context: Context) -> Iterator[Issue]:
    """Every silence's ``at:`` is the id of something in the encounter (a rule, token, table …); a
    typo would silence nothing there, without a word."""
    ids = sorted(_ids(context.enc))
    settings = context.enc.checks
    for index, silence in enumerate(settings.silence):
        if silence.at is not None and silence.at not in ids:
            close = difflib.get_close_matches(silence.at, ids, n=1)
            hint = f"; did you mean '{close[0]}'?" if close else ""
            yield Issue(settings.path + ("silence", index, "at"), f"nothing in this encounter has the id "
                        f"'{silence.at}'{hint}")


def _ids(enc: Encounter) -> set[str]:
    """The id of every thing in the model (what a finding's subject can be)."""
    return {own for node, _ in tree_of(enc).models if isinstance(own := own_id(node), str)}
