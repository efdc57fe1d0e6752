"""Faces that mean different things differ in more than a label, in either ink: a stat card's INJURED
face from its healthy one (its frame of blocks), and the sides' card backs from one another (their greys
and their patterns), whatever their words say. Each pair is drawn as the printer would print it, to
greys at a low resolution, with every word and icon of either face painted out: what is left must
still differ, visibly, over a part of the card."""

from __future__ import annotations

import io
import math

import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageChops, ImageDraw

from printgen.core import typography
from printgen.checks.colours import APART, difference
from printgen.layout.card_face import MARGIN, SIDE_LABELS, CardBox
from printgen.layout.cards import BACK_INSET, BACK_PATTERNS, layout_card, plain_back
from printgen.layout.display import Icon, Line, Page, Rect, Text, leaves
from printgen.load.loader import game_constants
from printgen.model import StatCard
from printgen.render.ink import INKS
from printgen.render.pdf import render_pdf
from printgen.core.units import MM

DPI = 40
VISIBLE = 24        # a difference of grey (of 255) a reader sees at a glance
AREA = 0.01         # … over at least this share of the card (the INJURED frame of blocks, 1.5 mm wide, is about 5 %)
INKS_NAMED = tuple(INKS)


def _grey(items: list, width: float, height: float, ink: str) -> Image.Image:
    page = pdfium.PdfDocument(io.BytesIO(render_pdf([Page(width, height, list(items))], "face", ink=ink)))[0]
    return page.render(scale=DPI / 72, grayscale=True).to_pil().convert("L")


def _words(items: list):
    """The box (in pixels, from the top left) of every run of text and every icon."""
    for item in leaves(items):
        if isinstance(item, Text):
            wide = typography.width(item.text, item.font, item.size)
            left = item.x - {"left": 0.0, "center": wide / 2, "right": wide}[item.align]
            yield left, item.y - item.size * 0.3, left + wide, item.y + item.size
        elif isinstance(item, Icon):
            yield item.x, item.y - item.size * 0.3, item.x + item.size * 1.3, item.y + item.size


def _differs_beyond_words(one: list, other: list, width: float, height: float, ink: str) -> float:
    """The share of the card that differs visibly between two faces once every word and icon is painted out."""
    diff = ImageChops.difference(_grey(one, width, height, ink), _grey(other, width, height, ink))
    paint = ImageDraw.Draw(diff)
    scale = DPI / 72
    for left, bottom, right, top in [*_words(one), *_words(other)]:
        paint.rectangle(((left - 1) * scale, (height - top - 1) * scale, (right + 1) * scale,
                         (height - bottom + 1) * scale), fill=0)
    shown = diff.histogram()
    return sum(shown[VISIBLE:]) / (diff.width * diff.height)


def _stat_cards(loaded_bundled):
    return [(encounter_id, loaded.model, card) for encounter_id, loaded in loaded_bundled.items()
            for card in loaded.model.cards if isinstance(card, StatCard)]


@pytest.mark.parametrize("ink", INKS_NAMED)
def test_a_stat_cards_injured_face_differs_from_its_healthy_one_beyond_its_words(loaded_bundled, ink):
    cards = _stat_cards(loaded_bundled)
    assert cards, "no bundled encounter has a stat card to measure"
    for encounter_id, enc, card in cards:
        laid = layout_card(enc, card, game_constants(), 0.0)
        share = _differs_beyond_words(laid.front.items, laid.back.items, laid.width, laid.height, ink)
        assert share >= AREA, (encounter_id, card.id, ink, share)


def test_the_injured_face_has_shapes_the_healthy_face_has_not(loaded_bundled):
    for encounter_id, enc, card in _stat_cards(loaded_bundled):
        laid = layout_card(enc, card, game_constants(), 0.0)
        shapes = [{item for item in leaves(face.items) if not isinstance(item, (Text, Icon))}
                  for face in (laid.front, laid.back)]
        assert shapes[1] - shapes[0], (encounter_id, card.id)


def _backs(loaded_bundled) -> dict[str, tuple[list, float, float]]:
    """A plain back of each side, of one bundled encounter's first card made that side's."""
    enc = loaded_bundled["all-will-be-metal"].model
    card = next(card for card in enc.cards if not isinstance(card, StatCard) and not card.back)
    size = game_constants().cards[card.size]
    box = CardBox(size.width, size.height, 0.0, game_constants().safe_margin)
    return {side: (plain_back(enc, card.model_copy(update={"side": side}), box).items, box.width, box.height)
            for side in SIDE_LABELS}


def test_each_sides_back_names_its_side_and_has_a_pattern_of_its_own(loaded_bundled):
    backs = _backs(loaded_bundled)
    assert len(set(BACK_PATTERNS.values())) == len(BACK_PATTERNS) == len(backs)
    for side, (items, _, _) in backs.items():
        assert SIDE_LABELS[side] in {item.text for item in leaves(items) if isinstance(item, Text)}, side


def _pattern_range(items: list, width: float, height: float, ink: str) -> int:
    """How far apart the lightest and darkest greys lie in a patch of the back's border (inside its white
    frame, beside the plate that holds its words), drawn at 100 dpi: a pattern's contrast, 0 for none."""
    page = pdfium.PdfDocument(io.BytesIO(render_pdf([Page(width, height, list(items))], "back", ink=ink)))[0]
    scale = 100 / 72
    image = page.render(scale=scale, grayscale=True).to_pil().convert("L")
    left, right, low, high = MARGIN + 1 * MM, MARGIN + BACK_INSET - 1 * MM, MARGIN + 2 * MM, MARGIN + 14 * MM
    lightest, darkest = image.crop((left * scale, (height - high) * scale, right * scale,
                                    (height - low) * scale)).getextrema()
    return darkest - lightest


def _pattern(items: list) -> set:
    """What a back's pattern is made of: each kind of mark (a line's angle and dashes, or a shape)."""
    return {(round(math.degrees(math.atan2(item.y2 - item.y1, item.x2 - item.x1))), item.dash)
            if isinstance(item, Line) else type(item).__name__
            for item in leaves(items) if not isinstance(item, (Text, Rect))}


@pytest.mark.parametrize("ink", INKS_NAMED)
def test_the_sides_backs_differ_in_grey_and_in_pattern_in_either_ink(loaded_bundled, ink):
    backs = _backs(loaded_bundled)
    for one, other in [("crisis-team", "cosmic-threat"), ("crisis-team", "both"), ("cosmic-threat", "both")]:
        (first, width, height), (second, _, _) = backs[one], backs[other]
        fills = INKS[ink].fill(first[0].fill), INKS[ink].fill(second[0].fill)  # the back's colour, to the bleed
        assert difference(*fills)[0] >= APART, (one, other, ink, fills)
        assert _differs_beyond_words(first, second, width, height, ink) >= AREA, (one, other, ink)  # greyscale too
        assert _pattern(first) != _pattern(second), (one, other)
    for side, (items, width, height) in backs.items():
        seen = _pattern_range(items, width, height, ink)
        assert seen >= VISIBLE if BACK_PATTERNS[side] != "plain" else seen < VISIBLE, (side, ink, seen)
