"""The kit's last part: what the encounter's text leaves unsaid (its assumptions, each value they chose
marked where it prints), what was corrected, and the game constants no encounter document gives."""

from __future__ import annotations

from printgen.core import typography
from printgen.layout.cards import card_format
from printgen.layout.strips import ACCENT, Cell, Strip, Style, heading_strip, table_strips, text_strips
from printgen.model import CoreRules, Encounter, GameConstants
from printgen.model.base import MARK
from printgen.model.source import Transcription, is_transcription
from printgen.core.richtext import Run, inline
from printgen.core.units import MM
from printgen.core.wording import sentence

def notes_title(enc: Encounter) -> str:
    """The name of the kit's last part, which depends on where the encounter comes from."""
    return "Transcription notes" if is_transcription(enc.source) else "Designer's notes"


def notes_strips(enc: Encounter, core: CoreRules, constants: GameConstants, width: float) -> list[Strip]:
    """The notes: what the encounter's text leaves unsaid (assumptions), and what was corrected.

    A transcription speaks of its OCR copies and of what "the source" said; an original design
    has no source document, so its notes are the designer's, and the core rules (always a transcription,
    and printed in every kit) keep their own notes after them."""
    style = Style(typography.sized(7.5, typography.LARGE_TEXT), ACCENT, typography.least_read())
    if isinstance(enc.source, Transcription):
        return _transcription_notes(enc, enc.source, core, style, width) + _constants_notes(constants, style, width)
    return (_designer_notes(enc, style, width) + _core_rules_notes(core, style, width)
            + _constants_notes(constants, style, width))


CONSTANT_NAMES = {"die": "Die faces", "ranges": "Range tool", "battlefield": "Battlefield",
                  "deployment_depth": "Deployment", "bases": "Base sizes", "cards": "Card sizes"}


def _constants_notes(constants: GameConstants, style: Style, width: float) -> list[Strip]:
    """The game's constants, which no encounter document gives: each value as printgen uses it,
    where it comes from and how sure it is."""
    strips = [heading_strip("Game constants", style, width)]
    strips += text_strips("These values come from outside the encounter's documents; printgen uses them wherever "
                          "an encounter does not say otherwise (the range tool and battlefield on setup sheets, the "
                          "die in the odds); an encounter's own deployment zones replace the standard deployment.",
                          style, width, italic=True, gap=style.paragraph_gap)
    values = constant_values(constants)
    for name, provenance in constants.provenance.items():
        strips += text_strips(f"**{CONSTANT_NAMES[name]}.** {sentence(values[name])} Source: {provenance.source} "
                              f"({provenance.confidence}).", style, width, gap=style.paragraph_gap)
    return strips


def constant_values(constants: GameConstants) -> dict[str, str]:
    """Each noted constant as the kit states it."""
    def mm(points: float) -> str:
        return f"{points / MM:g}"
    field = constants.battlefield
    return {
        "die": ", ".join(f"{face} {count}" for face, count in constants.die.faces.items())
               + f" ({constants.die.sides} sides)",
        "ranges": ", ".join(f"range {band} = {inches:g} in" for band, inches in constants.range_inches().items()),
        "battlefield": f"{field.width / 72:g} × {field.height / 72:g} in",
        "deployment_depth": f"within range {constants.deployment_depth} of a player's battlefield edge",
        "bases": ", ".join(f"{mm(base)} mm" for base in constants.bases),
        "cards": ", ".join(f"{name} {mm(size.width)} × {mm(size.height)} mm" for name, size in constants.cards.items())
                 + _large_formats(constants),
    }


def _large_formats(constants: GameConstants) -> str:
    """What large print prints the card sizes at (layout/cards.py), in large print."""
    if not typography.large_print():
        return ""
    formats = [(name, card_format(name, constants)) for name in constants.cards]
    return "; in large print, as this kit prints them (printgen's own choice): " + "; ".join(
        f"{name} on {found.said()}" for name, found in formats)


