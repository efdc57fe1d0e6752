"""Flowing documents: the kit's cover, rules and transcription notes, in two columns per page."""

from __future__ import annotations

from dataclasses import dataclass, replace

from printgen.layout.content import Content
from printgen.layout.display import Rect, Text
from printgen.layout.flow import Column, flow
from printgen.layout.furniture import FURNITURE, SIDE_MARGIN, page_furniture
from printgen.layout.pieces import Sheet
from printgen.layout.box_strips import BoxLook, box_strips
from printgen.layout.strips import ACCENT, Strip, Style, heading_strip, text_strips
from printgen.layout.text import title_lines
from printgen.model import CoreRules, Encounter
from printgen.core.options import Duplex
from printgen.core.units import MM
from printgen.core.limits import MAX_SEED
from printgen.layout.commands import command_strips
from printgen.layout.not_given import NOT_GIVEN_FILL, not_given_label, not_given_text
from printgen.core import typography
from printgen.core.typography import lettering_now

TEXT_SIZE = 8.5
GUTTER = 6 * MM


def text_size() -> float:
    """Points: a document's running text in the lettering in use (large print: typography.LARGE_TEXT)."""
    return typography.sized(TEXT_SIZE, typography.LARGE_TEXT)


def text_style(accent: str = ACCENT) -> Style:
    """A document's running text, and the least size of anything set with it (a table's header, a label)."""
    return Style(text_size(), accent, typography.least_read())


def column_width(paper: tuple[float, float], columns: int = 2) -> float:
    """How wide each column of a document page is on ``paper``."""
    return (paper[0] - 2 * (SIDE_MARGIN + 6 * MM) - (columns - 1) * GUTTER) / columns


def document_pages(strips: list[Strip], paper: tuple[float, float], title: str, columns: int = 2) -> list[Sheet]:
    """Strips flowed into columns, page after page, under a title band on every page. Where the last page
    would hold only what fits on the pages before it once their columns run down to the scale bar and the
    spaces between paragraphs and above headings shrink (to three quarters, or half at the least; the text
    keeps its size), they do, and that page is saved: a page of four lines, a sheet of its own in a kit, is
    paper wasted."""
    pages = _flowed_pages(strips, paper, title, columns)
    if len(pages) == 1 or not _could_lose_a_page(strips, paper, title, columns, len(pages)):
        return pages
    for scale in TIGHTER:
        tighter = _flowed_pages([replace(strip, gap=strip.gap * scale) for strip in strips], paper, title, columns,
                                RUN_TO)
        if len(tighter) < len(pages):
            return tighter
    return pages


def _could_lose_a_page(strips: list[Strip], paper: tuple[float, float], title: str, columns: int, count: int) -> bool:
    """Whether the strips, with no space at all between them, would fit one page fewer run down to RUN_TO: the
    least any spacing could need, so a no here spares the tighter layouts that could not save the page."""
    band, _ = _title_band(title, SIDE_MARGIN + 6 * MM, paper[0] - SIDE_MARGIN - 6 * MM, paper[1] - FURNITURE)
    column = paper[1] - FURNITURE - band - 4 * MM - RUN_TO
    return sum(strip.height for strip in strips) <= (count - 1) * columns * column


TIGHTER = (1.0, 0.75, 0.5)
"""The spacing a document tries, of its own, to save its last page: paragraphs stay apart, headings above them."""
RUN_TO = FURNITURE - 1.5 * MM
"""How low a document's columns run to save its last page: a millimetre clear of the scale bar's words (which
reach 11.5 mm from the edge at large print's 9 pt), rather than at the band's top."""


