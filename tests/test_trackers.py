"""Tracker PDFs measured inside the file: spaces and spots sized for their tokens, numbers in
order, tiers and their values, start markers; a homebrew tracker, tiled across pages."""

from __future__ import annotations

import itertools

import pytest

from conftest import FIXTURES
from pdfmeasure import MM, open_pdf
from printgen.core.options import PrintOptions
from printgen.core.options import Paper
from printgen.build.part_pdf import build_part
from printgen.layout.display import Text
from printgen.layout.strips import Style
from printgen.layout.trackers import ACCENT, TEXT_SIZE, area_strips, tracker_sheets
from printgen.load.loader import load_encounter
from printgen.layout.palette import START
from printgen.layout.tracker_parts import NUMBER_BAND
from printgen.model.trackers import Area, Track

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

ENCOUNTERS = ["all-will-be-metal", "incredible-hulk", "mutant-masterworks", "unstoppable-colossus"]
PAPERS = ["letter", "a4"]
SPACE_RGB = (0x6b / 255, 0x6f / 255, 0x7d / 255)
START_RGB = tuple(int(START[i:i + 2], 16) / 255 for i in (1, 3, 5))
HOMEBREW = FIXTURES / "valid" / "homebrew-trackers.yaml"


@pytest.fixture(scope="module")
def homebrew():
    loaded = load_encounter(HOMEBREW, "homebrew-trackers.yaml")
    assert loaded.ok, [f.format() for f in loaded.findings]
    return loaded


@pytest.fixture(scope="module")
def built(loaded_bundled, homebrew, tmp_path_factory):
    out = tmp_path_factory.mktemp("trackers")
    cases = {(e, p): loaded_bundled[e] for e, p in itertools.product(ENCOUNTERS, PAPERS)}
    cases.update({("homebrew-trackers", p): homebrew for p in PAPERS})
    return {key: (loaded, build_part(loaded, "trackers", PrintOptions(key[1]), out / key[1]).path)
            for key, loaded in cases.items()}


def spaces(page) -> list[tuple[float, float, float, float]]:
    """Outlines of track spaces and spots (their own stroke colours), bottom-left coordinates."""
    found = []
    for shape in [*page.curves, *page.rects]:
        color = tuple(shape.get("stroking_color") or ())
        dashed = shape.get("dash") and shape["dash"][0]
        if len(color) == 3 and (_near(color, SPACE_RGB) or _near(color, START_RGB)) and not dashed:
            found.append((shape["x0"], page.height - shape["bottom"], shape["x1"] - shape["x0"],
                          shape["bottom"] - shape["top"]))
    return found


def _near(a, b) -> bool:
    return all(abs(x - y) < 0.01 for x, y in zip(a, b, strict=True))


def text_in(page, x, y, w, h) -> str:
    top = page.height - (y + h)
    return page.within_bbox((x - 0.5, top - 0.5, x + w + 0.5, top + h + 0.5)).extract_text() or ""


KEYS = [(e, p) for e in [*ENCOUNTERS, "homebrew-trackers"] for p in PAPERS]


@pytest.mark.parametrize("key", KEYS)
def test_every_space_and_spot_holds_its_token(built, key):
    loaded, path = built[key]
    enc = loaded.model
    tokens = {t.id: t.size_pt for t in enc.tokens}
    components = {c.id: c for tracker in enc.trackers for c in tracker.components if hasattr(c, "token")}
    sheets = tracker_sheets(enc, Paper(key[1]).size, "t")
    with open_pdf(path) as pdf:
        assert len(pdf.pages) == len(sheets)
        for page, sheet in zip(pdf.pages, sheets, strict=True):
            measured = spaces(page)
            for trim in sheet.trims:
                component = components[trim.item.split(":")[0]]
                token_w, token_h = tokens[component.token]
                match = [m for m in measured if abs(m[0] - trim.x) < 0.1 * MM and abs(m[1] - trim.y) < 0.1 * MM]
                assert match, trim
                width, height = match[0][2], match[0][3]
                assert width >= token_w + 1 * MM - 0.01 and height >= token_h + 1 * MM - 0.01


@pytest.mark.parametrize("key", KEYS)
def test_track_numbers_run_in_order_and_starts_are_marked(built, key):
    loaded, path = built[key]
    enc = loaded.model
    sheets = tracker_sheets(enc, Paper(key[1]).size, "t")
    tracks = {c.id: c for tracker in enc.trackers for c in tracker.components if isinstance(c, Track)}
    seen: dict[str, list[int]] = {ident: [] for ident in tracks}
    with open_pdf(path) as pdf:
        for page, sheet in zip(pdf.pages, sheets, strict=True):
            for trim in sheet.trims:
                ident, value = trim.item.split(":")
                if ident not in tracks:
                    continue
                # the number is in the space's corner or in the band above it, where its marker leaves it
                words = text_in(page, trim.x, trim.y, trim.w, trim.h + NUMBER_BAND).split()
                assert next(word for word in words if word.isdigit()) == value  # the space's own number
                if int(value) not in seen[ident]:
                    seen[ident].append(int(value))
                track = tracks[ident]
                assert ("START" in words) == (track.start == int(value))
    for ident, track in tracks.items():
        assert seen[ident] == list(range(track.first, track.last + 1))


