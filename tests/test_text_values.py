"""Text references: ``{vp:victory}``, ``{dice:menace}``, ``{count:crate}``, ``{name:crate}``,
``{range:south}``, ``{cost:throw}`` print the file's value in words wherever the text prints, each
level's where it varies, and a reference that says nothing is a located error."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from conftest import MINIMAL, at, checked, load_snippet, with_rule
from printgen.build.part_pdf import build_part
from printgen.load.loader import load_encounter
from printgen.load.text_values import REFERENCE
from printgen.model.tree import tree_of
from printgen.core.options import PrintOptions
from printgen.core.resources import DATA_DIR

EXTRAS = """tables:
  - id: menace
    name: Menace
    dice_from: menace-dice
    rows:
      - {faces: [critical, wild, hit, block, blank, failure], name: Boom, text: Boom.}
  - id: sparks
    name: Sparks
    dice: 2
    rows:
      - {faces: [critical, wild, hit, block, blank, failure], name: Fizz, text: Fizz.}
tokens:
  - {id: crate, name: Crate, count: 3, front: {label: Crate}}
  - {id: red, name: Red Signal, count: 2, randomizer: signals, front: {label: R}}
  - {id: blue, name: Blue Signal, count: 1, randomizer: signals, front: {label: B}}
randomizers:
  - {id: signals, name: Signal, back: {label: S}}
superpowers:
  - {id: throw, name: Hurl, cost: 2, text: Throw it.}
"""


def said(tmp_path: Path, words: str, extra: str = EXTRAS) -> str:
    """The rule's text as the model holds it after load, with ``words`` as the file writes it."""
    loaded = load_snippet(tmp_path, with_rule(f'"{words}"') + extra)
    assert loaded.ok, [f.format() for f in loaded.findings]
    return loaded.model.rules[0].text


@pytest.mark.parametrize("written, printed", [
    ("Score {vp:victory}.", "Score 12 VPs."),
    ("Roll {dice:sparks}.", "Roll 2 dice."),
    ("Roll {dice:menace}.", "Roll 1 die at Normal, 2 at Hard."),
    ("Shuffle the {count:crate} Crates.", "Shuffle the 3 Crates."),
    ("Shuffle the {count:signals} Signals.", "Shuffle the 3 Signals."),
    ("Place the {name:crate} and a {name:red}.", "Place the Crate and a Red Signal."),
    ("Deploy within {range:south}.", "Deploy within Range {range} 3."),
    ("{name:throw} costs {cost:throw}.", "Hurl costs 2."),
    ("Deploy along the {edge:south} edge.", "Deploy along the south edge."),
    ("{name:victory} and {vp:victory} again: {vp:victory}.", "Victory and 12 VPs again: 12 VPs."),
])
def test_a_reference_prints_the_files_value_in_words(tmp_path, written, printed):
    assert said(tmp_path, written) == printed


@pytest.fixture(autouse=True)
def _vp_on_the_ending(monkeypatch):
    """The minimal ending, with a VP threshold for {vp:victory} to say."""
    import conftest
    monkeypatch.setattr(conftest, "MINIMAL", MINIMAL.replace("    winner: crisis-team\n",
                                                               "    winner: crisis-team\n    vp: 12\n"))


def test_a_threshold_per_level_is_said_for_each_level(tmp_path):
    text = with_rule('"Score {vp:victory}."').replace("    winner: crisis-team\n",
                                                        "    winner: crisis-team\n    difficulty: menace-dice\n")
    loaded = load_snippet(tmp_path, text)
    assert loaded.ok, [f.format() for f in loaded.findings]
    assert loaded.model.rules[0].text == "Score 1 VP at Normal, 2 at Hard."


def test_a_length_that_is_no_range_band_is_said_in_inches(tmp_path):
    text = with_rule('"Deploy within {range:south}."').replace("depth: range 3", "depth: 5in")
    assert load_snippet(tmp_path, text).model.rules[0].text == "Deploy within 5 in."


@pytest.mark.parametrize("written, code, message", [
    ("Score {vp:victroy}.", "ref.unknown", "unknown ending 'victroy'; did you mean 'victory'?"),
    ("Roll {dice:crate}.", "ref.unknown", "'crate' is a token, not a roll table"),
    ("Roll {dice:menac}.", "ref.unknown", "unknown roll table 'menac'; did you mean 'menace'?"),
    ("Roll {die:menace}.", "markup.unknown-reference", "unknown reference {die:…}; did you mean 'dice'?"),
    ("Deploy within {range:nowhere}.", "ref.unknown", "unknown zone 'nowhere' (the file has: south)"),
])
def test_a_reference_that_names_nothing_is_an_error_at_its_markup(tmp_path, written, code, message):
    text = with_rule(f'"{written}"') + EXTRAS
    loaded = load_snippet(tmp_path, text)
    assert not loaded.ok
    needle = REFERENCE.search(written).group(0)
    assert [(f.line, f.col, f.code) for f in loaded.findings] == [(*at(text, needle), code)]
    assert loaded.findings[0].message.startswith(message)


