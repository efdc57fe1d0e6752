"""Load-time integrity: ids are unique and every id the data names exists.

These are the references the model itself needs resolved (a card section naming
a rule, a token naming its Randomizer group …). The model declares them in its
field types (printgen/model/refs.py) and they are found by walking it; the kinds
they name are defined here. Finer cross-checks belong to ``printgen check``.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from collections.abc import Iterable, Iterator

from printgen.core.findings import Finding
from printgen.model import CoreRules, Encounter, GameConstants, Node, assumed
from printgen.model.refs import file_references
from printgen.model.rules import walk_rules
from printgen.load.yaml_read import YamlDoc

CONSTRAINT_ORIGINS = ("edge", "center", "same")


@dataclass
class _Namespace:
    what: str
    ids: dict[str, tuple] = field(default_factory=dict)  # id -> path of its definition


class IntegrityChecker:
    def __init__(self, doc: YamlDoc, encounter_id: str | None):
        self.doc = doc
        self.encounter_id = encounter_id
        self.findings: list[Finding] = []

    def report(self, path: tuple, code: str, message: str) -> None:
        line, col = self.doc.position(path)
        self.findings.append(Finding(self.doc.path, line, col, "error", code, message, self.encounter_id))

    def define(self, namespace: _Namespace, items: Iterable[tuple[str, tuple]]) -> _Namespace:
        for ident, path in items:
            if ident in namespace.ids:
                first_line = self.doc.position(namespace.ids[ident])[0]
                self.report(path, "schema.duplicate-id",
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
        self.report(path, "ref.unknown", f"unknown {what} '{ident}'{hint}")


def _ids(items: Iterable[Node], key: str = "id") -> Iterator[tuple[str, tuple]]:
    for item in items:
        ident = getattr(item, key, None)
        if ident is not None:
            yield ident, item.path + (key,)


def check_core_rules(doc: YamlDoc, core: CoreRules) -> list[Finding]:
    checker = IntegrityChecker(doc, None)
    checker.define(_Namespace("rule"), _ids(walk_rules(core.rules)))
    check_covers(checker, core, core.assumptions)
    return checker.findings


def check_covers(checker: IntegrityChecker, root: Node, assumptions: list) -> None:
    """Every value an assumption covers exists, and the words it marks are in that value."""
    for assumption in assumptions:
        for cover in assumption.covers:
            try:
                targets = assumed.resolve(root, cover.at)
            except assumed.CoverError as exc:
                checker.report(cover.path, "ref.unknown",
                               f"'{cover.at}' names nothing this assumption can cover: {exc}")
                continue
            for words in cover.words:
                if not any(isinstance(t.value(), str) and words in t.value() for t in targets):
                    checker.report(cover.path, "ref.unknown",
                                    f"the words '{words}' are not in the text at '{cover.at}'")


def check_encounter(doc, enc: Encounter, constants: GameConstants, known: set[str] | None = None) -> list[Finding]:
    """Ids are unique within their kind, and every reference the model declares names one (or one of the
    ``known`` ids, which parts of the file the schema refused define). The assumptions' covers are checked
    once the text references are said (covers_checked)."""
    checker = IntegrityChecker(doc, enc.id)
    namespaces = {kind: checker.define(_Namespace(kind), ids) for kind, ids in _unique_ids(enc).items()}
    namespaces |= _other_namespaces(enc, constants)
    for ref in file_references(enc):
        if ref.ident not in (known or ()):
            checker.refer(ref.path, ref.ident, *(namespaces[kind] for kind in ref.refers_to.kinds),
                          what=ref.refers_to.what)
    return checker.findings


def covers_checked(doc, enc: Encounter) -> list[Finding]:
    """Every value an assumption covers exists, and the words it marks are in the text as the kit prints
    it (text references said: load/text_values.py)."""
    checker = IntegrityChecker(doc, enc.id)
    check_covers(checker, enc, enc.assumptions)
    return checker.findings


def _unique_ids(enc: Encounter) -> dict[str, Iterator[tuple[str, tuple]]]:
    """Each kind of thing an encounter defines, and its ids (each unique within its kind)."""
    return {kind: _ids(things, "name" if kind == "difficulty level" else "id")
            for kind, things in enc.defined().items()}


def _other_namespaces(enc: Encounter, constants: GameConstants) -> dict[str, _Namespace]:
    """Kinds whose ids are checked for uniqueness as part of a wider kind, or are not the file's."""
    return {
        "Randomizer group": _Namespace("Randomizer group", {g.id: g.path for g in enc.randomizers}),
        "zone": _Namespace("zone", {z.id: z.path for z in enc.setup_map.deployment}),
        "card size": _Namespace("card size", {name: () for name in constants.cards}),
        "origin": _Namespace("origin", {word: () for word in CONSTRAINT_ORIGINS}),
    }
