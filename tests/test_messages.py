"""Load messages a homebrew designer reads: located, in the format's words, saying how to fix it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from conftest import FIXTURES
from printgen.core.errors import InvalidAt, UnreadableInput
from printgen.core.findings import alternatives
from printgen.load.loader import load_encounter
from printgen.model.base import Count, Id, Name, Node, PrintLength
from printgen.load.schema_errors import findings_from_error
from printgen.load.schema_messages import MESSAGE_BY_TYPE, MISMATCHES
from printgen.load.yaml_read import parse

MINIMAL = (FIXTURES / "valid" / "minimal.yaml").read_text(encoding="utf-8")


def findings(tmp_path: Path, text: str) -> list[tuple[int, int, str, str]]:
    path = tmp_path / "e.yaml"
    path.write_text(text, encoding="utf-8")
    return [(f.line, f.col, f.code, f.message) for f in load_encounter(path, "e.yaml").findings]


def with_lines(*lines: str) -> str:
    return MINIMAL + "".join(line + "\n" for line in lines)


def syntax_error(text: str) -> str:
    with pytest.raises(UnreadableInput) as caught:
        parse(text, "e.yaml")
    return caught.value.finding.format()


# 1. yes / no / on / off as values


def test_a_yes_no_word_where_text_is_wanted_says_to_quote_it(tmp_path):
    text = MINIMAL.replace("title: Priority", "title: Off")
    assert findings(tmp_path, text) == [(18, 12, "schema.type", "YAML reads Off as false; write 'Off' in quotes")]


def test_a_yes_no_word_in_a_list_of_names(tmp_path):
    text = MINIMAL.replace("[The Minimal Menace]", "[The Minimal Menace, yes]")
    assert findings(tmp_path, text) == [(9, 45, "schema.type", "YAML reads yes as true; write 'yes' in quotes")]


def test_a_yes_no_word_where_a_flag_is_wanted_is_what_it_says(tmp_path):
    assert findings(tmp_path, MINIMAL.replace("players: 2", "players: 2\n  affiliations: no")) == []


def test_a_yes_no_word_where_quotes_would_not_help_still_says_how_yaml_read_it(tmp_path):
    text = MINIMAL.replace("players: 2", "players: yes")
    assert findings(tmp_path, text) == [
        (8, 12, "schema.type", "expected a whole number, got yes (YAML reads it as true)")]


def test_numbers_and_dates_where_text_is_wanted_say_to_quote_them(tmp_path):
    text = MINIMAL.replace("title: Priority", "title: 1984").replace("name: Victory", "name: 2024-05-01")
    assert [m for *_, m in findings(tmp_path, text)] == [
        "YAML reads 1984 as a number; write '1984' in quotes",
        "YAML reads 2024-05-01 as a date; write '2024-05-01' in quotes"]


# 2. icon markup in unquoted text


def test_icon_markup_inside_a_flow_mapping_says_to_quote_the_text():
    assert syntax_error("superpowers:\n  - {id: smash, name: Smash, text: Deal 2 {damage}.}\n") == (
        "e.yaml:2:43: error [yaml.syntax] not valid YAML: did not find expected ',' or '}'; "
        "put text that holds icon markup in quotes: text: \"Deal 2 {damage}.\"")


def test_icon_markup_in_a_flow_value_that_runs_over_lines():
    message = syntax_error("x: {name: Smash,\n   text: Deal 2\n     {damage} to it.}\n")
    assert message.startswith("e.yaml:3:6: error [yaml.syntax]")
    assert message.endswith('put text that holds icon markup in quotes: text: "Deal 2 {damage} to it."')


def test_a_block_value_that_starts_with_icon_markup_says_to_quote_it():
    message = syntax_error("text: {power} gains 1.  # note\n")
    assert message.endswith('put text that holds icon markup in quotes: text: "{power} gains 1."')


def test_a_value_that_is_only_icon_markup_is_read_as_a_mapping(tmp_path):
    text = MINIMAL.replace("text: The Crisis Team starts with priority.", "text: {power}")
    assert findings(tmp_path, text) == [(19, 11, "schema.type", "YAML reads {power} at the start of a value "
                                                               "as a mapping; put the whole text in quotes")]


def test_other_syntax_errors_say_how_to_fix_them():
    assert syntax_error("text: Bonus: gain 1.\n").endswith("text that holds ': ' must be in quotes")
    assert syntax_error("a:\n\tb: 1\n").endswith("indent with spaces, not tabs")
    assert syntax_error("a: [1, 2\n").endswith("did not find expected ',' or ']'")  # no hint to give


def test_a_key_indented_past_its_neighbours_is_said_to_be_misindented_not_a_colon_in_text():
    message = syntax_error("rules:\n  - id: priority\n     title: Priority\n")
    assert message.startswith("e.yaml:3:11: error [yaml.syntax]")
    assert message.endswith("'title' is indented 5 spaces and the key above it 4: keys of one mapping line up")
    assert syntax_error("a: b\nc: Bonus: gain 1.\n").endswith("text that holds ': ' must be in quotes")


def test_text_that_starts_with_bold_markup_says_to_quote_it():
    assert syntax_error("text: **Bold** starts.\n").endswith("text that starts with * must be in quotes (YAML "
                                                             "reads a leading * as its own syntax)")


def test_text_cut_off_by_a_comma_in_braces_says_to_quote_it(tmp_path):
    text = MINIMAL + "assumptions:\n  - {what: The menace, value: one, why: Because, invented here.}\n"
    [(_, _, code, message)] = findings(tmp_path, text)
    assert code == "schema.unknown-key" and message.startswith("unknown key 'invented here.'")
    assert message.endswith("a comma inside { } ends a value: put text that holds a comma in quotes")


# 3. one message per wrong choice


def test_a_wrong_choice_lists_the_choices_once(tmp_path):
    text = MINIMAL.replace("side: crisis-team", "side: crisis")
    assert findings(tmp_path, text) == [(27, 45, "schema.value", "expected 'crisis-team' or 'cosmic-threat', "
                                                                 "got the text 'crisis'; did you mean 'crisis-team'?")]


def test_a_union_of_choices_is_one_message(tmp_path):
    text = with_lines("cards:", "  - {id: m, kind: stat, side: heroes, character: M, printed: false}")
    assert findings(tmp_path, text) == [
        (29, 31, "schema.value", "expected 'crisis-team', 'cosmic-threat' or 'both', got the text 'heroes'")]


def test_an_unknown_kind_is_located_at_the_kind(tmp_path):
    text = with_lines("cards:", "  - {id: m, kind: card, side: both}")
    assert findings(tmp_path, text) == [(29, 19, "schema.value", "expected 'tip', 'ai' or 'stat', got the text 'card'")]


@pytest.mark.parametrize("at, message", [
    ("middle", "expected a list or 'center', got the text 'middle'"),
    ("5", "expected a list or 'center', got the number 5"),
    ("[6in]", "needs at least 2 items"),  # a list: it was meant as a point, so only the point's complaint
])
def test_a_union_of_kinds_is_one_message(tmp_path, at, message):
    text = with_lines("  fixed:", f"    - {{id: menace, label: Menace, at: {at}}}")
    assert [m for *_, m in findings(tmp_path, text)] == [message]


def test_a_number_out_of_range_in_a_union_is_not_also_a_wrong_choice(tmp_path):
    text = with_lines("cards:", "  - {id: m, kind: stat, side: both, character: M, stamina: -1, printed: false}")
    assert [m for *_, m in findings(tmp_path, text)] == ["must be at least 0; got the number -1"]


# 4. a model validator's complaint about a child is located at the child


class _Attack(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    strength: int | None = None


class _Card(BaseModel):
    model_config = ConfigDict(extra="forbid")
    attacks: list[_Attack]

    @model_validator(mode="after")
    def _strong(self):
        for index, attack in enumerate(self.attacks):
            if attack.strength is None:
                raise InvalidAt(f"attack '{attack.name}' needs strength", at=("attacks", index))
        return self


def test_a_complaint_about_a_child_is_located_at_the_child():
    doc = parse("attacks:\n  - {name: Crush, strength: 5}\n  - name: Smash\n", "e.yaml")
    with pytest.raises(ValidationError) as caught:
        _Card.model_validate(doc.data)
    found = findings_from_error(doc, caught.value)
    assert [(f.line, f.col, f.message) for f in found] == [(3, 5, "attack 'Smash' needs strength")]


# 5. never Python's notation

PYTHON_NOTATION = re.compile(r"\bNone\b|\bTrue\b|\bFalse\b|\['|<class|Literal\[|tag:yaml\.org|datetime|\bint\b|\bstr\b")


@pytest.mark.parametrize("replace, by", [
    ("players: 2", "players: [2, 3]"),
    ("players: 2", "players: {a: 1}"),
    ("players: 2", "players: 2024-05-01"),
    ("players: 2", "players: ~"),
    ("harder: more", "harder: true"),
    ("harder: more", "harder: [more]"),
    ("depth: range 3", "depth: null"),
    ("id: priority", "id: 12"),
    ("format: 1", "format: 2"),
    ("format: 1", "format: '1'"),
])
def test_messages_never_show_python(tmp_path, replace, by):
    messages = [m for *_, m in findings(tmp_path, MINIMAL.replace(replace, by))]
    assert messages
    assert not [m for m in messages if PYTHON_NOTATION.search(m)], messages


@pytest.mark.parametrize("text", ["x: !!python/object/apply:os.system [1]\n", "x: !!foo 3\n", "x: !!int abc\n",
                                  "1: x\n", "2020-01-01: x\n", "x: !!bool maybe\n"])
def test_yaml_level_messages_never_show_python(text):
    try:
        doc = parse(text, "e.yaml")
        messages = [p.message for p in doc.problems]
    except UnreadableInput as exc:
        messages = [exc.finding.message]
    assert messages
    assert not [m for m in messages if PYTHON_NOTATION.search(m)], messages


def test_alternatives_read_as_a_sentence():
    assert alternatives([]) == ""
    assert alternatives(["'a'"]) == "'a'"
    assert alternatives(["'a'", "'b'"]) == "'a' or 'b'"
    assert alternatives(["a", "b", "c"], "and") == "a, b and c"


# 6. one message per pydantic error type, chosen by the type alone (schema_messages.MESSAGE_BY_TYPE)


class _Alpha(Node):
    kind: Literal["alpha"]


class _Beta(Node):
    kind: Literal["beta"]


class _Sample(Node):
    """Every constraint the encounter models use, on the format's own building blocks."""

    id: Id
    title: Name = "T"
    size: PrintLength = 1.0
    count: Count = 1
    share: Annotated[float, Field(gt=0, lt=1)] = 0.5
    tags: Annotated[list[str], Field(min_length=1, max_length=2)] = ["a"]
    code: Annotated[str, Field(pattern=r"^x+$")] = "x"
    choice: Literal["left", "right"] = "left"
    flag: bool = False
    scores: dict[str, int] = {}
    part: Annotated[_Alpha | _Beta, Field(discriminator="kind")] | None = None
    motto: str = "m"
    note: str = "n"

    @field_validator("motto")
    @classmethod
    def _quiet(cls, motto: str) -> str:
        if motto.isupper():  # not `assert`: pytest rewrites asserts in test modules and adds to the message
            raise AssertionError("a motto is not shouted")
        return motto

    @model_validator(mode="after")
    def _note_is_not_the_title(self):
        if self.note == self.title:
            raise ValueError("a note says more than the title")
        return self


