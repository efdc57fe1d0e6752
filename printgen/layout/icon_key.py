"""The kit's icon key: every game icon the kit's pages draw, drawn as they draw it, with what it
stands for. printgen draws its own icons (the publisher's are not to be had), so a player cannot
be expected to know them; the key is derived from the pages, so it lists no icon the kit does not
print and leaves out none that it does."""

from __future__ import annotations

from collections.abc import Iterable

from printgen.layout.display import Icon, leaves
from printgen.layout.strips import Strip, Style, heading_strip, text_strips
from printgen.core.markup import ICONS

TITLE = "Icon key"
INTRO = ("printgen draws the game's icons in its own design. Each icon this kit prints, and what it "
         "stands for:")


def icons_drawn(pages: Iterable) -> list[str]:
    """The names of the icons ``pages`` draw, in the vocabulary's order."""
    drawn: set[str] = set()
    for page in pages:
        drawn |= _icons_in(page.items)
    return [name for name in ICONS if name in drawn]


def _icons_in(items) -> set[str]:
    return {item.name for item in leaves(items) if isinstance(item, Icon)}


def icon_key_strips(names: list[str], style: Style, width: float) -> list[Strip]:
    """The key: a heading, what it is, then one line an icon: the icon, its name in bold."""
    strips = [heading_strip(TITLE, style, width, gap=0.0)]
    strips += text_strips(INTRO, style, width, italic=True, gap=style.paragraph_gap)
    return strips + text_strips("\n".join(f"- {{{name}}} **{ICONS[name]}**" for name in names), style, width)
