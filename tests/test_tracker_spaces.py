"""A tracker's spaces on paper, for every bundled encounter and valid fixture, in every lettering and on both
papers, measured in what each page draws: no word crosses a space's outline (large print's START once
crossed the ring of the Colossus's space 9); nothing is cut where a board taller than a page meets the next
page, so no space straddles a join (large print's Debris Tracker once cut space 23's number there and printed
it again under the glue strip); and each tier's spaces stand in one row beside its panel (that tracker once
wrapped each six-space Storm Level five and one)."""

from __future__ import annotations

import math
from collections import defaultdict

import pytest

from conftest import FIXTURES
from printgen.build.part_pdf import laid_out
from printgen.core import typography
from printgen.core.options import PrintOptions
from printgen.core.units import MM
from printgen.layout.furniture import FURNITURE
from printgen.layout.display import Circle, Group, Icon, Line, Polygon, Rect, Text
from glyph_ink import ink_heights
from printgen.layout.label_boxes import Box
from printgen.layout.palette import SPACE, START
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.load.loader import load_encounter
from printgen.model.trackers import Track

pytestmark = pytest.mark.slow  # lays out every tracker in every lettering: outside the fast tier

SOURCES = [bundled_path(encounter_id) for encounter_id in bundled_ids()] + sorted(
    (FIXTURES / "valid").glob("*.yaml"))
CASES = [(source, lettering, paper) for source in SOURCES for lettering in typography.LETTERINGS
         for paper in ("letter", "a4")]


@pytest.fixture
def lettered(request):
    """The case's lettering while the test runs: its pages are laid out and their words measured in it."""
    with typography.lettering(request.node.callspec.params["case"][1]):
        yield


def _pages(source, lettering: str, paper: str):
    """The encounter and its tracker pages (in the lettering in use, which is ``lettering``)."""
    assert typography.lettering_now() == lettering
    loaded = load_encounter(source)
    return loaded.model, laid_out(loaded, "trackers", PrintOptions(paper, "long"))


def _boards(pages):
    """Each page's board: the group that holds it, in the board's own coordinates."""
    return [(number, item) for number, page in enumerate(pages, start=1) for item in page.items
            if isinstance(item, Group)]


def _text_box(text: Text) -> Box:
    """Where a text inks: across its advance, from its glyphs' lowest point to their highest."""
    width = typography.width(text.text, text.font, text.size)
    left = {"left": text.x, "center": text.x - width / 2, "right": text.x - width}[text.align]
    low, high = ink_heights(text.text, text.font, text.size)
    return Box(left, text.y + low, left + width, text.y + high)


def crossing(box: Box, outline) -> bool:
    """Whether a word's box crosses a space's outline: neither inside it, clear of its line, nor outside it."""
    pen = outline.width / 2
    if isinstance(outline, Circle):
        inside = all(math.dist(corner, (outline.x, outline.y)) <= outline.r - pen for corner in box.corners())
        nearest = (min(max(outline.x, box.x0), box.x1), min(max(outline.y, box.y0), box.y1))
        return not inside and math.dist(nearest, (outline.x, outline.y)) < outline.r + pen
    inner = Box(outline.x + pen, outline.y + pen, outline.x + outline.w - pen, outline.y + outline.h - pen)
    outer = Box(outline.x - pen, outline.y - pen, outline.x + outline.w + pen, outline.y + outline.h + pen)
    return not box.within(inner) and box.overlaps(outer)


def _spaces(items) -> list:
    return [item for item in items if isinstance(item, (Circle, Rect)) and item.stroke in (SPACE, START)
            and not item.dash]


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case[0].stem}-{case[1]}-{case[2]}")
def test_no_word_crosses_a_space(case, lettered):
    _, pages = _pages(*case)
    found = [f"page {number}: {text.text!r}" for number, board in _boards(pages) for outline in _spaces(board.items)
             for text in board.items if isinstance(text, Text) and crossing(_text_box(text), outline)]
    assert found == []


