"""Paper used well: the cards and tokens of every bundled kit, on Letter and A4, printed double-sided
(long edge), folded and single-sided, take the fewest sheets that can hold them, with no piece over
another or over the page's margins, no crop mark in another piece's bleed, and every back behind its
front; and a kit prints no block of text on two parts (the token cut list is the cover's alone).

The fewest sheets is bounded below by area: the pieces' rooms (each piece's bleed box, widened by
the margin its packer must keep round it: a card's crop marks, half the 2.5 mm between tokens) over
the room a sheet gives them, rounded up. Where no two cards fit side by side (on Letter or A4 none
do: two stat cards with their marks are 328 mm wide), the cards stand in one column, and their
heights over the page's height bound it too. A shelf packer cannot always meet that bound (rows of
square rooms waste the corners round a token), so a part may take one sheet more, but only where
SHELF_LOSSES says why, and every such loss must be listed: a packer that gets worse fails, and one
that gets better asks for the list to be shortened."""

from __future__ import annotations

import itertools
import math
from collections import Counter

import pytest

from conftest import drawn_texts, parts_of
from printgen.build.kit import kit_pages
from printgen.layout.display import Line, Rect, Text
from printgen.layout.furniture import FURNITURE, MARK_LENGTH, MARK_OFFSET, SIDE_MARGIN
from printgen.layout.grid import card_bounds
from printgen.layout.pieces import Bounds
from printgen.layout.tokens import GAP, room, token_sheets
from printgen.core.options import Paper, PrintOptions
from printgen.core.units import MM

pytestmark = pytest.mark.slow  # lays out 24 kits

ENCOUNTERS = ["all-will-be-metal", "incredible-hulk", "mutant-masterworks", "unstoppable-colossus"]
PAPERS = ["letter", "a4"]
DUPLEXES = ["long", "fold", "off"]
KITS = list(itertools.product(ENCOUNTERS, PAPERS, DUPLEXES))
CUT = ("Cards", "Tokens")
BLEED = PrintOptions().bleed_mm * MM

SHELF_LOSSES: dict[tuple[str, str, str, str], str] = {}
"""Each kit part that takes a sheet more than the bound, and why rows of pieces cannot do better."""


@pytest.fixture(scope="module")
def kits(loaded_bundled):
    """Each kit's pages, laid out when a test first asks for it."""
    laid: dict = {}

    def kit(encounter_id: str, paper: str, duplex: str) -> list:
        key = (encounter_id, paper, duplex)
        if key not in laid:
            laid[key] = kit_pages(loaded_bundled[encounter_id], PrintOptions(paper, duplex), seed=1)
        return laid[key]

    return kit


def part_pages(pages: list, part: str) -> list:
    """The pages of ``part`` that hold pieces (not the blank backs a double-sided kit adds)."""
    return [page for page, owner in zip(pages, parts_of(pages), strict=True)
            if owner == part and getattr(page, "trims", None)]


def sheets_of(pages: list) -> int:
    """Sheets of paper: a page of backs goes on the back of a sheet of fronts (turned, or fed again)."""
    return sum(1 for page in pages if not page.back)


def folded(pages: list, duplex: str) -> bool:
    """Whether the part's sheets are folded: printed with fold, and some piece has a back to fold behind it."""
    return duplex == "fold" and any(trim.face == "back" for page in pages for trim in page.trims)


def rooms(pages: list, part: str, duplex: str) -> list[tuple[float, float]]:
    """Each piece's room: its bleed box and the margin round it; a card folded on its own is as tall
    as its front and back together."""
    fronts = [trim for page in pages for trim in page.trims if trim.face == "front"]
    if part == "Tokens":
        return [(trim.w + GAP, trim.h + GAP) for trim in fronts]
    margin = 2 * (BLEED + MARK_OFFSET + MARK_LENGTH)
    return [(trim.w + margin, trim.h * (2 if folded(pages, duplex) else 1) + margin) for trim in fronts]


