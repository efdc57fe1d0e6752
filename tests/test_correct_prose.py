"""Correct prose gives the name and spelling checks nothing to find (issue 48, item 8: a warning on
correct text fails a valid file under --strict): every text of the bundled core rules and encounters;
the sentences of the source documents (tests/fixtures/prose/seed-sentences.txt, copied from the OCR
seeds and mended) as rules of an encounter whose names lie one letter from everyday words
(near-names.yaml); and everyday English one letter from those names (near-words.txt)."""

from __future__ import annotations

import json

import pytest
import yaml

from conftest import FIXTURES, MINIMAL, load_snippet

CODES = ["text.spelling", "text.name-typo", "text.name-variant", "text.name-case"]
PROSE = FIXTURES / "prose"


def findings(loaded) -> list:
    from printgen.checks import run_checks
    from printgen.checks.context import Context

    assert loaded.ok, [finding.format() for finding in loaded.findings]
    return run_checks(Context(loaded), CODES).findings


def sentences(name: str) -> list[tuple[str, str]]:
    """(section, sentence) for each sentence of a fixture: one a line, '## file: section' starts a section,
    '#' a comment, '\\n' a line break of the text."""
    section, found = "", []
    for line in (PROSE / name).read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:].split(": ", 1)[-1]
        elif line.strip() and not line.startswith("#"):
            found.append((section, line.strip().replace("\\n", "\n")))
    return found


def as_rules(items: list[tuple[str, str]]) -> str:
    """Each sentence a rule of its own, titled by its section (JSON strings are YAML's too)."""
    return "".join(f"  - id: s-{number}\n    title: {json.dumps(section)}\n    text: {json.dumps(text)}\n"
                   for number, (section, text) in enumerate(items, 1))


def in_near_names(tmp_path, items: list[tuple[str, str]]):
    base = (PROSE / "near-names.yaml").read_text(encoding="utf-8")
    return load_snippet(tmp_path, base.replace("rules:\n", "rules:\n" + as_rules(items), 1))


def said(found) -> list[str]:
    return [f"{finding.line}:{finding.col} {finding.code} {finding.message}" for finding in found]


# --- (a) the bundled texts ------------------------------------------------------------------------------

def test_the_bundled_encounters_give_the_name_and_spelling_checks_nothing(loaded_bundled):
    for encounter_id, loaded in loaded_bundled.items():
        assert said(findings(loaded)) == [], encounter_id


def test_the_core_rules_give_the_name_and_spelling_checks_nothing(tmp_path):
    """The core rules are no encounter: their rules are checked as the rules of the minimal one."""
    from printgen.core.resources import DATA_DIR

    core = yaml.safe_load((DATA_DIR / "core-rules.yaml").read_text(encoding="utf-8"))
    rules = yaml.safe_dump(core["rules"], allow_unicode=True, width=10_000)
    minimal_rule = "  - id: priority\n    title: Priority\n    text: The Crisis Team starts with priority.\n"
    assert minimal_rule in MINIMAL and len(core["rules"]) > 10
    text = MINIMAL.replace(minimal_rule, "".join(f"  {line}\n" for line in rules.splitlines()))
    assert said(findings(load_snippet(tmp_path, text))) == []


# --- (b) the source documents' sentences, (c) everyday English one letter from a name --------------------

def test_the_source_documents_sentences_give_nothing_beside_near_names(tmp_path):
    seeds = sentences("seed-sentences.txt")
    assert len(seeds) >= 80
    assert said(findings(in_near_names(tmp_path, seeds))) == []


def test_everyday_words_one_letter_from_a_name_give_nothing(tmp_path):
    assert said(findings(in_near_names(tmp_path, sentences("near-words.txt")))) == []


def test_both_together_give_nothing(tmp_path):
    """The words a text writes in lower case elsewhere tell a sentence's first word from a name's: the
    corpus read as one encounter, as a designer's would be."""
    assert said(findings(in_near_names(tmp_path, sentences("seed-sentences.txt") + sentences("near-words.txt")))) == []


@pytest.mark.parametrize("section, sentence", sentences("near-words.txt"))
def test_each_everyday_sentence_has_a_word_one_letter_from_a_name(section, sentence):
    """The fixture keeps its promise: a capitalised word of each sentence, not a name's own word, is one
    letter from a capitalised word of one of near-names.yaml's names."""
    from printgen.checks.text import bare_word
    from printgen.checks.words import WORD
    from printgen.core.wording import one_edit_apart

    base = yaml.safe_load((PROSE / "near-names.yaml").read_text(encoding="utf-8"))
    names = [thing["name"] for kind in ("tokens", "trackers") for thing in base[kind]]
    name_words = {word.lower() for name in names for word in WORD.findall(name)}
    name_words |= {word + "s" for word in name_words}
    capitalised = {bare_word(word) for word in WORD.findall(sentence) if word[0].isupper()} - name_words
    assert any(one_edit_apart(word, name_word) for word in capitalised for name_word in name_words), sentence
