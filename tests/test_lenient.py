"""A schema error never hides a reference error: the parts the schema refuses are left out, the rest is
walked for what it names, and every finding keeps the file's own line (load/lenient.py)."""

from __future__ import annotations

import pytest

from conftest import MINIMAL, at, load_snippet, with_rule

TOKENS = ("tokens:\n  - {id: crate, name: Crate, count: lots, front: {label: Crate}}\n"
          "  - {id: box, name: Box, count: 2, front: {label: Box}, randomizer: boxs}\n")


def located(text: str, tmp_path) -> list[tuple[int, int, str]]:
    loaded = load_snippet(tmp_path, text)
    assert not loaded.ok
    return [(f.line, f.col, f.code) for f in loaded.findings]


def test_a_schema_error_and_a_reference_after_it_are_both_found_at_their_lines(tmp_path):
    text = MINIMAL + TOKENS
    assert located(text, tmp_path) == [(*at(text, "lots"), "schema.type"), (*at(text, "boxs"), "ref.unknown")]


def test_a_reference_to_a_part_the_schema_refused_is_not_called_unknown(tmp_path):
    text = MINIMAL.replace("    text: The Crisis Team starts with priority.",
                           "    token: crate\n    text: The Crisis Team starts with priority.") + TOKENS
    assert [code for *_, code in located(text, tmp_path)] == ["schema.type", "ref.unknown"]


def test_a_list_that_lost_an_item_still_locates_the_items_after_it(tmp_path):
    text = MINIMAL + ("tokens:\n  - {id: crate, name: Crate, count: -1, front: {label: Crate}}\n"
                      "  - {id: tin, name: Tin, count: 0, front: {label: Tin}}\n"
                      "  - {id: box, name: Box, count: 2, front: {label: Box}, randomizer: boxs}\n")
    assert located(text, tmp_path) == [(*at(text, "count: -1", "-1"), "schema.value"),
                                       (*at(text, "count: 0", "0"), "schema.value"),
                                       (*at(text, "boxs"), "ref.unknown")]


def test_a_mapping_that_lacks_a_required_key_is_left_out_whole(tmp_path):
    text = MINIMAL + ("tokens:\n  - {id: crate, name: Crate, front: {label: Crate}}\n"
                      "  - {id: box, name: Box, count: 2, front: {label: Box}, randomizer: boxs}\n")
    assert [code for *_, code in located(text, tmp_path)] == ["schema.missing", "ref.unknown"]


def test_a_text_reference_is_said_or_found_beside_a_schema_error(tmp_path):
    text = with_rule('"Place the {count:crat} crates."') + TOKENS.replace(", randomizer: boxs", "")
    assert located(text, tmp_path) == [(*at(text, "{count:crat}"), "ref.unknown"), (*at(text, "lots"), "schema.type")]


@pytest.mark.parametrize("drop", ["title: \"Ultimate Encounter: Minimal\"\n", "id: minimal\n", "format: 1\n",
                                  "cosmic_threat: The Minimal Menace\n"])
def test_a_top_level_word_the_file_lacks_still_lets_its_references_be_checked(tmp_path, drop):
    """A title, an id, a format or a Cosmic Threat left out: a stand-in takes its place while the rest is
    walked, so the references are found at once; the findings name the file as it names itself."""
    text = MINIMAL.replace(drop, "", 1).replace("    text: The Crisis Team starts with priority.",
                                               "    text: The Crisis Team starts with priority.\n    token: crat")
    assert [code for *_, code in located(text, tmp_path)] == ["schema.missing", "ref.unknown"]
    loaded = load_snippet(tmp_path, text)
    assert {f.encounter for f in loaded.findings} == {None if drop.startswith("id:") else "minimal"}


def test_a_file_whose_top_level_is_refused_reports_the_schema_alone(tmp_path):
    text = MINIMAL.replace("rules:\n", "rules: 3\nold_rules:\n")
    codes = [code for *_, code in located(text, tmp_path)]
    assert codes and set(codes) <= {"schema.type", "schema.unknown-key"}


def test_a_value_the_schema_refuses_makes_no_finding_of_a_reference_to_it(tmp_path):
    ten = "    winner: crisis-team\n    vp: ten\n"
    text = with_rule('"Score {vp:victory}."').replace("    winner: crisis-team\n", ten)
    assert [code for *_, code in located(text, tmp_path)] == ["schema.type"]


def test_a_reference_error_and_a_text_reference_error_are_both_found(tmp_path):
    text = with_rule('"Score {vp:victroy}."').replace("    text: \"Score", "    token: crat\n    text: \"Score")
    assert [code for *_, code in located(text, tmp_path)] == ["ref.unknown", "ref.unknown"]
