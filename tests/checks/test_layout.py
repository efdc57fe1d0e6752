"""layout.overflow: text that does not fit its card is an error at the section, found by laying
the cards out (never clipped without a word). layout.token-size: a token no page can hold.
layout.token-tiny: any token under 8 mm, generated rather than one example."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import FIXTURES, MINIMAL, at, checked, located, with_rule


def test_a_section_too_long_for_its_card_is_an_error_at_the_section(tmp_path):
    text = (FIXTURES / "overflow" / "too-much-text.yaml").read_text()
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "- text: >-", "text"), "layout.overflow")]
    assert found[0].message.startswith("card 'crowded': front section 2 does not fit; ")


SIZES_MM = [60, 93, 95, 98, 150, 191, 194, 199]  # about the room of half a folded sheet and of a page


@pytest.mark.parametrize("back", ["", ", back: {label: Empty}"], ids=["one face", "two faces"])
@pytest.mark.parametrize("size", SIZES_MM)
def test_token_size_findings_say_exactly_which_builds_cannot_pack_it(cli, tmp_path, size, back):
    """An error when some paper cannot hold the token at all, a warning when only a folded sheet
    cannot (a sheet is folded only when a token has a back): as the token sheets of each paper and
    duplex find it."""
    token = f"{{id: crate, name: Crate, size: {size}mm, count: 1, front: {{label: Crate}}{back}}}"
    text = with_rule("Place the Crate.") + f"tokens:\n  - {token}\n"
    path = tmp_path / "token.yaml"
    path.write_text(text)
    built = {(paper, duplex): cli("tokens", str(path), "--paper", paper, "--duplex", duplex, "--force",
                                  "--out", str(tmp_path / "out")).exit_code  # what each build can pack
             for paper in ("letter", "a4") for duplex in ("long", "fold")}
    assert set(built.values()) <= {0, 2}
    found = checked(tmp_path, text, "layout.token-size")
    severities = [finding.severity for finding in found]
    if any(built[paper, "long"] for paper in ("letter", "a4")):
        assert severities == ["error"]
    elif any(built.values()):
        assert severities == ["warning"]
    else:
        assert found == []
    assert all(finding.line == at(text, "size:")[0] for finding in found)


@pytest.mark.parametrize("size, shape, hint", [
    ("30in", "round", "; written 30in: did you mean 30mm?"),
    ("[40in, 25in]", "rect", "; written 40in, 25in: did you mean 40mm, 25mm?"),
    ("300mm", "round", "")])
def test_a_token_sized_in_inches_that_read_as_millimetres_says_so(tmp_path, size, shape, hint):
    text = with_rule("Place the Crate.") + (f"tokens:\n  - {{id: crate, name: Crate, count: 1, size: {size}, "
                                            f"shape: {shape}, front: {{label: Crate}}}}\n")
    found = checked(tmp_path, text, "layout.token-size")
    assert located(found) == [(*at(text, f"size: {size}", size), "layout.token-size")]
    assert found[0].message.endswith("make it smaller" + hint)


# --- layout.token-tiny ----------------------------------------------------------------------------------

TOKEN = "  - {id: speck, name: Speck, count: 1, size: %smm, front: {label: S}}\n"


@settings(max_examples=10, deadline=None)
@given(st.floats(0.5, 7.9).map(lambda size: round(size, 1)))
def test_a_token_under_eight_millimetres_is_an_error_at_its_size(tmp_path_factory, size):
    text = MINIMAL + "tokens:\n" + TOKEN % f"{size:g}"
    found = checked(tmp_path_factory.mktemp("token"), text, "layout.token-tiny")
    assert located(found) == [(*at(text, f"size: {size:g}mm", f"{size:g}mm"), "layout.token-tiny")]


def test_an_eight_millimetre_token_is_no_finding(tmp_path):
    text = MINIMAL + "tokens:\n" + TOKEN % "8"
    assert checked(tmp_path, text, "layout.token-tiny") == []
