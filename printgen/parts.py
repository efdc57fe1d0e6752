"""The printed parts: a registry {name: pages}, one `build_part` that renders and writes any of them
(pages → limits → PDF → file), and the kit, which is their concatenation behind a cover."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from printgen.build import Built, PrintOptions, flip, paper_size, two_sided
from printgen.layout import document
from printgen.layout import notes as layout_notes
from printgen.layout.back_offset import shift_backs
from printgen.layout.print_shop import card_pieces, face_pages, shop_pieces
from printgen.layout.content import Content
from printgen.layout.contents import Pages as PagesHeld
from printgen.layout.contents import contents
from printgen.layout.furniture import number_page
from printgen.layout.icon_key import icon_key_strips, icons_drawn
from printgen.layout.setup import furnish, setup_page
from printgen.layout.sheet import impose
from printgen.layout.strips import Style
from printgen.layout.tokens import cut_list_strips, token_sheets
from printgen.layout.trackers import tracker_sheets
from printgen.excesses import within_model_limits
from printgen.limits import within_pages, within_size, within_tokens
from printgen.load.loader import Loaded, core_rules, game_constants
from printgen.output import write_atomic
from printgen.randomise import generate
from printgen.render.pdf import render_pdf
from printgen.units import MM

Pages = Callable[[Loaded, PrintOptions, int, str], list]
"""(loaded, options, seed of the setup sheet, the ENCOUNTER as given) -> the part's sheets."""


def card_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    """Both faces of every card, imposed on the paper with bleed and crop marks (for a print shop:
    each face on its own page)."""
    if options.profile == "print-shop":
        return _shop_pages(loaded, "cards", options)
    pieces = card_pieces(loaded, options.bleed_mm * MM)
    title = loaded.model.short_title
    sheets = impose(pieces, paper_size(options.paper), options.duplex, options.bleed_mm * MM, title,
                    "cards") if pieces else []
    return shift_backs(sheets, options.back_offset)


def token_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    if options.profile == "print-shop":
        return _shop_pages(loaded, "tokens", options)
    enc = loaded.model
    sheets = token_sheets(enc, paper_size(options.paper), options.duplex, options.spares,
                          enc.short_title) if enc.tokens else []
    return shift_backs(sheets, options.back_offset)


def _shop_pages(loaded: Loaded, part: str, options: PrintOptions) -> list:
    """Each face of the part alone on a page of its trim plus bleed, as card printing services take them."""
    bleed = options.bleed_mm * MM
    return face_pages(shop_pieces(loaded, part, options.spares, bleed), bleed)


def tracker_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    enc = loaded.model
    return tracker_sheets(enc, paper_size(options.paper), enc.short_title) if enc.trackers else []


def setup_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str) -> list:
    """One setup sheet for ``seed`` at the default level."""
    enc = loaded.model
    made = generate(enc, game_constants(), seed, enc.difficulty.default_level)
    page = setup_page(enc, game_constants(), made, paper_size(options.paper), options.paper, source)
    return [furnish(page, enc.short_title, 1, 1)]


def kit_pages(loaded: Loaded, options: PrintOptions, seed: int, source: str = "") -> list:
    """Every part, in order, the first page of each bookmarked and every page numbered in the kit.
    The cover lists the pages each part takes, which depend on the cover's own length: it is laid
    out until the two agree (at most three times; once or twice in practice)."""
    enc = loaded.model
    paper, title = paper_size(options.paper), enc.short_title
    column = (paper[0] - 2 * document.SIDE_MARGIN - 12 * MM - document.GUTTER) / 2
    content = Content(enc)  # one set of lookups for the rules and every try at the cover
    sections = _kit_sections(loaded, options, seed, column, content, source or enc.id)
    icons = icons_drawn(page for _, sheets, _ in sections for page in sheets)
    key_strips = icon_key_strips(icons, Style(document.TEXT_SIZE, document.ACCENT), column) if icons else []
    marked = any(assumption.covers for assumption in [*enc.assumptions, *core_rules().assumptions])
    held: dict[str, PagesHeld] = {"Cover": None} | {name: None for name, sheets, _ in sections if sheets}
    for _ in range(3):  # the cover and its key are made anew each time: furnishing marks the pages it is given
        printing = _printing(options, seed, contents(enc, held, bool(icons)), marked, source or enc.id)
        cover = document.document_pages(document.kit_cover_strips(enc, content, printing, column)
                                        + cut_list_strips(enc, 0, column), paper, enc.title)
        key = document.document_pages(key_strips, paper, f"{title}: icon key") if key_strips else []
        pages, found = _assembled([("Cover", document.furnish(cover + key, title, "cover"), True), *sections],
                                  options.duplex, paper, title)
        if found == held:
            break
        held = found
    for number, page in enumerate(pages, start=1):
        number_page(page, number, len(pages))
    return pages


def _assembled(sections: list, duplex: str, paper, title: str) -> tuple[list, dict[str, PagesHeld]]:
    """The parts in order, and the first and last page of each. Printed double-sided, every part
    starts on a sheet of its own, and a one-sided part's sheets have blank backs, so that nothing is
    cut out of the back of anything else and card stock and paper part at a sheet's edge."""
    double = duplex in ("long", "short")
    pages: list = []
    held: dict[str, PagesHeld] = {}
    for name, sheets, reading in sections:
        if not sheets:
            continue
        if double and len(pages) % 2:
            pages.append(document.blank_page(paper, title, f"so that the next part, {name}, starts on its own sheet"))
        if double and not reading and not two_sided(sheets, duplex):
            sheets = _with_blank_backs(sheets, paper, title, name)
        sheets[0].bookmark = name
        held[name] = (len(pages) + 1, len(pages) + len(sheets))
        pages += sheets
    return pages, held


