"""source.missing: a card the kit cannot print in full is named by `missing`, which the cover lists;
a missing component's card is its placeholder."""

from __future__ import annotations

from conftest import MINIMAL, at, checked, located

PLACEHOLDER = ("cards:\n  - id: boss-stat\n    kind: stat\n    side: cosmic-threat\n    character: The Boss\n"
               "    printed: false\n    note: The source does not print it.\n")
PRINTED = ("cards:\n  - id: boss-stat\n    kind: stat\n    side: cosmic-threat\n    character: The Boss\n"
           "    stamina: 5\n")
MISSING = "missing:\n  - {what: The Boss's stat card, why: Take it from the original., card: boss-stat}\n"


def test_a_placeholder_no_entry_of_missing_names_is_an_error_at_its_printed_flag(tmp_path):
    text = MINIMAL + PLACEHOLDER
    found = checked(tmp_path, text, "source.missing")
    assert located(found) == [(*at(text, "printed: false", "false"), "source.missing")]
    assert "the kit's cover would not say it is missing" in found[0].message


def test_a_placeholder_named_by_missing_passes(tmp_path):
    assert checked(tmp_path, MINIMAL + PLACEHOLDER + MISSING, "source.missing") == []


def test_a_missing_component_whose_card_is_printed_in_full_is_an_error_at_the_card(tmp_path):
    text = MINIMAL + PRINTED + MISSING
    found = checked(tmp_path, text, "source.missing")
    assert located(found) == [(*at(text, "card: boss-stat}", "boss-stat"), "source.missing")]
