"""A tracker space's number stays readable with the marker on the space: every number's box lies
outside the marker (its token, at its printed size, centred on the space), at 6 pt or more and at a
contrast of 4.5:1 or more against what it is printed on, in normal and in low ink. Every track and
spots component of every bundled encounter and of the homebrew trackers (round spaces, numbered in
their corners; rect spaces and long numbers, in a band above)."""

from __future__ import annotations

import math

import pytest

from conftest import FIXTURES
from pdfmeasure import contrast
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.core import typography
from printgen.layout.display import Circle, Rect, Text
from printgen.layout.strips import Style
from printgen.layout.tracker_parts import spots_strips, track_strips
from printgen.layout.trackers import ACCENT, TEXT_SIZE
from printgen.load.loader import load_encounter
from printgen.model.trackers import Spots, Track
from printgen.render.ink import INKS
from printgen.core.units import MM

SOURCES = [bundled_path(encounter_id) for encounter_id in bundled_ids()] + [
    FIXTURES / "valid" / "homebrew-trackers.yaml"]
STYLE = Style(TEXT_SIZE, ACCENT)
WIDTH = 190 * MM


def _marker(enc, token_id: str | None) -> tuple[float, float, bool]:
    """The marker a space holds: its token (the largest of a Randomizer group), or a 10 mm marker."""
    tokens = [t for t in enc.tokens if token_id in (t.id, t.randomizer)]
    if not tokens:
        return 10 * MM, 10 * MM, False
    return (max(t.size_pt[0] for t in tokens), max(t.size_pt[1] for t in tokens),
            all(t.shape == "round" for t in tokens))


def _number_box(text: Text) -> tuple[float, float, float, float]:
    width = typography.width(text.text, text.font, text.size)
    left = {"left": text.x, "center": text.x - width / 2, "right": text.x - width}[text.align]
    return left, text.y, left + width, text.y + text.size * 0.75  # digits: baseline to cap height


def _over(text: Text, box) -> bool:
    """Whether the number lies within the space's width (in its corner, or in the band above it)."""
    left, _, right, _ = _number_box(text)
    return box.x - 0.01 <= left and right <= box.x + box.w + 0.01


def _covered(box, marker, space) -> bool:
    """Whether the marker, centred on the space, covers any of the number's box."""
    (x0, y0, x1, y1), (mw, mh, round_), (sx, sy, sw, sh) = box, marker, space
    cx, cy = sx + sw / 2, sy + sh / 2
    if round_:
        nearest_x, nearest_y = min(max(cx, x0), x1), min(max(cy, y0), y1)
        return math.hypot(nearest_x - cx, nearest_y - cy) < mw / 2
    return x0 < cx + mw / 2 and x1 > cx - mw / 2 and y0 < cy + mh / 2 and y1 > cy - mh / 2


def _on(items, index: int, x: float, y: float):
    """The last filled shape drawn before ``index`` that holds (x, y)."""
    for item in reversed(items[:index]):
        if isinstance(item, Rect) and item.fill and item.x <= x <= item.x + item.w \
                and item.y <= y <= item.y + item.h:
            return item.fill
        if isinstance(item, Circle) and item.fill and math.hypot(x - item.x, y - item.y) <= item.r:
            return item.fill
    return "#ffffff"


def _strips(enc, component):
    if isinstance(component, Track):
        return track_strips(enc, component, STYLE, WIDTH)
    return spots_strips(enc, component, STYLE, WIDTH)


@pytest.fixture(scope="module", params=SOURCES, ids=lambda path: path.stem)
def enc(request):
    return load_encounter(request.param).model


def test_every_space_number_is_clear_of_its_marker_and_legible(enc):
    checked = 0
    for tracker in enc.trackers:
        for component in tracker.components:
            if not isinstance(component, (Track, Spots)):
                continue
            marker = _marker(enc, component.token)
            for strip in _strips(enc, component):
                for box in getattr(strip, "boxes", []):
                    numbers = [(index, item) for index, item in enumerate(strip.items)
                               if isinstance(item, Text) and item.text == str(box.value) and _over(item, box)]
                    assert len(numbers) == 1, (component.id, box.value)
                    index, number = numbers[0]
                    space = (box.x, box.y, box.w, box.h)
                    assert not _covered(_number_box(number), marker, space), (component.id, box.value)
                    assert number.size >= 6.0
                    for ink in INKS.values():
                        under = _on(strip.items, index, number.x, number.y)
                        assert contrast(ink.text(number.color), ink.fill_of(under)) >= 4.5
                    checked += 1
    assert checked or not any(isinstance(c, (Track, Spots)) for t in enc.trackers for c in t.components)
