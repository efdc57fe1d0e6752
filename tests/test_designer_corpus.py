"""The designer's corpus (issue 48): an original encounter of our own (tests/fixtures/designer/original.yaml)
and one-mistake copies of it (tests/fixtures/designer/mistakes.yaml), each a mistake a designer makes that
prints wrong paper, with the findings `check` owes it by code and line. The original is correct prose and
data, so `check --strict` passes it; a copy of class H that only adds correct English beside a name must
find nothing the original does not, so that a false alarm counts as much as a miss.

`python tests/test_designer_corpus.py` prints how many mistakes of each class `check` finds
(``found_per_class``), and each one it misses."""

from __future__ import annotations

import tempfile
from functools import cache
from pathlib import Path

import pytest
import yaml

from printgen.checks import run_checks
from printgen.checks.context import Context
from printgen.core.findings import Finding
from printgen.load.loader import load_encounter

pytestmark = pytest.mark.slow  # checks 60-odd whole encounters, setup searches included

DESIGNER = Path(__file__).resolve().parent / "fixtures" / "designer"
ORIGINAL = (DESIGNER / "original.yaml").read_text(encoding="utf-8")
MISTAKES: list[dict] = yaml.safe_load((DESIGNER / "mistakes.yaml").read_text(encoding="utf-8"))
BY_ID = {case["id"]: case for case in MISTAKES}
CLASSES = "ABCDEFGH"


# --- a copy, and what check finds in it -------------------------------------------------------------------

def copy_text(case: dict) -> str:
    """The original with the case's edits made, each in the one place its `old` stands."""
    text = ORIGINAL
    for edit in case["edits"]:
        assert ORIGINAL.count(edit["old"]) == 1, f"{case['id']}: {edit['old']!r} is not once in original.yaml"
        text = text.replace(edit["old"], edit["new"])
    return text


def findings_in(text: str, name: str) -> list[Finding]:
    """What `printgen check` reports for ``text`` saved as ``name``: the loader's findings, then the checks'."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_text(text, encoding="utf-8")
        loaded = load_encounter(path, name)
        found = list(loaded.findings)
        if loaded.ok:
            found += run_checks(Context(loaded)).findings
    return [finding for finding in found if finding.severity in ("error", "warning")]


@cache
def findings_of(case_id: str) -> tuple[Finding, ...]:
    """Each copy is checked once a process, for its test and for the summary alike."""
    case = BY_ID[case_id]
    return tuple(findings_in(copy_text(case), f"{case_id}.yaml"))


def line_of(text: str, at: str | list[str]) -> int:
    """The line of ``at`` in ``text``: a text found there once, or [where, what], ``what`` inside the one ``where``."""
    where, what = (at, at) if isinstance(at, str) else at
    assert text.count(where) == 1, f"{where!r} occurs {text.count(where)} times"
    offset = text.index(where) + where.index(what)
    return text.count("\n", 0, offset) + 1


def codes_of(expectation: dict) -> tuple[str, ...]:
    """The codes that may report an expectation: one, or any of a list where the issue leaves it open."""
    code = expectation["code"]
    return (code,) if isinstance(code, str) else tuple(code)


def missed(case: dict) -> list[dict]:
    """The expected findings check does not report, at their lines, in the copy."""
    found = {(finding.code, finding.line) for finding in findings_of(case["id"])}
    return [expectation for expectation in case["expect"]
            if not any((code, expectation["line"]) in found for code in codes_of(expectation))]


@cache
def findings_of_the_original() -> frozenset[tuple[str, str]]:
    """(code, message) of what check finds in the original: nothing, once every check is right."""
    return frozenset((finding.code, finding.message) for finding in findings_in(ORIGINAL, "original.yaml"))


def false_alarms(case: dict) -> list[Finding]:
    """For a copy that adds only correct English (expect: []), every finding the original does not have:
    a check of the words above all, but a count or a name read wrong is as false an alarm."""
    return [finding for finding in findings_of(case["id"])
            if (finding.code, finding.message) not in findings_of_the_original()]


def is_found(case: dict) -> bool:
    """check does what the case asks: every expected finding, or (expect: []) no word finding at all."""
    return not missed(case) if case["expect"] else not false_alarms(case)


def found_per_class() -> dict[str, tuple[int, int]]:
    """Class -> (mistakes check finds as expected, mistakes of the class)."""
    tally = {letter: [0, 0] for letter in CLASSES}
    for case in MISTAKES:
        tally[case["class"]][0] += is_found(case)
        tally[case["class"]][1] += 1
    return {letter: (found, total) for letter, (found, total) in tally.items()}


# --- the tests ----------------------------------------------------------------------------------------------

def test_the_original_passes_strictly():
    assert sorted(findings_of_the_original()) == []


def test_each_class_has_its_share_of_mistakes():
    totals = {letter: sum(case["class"] == letter for case in MISTAKES) for letter in CLASSES}
    assert all(totals[letter] >= 6 for letter in "ABCDEFG"), totals
    quiet = [case for case in MISTAKES if case["class"] == "H" and not case["expect"]]
    loud = [case for case in MISTAKES if case["class"] == "H" and case["expect"]]
    assert len(quiet) >= 4 and len(loud) >= 4
    assert len(BY_ID) == len(MISTAKES), "two cases share an id"


@pytest.mark.parametrize("case_id", list(BY_ID))
def test_each_expected_line_is_the_line_of_its_text(case_id):
    case = BY_ID[case_id]
    text = copy_text(case)
    assert text != ORIGINAL
    assert [expectation["line"] for expectation in case["expect"]] == [
        line_of(text, expectation["at"]) for expectation in case["expect"]]


@pytest.mark.parametrize("case_id", list(BY_ID))
def test_check_finds_each_mistake_and_nothing_in_correct_english(case_id):
    case = BY_ID[case_id]
    assert not missed(case), "\n".join(
        [f"missed {'/'.join(codes_of(e))} at line {e['line']}" for e in missed(case)]
        + ["found: " + finding.format() for finding in findings_of(case_id)])
    if not case["expect"]:
        assert [finding.format() for finding in false_alarms(case)] == []


# --- python tests/test_designer_corpus.py ---------------------------------------------------------------------

def _report_case(case: dict) -> list[str]:
    """What check misses of one case, or finds where it should find nothing."""
    if not case["expect"]:
        return [f"  {case['id']}: false alarm {finding.code} at line {finding.line}: {finding.message}"
                for finding in false_alarms(case)]
    return [f"  {case['id']}: missed {' or '.join(codes_of(e))} at line {e['line']} ({case['what']})"
            for e in missed(case)]


def main() -> None:
    per_class = found_per_class()
    print("class  found/total")
    for letter, (found, total) in per_class.items():
        print(f"  {letter}    {found}/{total}")
    found = sum(found for found, _ in per_class.values())
    print(f"  all  {found}/{len(MISTAKES)}")
    for case in MISTAKES:
        for line in _report_case(case):
            print(line)


if __name__ == "__main__":
    main()
