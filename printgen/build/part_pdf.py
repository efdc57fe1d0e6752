"""One printed part (printgen/build/printable.py) made: its pages laid out within the limits, drawn as a PDF
and written atomically to ``<out>/<id>/<part>.pdf``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from printgen.load.excesses import within_model_limits
from printgen.core.limits import within_pages, within_size, within_tokens
from printgen.load.loader import Loaded
from printgen.core.options import Duplex, PrintOptions, Profile
from printgen.build.output import write_atomic
from printgen.build.part import two_sided
from printgen.build.printable import part_named
from printgen.render.pdf import render_pdf


@dataclass
class Built:
    path: Path
    pages: int


def part_pdf(loaded: Loaded, part: str, options: PrintOptions, seed: int = 1, source: str = "") -> bytes | None:
    """One part as PDF bytes, within the limits; None if the encounter has none of it."""
    rendered = _rendered(loaded, part, options, seed, source)
    return rendered[0] if rendered else None


def build_part(loaded: Loaded, part: str, options: PrintOptions, out_root: Path, seed: int = 1,
               source: str = "") -> Built | None:
    """Write ``<out>/<id>/<part>.pdf`` (as the part names its file: a setup sheet ``setup-<seed>.pdf``); None if
    there is none of it."""
    rendered = _rendered(loaded, part, options, seed, source)
    if rendered is None:
        return None
    data, pages = rendered
    return Built(write_atomic(out_root, loaded.model.id, part_named(part).file_name(options, seed), data), pages)


SEED_SAID = ", setup seed {seed}"
"""What a part that keeps its setup sheet's seed in its PDF's subject (the kit) records there, after
"printgen kit" (a viewer's document properties show it): a proof or reprint made later lays the kit out
with the same seed, so that a reprinted cover names the setup sheet already printed."""


def laid_out(loaded: Loaded, part: str, options: PrintOptions, seed: int = 1, source: str = "") -> list:
    """The part's pages, within the limits: checked before layout and after it."""
    layout = part_named(part).layout()
    within_model_limits(loaded)
    enc = loaded.model
    within_tokens(enc, options.spares, options.limits)
    pages = layout(loaded, options, seed, source or enc.id)
    within_pages(len(pages), options.limits)
    return pages


def _rendered(loaded: Loaded, part: str, options: PrintOptions, seed: int, source: str) -> tuple[bytes, int] | None:
    """The part's PDF and its page count: the limits checked before layout, after it, and on the bytes."""
    pages = laid_out(loaded, part, options, seed, source)
    if not pages:
        return None
    enc, printed = loaded.model, part_named(part)
    shop = options.profile is Profile.PRINT_SHOP
    title = printed.pdf_title + (" for a print shop" if shop else "")
    # Pages that each say where to trim are a print shop's, and go to press as PDF/X.
    subject = f"printgen {part}" + (SEED_SAID.format(seed=seed) if printed.seed == "subject" else "")
    data = render_pdf(pages, f"{enc.title} — {title}", subject,
                      duplex=flip(pages, options.duplex), ink=options.ink, press=all(page.trim for page in pages))
    return within_size(data, options.limits), len(pages)


def flip(sheets: list, duplex: Duplex) -> str | None:
    """The duplex flip a PDF should ask the printer for: only where backs are printed behind fronts."""
    return duplex.value if two_sided(sheets, duplex) else None
