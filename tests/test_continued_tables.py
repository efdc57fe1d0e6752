"""A table that runs on into the next column or page says so: the new column starts with the table's
title marked "(continued)" and its header row again, then the row that did not fit. Every table of
every bundled encounter, split after each of its rows; and the continuations the rules pages print."""

from __future__ import annotations

import pytest

from printgen.load.bundled import bundled_ids
from printgen.layout import document
from printgen.layout.content import content_of
from printgen.layout.display import Rect, Text
from printgen.layout.flow import Column, flow
from printgen.layout.notes import notes_strips
from printgen.layout.strips import ACCENT, Style
from printgen.load.loader import core_rules, game_constants
from printgen.core.options import Paper

BUNDLED = bundled_ids()
STYLE = Style(8.5, ACCENT)
WIDTH = 250.0
SECOND = 1000.0  # the second column's x


def _tables(enc):
    """(title, header labels, strips) of every table the encounter prints."""
    content = content_of(enc)
    for table in enc.tables:
        yield table.marked("name", table.name), ["Result", "Effect"], content.roll_table(table, STYLE, WIDTH, 0.0)
    for table in enc.reference_tables:
        yield (table.marked("name", table.name), [table.key_label, table.value_label],
               content.reference_table(table, STYLE, WIDTH, 0.0))
    yield "Difficulty", None, content.difficulty(STYLE, WIDTH, 0.0)


def _reading(items, x: float) -> list:
    """The text and header bars drawn in the column at ``x``, top down."""
    found = [item for item in items if isinstance(item, (Text, Rect)) and x - 1 <= item.x < x + WIDTH]
    return sorted(found, key=lambda item: (-(item.y + (item.h if isinstance(item, Rect) else 0)), item.x))


@pytest.mark.parametrize("encounter_id", BUNDLED)
def test_every_table_split_after_any_row_continues_with_its_title_and_header(bundled, encounter_id):
    checked = 0
    for title, header, strips in _tables(bundled[encounter_id]):
        rows = [index for index, strip in enumerate(strips) if strip.repeat is not None]
        for split in rows[1:]:  # the column ends after the row before ``split``
            room = strips[0].height + sum(strip.gap + strip.height for strip in strips[1:split]) + 1e-3
            flowed = flow(strips, [Column(0.0, room, WIDTH, 0.0), Column(SECOND, 5000.0, WIDTH, 0.0)])
            assert flowed.over == 0.0
            top = _reading(flowed.items, SECOND)
            bar = next(index for index, item in enumerate(top) if isinstance(item, Rect) and item.fill == ACCENT)
            above = [item.text for item in top[:bar] if isinstance(item, Text)]
            assert " ".join(above) == f"{title} (continued)", (title, split)
            labels = [item for item in top[bar + 1:] if isinstance(item, Text) and item.y > top[bar].y]
            if header:
                assert " ".join(item.text for item in labels) == " ".join(label.upper() for label in header)
            first_row = strips[split].items
            assert any(isinstance(item, Text) and item.text in [t.text for t in top[bar + 1:] if isinstance(t, Text)]
                       for item in first_row)
            checked += 1
    assert checked


def _document_pages(enc, paper: str):
    size = Paper(paper).size
    width = document.column_width(size)
    rules = document.rules_strips(enc, core_rules(), content_of(enc), width)
    notes = notes_strips(enc, core_rules(), game_constants(), width)
    return document.document_pages(rules, size, "rules") + document.document_pages(notes, size, "notes")


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_rules_pages_mark_each_continued_table_above_its_header(bundled, paper):
    """Wherever a document page says "(continued)", the header row of the table follows right under it."""
    continued = 0
    for encounter_id in BUNDLED:
        for page in _document_pages(bundled[encounter_id], paper):
            bars = [item for item in page.items if isinstance(item, Rect) and item.fill == ACCENT]
            for text in (item for item in page.items if isinstance(item, Text) and "(continued)" in item.text):
                assert any(abs(bar.x - text.x) < 0.5 and 0 < text.y - (bar.y + bar.h) < STYLE.size for bar in bars), \
                    (encounter_id, text.text)
                continued += 1
    assert continued  # the bundled rules split at least one table across columns
