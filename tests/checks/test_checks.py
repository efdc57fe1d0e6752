"""checks.*: the `checks:` block and what guards it: an encounter silences a finding or re-grades a check,
each with a reason, and accepts its own words; a code or an `at:` that names nothing is an error, and so is
turning off a check every build enforces."""

from __future__ import annotations

import pytest

from conftest import at, checked, load_snippet, located, with_rule
from printgen.checks import run_checks
from printgen.checks.context import Context

CRATES = "tokens:\n  - {id: crate, name: Crate, count: 2, front: {label: Crate}}\n"
MISSPELT = with_rule("The Crisis Team starts with priorty.")


@pytest.mark.parametrize("entry", ["silence:\n    - {code: text.speling, reason: Names.}",
                                   "severity:\n    - {code: text.speling, severity: error, reason: Names.}"])
def test_a_setting_naming_no_check_is_an_error_at_the_code(tmp_path, entry):
    text = with_rule("The Crisis Team starts with priority.") + f"checks:\n  {entry}\n"
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "text.speling"), "checks.unknown-code")]
    assert found[0].message == "no check is called 'text.speling'; did you mean 'text.spelling'?"


def test_a_silence_at_no_such_thing_is_an_error_at_its_at(tmp_path):
    text = MISSPELT + CRATES + "checks:\n  silence: [{code: ref.unused-token, at: crates, reason: Later.}]\n"
    found = checked(tmp_path, text, "checks.unknown-subject")
    assert located(found) == [(*at(text, "at: crates", "crates"), "checks.unknown-subject")]
    assert found[0].message == "nothing in this encounter has the id 'crates'; did you mean 'crate'?"


def test_silences_and_known_words_are_configurable(tmp_path):
    text = MISSPELT + CRATES
    assert located(checked(tmp_path, text)) == [(*at(text, "priorty"), "text.spelling"),
                                                (*at(text, "{id: crate"), "ref.unused-token")]
    configured = text + ("checks:\n  words: [{word: priorty, reason: the designer's spelling}]\n"
                         "  silence: [{code: ref.unused-token, at: crate, reason: crates come later}]\n")
    report = run_checks(Context(load_snippet(tmp_path, configured)))
    assert report.findings == []
    assert [(f.code, reason) for f, reason in report.silenced] == [("ref.unused-token", "crates come later")]


def test_every_silence_in_the_bundled_data_is_used_and_explained(loaded_bundled):
    for loaded in loaded_bundled.values():
        report = run_checks(Context(loaded))
        used = {(f.code, reason) for f, reason in report.silenced}
        for silence in loaded.model.checks.silence:
            assert silence.reason and (silence.code, silence.reason) in used, silence


def test_an_encounter_regrades_a_check_with_a_reason(cli, tmp_path):
    """checks: severity: makes a check's findings errors (or warnings) in this encounter only."""
    path = tmp_path / "strict.yaml"
    path.write_text(MISSPELT + "checks:\n  severity:\n"
                    "    - {code: text.spelling, severity: error, reason: This one goes to print as it is.}\n")
    result = cli("check", str(path))
    assert result.exit_code == 1
    line, col = at(MISSPELT, "priorty")
    assert result.stdout.startswith(f"{path}:{line}:{col}: error [text.spelling] unknown word 'priorty'")


@pytest.mark.parametrize("code", ["limit.size", "setup.unsatisfiable", "layout.token-size", "checks.enforced"])
@pytest.mark.parametrize("entry, verb", [("silence:\n    - {code: CODE, reason: Later.}", "silenced"),
                                         ("severity:\n    - {code: CODE, severity: warning, reason: Later.}",
                                          "downgraded")])
def test_a_check_every_build_enforces_cannot_be_turned_off(tmp_path, code, entry, verb):
    """Silenced or downgraded, limit.size and setup.unsatisfiable would let check pass a file that
    every build then refuses (and checks.enforced guards them, so it cannot be turned off either)."""
    text = with_rule("The Crisis Team starts with priority.") + "checks:\n  " + entry.replace("CODE", code) + "\n"
    found = checked(tmp_path, text, "checks.enforced")
    assert located(found) == [(*at(text, f"code: {code}", code), "checks.enforced")]
    assert found[0].message.startswith(f"'{code}' cannot be {verb}: ")


def test_an_enforced_check_may_be_named_an_error(tmp_path):
    text = with_rule("The Crisis Team starts with priority.") + (
        "checks:\n  severity:\n    - {code: limit.size, severity: error, reason: As it is.}\n")
    assert checked(tmp_path, text, "checks.enforced") == []
