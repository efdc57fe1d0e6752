"""Findings as a person reads them: an unknown word once, at its first place, with the lines where it
stands again, and after them the lines to paste that accept the words that are right (a designer's
invented names would otherwise fill the screen, one warning per use, with no word on how to accept
them). The JSON report keeps every finding, each at its own place, for tools."""

from __future__ import annotations

import re
from collections.abc import Iterable

from printgen.core.findings import Finding
from printgen.core.wording import one_edit_apart

UNKNOWN_WORD = re.compile(r"^unknown word '([^']+)'(?:; did you mean '([^']+)'\?)?")
"""How text.spelling's message names the word and its likely correction (checks/text/proofreading.py words it so)."""
SHOWN_LINES = 6


def readable(findings: Iterable[Finding]) -> list[str]:
    """Each finding as a line, the repeats of an unknown word folded into its first; then, for each
    file with unknown words, the ``checks: words:`` entries that accept them."""
    findings = list(findings)
    places = _places_of_words(findings)
    lines = [_with_places(finding, places) for finding in findings if _first_of_its_word(finding, places)]
    return lines + [line for file, words in _words_by_file(places).items() for line in _words_block(file, words)]


def _word(finding: Finding) -> str | None:
    match = UNKNOWN_WORD.match(finding.message) if finding.code == "text.spelling" else None
    return match.group(1) if match else None


def _places_of_words(findings: list[Finding]) -> dict[tuple[str, str], list[Finding]]:
    places: dict[tuple[str, str], list[Finding]] = {}
    for finding in findings:
        if (word := _word(finding)) is not None:
            places.setdefault((finding.file, word), []).append(finding)
    return places


def _first_of_its_word(finding: Finding, places) -> bool:
    word = _word(finding)
    return word is None or places[(finding.file, word)][0] is finding


def _with_places(finding: Finding, places) -> str:
    word = _word(finding)
    again = places[(finding.file, word)][1:] if word is not None else []
    if not again:
        return finding.format()
    lines = ", ".join(str(f.line) for f in again[:SHOWN_LINES]) + (", …" if len(again) > SHOWN_LINES else "")
    return f"{finding.format()} (and {len(again)} more: line{'s' if len(again) > 1 else ''} {lines})"


def _words_by_file(places) -> dict[str, list[str]]:
    """The words worth accepting, by file: not those one letter from the word they were surely meant to
    be (a typo offered for acceptance would be one keystroke from printed)."""
    by_file: dict[str, list[str]] = {}
    for (file, word), found in places.items():
        said = UNKNOWN_WORD.match(found[0].message)
        meant = said.group(2) if said else None
        if meant is None or not one_edit_apart(word.lower(), meant.lower()):
            by_file.setdefault(file, []).append(word)
    return by_file



def _words_block(file: str, words: list[str]) -> list[str]:
    """The entries to paste under the file's ``checks:`` key, for the words that are right."""
    return [f"{file}: the words spelling does not know; if they are right, accept them under `checks:`:",
            "  words:", *(f"    - {{word: {word}, reason: a name in this encounter}}" for word in words)]
