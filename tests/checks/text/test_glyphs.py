"""text.glyph: every character of the printed text is one that a bundled font can draw; text.control: none is
a control character; text.reserved-mark: the dagger is the kit's own mark of an assumed value, never the
data's."""

from __future__ import annotations

from conftest import at, checked, located, with_rule


def test_a_character_no_font_draws_is_an_error_at_the_character(tmp_path):
    text = with_rule("The Crisis Team starts with priority \U0001D11E.")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "\U0001D11E"), "text.glyph")]
    assert "'\U0001D11E' (U+1D11E)" in found[0].message


def test_accents_dashes_and_curly_quotes_are_drawn(tmp_path):
    text = with_rule("The Crisis Team starts with priority — “café”, naïve Ægir.")
    assert checked(tmp_path, text, "text.glyph") == []


def test_the_assumption_mark_written_in_the_text_is_an_error_at_the_mark(tmp_path):
    text = with_rule("The Crisis Team starts with priority\u2020.")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "\u2020"), "text.reserved-mark")]
    assert "covers" in found[0].message


CONTROLS = [chr(code) for code in (*range(0, 9), 11, 12, 13, *range(14, 32), 127, *range(0x80, 0xA0))] + \
    list("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def test_every_control_character_written_with_an_escape_is_an_error_at_its_text(tmp_path):
    """The class, not the example: each C0 and C1 control and each direction override, written as a
    YAML escape in a double-quoted string, is one located error naming its code point."""
    for char in CONTROLS:
        escaped = f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}"
        text = with_rule("x").replace("text: x", f'text: "The Crisis Team {escaped}starts with priority."')
        found = checked(tmp_path, text, "text.control")
        assert located(found) == [(*at(text, '"The Crisis'), "text.control")], repr(char)
        assert f"U+{ord(char):04X}" in found[0].message


def test_line_breaks_and_tabs_are_not_control_characters_here(tmp_path):
    text = with_rule("x").replace("text: x", 'text: "The Crisis Team\\n\\tstarts with priority."')
    assert checked(tmp_path, text, "text.control") == []
