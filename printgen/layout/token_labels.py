"""The words on a token: labels fitted inside its inner ring, its owner's name, and what does not fit.

A label is as large as fits: one line, two balanced lines when one would be tiny, or as many
lines as a long word needs at the floor size. On a round token each line is measured against the
circle's chord at its own height (a label low beside a number has less room than one across the
middle).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

from printgen.core import typography
from printgen.layout.display import Text
from printgen.layout.palette import ON_COLOUR
from printgen.layout.text import title_lines
from printgen.model import Encounter
from printgen.model.tokens import Face, Token
from printgen.core.units import MM

LABEL_FLOOR = 6.0    # points: the smallest label printed on a token, as anywhere on paper
LABEL_LEADING = 1.1
LABEL_PAD = 0.8 * MM  # clear space between a label and the inner ring
SAFE = 3 * MM         # words stay this far inside the cut, as on the cards: a cut that strays nicks no letter
NAME_FLOOR = 6.0     # the token name above a face's own label, likewise


@dataclass(frozen=True)
class TokenLabelRoom:
    """Where a label goes on its token: centred in the lowest ``height`` points, clear of the
    ``reserved`` points at the right-hand end (a pointing token's arrow)."""

    height: float
    reserved: float = 0.0


@dataclass(frozen=True)
class TokenLabel:
    size: float
    lines: list[str]
    first: float   # baseline of the first line, from the token's bottom edge


def label_lines(text: str, w: float, h: float, inner: float | None = None) -> tuple[float, list[str]]:
    """``text`` as large as fits ``inner`` points across (default: the inner part of the token): one
    line, two balanced lines when one would be tiny, or as many lines as a long word needs at the floor size.
    A line under ON_COLOUR is tiny too, on any token (the white words would turn a press's colour grey):
    two lines are taken where they are larger."""
    inner = w * 0.74 if inner is None else inner
    words = text.upper().split()
    one = _fitted([" ".join(words)], max(h * 0.2, ON_COLOUR), inner)
    if one and (one[0] >= max(h * 0.14, ON_COLOUR) or len(words) == 1):
        return one
    two = _fitted(_halves(words), max(h * 0.17, ON_COLOUR), inner) if len(words) > 1 else None
    readable = [lines for lines in (one if one and one[0] >= h * 0.14 else None, two) if lines]
    if readable:
        return max(readable, key=lambda lines: lines[0])  # one line where the two are as large
    return title_lines(" ".join(words), "heading", max(h * 0.17, ON_COLOUR), inner, LABEL_FLOOR)


def _fitted(lines: list[str], start: float, inner: float) -> tuple[float, list[str]] | None:
    """``lines`` at the largest size from ``start`` (not under the floor) at which each fits ``inner``, if any."""
    size = min(typography.fit_size(line, "heading", start, inner, LABEL_FLOOR) for line in lines)
    return (size, lines) if all(typography.width(line, "heading", size) <= inner + 1e-6 for line in lines) else None


def _halves(words: list[str]) -> list[str]:
    """``words`` as two lines as nearly equal in letters as they can be."""
    half = max(range(1, len(words)), key=lambda i: -abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
    return [" ".join(words[:half]), " ".join(words[half:])]


def fitted_label(text: str, token: Token, room: TokenLabelRoom) -> TokenLabel:
    """The label in its ``room`` on ``token``, every line inside the inner ring at its own height."""
    w, _ = token.size_pt
    inner = min(w * 0.74, w - 2 * SAFE - room.reserved)
    for _ in range(8):
        size, lines = label_lines(text, w, room.height, inner)
        first = room.height / 2 + (len(lines) - 1) * size * LABEL_LEADING / 2 - size * 0.35
        label = TokenLabel(size, lines, first)
        excess = max((typography.width(line, "heading", size) / width
                      for line, width in zip(lines, _line_room(label, token, room.reserved))), default=0.0)
        if excess <= 1 + 1e-6:
            return label
        inner = inner / excess * 0.98
    return label


def _line_room(label: TokenLabel, token: Token, reserved: float = 0.0) -> list[float]:
    """How wide each line of ``label`` may be inside the inner ring, at its own height."""
    if token.shape != "round":
        return [_across(token, 0.0) - reserved] * len(label.lines)
    h = token.size_pt[1]
    baselines = [label.first - i * label.size * LABEL_LEADING for i in range(len(label.lines))]
    return [_across(token, max(abs(baseline - h / 2), abs(baseline + label.size * 0.72 - h / 2)))
            for baseline in baselines]


def _across(token: Token, reach: float) -> float:
    """How wide a line may be inside the inner ring and the safe margin, its letters reaching ``reach``
    points above or below the token's middle (on a round token the circle's chord there)."""
    w, h = token.size_pt
    ring = min(w, h) * 0.06
    if token.shape != "round":
        return min(w - 2 * ring - 2 * LABEL_PAD, w - 2 * SAFE)
    radius = min(w / 2 - ring - max(0.4, ring * 0.25) / 2 - LABEL_PAD, w / 2 - SAFE)
    return 2 * math.sqrt(max(0.0, radius * radius - reach * reach)) or 1e-6


def label_over(text: str, token: Token, room: TokenLabelRoom) -> float:
    """Points of height by which a label's lines exceed their room (0 when they fit)."""
    if not text:
        return 0.0
    label = fitted_label(text, token, room)
    return max(0.0, len(label.lines) * label.size * LABEL_LEADING - room.height * 0.8)


def label_items(text: str, token: Token, room: TokenLabelRoom, color: str) -> list:
    """``text`` centred in its ``room`` on the token, in the lines fitted_label chose."""
    if not text:
        return []
    label = fitted_label(text, token, room)
    x = (token.size_pt[0] - room.reserved) / 2
    return [Text(x, label.first - i * label.size * LABEL_LEADING, line, "heading", label.size, color, "center")
            for i, line in enumerate(label.lines)]


def arrow_room(token: Token, face: Face) -> float:
    """The width a pointing token's arrow takes from the right-hand end of its label's room."""
    return token.size_pt[1] * 0.4 if token.pointing and face is token.front else 0.0


def names_its_owner(token: Token, face: Face) -> bool:
    """A face whose label does not say whose it is ("Shielded") prints the token's name small, where it
    fits: the name is printgen's own addition (the cut list names every token), so a name too long for
    a small token is left off the face rather than refusing the design."""
    name, label = token.name.lower(), face.label.lower()
    return bool(label) and name not in label and label not in name and name_fits(token)


def name_room(token: Token) -> float:
    """How wide a token's name may print on it (above a face's own label, or on a blank face)."""
    return token.size_pt[0] * 0.56


def name_fits(token: Token) -> bool:
    return typography.width(token.name.upper(), "condensed", NAME_FLOOR) <= name_room(token)


def name_size(token: Token) -> float:
    """The size of a token's name above a face's own label: from ON_COLOUR or more, as large as fits."""
    return typography.fit_size(token.name.upper(), "condensed", max(token.size_pt[1] * 0.09, ON_COLOUR),
                               name_room(token), NAME_FLOOR)


BLANK_LEADING = 1.5
"""A blank face's lines (printgen.layout.token_faces) stand this many times their size apart."""


def blank_size(token: Token, lines: list[str]) -> float:
    """The size of a blank face's ``lines``: as large as each fits across the token's middle, from ON_COLOUR
    or more (its lines centred there reach this far from it: its cap height, and half a leading per line
    more), never under the floor."""
    w, h = token.size_pt
    start = max(h * 0.09, ON_COLOUR)
    room = min(w * 0.74, _across(token, (BLANK_LEADING / 2 * (len(lines) - 1) + 0.37) * start))
    return min(typography.fit_size(line, "condensed", start, room, NAME_FLOOR) for line in lines)


BLANK = "BLANK FACE"
"""What a face blank by design says under its token's name, when the name does not say it is blank."""


def blank_by_design(face: Face) -> bool:
    """A face with nothing on it: no label, no icon, no number of its own. (A numbered token's copies
    print their numbers: printgen.layout.token_faces checks those first.)"""
    return not face.label and face.icon is None and face.number is None


def blank_mark(token: Token) -> list[str]:
    """The lines a blank face prints: its token's name, and BLANK FACE unless the name says blank; each only
    where it fits at the floor size (printgen's own words: a token too small for them stays blank)."""
    name = token.name.upper()
    lines = [name] if "BLANK" in name.split() else [name, BLANK]
    return [line for line in lines if typography.width(line, "condensed", NAME_FLOOR) <= name_room(token)]


def token_overflows(enc: Encounter) -> Iterator[tuple[tuple, str]]:
    """(path in the file, message) for each token label or name too big for its token at the floor
    size; labels are measured in the smallest room a face gives them (beside a number or an icon)."""
    for token in enc.tokens:
        for side, face in (("front", token.front), ("back", token.back)):
            if face is not None:
                yield from _face_overflows(token, side, face)
    for group in enc.randomizers:
        members = [t for t in enc.tokens if t.randomizer == group.id]
        for member in members[:1]:
            if over := label_over(group.back.label, member, TokenLabelRoom(member.size_pt[1])):
                yield group.path + ("back", "label"), (f"Randomizer group '{group.id}': the back label does "
                                                       f"not fit on the token; {over / MM:.1f} mm over")


def _face_overflows(token: Token, side: str, face: Face) -> Iterator[tuple[tuple, str]]:
    if over := label_over(face.label, token, TokenLabelRoom(token.size_pt[1] * 0.6, arrow_room(token, face))):
        yield token.path + (side, "label"), (f"token '{token.id}': the {side} label does not fit on "
                                             f"the token; {over / MM:.1f} mm over at {LABEL_FLOOR:g} pt")
