"""A tiered track's panels: each tier's name and values in a grey panel beside its first row of spaces. The
panel has a set width, narrowed as far as its words allow where that keeps every tier's spaces in one row
(large print's wider panel would leave a six-space tier's sixth space on a row of its own)."""

from __future__ import annotations

from printgen.core import typography
from printgen.core.richtext import inline
from printgen.core.units import MM
from printgen.layout.display import Rect, Text
from printgen.layout.strips import INK, Style
from printgen.layout.text import break_lines, draw_line
from printgen.model.trackers import Tier, Track

PANEL, LARGE_PANEL = 46 * MM, 60 * MM
PANEL_GAP = 3 * MM   # between a panel and its tier's first space
PAD = 2 * MM         # the words' margin inside a panel
SPACING = 1.5 * MM   # between two spaces of a row (layout/tracker_parts.py: a space's pitch is its width and this)


def small_size(standard: float) -> float:
    """Points: words on a tracker set smaller than its text (START, a level, a tier's values) in the
    lettering in use: as they are, or at the least size of what is read in large print."""
    return typography.sized(standard, typography.LARGE_READ)


def panel_width(track: Track, pitch: float, width: float) -> float:
    """The room a tier's panel takes beside its spaces (0 for a track without tiers): the set width, or less,
    down to what its words need, where that puts the longest tier's spaces in one row of ``width``."""
    if not track.tiers:
        return 0.0
    panel = typography.sized(PANEL, LARGE_PANEL)
    longest = max(tier.last - tier.first + 1 for tier in track.tiers)
    beside = width + SPACING - longest * pitch - 0.01  # the widest panel leaving room for that row (and a hair)
    needed = max(_words_width(tier, track) for tier in track.tiers) + 2 * PAD + PANEL_GAP
    return beside if needed <= beside < panel else panel


def _words_width(tier: Tier, track: Track) -> float:
    """The width of the panel's widest line: the tier's name, or one of its values with its column's label."""
    return max([typography.width(_name(tier), "heading", _name_size())] +
               [_set_width(_value_line(tier, key, track), small_size(7)) for key in tier.values])


def _set_width(text: str, size: float) -> float:
    """How wide ``text`` is set on one line at ``size``, as the panel sets it."""
    last = break_lines(inline(text), size, 1e9)[0][-1]
    return last.x + last.fragment.width * size


def _name(tier: Tier) -> str:
    return tier.marked("label", tier.label.upper())


def _name_size() -> float:
    return typography.sized(9, 12)


def _value_line(tier: Tier, key: str, track: Track) -> str:
    labels = {column.id: column.label for column in track.tier_columns}
    return f"**{labels.get(key, key)}:** {tier.marked('values', str(tier.values[key]), key)}"


def tier_panel(tier: Tier, track: Track, panel: float, height: float, style: Style) -> list:
    """The panel of ``tier``, ``panel`` wide with the gap after it, ``height`` high: its name, then its values."""
    width = panel - PANEL_GAP
    items: list = [Rect(0.0, 0.0, width, height, fill="#eef0f4", radius=1.5 * MM),
                   Text(PAD, height - 4.5 * MM, _name(tier), "heading", _name_size(), style.accent)]
    y, size = height - typography.sized(4.5 * MM, 5 * MM), small_size(7)
    for key in tier.values:
        y -= typography.sized(3.6 * MM, 5 * MM)
        line = break_lines(inline(_value_line(tier, key, track)), size, width - 2 * PAD)
        if line:
            items += draw_line(line[0], PAD, y, size, INK)
    return items
