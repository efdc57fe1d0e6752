"""Build steps: an encounter in, a PDF and its findings out."""

from __future__ import annotations

import difflib
import re

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from printgen.errors import PrintgenError
from printgen import limits as model_limits
from printgen.findings import Finding
from printgen.layout.cards import TITLE_FLOOR, CardLayout, layout_card
from printgen.layout.content import Content
from printgen.layout.sheet import Piece, impose
from printgen.layout.tokens import cut_list_strips, token_sheets
from printgen.layout import document
from printgen.layout.setup import furnish, setup_page
from printgen.layout.trackers import tracker_sheets
from printgen.randomise import Setup, generate
from printgen.loader import Loaded, core_rules, game_constants
from printgen.model import StatCard
from printgen.output import write_atomic
from printgen.render.pdf import render_pdf
from printgen.units import POINTS_PER

MM = POINTS_PER["mm"]


@dataclass(frozen=True)
class Limits:
    """What one build may produce, so absurd input meets a clear message instead of exhausting the
    machine. Each is overridable on the command line."""

    pages: int = 2000
    tokens: int = 2000
    megabytes: int = 200


class LimitExceeded(PrintgenError):
    exit_code = 1


@dataclass(frozen=True)
class PrintOptions:
    paper: str = "letter"
    duplex: str = "long"
    bleed_mm: float = 3.0
    spares: int = 0
    limits: Limits = Limits()


def within_pages(count: int, limits: Limits) -> None:
    if count > limits.pages:
        raise LimitExceeded(f"this build would make {count:,} pages; the limit is {limits.pages:,} "
                            f"(raise it with --max-pages)")


def within_tokens(enc, spares: int, limits: Limits) -> None:
    total = sum(t.count + (spares if not t.randomizer and not t.numbered else 0) for t in enc.tokens)
    if total > limits.tokens:
        raise LimitExceeded(f"the encounter asks for {total:,} tokens; the limit is {limits.tokens:,} "
                            f"(raise it with --max-tokens)")


def within_model_limits(loaded: Loaded) -> None:
    """Refuse, before any layout, an encounter past the bounds `printgen check` enforces (limit.size)."""
    doc = loaded.doc
    found = [Finding(doc.path, *doc.position(excess.path), "error", "limit.size", excess.message, loaded.model.id)
             for excess in model_limits.excesses(loaded.model)]
    if found:
        raise LimitExceeded("\n".join(finding.format() for finding in found))


def within_size(data: bytes, limits: Limits) -> bytes:
    if len(data) > limits.megabytes * 1_000_000:
        raise LimitExceeded(f"the PDF would be {len(data) / 1e6:,.1f} MB; the limit is {limits.megabytes:,} MB "
                            f"(raise it with --max-mb)")
    return data


@dataclass
class Built:
    path: Path
    pages: int
    findings: list[Finding] = field(default_factory=list)


def short_title(title: str) -> str:
    return title.split(":", 1)[-1].strip()


def paper_size(name: str) -> tuple[float, float]:
    size = game_constants().papers[name]
    return size.width, size.height


def card_layouts(loaded: Loaded, bleed: float) -> list[CardLayout]:
    """Every card laid out (once per bleed: `kit` reuses the layouts its overflow check made)."""
    within_model_limits(loaded)
    key = ("cards", round(bleed, 6))
    if key not in loaded.cache:
        enc = loaded.model
        content = Content(enc)
        loaded.cache[key] = [layout_card(enc, card, game_constants(), bleed, content) for card in enc.cards]
    return loaded.cache[key]


def overflow_place(layout: CardLayout, overflow) -> tuple[tuple, str]:
    """Where an overflow is in the file (the card, or its section) and how to name it."""
    card = layout.card
    if isinstance(card, StatCard):
        return card.path, f"its {overflow.face} side"
    return card.path + (overflow.face, overflow.section), f"{overflow.face} section {overflow.section + 1}"


