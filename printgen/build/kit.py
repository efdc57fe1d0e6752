"""The kit: every part of printgen/build/part.py in its order, behind a cover that lists them, each
starting on a sheet of its own when printed double-sided, every page numbered."""

from __future__ import annotations

from dataclasses import replace

from printgen.layout import document
from printgen.layout.content import content_of
from printgen.layout.contents import Listed, cover_listed, contents
from printgen.layout.contents import Pages as PagesHeld
from printgen.layout.furniture import number_page
from printgen.layout.icon_key import icon_key_strips, icons_drawn
from printgen.layout.supplied import Supplied, supplied_where
from printgen.core.marks import Seen, recording
from printgen.load.loader import Loaded, core_rules
from printgen.core.options import Duplex, PrintOptions
from printgen.build.part import PARTS, Part, two_sided

Section = tuple[str, list, bool, Seen]
"""A part as the kit holds it: its heading, its sheets, whether it is read rather than cut out, and the
marks it draws (printgen/layout/supplied.py)."""


def kit_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str = "") -> list:
    """Every part, in order, the first page of each bookmarked and every page numbered in the kit.
    The cover lists the pages each part takes and the pages each supplied value prints on, which depend
    on the cover's own length: it is laid out until the two agree (at most four times; once or twice in
    practice). ``source`` is the ENCOUNTER as typed (a file's path, which a printed command must name)."""
    enc, parts = loaded.model, list(PARTS.values())
    sections = [_section(part, loaded, options, seed, source or enc.id) for part in parts]
    icons = icons_drawn(page for _, sheets, _, _ in sections for page in sheets)
    column = document.column_width(options.paper.size)
    key = icon_key_strips(icons, document.text_style(), column) if icons else []
    listed = _listed(enc, parts, sections, bool(icons))
    held: dict[str, PagesHeld] = {name: None for name in ["Cover", *(name for name, sheets, _, _ in sections
                                                                      if sheets)]}
    why = _explaining(enc, parts)
    supplied: Supplied = ()
    for _ in range(4):  # the cover and its key are made anew each time: furnishing marks the pages it is given
        printing = _printing(loaded, options, seed, contents(listed, held), source)
        with recording() as seen:
            cover = _cover(loaded, replace(printing, supplied=supplied, notes=held.get(why) if why else None), key,
                           options, parts)
        pages, found = _assembled([("Cover", cover, True, seen), *sections], options.duplex, options.paper.size,
                                  enc.short_title)
        now = supplied_where([("Cover", cover, True, seen), *sections], pages, found, _assumptions(enc))
        if (found, now) == (held, supplied):
            break
        held, supplied = found, now
    for number, page in enumerate(pages, start=1):
        number_page(page, number, len(pages))
    return pages


def _section(part: Part, loaded: Loaded, options: PrintOptions, seed: int, source: str) -> Section:
    with recording() as seen:
        sheets = part.kit_layout()(loaded, options, seed, source)
    return part.heading_of(loaded.model), sheets, part.read, seen


def _listed(enc, parts: list[Part], sections: list[Section], with_key: bool) -> dict[str, Listed]:
    """How the cover's contents list the cover and each part the kit holds, by the heading it is bookmarked
    under."""
    cover = cover_listed([part.cover.said for part in parts if part.cover], with_key)
    return {"Cover": cover, **{heading: Listed(part.contents_of(enc), part.card_stock)
                               for part, (heading, sheets, _, _) in zip(parts, sections, strict=True) if sheets}}


def _assumptions(enc) -> list:
    """Every assumption whose marks a kit can print, in the order the notes print them."""
    return [*enc.assumptions, *core_rules().assumptions]


def _explaining(enc, parts: list[Part]) -> str | None:
    """The heading of the part that says what each supplied value is and why (the notes), if there is one."""
    return next((part.heading_of(enc) for part in parts if part.explains), None)


def _cover(loaded: Loaded, printing: document.Printing, key_strips: list, options: PrintOptions,
           parts: list[Part]) -> list:
    """The cover (story, what is inside, printing advice, and what parts leave to it: the cut list), then the
    key of the icons drawn."""
    enc, paper = loaded.model, options.paper.size
    column = document.column_width(paper)
    left = [strip for part in parts if part.cover for strip in part.cover.strips(enc, column)]
    cover = document.document_pages(document.kit_cover_strips(enc, content_of(enc), printing, column) + left,
                                    paper, enc.title)
    key = document.document_pages(key_strips, paper, f"{enc.short_title}: icon key") if key_strips else []
    return document.furnish(cover + key, enc.short_title, "cover")


def _assembled(sections: list[Section], duplex: Duplex, paper, title: str) -> tuple[list, dict[str, PagesHeld]]:
    """The parts in order, and the first and last page of each. Printed double-sided, every part
    starts on a sheet of its own, and a one-sided part's sheets have blank backs, so that nothing is
    cut out of the back of anything else and card stock and paper part at a sheet's edge."""
    pages: list = []
    held: dict[str, PagesHeld] = {}
    for name, sheets, reading, _ in sections:
        if not sheets:
            continue
        if duplex.double_sided and len(pages) % 2:
            pages.append(document.blank_page(paper, title, f"so that the next part, {name}, starts on its own sheet"))
        if duplex.double_sided and not reading and not two_sided(sheets, duplex):
            sheets = _with_blank_backs(sheets, paper, title, name)
        sheets[0].bookmark = name
        held[name] = (len(pages) + 1, len(pages) + len(sheets))
        pages += sheets
    return pages, held


def _with_blank_backs(sheets: list, paper, title: str, name: str) -> list:
    """Each sheet of a one-sided part followed by a blank page: its back, printed double-sided."""
    why = f"the back of a {name.lower()} page, so that nothing is cut out of it"
    return [page for sheet in sheets for page in (sheet, document.blank_page(paper, title, why))]


def _printing(loaded: Loaded, options: PrintOptions, seed: int, parts: list[str], source: str) -> document.Printing:
    """What the cover says about this print: the parts, the flip, the paper, the seed, any back offset,
    and the ENCOUNTER that makes more setups."""
    enc = loaded.model
    moved = options.back_offset.described() if options.moves_backs else ""
    return document.Printing(parts, options.duplex, options.paper, seed, moved, source or enc.id, options.ink)
