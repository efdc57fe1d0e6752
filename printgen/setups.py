"""The series of setup sheets (`printgen setup`): one setup per seed and level, an event's tables
with their index, every sheet named so that none overwrites another, and the battlefield at 1:1."""

from __future__ import annotations

import itertools
from dataclasses import replace
from pathlib import Path

from printgen.build import Built
from printgen.excesses import within_model_limits
from printgen.layout.full_size import full_size_pages, page_count
from printgen.layout.setup import battlefield_items, furnish, recreate_command, setup_page
from printgen.layout.setup_index import index_pages
from printgen.limits import within_pages, within_size
from printgen.load.loader import Loaded, game_constants
from printgen.options import PrintOptions
from printgen.output import write_atomic
from printgen.randomise import Setup, generate
from printgen.render.pdf import render_pdf


def setups(loaded: Loaded, difficulty: str | list[str], seeds, progress=None) -> list[Setup]:
    """One setup per seed (per seed and level, for a list of levels: ``--difficulty all``);
    ``progress`` (if given) is called once per setup."""
    within_model_limits(loaded)
    levels = [difficulty] if isinstance(difficulty, str) else difficulty
    result = []
    for seed in seeds:
        for level in levels:
            result.append(generate(loaded.model, game_constants(), seed, level))
            if progress:
                progress()
    return result


def at_tables(made: list[Setup]) -> list[Setup]:
    """The setups as the tables of an event: "Table k of N" on each sheet, and an index page."""
    return [replace(setup, event_table=(number, len(made))) for number, setup in enumerate(made, start=1)]


def build_setup_sheets(loaded: Loaded, made: list[Setup], options: PrintOptions, out_root: Path,
                       source: str) -> Built:
    """Write ``<out>/<id>/setup-<seed>.pdf`` with one page per setup (named by `setup_file_name`)."""
    enc = loaded.model
    paper = options.paper.size
    index = _index(enc, made, paper, options.paper, source)
    pages = itertools.chain(index, (setup_page(enc, game_constants(), setup, paper, options.paper, source)
                                    for setup in made))  # made one at a time, as drawn
    total = len(index) + len(made)
    data = _furnished_pdf(enc, pages, total, "setup", options)
    return Built(write_atomic(out_root, enc.id, setup_file_name(enc, made), data), total)


def build_full_size(loaded: Loaded, made: list[Setup], options: PrintOptions, out_root: Path) -> Built:
    """Write each setup's battlefield at 1:1, tiled over sheets after an assembly map
    (``setup-<seed>-full-size.pdf``)."""
    enc = loaded.model
    paper = options.paper.size
    total = sum(page_count(setup, paper) for setup in made)
    pages = (page for setup in made for page in full_size_pages(setup, paper, battlefield_items(setup, 0.0, 0.0, 1)))
    data = _furnished_pdf(enc, pages, total, "full-size battlefield", options)
    name = setup_file_name(enc, made).removesuffix(".pdf") + "-full-size.pdf"
    return Built(write_atomic(out_root, enc.id, name, data), total)


def _furnished_pdf(enc, pages, total: int, subject: str, options: PrintOptions) -> bytes:
    """``total`` setup pages, each furnished as page n of ``total``, as PDF bytes within the limits."""
    within_pages(total, options.limits)
    title = enc.short_title
    sheets = (furnish(sheet, title, number, total) for number, sheet in enumerate(pages, start=1))
    return within_size(render_pdf(sheets, f"{enc.title} — {subject}", "printgen setup", ink=options.ink),
                       options.limits)


def _index(enc, made: list[Setup], paper: tuple[float, float], paper_name: str, source: str) -> list:
    """The index pages of an event's tables (none for sheets that are not an event's)."""
    if not made or made[0].event_table is None:
        return []
    commands = [recreate_command(source, setup, paper_name) for setup in made]
    return index_pages(enc.short_title, made, paper, commands)


def setup_file_name(enc, made: list[Setup]) -> str:
    """``setup-<seed>.pdf`` for one sheet at the default level; a range of seeds and any other level
    are named too (``setup-5-16-hard.pdf``), so that no sheet overwrites one made with other options."""
    first, last = made[0].seed, made[-1].seed
    seeds = ("tables-" if made[0].event_table else "") + (f"{first}" if first == last else f"{first}-{last}")
    level = made[0].difficulty
    if any(setup.difficulty != level for setup in made):
        return f"setup-{seeds}-all.pdf"
    if level == enc.difficulty.default_level:
        return f"setup-{seeds}.pdf"
    return f"setup-{seeds}-{enc.difficulty.slug(level)}.pdf"