ACCEPTED = ", ".join(_Sample.accepted_keys())
CASES = {  # error type: (YAML, the finding); the mismatches of kinds last
    "missing": ("title: T\n", "1:1: error [schema.missing] missing required key 'id'"),
    "unknown_key": ("id: a\ntitel: T\n",
                    f"2:1: error [schema.unknown-key] unknown key 'titel' (accepted: {ACCEPTED})"),
    "extra_forbidden": ("attacks: []\nnme: x\n", "2:1: error [schema.unknown-key] unknown key 'nme'"),  # not a Node
    "union_tag_invalid": ("id: a\npart: {kind: alfa}\n",
                          "2:14: error [schema.value] expected 'alpha' or 'beta', got the text 'alfa'; "
                          "did you mean 'alpha'?"),
    "union_tag_not_found": ("id: a\npart: {}\n", "2:7: error [schema.missing] missing required key 'kind'"),
    "string_pattern_mismatch": ("id: a\ncode: y\n",
                                "2:7: error [schema.value] the text 'y' is not written the way this key takes"),
    "too_short": ("id: a\ntags: []\n", "2:7: error [schema.value] needs at least 1 item"),
    "too_long": ("id: a\ntags: [a, b, c]\n", "2:7: error [schema.value] has more than 2 items"),
    "string_too_short": ("id: a\ntitle: ''\n", "2:8: error [schema.value] text must not be empty"),
    "string_too_long": (f"id: a\ntitle: {'x' * 201}\n",
                        "2:8: error [schema.value] text is longer than 200 characters"),
    "greater_than_equal": ("id: a\ncount: 0\n", "2:8: error [schema.value] must be at least 1; got the number 0"),
    "less_than_equal": ("id: a\ncount: 10001\n",
                        "2:8: error [schema.value] must be at most 10000; got the number 10001"),
    "greater_than": ("id: a\nshare: 0\n", "2:8: error [schema.value] must be more than 0.0; got the number 0"),
    "less_than": ("id: a\nshare: 1\n", "2:8: error [schema.value] must be less than 1.0; got the number 1"),
    "length": ("id: a\nsize: 3 parsecs\n",
               "2:7: error [schema.length] '3 parsecs' has an unknown unit 'parsecs' (accepted: mm, cm, in, pt)"),
    "id": ("id: Gamma Absorber\n", "1:5: error [schema.id] the text 'Gamma Absorber' is not an id: "
                                   "use lower-case words joined by hyphens, e.g. gamma-absorber"),
    "value_error": ("id: a\nnote: T\n", "1:1: error [schema.value] a note says more than the title"),
    "assertion_error": ("id: a\nmotto: HEY\n", "2:8: error [schema.value] a motto is not shouted"),
    "string_type": ("id: a\ntitle: [T]\n", "2:8: error [schema.type] expected text, got a list"),
    "int_type": ("id: a\ncount: x\n", "2:8: error [schema.type] expected a whole number, got the text 'x'"),
    "float_type": ("id: a\nshare: x\n", "2:8: error [schema.type] expected a number, got the text 'x'"),
    "bool_type": ("id: a\nflag: 1\n", "2:7: error [schema.type] expected true or false, got the number 1"),
    "list_type": ("id: a\ntags: x\n", "2:7: error [schema.type] expected a list, got the text 'x'"),
    "dict_type": ("id: a\nscores: [x]\n", "2:9: error [schema.type] expected a mapping of keys to values, got a list"),
    "model_type": ("id: a\npart: [x]\n", "2:7: error [schema.type] expected a mapping of keys to values, got a list"),
    "literal_error": ("id: a\nchoice: up\n", "2:9: error [schema.value] expected 'left' or 'right', got the text 'up'"),
}