def overflow_message(layout: CardLayout, overflow, what: str) -> str:
    return (f"card '{layout.card.id}': {what} does not fit; {overflow.over / MM:.1f} mm over at the 6.5 pt "
            f"floor")


def card_overflows(layout: CardLayout) -> Iterator[tuple[tuple, str]]:
    """(path in the file, message) for each part of the card that does not fit: its title, its text."""
    card = layout.card
    for face in (layout.front, layout.back):
        if face.title_over:
            yield (card.path + ("character" if isinstance(card, StatCard) else "title",),
                   f"card '{card.id}': its title does not fit in the title band; {face.title_over / MM:.1f} mm "
                   f"of it left over after two lines at the {TITLE_FLOOR:g} pt floor")
        if face.overflow is not None:
            path, what = overflow_place(layout, face.overflow)
            yield path, overflow_message(layout, face.overflow, what)


def overflow_findings(loaded: Loaded, layouts: list[CardLayout]) -> list[Finding]:
    findings = []
    for layout in layouts:
        for path, message in card_overflows(layout):
            line, col = loaded.doc.position(path)
            findings.append(Finding(loaded.doc.path, line, col, "error", "layout.overflow", message,
                                    loaded.model.id))
    return findings


def build_cards(loaded: Loaded, options: PrintOptions, out_root: Path) -> Built | None:
    """Write ``<out>/<id>/cards.pdf``; None when the encounter has no cards."""
    within_model_limits(loaded)
    enc = loaded.model
    if not enc.cards:
        return None
    bleed = options.bleed_mm * MM
    layouts = card_layouts(loaded, bleed)
    pieces = [Piece(layout.card.id, layout.width, layout.height, layout.front.items, layout.back.items)
              for layout in layouts]
    sheets = impose(pieces, paper_size(options.paper), options.duplex, bleed, short_title(enc.title), "cards")
    within_pages(len(sheets), options.limits)
    data = within_size(render_pdf(sheets, f"{enc.title} — cards", "printgen cards",
                                       duplex=flip(sheets, options.duplex)), options.limits)
    path = write_atomic(out_root, enc.id, "cards.pdf", data)
    return Built(path, len(sheets), overflow_findings(loaded, layouts))


def build_tokens(loaded: Loaded, options: PrintOptions, out_root: Path) -> Built | None:
    """Write ``<out>/<id>/tokens.pdf``; None when the encounter has no tokens."""
    within_model_limits(loaded)
    enc = loaded.model
    if not enc.tokens:
        return None
    within_tokens(enc, options.spares, options.limits)
    sheets = token_sheets(enc, paper_size(options.paper), options.duplex, options.spares, short_title(enc.title))
    within_pages(len(sheets), options.limits)
    data = within_size(render_pdf(sheets, f"{enc.title} — tokens", "printgen tokens",
                                       duplex=flip(sheets, options.duplex)), options.limits)
    return Built(write_atomic(out_root, enc.id, "tokens.pdf", data), len(sheets))


def build_trackers(loaded: Loaded, options: PrintOptions, out_root: Path) -> Built | None:
    """Write ``<out>/<id>/trackers.pdf``; None when the encounter has no trackers."""
    within_model_limits(loaded)
    enc = loaded.model
    if not enc.trackers:
        return None
    sheets = tracker_sheets(enc, paper_size(options.paper), short_title(enc.title))
    within_pages(len(sheets), options.limits)
    data = within_size(render_pdf(sheets, f"{enc.title} — trackers", "printgen trackers"), options.limits)
    return Built(write_atomic(out_root, enc.id, "trackers.pdf", data), len(sheets))


def default_difficulty(enc) -> str:
    names = enc.difficulty.level_names()
    return "Normal" if "Normal" in names else names[0]


def setups(loaded: Loaded, difficulty: str, seeds, progress=None) -> list[Setup]:
    """One setup per seed; ``progress`` (if given) is called once per seed."""
    within_model_limits(loaded)
    result = []
    for seed in seeds:
        result.append(generate(loaded.model, game_constants(), seed, difficulty))
        if progress:
            progress()
    return result


