"""Load-time integrity: every reference the model declares is checked, and every field that looks
like a reference is declared, so a new reference field cannot go unchecked unnoticed.

The cases come from the model: its classes, their fields and the references they declare
(printgen/model/refs.py). The one hand-written piece is EVERY_REFERENCE, an encounter that holds
each declared reference at least once; a new reference field fails here until it has an example.
"""

from __future__ import annotations

import copy
import re
import typing
from pathlib import Path

import pytest
import yaml

from printgen.load.loader import load_encounter
from printgen.model import CoreRules, Encounter, GameConstants, Node
from printgen.model.base import Id
from printgen.model.refs import children, reference_slots, references, TokenId

# Fields that look like references by the rules below but are not ids of the file's things.
NOT_REFERENCES = {
    ("Tier", "values"): "keys are the track's own tier columns: checked by `check` (tracker.tiers)",
    ("KnownWord", "word"): "a word the spelling check accepts",
    ("Encounter", "sources"): "titles of the seed documents",
    ("SquadComposition", "cosmic_threat_squad"): "character names as printed",
    ("GameConstants", "cards"): "defines the card sizes that cards refer to",
    ("GameConstants", "provenance"): "keys are the names of the constants (NOTED), checked by its validator",
    ("Provenance", "source"): "where a game constant comes from, in words",
    ("Cover", "words"): "words inside the covered text: checked at load with the path (load/integrity.py)",
}

EVERY_REFERENCE = """\
format: 1
id: every-reference
title: Every Reference
cosmic_threat: Menace
story: A story.
squad: {players: 2, team_tactics: tactics, cosmic_threat_squad: [Menace]}
difficulty:
  columns:
    - {id: dice, label: Dice, harder: more}
    - {id: tactics, label: Team Tactics, harder: fewer, exempt: [{level: Hard, reason: A reason.}]}
  levels:
    - {name: Normal, values: {dice: 1, tactics: 2}}
    - {name: Hard, values: {dice: 2, tactics: 1}}
rules:
  - {id: priority, title: Priority, text: First., token: crate, table: roll, reference_table: levels,
     superpowers: [granted], endings: [victory]}
endings:
  - {id: victory, name: Victory, winner: crisis-team, text: They win., difficulty: dice}
randomizers:
  - {id: group, name: Group, back: {label: Back}}
tokens:
  - {id: crate, name: Crate, count: 2, front: {label: Crate}, randomizer: group}
tables:
  - {id: roll, name: Roll, dice: {Normal: 1, Hard: 2}, rows: [{faces: [hit], text: Hit.}]}
  - {id: rolled, name: Rolled, dice_from: dice, rows: [{faces: [hit], text: Hit.}]}
reference_tables:
  - {id: levels, name: Levels, key_label: Level, rows: [{key: 1, text: One.}]}
superpowers:
  - {id: granted, name: Granted, text: A power.}
flowcharts:
  - {id: flow, title: Flow, steps: [{ask: Is it so, action: Act.}], then: Done.}
trackers:
  - id: tracker
    name: Tracker
    components:
      - {type: track, id: track, label: Track, from: 0, to: 5, start_from: dice, token: crate}
      - {type: spots, id: spots, label: Spots, count: 2, token: crate}
      - {type: area, id: area, label: Area, token: crate}
      - {type: table, table: levels}
cards:
  - id: tip
    kind: tip
    title: Tip
    side: both
    size: tip
    front: [{rule: priority}, {table: roll}, {reference_table: levels}, {superpower: granted}, {flowchart: flow}]
  - {id: stat, kind: stat, side: cosmic-threat, character: Menace, size: stat, printed: false}
setup_map:
  deployment:
    - {id: south, label: Crisis Team, edge: south, depth: range 3}
  fixed:
    - {id: console, label: Console, token: crate, at: center}
  random:
    - {id: crates, token: crate, count: 1, zone: south, constraints: [{from: edge, min: 1in}]}
  orders:
    - {id: order, name: Order, randomizer: group, hidden: true, text: Shuffle.}
missing:
  - {what: The Menace's stat card, why: Not in the source., card: stat}
"""

DANGLING = "zz-dangling"


# --- the model's classes and fields, found from its roots --------------------------------------------

def _classes_in(hint) -> list[type[Node]]:
    if isinstance(hint, type) and issubclass(hint, Node):
        return [hint]
    return [cls for arg in typing.get_args(hint) for cls in _classes_in(arg)]


def model_classes() -> dict[str, type[Node]]:
    found: dict[str, type[Node]] = {}
    todo: list[type[Node]] = [Encounter, CoreRules, GameConstants]
    while todo:
        cls = todo.pop()
        if cls.__name__ not in found:
            found[cls.__name__] = cls
            todo += [child for field in cls.model_fields.values() for child in _classes_in(field.annotation)]
    return found


CLASSES = model_classes()
FIELDS = [(cls, name) for cls in CLASSES.values() for name in cls.model_fields]
SLOTS = [(cls, slot) for cls in CLASSES.values() for slot in reference_slots(cls)]


# --- what a reference looks like -----------------------------------------------------------------------

def _words(name: str) -> set[str]:
    """The words of a field or class name, singular (Spots → spot, cosmic_threat_squad → squad …)."""
    parts = re.findall(r"[A-Z][a-z]*|[a-z]+", name)
    return {part.lower().removesuffix("s") for part in parts}


# A field named after something the model defines (a token, a table, a level …) names one of them.
THINGS = set().union(*(_words(name) for name in CLASSES)) - {"id"}


