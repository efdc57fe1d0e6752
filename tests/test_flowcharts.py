"""Flowchart arrows touch both boxes they join: YES from the question's right edge to the action,
NO (and THEN) from a box's bottom edge to the next box's top edge; every branch reaches the end."""

from __future__ import annotations

import pytest

from printgen.load.bundled import bundled_ids, bundled_path
from printgen.layout.content import Content
from printgen.layout.display import Line, Polygon, Rect, Text
from printgen.layout.strips import Style
from printgen.load.loader import load_encounter
from printgen.core.units import POINTS_PER

MM = POINTS_PER["mm"]
TOUCH = 0.01  # points
CHARTS = [(i, chart.id) for i in bundled_ids()
          for chart in load_encounter(bundled_path(i)).model.flowcharts]


def _labelled(strip, label: str) -> bool:
    return any(isinstance(item, Text) and item.text == label for item in strip.items)


def _boxes(strip) -> list[Rect]:
    return sorted((item for item in strip.items if isinstance(item, Rect)), key=lambda rect: rect.x)


def _tip(strip) -> tuple[float, float]:
    polygon = next(item for item in strip.items if isinstance(item, Polygon))
    return polygon.points[0]


@pytest.mark.parametrize("encounter_id, chart_id", CHARTS)
@pytest.mark.parametrize("width_mm", [70, 120, 190])
def test_flowchart_arrows_touch_the_boxes_they_join(bundled, encounter_id, chart_id, width_mm):
    enc = bundled[encounter_id]
    chart = next(c for c in enc.flowcharts if c.id == chart_id)
    strips = Content(enc).flowchart(chart, Style(8.0, "#333333"), width_mm * MM, 0.0, heading=False)
    rows = [strip for strip in strips if _labelled(strip, "YES")]
    assert len(rows) == len(chart.steps)
    for row in rows:
        ask, act = _boxes(row)
        arrow = next(item for item in row.items if isinstance(item, Line))
        assert abs(arrow.x1 - (ask.x + ask.w)) < TOUCH and abs(_tip(row)[0] - act.x) < TOUCH
        assert abs(ask.y) < TOUCH and abs(ask.h - row.height) < TOUCH, "the question spans its row"
    for above, connector, below in zip(strips, strips[1:], strips[2:]):
        if not (_labelled(connector, "NO") or _labelled(connector, "THEN")):
            continue
        line = next(item for item in connector.items if isinstance(item, Line))
        assert abs(max(line.y1, line.y2) - connector.height) < TOUCH and abs(_boxes(above)[0].y) < TOUCH
        assert abs(_tip(connector)[1]) < TOUCH and below.gap == 0.0
        assert abs(_boxes(below)[0].y + _boxes(below)[0].h - below.height) < TOUCH


@pytest.mark.parametrize("encounter_id, chart_id", CHARTS)
def test_every_branch_reaches_the_end(bundled, encounter_id, chart_id):
    """Each box but the last leads on: a question by its NO arrow (or, the last, to the end), the
    NO branch's own step by a THEN arrow into the end step, which is drawn last."""
    enc = bundled[encounter_id]
    chart = next(c for c in enc.flowcharts if c.id == chart_id)
    strips = Content(enc).flowchart(chart, Style(8.0, "#333333"), 120 * MM, 0.0, heading=False)
    boxes = [strip for strip in strips if _boxes(strip)]
    for box, after in zip(strips, strips[1:]):
        if box in boxes and after in boxes and not _labelled(box, "YES"):
            pytest.fail(f"a box of {chart_id} leads nowhere: it is followed by another box with no arrow")
    end = chart.marked("then", chart.then).lower()  # as printed, with its mark if an assumption chose it
    assert any(isinstance(item, Text) and item.text.lower() == end for item in strips[-1].items)
