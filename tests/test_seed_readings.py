"""The transcription checked against the seeds themselves (../shared/seeds): quotes are seed text,
readings of lost icons and numbers are declared, cards point at nothing they lack. Skipped when the
seeds are not beside the repository, failed when they are not under CI=true (tests/source_documents.py). The
seeds are read, never changed."""

from __future__ import annotations

import re

import pytest

from printgen.load.loader import core_rules
from printgen.model import StatCard, TipCard
from source_documents import SEEDS

pytestmark = pytest.mark.usefixtures("seeds")


def norm(text: str) -> str:
    text = text.replace("**", "").replace("’", "'").replace("“", '"').replace("”", '"').replace("$", "")
    text = "".join(ch for ch in text if ch.isascii() or ch in "—–…")  # icon glyphs are OCR noise
    return re.sub(r"\s+", " ", text).strip().lower()


def seed_texts() -> dict[str, str]:
    return {path.name: norm(path.read_text(encoding="utf-8")) for path in SEEDS.glob("0*.txt")}


def in_seeds(fragment: str, texts) -> bool:
    f = norm(fragment).strip(" .,;:")
    return len(f) < 3 or any(f in t or f.replace(" ", "") in t.replace(" ", "") for t in texts)


def fragments(quote: str) -> list[str]:
    return [p for p in re.split(r"\s*\[[^\]]*\]\s*|\s*…\s*|\s*\.\.\.\s*(?=\w)", quote) if p.strip()]


def test_every_quoted_seed_phrase_is_in_the_seeds(bundled):
    """Every "quoted" phrase in an assumption's what/why, and every correction's `was`, is seed text."""
    texts = seed_texts().values()
    missing = []
    for enc in [*bundled.values(), core_rules()]:
        for a in enc.assumptions:
            for field in (a.what, a.why):
                missing += [(enc.id, f) for q in re.findall(r'"([^"]+)"', field) for f in fragments(q)
                            if not in_seeds(f, texts)]
        for c in enc.corrections:
            for part in re.split(r"\s+/\s+", c.was):
                missing += [(enc.id, f) for q in (re.findall(r'"([^"]+)"', part) or [part]) for f in fragments(q)
                            if not in_seeds(f, texts)]
    assert missing == []


def test_a_correction_that_names_seeds_is_true_of_each():
    """ "(all five seeds)" or "(001, 002 and 004 …)": the `was` text stands in every seed named."""
    texts = seed_texts()
    for c in core_rules().corrections:
        named = list(texts) if "all five seeds" in c.where else \
            [name for name in texts if re.search(rf"\(([^;)]*\b)?{name[:3]}\b", c.where.split(";")[0])]
        for name in named:
            assert norm(c.was.strip('"')) in texts[name], (c.where, name)


ICON_AFTER = re.compile(r"\b(suffers?|gains?)\s+(\d+)\s+\{(damage|power)\}")


def test_icons_read_from_a_lost_glyph_are_declared(bundled):
    """ "suffer 2 {damage}" where the encounter's own seeds have no word after "suffer 2": an assumption says so."""
    texts = seed_texts()
    for enc in bundled.values():
        own = [texts[name] for name in enc.sources]
        declared = " ".join(f"{a.what} {a.value}" for a in enc.assumptions).lower()
        body = str(enc.model_dump(exclude={"assumptions", "corrections", "checks"}))
        for m in ICON_AFTER.finditer(body):
            verb, n, icon = m.groups()
            spelled = any(re.search(rf"\b{verb[:4]}\w*\s+{n}\s+{icon}\b", t) for t in own)
            assert spelled or f"{verb} {n}" in declared, (enc.id, m.group(0))


def test_a_card_the_seeds_do_not_print_invents_no_stats(bundled):
    for enc in bundled.values():
        for card in enc.cards:
            if isinstance(card, StatCard) and not card.printed:
                assert not (card.keywords or card.immunities or card.threat or card.character_size or card.speed
                            or card.stamina is not None or card.defences), card.id


def test_every_cosmic_threat_character_has_a_stat_card(bundled):
    for enc in bundled.values():
        named = {card.character for card in enc.cards if isinstance(card, StatCard)}
        for character in enc.squad.cosmic_threat_squad:
            assert any(character.lower().removeprefix("the ") in n.lower() for n in named), (enc.id, character)


def test_rules_that_send_players_to_a_sides_tip_card_have_one(bundled):
    for enc in bundled.values():
        sides = {card.side for card in enc.cards if isinstance(card, TipCard)}
        text = str(enc.model_dump(include={"rules"}))
        for side, words in (("crisis-team", "Crisis Team Tip Card"), ("cosmic-threat", "Cosmic Threat Tip Card")):
            if words.lower() in text.lower():
                assert side in sides, (enc.id, words)


def test_cards_print_no_positional_reference(bundled):
    """"(see below)", "(see above)", "(see opposite)" point at a page the card does not have."""
    for enc in bundled.values():
        blocks = {}
        def walk(items):
            for b in items:
                blocks[b.id] = b
                walk(b.blocks)
        walk(enc.rules)
        for card in enc.cards:
            if not isinstance(card, TipCard):
                continue
            for section in [*card.front, *(card.back or [])]:
                if section.rule:
                    text = blocks[section.rule].text or ""
                    assert not re.search(r"\(see [^)]*\b(below|above|opposite)\)", text), (card.id, section.rule)


def test_each_printed_attack_line_is_quoted_in_an_assumption(bundled):
    """The numbers of a printed stat card's attacks are a reading: an assumption quotes each line."""
    for enc in bundled.values():
        quotes = [q.lower() for a in enc.assumptions for q in re.findall(r'"([^"]+)"', a.what)]
        for card in enc.cards:
            if isinstance(card, StatCard) and card.printed:
                for attack in card.attacks:
                    assert any(attack.name.lower() in q and str(attack.strength) in q for q in quotes), \
                        (enc.id, attack.name)


def test_the_subdued_rampage_and_the_throws_read_the_same_glyph_alike(bundled):
    """Seed 000 prints ⊖ for both (lines 232–233, 239, 275–276)."""
    enc = bundled["unstoppable-colossus"]
    avatar = next(b for b in enc.rules if b.id == "avatar-of-cyttorak").text
    throws = set(re.findall(r"throw it(?: away)? \{(move-[sml])\}", str(enc.tables[0].model_dump())))
    assert re.findall(r"always use the \{(move-[sml])\}", avatar) == sorted(throws)


def test_disruption_beams_cover_every_tower_pair_both_ways(bundled):
    """000 line 156: a tower takes a beam toward each further tower until none is left."""
    enc = bundled["unstoppable-colossus"]
    towers = next(t.count for t in enc.tokens if t.id == "cerebro-tower")
    assert next(t.count for t in enc.tokens if t.id == "disruption-beam") >= towers * (towers - 1)


def test_the_permission_a_cover_quotes_is_printed_in_each_of_its_sources(bundled):
    texts = seed_texts()
    for enc in bundled.values():
        assert all(in_seeds(enc.source.permission, [texts[name]]) for name in enc.sources), enc.id
