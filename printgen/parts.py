"""The one registry of printed parts, in the order a kit prints them. The kit, the commands,
`preview --part`, `watch --part`, the print-shop files and the tests are all derived from it:
adding a part is a function that lays out its pages and one line here.

Plain values with no heavy imports, so that the command line can offer the parts' names without
loading the pipeline; each part's pages are imported when it is built."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Part:
    name: str
    """As `--part` takes it and its file is named: ``<out>/<id>/<name>.pdf``."""
    heading: str
    """As the kit's contents and bookmarks name it."""
    pages: str
    """``module:function`` laying out its sheets: (loaded, options, seed, source) -> pages."""
    read: bool = False
    """Read (printed back to back, like a booklet) rather than cut out or laid on the table."""
    shop: bool = False
    """Made of faces a card printing service takes one a page (``--profile print-shop``)."""
    backs: bool = False
    """Has pages of backs, which a printer's back offset moves."""
    title: str = ""
    """What the PDF's title calls it, where not its name."""
    named_by: str = ""
    """``module:function`` giving its heading from the encounter, where that depends on it."""

    def layout(self) -> Callable:
        return _imported(self.pages)

    def heading_of(self, enc) -> str:
        return _imported(self.named_by)(enc) if self.named_by else self.heading

    @property
    def pdf_title(self) -> str:
        return self.title or self.name


def _imported(where: str) -> Callable:
    module, name = where.split(":")
    return getattr(importlib.import_module(module), name)


PARTS: dict[str, Part] = {part.name: part for part in (
    Part("rules", "Rules", "printgen.pages:rules_pages", read=True),
    Part("cards", "Cards", "printgen.pages:card_pages", shop=True, backs=True),
    Part("trackers", "Trackers", "printgen.pages:tracker_pages"),
    Part("tokens", "Tokens", "printgen.pages:token_pages", shop=True, backs=True),
    Part("setup", "Setup", "printgen.pages:setup_pages"),
    Part("notes", "Notes", "printgen.pages:notes_pages", read=True, named_by="printgen.layout.notes:notes_title"),
)}
"""The parts of a kit after its cover, in the order it prints them."""

KIT = Part("kit", "Kit", "printgen.kit:kit_pages", backs=True, title="print-and-play kit")
"""Every part behind a cover (printgen/kit.py)."""

PRINTABLE: dict[str, Part] = {**PARTS, KIT.name: KIT}
"""Everything one command prints: each part alone, or the kit."""
