"""A tracker's components as strips: tracks row by row (tiers with their values beside them), spots
sized for their tokens, labelled areas. Each space and spot is remembered as a SpaceBox, so the pages
can say where it lies.

A space's number is printed where the marker (a token) placed on the space leaves it to be read:
in the top-left corner of a round space's square, outside its circle, when the number fits there;
otherwise in a band above the row. Never inside the space, which the marker covers.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from printgen.core import typography
from printgen.layout.display import Circle, Rect, Text
from printgen.layout.palette import SPACE, START
from printgen.layout.strips import INK, Strip, Style, heading_strip, text_strips
from printgen.layout.text import LEADING, break_lines, draw_line
from printgen.layout.tier_panels import SPACING, panel_width, small_size, tier_panel
from printgen.model import Encounter
from printgen.model.trackers import Area, Spots, Track
from printgen.core.richtext import inline
from printgen.core.units import MM

SPACE_WIDTH = 0.8
NUMBER_SIZE = 8.0           # a space's number, where the marker on the space leaves it to be read
LARGE_NUMBER_SIZE = 11.0
NUMBER_CAP = 0.75           # a number's height, of its size (digits stand on the baseline, cap high)
NUMBER_BAND = 3.6 * MM      # the band above a row of spaces that holds their numbers (when no corner can)
LARGE_NUMBER_BAND = 5.0 * MM
NUMBER_RISE = 1.0 * MM      # the numbers' baseline above the spaces' top edge, in the band
CORNER_CLEAR = 0.6 * MM     # a corner number's clearance from its round space's outline
ROOM = 2 * MM               # spots and spaces are their token's size plus this
MIN_SPACE = 12 * MM
AREA_LABEL = 8 * MM         # the band at the top of an area that holds its label
AREA_PAD = 3 * MM
NOTE_SIZE = 7.5             # an area's note
LEVEL_STEP = 2.6 * MM       # between the names of the levels that start on a space, one under another


def number_size() -> float:
    """Points: a space's number, in the lettering in use."""
    return typography.sized(NUMBER_SIZE, LARGE_NUMBER_SIZE)


def number_band() -> float:
    return typography.sized(NUMBER_BAND, LARGE_NUMBER_BAND)


def level_step() -> float:
    return typography.sized(LEVEL_STEP, 4.2 * MM)


@dataclass(frozen=True)
class SpaceBox:
    """A spot or track space on the board: what it is, and where (board coordinates)."""

    component: str
    value: int
    x: float
    y: float
    w: float
    h: float
    start: bool = False


class Boxed(Strip):
    """A strip that also remembers the spaces it holds, relative to its own corner."""

    def __init__(self, height: float, items: list, boxes: list[SpaceBox], gap: float = 0.0):
        super().__init__(height, items, gap)
        self.boxes = boxes


@dataclass(frozen=True)
class Space:
    """The size of a space or spot (or of the token it holds), and whether it is round."""

    w: float
    h: float
    round: bool


@dataclass(frozen=True)
class Pen:
    color: str
    width: float


OUTLINE = Pen(SPACE, SPACE_WIDTH)
START_OUTLINE = Pen(START, 1.6)


def outline(space: Space, x: float, y: float, pen: Pen = OUTLINE):
    w, h = space.w, space.h
    if space.round:
        return Circle(x + w / 2, y + h / 2, w / 2, fill="#ffffff", stroke=pen.color, width=pen.width)
    return Rect(x, y, w, h, fill="#ffffff", stroke=pen.color, width=pen.width, radius=1.5 * MM)


def token_space(enc: Encounter, token_id: str | None) -> Space:
    """The size of a token, or of the largest token of a Randomizer group (a pile of them)."""
    tokens = [t for t in enc.tokens if token_id in (t.id, t.randomizer)]
    if not tokens:
        return Space(MIN_SPACE - ROOM, MIN_SPACE - ROOM, False)
    w = max(t.size_pt[0] for t in tokens)
    h = max(t.size_pt[1] for t in tokens)
    return Space(w, h, all(t.shape == "round" for t in tokens))


