"""Imposition (Squib's "sprue"): pieces on printed sheets, every back behind its front.

A packer says where the pieces go on a page (rows of cards or of tokens, pieces of every size
sharing a sheet: printgen.layout.grid); the rest is here, the same for every part: backs behind
fronts for each duplex mode, the order of the pages, the page furniture and the printing advice on
every page.

Duplex geometry: a sheet turned over on its long edge (a portrait page flipped like a book) puts the
back of the point (x, y) at (W - x, y); turned on its short edge, at (x, H - y). Backs are placed
there, upright, so each lands behind its front. Fold-over folds each piece on its own (the back
below the front, turned 180°, the fold line between) or the page down the middle (the backs in the
right half, where the fold puts them); a page whose pieces have no backs is not folded at all.
"""

from __future__ import annotations

from collections.abc import Callable

from printgen.layout.display import Group, Line, Text
from printgen.layout.furniture import (FURNITURE, MARK_LENGTH, MARK_OFFSET, SIDE_MARGIN,  # noqa: F401
                                       page_furniture, registration_marks)
from printgen.layout.grid import Cells
from printgen.layout.pieces import (DoesNotFit, Finish, Packed, Packer, PaperSize, Piece, PlacedPiece,  # noqa: F401
                                    Sheet, Trim)
from printgen.core.options import Duplex
from printgen.core.units import MM

# (FURNITURE and DoesNotFit are imported here too: the setup sheet and the tests import them from here.)

TARGETS = "; the corner targets should line up"
FOLDS = {"each": "print single-sided; cut out, fold on the dashed line",
         "page": "print single-sided; fold on the dashed line, glue, then cut"}
UNFOLDED = "print single-sided; nothing on this page has a back: cut out, no fold"
FOLD_LINE = "#555555"


def impose(pieces: list[Piece], paper: PaperSize, duplex: Duplex, bleed: float, title: str, part: str) -> list[Sheet]:
    """Sheets of cut-out pieces with ``bleed`` and crop marks, in centred rows, every size sharing them."""
    return impose_with(Cells(bleed), pieces, paper, duplex, f"{title} · {part}")


def impose_with(packer: Packer, pieces: list[Piece], paper: PaperSize, duplex: Duplex, label: str) -> list[Sheet]:
    """``pieces`` where ``packer`` puts them, backs behind fronts for ``duplex``, every page furnished
    and labelled "``label`` · page n of N · …"."""
    one_sided = not any(piece.back is not None for piece in pieces)
    duplex = Duplex.OFF if one_sided else Duplex(duplex)  # single-faced pieces have nothing to print behind
    sheets = _sheets(packer.pack(pieces, paper, duplex == "fold"), packer.finish, paper, duplex)
    for number, sheet in enumerate(sheets, start=1):
        how = ONE_SIDED if one_sided else advice(duplex, packer.finish, _backed(sheet))
        _furnish(sheet, f"{label} · page {number} of {len(sheets)} · {sheet.label}", packer.finish, how)
    return sheets


def _backed(sheet: Sheet) -> bool:
    """Whether a page of fronts holds a back too (folded), or is itself a page of backs."""
    return sheet.back or any(trim.face == "back" for trim in sheet.trims)


def _sheets(pages: list[Packed], finish: Finish, paper: PaperSize, duplex: Duplex) -> list[Sheet]:
    """The packed pages as sheets: fold-over sheets; front and back in turn (double-sided); or all
    the fronts, then the backs (single-sided)."""
    if duplex == "fold":
        return [_folded(page, finish, paper) for page in pages]
    pairs = [_two_sides(page, finish, paper, duplex) for page in pages]
    if duplex == "off":
        return [front for front, _ in pairs] + [back for _, back in pairs if back.trims]
    return [sheet for pair in pairs for sheet in pair]


def behind(duplex: Duplex, placed: PlacedPiece, paper: PaperSize) -> tuple[float, float]:
    """Where a back goes so that it lands behind its front: on the back page as the sheet is turned,
    or in the mirror half of a page folded down the middle (which turns it as the long edge does)."""
    width, height = paper
    if duplex in ("long", "fold"):
        return width - placed.x - placed.piece.width, placed.y
    if duplex == "short":
        return placed.x, height - placed.y - placed.piece.height
    return placed.x, placed.y


def _two_sides(page: Packed, finish: Finish, paper: PaperSize, duplex: Duplex) -> tuple[Sheet, Sheet]:
    fronts, backs = Sheet(*paper, label="fronts"), Sheet(*paper, label="backs", back=True)
    _put_page(page, (fronts, backs), finish, lambda placed: behind(duplex, placed, paper))
    if finish.registration and duplex != "off":
        # symmetric about both page axes, so on the back page the flipped positions are the same
        fronts.items += registration_marks(*paper)
        backs.items += registration_marks(*paper)
    if not backs.trims:  # none of this page's pieces has a back: say so, or it looks like a misprint
        backs.items.append(Text(paper[0] / 2, paper[1] / 2, BLANK_BACK, "italic", 10, "#555555", align="center"))
    return fronts, backs


