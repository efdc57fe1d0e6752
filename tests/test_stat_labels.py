"""A stat card's panel, on every stat card of every bundled encounter and valid fixture, in every lettering:
each label ("THREAT", "SIZE", "PHYSICAL DEF.") stands a clear gap above its value, measured from the ink of
its letters to the ink of the value's figures or icon. Its labels once stood 0.5 mm above their values,
near enough to touch at a glance ("SIZE" on "3†")."""

from __future__ import annotations

import pytest

from conftest import FIXTURES
from glyph_ink import ink_heights
from printgen.core import typography
from printgen.core.units import MM
from printgen.layout.card_deck import card_layouts
from printgen.layout.card_face import MARGIN
from printgen.layout.display import Circle, Icon, Line, Polygon, Rect, Text
from printgen.layout.glyphs import glyph_items
from printgen.layout.stat_faces import panel_width
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.load.loader import game_constants, load_encounter
from printgen.model import StatCard

SOURCES = [bundled_path(encounter_id) for encounter_id in bundled_ids()] + sorted(
    (FIXTURES / "valid").glob("*.yaml"))
CLEAR = 0.8 * MM
"""The least gap between a label's ink and its value's: the layout leaves a millimetre over the figures' height."""


def _top(item) -> float:
    """How high a value's ink reaches: its glyphs' highest point, or its icon's outline with its stroke."""
    if isinstance(item, Text):
        return item.y + ink_heights(item.text, item.font, item.size)[1]
    tops = []
    for shape in glyph_items(item.name, item.x, item.y, item.size, "#000000"):
        if isinstance(shape, Polygon):
            tops.append(max(y for _, y in shape.points) + (shape.width / 2 if shape.stroke else 0.0))
        elif isinstance(shape, Circle):
            tops.append(shape.y + shape.r + (shape.width / 2 if shape.stroke else 0.0))
        elif isinstance(shape, Rect):
            tops.append(shape.y + shape.h + (shape.width / 2 if shape.stroke else 0.0))
        elif isinstance(shape, Line):
            tops.append(max(shape.y1, shape.y2) + shape.width / 2)
    return max(tops)


def label_gaps(items) -> list[tuple[str, float]]:
    """Each label of a stat panel and the gap between its ink and the ink of the value under it."""
    panel = [item for item in items if isinstance(item, (Text, Icon))
             and MARGIN < item.x < MARGIN + panel_width() and not (isinstance(item, Text) and item.align != "left")]
    labels = [item for item in panel if isinstance(item, Text) and item.font == "condensed"]
    gaps = []
    for label in labels:
        under = [item for item in panel if item.y < label.y and item not in labels]
        if under:
            baseline = max(item.y for item in under)
            value_top = max(_top(item) for item in under if item.y == baseline)
            gaps.append((label.text, label.y + ink_heights(label.text, label.font, label.size)[0] - value_top))
    return gaps


@pytest.mark.parametrize("lettering", typography.LETTERINGS)
@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_every_stat_label_stands_clear_of_its_value(source, lettering):
    with typography.lettering(lettering):
        enc = load_encounter(source).model
        faces = [face for layout in card_layouts(enc, game_constants(), 0.0) if isinstance(layout.card, StatCard)
                 for face in (layout.front, layout.back)]
        gaps = [(face_number, label, round(gap / MM, 2)) for face_number, face in enumerate(faces)
                for label, gap in label_gaps(face.items)]
    assert gaps or source.stem not in PANELLED
    assert [gap for gap in gaps if gap[2] * MM < CLEAR] == []


PANELLED = {"incredible-hulk", "unstoppable-colossus"}
"""The bundled encounters whose stat cards print a panel of stats (Ultron's and Magneto's, which the sources
do not print, list only their attacks' and powers' names)."""


def test_the_measure_sees_a_label_on_its_value():
    value = Text(MARGIN + 2 * MM, 10.0, "3†", "heading", 13.0)
    label = Text(MARGIN + 2 * MM, 10.0 + 13.0 * 0.721, "SIZE", "condensed", 7.0)  # on the figure's top
    assert [(text, round(gap, 2)) for text, gap in label_gaps([label, value])] == [("SIZE", -0.07)]  # S dips below
