"""The proof of a file that does not load: every finding at once, each with the lines of the file it
points at and a caret under its place, and no face, which the page says (nothing can be laid out until
the errors are mended). A proofreader is never left with "nothing shown"."""

from __future__ import annotations

from printgen.core.findings import Finding
from printgen.proof.document import Proof
from printgen.proof.locate import Located
from printgen.core.wording import slug


def unloaded_proof(data: object, file: str, findings: list[Finding]) -> Proof:
    """The proof of a file that does not load: its findings, placed on no face, and no faces; titled and
    named as the file says, where it says so in text."""
    said = data if isinstance(data, dict) else {}
    title, ident = said.get("title"), said.get("id")
    return Proof(title if isinstance(title, str) else file.rsplit("/", 1)[-1], ident if isinstance(ident, str) else "",
                 file, [Located(finding, "", {}) for finding in findings], {}, loaded=False)


def folder_of(data: object, file_name: str) -> str:
    """Where the proof of an unloaded file goes: OUT/<its id>/, or the file's name made an id when its id
    cannot be read (a proof of it goes where the proof of the file mended will)."""
    written = data.get("id") if isinstance(data, dict) else None
    return (slug(written) if isinstance(written, str) else "") or slug(file_name.rsplit(".", 1)[0]) or "encounter"
