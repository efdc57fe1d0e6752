"""Glyphs: every character of the text can be drawn by a bundled font."""

from __future__ import annotations

from printgen import typography
from printgen.checks.base import Issue, check


@check("text.glyph", "error")
def every_character_has_a_glyph(context):
    """Every character players read is in Roboto or one of its fallbacks (DejaVu Sans, Droid Sans
    Fallback); anything else would print as a blank."""
    for field in context.printed:
        if field.text.isascii():
            continue
        for char in dict.fromkeys(field.text):  # each character once per text, first place first
            if not char.isspace() and not typography.drawable(char):
                yield Issue(field.path, f"no bundled font can draw {char!r} (U+{ord(char):04X}); it would print "
                                        f"as a blank", field.subject, needle=char)
