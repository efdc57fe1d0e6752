"""Which seed a proof lays its kit out with: the seed of the kit it stands for, as that kit's PDF records
it (build.SEED_SAID), so that a proof's pages and a reprint's cover name the setup sheet the player
already printed; or the seed asked for, said plainly where it is not that kit's."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from printgen.build.part_pdf import SEED_SAID

_RECORDED = re.compile(re.escape(SEED_SAID).replace(r"\{seed\}", r"(\d+)") + "$")
FIRST = 1
"""The seed of a proof with no kit to stand for and none asked: the same proof every run."""


@dataclass(frozen=True)
class SeedChoice:
    seed: int
    said: str
    """How the page and the terminal say where the seed comes from."""


def recorded_seed(kit: Path) -> int | None:
    """The setup seed a kit PDF records, or None (no such file, an older printgen's, or not a kit)."""
    if not kit.is_file():
        return None
    from pypdf import PdfReader
    from pypdf.errors import PyPdfError

    try:
        metadata = PdfReader(kit).metadata
        subject = str(metadata.get("/Subject") or "") if metadata else ""
    except (PyPdfError, OSError, ValueError):
        return None
    found = _RECORDED.search(subject)
    return int(found.group(1)) if found else None


def chosen_seed(asked: int | None, kit: Path) -> SeedChoice:
    """The seed to lay the kit out with: the one asked for, or the printed kit's, or FIRST; said plainly
    where the one asked for is not the printed kit's. Said of the kit beside the proof, not of a path, so
    that the same file proofs to the same bytes wherever it is written."""
    recorded = recorded_seed(kit)
    if asked is None and recorded is not None:
        return SeedChoice(recorded, f"setup seed {recorded}, the seed of the kit beside this proof")
    if asked is None:
        return SeedChoice(FIRST, f"setup seed {FIRST}: no kit beside this proof records a seed (make the kit "
                                 f"first, or give --seed the one printed on its setup sheet)")
    if recorded is not None and recorded != asked:
        return SeedChoice(asked, f"setup seed {asked}, as asked, which is not the seed of the kit beside this "
                                 f"proof ({recorded}): its setup sheet and cover would name another seed")
    return SeedChoice(asked, f"setup seed {asked}" + (", the seed of the kit beside this proof" if recorded else ""))