def room_on_a_sheet(pages: list, paper: str, part: str, duplex: str) -> Bounds:
    """Where a sheet holds the part's rooms (a token's room reaches half a gap past the bounds)."""
    size = Paper(paper).size
    if part == "Cards":
        return card_bounds(size)
    bounds = room(size, folded(pages, duplex))
    return Bounds(bounds.left - GAP / 2, bounds.right + GAP / 2, bounds.top + GAP / 2, bounds.bottom - GAP / 2)


def fewest(pieces: list[tuple[float, float]], bounds: Bounds) -> int:
    """A lower bound on the sheets that hold ``pieces``: by area, and by height where they stand in one column."""
    width, height = bounds.right - bounds.left, bounds.top - bounds.bottom
    area = math.ceil(sum(w * h for w, h in pieces) / (width * height) - 1e-9)
    narrowest = sorted(w for w, _ in pieces)[:2]
    if len(narrowest) == 2 and sum(narrowest) > width:  # no two side by side: one column
        return max(area, math.ceil(sum(h for _, h in pieces) / height - 1e-9))
    return area


def bleed_box_bound(pages: list, paper: str, part: str, duplex: str) -> int:
    """The plainest bound: the bleed boxes a sheet's printed side holds (folded, the backs' too) over
    the area inside the side margins and the furniture bands."""
    width, height = Paper(paper).size
    usable = (width - 2 * SIDE_MARGIN) * (height - 2 * FURNITURE)
    faces = ("front", "back") if folded(pages, duplex) else ("front",)
    bleed = BLEED if part == "Cards" else 0.0  # a home token sheet's tokens have none: cut on the outline
    boxes = [(trim.w + 2 * bleed) * (trim.h + 2 * bleed) for page in pages for trim in page.trims if trim.face in faces]
    return math.ceil(sum(boxes) / usable - 1e-9)


@pytest.mark.parametrize("encounter_id, paper, duplex", KITS)
def test_every_cut_part_takes_the_fewest_sheets_rows_allow(kits, encounter_id, paper, duplex):
    pages = kits(encounter_id, paper, duplex)
    for part in CUT:
        held = part_pages(pages, part)
        bound = fewest(rooms(held, part, duplex), room_on_a_sheet(held, paper, part, duplex))
        sheets = sheets_of(held)
        assert sheets >= bound >= 1, (part, sheets, bound)  # else the bound is no bound, or pieces overlap
        assert bound >= bleed_box_bound(held, paper, part, duplex), part  # the rooms' bound is the stronger
        loss = SHELF_LOSSES.get((encounter_id, paper, duplex, part))
        assert sheets == bound + (1 if loss else 0), (part, sheets, bound, loss)


def test_every_listed_loss_is_a_real_kit_part():
    assert all((e, p, d) in KITS and part in CUT for e, p, d, part in SHELF_LOSSES)


def test_a_tip_card_and_a_stat_card_share_a_sheet(kits):
    """The Incredible Hulk's two cards, 170 × 110 and 150 × 100 mm, on one sheet of either paper."""
    for paper in PAPERS:
        held = part_pages(kits("incredible-hulk", paper, "long"), "Cards")
        assert [page.back for page in held] == [False, True]
        assert sorted(trim.item for trim in held[0].trims) == ["hulk-stat", "hulk-tip"]


# --- where the pieces lie ------------------------------------------------------------------------------------


def _apart(one: tuple, other: tuple, by: float = 0.0) -> bool:
    """Whether two boxes (x0, y0, x1, y1) are at least ``by`` apart, across or down."""
    return (one[2] + by <= other[0] + 1e-6 or other[2] + by <= one[0] + 1e-6
            or one[3] + by <= other[1] + 1e-6 or other[3] + by <= one[1] + 1e-6)


def _bleed_box(trim, bleed: float) -> tuple:
    return trim.x - bleed, trim.y - bleed, trim.x + trim.w + bleed, trim.y + trim.h + bleed