def in_corner(space: Space, numbers: list[int]) -> bool:
    """Whether every number fits in the top-left corner of its space's square, outside the round
    space (and so outside the marker on it, which the space holds with room to spare)."""
    if not space.round or not numbers:
        return False
    radius = space.w / 2
    wide = max(typography.width(str(number), "heading", number_size()) for number in numbers)
    high = number_size() * NUMBER_CAP
    return wide < radius and high < radius and math.hypot(radius - wide, radius - high) >= radius + CORNER_CLEAR


def space_number(value: int, x: float, y: float, space: Space, corner: bool) -> Text:
    """The number of the space at (x, y): in its square's top-left corner, or centred in the band above it."""
    size = number_size()
    if corner:
        return Text(x, y + space.h - size * NUMBER_CAP, str(value), "heading", size, INK)
    return Text(x + space.w / 2, y + space.h + NUMBER_RISE, str(value), "heading", size, INK, "center")


@dataclass(frozen=True)
class TrackRows:
    """A track's spaces in rows: their size, where each difficulty level starts, the tier panel's
    width, and whether their numbers sit in the spaces' corners (or in a band above each row)."""

    track: Track
    space: Space
    starts: dict[int, list[str]]
    panel: float
    corner: bool

    @property
    def pitch(self) -> float:
        return self.space.w + SPACING

    def height(self, row: list[int]) -> float:
        """A row's height: its numbers' band (if any), its spaces, and room below for the most levels any
        of them starts."""
        notes = max((len(self._named_below(v)) for v in row), default=0)
        return self.band + self.space.h + notes * level_step() + 1 * MM  # each level starting here is named below

    def _named_below(self, value: int) -> list[str]:
        """What is named under the space, a line each: START where the space cannot hold it, then the levels
        that start there."""
        start = ["START"] if value == self.track.start and start_inside(self.space) is None else []
        return start + self.starts.get(value, [])

    @property
    def band(self) -> float:
        return 0.0 if self.corner else number_band()

    def strip(self, row: list[int], lead: list, gap: float) -> Boxed:
        """The row's spaces after ``lead`` (its tier's panel)."""
        height = self.height(row)
        items, boxes = list(lead), []
        for i, value in enumerate(row):
            x, y = self.panel + i * self.pitch, height - self.band - self.space.h
            items += self._space_items(value, x, y)
            boxes.append(SpaceBox(self.track.id, value, x, y, self.space.w, self.space.h,
                             value == self.track.start or bool(self.starts.get(value))))
        return Boxed(height, items, boxes, gap=gap)

    def _space_items(self, value: int, x: float, y: float) -> list:
        """A space: its outline, its number (in its corner or above it), START on the start space, the
        levels that start there below it."""
        w = self.space.w
        is_start = value == self.track.start
        items = [outline(self.space, x, y, START_OUTLINE if is_start else OUTLINE),
                 space_number(value, x, y, self.space, self.corner)]
        inside = start_inside(self.space)
        if is_start and inside is not None:
            items.append(Text(x + w / 2, y + inside, "START", "heading", small_size(6), START, "center"))
        for n, name in enumerate(self._named_below(value)):
            items.append(Text(x + w / 2, y - (n + 1) * level_step() + 0.6 * MM, name,
                              "heading" if name == "START" and n == 0 and is_start else "condensed", small_size(6),
                              START, "center"))
        return items


def start_inside(space: Space) -> float | None:
    """The baseline of START inside the start space, above its bottom: 1.4 mm, or higher in a round space
    where its chord there is too short for the word, so that the word stays CORNER_CLEAR inside the ring;
    None where the space is too small to hold it clear of its outline (START is then named under it)."""
    size = small_size(6)
    half, above = typography.width("START", "heading", size) / 2 + CORNER_CLEAR, size * NUMBER_CAP  # capitals only
    if not space.round:
        return 1.4 * MM if 2 * half <= space.w - START_OUTLINE.width else None
    inner = space.w / 2 - START_OUTLINE.width / 2 - CORNER_CLEAR
    if half >= inner:
        return None
    lowest = space.h / 2 - math.sqrt(inner * inner - half * half)  # its foot on the chord as long as the word
    return max(1.4 * MM, lowest) if lowest + above <= space.h / 2 + math.sqrt(inner * inner - half * half) \
        else None