def _mentions_id(hint) -> bool:
    """Whether the type holds an Id (the identifier type) anywhere: as a value, an item or a key."""
    if typing.get_origin(hint) is typing.Annotated and Id.__metadata__[0] in hint.__metadata__:
        return True
    return any(_mentions_id(arg) for arg in typing.get_args(hint))


def _holds_text(hint) -> bool:
    """Whether the type holds free text (a str not restricted to a Literal vocabulary)."""
    if hint is str:
        return True
    if typing.get_origin(hint) is typing.Literal:
        return False
    if typing.get_origin(hint) is typing.Annotated:
        return _holds_text(typing.get_args(hint)[0])
    return any(_holds_text(arg) for arg in typing.get_args(hint))


def _keyed_by_text(hint) -> bool:
    args = typing.get_args(hint)
    if typing.get_origin(hint) is dict:
        return _holds_text(args[0])
    return any(_keyed_by_text(arg) for arg in args)


def _named_after_a_thing(name: str, key: str) -> bool:
    return bool((_words(name) | _words(key)) & THINGS) or re.search(r"_ids?$|^from$", key) is not None


def looks_like_a_reference(cls: type[Node], name: str) -> bool:
    """An Id that is not the node's own, a mapping keyed by text, or text in a field named after a
    thing the model defines (token, table, level …, or ending in _id, or the key 'from')."""
    hint = typing.get_type_hints(cls, include_extras=True)[name]
    key = cls.model_fields[name].alias or name
    return ((name != "id" and _mentions_id(hint)) or _keyed_by_text(hint)
            or (_named_after_a_thing(name, key) and _holds_text(hint)))


def declared(cls: type[Node], name: str) -> bool:
    return any(slot.field == name for slot in reference_slots(cls))


# --- the invariants ---------------------------------------------------------------------------------

def test_every_field_that_looks_like_a_reference_is_declared_as_one():
    undeclared = [f"{cls.__name__}.{name}" for cls, name in FIELDS
                  if looks_like_a_reference(cls, name) and not declared(cls, name)
                  and (cls.__name__, name) not in NOT_REFERENCES]
    assert undeclared == [], "declare these in printgen/model (a RefersTo type from printgen/model/refs.py)"


def test_every_field_excused_still_exists_and_still_looks_like_a_reference():
    for owner, name in NOT_REFERENCES:
        assert owner in CLASSES and name in CLASSES[owner].model_fields, (owner, name)
        assert looks_like_a_reference(CLASSES[owner], name) and not declared(CLASSES[owner], name), (owner, name)


def test_the_rules_see_what_they_are_for():
    """The invariant above is not vacuous: it sees each kind of reference the model declares."""
    assert all(looks_like_a_reference(cls, slot.field) for cls, slot in SLOTS)
    assert {slot.position for _, slot in SLOTS} == {"value", "item", "key"}
    assert {"token", "table", "level", "column", "zone", "randomizer", "rule"} <= THINGS


def test_an_own_id_is_not_a_reference():
    assert not any(slot.field == "id" for _, slot in SLOTS)


def test_a_reference_where_it_would_not_be_walked_is_refused():
    class Nested(Node):
        grid: list[list[TokenId]]

    with pytest.raises(TypeError, match="Nested.grid"):
        reference_slots(Nested)


# --- every declared reference is checked ------------------------------------------------------------------

def load_snippet(folder: Path, text: str):
    path = folder / "e.yaml"
    path.write_text(text, encoding="utf-8")
    return load_encounter(path, "e.yaml")


def _nodes(node, path=()):
    if isinstance(node, Node):
        yield node
    for child, child_path in children(node, path):
        yield from _nodes(child, child_path)


def _example(loaded, cls: type[Node], slot) -> tuple:
    """The path of the first id the slot holds in EVERY_REFERENCE."""
    for node in _nodes(loaded.model):
        found = [ref.path for ref in references(node, node.path) if ref.path[len(node.path)] == slot.key]
        if type(node) is cls and found:
            return found[0]
    pytest.fail(f"EVERY_REFERENCE has no {cls.__name__}.{slot.field}: add one, so that it is tested")


def _dangle(data, path: tuple, is_key: bool) -> tuple:
    """Replace the id at ``path`` (a mapping's key if ``is_key``); the path of the dangling id."""
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    if not is_key:
        parent[path[-1]] = DANGLING
        return path
    items = [(DANGLING if key == path[-1] else key, value) for key, value in parent.items()]
    parent.clear()
    parent.update(items)
    return path[:-1] + (DANGLING,)


@pytest.fixture(scope="module")
def every_reference(tmp_path_factory):
    loaded = load_snippet(tmp_path_factory.mktemp("every"), EVERY_REFERENCE)
    assert loaded.ok, [f.format() for f in loaded.findings]
    return loaded


def test_every_reference_resolves_in_the_example(every_reference):
    assert len(list(references(every_reference.model))) >= len(SLOTS)


@pytest.mark.parametrize("cls, slot", SLOTS, ids=[f"{cls.__name__}.{slot.field}" for cls, slot in SLOTS])
def test_a_dangling_reference_is_a_located_finding(cls, slot, every_reference, tmp_path):
    data = copy.deepcopy(every_reference.doc.data)
    path = _dangle(data, _example(every_reference, cls, slot), slot.position == "key")
    loaded = load_snippet(tmp_path, yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
    assert [f.code for f in loaded.findings] == ["ref.unknown"]
    finding = loaded.findings[0]
    line, col = loaded.doc.position(path)
    assert (finding.line, finding.col, finding.code) == (line, col, "ref.unknown")
    assert finding.message.startswith(f"unknown {slot.refers_to.what} '{DANGLING}'")
    assert DANGLING in loaded.doc.text.splitlines()[line - 1]
