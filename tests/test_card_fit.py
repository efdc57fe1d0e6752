"""Fitting a card's text: the size chosen is the largest of the steps at which everything fits (the
floor, with its overflow, when none does), however the search gets there; and it lays the text out
at most a guess and its neighbour more often than halving the steps would."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from printgen.layout.card_face import SIZES, fit
from printgen.layout.flow import Column, flow
from printgen.layout.strips import Strip, Style

ACCENT = "#333333"


def _paragraphs(lines_per_point: list[float], fixed: float):
    """A build whose strips grow with the text size: lines as long as the size, each as tall as it,
    plus a part that does not scale (rules, gaps, a table's borders)."""
    def build(style: Style, width: float) -> list[Strip]:
        return [Strip(math.ceil(lines * style.size) * style.leading + fixed, gap=2.0) for lines in lines_per_point]
    return build


@given(lines=st.lists(st.floats(0.05, 3.0), min_size=1, max_size=12), fixed=st.floats(0.0, 20.0),
       room=st.floats(30.0, 600.0), columns=st.integers(1, 3))
def test_the_size_is_the_largest_step_that_fits(lines, fixed, room, columns):
    build = _paragraphs(lines, fixed)
    placed = [Column(120.0 * n, room, 100.0, 0.0) for n in range(columns)]
    laid = []

    def counted(style: Style, width: float) -> list[Strip]:
        laid.append(style.size)
        return build(style, width)

    size, flowed = fit(counted, placed, ACCENT)
    fitting = [step for step in SIZES if not flow(build(Style(step, ACCENT), 100.0), placed).over]
    assert size == (fitting[0] if fitting else SIZES[-1])
    assert bool(flowed.over) == (not fitting)
    assert flowed.over == flow(build(Style(size, ACCENT), 100.0), placed).over
    assert len(laid) <= 3 + math.ceil(math.log2(len(SIZES))), "a guess and its neighbour, then halving"
