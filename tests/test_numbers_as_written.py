"""Every number is the number written: a number YAML 1.1 reads otherwise than a reader does (a
leading zero as octal, 0x as hexadecimal, 1:30 as base 60, underscores dropped) is a located
yaml.number finding, and a number written plainly is read as it is. Generated, not one example."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from printgen.load.yaml_read import parse

PLAIN = st.one_of(st.integers(-10**12, 10**12).map(str),
                  st.floats(-1e9, 1e9, allow_nan=False, allow_infinity=False).map(lambda x: f"{x:.3f}"))


def _spellings(n: int) -> list[str]:
    """How YAML 1.1 lets ``n`` (positive) be written otherwise than in plain decimal digits."""
    found = [f"0{n:o}", f"0x{n:x}", f"{n:,}".replace(",", "_")]
    if n >= 60:
        found.append(f"{n // 60}:{n % 60:02d}")
    return [text for text in found if text != str(n)]


@given(PLAIN)
def test_a_number_written_plainly_is_read_as_written(text):
    doc = parse(f"count: {text}\n", "n.yaml")
    assert doc.problems == [] and doc.data["count"] == (int(text) if text.lstrip("-").isdigit() else float(text))


@given(st.integers(8, 10**9))
def test_every_other_spelling_is_a_finding_at_the_number(n):
    for text in _spellings(n):
        doc = parse(f"title: x\ncount: {text}\n", "n.yaml")
        assert [(p.line, p.col, p.code) for p in doc.problems] == [(2, 8, "yaml.number")], text
        assert f"as {doc.data['count']}" in doc.problems[0].message


def test_quoted_it_is_text_and_no_finding():
    doc = parse("count: '010'\nother: \"0x10\"\n", "n.yaml")
    assert doc.problems == [] and doc.data == {"count": "010", "other": "0x10"}


@pytest.mark.parametrize("written", ["1_0,2", "1e1,2", "nan,1", "inf,0", "0x1,2", "١,2", "1,2,1_0", "1,٢"])
def test_a_back_offset_python_would_read_but_a_person_does_not_write_is_refused(cli, written):
    """float() takes 1_0 as 10, 1e1, nan, inf and other scripts' digits; a back offset is read as written."""
    result = cli("cards", "incredible-hulk", "--back-offset", written)
    assert result.exit_code == 2 and "expected numbers like 1.5,-0.5" in result.stderr


@pytest.mark.parametrize(("written", "read"), [("1.5,-0.5", (1.5, -0.5, 0.0)), (".5,-.5", (0.5, -0.5, 0.0)),
                                                ("+1, 2", (1.0, 2.0, 0.0)), ("1,2,0.25", (1.0, 2.0, 0.25))])
def test_a_back_offset_is_the_numbers_written(written, read):
    from printgen.core.options import parse_back_offset

    offset = parse_back_offset(written)
    assert (offset.x_mm, offset.y_mm, offset.degrees) == read
