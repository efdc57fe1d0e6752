"""Setup maps: every placement legal over 1000 seeds, reproducible bytes, drawn to scale,
hidden information never printed, unsatisfiable constraints reported fast."""

from __future__ import annotations

import gc
import json
import re
from collections import Counter

import pytest

from conftest import FIXTURES
from pdfmeasure import MM, open_pdf
from printgen.load.bundled import bundled_ids
from printgen.core.options import PrintOptions
from printgen.core.options import Paper
from printgen.build.setups import Series, build_setup_sheets
from printgen.checks import run_checks
from printgen.checks.context import Context
from printgen.layout.display import Circle, Polygon, Rect, Text
from printgen.layout.labels import Box, text_box
from printgen.layout.setup import setup_page
from printgen.load.loader import game_constants, load_encounter
from printgen.randomise import Setup, generate, inside, violations
from printgen.layout.placement_table import printed_rows
from printgen.randomise.measures import inches, letter_key, token_keys

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

ENCOUNTERS = ["all-will-be-metal", "incredible-hulk", "mutant-masterworks", "unstoppable-colossus"]


@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
def test_a_thousand_seeds_all_obey_every_constraint(bundled, encounter_id):
    enc = bundled[encounter_id]
    constants = game_constants()
    for seed in range(1000):
        setup = generate(enc, constants, seed, "Normal")
        assert violations(enc, setup) == [], seed
        assert len([p for p in setup.placements if not p.fixed]) == sum(p.count for p in enc.setup_map.random)


def test_the_checker_catches_a_broken_setup(bundled):
    enc = bundled["incredible-hulk"]
    setup = generate(enc, game_constants(), 1, "Normal")
    moved = setup.placements[0]
    setup.placements[0] = type(moved)(moved.source, moved.token, moved.label, 18.0, 18.0, moved.radius)
    assert any("center" in problem for problem in violations(enc, setup))


@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
def test_different_seeds_give_different_setups(bundled, encounter_id):
    enc = bundled[encounter_id]
    layouts = {tuple((round(p.x, 3), round(p.y, 3)) for p in generate(enc, game_constants(), seed, "Normal").placements
                     if not p.fixed) for seed in range(20)}
    assert len(layouts) == 20


def test_the_same_seed_gives_the_same_bytes(loaded_bundled, tmp_path):
    loaded = loaded_bundled["unstoppable-colossus"]
    one = build_setup_sheets(loaded, Series.of(loaded, ["Hard"], range(5, 8)), PrintOptions("a4"), tmp_path / "1",
                             "unstoppable-colossus")
    two = build_setup_sheets(loaded, Series.of(loaded, ["Hard"], range(5, 8)), PrintOptions("a4"), tmp_path / "2",
                             "unstoppable-colossus")
    assert one.path.name == "setup-5-7-hard-a4.pdf" and one.pages == 3
    assert one.path.read_bytes() == two.path.read_bytes()


def test_a_series_of_sheets_holds_one_setup_at_a_time(loaded_bundled, tmp_path):
    """Each setup is made as its sheet is drawn and let go once drawn: memory does not grow with the
    number of sheets (3,000 at an event), only the PDF does. Counted as each setup is made: the live
    setups are the one just made and at most the one before it, never the whole series."""
    loaded = loaded_bundled["mutant-masterworks"]

    def live_setups() -> int:
        gc.collect()
        return sum(isinstance(thing, Setup) for thing in gc.get_objects())

    before = live_setups()  # what other tests in this process may still hold
    alive: list[int] = []
    series = Series.of(loaded, ["Normal"], range(1, 9), tables=True, progress=lambda: alive.append(live_setups()))
    built = build_setup_sheets(loaded, series, PrintOptions(), tmp_path, "mutant-masterworks")
    assert built.pages == 1 + 8 and len(alive) == 8  # the index, then a sheet per table
    assert max(alive) - before <= 2, (before, alive)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_battlefield_and_range_scale_are_drawn_at_the_printed_scale(loaded_bundled, tmp_path, paper):
    loaded = loaded_bundled["mutant-masterworks"]
    built = build_setup_sheets(loaded, Series.of(loaded, ["Normal"], [3]), PrintOptions(paper), tmp_path, "m")
    with open_pdf(built.path) as pdf:
        page = pdf.pages[0]
        text = page.extract_text()
        scale = int(re.search(r"drawn at 1:(\d+)", text).group(1))
        assert scale in (5, 6)  # as large as the page allows with the placement table under the map
        field = [r for r in page.rects if abs(r["linewidth"] - 1.0) < 0.01 and r["stroke"]]
        assert len(field) == 1
        assert field[0]["width"] / 72 == pytest.approx(36 / scale, abs=0.1 * MM / 72)
        assert field[0]["height"] / 72 == pytest.approx(36 / scale, abs=0.1 * MM / 72)
        segments = sorted((r for r in page.rects if abs(r["height"] - 2 * MM) < 0.01
                           and abs(r["linewidth"] - 0.3) < 0.01 and r["top"] > field[0]["bottom"]),
                          key=lambda r: r["x0"])
        start = segments[0]["x0"]
        ends = [(r["x1"] - start) / 72 * scale for r in segments]
        assert ends == pytest.approx([1, 3, 6, 8, 10], abs=0.1 * MM / 72 * scale)