def _with_blank_backs(sheets: list, paper, title: str, name: str) -> list:
    """Each sheet of a one-sided part followed by a blank page: its back, printed double-sided."""
    why = f"the back of a {name.lower()} page, so that nothing is cut out of it"
    return [page for sheet in sheets for page in (sheet, document.blank_page(paper, title, why))]


def _kit_sections(loaded: Loaded, options: PrintOptions, seed: int, column: float, content: Content,
                  source: str) -> list[tuple[str, list, bool]]:
    """Each part of the kit after its cover: its name, its sheets, and whether it is read (printed
    back to back) rather than cut out or laid on the table. ``source`` is the ENCOUNTER as typed (a
    file's path, which a printed command must name: the id of a file is no bundled encounter)."""
    enc = loaded.model
    paper, title = paper_size(options.paper), enc.short_title
    rules = document.document_pages(document.rules_strips(enc, core_rules(), content, column), paper,
                                    f"{title}: rules")
    notes_title = layout_notes.notes_title(enc)
    notes = document.document_pages(layout_notes.notes_strips(enc, core_rules(), game_constants(), column), paper,
                                    f"{title}: {notes_title.lower()}")
    printed = [(name, pages(loaded, options, seed, source)) for name, pages in
               (("Cards", card_pages), ("Trackers", tracker_pages), ("Tokens", token_pages), ("Setup", setup_pages))]
    return [("Rules", document.furnish(rules, title, "rules"), True),
            *((name, sheets, False) for name, sheets in printed),
            (notes_title, document.furnish(notes, title, "notes"), True)]


def _printing(options: PrintOptions, seed: int, parts: list[str], marked: bool, source: str) -> document.Printing:
    """What the cover says about this print: the parts, the flip, the paper, the seed, any back offset,
    whether its pages mark values the source does not give, and the ENCOUNTER that makes more setups."""
    moved = options.back_offset.described() if options.moves_backs else ""
    return document.Printing(parts, options.duplex, options.paper, seed, moved, marked, source)


PARTS: dict[str, Pages] = {"cards": card_pages, "tokens": token_pages, "trackers": tracker_pages,
                           "setup": setup_pages, "kit": kit_pages}
"""Every part a command can print, by the name `--part` takes (printgen.options.PART_NAMES, which
the command line offers without importing this module)."""

TITLES = {"kit": "print-and-play kit"}  # what a PDF's title calls its part, where not its name


def part_pdf(loaded: Loaded, part: str, options: PrintOptions, seed: int = 1, source: str = "") -> bytes | None:
    """One part as PDF bytes, within the limits; None if the encounter has none of it."""
    rendered = _rendered(loaded, part, options, seed, source)
    return rendered[0] if rendered else None


def build_part(loaded: Loaded, part: str, options: PrintOptions, out_root: Path, seed: int = 1,
               source: str = "") -> Built | None:
    """Write ``<out>/<id>/<part>.pdf`` (a setup sheet: ``setup-<seed>.pdf``); None if there is none of it."""
    rendered = _rendered(loaded, part, options, seed, source)
    if rendered is None:
        return None
    data, pages = rendered
    return Built(write_atomic(out_root, loaded.model.id, file_name(part, options, seed), data), pages)


def file_name(part: str, options: PrintOptions, seed: int = 1) -> str:
    """``<part>.pdf``; ``setup-<seed>.pdf``; ``<part>-print-shop.pdf`` for a print shop's files."""
    if part == "setup":
        return f"setup-{seed}.pdf"
    return f"{part}-print-shop.pdf" if options.profile == "print-shop" else f"{part}.pdf"


def _rendered(loaded: Loaded, part: str, options: PrintOptions, seed: int, source: str) -> tuple[bytes, int] | None:
    """The part's PDF and its page count: the limits checked before layout, after it, and on the bytes."""
    within_model_limits(loaded)
    enc = loaded.model
    within_tokens(enc, options.spares, options.limits)
    pages = PARTS[part](loaded, options, seed, source or enc.id)
    if not pages:
        return None
    within_pages(len(pages), options.limits)
    title = TITLES.get(part, part) + (" for a print shop" if options.profile == "print-shop" else "")
    # Pages that each say where to trim are a print shop's, and go to press as PDF/X.
    data = render_pdf(pages, f"{enc.title} — {title}", f"printgen {part}",
                      duplex=flip(pages, options.duplex), ink=options.ink, press=all(page.trim for page in pages))
    return within_size(data, options.limits), len(pages)


def build_cards(loaded: Loaded, options: PrintOptions, out_root: Path) -> Built | None:
    return build_part(loaded, "cards", options, out_root)


def build_tokens(loaded: Loaded, options: PrintOptions, out_root: Path) -> Built | None:
    return build_part(loaded, "tokens", options, out_root)


def build_trackers(loaded: Loaded, options: PrintOptions, out_root: Path) -> Built | None:
    return build_part(loaded, "trackers", options, out_root)


def build_kit(loaded: Loaded, options: PrintOptions, out_root: Path, seed: int) -> Built:
    return build_part(loaded, "kit", options, out_root, seed)
