"""Token sheets: every copy of every token, packed in rows on as few sheets as hold them.

The tokens' packer (Shelves) puts the copies in rows, at least 2 mm between cut lines: copies of
every size share a row where it has room, in the data's order (grouped by token) as far as that
takes no more sheets (printgen.layout.grid), and none on a sheet where it would fit on the one
before. A sheet folded down the middle keeps them to its left half: folded, the two-faced tokens go
on such sheets, the single-faced where those leave room, and the rest on sheets that need no fold.
The imposition (printgen.layout.sheet) does the rest, as for cards: each back behind its front,
registration targets, page furniture.

The cut list is the kit's cover's: in a kit the token sheets carry none. Printed alone
(``printgen tokens``), they carry a compact one (a paragraph: each token's name, count, size, faces
and inner ring; what it is for is the cover's) where the tokens leave room for it, at the foot of
the last page of fronts, and only failing that at the top of the first, where it costs them room.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from printgen.core import typography
from printgen.layout.flow import Column, flow
from printgen.layout.furniture import FURNITURE, SIDE_MARGIN
from printgen.layout.grid import Place, Shelving
from printgen.layout.pieces import (Bounds, DoesNotFit, Finish, Packed, PaperSize, Piece, PlacedPiece,  # noqa: F401
                                    Sheet, millimetres)
from printgen.layout.sheet import impose_with
from printgen.layout.strips import Cell, Strip, Style, table_strips, text_strips
from printgen.layout.token_faces import TokenCopy, back_items, color_for, face_items, front_items, kind_ring  # noqa: F401
from printgen.layout.token_labels import token_overflows  # noqa: F401
from printgen.model import Encounter
from printgen.model.tokens import Token
from printgen.core.options import Duplex
from printgen.core.units import MM

# (face_items, color_for and token_overflows are imported here too: callers import them from this module.)

GAP = 2.5 * MM               # between cut lines (at least 2 mm)
INSET = SIDE_MARGIN + 3 * MM  # the tokens' left and right margin
LIST_GAP = 4 * MM            # between the cut list and the tokens


def token_sheets(enc: Encounter, paper: PaperSize, duplex: Duplex, spares: int, title: str,
                 cut_list: bool = True) -> list[Sheet]:
    """Both faces of every copy (``spares`` more of each plain token), imposed like every part;
    ``cut_list``: with the cut list, which a kit leaves to its cover."""
    pieces = [Piece(copy.ident, *copy.size(), front_items(copy), back_items(enc, copy))
              for copy in copies(enc, spares)]
    width = paper[0] - 2 * INSET
    listed = Shelves(tuple(compact_cut_list_strips(enc, spares, width)), width) if cut_list else Shelves()
    return impose_with(listed, pieces, paper, duplex, f"{title} · tokens")


def copies(enc: Encounter, spares: int) -> list[TokenCopy]:
    """Every token to print, grouped by token: the data's count, plus ``spares`` of each plain token
    (Randomizer and numbered tokens are a fixed set and get none)."""
    result = []
    for token in enc.tokens:
        for n in range(1, token.count + 1):
            result.append(TokenCopy(token, n if token.numbered else None))
        if token.takes_spares:
            result += [TokenCopy(token, None) for _ in range(spares)]
    return result


def cut_list_style() -> Style:
    """The cut list's type: 7.5 pt, or in large print the running text of what is read."""
    return Style(typography.sized(7.5, typography.LARGE_TEXT), "#3d3a4b", typography.least_read())


def cut_list_strips(enc: Encounter, spares: int, width: float):
    """The cut list, as the kit's cover prints it: a row for each token, what it is for included (in large
    print a paragraph for each, whose words a table's narrow columns would break)."""
    style = cut_list_style()
    strips = text_strips("**Token cut list.** Cut on the dark outline; at least 2 mm lies between neighbours.",
                         style, width)  # on the cover, under the encounter's title
    if typography.large_print():
        return strips + [strip for token in enc.tokens
                         for strip in text_strips(_listed(token, spares), style, width, gap=style.paragraph_gap)]
    rows = [_cut_list_row(token, spares) for token in enc.tokens]
    return strips + table_strips([0.22, 0.09, 0.2, 0.49], rows, style, width,
                                 header=["Token", "Count", "Size", "What it is for"], gap=style.size * 0.5)


def _listed(token: Token, spares: int) -> str:
    """A token in large print's cut list: its entry, then what it is for."""
    pool = f" **Pool:** {token.pool}" if token.pool else ""
    return f"{_entry(token, spares)}: {token.purpose or ''}{pool}"


def compact_cut_list_strips(enc: Encounter, spares: int, width: float):
    """The cut list as one paragraph, for token sheets printed without the kit's cover: each token's
    name, count, size, faces and kind's inner ring (what it is for is the cover's)."""
    listed = " · ".join(_entry(token, spares) for token in enc.tokens)
    return text_strips(f"**{enc.title}: token cut list.** Cut on the dark outline; at least 2 mm lies between "
                       f"neighbours. {listed}.", cut_list_style(), width)


def _cut_list_row(token: Token, spares: int) -> list[Cell]:
    what = (token.purpose or "") + (f" ({token.kind}: {kind_ring(token.kind)} inner ring)" if token.kind else "")
    what += f" **Pool:** {token.pool}" if token.pool else ""
    count = token.marked("count", str(token.printed_count(spares)))
    return [Cell(token.marked("name", token.name), bold=True), Cell(count), Cell(_size_and_faces(token)), Cell(what)]


