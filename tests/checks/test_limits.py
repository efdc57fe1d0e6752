"""limit.size: an encounter too large to build is an error at what makes it so. (Each limit, and
every build refusing it: tests/test_limits.py.)"""

from __future__ import annotations

from conftest import at, checked, located, with_rule


def test_too_many_token_copies_is_an_error_at_the_tokens(tmp_path):
    text = with_rule("Place the Crates.") + "tokens:\n  - {id: crate, name: Crate, count: 2500, front: {label: C}}\n"
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "- {id: crate"), "limit.size")]
    assert found[0].message == "the tokens add up to 2,500 copies; the limit is 2,000"