def _flowed_pages(strips: list[Strip], paper: tuple[float, float], title: str, columns: int,
                  bottom: float = FURNITURE) -> list[Sheet]:
    width, height = paper
    left, right = SIDE_MARGIN + 6 * MM, width - SIDE_MARGIN - 6 * MM
    top = height - FURNITURE
    column = column_width(paper, columns)
    pages: list[Sheet] = []
    remaining = strips
    while remaining:
        sheet = Sheet(width, height, label=title)
        band, title_items = _title_band(title, left, right, top)
        sheet.items += title_items
        cols = [Column(left + i * (column + GUTTER), top - band - 4 * MM, column, bottom)
                for i in range(columns)]
        flowed = flow(remaining, cols)
        sheet.items += flowed.items
        pages.append(sheet)
        if flowed.first_unplaced is None:
            break
        if flowed.rest[0] is remaining[0]:
            # a strip taller than a whole column: drawn from the column's top (it runs past the
            # bottom) rather than lost or looped over
            tall = remaining[0]
            sheet.items += [item.moved(cols[0].x, cols[0].top - tall.height) for item in tall.items]
            remaining = remaining[1:]
        else:
            remaining = flowed.rest
    return pages


def _title_band(title: str, left: float, right: float, top: float) -> tuple[float, list]:
    """The band across the top of a document page; a title too long for one line wraps and the band grows."""
    size, lines = title_lines(title.upper(), "heading", typography.sized(13, 16), right - left - 8 * MM,
                              typography.sized(8, typography.LARGE_READ))
    leading = size * 1.2
    band = typography.sized(9 * MM, 11 * MM) + (len(lines) - 1) * leading
    first = top - band + typography.sized(2.8 * MM, 3.4 * MM) + (len(lines) - 1) * leading
    return band, [Rect(left, top - band, right - left, band, fill=ACCENT, radius=2 * MM),
                  *(Text(left + 4 * MM, first - n * leading, line, "heading", size, "#ffffff")
                    for n, line in enumerate(lines))]


def rules_strips(enc: Encounter, core: CoreRules, content: Content, width: float) -> list[Strip]:
    """The core rules, then the encounter's rules, from the same rule blocks the cards print."""
    style = text_style()
    strips: list[Strip] = [heading_strip(core.title, style, width, gap=0.0)]
    for block in core.rules:
        if block.title == core.title and block.text:  # the introduction sits under the document's heading
            strips += text_strips(block.text, style, width, gap=style.paragraph_gap)
        else:
            strips += content.rule(block, style, width, gap=style.block_gap)
    strips.append(heading_strip(enc.title, style, width))
    strips += text_strips(enc.story, style, width, italic=True, gap=style.paragraph_gap)
    for block in enc.rules:
        if not block.card_only:
            strips += content.rule(block, style, width, gap=style.block_gap)
    return strips + content.unplaced_strips(style, width)


@dataclass(frozen=True)
class Printing:
    """What a kit's cover says about the kit in hand: what is inside, and how it was set up to print."""

    parts: list[str]
    duplex: Duplex
    paper: str           # the paper's name ("letter", "a4")
    seed: int | None     # the setup sheet's seed, if the kit has one
    back_offset: str = ""  # the printer's back offset the backs were moved by, as given ("" if none)
    source: str = ""       # the ENCOUNTER as typed (a bundled id or a file's path), for the commands it prints
    ink: str = "normal"    # the ink the kit is printed in, for the command that makes more setups like its own
    supplied: tuple = ()   # each assumption whose values the kit prints, and their pages (layout/supplied.py)
    notes: tuple[int, int] | None = None  # the first and last page of the notes that say why, in the kit


def kit_cover_strips(enc: Encounter, content: Content, printing: Printing, width: float) -> list[Strip]:
    """The cover: the story, the encounter's facts, difficulty at a glance, what is inside, printing advice."""
    style = text_style()
    strips = text_strips(enc.story, style, width, italic=True)  # the title is the page's band, printed once
    for fact in _facts(enc):
        strips += text_strips(fact, style, width, gap=style.size * 0.3)
    if enc.missing or printing.supplied:
        strips += box_strips(not_given_text(enc, printing.supplied, printing.notes), style, width,
                             BoxLook(NOT_GIVEN_FILL, style.accent, not_given_label(enc)), gap=style.paragraph_gap)
    strips.append(heading_strip("Difficulty at a glance", style, width))
    strips += content.difficulty(style, width, gap=0.0)
    strips.append(heading_strip("What is inside", style, width))
    strips += text_strips("\n".join(f"- {part}" for part in printing.parts), style, width)
    strips.append(heading_strip("Printing", style, width))
    strips += text_strips(_printing_advice(enc, printing), style, width)
    if printing.seed is not None:
        strips += command_strips(_more_setups(enc, printing), style, width)
    strips.append(heading_strip("About this kit", style, width))
    return strips + text_strips(_standing(enc), style, width, italic=True, gap=style.paragraph_gap)


