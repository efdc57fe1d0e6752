"""What a setup map draws, held against the rest of the kit, on both papers, full-size tiles too:

- each piece's symbol is its token as the token sheet draws it (the face's colour and shape, to the map's
  scale), a face-down token's the back its group shares, never its face;
- the values printgen chose for the map (the terrain's footprints, a character's base) carry the mark of
  the assumption that chose them where they print, and no mark where no assumption covers them;
- every label on a tile of the full-size map stands on or next to a piece of its name, inside the part
  of the tile no neighbour covers and at least a point from every outline, and every piece a tile shows
  enough of is named on it; a tile holds no word it does not show.
"""

from __future__ import annotations

import math
from types import SimpleNamespace

import pytest

from test_map_agreement import NAMES, PAPERS, setups, sheet, sources, table_rows
from printgen.load.bundled import bundled_ids
from printgen.layout.display import Circle, Group, Polygon, Rect, Text
from printgen.layout.full_size import full_size_pages, tile_grid
from printgen.layout.labels import SHOWN_ENOUGH, Box, text_box
from printgen.layout.token_faces import TokenCopy, front_items, group_back_items
from printgen.model import assumed
from printgen.model.base import MARK
from printgen.core.options import Paper
from printgen.randomise.measures import letter_key

BREATH = 1.0      # points: no label comes nearer an outline
NEXT_TO = 12.0    # points: a label off its piece stands no farther from it (two lines of 6 pt)


@pytest.fixture(scope="module")
def encounters(tmp_path_factory):
    return sources(tmp_path_factory)


def token_face(enc, placed):
    """The first thing the token sheet draws on the face a placed piece shows (its colour and shape):
    its token's front, or the back its Randomizer group shares when it lies face down or the group is
    placed; None for a character (no token)."""
    token = enc.token(placed.token)
    group = enc.group(token.randomizer if token is not None else placed.token)
    if token is None and group is None:
        return None
    hidden = group is not None and (group.face_down or token is None)
    shown = token or max((t for t in enc.tokens if t.randomizer == group.id), key=lambda t: max(t.size_pt))
    items = group_back_items(shown, group) if hidden else front_items(TokenCopy(shown, placed.number))
    return items[0]


def symbols(items, made, origin: tuple[float, float], per_inch: float) -> list[tuple[object, object]]:
    """Each placement with the symbol drawn at its centre (none where the page does not show it)."""
    shapes = [item for item in items if isinstance(item, (Circle, Rect)) and item.width == 0.4]
    found = []
    for placed in made.placements:
        x, y = origin[0] + placed.x * per_inch, origin[1] + placed.y * per_inch
        at = [shape for shape in shapes if math.dist(_middle(shape), (x, y)) < 0.01]
        found += [(placed, shape) for shape in at]
    return found


def _middle(shape) -> tuple[float, float]:
    return (shape.x, shape.y) if isinstance(shape, Circle) else (shape.x + shape.w / 2, shape.y + shape.h / 2)


def _across(shape) -> tuple[float, float]:
    return (2 * shape.r, 2 * shape.r) if isinstance(shape, Circle) else (shape.w, shape.h)


def field_of(items) -> Rect:
    return next(item for item in items if isinstance(item, Rect) and item.stroke and item.width == 1.0)


def tiles(enc, made, paper: str) -> list[Group]:
    return [next(item for item in page.items if isinstance(item, Group))
            for page in full_size_pages(enc, made, Paper(paper).size)[1:]]


def assert_symbol_is_its_face(enc, placed, shape, per_inch: float) -> None:
    face = token_face(enc, placed)
    if face is None:
        return
    assert (type(shape), shape.fill) == (type(face), face.fill), placed.label
    drawn, printed = _across(shape), _across(face)
    assert all(abs(a - b * per_inch / 72.0) < 0.01 for a, b in zip(drawn, printed, strict=True)), placed.label


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("name", NAMES)
def test_every_symbol_is_its_token_as_the_token_sheet_draws_it(encounters, name, paper):
    enc = encounters[name]
    if enc.setup_map is None:
        pytest.skip("no setup map")
    for made in setups(enc)[:2]:
        items = sheet(enc, made, paper)
        field = field_of(items)
        per_inch = field.w / made.battlefield[0]
        drawn = symbols(items, made, (field.x, field.y), per_inch)
        assert [placed for placed, _ in drawn] == made.placements
        for placed, shape in drawn:
            assert_symbol_is_its_face(enc, placed, shape, per_inch)
        on_tiles = [pair for tile in tiles(enc, made, paper) for pair in symbols(tile.items, made, (0, 0), 72.0)]
        assert {id(placed) for placed, _ in on_tiles} == {id(placed) for placed in made.placements}
        for placed, shape in on_tiles:
            assert_symbol_is_its_face(enc, placed, shape, 72.0)


