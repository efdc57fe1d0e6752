"""Legible by measurement, on every page a player prints: no text under 6 pt, and every text run and
icon at a contrast of at least 4.5:1 against what it is drawn on, in normal ink and in low ink. The
kit and each part alone, for every bundled encounter and valid fixture, on both papers.

What a run is drawn on is the last filled shape drawn before it that holds its anchor point (its
baseline start, or centre for centred text), with every group's move and turn applied, in the
colours the renderer prints for that ink."""

from __future__ import annotations

import math

import pytest

from conftest import FIXTURES
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.core.options import PrintOptions
from printgen.layout.display import Circle, Group, Icon, Polygon, Rect, Text
from printgen.load.loader import load_encounter
from printgen.build.printable import PRINTABLE
from pdfmeasure import contrast
from printgen.render.ink import INKS

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

SOURCES = [bundled_path(encounter_id) for encounter_id in bundled_ids()] + sorted(
    (FIXTURES / "valid").glob("*.yaml"))
SMALLEST = 6.0
LEAST_CONTRAST = 4.5

Matrix = tuple[float, float, float, float, float, float]  # x' = a x + c y + e, y' = b x + d y + f
IDENTITY: Matrix = (1, 0, 0, 1, 0, 0)


def _times(m: Matrix, n: Matrix) -> Matrix:
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s, a * t + c * u + e, b * t + d * u + f)


def _moved(x: float, y: float) -> Matrix:
    return (1, 0, 0, 1, x, y)


def _turned(degrees: float) -> Matrix:
    cos, sin = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    return (cos, sin, -sin, cos, 0, 0)


def _group_matrix(m: Matrix, group: Group) -> Matrix:
    m = _times(m, _moved(group.dx, group.dy))
    if group.rotate180:
        m = _times(_times(m, _moved(*group.box)), _turned(180))
    if group.turn:
        cx, cy = group.box[0] / 2, group.box[1] / 2
        m = _times(_times(_times(m, _moved(cx, cy)), _turned(group.turn)), _moved(-cx, -cy))
    return m


def _flat(items, m: Matrix = IDENTITY) -> list[tuple[object, Matrix]]:
    out = []
    for item in items:
        if isinstance(item, Group):
            out += _flat(item.items, _group_matrix(m, item))
        else:
            out.append((item, m))
    return out


def _unmoved(m: Matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = m
    det, x, y = a * d - b * c, x - e, y - f
    return (d * x - c * y) / det, (a * y - b * x) / det


def _holds(shape, m: Matrix, px: float, py: float) -> bool:
    x, y = _unmoved(m, px, py)
    if isinstance(shape, Rect):
        return min(shape.x, shape.x + shape.w) <= x <= max(shape.x, shape.x + shape.w) and \
            min(shape.y, shape.y + shape.h) <= y <= max(shape.y, shape.y + shape.h)
    if isinstance(shape, Circle):
        return (x - shape.x) ** 2 + (y - shape.y) ** 2 <= shape.r ** 2
    points, inside = shape.points, False
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            inside = not inside
    return inside


def _fill(shape, ink) -> str:
    return ink.polygon_fill(shape.fill, shape.stroke) if isinstance(shape, Polygon) else ink.fill_of(shape.fill)


def _problems(pages, ink_name: str) -> list[str]:
    ink, found = INKS[ink_name], []
    for number, page in enumerate(pages, start=1):
        flat = _flat(page.items)
        for index, (item, m) in enumerate(flat):
            if not isinstance(item, (Text, Icon)):
                continue
            what = item.text if isinstance(item, Text) else f"{{{item.name}}}"
            if item.size < SMALLEST:
                found.append(f"page {number}: {what!r} at {item.size:g} pt")
            a, b, c, d, e, f = m
            px, py = a * item.x + c * item.y + e, b * item.x + d * item.y + f
            under = next((shape for shape, sm in reversed(flat[:index]) if isinstance(shape, (Rect, Circle, Polygon))
                          and shape.fill and _holds(shape, sm, px, py)), None)
            ratio = contrast(ink.text(item.color), _fill(under, ink) if under else "#ffffff")
            if ratio < LEAST_CONTRAST:
                found.append(f"page {number}: {what!r} {item.color} at {ratio:.2f}:1")
    return sorted(set(found))


@pytest.fixture(scope="module", params=SOURCES, ids=lambda path: path.stem)
def loaded(request):
    return load_encounter(request.param)


@pytest.mark.parametrize("ink", ["normal", "low"])
@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("part", sorted(PRINTABLE))
def test_no_text_is_too_small_or_too_faint_to_read(loaded, part, paper, ink):
    pages = PRINTABLE[part].layout()(loaded, PrintOptions(paper, ink=ink), 1, loaded.model.id)
    assert _problems(pages, ink) == []