def test_hidden_orders_are_never_printed(loaded_bundled, tmp_path):
    loaded = loaded_bundled["unstoppable-colossus"]
    series = Series.of(loaded, ["Normal"], range(10))
    assert all(setup.orders == {} for setup in series)
    built = build_setup_sheets(loaded, series, PrintOptions(), tmp_path, "unstoppable-colossus")
    with open_pdf(built.path) as pdf:
        for page in pdf.pages:
            text = page.extract_text()
            assert "Shuffle the 6 Cerebro Tower Randomizer tokens" in text
            assert "Priority Tracking order (hidden, not printed)" in text  # its name, never its order
            assert "Randomizer 1" not in text and "Randomizer 2" not in text
    soldiers = next(iter(Series.of(loaded_bundled["mutant-masterworks"], ["Normal"], [1])))
    assert soldiers.orders == {} and "Shuffle the 6 Soldier tokens" in soldiers.hidden["Soldier identities"]


def test_json_contract(cli):
    result = cli("setup", "incredible-hulk", "--seed", "11", "--count", "2", "--format", "json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert [d["seed"] for d in data] == [11, 12]
    first = data[0]
    assert set(first) >= {"encounter", "seed", "difficulty", "battlefield_in", "placements", "terrain", "deployment",
                          "orders"}
    assert first["battlefield_in"] == [36, 36] and first["difficulty"] == "Normal"
    assert {p["token"] for p in first["placements"]} == {"gamma-absorber", "booster-serum"}
    assert all(set(p) == {"key", "token", "label", "x_in", "y_in", "from_edges_in"} for p in first["placements"])
    assert [p["key"] for p in first["placements"]] == ["GA1", "GA2", "GA3", "GA4", "BS1", "BS2"]
    assert all(set(d) >= {"side", "polygon_in"} for d in first["deployment"])


def test_setup_command_writes_and_names_its_seed(cli, tmp_path):
    result = cli("setup", "all-will-be-metal", "--seed", "42", "--count", "3", "--out", str(tmp_path),
                 "--difficulty", "Insane")
    assert result.exit_code == 0
    assert "seed 42 to 44" in result.stdout
    with open_pdf(tmp_path / "all-will-be-metal" / "setup-42-44-insane.pdf") as pdf:
        assert len(pdf.pages) == 3
        assert "--seed 43" in pdf.pages[1].extract_text()
        assert "Doomsday Device: Roll 5 dice" in pdf.pages[0].extract_text()


def test_without_a_seed_one_is_chosen_and_printed(cli, tmp_path):
    result = cli("setup", "incredible-hulk", "--out", str(tmp_path))
    assert result.exit_code == 0
    seed = int(result.stdout.split("seed ")[1].rstrip(")\n"))
    assert (tmp_path / "incredible-hulk" / f"setup-{seed}.pdf").exists()


def test_an_unknown_difficulty_is_a_usage_error_that_suggests_the_closest(cli):
    result = cli("setup", "incredible-hulk", "--difficulty", "Easy")
    assert result.exit_code == 2
    assert "'Easy' is not a difficulty of incredible-hulk (Narrative, Normal, Hard, SMASH!)" in result.stderr
    result = cli("setup", "incredible-hulk", "--difficulty", "Hadr")
    assert result.exit_code == 2 and "did you mean 'Hard'?" in result.stderr


def test_difficulty_matches_whatever_its_case_and_each_level_has_its_own_file(cli, tmp_path):
    out = str(tmp_path)
    assert cli("setup", "incredible-hulk", "--difficulty", "smash!", "--seed", "3", "--out", out).exit_code == 0
    assert cli("setup", "incredible-hulk", "--difficulty", "HARD", "--seed", "3", "--out", out).exit_code == 0
    assert cli("setup", "incredible-hulk", "--seed", "3", "--out", out).exit_code == 0
    assert cli("setup", "incredible-hulk", "--seed", "3", "--count", "2", "--out", out).exit_code == 0
    names = sorted(path.name for path in (tmp_path / "incredible-hulk").iterdir())
    assert names == ["setup-3-4.pdf", "setup-3-hard.pdf", "setup-3-smash.pdf", "setup-3.pdf"]


def impossible_placement(tmp_path):
    """A file whose crates can never be placed: three within 2 in of the centre, 10 in apart."""
    source = (FIXTURES / "valid" / "minimal.yaml").read_text()
    source += ("tokens:\n  - {id: crate, name: Crate, count: 3, front: {label: Crate}}\n"
               "  - {id: beacon, name: Beacon, count: 1, front: {label: Beacon}}\n")
    source = source.replace("setup_map:\n", "setup_map:\n  random:\n"
                            "    - id: crates\n      token: crate\n      count: 3\n      constraints:\n"
                            "        - {from: center, max: 2in}\n        - {from: same, min: 10in}\n")
    path = tmp_path / "impossible.yaml"
    path.write_text(source)
    return path


@pytest.mark.parametrize("command", [["kit", "--force"], ["preview", "--part", "setup"], ["setup"]])
def test_every_command_locates_a_placement_that_cannot_be_met(cli, tmp_path, command):
    path = impossible_placement(tmp_path)
    result = cli(command[0], str(path), *command[1:], "--out", str(tmp_path / "out"))
    assert result.exit_code == 1
    located = [line for line in result.stderr.splitlines() if "could not place 3 × Crate" in line]
    assert located and all(line.startswith(f"{path}:32:11: error [setup.") for line in located), result.stderr
    assert not list((tmp_path / "out").rglob("*.pdf")) if (tmp_path / "out").exists() else True


def test_unsatisfiable_constraints_are_named_at_the_constraint_that_failed_most(cli, tmp_path):
    path = impossible_placement(tmp_path)
    result = cli("setup", str(path), "--seed", "1", "--out", str(tmp_path / "out"))
    assert result.exit_code == 1
    line = result.stderr.strip()
    assert line.startswith(f"{path}:") and ": error [setup.unsatisfiable] could not place 3 × Crate ('crates')" in line
    assert "failed most" in line
    assert not (tmp_path / "out").exists()


def test_a_constraint_naming_an_unknown_token_is_a_finding(tmp_path):
    source = (FIXTURES / "valid" / "minimal.yaml").read_text()
    source += "tokens:\n  - {id: crate, name: Crate, count: 2, front: {label: Crate}}\n"
    source = source.replace("setup_map:\n", "setup_map:\n  random:\n    - id: crates\n      token: crate\n"
                            "      count: 2\n      constraints: [{from: barrel, min: 3in}]\n")
    path = tmp_path / "unknown.yaml"
    path.write_text(source)
    findings = load_encounter(path, "unknown.yaml").findings
    assert [(f.code, f.message) for f in findings] == [
        ("ref.unknown", "unknown place to measure from 'barrel' (known: center, crate, crates, edge, same, south)")]


def test_a_homebrew_setup_works_from_its_data(cli, tmp_path):
    result = cli("setup", str(FIXTURES / "valid" / "homebrew-trackers.yaml"), "--seed", "3", "--format", "json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)[0]["deployment"][0]["side"] == "crisis-team"


PAPER_BY_PARITY = ("letter", "a4")  # odd seeds on Letter, even on A4: both papers, one layout per seed


KEY_COLOUR = "#ffffff"  # a token's key, drawn inside it


def drawn_map(enc, made, paper: str) -> dict:
    """The map as the setup page draws it, read back from its display list (geometry, no PDF):
    the battlefield (the one rect stroked 1 pt), zones (polygons, in deployment order), tokens
    (circles), terrain (dashed rects) and labels (centred text anchored on the battlefield)."""
    items = setup_page(enc, game_constants(), made, PrintOptions(Paper(paper)), enc.id).items
    rect = next(item for item in items if isinstance(item, Rect) and item.stroke and item.width == 1.0)
    field = Box(rect.x, rect.y, rect.x + rect.w, rect.y + rect.h)
    polygons = [item.points for item in items if isinstance(item, Polygon)]
    return {
        "field": field,
        "zones": {area.label.upper(): points for area, points in zip(made.deployment, polygons, strict=True)},
        "tokens": [Box(c.x - c.r, c.y - c.r, c.x + c.r, c.y + c.r) for c in items if isinstance(c, Circle)],
        "terrain": [Box(r.x, r.y, r.x + r.w, r.y + r.h) for r in items if isinstance(r, Rect) and r.dash],
        "labels": [(t.text, text_box(t.text, t.font, t.size, t.x, t.y)) for t in items
                   if isinstance(t, Text) and t.align == "center" and t.color != KEY_COLOUR
                   and field.x0 <= t.x <= field.x1 and field.y0 <= t.y <= field.y1],
        "keys": [(t.text, t.x, t.y) for t in items if isinstance(t, Text) and t.color == KEY_COLOUR
                 and t.align == "center" and field.x0 <= t.x <= field.x1 and field.y0 <= t.y <= field.y1],
        "circles": [c for c in items if isinstance(c, Circle)],
    }


def label_problems(drawn: dict) -> list[tuple[str, str]]:
    """Each label that leaves the battlefield (or its zone), or overlaps a label, token or terrain
    piece (a terrain label may sit inside its own piece)."""
    problems = []
    labels = drawn["labels"]
    for index, (text, box) in enumerate(labels):
        own = [piece for piece in drawn["terrain"] if "SIZE" in text and box.within(piece)]
        checks = {"off the battlefield": not box.within(drawn["field"]),
                  "over a label": any(box.overlaps(other) for _, other in labels[index + 1:]),
                  "over a token": any(box.overlaps(token) for token in drawn["tokens"]),
                  "over terrain": any(box.overlaps(piece) for piece in drawn["terrain"] if piece not in own),
                  "outside its zone": text in drawn["zones"] and
                  not all(inside(drawn["zones"][text], x, y) for x, y in box.corners())}
        problems += [(text, problem) for problem, found in checks.items() if found]
    return problems


@pytest.mark.parametrize("encounter_id", bundled_ids())
def test_labels_overlap_nothing_and_every_terrain_piece_is_placed(bundled, encounter_id):
    """200 seeds, on the page's display list: every declared terrain piece placed and drawn; no
    label over another label, a token or a terrain piece; zone labels inside their zone, all
    labels on the battlefield; every zone labelled."""
    enc = bundled[encounter_id]
    terrain = enc.setup_map.terrain
    declared: Counter = Counter()  # size -> pieces of it the data declares
    for piece in terrain.pieces if terrain else []:
        declared[piece.size] += piece.count
    for seed in range(1, 201):
        made = generate(enc, game_constants(), seed, enc.difficulty.levels[0].name)
        drawn = drawn_map(enc, made, PAPER_BY_PARITY[seed % 2])
        assert made.unplaced == [] and Counter(piece.size for piece in made.terrain) >= declared, seed
        assert len(drawn["terrain"]) == len(made.terrain), seed
        assert set(drawn["zones"]) <= {text for text, _ in drawn["labels"]}, seed
        assert label_problems(drawn) == [], seed


def test_the_label_checks_catch_an_overlap(bundled):
    """The geometry above would notice: a label moved onto a token is reported."""
    enc = bundled["unstoppable-colossus"]
    drawn = drawn_map(enc, generate(enc, game_constants(), 7, "Normal"), "letter")
    text, _ = drawn["labels"][-1]
    drawn["labels"][-1] = (text, drawn["tokens"][0])
    assert (text, "over a token") in label_problems(drawn)


CROWDED = (FIXTURES / "valid" / "minimal.yaml").read_text().replace(
    "setup_map:\n", "setup_map:\n  terrain:\n    text: Crowded.\n    pieces: [{size: 5, count: 40}]\n")


def test_a_terrain_piece_with_no_room_is_named_on_the_sheet_and_by_check(tmp_path):
    path = tmp_path / "crowded.yaml"
    path.write_text(CROWDED)
    loaded = load_encounter(path, "crowded.yaml")
    made = generate(loaded.model, game_constants(), 1, loaded.model.difficulty.levels[0].name)
    assert made.unplaced and {piece.size for piece in made.unplaced} == {5}
    assert len(made.terrain) + len(made.unplaced) == 40
    page = setup_page(loaded.model, game_constants(), made, PrintOptions(Paper.LETTER), "crowded").items
    said = [item.text for item in page if isinstance(item, Text)]
    assert f" No room on this map for {len(made.unplaced)} size 5 pieces; place them by hand where there is space." \
        in said
    findings = run_checks(Context(loaded), ["setup.terrain"]).findings
    assert [(f.line, f.code, f.severity) for f in findings] == [(CROWDED.splitlines().index(
        "    pieces: [{size: 5, count: 40}]") + 1, "setup.terrain", "error")]
    assert "a size 5 piece (pieces[0], 40 declared) finds no room on 10 of 10 seeds" in findings[0].message


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_setup_sheets_keep_five_millimetres_from_every_edge(loaded_bundled, tmp_path, paper):
    loaded = loaded_bundled["mutant-masterworks"]
    built = build_setup_sheets(loaded, Series.of(loaded, ["Normal"], [7]), PrintOptions(paper), tmp_path, "m")
    with open_pdf(built.path) as pdf:
        page = pdf.pages[0]
        objects = [obj for kind in ("chars", "rects", "lines", "curves") for obj in getattr(page, kind)]
        nearest = min(min(obj["x0"], obj["top"], page.width - obj["x1"], page.height - obj["bottom"])
                      for obj in objects)
    assert nearest >= 5 * MM - 0.01


def test_a_placed_randomizer_group_is_named_and_sized_as_its_tokens(tmp_path):
    """A group's id where a token's belongs is a `check` error; the sheet meanwhile still names the
    pieces by the group's name (never its id) and draws them at the group's size."""
    source = (FIXTURES / "valid" / "minimal.yaml").read_text()
    source += ("tokens:\n  - {id: signal, name: Mutant Signal, count: 3, numbered: true, size: 30mm, "
               "randomizer: signals, front: {label: Signal}}\n"
               "randomizers:\n  - {id: signals, name: Mutant Signals, back: {label: Signal}}\n")
    source = source.replace("setup_map:\n", "setup_map:\n  random:\n    - {id: placed, token: signals, count: 3}\n")
    path = tmp_path / "group.yaml"
    path.write_text(source)
    made = generate(load_encounter(path).model, game_constants(), 1, "Normal")
    assert [p.label for p in made.placements] == ["Mutant Signals"] * 3  # no number: none is printed on them
    assert {round(p.radius * 25.4, 3) for p in made.placements} == {15.0}


@pytest.mark.parametrize("encounter_id", bundled_ids())
def test_the_placement_table_keys_every_piece_as_the_map_does_to_the_half_inch(bundled, encounter_id):
    """Every token and terrain piece has a row: its key drawn on the map (a token's inside its
    circle, a piece's in its label), and its centre to the nearest half inch from the two edges the
    table names, the side's own edge named as its deployment zone is."""
    enc = bundled[encounter_id]
    for seed in range(5):
        made = generate(enc, game_constants(), seed, "Normal")
        drawn, table, edges = drawn_map(enc, made, "letter"), made.table(), made.edges()
        assert [row.key for row in table] == token_keys(made) + [
            letter_key(n) for n in range(len(made.terrain))]
        tokens = table[:len(made.placements)]
        for row, (key, x, _), circle in zip(tokens, drawn["keys"], drawn["circles"], strict=True):
            assert row.key == key and abs(x - circle.x) < 0.01
        assert [text.split(" · ")[0] for text, _ in drawn["labels"] if "SIZE" in text] == [
            row.key for row in table[len(made.placements):]]
        for row, thing in zip(table, [*made.placements, *made.terrain], strict=True):
            first, second = edges.measure(thing.x, thing.y)
            assert abs(row.first - first) <= 0.25 and abs(row.second - second) <= 0.25
            assert (row.first * 2).is_integer() and (row.second * 2).is_integer()
        crisis = [zone for zone in enc.setup_map.deployment if zone.side == "crisis-team"]
        along = {zone.corner.split("-")[0] if zone.corner else zone.edge for zone in crisis}
        if crisis:  # opposite corners are along two edges: the sheet's own edge is named instead
            assert edges.second == ("the Crisis Team's edge" if len(along) == 1 else "the bottom edge")


def test_the_table_names_the_edges_and_prints_every_row(loaded_bundled, tmp_path):
    loaded = loaded_bundled["mutant-masterworks"]
    series = Series.of(loaded, ["Normal"], [3])
    made = list(series)
    built = build_setup_sheets(loaded, series, PrintOptions("a4"), tmp_path, "m")
    with open_pdf(built.path) as pdf:
        text = pdf.pages[0].extract_text()
    assert "in inches from the left edge and from the Crisis Team's edge" in text
    lines = text.splitlines()
    for row in printed_rows(loaded.model, made[0]):  # a long name runs on at the start of the next line
        pattern = rf"(?:^| ){row.key} (.+?) {inches(row.first)} {inches(row.second)}(?= |$)"
        found = [(n, match[1]) for n, line in enumerate(lines) for match in re.finditer(pattern, line)]
        assert len(found) == 1, row
        n, first = found[0]
        rest = row.what[len(first):].strip()
        assert first == row.what or row.what.startswith(first) and lines[n + 1].startswith(rest)


@pytest.mark.parametrize("encounter_id", bundled_ids())
def test_no_setup_sheet_prints_what_a_face_down_token_hides(loaded_bundled, tmp_path, encounter_id):
    """Whatever a face-down Randomizer token's front says (a Shutdown Code) is printed on no setup
    sheet, in no order and no placement table, on any of ten seeds. (A numbered group's secret is
    its order, not its numbers: test_hidden_orders_are_never_printed.)"""
    loaded = loaded_bundled[encounter_id]
    enc = loaded.model
    hidden = {token.front.label for token in enc.tokens
              if token.randomizer and enc.group(token.randomizer).face_down and not token.numbered and token.front.label
              and token.front.label != enc.group(token.randomizer).back.label}
    built = build_setup_sheets(loaded, Series.of(loaded, [enc.difficulty.default_level], range(10)), PrintOptions(),
                               tmp_path, encounter_id)
    with open_pdf(built.path) as pdf:
        text = "\n".join(page.extract_text() for page in pdf.pages)
    assert [label for label in hidden if label in text] == []


def test_an_events_tables_are_labelled_and_indexed(cli, tmp_path):
    result = cli("setup", "incredible-hulk", "--tables", "3", "--seed", "100", "--out", str(tmp_path))
    assert result.exit_code == 0, result.stderr
    with open_pdf(tmp_path / "incredible-hulk" / "setup-tables-100-102.pdf") as pdf:
        index, *sheets = [page.extract_text() for page in pdf.pages]
    assert "The Incredible Hulk: 3 tables" in index
    for k, (seed, sheet) in enumerate(zip((100, 101, 102), sheets, strict=True), start=1):
        command = f"printgen setup incredible-hulk --difficulty Normal --seed {seed} --paper letter"
        assert f"{k} {seed} Normal {command}" in index
        assert f"TABLE {k} OF 3 · SEED {seed} · NORMAL" in sheet and command in sheet


def test_difficulty_all_makes_a_sheet_per_level_from_one_seed(cli, tmp_path, bundled):
    levels = bundled["mutant-masterworks"].difficulty.level_names()
    result = cli("setup", "mutant-masterworks", "--difficulty", "all", "--seed", "7", "--out", str(tmp_path))
    assert result.exit_code == 0, result.stderr
    with open_pdf(tmp_path / "mutant-masterworks" / "setup-7-all.pdf") as pdf:
        bands = [page.extract_text() for page in pdf.pages]
    assert len(bands) == len(levels)
    assert all(f"SEED 7 · {level.upper()}" in band for level, band in zip(levels, bands, strict=True))
    data = json.loads(cli("setup", "mutant-masterworks", "--difficulty", "ALL", "--seed", "7", "--format",
                          "json").stdout)
    assert [(one["seed"], one["difficulty"]) for one in data] == [(7, level) for level in levels]


def test_count_and_tables_are_one_or_the_other(cli):
    result = cli("setup", "incredible-hulk", "--count", "2", "--tables", "2")
    assert result.exit_code == 2 and "give --count or --tables, not both" in result.stderr
