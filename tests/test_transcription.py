"""Facts read from the seeds (../shared/seeds), asserted on the bundled encounters.

Each expected value below was read off the source document named in the test's
docstring; a change to the data that contradicts the seeds fails here.
"""

from __future__ import annotations

from printgen.load.loader import core_rules
from printgen.model import StatCard, TipCard
from printgen.model.trackers import Spots, TableRef, Track

ALL_FACES = {"critical", "wild", "hit", "block", "blank", "failure"}


def difficulty_rows(enc) -> list[tuple]:
    columns = [c.id for c in enc.difficulty.columns]
    return [(level.name, *(level.values[c] for c in columns)) for level in enc.difficulty.levels]


def harder(enc) -> list[str]:
    return [c.harder for c in enc.difficulty.columns]


def tokens(enc) -> dict[str, int]:
    return {token.id: token.count for token in enc.tokens}


def component(tracker, cls, ident=None):
    return next(c for c in tracker.components if isinstance(c, cls) and (ident is None or c.id == ident))


def table_faces(table) -> list[list[str]]:
    return [row.faces for row in table.rows]


def covers_each_face_once(table) -> bool:
    faces = [face for row in table.rows for face in row.faces]
    return sorted(faces) == sorted(ALL_FACES)


def all_text(enc) -> str:
    """Every string of the encounter except the record of corrections."""
    return str(enc.model_dump(exclude={"corrections"}))


def test_core_rules():
    """All five seeds: the shared core rules, once."""
    core = core_rules()
    titles = [block.title for block in core.rules]
    assert titles[:4] == ["Ultimate Encounter Core Rules", "Crisis Team", "Cosmic Threat", "Game Rounds"]
    assert "Encounter Characters" in titles and "Activating Minions" in titles
    cleanup = next(b for b in core.rules if b.id == "cleanup-phase").text
    assert [line.split(".")[0] for line in cleanup.splitlines()] == ["1", "2", "3", "4", "5", "6", "7"]
    game_rounds = next(b for b in core.rules if b.id == "game-rounds").text
    assert "at the end of an activation" in game_rounds
    assert " n activation" not in game_rounds


def test_unstoppable_colossus(bundled):
    """Seed 000."""
    enc = bundled["unstoppable-colossus"]
    assert enc.mode == "cooperative" and not enc.squad.cosmic_threat_player
    assert (enc.squad.players, enc.squad.max_threat) == (2, 17)
    assert [c.label for c in enc.difficulty.columns] == ["Team Tactics Cards", "Subdue Tokens Needed for Victory"]
    assert difficulty_rows(enc) == [("Narrative", 0, 2), ("Normal", 2, 3), ("Hard", 1, 4), ("Unstoppable", 0, 5)]
    assert harder(enc) == ["fewer", "more"]
    chart = enc.tables[0]
    assert (chart.id, chart.dice) == ("rampage-chart", 1)
    assert table_faces(chart) == [["critical"], ["wild"], ["hit", "block", "blank"], ["failure"]]
    assert covers_each_face_once(chart)
    assert "Rampage again" in chart.rows[1].text and "Rampage again" in chart.rows[3].text
    assert "Bare Metal Hands" in chart.rows[2].text and "Hurl Debris" in chart.rows[3].text
    counts = tokens(enc)
    assert counts["cerebro-tower"] == 6 and counts["cerebro-tower-randomizer"] == 6
    randomizer = next(t for t in enc.tokens if t.id == "cerebro-tower-randomizer")
    assert randomizer.numbered and randomizer.randomizer == "priority-tracking"
    assert enc.randomizers[0].face_down
    tracker = enc.trackers[0]
    momentum = component(tracker, Track)
    assert (momentum.first, momentum.last, momentum.start, len(momentum.tiers)) == (0, 12, 9, 5)
    assert component(tracker, Spots, "priority-tracking").count == 6
    assert [(e.id, e.winner, e.difficulty) for e in enc.endings] == [
        ("destruction", "cosmic-threat", None), ("evacuation", "crisis-team", "subdue-tokens")]
    assert enc.setup_map.fixed[0].at == "center"
    assert "the 6 Cerebro Tower Randomizer tokens" in all_text(enc)
    stat = next(c for c in enc.cards if isinstance(c, StatCard))
    assert [(a.name, a.range, a.strength) for a in stat.attacks] == [("Bare Metal Hands", "2", 8),
                                                                      ("Hurl Debris", "5", 8)]
    assert [p.name for p in stat.superpowers] == ["Helmet of Cyttorak", "Organic Steel"]
    assert stat.immunities == ["Special Conditions"] and stat.alter_ego == "Piotr Rasputin"


