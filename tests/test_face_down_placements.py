"""The backs of a face-down Randomizer group placed on the map: the sheet shows the group's backs and
never which token lies where; Tabletop Simulator lays its tokens face down there, named by the group
(TTS shows a tile's name to whoever points at it), which one where drawn by the seed."""

from __future__ import annotations

import json

import pdfplumber
import pytest

from conftest import MINIMAL

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

PLACED = MINIMAL.replace("    text: The Crisis Team starts with priority.",
                         "    text: The Crisis Team starts with priority.\n    token: soldiers") + """\
  random:
    - {id: patrol, token: soldiers, count: 4, constraints: [{from: south, min: 2in}, {from: same, min: 6in}]}
randomizers:
  - {id: soldiers, name: Soldier, back: {label: Soldier}, face_down: true}
tokens:
  - {id: code, name: Shutdown Code, count: 2, randomizer: soldiers, front: {label: Code}}
  - {id: decoy, name: Decoy, count: 2, randomizer: soldiers, front: {label: Decoy}}
"""
HIDDEN = ("Shutdown Code", "Decoy", "Code")


def placed(tmp_path):
    path = tmp_path / "placed.yaml"
    path.write_text(PLACED, encoding="utf-8")
    return path


def test_check_passes_and_the_sheet_shows_backs_only(cli, tmp_path):
    path = placed(tmp_path)
    assert cli("check", "--strict", str(path)).exit_code == 0
    assert cli("setup", str(path), "--seed", "3", "--out", str(tmp_path / "out")).exit_code == 0
    with pdfplumber.open(tmp_path / "out" / "minimal" / "setup-3.pdf") as pdf:
        text = pdf.pages[0].extract_text()
    assert text.count("Soldier") >= 4 and not any(name in text for name in HIDDEN)


def on_map(cli, tmp_path, seed: int) -> list[dict]:
    out = tmp_path / f"tts-{seed}"
    assert cli("tts", str(placed(tmp_path)), "--seed", str(seed), "--out", str(out)).exit_code == 0
    saved = json.loads((out / "minimal" / "tts" / f"minimal-seed-{seed}.json").read_text(encoding="utf-8"))
    found: list[dict] = []

    def walk(node):
        if isinstance(node, dict):
            if node.get("Description", "").startswith("map key"):
                found.append(node)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk(saved)
    return found


def test_tabletop_simulator_lays_them_face_down_named_by_the_group_drawn_by_the_seed(cli, tmp_path):
    draws = set()
    for seed in range(1, 7):
        tiles = on_map(cli, tmp_path, seed)
        assert len(tiles) == 4
        assert all(tile["Nickname"] == "Soldier" and round(tile["Transform"]["rotZ"]) == 180 for tile in tiles)
        draws.add(tuple(tile["CustomImage"]["ImageURL"] for tile in tiles))
    assert len(draws) > 1  # which token lies where changes with the seed