def _folded(page: Packed, finish: Finish, paper: PaperSize) -> Sheet:
    """A page folded as the finish says; one whose pieces have no backs is not folded down the middle
    (nothing is to lie behind them), its fronts across the whole page."""
    if finish.fold == "each":
        return _fold_each(page, finish, paper)
    if any(placed.piece.back is not None for placed in page.placed):
        return _fold_page(page, finish, paper)
    return _two_sides(page, finish, paper, Duplex.OFF)[0]


def _fold_page(page: Packed, finish: Finish, paper: PaperSize) -> Sheet:
    """Fronts in the left half, each back mirrored in the right half, the fold line down the middle."""
    sheet = Sheet(*paper, label="fronts | backs")
    _put_page(page, (sheet, sheet), finish, lambda placed: behind(Duplex.FOLD, placed, paper))
    bottom, top = page.span
    sheet.items.append(Line(paper[0] / 2, bottom, paper[0] / 2, top, FOLD_LINE, 0.4, (3, 2)))
    return sheet


def _put_page(page: Packed, sides: tuple[Sheet, Sheet], finish: Finish,
              back_at: Callable[[PlacedPiece], tuple[float, float]]) -> None:
    """The page's header and fronts on the first sheet, each back on the second where ``back_at`` says."""
    fronts, backs = sides
    fronts.items += page.header
    for placed in page.placed:
        _put(fronts, placed, "front", placed.piece.front, (placed.x, placed.y), finish)
        if placed.piece.back is not None:
            _put(backs, placed, "back", placed.piece.back, back_at(placed), finish)


def _put(sheet: Sheet, placed: PlacedPiece, face: str, items: list, at: tuple[float, float], finish: Finish) -> None:
    """The ``face`` of a placed piece (its ``items``) on the sheet at ``at``."""
    piece, (x, y) = placed.piece, at
    sheet.items.append(Group(tuple(items), x, y))
    sheet.items += finish.cut_marks(x, y, piece.width, piece.height)
    sheet.trims.append(Trim(piece.ident, face, x, y, piece.width, piece.height))


def _fold_each(page: Packed, finish: Finish, paper: PaperSize) -> Sheet:
    """Each piece folded on its own: the front above its fold line, the back below it, turned 180°."""
    sheet = Sheet(*paper, label="fronts and backs")
    sheet.items += page.header
    for placed in page.placed:
        _fold_piece(sheet, placed, finish)
    return sheet


def _fold_piece(sheet: Sheet, placed: PlacedPiece, finish: Finish) -> None:
    piece, x, y, bleed = placed.piece, placed.x, placed.y, finish.bleed
    w, h = piece.width, piece.height
    fold = y + h
    keep = (-bleed, 0.0, w + 2 * bleed, h + bleed)  # drop the bleed on the fold side
    sheet.items.append(Group(tuple(piece.front), x, fold, clip=keep))
    sheet.items.append(Group(tuple(piece.back or ()), x, y, rotate180=True, box=(w, h), clip=keep))
    sheet.items += finish.cut_marks(x, y, w, 2 * h)
    sheet.items.append(Line(x - bleed - MARK_OFFSET - MARK_LENGTH, fold, x + w + bleed + MARK_OFFSET + MARK_LENGTH,
                            fold, FOLD_LINE, 0.4, (3, 2)))
    sheet.trims += [Trim(piece.ident, "front", x, fold, w, h), Trim(piece.ident, "back", x, y, w, h)]


BLANK_BACK = "This page is intentionally blank: no piece on its front has a back."

ONE_SIDED = "one-sided: nothing prints on its back"
"""The advice of a part whose pieces have no backs: true whether it is printed alone or in a kit
printed double-sided (where its sheet's back is left blank)."""


def advice(duplex: Duplex, finish: Finish, backed: bool = True) -> str:
    """How to print the sheets, as every page label ends (``backed``: this page holds backs, or is theirs)."""
    if duplex == "fold":
        return FOLDS[finish.fold] if backed else UNFOLDED
    if duplex == "off":
        return "print single-sided" + finish.single_sided
    return duplex.flip + (TARGETS if finish.registration else "")


def _furnish(sheet: Sheet, label: str, finish: Finish, how: str) -> None:
    """The scale bar and the page label ending in how to print it, in the band the finish asks for;
    clear of any corner targets."""
    at_top = finish.label_band == "free" and _roomier_above(sheet)
    x = SIDE_MARGIN + (10 if finish.registration else 2) * MM
    sheet.items += page_furniture(sheet, f"{label} — {how}", x=x, at_top=at_top, targets=finish.registration)


def _roomier_above(sheet: Sheet) -> bool:
    """Whether the pieces leave more room above them than below."""
    lowest = min((t.y for t in sheet.trims), default=sheet.height)
    highest = max((t.y + t.h for t in sheet.trims), default=0.0)
    return lowest < sheet.height - highest