def track_strips(enc: Encounter, track: Track, style: Style, width: float) -> list[Strip]:
    token = token_space(enc, track.token)
    space = Space(max(token.w + ROOM, MIN_SPACE), max(token.h + ROOM, MIN_SPACE), token.round)
    numbers = list(range(track.first, track.last + 1))
    pitch = space.w + SPACING
    rows = TrackRows(track, space, _starts(enc, track), panel_width(track, pitch, width), in_corner(space, numbers))
    per_row = max(1, int((width - rows.panel + SPACING) // rows.pitch))
    strips: list[Strip] = [heading_strip(track.marked("label", track.label), style, width)]
    for tier, values in _tiers(track):
        for start in range(0, len(values), per_row):
            row = values[start:start + per_row]
            lead = tier_panel(tier, track, rows.panel, rows.height(row), style) \
                if tier is not None and start == 0 else []
            strips.append(rows.strip(row, lead, 1.5 * MM if start or tier is not None else 0.0))
    if track.start_from:
        strips += text_strips(f"Start at the space for your difficulty level (column "
                              f"'{_column_label(enc, track.start_from)}').", style, width, italic=True,
                              gap=style.paragraph_gap)
    return strips


def _tiers(track: Track) -> list[tuple]:
    """(tier, its values) for each tier of the track; a track without tiers is one, unnamed."""
    return [(tier, list(range(tier.first, tier.last + 1))) for tier in track.tiers] or [
        (None, list(range(track.first, track.last + 1)))]


def _column_label(enc: Encounter, column_id: str) -> str:
    column = enc.difficulty.column(column_id)
    return column.label if column else column_id


def _starts(enc: Encounter, track: Track) -> dict[int, list[str]]:
    """Space -> the difficulty levels that start there (for a track whose start depends on the level)."""
    if not track.start_from:
        return {}
    starts: dict[int, list[str]] = {}
    for level, value in enc.difficulty.numbers(track.start_from).items():
        if value is not None:
            starts.setdefault(value, []).append(level)
    return starts


def spots_strips(enc: Encounter, spots: Spots, style: Style, width: float) -> list[Strip]:
    token = token_space(enc, spots.token)
    space = Space(token.w + ROOM, token.h + ROOM, token.round)
    strips: list[Strip] = [heading_strip(spots.marked("label", spots.label), style, width)]
    pitch = space.w + 3 * MM
    per_row = max(1, int((width + 3 * MM) // pitch))
    corner = in_corner(space, list(range(1, spots.count + 1)))
    for start in range(0, spots.count, per_row):
        items, boxes = [], []
        for i in range(start, min(spots.count, start + per_row)):
            x = (i - start) * pitch
            items += [outline(space, x, 0.0), space_number(i + 1, x, 0.0, space, corner)]
            boxes.append(SpaceBox(spots.id, i + 1, x, 0.0, space.w, space.h))
        strips.append(Boxed((0.0 if corner else number_band()) + space.h, items, boxes, gap=1.5 * MM if start else 0.0))
    if spots.text:
        strips += text_strips(spots.marked("text", spots.text), style, width, italic=True, gap=style.paragraph_gap)
    return strips


def area_strips(enc: Encounter, area: Area, style: Style, width: float) -> list[Strip]:
    """A dashed area: the label across the top, its note on the left, room below for a pile of its tokens."""
    token = token_space(enc, area.token)
    size = small_size(NOTE_SIZE)
    note = break_lines(inline(area.marked("text", area.text), italic=True), size, width * 0.6) if area.text else []
    note_height = len(note) * size * LEADING
    height = max(30 * MM, AREA_LABEL + max(note_height, token.h + ROOM) + AREA_PAD)
    items: list = [Rect(0.0, 0.0, width, height, stroke=SPACE, width=SPACE_WIDTH, dash=(4, 2), radius=2 * MM),
                   Text(AREA_PAD, height - 5 * MM, area.marked("label", area.label.upper()), "heading",
                        typography.sized(10, 12), style.accent)]
    y = height - typography.sized(9 * MM, 10 * MM)
    for line in note:
        items += draw_line(line, AREA_PAD, y, size, "#555555")
        y -= size * LEADING
    return [Strip(height, items, style.block_gap)]
