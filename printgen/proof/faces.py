"""The faces of a kit, in reading order, as a reader proofs them: each card and token face cut out of
its sheet where the sheet says it lies (its trim), and every other page whole. Each face keeps the
words drawn on it with their places (layout.placed), for its text and its highlights."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.layout.display import Page
from printgen.layout.document import BLANK
from printgen.layout.placed import Box, PlacedText, placed_texts
from printgen.wording import slug


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

    @property
    def words(self) -> list[str]:
        """The words drawn on the face, in drawing order: what is read aloud beside it."""
        return [word for placed in self.texts for word in placed.text.text.split()]

    def reading(self) -> list[str]:
        """Its lines of text as drawn, in drawing order (a face draws its lines top to bottom)."""
        return [placed.text.text for placed in self.texts if placed.text.text.strip()]


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
        texts = tuple(placed_texts(page.items))
        if any(placed.text.text == BLANK for placed in texts):
            continue
        in_section += 1
        trims = getattr(page, "trims", []) if section in cut else []
        for face in _cut_faces(trims, texts, (section, names), number) if trims else [
                _page_face(page, texts, section, in_section, number)]:
            if face.key not in seen:
                seen.add(face.key)
                faces.append(face)
    return faces


def _cut_faces(trims, texts: tuple[PlacedText, ...], named: tuple[str, dict[str, str]], number: int) -> list[ProofFace]:
    """The faces of the pieces cut from one sheet: each trim, with the words drawn inside it."""
    section, names = named
    return [ProofFace(f"{_slug(section)}-{_slug(trim.item)}-{trim.face}", section,
                 f"{names.get(trim.item, trim.item)} ({trim.face})", number,
                 (trim.x, trim.y, trim.w, trim.h), tuple(text for text in texts if _inside(text, trim)), True)
            for trim in trims]


def _page_face(page: Page, texts: tuple[PlacedText, ...], section: str, in_section: int, number: int) -> ProofFace:
    return ProofFace(f"{_slug(section)}-page-{in_section}", section, f"{section}, page {in_section}", number,
                (0.0, 0.0, page.width, page.height), texts)


def _inside(text: PlacedText, trim) -> bool:
    """Whether a text is drawn inside a piece's trim (its middle is: a word never straddles a cut)."""
    x, y, w, h = text.box()
    middle_x, middle_y = x + w / 2, y + h / 2
    return trim.x <= middle_x <= trim.x + trim.w and trim.y <= middle_y <= trim.y + trim.h


def _slug(text: str) -> str:
    return slug(text) or "face"
