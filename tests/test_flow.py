"""Flowing strips into columns: a table that runs on into the next column says so and repeats its header there."""

from __future__ import annotations

from printgen.layout.display import Text
from printgen.layout.flow import Column, flow
from printgen.layout.strips import Cell, Style, table_strips

STYLE = Style(8.0, "#333333")


def _texts_at(items, x: float) -> list[tuple[float, str]]:
    """(baseline, text) of the text drawn in the column at ``x``, in reading order."""
    found = [item for item in items if isinstance(item, Text) and x <= item.x < x + 100]
    return [(item.y, item.text) for item in sorted(found, key=lambda item: (-item.y, item.x))]


def test_a_table_split_across_columns_repeats_its_header():
    rows = [[Cell(f"row{n}"), Cell(str(n))] for n in range(40)]
    strips = table_strips([0.5, 0.5], rows, STYLE, 100.0, header=["Name", "Count"])
    height = sum(strip.height for strip in strips)
    columns = [Column(0.0, height * 0.6, 100.0, 0.0), Column(200.0, height * 0.6, 100.0, 0.0)]
    flowed = flow(strips, columns)
    assert flowed.over == 0.0
    first, second = _texts_at(flowed.items, 0.0), _texts_at(flowed.items, 200.0)
    assert [text for _, text in first[:2]] == ["NAME", "COUNT"]
    assert [text for _, text in second[:3]] == ["(continued)", "NAME", "COUNT"], \
        "the second column says the table goes on, then repeats the header"
    printed_rows = [text for _, text in first + second if text.startswith("row")]
    assert printed_rows == [f"row{n}" for n in range(40)], "every row once, in order"
