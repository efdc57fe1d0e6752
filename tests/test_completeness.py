"""The kit prints every element of its encounter: an invariant derived from the model.

Every text the model holds (each field typed Name or Text, found by walking the model, so a
new kind of element fails here until it reaches the paper), every difficulty value, every
token with its count, and every character of all of them, must be found in the text
extracted from the kit's PDF. Words are compared in reading order, as runs.
"""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pdfplumber
import pytest

from conftest import FIXTURES
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.core.options import Paper, PrintOptions
from printgen.build.part_pdf import build_part
from printgen.layout.display import Text as DisplayText
from printgen.layout.notes import constant_values, notes_title
from printgen.layout.setup import setup_page
from printgen.load.loader import core_rules, game_constants, load_encounter
from printgen.model.base import Name, Node, Text
from printgen.randomise import generate
from pdfmeasure import plain_words
from printgen.core.units import POINTS_PER

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

MM = POINTS_PER["mm"]
FURNITURE = 14 * MM  # the page bands of scale bar and page label
# Configuration of `printgen check` (which findings to silence, which words to accept, and why)
# is for the designer, not the players; an assumption's covers name the values it marks (the mark is
# printed, the path is not: tests/test_assumed_marks.py). These are the parts of the model not printed.
NOT_PRINTED = {"CheckConfig", "Cover"}
SOURCES = [pytest.param(bundled_path(i), id=i) for i in bundled_ids()] + [
    pytest.param(path, id=path.stem) for path in sorted((FIXTURES / "valid").glob("*.yaml"))]


def _holds_text(hint) -> bool:
    return hint is Text or hint is Name or any(_holds_text(arg) for arg in typing.get_args(hint))


def printable(node: Node):
    """(where, text) for every Name or Text value in the model, numbers in text-or-number fields too."""
    if type(node).__name__ in NOT_PRINTED:
        return
    hints = typing.get_type_hints(type(node), include_extras=True)
    for field in type(node).model_fields:
        where = f"{type(node).__name__}.{field}"
        yield from _values(getattr(node, field), hints[field], where)


def _values(value, hint, where):
    if isinstance(value, Node):
        yield from printable(value)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _values(item, hint, where)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _values(item, hint, where)
    elif isinstance(value, (str, int)) and not isinstance(value, bool) and _holds_text(hint):
        yield where, str(value)


def words_of(text: str) -> list[str]:
    """Words as a reader compares them: case and surrounding punctuation ignored."""
    stripped = (re.sub(r"^\W+|\W+$", "", word.replace("’", "'")).lower() for word in text.split())
    return [word for word in stripped if word]


def contains_run(haystack: list[str], needle: list[str]) -> bool:
    width = len(needle)
    return any(haystack[start:start + width] == needle
               for start, word in enumerate(haystack) if word == needle[0]) if needle else True


def page_words(page, bands: list[list[str]]) -> list[str]:
    """The page's words in the order drawn, without the page furniture and the document title band."""
    kept = [word["text"] for word in page.extract_words(use_text_flow=True)
            if FURNITURE < word["bottom"] and word["top"] < page.height - FURNITURE]
    words = words_of(" ".join(kept))
    for band in bands:
        if words[:len(band)] == band:
            return words[len(band):]
    return words


@pytest.fixture(scope="module", params=SOURCES)
def kit(request, tmp_path_factory):
    loaded = load_encounter(Path(request.param))
    assert loaded.ok, [f.format() for f in loaded.findings]
    built = build_part(loaded, "kit", PrintOptions("letter", "long"), tmp_path_factory.mktemp("kit"), seed=1)
    enc = loaded.model
    title = enc.short_title
    bands = [words_of(t) for t in (enc.title, f"{title}: rules", f"{title}: {notes_title(enc).lower()}")]
    with pdfplumber.open(built.path) as pdf:
        words = [word for page in pdf.pages for word in page_words(page, bands)]
        characters = set("".join(page.extract_text() or "" for page in pdf.pages))
    return enc, words, characters


def elements(enc) -> list[tuple[str, str]]:
    return list(printable(enc)) + list(printable(core_rules()))


def test_every_text_of_the_model_is_printed(kit):
    enc, words, _ = kit
    missing = [(where, text[:70]) for where, text in elements(enc)
               if not contains_run(words, words_of(" ".join(plain_words(text))))]
    assert missing == [], "\n".join(map(str, missing))


def test_every_difficulty_level_prints_its_row(kit):
    enc, words, _ = kit
    table = enc.difficulty
    for level in table.levels:
        row = words_of(level.name) + words_of(" ".join(str(level.values.get(c.id, "—")) for c in table.columns))
        assert contains_run(words, row), level.name


def test_every_token_is_printed_with_its_count(kit):
    enc, words, _ = kit
    missing = [token.name for token in enc.tokens if not contains_run(words, words_of(f"{token.name} {token.count}"))]
    assert missing == [], "\n".join(map(str, missing))


def test_every_character_of_the_data_is_printed(kit):
    enc, _, characters = kit
    used = {char for _, text in elements(enc) for char in " ".join(plain_words(text)) if not char.isspace()}
    missing = sorted(used - characters)
    assert missing == [], [f"{char} U+{ord(char):04X}" for char in missing]


DOUBLED_STOP = re.compile(r"(?<!\.)(\.\.|[!?]\.)(?!\.)")  # "turn..", "SMASH!." (not the ellipsis "Age...")


def test_no_sentence_ends_twice(kit, loaded_bundled):
    """Data that ends its own sentence gets no second full stop, wherever the kit adds one, and
    neither does any level's setup sheet."""
    enc, words, _ = kit
    assert [word for word in words if DOUBLED_STOP.search(word)] == []
    if enc.id in loaded_bundled:
        for level in enc.difficulty.levels:
            made = generate(enc, game_constants(), 1, level.name)
            page = setup_page(enc, game_constants(), made, PrintOptions(Paper.LETTER), enc.id)
            texts = [item.text for item in page.items if isinstance(item, DisplayText)]
            assert [text for text in texts if DOUBLED_STOP.search(text)] == [], level.name


def test_every_game_constant_is_printed_with_where_it_comes_from(kit):
    """The die, the range tool, the battlefield, bases and card sizes come from outside the seeds:
    each kit's notes state each value as printgen uses it, its source and its confidence."""
    _, words, _ = kit
    constants = game_constants()
    values = constant_values(constants)
    missing = [name for name, provenance in constants.provenance.items()
               if not contains_run(words, words_of(f"{values[name]} Source: {provenance.source} "
                                                   f"({provenance.confidence})"))]
    assert missing == []