def test_a_face_down_token_shows_its_back_and_a_character_no_token(encounters):
    """The relation above meets each case: faces of several kinds and shapes, a face-down group's back."""
    enc = encounters["homebrew"]
    made = setups(enc)[0]
    fills = {placed.source: shape.fill for placed, shape in symbols(sheet(enc, made, "a4"), made, _origin(enc, made),
                                                                    _per_inch(enc, made))}
    backs = group_back_items(enc.token("code"), enc.group("soldiers"))[0].fill
    assert fills["patrol"] == backs and fills["crates"] != fills["relays"] != fills["beacon"]
    assert fills["hero"] not in {fill for ident, fill in fills.items() if ident != "hero"}


def _origin(enc, made) -> tuple[float, float]:
    field = field_of(sheet(enc, made, "a4"))
    return field.x, field.y


def _per_inch(enc, made) -> float:
    return field_of(sheet(enc, made, "a4")).w / made.battlefield[0]


def covering(enc, path: str) -> list:
    return [assumption for assumption in enc.assumptions if any(cover.at == path for cover in assumption.covers)]


def marked_rows(enc, made, paper: str, left_out: list) -> dict[str, str]:
    """The table's rows with the assumptions ``left_out`` covering nothing (the encounter marked again after)."""
    keep = [SimpleNamespace(covers=[] if any(a is gone for gone in left_out) else a.covers) for a in enc.assumptions]
    assumed.apply(enc, keep)
    try:
        return table_rows(sheet(enc, made, paper))
    finally:
        assumed.apply(enc, enc.assumptions)


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("name", NAMES)
def test_footprints_and_bases_carry_the_mark_of_the_assumption_that_chose_them(encounters, name, paper):
    """Every terrain row's footprint is marked exactly when an assumption covers the terrain's pieces; a
    fixed piece's base exactly when one covers that base; taking those covers away takes those marks
    away and no other."""
    enc = encounters[name]
    if enc.setup_map is None:
        pytest.skip("no setup map")
    footprints = covering(enc, "setup_map.terrain.pieces")
    bases = {fixed.id: covering(enc, f"setup_map.fixed.{fixed.id}.base") for fixed in enc.setup_map.fixed if fixed.base}
    if name in bundled_ids():
        assert footprints, "each bundled map draws printgen's footprints"
    for made in setups(enc)[:2]:
        terrain = {letter_key(n) for n in range(len(made.terrain))}
        rows = marked_rows(enc, made, paper, [])
        bare = marked_rows(enc, made, paper, footprints + [a for found in bases.values() for a in found])
        for key, what in rows.items():
            if key in terrain:
                assert what.endswith(MARK) == bool(footprints) and bare[key] == what.removesuffix(MARK), what
        for key, placed in zip(made.table()[:len(made.placements)], made.placements, strict=True):
            if placed.source in bases:
                assert rows[key.key].endswith(" mm base" + MARK * bool(bases[placed.source]))
                assert bare[key.key] == rows[key.key].removesuffix(MARK)
        assert {k: v for k, v in bare.items() if MARK in v} == {k: v for k, v in rows.items() if MARK in v
                                                                 and k not in terrain and not v.endswith("base" + MARK)}


def _outlines(tile: Group, made) -> list:
    """What a tile draws that a label must keep clear of: the tile's window, terrain, tokens, zones."""
    return [item for item in tile.items if isinstance(item, (Circle, Polygon)) or isinstance(item, Rect) and
            (item.dash or item.width == 0.4)] + [Rect(*tile.clip)]


def _gap(box: Box, item) -> float:
    """How far a label's box stands from an item's outline (negative where they cross)."""
    if isinstance(item, Circle):
        nearest = math.dist((item.x, item.y), (min(max(item.x, box.x0), box.x1), min(max(item.y, box.y0), box.y1)))
        farthest = max(math.dist((item.x, item.y), corner) for corner in box.corners())
        return nearest - item.r if nearest > 0 else (item.r - farthest)
    if isinstance(item, Polygon):
        edges = zip(item.points, item.points[1:] + item.points[:1])
        return min(_segment_gap(box, a, b) for a, b in edges)
    return _rect_gap(box, Box(item.x, item.y, item.x + item.w, item.y + item.h))


