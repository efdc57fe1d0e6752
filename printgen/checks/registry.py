"""Every check, by code: the modules are listed here, so that what runs is written down in one
place rather than decided by which modules happen to be imported (yamllint's explicit registry)."""

from __future__ import annotations

from typing import Iterator

from printgen.checks import (colours, config, copies, counts, difficulty, distances, endings, faces, facts, glyphs,
                             layout, levels, limits, missing, named, names, refs, secrets, setup, shapes, tables,
                             text, trackers)
from printgen.checks.base import Check, checks_in

MODULES = (colours, config, copies, counts, difficulty, distances, endings, faces, facts, glyphs, layout, levels,
           limits, missing, named, names, refs, secrets, setup, shapes, tables, text, trackers)


def _registry() -> dict[str, Check]:
    found: dict[str, Check] = {}
    for module in MODULES:
        for registered in checks_in(module):
            if registered.code in found:
                raise RuntimeError(f"two checks are called {registered.code}")  # a programming error
            found[registered.code] = registered
    return dict(sorted(found.items()))


REGISTRY: dict[str, Check] = _registry()


def described() -> Iterator[Check]:
    yield from REGISTRY.values()