def test_the_measure_sees_a_word_on_a_ring():
    ring = Circle(0.0, 0.0, 30.0, stroke=START, width=1.6)
    assert crossing(Box(-18.0, -30.0, 18.0, -22.0), ring)      # START low in the space, its ends on the ring
    assert not crossing(Box(-12.0, -24.0, 12.0, -16.0), ring)  # raised to where the ring is wide enough
    assert not crossing(Box(-40.0, 34.0, -30.0, 40.0), ring)   # a number in the square's corner, outside it


def _extent(item) -> tuple[float, float]:
    """How low and how high an item reaches, in its board's coordinates."""
    if isinstance(item, Text):
        box = _text_box(item)
        return box.y0, box.y1
    if isinstance(item, Circle):
        return item.y - item.r, item.y + item.r
    if isinstance(item, Rect):
        return item.y, item.y + item.h
    if isinstance(item, Line):
        return min(item.y1, item.y2), max(item.y1, item.y2)
    if isinstance(item, Polygon):
        return min(y for _, y in item.points), max(y for _, y in item.points)
    assert isinstance(item, Icon)
    return item.y - 0.2 * item.size, item.y + 0.9 * item.size


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case[0].stem}-{case[1]}-{case[2]}")
def test_nothing_is_cut_where_a_page_of_a_board_meets_the_next(case, lettered):
    _, pages = _pages(*case)
    found = []
    for number, board in _boards(pages):
        if board.clip is None or board.clip[1] <= 0:  # a board whole on its page, or the last of its pages
            continue
        join = board.clip[1]
        found += [f"page {number}: {getattr(item, 'text', type(item).__name__)!r}" for item in board.items
                  if (extent := _extent(item))[0] < join - 0.01 < extent[1]]
    assert found == []


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case[0].stem}-{case[1]}-{case[2]}")
def test_each_tier_of_a_track_stands_in_one_row(case, lettered):
    """On some page every space of each tier stands, all at one height."""
    enc, pages = _pages(*case)
    rows: dict[tuple, set[float]] = defaultdict(set)
    for number, page in enumerate(pages):
        for trim in page.trims:
            component, value = trim.item.split(":")
            rows[(_tier_of(enc, component, int(value)), number)].add((int(value), round(trim.y, 2)))
    tiers = [(track.id, tier) for tracker in enc.trackers for track in tracker.components if isinstance(track, Track)
             for tier in track.tiers]
    split = [f"{track} {tier.label}" for track, tier in tiers if not any(
        {value for value, _ in spaces} == set(range(tier.first, tier.last + 1)) and len({y for _, y in spaces}) == 1
        for (held, _), spaces in rows.items() if held == (track, tier.label))]
    assert split == []


def _tier_of(enc, component: str, value: int) -> tuple[str, str] | None:
    """The track and the label of its tier that holds ``value`` (None: no tier, or not a track)."""
    for tracker in enc.trackers:
        for track in tracker.components:
            if isinstance(track, Track) and track.id == component:
                return next(((track.id, tier.label) for tier in track.tiers if tier.first <= value <= tier.last), None)
    return None


def test_a_tier_of_six_fits_beside_its_panel_in_large_print():
    for paper in ("letter", "a4"):
        with typography.lettering("large"):
            _, pages = _pages(bundled_path("mutant-masterworks"), "large", paper)
        storm = [trim for page in pages for trim in page.trims if trim.item in {f"debris:{v}" for v in range(18, 24)}]
        assert len({round(trim.y, 2) for trim in storm}) == 1 and len(storm) == 6, paper
        assert max(trim.x + trim.w for trim in storm) <= pages[0].width - 6 * MM


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case[0].stem}-{case[1]}-{case[2]}")
def test_a_cut_lines_words_stand_above_the_band_of_the_pages_foot(case, lettered):
    """The words under a window ("CUT ON THE ARROWS' LINE …") never run into the scale bar and label below."""
    _, pages = _pages(*case)
    for number, page in enumerate(pages, start=1):
        words = [item for item in page.items if isinstance(item, Text) and item not in page.footer.items]
        assert all(_text_box(text).y0 >= FURNITURE - 1 * MM for text in words), number