@pytest.mark.parametrize("encounter_id, paper, duplex", KITS)
def test_no_piece_lies_over_another_or_over_the_margins(kits, encounter_id, paper, duplex):
    """Bleed boxes and crop marks (a card's room) inside the side margins and the furniture bands;
    no two bleed boxes meet (a card folded on its own is one box, its fold inside it); tokens' cut
    lines at least 2 mm apart."""
    width, height = Paper(paper).size
    for part, bleed, apart in (("Cards", BLEED, 0.0), ("Tokens", 0.0, 2 * MM)):
        reach = MARK_OFFSET + MARK_LENGTH if part == "Cards" else 0.0  # the crop marks beyond the bleed
        for page in part_pages(kits(encounter_id, paper, duplex), part):
            boxes = _boxes(page, bleed, folded_each=part == "Cards" and duplex == "fold")
            for x0, y0, x1, y1 in boxes:
                assert SIDE_MARGIN - 1e-6 <= x0 - reach and x1 + reach <= width - SIDE_MARGIN + 1e-6, part
                assert FURNITURE - 1e-6 <= y0 - reach and y1 + reach <= height - FURNITURE + 1e-6, part
            for one, other in itertools.combinations(boxes, 2):
                assert _apart(one, other, apart), (part, one, other)


def _boxes(page, bleed: float, folded_each: bool) -> list[tuple]:
    """The bleed boxes of a page's pieces; a card folded on its own: its front's and back's as one."""
    boxes = [_bleed_box(trim, bleed) for trim in page.trims]
    if not folded_each:
        return boxes
    fronts = [trim for trim in page.trims if trim.face == "front"]
    backs = {(trim.item, round(trim.x, 6), round(trim.y + trim.h, 6)): trim for trim in page.trims
             if trim.face == "back"}
    pairs = [(front, backs[front.item, round(front.x, 6), round(front.y, 6)]) for front in fronts]
    assert len(pairs) == len(page.trims) / 2
    return [(front.x - bleed, back.y - bleed, front.x + front.w + bleed, front.y + front.h + bleed)
            for front, back in pairs]


@pytest.mark.parametrize("encounter_id, paper, duplex", KITS)
def test_no_mark_cuts_into_a_pieces_bleed(kits, encounter_id, paper, duplex):
    """Crop marks and registration targets (black hairlines) keep out of every bleed box on their page."""
    for part, bleed in (("Cards", BLEED), ("Tokens", 0.0)):
        for page in part_pages(kits(encounter_id, paper, duplex), part):
            hairlines = [item for item in page.items if isinstance(item, Line) and item.width == 0.3]
            assert hairlines or part == "Tokens"  # one-sided tokens have no targets to line up
            for line in hairlines:
                span = (min(line.x1, line.x2), min(line.y1, line.y2), max(line.x1, line.x2), max(line.y1, line.y2))
                assert all(_apart(span, _bleed_box(trim, bleed)) for trim in page.trims), (part, line)


def _places(page, face: str, moved=lambda trim: (trim.x, trim.y)) -> Counter:
    return Counter((trim.item, round(trim.w, 3), round(trim.h, 3), *(round(v, 3) for v in moved(trim)))
                   for trim in page.trims if trim.face == face)


def _matched_backs(held: list, part: str, duplex: str) -> int:
    """How many backs lie where their fronts put them: turned on the long edge, at the place mirrored
    across on the next page; folded, a card's just below it, a token's in the mirror half; fed
    again, each page of backs at the places of the next page of fronts that has backs."""
    if duplex == "fold":
        turn = (lambda t: (t.x, t.y + t.h)) if part == "Cards" else None
        return sum((_places(page, "back", turn or (lambda t, w=page.width: (w - t.x - t.w, t.y)))
                    & _places(page, "front")).total() for page in held)
    if duplex == "long":
        return sum((_places(back, "back", lambda t, w=back.width: (w - t.x - t.w, t.y))
                    & _places(held[index - 1], "front")).total() for index, back in enumerate(held) if back.back)
    matched, fronts = 0, [page for page in held if not page.back]
    for back in (page for page in held if page.back):
        facing = next(index for index, front in enumerate(fronts)
                      if not _places(back, "back") - _places(front, "front"))
        matched += _places(back, "back").total()
        fronts = fronts[facing + 1:]
    return matched


