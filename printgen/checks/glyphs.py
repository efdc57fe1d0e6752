"""Glyphs: every character of the text can be drawn by a bundled font."""

from __future__ import annotations

from printgen import typography
from printgen.checks.base import Issue, check
from printgen.model.base import MARK


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


@check("text.reserved-mark", "error")
def the_assumption_mark_is_the_kits_own(context):
    """The dagger (†) marks a value an assumption chose, and the cover says so; written in the text
    itself it would claim that of words the source does give. Name the value in the assumption's
    ``covers`` instead, and the kit marks it."""
    for field in context.printed:
        if MARK in field.text:
            yield Issue(field.path, f"'{MARK}' marks the values an assumption covers; write the value without "
                                    f"it and name it in the assumption's covers", field.subject, needle=MARK)
