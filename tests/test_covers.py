"""An assumption's covers, read and refused: every path names a printed value, and its words are in
that value's text (the mark in the data's own text is text.reserved-mark: tests/checks/text/test_glyphs.py)."""

from __future__ import annotations

from conftest import MINIMAL, at, load_snippet

from printgen.model.base import MARK

ASSUMED = """
assumptions:
  - what: The menace's dice.
    value: One at Normal
    why: Playtests.
    covers: [{covers}]
"""


def with_covers(covers: str) -> str:
    return MINIMAL + ASSUMED.replace("{covers}", covers)


def load_findings(tmp_path, text: str) -> list[tuple[int, int, str, str]]:
    loaded = load_snippet(tmp_path, text)
    return [(f.line, f.col, f.code, f.message) for f in loaded.findings]


def test_a_cover_that_names_a_printed_value_loads_and_marks_it(tmp_path):
    loaded = load_snippet(tmp_path, with_covers("difficulty.levels.1.values, rules.priority"))
    assert loaded.ok
    level, rule = loaded.model.difficulty.levels[0], loaded.model.rules[0]
    assert level.marked("values", "1", "menace-dice") == f"1{MARK}"
    assert rule.marked("title", "Priority") == f"Priority{MARK}"
    assert loaded.model.difficulty.levels[1].marked("values", "2", "menace-dice") == "2"


def test_a_path_that_names_nothing_is_located_and_says_what_it_could_name(tmp_path):
    text = with_covers("rules.priorty.text")
    [(line, col, code, message)] = load_findings(tmp_path, text)
    assert (line, col, code) == (*at(text, "rules.priorty.text"), "ref.unknown")
    assert "no 'priorty' in rules" in message and "priority" in message


def test_a_field_that_does_not_exist_lists_the_fields_there_are(tmp_path):
    [(_, _, code, message)] = load_findings(tmp_path, with_covers("rules.priority.txt"))
    assert code == "ref.unknown" and "has no 'txt'" in message and "text" in message


def test_words_that_are_not_in_the_text_are_an_error_at_the_cover(tmp_path):
    text = with_covers("{at: rules.priority.text, words: [the Menace]}")
    [(line, _, code, message)] = load_findings(tmp_path, text)
    assert line == at(text, "{at: rules.priority.text")[0] and code == "ref.unknown"
    assert "'the Menace'" in message


def test_the_words_mark_the_text_after_them_and_nowhere_else(tmp_path):
    loaded = load_snippet(tmp_path, with_covers("{at: rules.priority.text, words: [Crisis Team]}"))
    rule = loaded.model.rules[0]
    assert rule.marked("text", rule.text) == f"The Crisis Team{MARK} starts with priority."



def test_words_inside_a_piece_covered_whole_are_an_error_not_a_crash(tmp_path):
    text = with_covers("{at: setup_map, words: [Crisis]}")
    [(_, _, code, message)] = load_findings(tmp_path, text)
    assert code == "ref.unknown" and "'Crisis'" in message
