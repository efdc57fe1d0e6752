"""Every check, by code: the modules are listed here, so that what runs is written down in one
place rather than decided by which modules happen to be imported (yamllint's explicit registry).
Each module is the one its checks' code prefix names (tests/checks/test_registry.py holds them to it)."""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType

from printgen.checks import (cards, checks, colours, difficulty, endings, flow, layout, levels, limits, refs, secrets,
                             source, trackers)
from printgen.checks.base import Check, checks_in
from printgen.checks.facts import placements as fact_placements, values
from printgen.checks.setup import battlefield, placements as setup_placements, zones
from printgen.checks.tables import dice, rows
from printgen.checks.text import articles, copies, glyphs, name_typos, named, names, proofreading

MODULES: tuple[ModuleType, ...] = (
    cards, checks, colours, difficulty, endings, values, fact_placements, flow, layout, levels, limits, refs,
    secrets, battlefield, setup_placements, zones, source, dice, rows, articles, copies, glyphs, name_typos, named,
    names, proofreading, trackers)


def _registry() -> dict[str, Check]:
    found: dict[str, Check] = {}
    for module in MODULES:
        for registered in checks_in(module):
            if registered.code in found:
                raise RuntimeError(f"two checks are called {registered.code}")  # a programming error
            found[registered.code] = registered
    return dict(sorted(found.items()))


REGISTRY: dict[str, Check] = _registry()
"""Sorted by code: the order checks run in, and findings of one place are reported in, whatever module
holds them."""


def described() -> Iterator[Check]:
    yield from REGISTRY.values()
