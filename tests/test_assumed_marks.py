"""Every value an assumption covers is marked where the kit prints it, and nothing else is.

Each cover is taken away in turn from a fresh load of each bundled encounter and valid fixture (the
core rules' own covers too): the kit must then print fewer marks, and the marks all the covers take
away add up to every mark in the kit but the key's and the notes' (what a kit with no cover still
prints), so that no mark stands on paper that no cover put there.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from conftest import FIXTURES, drawn_texts, parts_of

from printgen.load.bundled import bundled_ids, bundled_path
from printgen.core.options import PrintOptions
from printgen.load.loader import core_rules, load_encounter
from printgen.model import assumed
from printgen.model.base import MARK
from printgen.build.kit import kit_pages
from printgen.build.part_pdf import part_pdf

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

SOURCES = {**{i: bundled_path(i) for i in bundled_ids()},
           **{path.stem: path for path in sorted((FIXTURES / "valid").glob("*.yaml"))}}
IDS = list(SOURCES)


def marks_in(items) -> int:
    """The marks on a page after values: not the cover box's key to the mark, which the box prints once
    whatever it lists (tests/test_supplied.py holds the box to the marks)."""
    return " ".join(drawn_texts(items)).replace(f"marked {MARK} where it prints", "").count(MARK)


def marks(encounter_id: str, paper: str, keep=lambda owner, n: True) -> tuple[int, int]:
    """(marks on the parts, marks on the cover and notes) of a fresh kit whose covers are those ``keep``
    keeps, by owner ("encounter" or "core") and number in the owner's list of covers."""
    loaded = load_encounter(SOURCES[encounter_id])
    core = core_rules()
    try:
        assumed.apply(loaded.model, kept(loaded.model.assumptions, "encounter", keep))
        assumed.apply(core, kept(core.assumptions, "core", keep))
        pages = kit_pages(loaded, PrintOptions(paper, "long"), 1)
    finally:
        assumed.apply(core, core.assumptions)
    parts = parts_of(pages)
    on_parts = sum(marks_in(page.items) for page, part in zip(pages, parts) if part not in FRAME)
    return on_parts, sum(marks_in(page.items) for page, part in zip(pages, parts) if part in FRAME)


FRAME = {"Cover", "Transcription notes", "Designer's notes"}


def kept(assumptions, owner: str, keep) -> list:
    numbered = iter(range(10_000))
    return [SimpleNamespace(covers=[cover for cover in assumption.covers if keep(owner, next(numbered))],
                            path=assumption.path, what=assumption.what)  # as the kit knows an assumption
            for assumption in assumptions]


def covers_of(encounter_id: str) -> list[tuple[str, int, str]]:
    enc = load_encounter(SOURCES[encounter_id]).model
    owners = (("encounter", enc.assumptions), ("core", core_rules().assumptions))
    return [(owner, n, cover.at) for owner, listed in owners
            for n, cover in enumerate(cover for assumption in listed for cover in assumption.covers)]


@pytest.mark.parametrize("encounter_id", IDS)
def test_each_cover_marks_its_values_and_the_marks_are_all_the_covers(encounter_id):
    def total(keep=lambda owner, n: True) -> int:
        return sum(marks(encounter_id, "letter", keep))

    marked, unmarked = total(), total(lambda owner, n: False)  # unmarked: the key and the notes alone
    taken = {(owner, number, at): marked - total(lambda o, n, owner=owner, number=number: (o, n) != (owner, number))
             for owner, number, at in covers_of(encounter_id)}
    assert [cover for cover, count in taken.items() if count < 1] == [], "covered, yet marked nowhere in the kit"
    assert sum(taken.values()) == marked - unmarked, "a mark on paper that no cover put there"
    assert unmarked >= 2, "the cover keys the mark and the notes say which assumptions mark values"


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("encounter_id", IDS)
def test_without_covers_no_part_has_a_mark(encounter_id, paper):
    assert marks(encounter_id, paper, lambda owner, n: False)[0] == 0


def test_no_value_is_covered_twice():
    for encounter_id in IDS:
        enc = load_encounter(SOURCES[encounter_id]).model
        targets = [(id(t.node), t.field, t.key, tuple(c.words)) for a in enc.assumptions for c in a.covers
                   for t in assumed.resolve(enc, c.at)]
        assert len(targets) == len(set(targets)), encounter_id


def test_the_mark_prints_as_text_in_the_pdf():
    import io

    import pypdf
    loaded = load_encounter(bundled_path("incredible-hulk"))
    pdf = pypdf.PdfReader(io.BytesIO(part_pdf(loaded, "cards", PrintOptions("letter", "long"))))
    assert any(MARK in page.extract_text() for page in pdf.pages)
