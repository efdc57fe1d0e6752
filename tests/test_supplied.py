"""The cover's box of what the source does not give, held against the paper: every page that marks a value
the kit chose is named there, under the assumption that chose it, and every value the game needs and
neither source nor kit gives is named as missing.

The pages an assumption's values print on are found here without the kit's own reading of its marks: the
kit is laid out again with that assumption's covers taken away, and the pages whose marks are fewer are
its pages."""

from __future__ import annotations

import re
from contextlib import contextmanager

import pytest

from conftest import FIXTURES, drawn_texts
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.build.kit import kit_pages
from printgen.core.wording import pages_said
from printgen.load.loader import core_rules, load_encounter
from printgen.core.memo import forget_all
from printgen.model import assumed
from printgen.model.base import MARK
from printgen.core.options import PrintOptions

pytestmark = pytest.mark.slow

ENCOUNTERS = [*bundled_ids(), "valid/homebrew-trackers.yaml", "valid/minimal.yaml"]


def _loaded(name: str):
    """A fresh load (its marks are changed here), never the session's shared one."""
    path = FIXTURES / name if name.startswith("valid/") else bundled_path(name)
    return load_encounter(path)


@contextmanager
def _without(enc, left_out: list):
    """The encounter and the core rules marked as if ``left_out`` assumptions covered nothing."""
    core = core_rules()
    keep = [a for a in enc.assumptions if not any(a is gone for gone in left_out)]
    assumed.apply(enc, keep)
    assumed.apply(core, [a for a in core.assumptions if not any(a is gone for gone in left_out)])
    forget_all()  # what was laid out before was laid out with every mark
    try:
        yield
    finally:
        assumed.apply(enc, enc.assumptions)
        assumed.apply(core, core.assumptions)
        forget_all()


def _marks(page) -> int:
    """How many marks a page prints after values (not the cover's key to the mark)."""
    return " ".join(drawn_texts(page.items)).replace(f"marked {MARK} where it prints", "").count(MARK)


def _box(pages) -> str:
    """The cover's box, as one line of text (it prints on the first page)."""
    cover = " ".join(drawn_texts(pages[0].items))
    start = cover.find("Chosen by")
    return cover[start:cover.find("DIFFICULTY AT A GLANCE")] if start >= 0 else ""


def _named_pages(box: str, what: str) -> set[int]:
    """The pages the box gives after an assumption's first words."""
    at = box.find(what)
    assert at >= 0, f"the box does not name '{what}'"
    said = re.match(r".*?\s(Pages?) ([0-9–, ]+)\.", box[at + len(what):])
    assert said, box[at:at + 300]
    numbers: set[int] = set()
    for run in said.group(2).split(", "):
        first, _, last = run.partition("–")
        numbers.update(range(int(first), int(last or first) + 1))
    return numbers


def _first_words(what: str) -> str:
    return " ".join(what.split()[:6])


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("name", ENCOUNTERS)
def test_every_page_that_marks_a_chosen_value_is_named_on_the_cover(name, paper):
    loaded = _loaded(name)
    enc, options = loaded.model, PrintOptions(paper)
    pages = kit_pages(loaded, options, 1)
    box = _box(pages)
    for assumption in [*enc.assumptions, *core_rules().assumptions]:
        with _without(enc, [assumption]):
            fewer = _fewer_marks(pages, kit_pages(loaded, options, 1))
        if not fewer:
            assert _first_words(assumption.what) not in box
            continue
        named, cover = _named_pages(box, _first_words(assumption.what)), set(range(1, _cover_length(pages) + 1))
        assert named - cover == fewer - cover, assumption.what
        assert bool(named & cover) == bool(fewer & cover), assumption.what