def build_setup_sheets(loaded: Loaded, made: list[Setup], options: PrintOptions, out_root: Path,
                       source: str) -> Built:
    """Write ``<out>/<id>/setup-<seed>.pdf`` with one page per setup (named by `setup_file_name`)."""
    enc = loaded.model
    within_pages(len(made), options.limits)
    paper = paper_size(options.paper)
    title = short_title(enc.title)
    sheets = (furnish(setup_page(enc, game_constants(), setup, paper, options.paper, source), title, number,
                      len(made)) for number, setup in enumerate(made, start=1))  # made one at a time, as drawn
    data = within_size(render_pdf(sheets, f"{enc.title} — setup", "printgen setup"), options.limits)
    return Built(write_atomic(out_root, enc.id, setup_file_name(enc, made), data), len(made))


def setup_file_name(enc, made: list[Setup]) -> str:
    """``setup-<seed>.pdf`` for one sheet at the default level; a range of seeds and any other level
    are named too (``setup-5-16-hard.pdf``), so that no sheet overwrites one made with other options."""
    first, last = made[0].seed, made[-1].seed
    seeds = f"{first}" if first == last else f"{first}-{last}"
    level = made[0].difficulty
    if level == default_difficulty(enc):
        return f"setup-{seeds}.pdf"
    slug = re.sub(r"[^a-z0-9]+", "-", level.lower()).strip("-")[:40].strip("-")
    return f"setup-{seeds}-{slug or 'level-' + str(enc.difficulty.level_names().index(level) + 1)}.pdf"


def kit_parts(enc) -> list[str]:
    """What the cover says is inside."""
    return ["Cover, with the cut list and printing advice", "Rules: the core rules and this encounter's rules",
            "Cards: tip cards and stat cards, both faces", "Trackers", "Tokens", "A setup sheet",
            f"{document.notes_title(enc)}: assumptions and corrections"]


def kit_pages(loaded: Loaded, options: PrintOptions, seed: int) -> list:
    """Every part of the kit, in order, the first page of each bookmarked."""
    within_model_limits(loaded)
    enc = loaded.model
    paper = paper_size(options.paper)
    title = short_title(enc.title)
    bleed = options.bleed_mm * MM
    content = Content(enc)
    width = paper[0] - 2 * document.SIDE_MARGIN - 12 * MM
    column = (width - document.GUTTER) / 2
    cover = document.document_pages(
        document.cover_strips(enc, content, kit_parts(enc), options.duplex, options.paper, column, seed)
        + cut_list_strips(enc, 0, column), paper, enc.title)
    rules = document.document_pages(document.rules_strips(enc, core_rules(), content, column), paper,
                                    f"{title}: rules")
    layouts = card_layouts(loaded, bleed)
    cards = impose([Piece(c.card.id, c.width, c.height, c.front.items, c.back.items) for c in layouts], paper,
                   options.duplex, bleed, title, "cards") if layouts else []
    trackers = tracker_sheets(enc, paper, title) if enc.trackers else []
    tokens = token_sheets(enc, paper, options.duplex, options.spares, title) if enc.tokens else []
    made = generate(enc, game_constants(), seed, default_difficulty(enc))
    setup = [furnish(setup_page(enc, game_constants(), made, paper, options.paper, enc.id), title, 1, 1)]
    notes_title = document.notes_title(enc)
    notes = document.document_pages(document.notes_strips(enc, core_rules(), game_constants(), column), paper,
                                    f"{title}: {notes_title.lower()}")
    parts = [("Cover", document.furnish(cover, title, "cover")), ("Rules", document.furnish(rules, title, "rules")),
             ("Cards", cards), ("Trackers", trackers), ("Tokens", tokens), ("Setup", setup),
             (notes_title, document.furnish(notes, title, "notes"))]
    pages = []
    for name, sheets in parts:
        if not sheets:
            continue
        if len(pages) % 2 and two_sided(sheets, options.duplex):
            pages.append(document.blank_page(paper, title))
        sheets[0].bookmark = name
        pages += sheets
    return pages


