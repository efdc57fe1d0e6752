"""No Python value reaches the paper: whatever a file leaves out or cannot be read, no page prints
`None`, `nan` or `inf` where the data does not write that word (a forced build of a file check
refuses included)."""

from __future__ import annotations

import re

import pytest

from conftest import FIXTURES, MINIMAL, drawn_texts

from printgen.load.bundled import bundled_ids, bundled_path
from printgen.core.options import PrintOptions
from printgen.load.loader import load_encounter
from printgen.build.printable import PRINTABLE

PYTHON_WORDS = re.compile(r"\b(None|nan|NaN|inf|True|False)\b")
SOURCES = [bundled_path(i) for i in bundled_ids()] + sorted((FIXTURES / "valid").glob("*.yaml"))


def python_words_printed(loaded) -> set[str]:
    written = set(PYTHON_WORDS.findall(loaded.doc.text))
    options = PrintOptions("letter", "long")
    printed = {word for part in PRINTABLE.values() for page in part.layout()(loaded, options, 1, "")
               for text in drawn_texts(page.items) for word in PYTHON_WORDS.findall(text)}
    return printed - written


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: path.stem)
def test_no_part_prints_a_python_value(path):
    assert python_words_printed(load_encounter(path)) == set()


def test_a_level_without_dice_prints_a_question_mark_not_none(tmp_path):
    """check refuses it (table.dice-per-level); forced, the page still says no Python."""
    text = MINIMAL.replace("    text: The Crisis Team starts with priority.",
                           "    text: The Crisis Team starts with priority.\n    table: surge")
    text += ("tables:\n  - id: surge\n    name: Surge\n    dice_from: menace-dice\n    rows:\n"
             "      - {faces: [critical, wild, hit, block, blank, failure], text: The Menace surges.}\n")
    text = text.replace("{menace-dice: 2}", "{menace-dice: Roll some dice}")
    path = tmp_path / "e.yaml"
    path.write_text(text, encoding="utf-8")
    assert python_words_printed(load_encounter(path)) == set()