def _fewer_marks(pages: list, without: list) -> set[int]:
    """The numbers of ``pages`` that print more marks than the same page of the same part in ``without``
    (a part's pages are compared, since the cover before them may be shorter without a value to name; the
    cover, whose box changes too, is compared whole)."""
    mine, theirs = _by_part(pages), _by_part(without)
    fewer = {number for name, numbered in mine.items() if name != "Cover"
             for (number, page), (_, other) in zip(numbered, theirs.get(name, []), strict=False)
             if _marks(page) > _marks(other)}
    cover_marks = [sum(_marks(page) for _, page in laid["Cover"]) for laid in (mine, theirs)]
    return fewer | ({number for number, _ in mine["Cover"]} if cover_marks[0] > cover_marks[1] else set())


def _by_part(pages: list) -> dict[str, list[tuple[int, object]]]:
    parts: dict[str, list[tuple[int, object]]] = {}
    name = ""
    for number, page in enumerate(pages, start=1):
        name = page.bookmark or name
        parts.setdefault(name, []).append((number, page))
    return parts


@pytest.mark.parametrize("name", ENCOUNTERS)
def test_a_kit_with_no_chosen_value_has_no_such_list(name):
    loaded = _loaded(name)
    with _without(loaded.model, [*loaded.model.assumptions, *core_rules().assumptions]):
        pages = kit_pages(loaded, PrintOptions(), 1)
        assert _box(pages) == ""
        assert not any(_marks(page) for page in pages[:_cover_length(pages)])


@pytest.mark.parametrize("name", ENCOUNTERS)
def test_every_missing_component_is_named_in_the_box(name):
    loaded = _loaded(name)
    cover = " ".join(drawn_texts(kit_pages(loaded, PrintOptions(), 1)[0].items))
    for item in loaded.model.missing:
        assert item.what in cover


@pytest.mark.parametrize(("numbers", "said"), [([3], "page 3"), ([9, 10], "pages 9–10"),
                                               ([17, 5, 6, 7, 9], "pages 5–7, 9, 17")])
def test_pages_are_said_as_a_reader_looks_them_up(numbers, said):
    assert pages_said(numbers) == said


def _cover_length(pages) -> int:
    """How many pages the cover takes: the pages before the first part's bookmark."""
    return next(n for n, page in enumerate(pages[1:], start=1) if page.bookmark)


@pytest.mark.parametrize("name", ENCOUNTERS)
def test_each_value_is_said_to_be_chosen_by_whoever_chose_it(name):
    """A transcription's values are the kit's; an original design's own are its designer's, and the core
    rules' (printgen's transcription of them) the kit's, whoever made the encounter."""
    from printgen.layout.not_given import not_given_text
    from printgen.model.source import is_transcription

    enc = _loaded(name).model
    core = core_rules().assumptions
    text = not_given_text(enc, tuple((assumption, (3,)) for assumption in [*enc.assumptions, *core]), (9, 9))
    kits = text.find("**Chosen by this kit")
    for assumption in [*enc.assumptions, *core]:
        at = text.find(_first_words(assumption.what))
        by_kit = is_transcription(enc.source) or any(assumption is mine for mine in core)
        assert (kits >= 0 and at > kits) == by_kit, assumption.what


def test_a_cover_marks_at_most_fifty_words_of_a_text(tmp_path):
    """Each word a cover names is looked for in every printing of its text: their number is bounded, so
    that a kit's time stays in proportion to its file (4,000 words printed 20 times took 74 s)."""
    from conftest import MINIMAL
    from printgen.core.limits import COVER_WORDS

    words = [f"w{n}" for n in range(COVER_WORDS + 1)]
    text = MINIMAL + ("assumptions:\n  - what: Words.\n    value: words\n    why: Chosen.\n    covers:\n"
                      f"      - {{at: rules.priority.text, words: [{', '.join(words)}]}}\n")
    path = tmp_path / "many.yaml"
    path.write_text(text, encoding="utf-8")
    loaded = load_encounter(path)
    assert [(f.code, f.line) for f in loaded.findings if f.severity == "error"] == [("schema.value", text.count("\n"))]
