"""What a count finding counts, and where it prints: a wrong count of tokens ("the 7 Soldier tokens")
is about the tokens, so the proof rings their faces and says how many copies the kit prints, and on
which pages (every copy: the proof shows a token's first copy for the rest)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from printgen.core.wording import pages_said
from printgen.layout.placed import Box
from printgen.proof.faces import ProofFace

COUNTS = ("ref.count-in-text", "fact.placed-count")
"""The checks whose findings count tokens (checks/refs.py, checks/facts/placements.py)."""
_COUNTED = re.compile(r"\{count:([^{}\s]+)\}")
_PLACEMENT = re.compile(r"placement '([^']+)'")


@dataclass(frozen=True)
class Counted:
    """The tokens a count finding counts: their faces' boxes, and how many copies print where."""

    boxes: dict[str, list[Box]]
    said: str
    """"6 print, on pages 9–10"."""


def counted_ids(enc, message: str) -> list[str]:
    """The token ids a count finding's message names: by its {count:…} (a token, or a Randomizer
    group's tokens) or by the setup map's placement it names (the token that placement places)."""
    if found := _COUNTED.search(message):
        ident = found.group(1)
    elif found := _PLACEMENT.search(message):
        ident = next((placement.token for placement in enc.setup_map.random if placement.id == found.group(1)), "")
    else:
        return []
    return [token.id for token in enc.tokens if ident in (token.id, token.randomizer)]


def counted(ids: list[str], faces: list[ProofFace], pages: list) -> Counted | None:
    """The front faces of the tokens ``ids`` (each whole), and the copies the kit's pages print."""
    trims = [(number, trim) for number, page in enumerate(pages, start=1)
             for trim in getattr(page, "trims", []) if trim.item in ids and trim.face == "front"]
    where = {(number, (trim.x, trim.y, trim.w, trim.h)) for number, trim in trims}
    fronts = [face for face in faces if face.cut and (face.page, face.box) in where]
    copies = [number for number, _ in trims]
    if not fronts and not copies:
        return None
    return Counted({face.key: [face.box] for face in fronts}, _said(copies))


def _said(copies: list[int]) -> str:
    if not copies:
        return "none prints"
    return f"{len(copies)} print, on {pages_said(range(min(copies), max(copies) + 1))}"