def test_a_threshold_the_ending_does_not_have_is_an_error(tmp_path):
    import conftest
    text = conftest.MINIMAL.replace("    vp: 12\n", "").replace(
        "    text: The Crisis Team starts with priority.", '    text: "Score {vp:victory}."')
    loaded = load_snippet(tmp_path, text)
    assert [(f.code, f.message) for f in loaded.findings] == [
        ("ref.no-value", "ending 'victory' has no vp: to print (give it `vp:` or `difficulty:`)")]


def test_a_reference_is_not_an_unknown_icon_and_an_icon_is_not_a_reference(tmp_path):
    assert said(tmp_path, "Gain 1 {power} and roll {dice:sparks}.") == "Gain 1 {power} and roll 2 dice."


def test_the_paper_prints_the_words_not_the_reference(tmp_path):
    text = with_rule('"Score {vp:victory} with {name:crate} tokens, rolling {dice:menace}."') + EXTRAS
    loaded = load_snippet(tmp_path, text)
    built = build_part(loaded, "rules", PrintOptions("letter", "long"), tmp_path / "out")
    with pdfplumber.open(built.path) as pdf:
        printed = " ".join((page.extract_text() or "").replace("\n", " ") for page in pdf.pages)
    assert "Score 12 VPs with Crate tokens, rolling 1 die at Normal, 2 at Hard." in printed
    assert "{" not in printed
    assert "HURL 2 Throw it." in printed  # a superpower no rule places prints under a heading (it stopped the build)


@pytest.mark.parametrize("path", sorted((DATA_DIR / "encounters").glob("*.yaml")), ids=lambda path: path.stem)
def test_no_reference_is_left_unsaid_in_a_bundled_encounter(path):
    loaded = load_encounter(path)
    assert [leaf.path for leaf in tree_of(loaded.model).strings if REFERENCE.search(leaf.text)] == []


def test_a_setup_sheet_says_its_own_levels_value(tmp_path, cli):
    """The rules print every level's value; a setup sheet is made for one level and prints that one's."""
    text = (with_rule('"Score {vp:victory}."') + EXTRAS).replace(
        "setup_map:\n", 'setup_map:\n  note: "Each crate holds {dice:menace}; {vp:victory} win."\n')
    (tmp_path / "e.yaml").write_text(text, encoding="utf-8")
    printed = {}
    for level in ("Normal", "Hard"):
        result = cli("setup", str(tmp_path / "e.yaml"), "--difficulty", level, "--seed", "3",
                     "--out", str(tmp_path / level), "--force")  # the VP track check is not this test's
        assert result.exit_code == 0, result.output
        with pdfplumber.open(next((tmp_path / level).rglob("setup-*.pdf"))) as pdf:
            printed[level] = " ".join((page.extract_text() or "").replace("\n", " ") for page in pdf.pages)
    assert "Each crate holds 1 die; 12 VPs win." in printed["Normal"]
    assert "Each crate holds 2 dice; 12 VPs win." in printed["Hard"]


@pytest.mark.parametrize("written", ["{vp: victory}", "{ vp:victory}", "{VP:victory}", "{vp:vic tory}"])
def test_braces_that_look_like_a_reference_but_are_none_are_an_error_not_printed(tmp_path, written):
    text = with_rule(f'"Score {written}."') + EXTRAS
    loaded = load_snippet(tmp_path, text)
    assert [(f.line, f.col, f.code) for f in loaded.findings] == [(*at(text, written), "markup.unknown-reference")]
    assert loaded.findings[0].message.startswith(f"'{written}' is not a reference and would print as it stands")


def test_an_escaped_brace_prints_a_reference_as_it_is_written(tmp_path):
    assert said(tmp_path, "Write \\\\{vp:victory\\\\} to say it.") == "Write \\{vp:victory\\} to say it."


def test_a_finding_about_words_beside_a_reference_is_located_at_those_words_as_written(tmp_path):
    text = with_rule('"Shuffle the 5 {name:crate} tokens."') + EXTRAS
    found = checked(tmp_path, text, "ref.count-in-text")
    assert [(f.line, f.col) for f in found] == [at(text, "5 {name:crate}")]


def test_a_name_said_by_reference_is_said_before_the_texts_that_name_it(tmp_path):
    text = with_rule('"Aim for {name:victory}."') + EXTRAS
    text = text.replace("    name: Victory\n", '    name: "Victory at {vp:victory}"\n')
    assert load_snippet(tmp_path, text).model.rules[0].text == "Aim for Victory at 12 VPs."


def test_a_text_past_the_longest_once_said_is_refused(tmp_path):
    text = with_rule('"' + "{name:throw} " * 1500 + '"') + EXTRAS.replace("name: Hurl", "name: " + "H" * 20)
    loaded = load_snippet(tmp_path, text)
    assert [f.code for f in loaded.findings] == ["schema.length"]
    assert "characters once its references are said; a text holds at most 20,000" in loaded.findings[0].message


def test_an_assumption_covers_the_words_the_kit_prints(tmp_path):
    text = with_rule('"Roll {dice:sparks}."') + EXTRAS + (
        "assumptions:\n  - {what: The dice, value: two, why: A guess.,\n"
        "     covers: [{at: rules.priority.text, words: [2 dice]}]}\n")
    loaded = load_snippet(tmp_path, text)
    assert loaded.ok, [f.format() for f in loaded.findings]
    assert loaded.model.rules[0].marked("text", loaded.model.rules[0].text) == "Roll 2 dice\u2020."