def test_every_mapped_error_type_has_a_case():  # but two a strict model never raises
    assert set(CASES) == set(MESSAGE_BY_TYPE) | MISMATCHES - {"int_from_float", "model_attributes_type"}


@pytest.mark.parametrize("kind", sorted(CASES))
def test_each_error_type_has_its_located_message(kind):
    text, expected = CASES[kind]
    doc = parse(text, "e.yaml")
    model = _Card if kind == "extra_forbidden" else _Sample
    with pytest.raises(ValidationError) as caught:
        model.model_validate(doc.data)
    assert [f.format() for f in findings_from_error(doc, caught.value)] == [f"e.yaml:{expected}"]


@pytest.mark.parametrize("line, message", [
    ("    text: {vp:victory}", "YAML reads {vp:victory} at the start of a value as a mapping; put the whole text in "
                             "quotes"),
    ("    text: {vp:victory} wins.", 'put text that holds icon markup in quotes: text: "{vp:victory} wins."'),
])
def test_an_unquoted_text_reference_gets_the_quoting_hint_an_icon_gets(tmp_path, line, message):
    text = MINIMAL.replace("    text: The Crisis Team starts with priority.", line).replace(
        "    winner: crisis-team\n", "    winner: crisis-team\n    vp: 3\n")
    path = tmp_path / "e.yaml"
    path.write_text(text, encoding="utf-8")
    try:
        findings = load_encounter(path, "e.yaml").findings
    except UnreadableInput as error:  # not YAML at all
        findings = [error.finding]
    assert any(message in finding.message for finding in findings), [f.message for f in findings]
