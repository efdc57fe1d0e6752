"""The loader: a valid file loads with every node located; problems are findings, all at once."""

from __future__ import annotations

from pathlib import Path

from conftest import FIXTURES
from printgen.load.loader import load_encounter
from printgen.load.yaml_read import parse

MINIMAL = FIXTURES / "valid" / "minimal.yaml"


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "encounter.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_minimal_encounter_loads():
    loaded = load_encounter(MINIMAL, "minimal.yaml")
    assert loaded.findings == []
    enc = loaded.model
    assert enc.id == "minimal"
    assert enc.difficulty.level_names() == ["Normal", "Hard"]
    assert enc.tokens == [] and enc.cards == []


def test_every_node_knows_where_it_came_from():
    loaded = load_encounter(MINIMAL, "minimal.yaml")
    enc, doc = loaded.model, loaded.doc
    ending = enc.endings[0]
    assert ending.path == ("endings", 0)
    assert doc.position(ending.path + ("winner",)) == (23, 13)
    zone = enc.setup_map.deployment[0]
    assert doc.position(zone.path) == (27, 7)


def test_lengths_are_parsed_once_into_points_and_inches():
    loaded = load_encounter(MINIMAL, "minimal.yaml")
    zone = loaded.model.setup_map.deployment[0]
    assert zone.depth == 6.0  # range 3, in inches


def test_token_defaults_come_from_the_constants(tmp_path):
    text = MINIMAL.read_text() + "tokens:\n  - {id: crate, name: Crate, count: 2, front: {label: Crate}}\n"
    enc = load_encounter(write(tmp_path, text)).model
    assert enc.tokens[0].shape == "round"
    assert abs(enc.tokens[0].size - 25 * 72 / 25.4) < 1e-9


def test_all_problems_are_reported_at_once(tmp_path):
    text = MINIMAL.read_text().replace("players: 2", "players: two").replace("harder: more", "harder: up")
    loaded = load_encounter(write(tmp_path, text), "e.yaml")
    assert not loaded.ok
    assert [(f.line, f.code) for f in loaded.findings] == [(8, "schema.type"), (12, "schema.value")]


def test_icons_are_located_inside_folded_text(tmp_path):
    text = MINIMAL.read_text().replace(
        "    text: The Crisis Team starts with priority.",
        "    text: >-\n      The Crisis Team starts with priority\n      and gains 1 {pwr}.")
    loaded = load_encounter(write(tmp_path, text), "e.yaml")
    assert [(f.line, f.col, f.code) for f in loaded.findings] == [(21, 19, "markup.unknown-icon")]
    assert "did you mean {power}?" in loaded.findings[0].message


def test_findings_carry_the_encounter_id(tmp_path):
    text = MINIMAL.read_text().replace("players: 2", "players: 0")
    finding = load_encounter(write(tmp_path, text), "e.yaml").findings[0]
    assert finding.encounter == "minimal"
    assert finding.format() == "e.yaml:8:12: error [schema.value] must be at least 1; got the number 0"


def test_yaml_positions_are_one_based():
    doc = parse("a: 1\nb:\n  - x\n  - y\n", "t.yaml")
    assert doc.position(("b", 1)) == (4, 5)
    assert doc.position(("b",), key=True) == (2, 1)
    assert doc.position(("missing", "deeper")) == (1, 1)


def test_rect_tokens_need_two_lengths(tmp_path):
    text = MINIMAL.read_text() + ("tokens:\n  - {id: beam, name: Beam, count: 2, shape: rect, size: [30mm, 15mm],"
                                  " front: {label: Beam}}\n")
    token = load_encounter(write(tmp_path, text)).model.tokens[0]
    assert [round(v / 72 * 25.4, 6) for v in token.size_pt] == [30, 15]


def test_a_randomizer_token_cannot_have_its_own_back(tmp_path):
    text = MINIMAL.read_text() + (
        "randomizers:\n  - {id: group, name: Group, back: {label: Back}}\n"
        "tokens:\n  - {id: t, name: T, count: 2, randomizer: group, front: {label: A}, back: {label: B}}\n")
    findings = load_encounter(write(tmp_path, text), "e.yaml").findings
    assert [f.message for f in findings] == [
        "a Randomizer token takes the back of its group 'group'; remove 'back'"]


def test_a_card_section_has_exactly_one_content(tmp_path):
    text = MINIMAL.read_text() + (
        "cards:\n  - id: tip\n    kind: tip\n    title: Tip\n    side: both\n    front:\n"
        "      - {rule: priority, heading: Priority}\n")
    findings = load_encounter(write(tmp_path, text), "e.yaml").findings
    assert [(f.line, f.code) for f in findings] == [(34, "schema.value")]
    assert "this one has heading, rule" in findings[0].message


def test_a_printed_stat_card_needs_its_numbers(tmp_path):
    text = MINIMAL.read_text() + (
        "cards:\n  - id: stat\n    kind: stat\n    side: cosmic-threat\n    character: Menace\n"
        "    attacks: [{name: Punch}]\n")
    findings = load_encounter(write(tmp_path, text), "e.yaml").findings
    assert [f.message for f in findings] == [
        "attack 'Punch' needs type, range, strength (only a card with printed: false may leave them out)"]


def test_every_problem_at_once_an_unknown_key_or_icon_hides_no_reference_error(tmp_path):
    from conftest import MINIMAL, at, load_snippet

    text = MINIMAL.replace("    title: Priority\n", "    title: Priority\n    colour: red\n    table: no-such-table\n")
    text = text.replace("starts with priority.", "gains 1 {powr}.")
    loaded = load_snippet(tmp_path, text)
    assert not loaded.ok
    assert [(f.line, f.col, f.code) for f in loaded.findings] == [(*at(text, "colour"), "schema.unknown-key"),
                                                                  (*at(text, "no-such-table"), "ref.unknown"),
                                                                  (*at(text, "{powr}"), "markup.unknown-icon")]