def test_incredible_hulk(bundled):
    """Seeds 001 and 003."""
    enc = bundled["incredible-hulk"]
    assert (enc.squad.players, enc.squad.max_threat, enc.squad.affiliations) == (2, 17, False)
    assert enc.play_time == "30–45 min"
    assert [c.label for c in enc.difficulty.columns] == ["Team Tactics Cards", "Starting Rage Tokens"]
    assert difficulty_rows(enc) == [("Narrative", 0, 0), ("Normal", 3, 1), ("Hard", 2, 2), ("SMASH!", 1, 3)]
    aura = enc.tables[0]
    assert aura.dice == 1
    assert [row.name for row in aura.rows] == ["GRRRAAAHHHH!", "ARRRAAGGHHH!", "HRAAAAGHHH!"]
    assert aura.rows[0].faces == ["blank", "failure"]  # 003: "Blank or o", o = Failure
    assert covers_each_face_once(aura)
    rage = next(t for t in enc.tokens if t.id == "rage-subdued")
    assert (rage.front.label, rage.back.label) == ("Rage", "Subdued")
    kinds = {t.id: t.kind for t in enc.tokens}
    assert kinds["gamma-absorber"] == kinds["booster-serum"] == "Target of Opportunity"
    tracker = enc.trackers[0]
    tracks = [c for c in tracker.components if isinstance(c, Track)]
    assert [(t.side, t.first, t.last, t.role) for t in tracks] == [
        ("cosmic-threat", 1, 12, "victory-points"), ("crisis-team", 1, 12, "victory-points")]
    assert component(tracker, Spots, "activated").count == 3
    assert [(e.name, e.winner, e.vp) for e in enc.endings] == [
        ("Mission Accomplished", "cosmic-threat", 12), ("Gamma Rampage", "crisis-team", 12),
        ("Rampage Over", "cosmic-threat", None)]
    stat = next(c for c in enc.cards if isinstance(c, StatCard))
    assert (stat.alter_ego, stat.stamina, stat.immunities) == ("Bruce Banner", 8, ["Poison", "Stagger", "Stun"])
    assert [(a.name, a.range, a.strength, a.cost) for a in stat.attacks] == [
        ("Strike", "2", 6, 0), ("Thunder Clap", "beam 3", 6, 3), ("Hulk Smash!", "1", 9, 6)]
    assert [(p.name, p.cost) for p in stat.superpowers] == [
        ("Rrrraaagghhh!", None), ("Inner Rage", None), ("Puny!", 1), ("Super Gamma Leap", 3),
        ("The Strongest One There Is", 2)]
    assert [(p.id, p.cost) for p in enc.superpowers] == [("gamma-throw", 2)]
    assert "Place this character within {range} 3" in all_text(enc)


