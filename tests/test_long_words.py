"""A word longer than its line is broken, never run off the page or over other text; where even
that cannot fit, `check` says so at the word's line (`layout.overflow`).

The scaffold of `printgen new` (every kind of element) gets one long word in one place at a time;
then either `check` reports `layout.overflow` there, or `check` passes and the kit holds every
character of the word, nothing overprints anything else, and nothing comes within 5 mm of an edge.
"""

from __future__ import annotations

import os
from collections import Counter, defaultdict

import pdfplumber
import pytest
import yaml
from click.testing import CliRunner

from printgen.cli import main
from test_printable_area import _too_close

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

# (where in the scaffold, how long): Names hold up to 200 characters, texts up to 20 000, token labels 60
PLACES = [
    (("title",), 120), (("title",), 190),
    (("rules", "surge", "title"), 120), (("rules", "surge", "text"), 500),
    (("rules", "static-shock", "text"), 500),
    (("superpowers", "static-shock", "name"), 120),
    (("flowcharts", "menace-programming", "steps", 0, "ask"), 500),
    (("cards", "crisis-team-tip", "title"), 120),
    (("cards", "menace-stat", "attacks", 0, "name"), 120),
    (("cards", "menace-stat", "attacks", 0, "text"), 500),
    (("tokens", "power-core", "front", "label"), 60),
    (("tokens", "vp-marker", "name"), 120),
    (("trackers", "encounter-tracker", "name"), 120),
]
LETTER = "W"  # the widest capital: the hardest case for a line


def _set(data, where: tuple, value: str) -> None:
    node = data
    for key in where[:-1]:
        node = next(item for item in node if item.get("id") == key) if isinstance(node, list) and \
            isinstance(key, str) else node[key]
    node[where[-1]] = value


def _kit_text(path) -> tuple[Counter, list[str], list[str]]:
    with pdfplumber.open(path) as pdf:
        letters = Counter(char["text"] for page in pdf.pages for char in page.chars)
        overprinted = [f"page {page.page_number}: {pair}" for page in pdf.pages for pair in _overprints(page)]
        near_edges = [problem for page in pdf.pages for problem in _too_close(page)]
    return letters, overprinted, near_edges


def _overprints(page, shrink: float = 0.25) -> list[str]:
    """Pairs of characters whose glyph boxes (shrunk, to allow for tight fitting) overlap."""
    grid: dict[tuple[int, int], list] = defaultdict(list)
    found = []
    for char in page.chars:
        if not char["text"].strip():
            continue
        w, h = char["x1"] - char["x0"], char["bottom"] - char["top"]
        box = (char["x0"] + w * shrink, char["x1"] - w * shrink, char["top"] + h * shrink,
               char["bottom"] - h * shrink, char["text"])
        cells = [(gx, gy) for gx in range(int(box[0] // 20), int(box[1] // 20) + 1)
                 for gy in range(int(box[2] // 20), int(box[3] // 20) + 1)]
        for other in {id(o): o for cell in cells for o in grid[cell]}.values():
            if box[0] < other[1] and other[0] < box[1] and box[2] < other[3] and other[2] < box[3]:
                found.append(f"{box[4]!r} over {other[4]!r} at ({box[0] / 2.835:.0f}, {box[2] / 2.835:.0f}) mm")
        for cell in cells:
            grid[cell].append(box)
    return found


@pytest.fixture(scope="module")
def scaffold(tmp_path_factory):
    """The `printgen new` scaffold's data, and the letters of its kit."""
    folder = tmp_path_factory.mktemp("scaffold")
    cwd = os.getcwd()
    os.chdir(folder)  # `new` writes into the current folder
    try:
        CliRunner().invoke(main, ["new", "demo"], catch_exceptions=False)
    finally:
        os.chdir(cwd)
    data = yaml.safe_load((folder / "demo.yaml").read_text())
    baseline = folder / "baseline"
    CliRunner().invoke(main, ["kit", str(folder / "demo.yaml"), "--out", str(baseline), "--seed", "1"])
    return data, _kit_text(baseline / "demo" / "kit.pdf")[0]


@pytest.mark.parametrize("where, length", PLACES, ids=lambda v: ".".join(map(str, v)) if isinstance(v, tuple)
                         else str(v))
def test_a_long_word_is_broken_or_reported(cli, scaffold, tmp_path, where, length):
    data, before = scaffold
    mutated = yaml.safe_load(yaml.safe_dump(data))
    _set(mutated, where, LETTER * length)
    path = tmp_path / "demo.yaml"
    path.write_text(yaml.safe_dump(mutated, sort_keys=False, allow_unicode=True))
    checked = cli("check", str(path))
    if checked.exit_code == 1:
        # what fails is only that the word does not fit (a made-up word is also a spelling warning)
        errors = {line.split("[")[1].split("]")[0] for line in checked.stdout.splitlines() if ": error [" in line}
        assert errors == {"layout.overflow"}, checked.stdout
        return
    assert checked.exit_code == 0, checked.stdout
    built = cli("kit", str(path), "--out", str(tmp_path / "out"), "--seed", "1")
    assert built.exit_code == 0, built.stderr
    letters, overprinted, near_edges = _kit_text(tmp_path / "out" / "demo" / "kit.pdf")
    assert letters[LETTER] - before[LETTER] >= length, "every letter of the word is printed"
    assert overprinted == [], "\n".join(overprinted[:10])
    assert near_edges == [], "\n".join(near_edges[:10])
