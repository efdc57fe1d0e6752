"""The faces of a kit, in reading order, as a reader proofs them: each card and token face cut out of
its sheet where the sheet says it lies (its trim), and every other page whole. Each face keeps the
words and icons drawn on it with their places (layout.placed), for its text, its highlights and its changes."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.layout.display import Group, Page
from printgen.layout.document import BLANK
from printgen.layout.placed import Box, PlacedText
from printgen.proof.spoken import PlacedIcon, Word, drawn_in_order, paragraphs, words_of
from printgen.core.wording import slug


@dataclass(frozen=True)
class ProofFace:
    key: str
    """Stable across versions: the piece and its side (``card-hulk-stat-front``), or the part and page."""
    section: str
    """The part of the kit it belongs to, as the kit bookmarks it."""
    title: str
    page: int
    """The kit page it prints on, from 1."""
    box: Box
    """Where on that page, in points."""
    texts: tuple[PlacedText, ...]
    cut: bool = False
    """A piece cut from its sheet (a card's or token's face), rather than a page read whole."""
    icons: tuple[PlacedIcon, ...] = ()
    """The icons drawn on it, each placed among ``texts`` in reading order."""
    piece: Group | None = None
    """A cut face's own drawing: the group its sheet puts at its trim's corner (a sheet moves each piece
    as a whole), which a piece that only moved keeps but for the move; None for a page read whole."""

    @property
    def words(self) -> list[str]:
        """The words drawn on the face and the names of its icons, in reading order."""
        return [word.text for word in self.placed_words()]

    def placed_words(self) -> list[Word]:
        """Its words and icons in reading order, each with its box and its paragraph."""
        return words_of(self.texts, self.icons)

    def reading(self) -> list[str]:
        """Its text read aloud: paragraph by paragraph, icons named as the kit's icon key names them."""
        return paragraphs(self.placed_words())


def kit_faces(pages: list[Page], cut: set[str], names: dict[str, str]) -> list[ProofFace]:
    """Every face of the kit's pages, in the kit's order: in the sections named in ``cut`` (cards,
    tokens), each piece's faces once (the first copy of a token stands for the rest), titled by the
    piece's name in ``names`` (by id); every other page whole; blank pages are no face."""
    faces: list[ProofFace] = []
    seen: set[str] = set()
    section, in_section = "", 0
    for number, page in enumerate(pages, start=1):
        if page.bookmark:
            section, in_section = page.bookmark, 0
        drawn = list(drawn_in_order(page.items))
        if any(isinstance(piece, PlacedText) and piece.text.text == BLANK for piece in drawn):
            continue
        in_section += 1
        trims = getattr(page, "trims", []) if section in cut else []
        for face in _cut_faces(page, trims, drawn, (section, names), number) if trims else [
                _page_face(page, drawn, section, in_section, number)]:
            if face.key not in seen:
                seen.add(face.key)
                faces.append(face)
    return faces


def _cut_faces(page: Page, trims, drawn: list, named: tuple[str, dict[str, str]], number: int) -> list[ProofFace]:
    """The faces of the pieces cut from one sheet: each trim, with the words and icons drawn inside it."""
    section, names = named
    faces = []
    for trim in trims:
        texts, icons = _texts_and_icons([piece for piece in drawn if _inside(_box(piece), trim)])
        faces.append(ProofFace(f"{_slug(section)}-{_slug(trim.item)}-{trim.face}", section,
                               f"{names.get(trim.item, trim.item)} ({trim.face})", number,
                               (trim.x, trim.y, trim.w, trim.h), texts, True, icons, _piece(page.items, trim)))
    return faces


def _page_face(page: Page, drawn: list, section: str, in_section: int, number: int) -> ProofFace:
    texts, icons = _texts_and_icons(drawn)
    return ProofFace(f"{_slug(section)}-page-{in_section}", section, f"{section}, page {in_section}", number,
                     (0.0, 0.0, page.width, page.height), texts, icons=icons)


def _texts_and_icons(drawn: list) -> tuple[tuple[PlacedText, ...], tuple[PlacedIcon, ...]]:
    """The texts, and the icons each placed after the texts drawn before it."""
    texts: list[PlacedText] = []
    icons: list[PlacedIcon] = []
    for piece in drawn:
        if isinstance(piece, PlacedText):
            texts.append(piece)
        else:
            icons.append(PlacedIcon(piece[0], piece[1], len(texts)))
    return tuple(texts), tuple(icons)


def _box(piece) -> Box:
    return piece.box() if isinstance(piece, PlacedText) else PlacedIcon(*piece).box()


def _inside(box: Box, trim) -> bool:
    """Whether a text or icon is drawn inside a piece's trim (its middle is: a word never straddles a cut)."""
    x, y, w, h = box
    middle_x, middle_y = x + w / 2, y + h / 2
    return trim.x <= middle_x <= trim.x + trim.w and trim.y <= middle_y <= trim.y + trim.h


def _piece(items: list, trim) -> Group | None:
    """The group a sheet draws the piece in ``trim`` with: the one at the trim's corner; None if there is none."""
    for item in items:
        if isinstance(item, Group) and (item.dx, item.dy) == (trim.x, trim.y):
            return item
        if isinstance(item, Group) and (found := _piece(list(item.items), trim)):
            return found
    return None


def _slug(text: str) -> str:
    return slug(text) or "face"