@pytest.mark.parametrize("encounter_id, paper, duplex", KITS)
def test_every_back_lies_behind_its_front(kits, encounter_id, paper, duplex):
    pages = kits(encounter_id, paper, duplex)
    for part in CUT:
        held = part_pages(pages, part)
        backs = sum(1 for page in held for trim in page.trims if trim.face == "back")
        assert backs or part == "Tokens"
        assert _matched_backs(held, part, duplex) == backs, part


# --- nothing printed twice -------------------------------------------------------------------------------------

SHARED = {
    frozenset({"Cover", "Rules"}): "the story and the difficulty chart, at a glance on the cover and in the rules",
    frozenset({"Cards", "Rules"}): "a card carries, to the table, rules the rules print in full",
    frozenset({"Cards", "Trackers"}): "a tracker repeats the card text of the effect it tracks",
    frozenset({"Rules", "Trackers"}): "a tracker repeats the rule of the effect it tracks",
    frozenset({"Cover", "Transcription notes"}): "the cover's box names each value the kit chose, as the notes do",
    frozenset({"Cover", "Designer's notes"}): "the cover's box names each value the kit chose, as the notes do",
}
"""The parts a kit lets share a block of text, and why; any other two parts share none (the token
sheets none at all: the cut list is the cover's)."""


def blocks(text: str) -> bool:
    """A line of text long enough to be a block's, not a label (a token's name, a column's head)."""
    return len(text.split()) >= 6


@pytest.mark.parametrize("encounter_id, paper", list(itertools.product(ENCOUNTERS, PAPERS)))
def test_no_block_of_text_is_printed_on_two_parts_of_a_kit(kits, encounter_id, paper):
    pages = kits(encounter_id, paper, "long")
    where: dict[str, set[str]] = {}
    for page, owner in zip(pages, parts_of(pages), strict=True):
        for text in filter(blocks, drawn_texts(page.items)):
            where.setdefault(text, set()).add(owner)
    shared = {text: owners for text, owners in where.items() if len(owners - {None}) > 1}
    unexplained = {text: sorted(owners) for text, owners in shared.items()
                   if not all(frozenset(pair) in SHARED for pair in itertools.combinations(sorted(owners), 2))}
    assert unexplained == {}
    cut_lists = [text for page in pages for text in drawn_texts(page.items) if "token cut list." in text.lower()]
    assert len(cut_lists) == 1


@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
@pytest.mark.parametrize("paper", PAPERS)
def test_token_sheets_printed_alone_carry_the_cut_list_clear_of_the_tokens(bundled, encounter_id, paper):
    """Without the kit's cover, the token sheets print the cut list once, above or below every token,
    and cost no sheet more than the tokens take unless the tokens leave it no room."""
    enc, size = bundled[encounter_id], Paper(paper).size
    sheets = token_sheets(enc, size, "long", 0, "t")
    listing = [sheet for sheet in sheets if any("token cut list." in text for text in drawn_texts(sheet.items))]
    assert len(listing) == 1
    page = listing[0]
    heights = [item.y for item in page.items if isinstance(item, (Text, Rect))
               and FURNITURE < item.y < page.height - FURNITURE]  # the list's, not the page furniture's
    top, bottom = max(heights), min(heights)
    assert all(trim.y > top + 8 or trim.y + trim.h < bottom for trim in page.trims)  # 8 pt: its first line's height
    alone = token_sheets(enc, size, "long", 0, "t", cut_list=False)
    assert len(sheets) == len(alone) or top > max(trim.y + trim.h for trim in page.trims)  # a sheet more: at the top