def _size_and_faces(token: Token) -> str:
    """"round 25 mm, two-faced"; "30 × 15 mm, one face"."""
    w, h = token.size_pt
    size = f"round {w / MM:g} mm" if token.shape == "round" else (
        f"{w / MM:g} mm square" if token.shape == "square" else f"{w / MM:g} × {h / MM:g} mm")
    faces = "two-faced" if token.back or token.randomizer else "one face"
    return f"{token.marked('size', size)}, {faces}"


def _entry(token: Token, spares: int) -> str:
    """"**Rage / Subdued** ×10 (round 25 mm, two-faced)", its kind by the inner ring that shows it."""
    kind = f"; {token.kind}: {kind_ring(token.kind)} inner ring" if token.kind else ""
    count = token.marked("count", str(token.printed_count(spares)))
    return f"**{token.marked('name', token.name)}** ×{count} ({_size_and_faces(token)}{kind})"


@dataclass(frozen=True)
class Shelves:
    """The tokens' packer: rows of copies on as few pages as hold them, and the cut list, if it is
    given (its strips, ``width`` wide), where they leave room for it: at the foot of the last page,
    else at the top of the first."""

    cut_list: tuple[Strip, ...] = ()
    width: float = 0.0
    finish: ClassVar[Finish] = Finish("page", registration=True, label_band="bottom",
                                      single_sided="; backs of two-faced tokens follow on their own pages")

    def pack(self, pieces: list[Piece], paper: PaperSize, folded: bool) -> list[Packed]:
        pages, bounds = _shelved(pieces, paper, folded)
        packed = [_packed(pieces, page, within) for page, within in zip(pages, bounds, strict=True)]
        if not self.cut_list or not pages:
            return packed
        tall = sum(strip.height + strip.gap for strip in self.cut_list) - self.cut_list[0].gap
        lowest = min(y for _, _, y in pages[-1])
        if lowest - LIST_GAP - tall >= bounds[-1].bottom:  # room at the foot of the last page
            top = lowest - LIST_GAP
            return packed[:-1] + [_packed(pieces, pages[-1], bounds[-1], self._drawn(top), (top + LIST_GAP / 2, None))]
        below = bounds[0].top - tall - LIST_GAP  # else at the top of the first, the tokens below it
        pages, bounds = _shelved(pieces, paper, folded, below)
        first = _packed(pieces, pages[0], bounds[0], self._drawn(bounds[0].top), (None, below + LIST_GAP / 2))
        return [first] + [_packed(pieces, page, within) for page, within in zip(pages[1:], bounds[1:], strict=True)]

    def _drawn(self, top: float) -> tuple:
        """The cut list, its top at ``top``."""
        return tuple(flow(list(self.cut_list), [Column(INSET, top, self.width, FURNITURE)]).items)


def _shelved(pieces: list[Piece], paper: PaperSize, folded: bool,
             first_top: float | None = None) -> tuple[list[list[Place]], list[Bounds]]:
    """Each page's places and the bounds it packs in. Folded, the two-faced pieces go on pages folded down
    the middle (in the left half), the single-faced where those leave room, and the rest on pages that
    need no fold (across the whole page): a sheet is folded for what has a back to fold behind it."""
    rooms = [(piece.width, piece.height) for piece in pieces]
    flat = room(paper, False)
    two = [index for index, piece in enumerate(pieces) if folded and piece.back is not None]
    one = [index for index, piece in enumerate(pieces) if not folded or piece.back is None]
    half = room(paper, True) if two else flat
    for index in two:
        _fits(pieces[index], half)
    for index in one:
        _fits(pieces[index], flat)
    shelving = Shelving(half, GAP, first_top)
    folds = _numbered(shelving.shelve([rooms[index] for index in two]), two)
    left = shelving.filled(folds, rooms, one) if folds else one
    rest = _numbered(Shelving(flat, GAP, None if folds else first_top).shelve([rooms[index] for index in left]), left)
    return folds + rest, [half] * len(folds) + [flat] * len(rest)


def _numbered(pages: list[list[Place]], indices: list[int]) -> list[list[Place]]:
    """Pages of rooms shelved from a selection, each place naming its room by its index among them all."""
    return [[(indices[index], x, y) for index, x, y in page] for page in pages]


def _packed(pieces: list[Piece], page: list[Place], bounds: Bounds, header: tuple = (),
            span: tuple[float | None, float | None] = (None, None)) -> Packed:
    """A page of tokens in the data's order, with ``header``; a fold down it runs from a little
    below the bounds to a little above them, or to the ends ``span`` gives."""
    bottom, top = span
    return Packed(tuple(PlacedPiece(pieces[index], x, y) for index, x, y in sorted(page)), header,
                  (bottom if bottom is not None else bounds.bottom - 2 * MM,
                   top if top is not None else bounds.top + 2 * MM))


def room(paper: PaperSize, folded: bool) -> Bounds:
    """Where a page packs tokens (folded: the left half, the backs taking the right)."""
    width, height = paper
    right = width / 2 - GAP if folded else width - SIDE_MARGIN - 3 * MM
    return Bounds(INSET, right, height - FURNITURE, FURNITURE)


def fits(token: Token, paper: PaperSize, folded: bool) -> bool:
    """Whether the packer can place ``token`` on ``paper`` at all."""
    try:
        _fits(Piece(token.id, *token.size_pt, [], None), room(paper, folded))
    except DoesNotFit:
        return False
    return True


def _fits(piece: Piece, bounds: Bounds) -> None:
    room_w, room_h = bounds.right - bounds.left, bounds.top - bounds.bottom
    if piece.width > room_w or piece.height > room_h:
        raise DoesNotFit(f"token '{piece.ident}' ({millimetres(piece.width, piece.height)} mm) is larger than "
                         f"the printable area ({millimetres(room_w, room_h)} mm)")
