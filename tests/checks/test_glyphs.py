"""text.glyph: every character of the printed text is one that a bundled font can draw; text.reserved-mark:
the dagger is the kit's own mark of an assumed value, never the data's."""

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
