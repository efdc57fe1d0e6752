"""colour.distinct: colours that carry different meanings stay apart for every reader, in either ink.
The kit's own palette (printgen.layout.palette) is held to it whole, set by set; a file is found where
it asks for two meanings that merge (two kinds of the designer's own print in one colour; a palette
that merged would be found at the later of the two)."""

from __future__ import annotations

from itertools import combinations

import pytest

from conftest import FIXTURES, MINIMAL, at, checked, located
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.checks import colours
from printgen.checks.colours import APART, closest, difference
from printgen.layout.palette import PALETTE, SIDES, SPACES, Meanings, Shade
from printgen.render.ink import INKS, grey_level

CODE = "colour.distinct"

TOKENS = """tokens:
  - {id: hostage, name: Hostage, kind: Hostage, count: 2, front: {label: Hostage}}
  - {id: bomb, name: Bomb, kind: Bomb, count: 2, front: {label: Bomb}}
  - {id: serum, name: Serum, kind: Target of Opportunity, count: 2, front: {label: Serum}}
"""

CARDS = """cards:
  - id: threat-tip
    kind: tip
    title: Threat Tips
    side: cosmic-threat
    front:
      - rule: priority
  - id: team-tip
    kind: tip
    title: Team Tips
    side: crisis-team
    front:
      - rule: priority
"""

TRACKER = """trackers:
  - id: siege
    name: Siege Board
    components:
      - type: track
        id: menace
        label: Menace
        from: 1
        to: 10
        start: 4
"""


# --- the kit's palette -----------------------------------------------------------------------------

@pytest.mark.parametrize("meanings", PALETTE, ids=lambda meanings: meanings.name)
def test_every_two_colours_of_a_set_stay_apart_for_every_reader_in_either_ink(meanings):
    close = [(one.name, other.name, *closest(one, other)) for one, other in combinations(meanings.shades.values(), 2)
             if closest(one, other)[0] < APART]
    assert close == []


def test_low_ink_prints_the_palettes_greys_and_they_stay_light():
    for meanings in PALETTE:
        for shade in meanings.shades.values():
            printed = INKS["low"].fill(shade.color) if meanings.role == "fill" else INKS["low"].line(shade.color)
            assert printed == shade.low, (meanings.name, shade.name)
            if meanings.role == "fill":  # low ink's promise: a surface keeps at most 30 % of its toner
                assert grey_level(shade.low) >= 0.7 - 1 / 255, shade.name


def test_a_colour_means_one_grey_wherever_the_palette_names_it():
    greys: dict[tuple[str, str], str] = {}
    for meanings in PALETTE:
        for shade in meanings.shades.values():
            assert greys.setdefault((meanings.role, shade.color), shade.low) == shade.low, shade.name


def test_the_measure_sees_what_each_reader_sees():
    # red and green far apart for most readers, nearly one colour to a reader with deuteranopia
    apart, vision = difference("#cc5500", "#669900")
    assert vision == "deuteranopia" and apart < APART
    assert difference("#1f4e8c", "#1f4e8c") == (0.0, "normal colour vision")


# --- the files -------------------------------------------------------------------------------------

def test_two_kinds_of_the_designers_own_print_in_one_colour_at_the_second(tmp_path):
    text = MINIMAL + TOKENS
    found = checked(tmp_path, text, CODE)
    assert located(found) == [(*at(text, "kind: Bomb", "Bomb"), CODE)]
    assert found[0].message == (
        "'Hostage' tokens (#5b5f6b) and 'Bomb' tokens (#5b5f6b) would look alike to every reader: a difference of "
        "0.0, under the 5 that tells two colours apart; the kit colours only these kinds apart (Target of "
        "Opportunity, Civilian, Asset); any other prints in the markers' slate: give one of the two tokens one of "
        "those kinds, or leave its kind out")


def test_a_token_of_no_kind_is_no_kind_to_merge_with(tmp_path):
    text = MINIMAL + TOKENS.replace(", kind: Bomb", "")
    assert checked(tmp_path, text, CODE) == []


def test_sides_that_merge_for_a_deficiency_are_found_at_the_later_side(tmp_path, monkeypatch):
    merging = Meanings(SIDES.name, "fill", {
        "cosmic-threat": Shade("the Cosmic Threat's cards", "#cc5500", "#b3b3b3"),
        "crisis-team": Shade("the Crisis Team's cards", "#669900", "#e8e8e8")})
    monkeypatch.setattr(colours, "SIDES", merging)
    text = MINIMAL + CARDS
    found = checked(tmp_path, text, CODE)
    assert located(found) == [(*at(text, "side: crisis-team\n    front", "crisis-team"), CODE)]
    assert found[0].message.startswith("the Cosmic Threat's cards (#cc5500) and the Crisis Team's cards (#669900) "
                                       "would look alike to a reader with deuteranopia: a difference of 2.3")
    assert found[0].message.endswith("the kit's palette must keep the sides' card colours apart: change one of the "
                                     "two colours, or its grey in low ink, in printgen/layout/palette.py")


def test_outlines_that_merge_in_low_ink_are_found_at_the_tracks_start(tmp_path, monkeypatch):
    merging = Meanings(SPACES.name, "line", {key: Shade(shade.name, shade.color, "#595959")
                                             for key, shade in SPACES.shades.items()})
    monkeypatch.setattr(colours, "SPACES", merging)
    text = MINIMAL + TRACKER
    found = checked(tmp_path, text, CODE)
    assert located(found) == [(*at(text, "start: 4", "4"), CODE)]
    assert "would look alike in low ink (greys #595959 and #595959): a difference of 0.0" in found[0].message


def test_the_kits_own_kinds_and_sides_are_apart(tmp_path):
    assert checked(tmp_path, MINIMAL + TOKENS.replace("Hostage, count", "Civilian, count")
                   .replace("Bomb, count", "Asset, count") + CARDS + TRACKER, CODE) == []


@pytest.mark.parametrize("path", [bundled_path(encounter_id) for encounter_id in bundled_ids()]
                         + sorted((FIXTURES / "valid").glob("*.yaml")), ids=lambda path: path.stem)
def test_nothing_is_found_in_the_bundled_encounters_or_the_valid_fixtures(tmp_path, path):
    assert checked(tmp_path, path.read_text(encoding="utf-8"), CODE) == []


def _palette_tool():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "tools" / "palette_differences.py"
    spec = importlib.util.spec_from_file_location("palette_differences_tool", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_palettes_differences_file_is_what_colouraide_gives():
    """The check reads the palette's differences from a file rather than importing ColorAide in every
    run; the file is what tools/palette_differences.py works out with ColorAide, every pair of it."""
    from printgen.checks.colours import PALETTE_DIFFERENCES

    tool = _palette_tool()
    assert PALETTE_DIFFERENCES.read_text(encoding="utf-8") == tool.text_of(tool.differences()), \
        "run tools/palette_differences.py"


def test_check_of_the_bundled_four_imports_no_colour_library():
    import subprocess
    import sys

    code = ("import sys\nfrom printgen.load.bundled import bundled_ids\n"
            "from printgen.report.check_run import run_check\n"
            "run_check(bundled_ids())\n"
            "print(any(name.startswith('coloraide') for name in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip().splitlines()[-1] == "False"
