"""Each sheet of card stock used: over every bundled encounter, both papers and every duplex mode, no
piece of a card-stock part lies on a sheet when it would fit in the free room of the sheet before it
(the part's previous sheet of fronts), so that no sheet is printed for what fits on its neighbour.

The free room is read from the layout's own boxes: the room a sheet gives its part's pieces (the tokens'
``room``, the cards' ``card_bounds``; a sheet folded down the middle, its left half), less each piece's
room on it (a token's cut line and half the 2.5 mm between tokens round it; a card's bleed box and crop
marks, a card folded on its own with its back below it), the backs a fold brings over the left half
included. A piece fits where its own room meets none of those inside the sheet's; a room that fits
anywhere slides left and down until it touches a room or the bounds each way, so only those places
need trying."""

from __future__ import annotations

import itertools

import pytest

from conftest import drawn_texts
from printgen.build.part import PARTS
from printgen.core.options import Paper, PrintOptions
from printgen.core.units import MM
from printgen.layout.display import Rect, Text
from printgen.layout.furniture import FURNITURE, MARK_LENGTH, MARK_OFFSET
from printgen.layout.grid import card_bounds
from printgen.layout.pieces import Bounds
from printgen.layout.tokens import GAP, room

pytestmark = pytest.mark.slow  # lays out the cards and tokens of 32 prints, some twice

PAPERS = ["letter", "a4"]
DUPLEXES = ["long", "short", "fold", "off"]
CARD_STOCK = [part for part in PARTS.values() if part.card_stock]
BLEED = PrintOptions().bleed_mm * MM
EPSILON = 1e-6

Box = tuple[float, float, float, float]  # x0, y0, x1, y1


def fronts(pages: list) -> list:
    """The pages of a part that hold fronts (a page of backs is the other side of one of them)."""
    return [page for page in pages if getattr(page, "trims", None) and not page.back]


def folded_down_the_middle(page, part: str) -> bool:
    return part == "tokens" and any(trim.face == "back" for trim in page.trims)


def bounds_of(page, part: str, paper: str) -> Bounds:
    """Where ``page`` holds its part's rooms: a token's room reaches half a gap past the bounds."""
    size = Paper(paper).size
    if part == "cards":
        return card_bounds(size)
    inner = room(size, folded_down_the_middle(page, part))
    return Bounds(inner.left - GAP / 2, inner.right + GAP / 2, inner.top + GAP / 2, inner.bottom - GAP / 2)


def rooms_of(page, part: str, duplex: str) -> list[Box]:
    """Each piece's room on ``page`` (and, folded down the middle, each back's brought over by the fold)."""
    if part == "tokens":
        boxes = [_grown(trim, GAP / 2) for trim in page.trims if trim.face == "front"]
        backs = [trim for trim in page.trims if trim.face == "back"]
        return boxes + [(page.width - x1, y0, page.width - x0, y1) for x0, y0, x1, y1 in map(_grown, backs,
                                                                                               [GAP / 2] * len(backs))]
    margin = BLEED + MARK_OFFSET + MARK_LENGTH
    backs = {trim.item: trim for trim in page.trims if trim.face == "back"}
    boxes = []
    for trim in (trim for trim in page.trims if trim.face == "front"):
        x0, y0, x1, y1 = _grown(trim, margin)
        boxes.append((x0, backs[trim.item].y - margin if duplex == "fold" else y0, x1, y1))
    return boxes


def _grown(trim, by: float) -> Box:
    return trim.x - by, trim.y - by, trim.x + trim.w + by, trim.y + trim.h + by


def fits(size: tuple[float, float], taken: list[Box], bounds: Bounds) -> bool:
    """Whether a room of ``size`` lies somewhere inside ``bounds`` meeting none of ``taken``."""
    w, h = size
    for y in sorted({bounds.bottom, *(box[3] for box in taken)}):
        if y + h > bounds.top + EPSILON:
            break
        band = [(x0, x1) for x0, y0, x1, y1 in taken if y < y1 - EPSILON and y0 < y + h - EPSILON]
        for x in sorted({bounds.left, *(x1 for _, x1 in band)}):
            if x + w > bounds.right + EPSILON:
                break
            if not any(x < x1 - EPSILON and x0 < x + w - EPSILON for x0, x1 in band):
                return True
    return False


