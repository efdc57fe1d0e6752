"""A proof made from a checked encounter: its kit laid out once, cut into faces, drawn, and the
findings placed on them; against another version, what changed and the sheets to print again."""

from __future__ import annotations

from dataclasses import dataclass, replace

from printgen.build.part_pdf import laid_out
from printgen.core.findings import Finding
from printgen.load.loader import Loaded, strings_in
from printgen.core.options import PrintOptions
from printgen.build.printable import PARTS
from printgen.proof.changes import Change, changes
from printgen.proof.document import Mark, Proof, proof_of
from printgen.proof.faces import ProofFace, kit_faces
from printgen.proof.locate import place
from printgen.proof.pictures import Drawn, draw, share_of
from printgen.proof.reprint import Reprint, reprint
from printgen.render.font_cuts import FontCuts, PageFonts
from printgen.render.webfonts import likely_characters, merged
from printgen.core.resources import DATA_DIR


@dataclass(frozen=True)
class Version:
    """One version of the encounter as it prints: its kit's pages, their faces, and how they draw."""

    loaded: Loaded
    pages: list
    faces: list[ProofFace]
    drawn: Drawn


def version(loaded: Loaded, options: PrintOptions, seed: int, source: str,
            newer: list[ProofFace] | None = None) -> Version:
    """The kit as `printgen kit SOURCE --seed SEED` lays it out (its cover names SOURCE), drawn with the
    picture of every face; for an older version of ``newer``'s, only of the faces whose words differ
    (the pictures shown side by side: a face drawn otherwise in the same words is drawn again after)."""
    pages = laid_out(loaded, "kit", options, seed, source)  # within --max-pages and --max-tokens, as every build
    cut = {part.heading_of(loaded.model) for part in PARTS.values() if part.shop}
    enc = loaded.model
    names = {card.id: card.title for card in enc.cards}
    faces = kit_faces(pages, cut, names | {token.id: token.name for token in enc.tokens})
    words = {face.key: face.words for face in newer} if newer is not None else None
    pictured = {face.key for face in faces if words.get(face.key) != face.words} if words is not None else None
    prefix = "kit" if newer is None else "before"  # the older version's pages, beside the newer's in one page
    return Version(loaded, pages, faces, draw(pages, faces, pictured, prefix))


def make_proof(new: Version, findings: list[Finding], old: Version | None = None, against: str = "",
               options: PrintOptions = PrintOptions(), cuts: FontCuts | None = None) -> tuple[Proof, Reprint | None]:
    """The proof of ``new``, its findings placed; against ``old``, its changes and its reprint. Its fonts
    are ``cuts`` (fonts_soon's, started as the file was loaded), or are cut from now on."""
    if old is None:
        fonts = PageFonts(cuts or FontCuts(new.drawn.characters), new.drawn.characters)
        return replace(_placed(new, findings), defs=new.drawn.defs, fonts=fonts), None
    found = changes(old.faces, old.drawn.faces, new.faces, new.drawn.faces)
    changed = {change.key for change in found if change.status == "changed"}
    redrawn = _drawn_again(old, changed - set(old.drawn.pictures))
    drawn = merged(new.drawn.characters, old.drawn.characters, redrawn.characters)
    fonts = PageFonts(cuts or FontCuts(drawn), drawn)
    proof = _placed(new, findings)
    _mark_changes(proof, found, old.faces, old.drawn.pictures | redrawn.pictures)
    again = reprint(old.drawn.pages, new.drawn.pages, options.duplex)
    return replace(proof, changes=found, against=against, reprint=again.said, fonts=fonts,
                   defs=new.drawn.defs + old.drawn.defs + redrawn.defs), again


def fonts_soon(loaded: Loaded) -> FontCuts:
    """The fonts the kit of ``loaded`` is likely set in, being cut from now on, while the file is checked and
    the kit laid out (render/font_cuts.py): the characters of its file and of the core rules."""
    core = [(DATA_DIR / name).read_text(encoding="utf-8") for name in ("core-rules.yaml", "constants.yaml")]
    return FontCuts(likely_characters([*(text for _, text in strings_in(loaded.doc.data, ())), *core]))


def _placed(new: Version, findings: list[Finding]) -> Proof:
    located = place(findings, new.loaded, new.faces, new.pages)
    return proof_of(new.loaded.model.title, new.loaded, located, new.faces, new.drawn.pictures)


def _mark_changes(proof: Proof, found: list[Change], old_faces: list[ProofFace], old_pictures: dict) -> None:
    """Each face's change against the old version, its picture before, and the changed words outlined on
    both pictures (on the old face where they were, on the new where they are)."""
    by_key, before = {change.key: change for change in found}, {face.key: face for face in old_faces}
    for view in (view for views in proof.sections.values() for view in views):
        change = by_key.get(view.face.key)
        view.change = change.status if change else "unchanged"
        view.old_picture = old_pictures.get(view.face.key)
        if change and change.status == "changed":
            view.before_marks = [Mark((), *share_of(before[change.key], box)) for box in change.before]
            view.after_marks = [Mark((), *share_of(view.face, box)) for box in change.after]


def _drawn_again(old: Version, keys: set[str]) -> Drawn:
    """The old pictures of the faces ``keys``, drawing again only the pages they are on."""
    faces = [face for face in old.faces if face.key in keys]
    numbers = sorted({face.page for face in faces})
    pages = [old.pages[number - 1] for number in numbers]
    renumbered = [replace(face, page=numbers.index(face.page) + 1) for face in faces]
    return draw(pages, renumbered, prefix="before-again") if pages else Drawn({}, {}, [])
