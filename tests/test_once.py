"""No work twice in one process: a `printgen kit` run of the four reads each file once (the core rules
and the constants included, which every encounter shares) and lays out each card once, its check's
overflow layouts serving its build."""

from __future__ import annotations

from collections import Counter

import pytest

from printgen import registry

pytestmark = pytest.mark.slow  # builds the four kits


def test_a_kit_run_reads_each_file_and_lays_out_each_card_once(cli, tmp_path, monkeypatch):
    from printgen.layout import card_deck
    from printgen.load import loader

    loader.game_constants.cache_clear()
    loader.core_rules.cache_clear()
    read: Counter = Counter()
    laid: Counter = Counter()
    real_read, real_layout = loader.read_source, card_deck.layout_card
    monkeypatch.setattr(loader, "read_source", lambda path, *rest: read.update([path.name]) or real_read(path, *rest))
    monkeypatch.setattr(card_deck, "layout_card",
                        lambda enc, card, *rest: laid.update([(enc.id, card.id)]) or real_layout(enc, card, *rest))
    from printgen import kits

    monkeypatch.setattr(kits.os, "cpu_count", lambda: 1)  # one process, whose work is counted here
    assert cli("kit", "--out", str(tmp_path), "--seed", "1").exit_code == 0
    files = [f"{encounter_id}.yaml" for encounter_id in registry.bundled_ids()] + ["core-rules.yaml", "constants.yaml"]
    assert read == Counter(files)
    cards = {(loaded.model.id, card.id) for loaded in map(_load, registry.bundled_ids()) for card in loaded.model.cards}
    assert laid == Counter(cards)


def _load(encounter_id: str):
    from printgen.load.loader import load_encounter

    return load_encounter(registry.bundled_path(encounter_id))