def two_sided(sheets: list, duplex: str) -> bool:
    """A part whose backs must print on the reverse of its fronts: it has to start on a right-hand
    (odd) page, or each back lands behind the wrong sheet."""
    return duplex in ("long", "short") and any(trim.face == "back" for sheet in sheets for trim in sheet.trims)


def flip(sheets: list, duplex: str) -> str | None:
    """The duplex flip a PDF should ask the printer for: only where backs are printed behind fronts."""
    return duplex if two_sided(sheets, duplex) else None


def build_kit(loaded: Loaded, options: PrintOptions, out_root: Path, seed: int) -> Built:
    """Write ``<out>/<id>/kit.pdf``: cover, rules, cards, trackers, tokens, a setup sheet, notes."""
    enc = loaded.model
    within_tokens(enc, options.spares, options.limits)
    pages = kit_pages(loaded, options, seed)
    within_pages(len(pages), options.limits)
    data = within_size(render_pdf(pages, f"{enc.title} — print-and-play kit", "printgen kit",
                                       duplex=flip(pages, options.duplex)), options.limits)
    return Built(write_atomic(out_root, enc.id, "kit.pdf", data), len(pages))


def build_part(loaded: Loaded, part: str, options: PrintOptions, out_root: Path, seed: int,
               source: str) -> Built | None:
    """Write one part as its own command does (``source``, the ENCOUNTER as given, goes on setup
    sheets), or None if the encounter has none of it."""
    if part == "kit":
        return build_kit(loaded, options, out_root, seed)
    if part == "setup":
        made = setups(loaded, default_difficulty(loaded.model), [seed])
        return build_setup_sheets(loaded, made, options, out_root, source)
    return {"cards": build_cards, "tokens": build_tokens, "trackers": build_trackers}[part](loaded, options, out_root)


def matching_level(enc, asked: str) -> str | None:
    """The difficulty level named ``asked``, whatever its case."""
    return next((name for name in enc.difficulty.level_names() if name.casefold() == asked.casefold()), None)


def closest_level(enc, asked: str) -> str | None:
    """The level whose name is nearest ``asked`` (a typo), if any is near."""
    names = {name.casefold(): name for name in enc.difficulty.level_names()}
    close = difflib.get_close_matches(asked.casefold(), list(names), n=1)
    return names[close[0]] if close else None


def part_pdf(loaded: Loaded, part: str, options: PrintOptions, seed: int) -> bytes | None:
    """One part as PDF bytes (for previews), or None if the encounter has none of it."""
    within_model_limits(loaded)
    enc = loaded.model
    within_tokens(enc, options.spares, options.limits)
    paper = paper_size(options.paper)
    title = short_title(enc.title)
    if part == "kit":
        pages = kit_pages(loaded, options, seed)
    elif part == "cards":
        layouts = card_layouts(loaded, options.bleed_mm * MM)
        pages = impose([Piece(c.card.id, c.width, c.height, c.front.items, c.back.items) for c in layouts], paper,
                       options.duplex, options.bleed_mm * MM, title, "cards") if layouts else []
    elif part == "tokens":
        pages = token_sheets(enc, paper, options.duplex, options.spares, title) if enc.tokens else []
    elif part == "trackers":
        pages = tracker_sheets(enc, paper, title) if enc.trackers else []
    else:
        made = generate(enc, game_constants(), seed, default_difficulty(enc))
        pages = [furnish(setup_page(enc, game_constants(), made, paper, options.paper, enc.id), title, 1, 1)]
    within_pages(len(pages), options.limits)
    return within_size(render_pdf(pages, f"{enc.title} — {part}", f"printgen {part}",
                                                duplex=flip(pages, options.duplex)), options.limits) if pages \
        else None
