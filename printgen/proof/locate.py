"""Each finding placed on the faces where its own place prints, and nowhere else. The file says what the
finding is about: the text its line:col falls in, and which words of it the finding names; the layout
says where that text is drawn (each printed copy: a rule on the rules pages and on a tip card is two).
A count rings the tokens it counts, an overflow the box it overflows, a difficulty value its cell; a
finding about what prints nowhere says so, and says what it is about."""

from __future__ import annotations

from dataclasses import dataclass, field

from printgen.core.findings import Finding
from printgen.layout.placed import Box
from printgen.load.yaml_read import parse
from printgen.proof.cells import cell_boxes, doubled_rows, value_cell
from printgen.proof.counted import COUNTS, counted, counted_ids
from printgen.proof.face_words import Stream
from printgen.proof.faces import ProofFace
from printgen.proof.overflow_box import OVERFLOWS, overflow_boxes
from printgen.proof.file_words import OwnWords, Places, target_of, whole_value


@dataclass(frozen=True)
class Located:
    """One finding on the faces: what is ringed, and its boxes on each face it prints on."""

    finding: Finding
    words: str
    """The finding's own words as the file writes them ("the the"); "" where it names none."""
    boxes: dict[str, list[Box]]
    """ProofFace key -> the boxes ringed on it, in points on the page."""
    ringed: str = ""
    """What the rings are, for the reader ("the words “the the”", "the cell Hard · Starting Rage")."""
    nowhere: str = ""
    """Where it prints on no face, a sentence that says so and what it is about."""


@dataclass
class Kit:
    """What findings are placed on: the file's places, its model (none for a bare text), faces, pages."""

    places: Places
    enc: object
    faces: list[ProofFace]
    pages: list
    streams: dict[str, Stream] = field(default_factory=dict)

    def mine(self, finding: Finding) -> bool:
        """Whether the finding is about this file (not the core rules', say), so that its place is here."""
        return not self.places.doc.path or finding.file == self.places.doc.path

    def stream(self, face: ProofFace) -> Stream:
        if face.key not in self.streams:
            self.streams[face.key] = Stream(face)
        return self.streams[face.key]


def place(findings: list[Finding], loaded, faces: list[ProofFace], pages: list | None = None) -> list[Located]:
    """Every finding placed on the faces of ``loaded``'s kit (``pages``, its pages as laid out, let a
    count say how many copies print and an overflow find its box). ``loaded`` may be the file's bare
    text: then words alone are placed."""
    if isinstance(loaded, str):
        kit = Kit(Places(parse(loaded, "")), None, faces, pages or [])
    else:
        kit = Kit(Places(loaded.doc), loaded.model if loaded.ok else None, faces, pages or [])
    return [_placed(finding, kit) for finding in findings]


def _placed(finding: Finding, kit: Kit) -> Located:
    if finding.code == OVERFLOWS and (boxes := overflow_boxes(finding.message, kit.faces, kit.pages)):
        return Located(finding, "", boxes, "the box its text overflows, outlined on the card")
    if finding.code in COUNTS and kit.enc is not None:
        found = counted(counted_ids(kit.enc, finding.message), kit.faces, kit.pages)
        if found is not None:
            words = _words(finding, kit)
            return Located(finding, words.words, found.boxes | words.boxes,
                           f"the tokens it counts ({found.said})" + (f" and {words.ringed}" if words.boxes else ""))
    path = kit.places.path_at(finding) if kit.mine(finding) else None
    if path is not None and kit.enc is not None:
        if (cell := value_cell(kit.enc, path)) and (boxes := cell_boxes(cell, kit.faces)):
            return Located(finding, cell[2], boxes, f"the cell of {cell[0]} · {cell[1]} ({cell[2]})")
        if rows := _rows(finding, kit, path):
            return rows
    words = _words(finding, kit)
    return words if words.boxes else _nowhere(finding, kit, words.words)


def _rows(finding: Finding, kit: Kit, path: tuple) -> Located | None:
    """A roll table's rows that hold a face twice, ringed by their names where they print."""
    names = [name for row in doubled_rows(kit.enc, path, finding.message) if (name := whole_value(kit.places, row))]
    boxes: dict[str, list[Box]] = {}
    for name in names:
        for face in kit.faces:
            boxes.setdefault(face.key, []).extend(_copies(kit.stream(face), name))
    shown = ", ".join(f"“{name.words}”" for name in names)
    rung = {key: held for key, held in boxes.items() if held}
    return Located(finding, shown, rung, f"the rows whose faces repeat ({shown})") if rung else None


def _words(finding: Finding, kit: Kit) -> Located:
    """The finding's own words on every face that prints its text around them."""
    target = target_of(kit.places, finding) if kit.mine(finding) else None
    if target is None or not target.own:
        return Located(finding, "", {})
    boxes = {face.key: found for face in kit.faces if (found := _copies(kit.stream(face), target))}
    return Located(finding, target.words, boxes, f"the words “{target.words}”")


def _copies(stream: Stream, target: OwnWords) -> list[Box]:
    return [box for copy in stream.copies(target.pattern(), target.whole) for box in copy]


def _nowhere(finding: Finding, kit: Kit, words: str) -> Located:
    path = kit.places.path_at(finding) if kit.mine(finding) else None
    about = ("the file's id" if path == ("id",) else _dotted(path)) if path else "the file as a whole"
    if not kit.mine(finding):
        return Located(finding, words, {}, nowhere=f"Not placed: it is about {finding.file}, not the file proofed.")
    said = f"“{words}” in {about}" if words else about
    return Located(finding, words, {}, nowhere=f"Prints on no face: it is about {said}, which the kit does not print.")


def _dotted(path: tuple) -> str:
    """A data path as the file reads it: ``rules[3].text``."""
    said = ""
    for key in path:
        said += f"[{key}]" if isinstance(key, int) else (f".{key}" if said else str(key))
    return f"`{said}`"

