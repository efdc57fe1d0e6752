"""The compiled constraints: every kind of constraint the data can state compiles to one Rule, and
the placement search and the validator ask those very Rules, so they cannot disagree."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from conftest import FIXTURES, load_snippet
from printgen.load.loader import game_constants
from printgen.randomise import generate, violations
from printgen.randomise.constraints import ZoneOrigin, Bound, Centre, Edge, Named, Same, first_broken
from printgen.randomise.plan import plan

EVERY_KIND = (FIXTURES / "valid" / "minimal.yaml").read_text().replace("setup_map:\n", """setup_map:
  battlefield: [30in, 24in]
  fixed:
    - {id: hero, label: Hero, at: center, base: 40mm}
  random:
    - id: crates
      token: crate
      count: 2
      symmetry: point
      constraints:
        - {from: edge, min: 2in}
        - {from: center, min: 4in}
        - {from: south, min: 1in}
        - {from: same, min: 3in}
        - {from: hero, min: 3in}
    - id: barrels
      token: barrel
      count: 2
      constraints:
        - {from: crates, min: 1in}
        - {from: crate, max: 12in}
""") + """tokens:
  - {id: crate, name: Crate, count: 2, size: 30mm, front: {label: Crate}}
  - {id: barrel, name: Barrel, count: 2, size: 40mm, front: {label: Barrel}}
"""

KINDS = {"edge": Edge, "center": Centre, "south": ZoneOrigin, "same": Same, "hero": Named, "crates": Named,
         "crate": Named}


@pytest.fixture
def every_kind(tmp_path):
    loaded = load_snippet(tmp_path, EVERY_KIND)
    assert loaded.ok, [f.format() for f in loaded.findings]
    return loaded.model


def rules_of(enc):
    return [rule for piece in plan(enc, 30, 24).pieces for rule in piece.rules]


def test_every_kind_of_constraint_compiles_to_its_origin(every_kind):
    compiled = {rule.constraint.origin: type(rule.origin) for rule in rules_of(every_kind)}
    assert compiled == KINDS


def test_every_rule_measures_once_its_objects_are_placed(every_kind):
    """Before anything is placed a rule that names objects has nothing to measure from (and is
    met); on a finished map every rule gives a distance."""
    made = generate(every_kind, game_constants(), 3, "Normal")
    for rule in rules_of(every_kind):
        on_empty_map = rule.against([])
        if isinstance(rule.origin, Named):
            assert on_empty_map.distance(15, 12, 0.5) is None and not on_empty_map.breaks(15, 12, 0.5)
        else:
            assert isinstance(on_empty_map.distance(15, 12, 0.5), float)
        assert isinstance(rule.against(made.placements).distance(15, 12, 0.5), float)


def test_distances_are_measured_from_the_edges_of_tokens(every_kind):
    edge, centre, zone = (rule.against([]) for rule in rules_of(every_kind)[:3])
    assert edge.distance(3.0, 12.0, 0.5) == pytest.approx(2.5)
    assert centre.distance(20.0, 12.0, 0.5) == pytest.approx(4.5)
    assert zone.distance(15.0, 8.0, 0.5) == pytest.approx(8.0 - 0.5 - 6.0)  # south zone: range 3 = 6 in deep


def test_the_sampler_and_the_validator_ask_the_same_compiled_rules(every_kind, monkeypatch):
    """One compiled Rule per data constraint serves both: the validator asks every Rule object of the
    plan, the search every one but those the box it draws from keeps (a minimum from the edges)."""
    asked: dict[str, set[int]] = {"search": set(), "validator": set()}
    asking = ["search"]
    breaks = Bound.breaks

    def spy(self, x, y, r):
        asked[asking[0]].add(id(self.rule))
        return breaks(self, x, y, r)

    monkeypatch.setattr(Bound, "breaks", spy)
    made = generate(every_kind, game_constants(), 5, "Normal")
    asking[0] = "validator"
    assert violations(every_kind, made) == []
    rules = rules_of(every_kind)
    assert asked["validator"] == {id(rule) for rule in rules}
    assert asked["search"] == {id(rule) for rule in rules if not rule.kept_by_its_box}
    assert any(rule.kept_by_its_box for rule in rules)


@pytest.mark.parametrize("encounter_id", ["incredible-hulk", "mutant-masterworks", "unstoppable-colossus"])
def test_what_the_sampler_rejects_the_validator_reports(bundled, encounter_id):
    """A copy moved anywhere: the rule the search would name first is one the validator reports,
    and where the search finds no broken rule the validator reports none."""
    enc = bundled[encounter_id]
    made = generate(enc, game_constants(), 2, "Normal")
    piece = plan(enc, *made.battlefield).pieces[-1]
    at = next(index for index, p in enumerate(made.placements) if p.source == piece.placement.id)
    rng = random.Random(7)
    token = made.placements[at]
    others = made.placements[:at] + made.placements[at + 1:]
    bounds = [rule.against(others) for rule in piece.rules]
    for _ in range(200):
        moved = replace(token, x=rng.uniform(0, 36), y=rng.uniform(0, 36))
        broken = first_broken(bounds, [(moved.x, moved.y)], moved.radius)
        moved_there = replace(made, placements=[*others[:at], moved, *others[at:]])
        reported = [problem for problem in violations(enc, moved_there) if problem.startswith(f"{moved.label}: breaks")]
        if broken is None:
            assert reported == []
        else:
            assert reported[0] == f"{moved.label}: breaks the constraint from '{piece.rules[broken].constraint.origin}'"


def test_the_plan_is_compiled_once_per_encounter(bundled):
    enc = bundled["unstoppable-colossus"]
    assert plan(enc, 36, 36) is plan(enc, 36, 36)
    assert plan(enc, 36, 36) is not plan(bundled["incredible-hulk"], 36, 36)


def test_the_level_only_labels_a_setup(loaded_bundled):
    """`check` searches each seed once for every level (checks/setup/placements.py); that holds only while no
    placement depends on the level."""
    for loaded in loaded_bundled.values():
        enc = loaded.model
        made = [generate(enc, game_constants(), 3, level.name) for level in enc.difficulty.levels]
        assert len({repr((m.placements, m.terrain, m.orders, m.hidden)) for m in made}) == 1, enc.id
