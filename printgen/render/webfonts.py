"""The fonts a page's text is set in, for a browser: each face the text uses, cut down to the characters
it draws in that face (fontTools' subsetter: a WOFF of a few kilobytes where the face is hundreds), as
@font-face rules with the font inside. No hinting and no layout features: the browser then spaces the
glyphs by their own advances, as reportlab does, with nothing to kern or join.

Each rule names the characters it holds (unicode-range): two versions of a kit side by side in one page
each bring their own cut of a face under the face's one name, and the browser takes each character from
a cut that has it; every cut draws it alike, since they are cut from the same file."""

from __future__ import annotations

import base64
import io
import string
from collections.abc import Iterable
from functools import lru_cache

from printgen.layout.display import Icon, Page, Text, leaves
from printgen.layout.glyphs import glyph_items
from printgen.core.resources import FONTS_DIR
from printgen.core.markup import ICONS
from printgen.core.typography import FILE_OF, FONTS, runs


def characters(pages: Iterable[Page]) -> dict[str, str]:
    """Font name -> the characters drawn in it on ``pages``, sorted (fallback faces' runs in theirs)."""
    drawn: dict[str, set[str]] = {}
    for page in pages:
        for item in leaves(page.items):
            texts = [item] if isinstance(item, Text) else _icon_texts(item) if isinstance(item, Icon) else []
            for text in texts:
                for name, part in runs(text.text, text.font):
                    drawn.setdefault(name, set()).update(part)
    return {name: "".join(sorted(chars)) for name, chars in sorted(drawn.items())}


def _icon_texts(icon: Icon) -> list[Text]:
    return [item for item in glyph_items(icon.name, icon.x, icon.y, icon.size, icon.color) if isinstance(item, Text)]


ADDED = string.printable.strip() + " ²·½×–—‘’“”†‡•…"
"""Characters printgen's own layouts draw (numbers, marks, quotes, dashes), whatever the file writes."""


def likely_characters(texts: Iterable[str]) -> dict[str, str]:
    """Font name -> the characters a kit of ``texts`` (its file's strings, the core rules) is likely to draw
    in it: each character in every face of the lettering in use (the fallbacks where a face lacks it), the
    characters printgen adds, and every icon's."""
    wanted = "".join(sorted(set(ADDED).union(*map(set, texts)) - set("\n\r\t\f\v")))
    likely: dict[str, set[str]] = {}
    for style in FONTS:
        for name, part in runs(wanted, style):
            likely.setdefault(name, set()).update(part)
    for name, part in ((name, part) for icon in ICONS for text in _icon_texts(Icon(0, 0, icon, 10))
                       for name, part in runs(text.text, text.font)):
        likely.setdefault(name, set()).update(part)
    return {name: "".join(sorted(chars)) for name, chars in sorted(likely.items())}


def merged(*drawn: dict[str, str]) -> dict[str, str]:
    """The characters each font draws in any of ``drawn`` (several versions of a kit in one page)."""
    union: dict[str, set[str]] = {}
    for one in drawn:
        for name, chars in one.items():
            union.setdefault(name, set()).update(chars)
    return {name: "".join(sorted(chars)) for name, chars in sorted(union.items())}


def font_rules(drawn: dict[str, str]) -> str:
    """The @font-face rules for ``drawn`` (font name -> characters): one a face, each with its characters only."""
    return "".join(font_rule(name, chars) for name, chars in drawn.items())


@lru_cache(maxsize=64)
def font_rule(name: str, chars: str) -> str:
    """One @font-face rule: the face ``name`` (a font name of printgen.core.typography) holding ``chars``.
    Kept for a run: a live proof made again on every save asks for the same cuts."""
    data = base64.b64encode(subset(name, chars)).decode("ascii")
    return (f"@font-face{{font-family:{name};src:url(data:font/woff;base64,{data});"
            f"unicode-range:{unicode_range(chars)};font-display:block}}")


def subset(name: str, chars: str) -> bytes:
    """The face ``name`` cut down to ``chars``, as WOFF bytes, without hinting or layout features."""
    from fontTools import subset as cut  # type: ignore[import-untyped]  # here: only a proof's pictures need it
    from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

    options = cut.Options()
    options.flavor = "woff"
    options.hinting = False
    options.layout_features = []
    options.notdef_outline = True
    # no layout tables at all (kerning, ligatures: reportlab uses neither), nor FontForge's timestamps
    options.drop_tables += ["GPOS", "GSUB", "GDEF", "kern", "FFTM"]
    font = TTFont(str(FONTS_DIR / FILE_OF[name]), lazy=True, recalcTimestamp=False)  # the same bytes every run
    subsetter = cut.Subsetter(options)
    subsetter.populate(text=chars)
    subsetter.subset(font)
    buffer = io.BytesIO()
    font.flavor = "woff"
    font.save(buffer)
    return buffer.getvalue()


def unicode_range(chars: str) -> str:
    """The code points of ``chars`` as a CSS unicode-range, runs of neighbours as one span."""
    points = sorted({ord(char) for char in chars})
    spans: list[list[int]] = []
    for point in points:
        if spans and point == spans[-1][1] + 1:
            spans[-1][1] = point
        else:
            spans.append([point, point])
    return ",".join(f"U+{first:X}" if first == last else f"U+{first:X}-{last:X}" for first, last in spans)
