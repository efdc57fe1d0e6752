"""The proof as a reader sees it: a summary, every finding with the faces it prints on, what changed
(with --against), and every face in reading order with its highlights and its text; written as one
self-contained HTML page (templates/proof.html.j2) or as JSON."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from printgen import __version__
from printgen.core.findings import Finding
from printgen.proof.excerpt import excerpt
from printgen.proof.faces import ProofFace
from printgen.proof.locate import Located
from printgen.proof.pictures import Picture, share_of
from printgen.core.templating import render_html


@dataclass(frozen=True)
class Mark:
    """One highlight: a box of words on a face, and every finding about those words (one mark each
    box, however many findings name it, so that the words stay legible under it)."""

    findings: tuple[int, ...]
    left: float
    top: float
    width: float
    height: float


@dataclass
class FaceView:
    face: ProofFace
    picture: Picture
    marks: list[Mark] = field(default_factory=list)
    change: str = ""
    """"changed", "new" or "unchanged" against another version; "" when there is none."""
    old_picture: Picture | None = None
    before_marks: list[Mark] = field(default_factory=list)
    after_marks: list[Mark] = field(default_factory=list)
    """The regions drawn otherwise than in the other version, on its picture and on this one, outlined."""

    @property
    def anchor(self) -> str:
        return f"face-{self.face.key}"

    @property
    def findings(self) -> list[int]:
        """The numbers of the findings highlighted on this face."""
        return sorted({number for mark in self.marks for number in mark.findings})


@dataclass(frozen=True)
class Proof:
    """Everything a proof shows, in the order it shows it."""

    title: str
    encounter: str
    file: str
    located: list[Located]
    sections: dict[str, list[FaceView]]
    changes: list = field(default_factory=list)
    against: str = ""
    reprint: str = ""
    loaded: bool = True
    """False for a file that does not load: its findings alone, and no face (proof/unloaded.py)."""
    seed: int | None = None
    seed_said: str = ""
    """The setup seed the kit is laid out with, and where it comes from (proof/seed.py)."""
    editor: str = ""
    """A link pattern that opens a finding's place in the user's editor (``vscode://file/{path}:{line}:{col}``);
    none by default."""
    defs: str = ""
    """What the faces' pictures draw from, once for the page (proof.pictures.Drawn.defs, new and old)."""
    fonts: object = ""
    """The fonts the pictures are set in, as a <style> (render/font_cuts.FontCuts), written last in the page:
    cut while the rest of it is written."""
    live: bool = False
    """Served by `printgen proof --serve`: the page updates itself on every save (proof/live.html.j2)."""

    def counts(self) -> Counter:
        return Counter(located.finding.severity for located in self.located)

    def titles(self) -> dict[str, str]:
        return {view.face.key: view.face.title for views in self.sections.values() for view in views}


def proof_of(title: str, loaded, located: list[Located], faces: list[ProofFace], pictures: dict[str, Picture]) -> Proof:
    """The proof of one version: its faces by part, each marked where the findings' words print."""
    sections: dict[str, list[FaceView]] = {}
    for face in faces:
        sections.setdefault(face.section, []).append(FaceView(face, pictures[face.key], _marks(face, located)))
    return Proof(title, loaded.model.id, loaded.doc.path, located, sections)


def _marks(face: ProofFace, located: list[Located]) -> list[Mark]:
    """The face's highlights: each box of words once, with the numbers of the findings about them."""
    by_box: dict[tuple, list[int]] = {}
    for number, found in enumerate(located, start=1):
        for box in found.boxes.get(face.key, []):
            by_box.setdefault(tuple(round(side, 2) for side in box), []).append(number)
    return [Mark(tuple(numbers), *share_of(face, box)) for box, numbers in by_box.items()]


def html(proof: Proof, text: str = "") -> str:
    """The page; ``text``, the file's own, shows each finding's lines with a caret under its place."""
    return render_html("proof.html.j2", proof=proof, version=__version__, where=_where,
                       excerpt=lambda finding: excerpt(text, finding),
                       editor_link=lambda finding: editor_link(proof.editor, finding))


def editor_link(pattern: str, finding: Finding) -> str:
    """The link that opens the finding's place in the user's editor, from their pattern ("" with none): the
    file's absolute path (each character a URL may not hold escaped), its line and column."""
    if not pattern:
        return ""
    path = quote(str(Path(finding.file).resolve()), safe="/:\\")
    return pattern.replace("{path}", path).replace("{line}", str(finding.line)).replace("{col}", str(finding.col))


def as_json(proof: Proof) -> dict:
    """The findings (each with the faces it prints on) and the changes, for tools and CI."""
    return {"encounter": proof.encounter, "file": proof.file, "title": proof.title, "loaded": proof.loaded,
            "counts": dict(proof.counts()),
            "findings": [_finding_json(proof, found) for found in proof.located],
            "seed": proof.seed, "seed_said": proof.seed_said or None,
            "against": proof.against or None,
            "changes": [change.to_json() for change in proof.changes],
            "reprint": proof.reprint or None}


def _finding_json(proof: Proof, found: Located) -> dict:
    return found.finding.to_json() | {"words": found.words, "ringed": found.ringed or None,
                                      "nowhere": found.nowhere or None, "faces": _boxes_json(proof, found)}


def _boxes_json(proof: Proof, found: Located) -> dict[str, list[list[float]]]:
    """Each face's rings, as [left, top, width, height] in percent of the face's picture (from its top
    left, as the page places them), by face key: the keys alone say which faces it prints on."""
    faces = {view.face.key: view.face for views in proof.sections.values() for view in views}
    return {key: [[round(side, 3) for side in share_of(faces[key], box)] for box in boxes]
            for key, boxes in found.boxes.items() if key in faces}


def _where(finding: Finding) -> str:
    return f"{finding.file}:{finding.line}:{finding.col}"
