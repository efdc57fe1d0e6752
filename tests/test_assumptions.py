"""Every value in the bundled data that the seeds do not give is recorded in `assumptions`.

The seeds give some token counts outright; every other token must be named in an
assumption, and so must every tracker's layout, the setup map and every stat card.
"""

from __future__ import annotations

import pytest

from printgen.model import StatCard

# Token counts the seeds state (seed file in the comment); all others are assumptions.
COUNTS_IN_SEEDS = {
    "unstoppable-colossus": {"cerebro-tower", "cerebro-tower-randomizer"},  # 000: "6 Randomizer Tokens", six towers
    "incredible-hulk": set(),
    "all-will-be-metal": {"doomsday-console"},  # 002: "all four Doomsday Consoles"
    "mutant-masterworks": {"soldier-shutdown-code", "soldier-secret-info", "soldier-blank", "exhaustion"},  # 004
}


def assumption_text(enc) -> str:
    return " ".join(f"{a.what} {a.value} {a.why}" for a in enc.assumptions).lower()


@pytest.mark.parametrize("encounter_id", sorted(COUNTS_IN_SEEDS))
def test_token_counts_are_from_the_seeds_or_assumed(bundled, encounter_id):
    enc = bundled[encounter_id]
    text = assumption_text(enc)
    unexplained = [t.name for t in enc.tokens
                   if t.id not in COUNTS_IN_SEEDS[encounter_id] and t.name.lower().split(" / ")[0] not in text]
    assert unexplained == []


@pytest.mark.parametrize("encounter_id", sorted(COUNTS_IN_SEEDS))
def test_trackers_setup_maps_and_stat_cards_are_explained(bundled, encounter_id):
    enc = bundled[encounter_id]
    text = assumption_text(enc)
    assert "setup map" in text
    for tracker in enc.trackers:
        assert tracker.name.lower() in text or "tracker" in text, tracker.name
    for card in enc.cards:
        if isinstance(card, StatCard) and card.printed:
            assert "stat card" in text, card.character


def test_every_unprinted_card_says_so(bundled):
    for enc in bundled.values():
        for card in enc.cards:
            if not card.printed:
                assert card.note, card.id