def test_tiers_carry_their_values(built):
    loaded, path = built["unstoppable-colossus", "letter"]
    track = next(c for c in loaded.model.trackers[0].components if isinstance(c, Track))
    with open_pdf(path) as pdf:
        text = pdf.pages[0].extract_text()
    for tier in track.tiers:
        assert tier.label.upper() in text
        assert f"Contact Damage: {tier.values['damage']}" in text
        assert f"Defense Dice: {tier.values['defense']}" in text
    sheets = tracker_sheets(loaded.model, Paper("letter").size, "t")
    rows: dict[float, list[int]] = {}
    for trim in sheets[0].trims:
        ident, value = trim.item.split(":")
        if ident == "momentum":
            rows.setdefault(round(trim.y, 1), []).append(int(value))
    assert sorted(rows.values()) == sorted([list(range(t.first, t.last + 1)) for t in track.tiers])


def test_each_difficulty_start_is_marked_on_the_debris_tracker(built):
    loaded, path = built["mutant-masterworks", "a4"]
    with open_pdf(path) as pdf:
        text = pdf.pages[0].extract_text()
    for level in ("Narrative", "Normal", "Hard", "Homo Superior"):
        assert level in text


def test_spots_match_the_data(built, bundled):
    counts = {"unstoppable-colossus": {"priority-tracking": 6, "activated": 3},
              "incredible-hulk": {"activated": 3},
              "all-will-be-metal": {"activated": 3, "corrupted-firmware": 5},
              "mutant-masterworks": {"exhaustion": 3, "activated": 3}}
    for encounter_id, expected in counts.items():
        loaded, _ = built[encounter_id, "letter"]
        sheets = tracker_sheets(loaded.model, Paper("letter").size, "t")
        found: dict[str, int] = {}
        for sheet in sheets:
            for trim in sheet.trims:
                ident = trim.item.split(":")[0]
                if ident in expected:
                    found[ident] = found.get(ident, 0) + 1
        assert found == expected


def test_a_homebrew_track_taller_than_a_page_is_tiled_with_a_glue_strip(built, homebrew):
    _, path = built["homebrew-trackers", "letter"]
    sheets = tracker_sheets(homebrew.model, Paper("letter").size, "t")
    parts = [sheet for sheet in sheets if "Long March, part" in sheet.label]
    assert len(parts) >= 2
    with open_pdf(path) as pdf:
        texts = [page.extract_text() for page in pdf.pages]
    assert any("GLUE THE PREVIOUS PAGE OVER THIS STRIP" in text for text in texts)
    assert any("CUT ON THE ARROWS' LINE" in text for text in texts)
    marched = sorted({int(t.item.split(":")[1]) for s in parts for t in s.trims if t.item.startswith("march:")})
    assert marched == list(range(1, 121))  # every space appears whole on some page


def test_trackers_command(cli, tmp_path):
    result = cli("trackers", str(HOMEBREW), "--out", str(tmp_path), "--paper", "a4")
    assert result.exit_code == 0, result.stderr
    assert (tmp_path / "homebrew-trackers" / "trackers.pdf").exists()


def test_the_same_build_gives_the_same_bytes(loaded_bundled, tmp_path):
    loaded = loaded_bundled["mutant-masterworks"]
    one = build_part(loaded, "trackers", PrintOptions("a4"), tmp_path / "1").path.read_bytes()
    two = build_part(loaded, "trackers", PrintOptions("a4"), tmp_path / "2").path.read_bytes()
    assert one == two


def _pile_size(enc, token_id) -> float:
    """The tallest token an area holds: the token itself, or any token of the Randomizer group."""
    return max((t.size_pt[1] for t in enc.tokens if token_id in (t.id, t.randomizer)), default=0.0)


@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
def test_every_area_has_room_for_its_token_below_its_label(bundled, encounter_id):
    enc = bundled[encounter_id]
    style = Style(TEXT_SIZE, ACCENT)
    areas = [c for tracker in enc.trackers for c in tracker.components if isinstance(c, Area) and c.token]
    for area in areas:
        strip = area_strips(enc, area, style, 150 * MM)[0]
        label = next(item for item in strip.items if isinstance(item, Text))
        room_below_label = label.y - 1 * MM
        assert _pile_size(enc, area.token) > 0, area.token
        assert room_below_label >= _pile_size(enc, area.token), area.label
