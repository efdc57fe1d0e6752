"""The scaling rows of run.py: for each dimension of an encounter file, the same bundled encounter
written with that dimension at a base size and at ten times it, and `check` and `kit` of the larger
measured against the smaller. The ratio is divided by how many times more of the dimension the larger
holds, so a cost linear in the work is at most 1 (less where start-up, the same for both, counts).

Each dimension grows by copies of the encounter's own elements with every id renamed (generated.py),
so the checks and layouts see new elements of real content, not one repeated. The grown files are
valid: where a copy needs more of something else (placed tokens need printed copies), that grows too.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path

import yaml

from generated import dump, renamed

FACTOR = 10
BUILD_PER_CHECK = 4.0
"""A kit's build after its check does at most this many times the check's work: the stated multiple
that tests/test_check_bounds_the_build.py holds in function calls and run.py's bound rows in CPU
seconds (a `kit` process, start-up and check included, at most 1 + this times a `check` process)."""
BASE = {"placements": 1}
"""The smaller file holds BASE times the encounter's elements of a dimension (2 unless named here), the
larger BASE × FACTOR: far enough from one copy that the work, not start-up, is what grows, and within
the limits (the placements' copies: 100 things on a setup map)."""


def _copies(items: list, times: int) -> list:
    """``items`` and ``times - 1`` copies of them, every id renamed."""
    return items + [element for n in range(1, times) for element in renamed(copy.deepcopy(items), n)]


def _cards(data: dict, times: int) -> dict:
    """More of the printed cards (a placeholder, ``printed: false``, stands for one missing component:
    a copy would be a second missing one the file does not name)."""
    printed = [card for card in data["cards"] if card.get("printed", True)]
    placeholders = [card for card in data["cards"] if not card.get("printed", True)]
    return {**data, "cards": _copies(printed, times) + placeholders}


def _tokens(data: dict, times: int) -> dict:
    return {**data, "tokens": _copies(data["tokens"], times)}


def _tables(data: dict, times: int) -> dict:
    return {**data, "tables": _copies(data["tables"], times)}


def _trackers(data: dict, times: int) -> dict:
    return {**data, "trackers": _copies(data["trackers"], times)}


def _chart_cells(data: dict, times: int) -> dict:
    """More columns of the difficulty chart, each level with its value in every new column."""
    chart = copy.deepcopy(data["difficulty"])
    columns = _copies(chart["columns"], times)
    for level in chart["levels"]:
        level["values"] = {column["id"]: level["values"][column["id"].split("-copy-")[0]] for column in columns}
    return {**data, "difficulty": {**chart, "columns": columns}}


def _placements(data: dict, times: int) -> dict:
    """More random placements, and as many more copies of the tokens they place printed."""
    setup = copy.deepcopy(data["setup_map"])
    placed = {placement["token"] for placement in setup["random"]}
    setup["random"] = _copies(setup["random"], times)
    tokens = [{**token, "count": token["count"] * times} if token["id"] in placed else token
              for token in data["tokens"]]
    return {**data, "setup_map": setup, "tokens": tokens}


DIMENSIONS: dict[str, Callable[[dict, int], dict]] = {
    "cards": _cards, "tokens": _tokens, "tables": _tables, "trackers": _trackers, "chart": _chart_cells,
    "placements": _placements}
"""Each dimension a file grows in, and how (the rules grow in run.py's linear row)."""


def scaled_files(source: Path, dimension: str, folder: Path) -> tuple[Path, Path]:
    """``source`` with ``dimension`` at BASE and at BASE × FACTOR times, written in ``folder``."""
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    paths = []
    base = BASE.get(dimension, 2)
    for times in (base, base * FACTOR):
        grown = DIMENSIONS[dimension](data, times)
        grown["id"] = f"{data['id']}-{dimension}-x{times}"  # a bundled encounter's id is refused (ref.bundled-id)
        path = folder / f"{grown['id']}.yaml"
        path.write_text(dump(grown), encoding="utf-8")
        paths.append(path)
    return paths[0], paths[1]
