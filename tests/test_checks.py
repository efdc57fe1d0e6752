"""`printgen check`: each registered check firing and staying quiet, configuration, the seeds'
own typos, the bundled encounters passing, exit codes and JSON; `printgen odds`."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from conftest import FIXTURES
from printgen.checks import REGISTRY, described, run_checks
from printgen.checks.context import Context
from printgen.loader import game_constants, load_encounter
from printgen.odds import encounter_odds

MINIMAL = (FIXTURES / "valid" / "minimal.yaml").read_text()
MISTAKES = FIXTURES / "invalid" / "check"
TOKENS = "tokens:\n  - {id: crate, name: Crate, count: 2, front: {label: Crate}}\n"


def findings_for(tmp_path, text: str, codes=None):
    path = tmp_path / "e.yaml"
    path.write_text(text, encoding="utf-8")
    loaded = load_encounter(path, "e.yaml")
    assert loaded.ok, [f.format() for f in loaded.findings]
    return run_checks(Context(loaded), codes)


def with_rule(text: str) -> str:
    return MINIMAL.replace("    text: The Crisis Team starts with priority.", f"    text: {text}")


# (code, encounter text that makes it fire, a fragment of the message)
FIRING = [
    ("table.faces", MINIMAL + "tables:\n  - id: t\n    name: Rolls\n    dice: 1\n    rows:\n"
     "      - {faces: [critical, wild, hit], text: Good.}\n      - {faces: [hit, blank], text: Bad.}\n",
     "missing block, failure; more than once: hit"),
    ("difficulty.levels", MINIMAL.replace("{name: Hard, values: {menace-dice: 2}}", "{name: Hard, values: {}}"),
     "level 'Hard' has no value for 'Menace Dice'"),
    ("difficulty.monotonic", MINIMAL.replace("{menace-dice: 2}", "{menace-dice: 0}"),
     "'Menace Dice' should get more from Normal (1) to Hard (0)"),
    ("difficulty.text", MINIMAL.replace("{menace-dice: 1}", "{menace-dice: Roll 1 die.}").replace(
        "{menace-dice: 2}", "{menace-dice: Rolls 2 dice.}").replace(
        "    - {name: Hard", "    - {name: Harder, values: {menace-dice: Roll 3 die.}}\n    - {name: Hard"),
     "phrased unlike the other"),
    ("tracker.tiers", MINIMAL + "trackers:\n  - id: t\n    name: T\n    components:\n      - type: track\n"
     "        id: k\n        label: K\n        from: 0\n        to: 9\n        tiers:\n"
     "          - {from: 0, to: 3, label: A}\n          - {from: 5, to: 9, label: B}\n",
     "gap before tier 'B': no tier holds space 4"),
    ("tracker.start", MINIMAL + "trackers:\n  - id: t\n    name: T\n    components:\n"
     "      - {type: track, id: k, label: K, from: 1, to: 5, start: 9}\n", "start 9 is off track 'K' (1–5)"),
    ("tracker.victory-points", MINIMAL.replace("    winner: crisis-team\n", "    winner: crisis-team\n    vp: 12\n")
     + "trackers:\n  - id: t\n    name: T\n    components:\n"
     "      - {type: track, id: vp, label: VP, from: 1, to: 10, role: victory-points, side: crisis-team}\n",
     "track 'VP' stops at 10, short of the 12 VP of 'Victory'"),
    ("tracker.spots", MINIMAL + "tokens:\n  - {id: big, name: Big, count: 1, size: 90mm, shape: round,"
     " front: {label: B}}\ntrackers:\n  - id: t\n    name: T\n    components:\n"
     "      - {type: spots, id: s, label: S, count: 1, token: big}\n",
     "too large for a tracker space"),
    ("ref.unused-token", MINIMAL + TOKENS, "token 'Crate' is declared but nothing uses it"),
    ("ref.randomizer-spots", MINIMAL + "randomizers:\n  - {id: g, name: G, back: {label: G}}\n"
     "tokens:\n  - {id: r, name: R, count: 5, randomizer: g, front: {label: R}}\n"
     "trackers:\n  - id: t\n    name: T\n    components:\n      - {type: spots, id: s, label: S, count: 6, token: r}\n",
     "has 6 spots for the 5 tokens of Randomizer group 'g'"),
    ("ref.count-in-text", with_rule("Shuffle the 3 Crate tokens.") + TOKENS, "the data has 2 (token 'Crate')"),
    ("ref.group-as-token", MINIMAL + "  random:\n    - {id: p, token: g, count: 1}\n"
     "randomizers:\n  - {id: g, name: G, back: {label: G}}\n"
     "tokens:\n  - {id: r, name: R, count: 1, randomizer: g, front: {label: R}}\n",
     "'g' is a Randomizer group, not a token: the map places tokens, not groups"),
    ("ref.placed-copies", MINIMAL + "  random:\n    - {id: crates, token: crate, count: 3}\n" + TOKENS,
     "the setup map places 3 copies of 'Crate' but the kit prints 2"),
    ("ref.face-down-alike", MINIMAL + "randomizers:\n  - {id: g, name: G, back: {label: G}, face_down: true}\n"
     "tokens:\n  - {id: a, name: A, count: 2, size: 30mm, randomizer: g, front: {label: A}}\n"
     "  - {id: b, name: B, count: 2, size: 40mm, randomizer: g, front: {label: B}}\n",
     "'B' is round 40 mm, but the other tokens of the face-down Randomizer group 'G' are round 30 mm"),
    ("text.tab", with_rule('"The Crisis Team starts\\twith priority."'), "a tab character"),
    ("ref.superpower", with_rule("He uses the Mighty Leap superpower."), "superpower 'Mighty Leap'"),
    ("text.spelling", with_rule("The Crisis Team starts with priorty."), "unknown word 'priorty'; did you mean"),
    ("text.repeated-word", with_rule("The Crisis Team starts with with priority."), "'with' twice in a row"),
    ("limit.size", MINIMAL + "tokens:\n  - {id: crate, name: Crate, count: 2500, front: {label: Crate}}\n",
     "2,500 copies; the limit is 2,000"),
    ("setup.terrain", MINIMAL.replace("setup_map:\n", "setup_map:\n  terrain:\n    text: Crowded.\n"
                                      "    pieces: [{size: 5, count: 40}]\n"), "finds no room on 10 of 10 seeds"),
    ("setup.unsatisfiable", (MISTAKES / "placement-never-met.yaml").read_text(), "on every one of 10 seeds"),
    ("setup.fragile", (MISTAKES / "placement-fragile.yaml").read_text(), "on 5 of 10 seeds at Normal"),
    ("setup.off-battlefield", MINIMAL + "  fixed:\n    - {id: thing, label: Thing, at: [100in, 100in]}\n",
     "'thing' at [100 in, 100 in] is off the 36 × 36 in battlefield"),
    ("checks.unknown-code", MINIMAL + "checks:\n  silence:\n    - {code: text.speling, reason: Names.}\n",
     "no check is called 'text.speling'; did you mean 'text.spelling'?"),
    ("text.glyph", with_rule("The Crisis Team starts with priority \U0001D11E."), "(U+1D11E)"),
    ("text.lone-letter", with_rule("At the end of n activation, the Crisis Team acts."), "a lone letter 'n'"),
    ("text.keyword-case", with_rule("The crisis team starts with priority."), "'crisis team' should be written"),
    ("text.markup", with_rule("'The Crisis Team (starts with priority.'"), "unbalanced ()"),
    ("text.divergent-copy", MINIMAL + "superpowers:\n"
     "  - {id: a, name: A, text: This character gains two Power and moves a short distance toward the enemy.}\n"
     "  - {id: b, name: B, text: This character gains two Power and moves a long distance toward the enemy.}\n",
     "[-short-]{+long+}"),
    ("layout.overflow", (FIXTURES / "overflow" / "too-much-text.yaml").read_text(), "does not fit"),
]


def test_every_check_is_registered_with_a_docstring():
    codes = {code for code, _, _ in FIRING}
    assert codes == set(REGISTRY)
    for check in described():
        assert check.doc and check.severity in ("error", "warning")


@pytest.mark.parametrize("code, text, fragment", FIRING, ids=[case[0] for case in FIRING])
def test_each_check_fires(tmp_path, code, text, fragment):
    report = findings_for(tmp_path, text, [code])
    assert report.findings, code
    assert all(f.code == code for f in report.findings)
    assert any(fragment in f.message for f in report.findings), [f.message for f in report.findings]


@pytest.mark.parametrize("code", sorted(REGISTRY))
def test_each_check_stays_quiet_on_clean_data(tmp_path, code):
    assert findings_for(tmp_path, MINIMAL, [code]).findings == []


def test_the_seeds_typos_are_all_reported(cli, monkeypatch):
    folder = FIXTURES / "seed-typos"
    monkeypatch.chdir(folder)
    *lines, exit_line = (folder / "seed-passages.expected").read_text(encoding="utf-8").splitlines()
    result = cli("check", "seed-passages.yaml")
    assert result.stdout.splitlines() == lines
    assert result.exit_code == int(exit_line.removeprefix("exit "))
    text = result.stdout
    for typo in ("IILTIMATE", "SUBDUCE", "Prioirty", "Transferrence", "DODMSDAY", "Abosrber"):
        assert f"unknown word '{typo}'" in text
    assert "a lone letter 'n'" in text
    assert "'Rolls 4 dice for the Doomsday Device each turn.' is phrased unlike" in text
    assert "[-predictable.-]{+powerful.+}" in text
    assert "[-and in LOS.-]" in text
    assert "[-piled-]{+pilled+}" in text
    assert cli("check", "seed-passages.yaml", "--strict").exit_code == 1


def test_the_bundled_encounters_pass(cli):
    result = cli("check")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1] == "checked 4 encounters: 0 errors, 0 warnings, 7 silenced"
    assert "Doomsday Device at Insane (5 dice)" in result.stdout
    assert cli("check", "--strict").exit_code == 0


def test_every_silence_in_the_bundled_data_is_used_and_explained(loaded_bundled):
    for loaded in loaded_bundled.values():
        report = run_checks(Context(loaded))
        used = {(f.code, reason) for f, reason in report.silenced}
        for silence in loaded.model.checks.silence:
            assert silence.reason and (silence.code, silence.reason) in used, silence


def test_silences_and_known_words_are_configurable(tmp_path):
    text = with_rule("The Crisis Team starts with priorty.") + TOKENS
    assert {f.code for f in findings_for(tmp_path, text).findings} == {"text.spelling", "ref.unused-token"}
    configured = text + ("checks:\n  words: [{word: priorty, reason: the designer's spelling}]\n"
                         "  silence: [{code: ref.unused-token, at: crate, reason: crates come later}]\n")
    report = findings_for(tmp_path, configured)
    assert report.findings == []
    assert [(f.code, reason) for f, reason in report.silenced] == [("ref.unused-token", "crates come later")]


def test_errors_exit_1_and_json_has_the_contract_keys(cli, tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(MINIMAL.replace("{menace-dice: 2}", "{menace-dice: 0}"))
    result = cli("check", str(path), "--format", "json")
    assert result.exit_code == 1
    findings = json.loads(result.stdout)
    assert [f["code"] for f in findings] == ["difficulty.monotonic"]
    assert set(findings[0]) == {"file", "line", "col", "severity", "code", "message", "encounter"}
    assert findings[0]["encounter"] == "minimal"


def test_load_errors_and_unreadable_files(cli, tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text(MINIMAL.replace("players: 2", "players: two"))
    result = cli("check", str(broken))
    assert result.exit_code == 1 and "[schema.type]" in result.stdout
    missing = cli("check", str(tmp_path / "missing.yaml"))
    assert missing.exit_code == 2 and "no such file" in missing.stdout


def test_rampage_odds():
    from printgen import registry
    enc = load_encounter(registry.bundled_path("unstoppable-colossus")).model
    (rampage,) = encounter_odds(enc, game_constants())
    assert dict(rampage.rows) == {"Critical": Fraction(1, 8), "Wild": Fraction(1, 8),
                                  "Hit, Block or Blank": Fraction(5, 8), "Failure": Fraction(1, 8)}
    assert "25.0%" in rampage.note and "1.33 rolls" in rampage.note


def test_doomsday_odds_per_difficulty_and_console(cli):
    data = json.loads(cli("odds", "all-will-be-metal", "--format", "json").stdout)
    by_level = {(entry["difficulty"], entry["dice"]): entry for entry in data}
    assert set(by_level) >= {("Tutorial", 2), ("Insane", 5), ("Insane +4", 9)}
    barrage = next(row for row in by_level["Hard", 4]["rows"] if row["name"].startswith("Devastating Barrage"))
    assert barrage["fraction"] == str(1 - Fraction(7, 8) ** 4)
    assert set(data[0]) >= {"table", "difficulty", "dice", "rows"}


@pytest.mark.parametrize("count", [50, 500])
def test_divergent_copy_finds_every_drift_comparing_pairs_in_proportion_to_the_text(count):
    """Each of ``count`` passages has one drifted copy among them all: every drift is a candidate
    pair, and the pairs compared stay bounded by the text's length (no pass over every pair)."""
    import random

    from printgen.checks.text import COMMON, _candidate_pairs
    rng = random.Random(count)
    vocabulary = [f"w{i}" for i in range(400)] + ["the", "crisis", "team", "of", "a"] * 40
    originals = [[rng.choice(vocabulary) for _ in range(40)] for _ in range(count)]
    drifted = [original[:20] + ["changed"] + original[21:] for original in originals]
    pairs = set(_candidate_pairs(originals + drifted))
    assert all((i, count + i) in pairs for i in range(count))
    assert len(pairs) <= 2 * count * 40 * COMMON
    assert len(pairs) <= 3 * count, "unrelated passages are rarely proposed"


@pytest.mark.parametrize("at", ["[18in]", "[]", "[1in, 2in, 3in]"])
def test_a_fixed_placement_needs_two_coordinates(tmp_path, at):
    path = tmp_path / "e.yaml"
    path.write_text(MINIMAL + f"  fixed:\n    - {{id: thing, label: Thing, at: {at}}}\n", encoding="utf-8")
    loaded = load_encounter(path, "e.yaml")
    assert not loaded.ok and any("2 items" in f.message and f.line == 29 for f in loaded.findings)


def test_an_encounter_regrades_a_check_with_a_reason(cli, tmp_path):
    """checks: severity: makes a check's findings errors (or warnings) in this encounter only."""
    path = tmp_path / "strict.yaml"
    path.write_text(with_rule("The Crisis Team starts with priorty.") + "checks:\n  severity:\n"
                    "    - {code: text.spelling, severity: error, reason: This one goes to print as it is.}\n")
    result = cli("check", str(path))
    assert result.exit_code == 1
    assert ": error [text.spelling] unknown word 'priorty'" in result.stdout
