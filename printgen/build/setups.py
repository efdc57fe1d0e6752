"""The series of setup sheets (`printgen setup`): one setup per seed and level, an event's tables
with their index, every sheet named so that none overwrites another, and the battlefield at 1:1.

A series is drawn as it is made: each setup is made when its sheet is drawn and let go once drawn,
so that a run of 3,000 sheets holds one setup at a time, not 3,000. The index and the file's name need
only each sheet's key (its seed, level and table)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from printgen.build.part_pdf import Built
from printgen.load.excesses import within_model_limits
from printgen.layout.full_size import full_size_pages, page_count
from printgen.layout.setup import furnish, recreate_command, setup_page
from printgen.layout.setup_index import index_pages
from printgen.core.limits import within_pages, within_size
from printgen.load.loader import Loaded, game_constants
from printgen.core.options import Ink, Paper, PrintOptions
from printgen.build.output import write_atomic
from printgen.randomise import Setup, SetupKey
from printgen.randomise.generator import searched
from printgen.render.pdf import render_pdf
from printgen.core.typography import DEFAULT_LETTERING, lettering_now


@dataclass(frozen=True)
class Series:
    """The setups of a run, in the order they print, each made only when it is asked for: iterating
    makes them one at a time (``progress``, if given, is called as each is made), and keeps none."""

    loaded: Loaded
    keys: tuple[SetupKey, ...]
    progress: Callable[[], None] | None = None

    @classmethod
    def of(cls, loaded: Loaded, levels: list[str], seeds: Iterable[int], tables: bool = False,
           progress: Callable[[], None] | None = None) -> Series:
        """Every level of every seed, seed by seed; as an event's tables, each numbered "Table k of N".
        Refused here, before any is made, past the size limits (placing is what they bound)."""
        within_model_limits(loaded)
        pairs = [(seed, level) for seed in seeds for level in levels]
        keys = tuple(SetupKey(seed, level, (number, len(pairs)) if tables else None)
                     for number, (seed, level) in enumerate(pairs, start=1))
        return cls(loaded, keys, progress)

    def __len__(self) -> int:
        return len(self.keys)

    def __iter__(self) -> Iterator[Setup]:
        """Each seed searched once for all its levels (the level only labels a setup), and let go when
        the next seed is searched."""
        found: Setup | None = None
        for key in self.keys:
            if found is None or found.seed != key.seed:
                found = searched(self.loaded.model, game_constants(), key.seed, key.difficulty, keep=False)
            if self.progress:
                self.progress()
            yield replace(found, difficulty=key.difficulty, event_table=key.event_table)


def build_setup_sheets(loaded: Loaded, series: Series, options: PrintOptions, out_root: Path, source: str) -> Built:
    """Write ``<out>/<id>/setup-<seed>.pdf`` with one page per setup (named by `setup_file_name`), each
    setup made as its sheet is drawn."""
    enc = loaded.model
    index = _index(enc, series.keys, options, source)
    pages = itertools.chain(index, (setup_page(enc, game_constants(), setup, options, source) for setup in series))
    total = len(index) + len(series)
    data = _furnished_pdf(enc, pages, total, "setup", options)
    return Built(write_atomic(out_root, enc.id, setup_file_name(enc, series.keys, options), data), total)


def build_full_size(loaded: Loaded, series: Series, options: PrintOptions, out_root: Path) -> Built:
    """Write each setup's battlefield at 1:1, tiled over sheets after an assembly map
    (``setup-<seed>-full-size.pdf``)."""
    enc = loaded.model
    made = list(series)  # how many sheets each takes is counted before any is drawn
    paper = options.paper.size
    total = sum(page_count(setup, paper) for setup in made)
    pages = (page for setup in made for page in full_size_pages(enc, setup, paper))
    data = _furnished_pdf(enc, pages, total, "full-size battlefield", options)
    name = setup_file_name(enc, series.keys, options).removesuffix(".pdf") + "-full-size.pdf"
    return Built(write_atomic(out_root, enc.id, name, data), total)


def _furnished_pdf(enc, pages, total: int, subject: str, options: PrintOptions) -> bytes:
    """``total`` setup pages, each furnished as page n of ``total``, as PDF bytes within the limits."""
    within_pages(total, options.limits)
    title = enc.short_title
    sheets = (furnish(sheet, title, number, total) for number, sheet in enumerate(pages, start=1))
    return within_size(render_pdf(sheets, f"{enc.title} — {subject}", "printgen setup", ink=options.ink),
                       options.limits)


def _index(enc, keys: tuple[SetupKey, ...], options: PrintOptions, source: str) -> list:
    """The index pages of an event's tables (none for sheets that are not an event's)."""
    if not keys or keys[0].event_table is None:
        return []
    commands = [recreate_command(source, key, options.paper.value, options.ink.value) for key in keys]
    return index_pages(enc.short_title, list(keys), options.paper.size, commands)


def setup_file_name(enc, keys: tuple[SetupKey, ...], options: PrintOptions = PrintOptions()) -> str:
    """``setup-<seed>.pdf`` for one sheet at the default level on printgen's default paper, ink and lettering;
    a range of seeds, any other level and any other paper, ink or lettering are named too
    (``setup-5-16-hard.pdf``, ``setup-7-a4-low-ink.pdf``), so that no sheet overwrites one made with other
    options."""
    first, last = keys[0].seed, keys[-1].seed
    seeds = ("tables-" if keys[0].event_table else "") + (f"{first}" if first == last else f"{first}-{last}")
    level = keys[0].difficulty
    if any(key.difficulty != level for key in keys):
        named = f"{seeds}-all"
    elif level == enc.difficulty.default_level:
        named = seeds
    else:
        named = f"{seeds}-{enc.difficulty.slug(level)}"
    return f"setup-{named}{_made_with(options)}.pdf"


def _made_with(options: PrintOptions) -> str:
    """What the sheets are made with, where it is not printgen's default: paper, ink, lettering."""
    said = [options.paper.value if options.paper is not Paper.LETTER else "",
            "low-ink" if options.ink is not Ink.NORMAL else "",
            lettering_now() if lettering_now() != DEFAULT_LETTERING else ""]
    return "".join(f"-{word}" for word in said if word)