UNOFFICIAL = ("printgen is an unofficial fan tool, not affiliated with or endorsed by Atomic Mass Games or Marvel. "
              "Marvel: Crisis Protocol and all related names are trademarks of their owners.")


def _standing(enc: Encounter) -> str:
    """What this kit is: the publisher's permission to copy, quoted from the source, if it gives one, the
    source's copyright, trademark and credit lines, and that printgen is no part of the game's publisher."""
    permission = getattr(enc.source, "permission", None)
    quoted = f"The source says: \u201c{permission}\u201d " if permission else ""
    notices = getattr(enc.source, "notices", [])
    lines = " ".join("\u201c" + notice + "\u201d" for notice in notices)
    printed = f"It prints: {lines} " if notices else ""
    return quoted + printed + UNOFFICIAL


def _facts(enc: Encounter) -> list[str]:
    squad = enc.squad
    facts = [f"**Cosmic Threat:** {enc.cosmic_threat}" + (" (controlled by the game)" if not squad.cosmic_threat_player
                                                           else ""),
             f"**Crisis Team:** {squad.crisis_team()}",
             f"**Difficulty levels:** {', '.join(enc.difficulty.level_names())}"]
    if enc.play_time:
        facts.append(f"**Play time:** {enc.play_time}")
    return facts


def _printing_advice(enc: Encounter, printing: Printing) -> str:
    advice = (f"- Print at **actual size** (100 %, no \"fit to page\") on {printing.paper.upper()} paper; every page "
              f"carries a 50 mm and a 2 in scale bar to check it.\n"
              f"- Cards and tokens on card stock (200–300 g/m²), the rest on paper.\n"
              f"- {printing.duplex.advice}{_moved(printing)}\n"
              f"- Cut on the crop marks (cards) and the dark outlines (tokens).")
    if typography.large_print():
        advice += f"\n- {large_print_said(enc)}"
    if printing.seed is not None:
        advice += (f"\n- The setup sheet is seed {printing.seed}; seed {_next_seed(printing.seed)} is another setup, "
                   f"made by this command (any other number, another):")
    return advice


def large_print_said(enc: Encounter) -> str:
    """What the cover says of large print: the cards' formats, and that the tokens keep the game's sizes."""
    from printgen.layout.cards import formats_said
    from printgen.load.loader import game_constants

    formats = formats_said(enc, game_constants())
    cards = f"The cards are larger than the game's ({formats}). " if formats else ""
    return (f"**Large print.** {cards}The tokens keep the game's sizes, and their words the sizes the hyperlegible "
            f"lettering gives them.")


def _more_setups(enc: Encounter, printing: Printing) -> list[str]:
    """The command that makes the next seed's setup sheet on the kit's paper, ink and lettering, to paste whole."""
    return ["printgen", "setup", printing.source or enc.id, "--seed", str(_next_seed(printing.seed or 0)), "--paper",
            printing.paper, "--ink", printing.ink, "--lettering", lettering_now()]


def _next_seed(seed: int) -> int:
    return seed + 1 if seed < MAX_SEED else 0


def _moved(printing: Printing) -> str:
    return f" The backs are moved {printing.back_offset} for your printer." if printing.back_offset else ""


BLANK = "This page is intentionally blank."


def blank_page(paper: tuple[float, float], title: str, why: str) -> Sheet:
    """A page left blank on purpose in a kit printed double-sided, saying so and ``why``."""
    width, height = paper
    sheet = Sheet(width, height, label=title)
    sheet.items.append(Text(width / 2, height / 2, BLANK, "italic", typography.sized(10, typography.LARGE_TEXT),
                            "#555555", align="center"))
    sheet.items += page_furniture(sheet, f"{title} · blank: {why}")
    return sheet


def furnish(sheets: list[Sheet], title: str, part: str) -> list[Sheet]:
    for number, sheet in enumerate(sheets, start=1):
        sheet.items += page_furniture(sheet, f"{title} · {part} · page {number} of {len(sheets)}")
    return sheets