def _transcription_notes(enc: Encounter, source: Transcription, core: CoreRules, style: Style,
                         width: float) -> list[Strip]:
    strips = [heading_strip(notes_title(enc), style, width, gap=0.0)]
    strips += text_strips("This encounter was transcribed from OCR copies of the published rules. Where they are "
                          "silent or illegible, the data chooses a value, listed here with the reason; typos and "
                          "OCR damage were fixed, listed after.", style, width, italic=True, gap=style.paragraph_gap)
    strips += text_strips(f"**Source:** {source.citation}", style, width, gap=style.paragraph_gap)
    if enc.sources:
        strips += text_strips(f"**OCR copies:** {', '.join(enc.sources)}", style, width, gap=style.paragraph_gap)
    strips += _assumption_strips([*enc.assumptions, *core.assumptions], style, width)
    strips += _correction_strips([*enc.corrections, *core.corrections], "The source", style, width)
    return strips


def _designer_notes(enc: Encounter, style: Style, width: float) -> list[Strip]:
    strips = [heading_strip(notes_title(enc), style, width, gap=0.0)]
    intro = ("This encounter is an original design. Where its rules leave a value open, the choice is listed "
             "here with the reason; changes to earlier versions are listed after."
             if enc.assumptions or enc.corrections else
             "This encounter is an original design; its designer left no notes on it.")
    strips += text_strips(intro, style, width, italic=True, gap=style.paragraph_gap)
    strips += _assumption_strips(enc.assumptions, style, width)
    return strips + _correction_strips(enc.corrections, "Was", style, width, heading="Changes")


def _core_rules_notes(core: CoreRules, style: Style, width: float) -> list[Strip]:
    if not (core.assumptions or core.corrections):
        return []
    strips = [heading_strip(f"{core.title}: notes", style, width)]
    strips += text_strips("The core rules in this kit are transcribed from the published rules. Where they are "
                          "unclear, the value chosen is listed with the reason; the typos fixed are listed after.",
                          style, width, italic=True, gap=style.paragraph_gap)
    strips += _assumption_strips(core.assumptions, style, width)
    return strips + _correction_strips(core.corrections, "Published", style, width)


def _assumption_strips(assumptions: list, style: Style, width: float) -> list[Strip]:
    """Each assumption: what, the value chosen, why; one whose values are marked on paper begins with the mark."""
    strips: list[Strip] = []
    if any(assumption.covers for assumption in assumptions):
        strips += text_strips(f"An assumption that begins with {MARK} chose values the kit prints: each is marked "
                              f"{MARK} where it is printed.", style, width, italic=True, gap=style.paragraph_gap)
    for assumption in assumptions:
        mark = f"{MARK} " if assumption.covers else ""
        strips += text_strips(f"{mark}**{assumption.what}** {sentence(assumption.value)} Why: {assumption.why}", style,
                              width, gap=style.paragraph_gap)
    return strips


def _correction_strips(corrections: list, was_header: str, style: Style, width: float,
                       heading: str = "Corrections") -> list[Strip]:
    """The corrections as a table: where, what the text said (under ``was_header``), what it says now. In
    large print a column of the table is too narrow for a long word at its size ("Programmi" over "ng"), so
    each correction is a short paragraph of three lines instead: where, what was said, what is said now."""
    if not corrections:
        return []
    if typography.large_print():
        return [heading_strip(heading, style, width),
                *(strip for correction in corrections for strip in _correction_entry(correction, was_header, style,
                                                                                      width))]
    rows = [[Cell(c.where, bold=True), Cell(c.was), Cell(c.now)] for c in corrections]
    return [heading_strip(heading, style, width),
            *table_strips([0.3, 0.35, 0.35], rows, style, width, header=["Where", was_header, "Now"])]


def _correction_entry(correction, was_header: str, style: Style, width: float) -> list[Strip]:
    """One correction as large print sets it: where in bold, then what was said and what is said now, each
    after its label in italics; its lines kept together where a column has room for them."""
    strips = text_strips("", style, width, lead=inline(correction.where, bold=True), gap=style.paragraph_gap)
    for label, said in ((was_header, correction.was), ("Now", correction.now)):
        strips += text_strips(said, style, width, lead=(Run(f"{label}:", italic=True), Run(" ")))
    for strip in strips[:-1]:
        strip.keep_with_next = True
    return strips