def test_all_will_be_metal(bundled):
    """Seed 002."""
    enc = bundled["all-will-be-metal"]
    assert (enc.squad.players, enc.squad.max_threat) == (2, 15)
    assert difficulty_rows(enc) == [
        ("Tutorial", 0, "Roll 2 dice for the Doomsday Device each turn."),
        ("Normal", 3, "Roll 3 dice for the Doomsday Device each turn."),
        ("Hard", 2, "Roll 4 dice for the Doomsday Device each turn."),
        ("Insane", 1, "Roll 5 dice for the Doomsday Device each turn.")]
    device = enc.tables[0]
    assert enc.dice(device) == {"Tutorial": 2, "Normal": 3, "Hard": 4, "Insane": 5}
    assert device.resolve == "each-once-in-order" and device.extra_dice.max == 4
    assert [row.name for row in device.rows] == [
        "Secondary Power Reserves", "One Path to Peace", "Horrifying Scraping Sound", "A Better Age...",
        "Devastating Barrage"]
    assert "blank" in device.rows[0].faces and covers_each_face_once(device)
    assert tokens(enc)["doomsday-console"] == 4
    assert [(e.name, e.winner, e.vp) for e in enc.endings] == [
        ("Mission Accomplished", "crisis-team", 12), ("Pathetic Plans", "cosmic-threat", 12),
        ("Extinction Imperative", "cosmic-threat", None)]
    assert enc.endings[0].details[-1] == "The Crisis Team wins the game if Ultron is KO'd."
    programming, assault = enc.flowcharts
    assert len(programming.steps) == 4 and programming.then == "Perform Assault Function."
    assert len(assault.steps) == 3 and assault.if_none == "Perform another Programming Function."
    assert "Metallic Talons" in assault.steps[0].action and "Energy Blast" in assault.steps[2].action
    priority = next(b for b in enc.rules if b.id == "priority-programming")
    assert priority.text.splitlines() == [
        "1. Holding a Terrified Citizen token", "2. Injured", "3. Lowest Energy Defense"]
    kinds = {card.id: card.kind for card in enc.cards}
    assert kinds["programming-functions-card"] == kinds["assault-functions-card"] == "ai"
    ultron = next(c for c in enc.cards if isinstance(c, StatCard))
    assert not ultron.printed and "does not print" in ultron.note
    tracker = enc.trackers[0]
    assert component(tracker, Spots, "corrupted-firmware").count == 5
    assert component(tracker, TableRef).table == "doomsday-device"


def test_mutant_masterworks(bundled):
    """Seed 004."""
    enc = bundled["mutant-masterworks"]
    assert (enc.squad.players, enc.squad.max_threat) == (2, 17)
    assert difficulty_rows(enc) == [("Narrative", 0, 5), ("Normal", 3, 8), ("Hard", 2, 10),
                                    ("Homo Superior", 1, 12)]
    storm = enc.reference_tables[0]
    assert [(row.key, row.name) for row in storm.rows] == [
        (0, None), (1, "Reduced Visibility"), (2, "Communications Disruption"), (3, "Unforeseen Impact"),
        (4, "Swirling Shrapnel")]
    assert storm.cumulative
    soldiers = {t.id: t.count for t in enc.tokens if t.randomizer == "soldiers"}
    assert soldiers == {"soldier-shutdown-code": 2, "soldier-secret-info": 2, "soldier-blank": 2}
    assert enc.randomizers[0].face_down and enc.randomizers[0].kind == "Civilian"
    missile = next(t for t in enc.tokens if t.id == "nuclear-missile")
    assert (missile.front.label, missile.back.label) == ("Shielded", "Non-Shielded")
    assert tokens(enc)["exhaustion"] == 3
    dashboard = enc.trackers[0]
    debris = component(dashboard, Track)
    assert debris.start_from == "starting-debris"
    assert [(tier.first, tier.last) for tier in debris.tiers][0][0] == debris.first
    assert component(dashboard, Spots, "exhaustion").count == 3
    assert [(e.name, e.winner) for e in enc.endings] == [("Disaster Averted", "crisis-team"),
                                                         ("Escape Successful", "cosmic-threat")]
    assert (enc.setup_map.terrain.min_pieces, enc.setup_map.terrain.pieces[0].size) == (20, 4)
    assert "within Range {range} 1 of the Nuclear Missile" in all_text(enc)
    cards = {card.id: card for card in enc.cards if isinstance(card, TipCard)}
    back = [section.content for section in cards["cosmic-threat-tip"].back]
    assert ("rule", "flying-shrapnel") in back and ("rule", "ending") in back


def test_the_seeds_typos_are_fixed_in_the_data(bundled):
    """The typos DESIGN.md lists, and the OCR damage, appear only in the record of corrections."""
    typos = ["Abosrber", "SUBDUCE", "Prioirty", "Transferrence", "Pace this character", "DODMSDAY",
             "IILTIMATE", "pilled", "Rolls 4 dice", "pointsat", "PRIDRITY"]
    for enc in bundled.values():
        text = all_text(enc)
        assert [typo for typo in typos if typo in text] == [], enc.id
    assert " n activation" not in str(core_rules().model_dump(exclude={"corrections"}))
