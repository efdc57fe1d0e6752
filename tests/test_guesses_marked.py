"""What the kit supplies is marked where it prints, and the counts it supplies are enough.

- Every assumption of the bundled data and the core rules either covers the values it chose (each
  marked where it prints: tests/test_assumed_marks.py) or is listed here as one that prints no value of
  its own (a version of the source's words, an order, a reading of printed numbers), with the reason.
- The Colossus's stat card, whose source kept no icon of its text and no stat label, marks every icon
  of its text and the stats read into it (Size, Speed, Stamina), on both faces.
- A card title its source does not print (as corrected) is marked, on the card's face.
- Token pools: each token has copies for what the rules put in play at once: the spots and placements
  that hold it, a difficulty column that counts it, and what each encounter's rules allow (Rage and
  Subdued sharing the Hulk's tokens, one Evacuated token a terrain feature, a Debris Pile on each
  dampener), from the data where the data states it.
"""

from __future__ import annotations

import re

import pytest
from conftest import FIXTURES

from printgen.load.bundled import bundled_ids, bundled_path
from printgen.layout.card_deck import card_layouts
from printgen.layout.display import Icon, Text, leaves
from printgen.layout.stat_faces import NONE
from printgen.load.loader import core_rules, game_constants, load_encounter
from printgen.model import StatCard, TipCard
from printgen.model.base import MARK
from printgen.model.trackers import Spots, Track
from printgen.core.units import MM
from source_documents import SEEDS

SOURCES = [bundled_path(i) for i in bundled_ids()] + sorted((FIXTURES / "valid").glob("*.yaml"))

PRINT_NO_VALUE = {
    ("all-will-be-metal", "Corrupted Firmware's text differs"): "one of the source's two wordings",
    ("all-will-be-metal", "The Doomsday Device text says"): "one of the source's two wordings",
    ("all-will-be-metal", "The end of the Assault Functions chart"): "the source's steps in the source's order",
    ("incredible-hulk", "The two hint lines"): "the source's two sentences, printed as one hint",
    ("incredible-hulk", "Attack stats, read from 003"): "numbers the source prints, read in its order",
    ("incredible-hulk", "Scoring on the tip card"): "one of the source's two wordings",
    ("incredible-hulk", "The Gamma Aura text says"): "one of the source's two wordings",
    ("mutant-masterworks", "The tip-card pages were read across"): "the source's sentences in reading order",
    ("mutant-masterworks", "Where the effects of the shrapnel"): "the source's rule where the source prints it",
    ("mutant-masterworks", "Two near-identical bullets"): "both of the source's bullets, as printed",
    ("mutant-masterworks", "Versions that differ between"): "the fuller of the source's wordings",
    ("mutant-masterworks", "Magneto's stat card"): "nothing added: the card says what the source does not give",
    ("mutant-masterworks", "The shared face-down back"): "a token back naming its piece, no value of the game",
    ("mutant-masterworks", "How the tip-card text is split"): "where the source's blocks print, no value",
    ("unstoppable-colossus", "Two versions of the Rampage chart"): "the source's fuller wordings",
    ("unstoppable-colossus", "The line \"Increase this character's"): "the source's line, placed where it stands",
    ("unstoppable-colossus", "Two lines the source prints"): "the source's lines, placed where they continue",
    ("unstoppable-colossus", "The shared back of the Cerebro"): "a token back naming its piece, no value of the game",
}
"""Assumptions that choose no printed value of their own, by encounter and the opening of their `what`."""


def _listed(owner: str, what: str) -> tuple[str, str] | None:
    return next((key for key in PRINT_NO_VALUE if key[0] == owner and what.startswith(key[1])), None)


def test_every_assumption_marks_what_it_chose_or_is_known_to_choose_nothing_printed(bundled):
    """An assumption without covers prints a value unmarked unless it chose none: each such is listed."""
    unlisted, listed = [], set()
    for owner, enc in [*bundled.items(), ("core", core_rules())]:
        for assumption in enc.assumptions:
            key = _listed(owner, assumption.what)
            if assumption.covers:
                assert key is None, f"{key} covers values now: strike it from PRINT_NO_VALUE"
            elif key is None:
                unlisted.append((owner, assumption.what[:80]))
            else:
                listed.add(key)
    assert unlisted == [], "an assumption that covers nothing: give it covers where its value prints"
    assert set(PRINT_NO_VALUE) == listed, "a listed assumption is gone"


def _faces(enc, card_id: str) -> list[list]:
    layout = next(layout for layout in card_layouts(enc, game_constants(), game_constants().bleed)
                  if layout.card.id == card_id)
    return [list(leaves(layout.front.items)), list(leaves(layout.back.items))]


def test_the_colossus_card_marks_every_icon_of_its_text_and_the_stats_read_into_it(bundled):
    """Seed 000's stat card lost every icon of its text ("If this attack deals , after", "would suffer
    from an enemy effect") and prints its stats without labels ("90 * 3 UE", "∞"): each icon of the
    card's text carries the mark in its next word, and Size, Speed and Stamina are marked."""
    for items in _faces(bundled["unstoppable-colossus"], "colossus-stat"):
        panel = {text.text for text in items if isinstance(text, Text) and text.x < 27 * MM}
        assert {f"3{MARK}", f"{NONE}{MARK}", f"∞{MARK}"} <= panel
        body_icons = [n for n, item in enumerate(items) if isinstance(item, Icon) and item.x > 27 * MM
                      and item.knockout == "#ffffff" and item.color != "#ffffff"]
        assert len(body_icons) >= 5  # deals, away, area; Organic Steel's two
        for n in body_icons:
            after = next(item for item in items[n + 1:] if isinstance(item, Text))
            assert MARK in after.text.split()[0] if after.text.split() else after.text == MARK, after.text