def _rect_gap(box: Box, rect: Box) -> float:
    if rect.x0 <= box.x0 and box.x1 <= rect.x1 and rect.y0 <= box.y0 and box.y1 <= rect.y1:
        return min(box.x0 - rect.x0, rect.x1 - box.x1, box.y0 - rect.y0, rect.y1 - box.y1)
    dx, dy = max(rect.x0 - box.x1, box.x0 - rect.x1), max(rect.y0 - box.y1, box.y0 - rect.y1)
    return max(dx, dy) if min(dx, dy) < 0 else math.hypot(dx, dy)


def _segment_gap(box: Box, a, b) -> float:
    steps = max(2, int(math.dist(a, b)))
    points = [(a[0] + (b[0] - a[0]) * n / steps, a[1] + (b[1] - a[1]) * n / steps) for n in range(steps + 1)]
    return min(math.hypot(max(box.x0 - x, x - box.x1, 0), max(box.y0 - y, y - box.y1, 0)) for x, y in points)


def named_pieces(made, zones: bool = True) -> dict[str, list[Box]]:
    """The boxes of the pieces each label names, on the map at 1:1: a token by its label, a terrain
    piece by its key and size, and (``zones``) a zone by its label."""
    found: dict[str, list[Box]] = {}
    for p in made.placements:
        r = p.radius * 72
        found.setdefault(p.label, []).append(Box(p.x * 72 - r, p.y * 72 - r, p.x * 72 + r, p.y * 72 + r))
    for n, t in enumerate(made.terrain):
        found[f"{letter_key(n)} · SIZE {t.size}"] = [Box((t.x - t.w / 2) * 72, (t.y - t.h / 2) * 72,
                                                         (t.x + t.w / 2) * 72, (t.y + t.h / 2) * 72)]
    for area in made.deployment if zones else ():
        xs, ys = [x * 72 for x, _ in area.polygon], [y * 72 for _, y in area.polygon]
        found.setdefault(area.label.upper(), []).append(Box(min(xs), min(ys), max(xs), max(ys)))
    return found


def shown_part(tile: Group, columns: int, rows: int, place: tuple[int, int]) -> Box:
    """The part of a tile's window that its neighbours to the right and below do not cover."""
    from printgen.layout.full_size import OVERLAP
    x, y, w, h = tile.clip
    row, column = place
    return Box(x, y + (OVERLAP if row < rows - 1 else 0), x + w - (OVERLAP if column < columns - 1 else 0), y + h)


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("name", bundled_ids())
def test_every_label_of_a_full_size_tile_stands_by_its_piece_clear_of_every_outline(encounters, name, paper):
    enc = encounters[name]
    for made in setups(enc)[1:]:
        assert_tiles_label_their_pieces(enc, made, paper)


def assert_tiles_label_their_pieces(enc, made, paper: str) -> None:
    columns, rows, _, _ = tile_grid(made.battlefield, Paper(paper).size)
    pieces = named_pieces(made)
    for n, tile in enumerate(tiles(enc, made, paper)):
        shown = shown_part(tile, columns, rows, divmod(n, columns))
        labels = [item for item in tile.items if isinstance(item, Text) and item.color != "#ffffff"]
        outlines = _outlines(tile, made)
        named = set()
        for label in labels:
            box = text_box(label.text, label.font, label.size, label.x, label.y)
            assert box.within(shown), (n, label.text)
            assert min(_gap(box, item) for item in outlines) >= BREATH, (n, label.text)
            near = min(_rect_gap(box, piece) if not box.within(piece) else 0.0 for piece in pieces[label.text])
            assert near <= NEXT_TO, (n, label.text, near)
            named.add(label.text)
        for text, boxes in named_pieces(made, zones=False).items():  # a zone is named where it has room
            for piece in boxes:
                seen = Box(max(piece.x0, shown.x0), max(piece.y0, shown.y0), min(piece.x1, shown.x1),
                           min(piece.y1, shown.y1))
                if seen.x1 - seen.x0 >= SHOWN_ENOUGH + 2 and seen.y1 - seen.y0 >= SHOWN_ENOUGH + 2:
                    assert text in named, (n, text)
        for item in tile.items:  # nothing the window does not show: a word there would still be read
            if isinstance(item, Text):
                box = text_box(item.text, item.font, item.size, item.x, item.y)
                x, y, w, h = tile.clip
                assert box.x1 >= x and box.x0 <= x + w and box.y1 >= y and box.y0 <= y + h, item.text
