"""The cover's box of what the source does not give: what a player needs and the kit cannot give (the
encounter's ``missing``), and every value the kit chose instead (each assumption whose values it
prints, with the pages they print on), so that no supplied value is printed without the cover saying so."""

from __future__ import annotations

import re

from printgen.layout.notes import notes_title
from printgen.model import Encounter
from printgen.model.base import MARK
from printgen.model.source import is_transcription
from printgen.core.wording import pages_said, sentence

NOT_GIVEN_FILL = "#fbf3e4"
_FIRST_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z“\"])")


def not_given_label(enc: Encounter) -> str:
    """The box's heading: what the source leaves out, or, in an original design, what its rules leave open."""
    return "Not in the source" if is_transcription(enc.source) else "Not given by the rules"


def not_given_text(enc: Encounter, supplied: tuple, notes: tuple[int, int] | None) -> str:
    """The box's paragraphs: what is missing, then each supplied value with the pages it prints on."""
    paragraphs = []
    if enc.missing:
        paragraphs.append("**Needed to play, and not in this kit.** The source this kit is made from does not "
                          "contain these: take them from the original encounter, or agree on them before you play.")
        paragraphs += [f"**{sentence(item.what)}** {item.why}" for item in enc.missing]
    designers = [] if is_transcription(enc.source) else [entry for entry in supplied if _own(enc, entry[0])]
    kits = [entry for entry in supplied if not any(entry is mine for mine in designers)]
    for chooser, entries in (("designer", designers), ("kit", kits)):
        if entries:
            paragraphs.append(_supplied_intro(enc, notes, chooser))
            paragraphs += [f"{_label(assumption.what)} **{_on_pages(pages)}**" for assumption, pages in entries]
    return "\n\n".join(paragraphs)


def _own(enc: Encounter, assumption) -> bool:
    """Whether the encounter's file makes ``assumption`` (the core rules' are printgen's transcription's)."""
    return any(assumption is mine for mine in enc.assumptions)


def _supplied_intro(enc: Encounter, notes: tuple[int, int] | None, chooser: str) -> str:
    where = f" ({pages_said(range(notes[0], notes[1] + 1))})" if notes else ""
    said = f"the {notes_title(enc).lower()}{where} say what was chosen and why"
    if chooser == "designer":
        return (f"**Chosen by the designer, marked {MARK} where it prints.** The rules leave these values open; "
                f"{said}:")
    source = "source does not" if is_transcription(enc.source) else "core rules' source does not"
    return (f"**Chosen by this kit, marked {MARK} where it prints.** The {source} give these values; this kit "
            f"chose them, and {said}:")


def _label(what: str) -> str:
    """An assumption as the box names it: the first sentence of what it is about."""
    return sentence(_FIRST_SENTENCE.split(what.strip(), maxsplit=1)[0])


def _on_pages(numbers) -> str:
    said = pages_said(numbers)
    return f"{said[0].upper()}{said[1:]}."
