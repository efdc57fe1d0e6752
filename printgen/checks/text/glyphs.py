"""Characters: every character of the text can be drawn by a bundled font, and none is a control
character or the mark the kit keeps for what an assumption covers."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator

from printgen.core import typography
from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.model.base import MARK


@check("text.glyph", "error")
def every_character_has_a_glyph(context: Context) -> Iterator[Issue]:
    """Every character players read is in Roboto or one of its fallbacks (DejaVu Sans, Droid Sans
    Fallback); anything else would print as a blank."""
    for field in context.printed:
        if field.text.isascii():
            continue
        for char in dict.fromkeys(field.text):  # each character once per text, first place first
            if not char.isspace() and not typography.drawable(char):
                yield Issue(field.path, f"no bundled font can draw {char!r} (U+{ord(char):04X}); it would print "
                                        f"as a blank", field.subject, needle=char)


BIDI_CONTROLS = frozenset("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""Characters that turn the text around them right to left unseen: the page would not print what the
file shows in an editor."""


CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f" + "".join(sorted(BIDI_CONTROLS)) + "]")
"""A character that prints nothing a reader sees but changes or corrupts what is printed: a C0 or C1
control (Unicode's category Cc, but a line feed and a tab, which are the file's own: text.tab warns of
tabs) or a bidi control. Searched for in each text at once, not asked of each character."""


@check("text.control", "error")
def no_control_characters(context: Context) -> Iterator[Issue]:
    """No printed text holds a control character (a bell, an escape, a null, a direction override):
    written with a YAML escape ("\\x1b"), it reaches the page as a blank, a box or text turned round."""
    for field in context.printed:
        for char in dict.fromkeys(CONTROLS.findall(field.text)):
            name = unicodedata.name(char, "") or _C0_NAMES.get(ord(char), "a control character")
            yield Issue(field.path, f"a control character, U+{ord(char):04X} ({name}), which prints as nothing "
                                    f"or a box: remove it", field.subject, needle=char)


_C0_NAMES = {0: "NULL", 7: "BELL", 8: "BACKSPACE", 11: "LINE TABULATION", 12: "FORM FEED", 13: "CARRIAGE RETURN",
             27: "ESCAPE", 127: "DELETE"}


@check("text.reserved-mark", "error")
def the_assumption_mark_is_the_kits_own(context: Context) -> Iterator[Issue]:
    """The dagger (†) marks a value an assumption chose, and the cover says so; written in the text
    itself it would claim that of words the source does give. Name the value in the assumption's
    ``covers`` instead, and the kit marks it."""
    for field in context.printed:
        if MARK in field.text:
            yield Issue(field.path, f"'{MARK}' marks the values an assumption covers; write the value without "
                                    f"it and name it in the assumption's covers", field.subject, needle=MARK)