def cut_list_band(page) -> list[Box]:
    """The band the token cut list takes on a page of tokens printed alone (none on the others)."""
    listed = [item for item in page.items if isinstance(item, (Text, Rect)) and FURNITURE < item.y < page.height
              - FURNITURE]
    if not any("token cut list." in text for text in drawn_texts(page.items)):
        return []
    return [(0.0, min(item.y for item in listed) - 3 * MM, page.width, max(item.y for item in listed) + 9)]


def misplaced(pages: list, part: str, paper: str, duplex: str) -> list[str]:
    """Each piece that lies on a sheet when it fits in the free room of the sheet before it."""
    found = []
    sheets = fronts(pages)
    for number, (before, sheet) in enumerate(zip(sheets, sheets[1:]), start=2):
        taken, bounds = rooms_of(before, part, duplex) + cut_list_band(before), bounds_of(before, part, paper)
        fitting: dict[tuple[float, float], bool] = {}
        for box, trim in zip(rooms_of(sheet, part, duplex), (t for t in sheet.trims if t.face == "front")):
            size = (round(box[2] - box[0], 6), round(box[3] - box[1], 6))
            if fitting.setdefault(size, fits(size, taken, bounds)):
                found.append(f"{trim.item} on sheet {number}")
    return found


@pytest.fixture(scope="module")
def laid_out(loaded_bundled):
    """Each card-stock part's pages, in the kit and printed alone, for every bundled encounter, paper and duplex."""
    laid = {}
    for (encounter_id, loaded), paper, duplex in itertools.product(loaded_bundled.items(), PAPERS, DUPLEXES):
        options = PrintOptions(paper, duplex)
        for part in CARD_STOCK:
            laid[encounter_id, paper, duplex, part.name, "kit"] = part.kit_layout()(loaded, options, 1, encounter_id)
            if part.cover:  # printed alone, it carries what the kit's cover prints of it
                laid[encounter_id, paper, duplex, part.name, "alone"] = part.layout()(loaded, options, 1,
                                                                                     encounter_id)
    return laid


def test_card_stock_parts_are_the_cards_and_the_tokens():
    assert sorted(part.name for part in CARD_STOCK) == ["cards", "tokens"]


def test_no_piece_lies_on_a_sheet_when_it_fits_on_the_one_before(laid_out):
    wasted = {key: found for key, pages in laid_out.items() if (found := misplaced(pages, key[3], key[1], key[2]))}
    assert wasted == {}


def test_the_free_room_is_found_where_a_piece_is_taken_away(laid_out):
    """The measure can fail: on every sheet, each piece's own room, once the piece is taken away, is free room
    for it; and a sheet's pieces never fit again on the sheet as it is (they would overlap)."""
    tried = 0
    for (_, paper, duplex, part, _), pages in laid_out.items():
        for sheet in fronts(pages):
            boxes = rooms_of(sheet, part, duplex)
            if part == "tokens" and folded_down_the_middle(sheet, part):
                boxes = boxes[:len([t for t in sheet.trims if t.face == "front"])]  # the backs are the fronts' mirror
            bounds = bounds_of(sheet, part, paper)
            for index in {0, len(boxes) - 1}:  # the first and the last placed
                box = boxes[index]
                size = (box[2] - box[0], box[3] - box[1])
                assert fits(size, boxes[:index] + boxes[index + 1:] + cut_list_band(sheet), bounds), (part, box)
                tried += 1
    assert tried > 100


def test_a_folded_sheet_is_folded_for_its_backs_and_one_without_backs_is_not(laid_out):
    """Folded down the middle, a sheet of tokens holds the backs of some; a sheet of single-faced tokens
    is printed whole, across the page, with no fold line and no advice to fold."""
    unfolded = 0
    for (_, _, duplex, part, _), pages in laid_out.items():
        if duplex != "fold" or part != "tokens":
            continue
        for sheet in fronts(pages):
            texts = " ".join(drawn_texts(sheet.items))
            if folded_down_the_middle(sheet, part):
                assert "fold on the dashed line" in texts and all(
                    trim.x + trim.w <= sheet.width / 2 or trim.x >= sheet.width / 2 for trim in sheet.trims)
            else:
                assert "fold" not in texts.replace("no fold", "") and sheet.label == "fronts", texts
                unfolded += 1
    assert unfolded  # the Colossus's Disruption Beams, the Hulk's VP markers …
