"""Encounter files made for the benchmarks: the YAML writer largest.py and run.py share, and a
bundled encounter grown to a multiple of its size for the linearity row of run.py.

The encounter grows by copies of its own rules (every id renamed, so each copy is new to the
checks), which keeps the text real: proofreading, references and layout see what a long
homebrew file would hold, not one filler word repeated.
"""

from __future__ import annotations

from pathlib import Path

import yaml


def dump(data) -> str:
    return yaml.safe_dump(data, sort_keys=False, width=10_000, allow_unicode=True)


def renamed(node, copy: int):
    """``node`` with every id (its own and those of nested rules) made unique to ``copy``."""
    if isinstance(node, dict):
        return {key: f"{value}-copy-{copy}" if key == "id" else renamed(value, copy) for key, value in node.items()}
    if isinstance(node, list):
        return [renamed(value, copy) for value in node]
    return node


def grown(data: dict, factor: float) -> dict:
    """``data`` with as many copies of its rules as make it about ``factor`` times its size (the
    size of one set of copies measured once: dumping the whole file per copy would be slow)."""
    own = [rule for rule in data["rules"] if not rule.get("difficulty")]  # one difficulty table only
    one_set = len(dump(renamed(own, 0)).encode())
    copies = round((factor - 1) * len(dump(data).encode()) / one_set)
    # an id of its own: a file that keeps a bundled encounter's id is refused (ref.bundled-id)
    return {**data, "id": f"{data['id']}-x{factor:g}",
            "rules": data["rules"] + [rule for n in range(1, copies + 1) for rule in renamed(own, n)]}


def scaled_pair(source: Path, factor: float, folder: Path, base: float = 1.0) -> tuple[Path, Path, float]:
    """Two files written alike: ``source`` grown to ``base`` times its size and to ``base × factor``
    times; returns their paths and the ratio of their sizes in bytes."""
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    small, large = folder / f"{source.stem}-x{base:g}.yaml", folder / f"{source.stem}-x{base * factor:g}.yaml"
    small.write_text(dump(grown(data, base)), encoding="utf-8")
    large.write_text(dump(grown(data, base * factor)), encoding="utf-8")
    return small, large, large.stat().st_size / small.stat().st_size
