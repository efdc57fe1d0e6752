"""Load-time integrity: ids are unique and every id the data names exists.

These are the references the model itself needs resolved (a card section naming
a rule, a token naming its Randomizer group …). Finer cross-checks belong to
``printgen check``.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from collections.abc import Iterable, Iterator

from printgen.findings import Finding
from printgen.model import CoreRules, Encounter, GameConstants, Node, StatCard, TipCard
from printgen.model.rules import RuleBlock
from printgen.model.trackers import Area, Spots, TableRef, Track
from printgen.yaml_source import SourceDoc

CONSTRAINT_ORIGINS = ("edge", "center", "same")


@dataclass
class _Namespace:
    what: str
    ids: dict[str, tuple] = field(default_factory=dict)  # id -> path of its definition


class IntegrityChecker:
    def __init__(self, doc: SourceDoc, encounter_id: str | None):
        self.doc = doc
        self.encounter_id = encounter_id
        self.findings: list[Finding] = []

    def _report(self, path: tuple, code: str, message: str) -> None:
        line, col = self.doc.position(path)
        self.findings.append(Finding(self.doc.path, line, col, "error", code, message, self.encounter_id))

    def define(self, namespace: _Namespace, items: Iterable[tuple[str, tuple]]) -> _Namespace:
        for ident, path in items:
            if ident in namespace.ids:
                first_line = self.doc.position(namespace.ids[ident])[0]
                self._report(path, "schema.duplicate-id",
                             f"duplicate {namespace.what} id '{ident}' (first at line {first_line})")
            else:
                namespace.ids[ident] = path
        return namespace

    def refer(self, path: tuple, ident: str | None, *namespaces: _Namespace, what: str | None = None) -> None:
        if ident is None or any(ident in ns.ids for ns in namespaces):
            return
        known = sorted({i for ns in namespaces for i in ns.ids})
        what = what or " or ".join(ns.what for ns in namespaces)
        close = difflib.get_close_matches(ident, known, n=1)
        hint = f"; did you mean '{close[0]}'?" if close else (
            f" (known: {', '.join(known[:8])}{', …' if len(known) > 8 else ''})" if known else " (none is defined)")
        self._report(path, "ref.unknown", f"unknown {what} '{ident}'{hint}")


def _ids(items: Iterable[Node], key: str = "id") -> Iterator[tuple[str, tuple]]:
    for item in items:
        ident = getattr(item, key, None)
        if ident is not None:
            yield ident, item.path + (key,)


def walk_rules(blocks: Iterable[RuleBlock]) -> Iterator[RuleBlock]:
    for block in blocks:
        yield block
        yield from walk_rules(block.blocks)


def check_core_rules(doc: SourceDoc, core: CoreRules) -> list[Finding]:
    checker = IntegrityChecker(doc, None)
    checker.define(_Namespace("rule"), _ids(walk_rules(core.rules)))
    return checker.findings


def check_encounter(doc: SourceDoc, enc: Encounter, constants: GameConstants) -> list[Finding]:
    c = IntegrityChecker(doc, enc.id)
    stat_cards = [card for card in enc.cards if isinstance(card, StatCard)]
    tokens = c.define(_Namespace("token"), _ids([*enc.tokens, *enc.randomizers]))
    groups = _Namespace("Randomizer group", {g.id: g.path for g in enc.randomizers})
    roll_tables = c.define(_Namespace("roll table"), _ids(enc.tables))
    reference_tables = c.define(_Namespace("reference table"), _ids(enc.reference_tables))
    rules = c.define(_Namespace("rule"), _ids(walk_rules(enc.rules)))
    superpowers = c.define(_Namespace("superpower"), _ids(
        [*enc.superpowers, *(p for card in stat_cards for p in (*card.superpowers, *card.attacks))]))
    flowcharts = c.define(_Namespace("flowchart"), _ids(enc.flowcharts))
    c.define(_Namespace("tracker"), _ids(enc.trackers))
    c.define(_Namespace("tracker component"), _ids(
        comp for tracker in enc.trackers for comp in tracker.components if not isinstance(comp, TableRef)))
    c.define(_Namespace("card"), _ids(enc.cards))
    endings = c.define(_Namespace("ending"), _ids(enc.endings))
    columns = c.define(_Namespace("difficulty column"), _ids(enc.difficulty.columns))
    levels = c.define(_Namespace("difficulty level"), _ids(enc.difficulty.levels, "name"))
    sizes = _Namespace("card size", {name: () for name in constants.cards})
    setup = enc.setup_map
    places = c.define(_Namespace("setup map"), _ids([*setup.deployment, *setup.fixed, *setup.random]))
    zones = _Namespace("zone", {z.id: z.path for z in setup.deployment})
    c.define(_Namespace("order"), _ids(setup.orders))

    for block in walk_rules(enc.rules):
        c.refer(block.path + ("token",), block.token, tokens)
        c.refer(block.path + ("table",), block.table, roll_tables)
        c.refer(block.path + ("reference_table",), block.reference_table, reference_tables)
        for i, ident in enumerate(block.superpowers):
            c.refer(block.path + ("superpowers", i), ident, superpowers)
        for i, ident in enumerate(block.endings):
            c.refer(block.path + ("endings", i), ident, endings)
    for card in enc.cards:
        c.refer(card.path + ("size",), card.size, sizes)
        if isinstance(card, TipCard):
            for section in [*card.front, *(card.back or [])]:
                key, ident = section.content
                target = {"rule": rules, "table": roll_tables, "reference_table": reference_tables,
                          "superpower": superpowers, "flowchart": flowcharts}.get(key)
                if target:
                    c.refer(section.path + (key,), ident, target)
    for token in enc.tokens:
        c.refer(token.path + ("randomizer",), token.randomizer, groups)
    for table in enc.tables:
        c.refer(table.path + ("dice_from",), table.dice_from, columns)
        if isinstance(table.dice, dict):
            for level in table.dice:
                c.refer(table.path + ("dice", level), level, levels)
    for ending in enc.endings:
        c.refer(ending.path + ("difficulty",), ending.difficulty, columns)
    c.refer(enc.squad.path + ("team_tactics",), enc.squad.team_tactics, columns)
    for column in enc.difficulty.columns:
        for exemption in column.exempt:
            c.refer(exemption.path + ("level",), exemption.level, levels)
    for level in enc.difficulty.levels:
        for column_id in level.values:
            c.refer(level.path + ("values", column_id), column_id, columns)
    for tracker in enc.trackers:
        for comp in tracker.components:
            if isinstance(comp, (Track, Spots, Area)):
                c.refer(comp.path + ("token",), comp.token, tokens)
            if isinstance(comp, Track):
                c.refer(comp.path + ("start_from",), comp.start_from, columns)
            elif isinstance(comp, TableRef):
                c.refer(comp.path + ("table",), comp.table, roll_tables, reference_tables)
    for fixed in setup.fixed:
        c.refer(fixed.path + ("token",), fixed.token, tokens)
    origins = _Namespace("origin", {word: () for word in CONSTRAINT_ORIGINS})
    for placement in setup.random:
        c.refer(placement.path + ("token",), placement.token, tokens)
        c.refer(placement.path + ("zone",), placement.zone, zones)
        for constraint in placement.constraints:
            c.refer(constraint.path + ("from",), constraint.origin, origins, places, tokens,
                    what="place to measure from")
    for order in setup.orders:
        c.refer(order.path + ("randomizer",), order.randomizer, groups, tokens)
    return c.findings