def _seed_words(names: list[str]) -> str:
    return " ".join((SEEDS / name).read_text(encoding="utf-8") for name in names).lower()


@pytest.mark.usefixtures("seeds")
def test_a_card_title_the_source_does_not_print_is_marked_on_its_face(bundled):
    for enc in bundled.values():
        seeds = " ".join(_seed_words(enc.sources).split())
        corrected = {part.strip().lower() for correction in enc.corrections for part in correction.now.split(" / ")}
        for card in (card for card in enc.cards if isinstance(card, TipCard)):
            title = card.title.lower()
            if title in seeds or title in corrected:
                continue
            front = [item.text for item in _faces(enc, card.id)[0] if isinstance(item, Text)]
            assert card.assumed("title") and any(MARK in text for text in front[:4]), (enc.id, card.title)


# --- token pools --------------------------------------------------------------------------------------


def _held(enc) -> dict[str, int]:
    """Token or group id -> the most copies the kit's own parts hold at once: its spots, the placements
    of the setup map, a track's marker each."""
    held: dict[str, int] = {}
    for tracker in enc.trackers:
        for component in tracker.components:
            if isinstance(component, Spots):
                held[component.token] = max(held.get(component.token, 0), component.count)
    markers = [c.token for tracker in enc.trackers for c in tracker.components if isinstance(c, Track) and c.token]
    for token in set(markers):
        held[token] = max(held.get(token, 0), markers.count(token))
    for placed in [*enc.setup_map.random, *(fixed for fixed in enc.setup_map.fixed if fixed.token)]:
        token = placed.token
        held[token] = max(held.get(token, 0), getattr(placed, "count", 1))
    return held


def _counted_by_difficulty(enc) -> dict[str, int]:
    """Token id -> the largest value of a difficulty column whose label counts it ("Subdue Tokens
    Needed for Victory", "Starting Rage Tokens")."""
    counted: dict[str, int] = {}
    for column in enc.difficulty.columns:
        values = [level.values.get(column.id) for level in enc.difficulty.levels]
        for token in enc.tokens:
            faces = [token.front.label, *([token.back.label] if token.back else [])]
            names = [token.name, *token.name.split(" / "), *faces]
            if any(re.search(rf"\b{re.escape(name)}s? tokens?\b", column.label, re.I) for name in names if name):
                counted[token.id] = max(counted.get(token.id, 0), *(v for v in values if isinstance(v, int)))
    return counted


KNOWN_SHORT = {("homebrew-trackers", "marker"): 3}
"""A fixture whose three tracks each move a Marker, of which it prints two (no check says so yet)."""


@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_every_token_has_copies_for_what_holds_or_counts_it(source):
    enc = load_encounter(source).model
    copies = enc.copies()
    needs = {**_held(enc)}
    for token, count in _counted_by_difficulty(enc).items():
        needs[token] = max(needs.get(token, 0), count)
    short = {(source.stem, ident): need for ident, need in needs.items() if copies.get(ident, 0) < need}
    assert short == {key: need for key, need in KNOWN_SHORT.items() if key[0] == source.stem}


CRISIS_TEAM_SUBDUED = 11
"""Subdued Crisis Team characters the Hulk's shared pool has room for beside his most Rage: the rules limit
the Crisis Team by Threat only (two squads of 17), so a larger team prints spares (the cover says so)."""


def _most_rage(enc) -> int:
    """Rage at the start of the hardest level, and one for each 2 VPs the Crisis Team scores by it before
    its VP goal ends the game (the Scoring rule)."""
    scoring = next(rule.text for rule in enc.rules if rule.id == "scoring")
    per_rage = int(re.search(r"gains (\d+) VPs each time The Incredible Hulk gains a Rage token", scoring).group(1))
    goal = next(ending.vp for ending in enc.endings if ending.winner == "crisis-team" and ending.vp)
    start = max(level.values["starting-rage"] for level in enc.difficulty.levels)
    return start + -(-goal // per_rage)


def test_the_hulks_rage_and_subdued_share_enough_tokens(bundled):
    enc = bundled["incredible-hulk"]
    assert _most_rage(enc) == 9
    assert enc.copies()["rage-subdued"] >= _most_rage(enc) + CRISIS_TEAM_SUBDUED


def test_a_terrain_feature_holds_one_evacuated_token_and_yields_a_citizen_each_round(bundled):
    """Evacuated tokens mark the features searched this round (removed at Cleanup), and each search finds
    one Terrified Citizen at most: a round can use one of each for every terrain piece."""
    enc = bundled["all-will-be-metal"]
    terrain = enc.setup_map.terrain
    pieces = max(terrain.min_pieces or 0, sum(piece.count for piece in terrain.pieces))
    assert min(enc.copies()["evacuated"], enc.copies()["terrified-citizen"]) >= pieces


def test_a_debris_pile_covers_each_dampener_and_three_exhaustion_drop_the_shield(bundled):
    enc = bundled["mutant-masterworks"]
    dampeners = next(p.count for p in enc.setup_map.random if p.token == "magnetic-field-dampener")
    assert enc.copies()["debris-pile"] >= dampeners
    exhaustion = next(rule for rule in enc.rules if rule.id == "tokens-and-objectives").blocks
    threshold = next(b.text for b in exhaustion if b.id == "exhaustion")
    assert "three Exhaustion tokens" in threshold and enc.copies()["exhaustion"] >= 3


def test_every_stat_card_stat_printed_is_a_value_the_panel_shows(bundled):
    """The Colossus's Speed: an assumption that reads none prints a row that says none, marked."""
    card = next(c for c in bundled["unstoppable-colossus"].cards if isinstance(c, StatCard) and c.printed)
    assert card.speed is None and card.assumed("speed")
