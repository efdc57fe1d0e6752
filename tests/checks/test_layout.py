"""layout.overflow: text that does not fit its card is an error at the section, found by laying
the cards out (never clipped without a word)."""

from __future__ import annotations

from conftest import FIXTURES, at, checked, located


def test_a_section_too_long_for_its_card_is_an_error_at_the_section(tmp_path):
    text = (FIXTURES / "overflow" / "too-much-text.yaml").read_text()
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "- text: >-", "text"), "layout.overflow")]
    assert found[0].message.startswith("card 'crowded': front section 2 does not fit; ")
