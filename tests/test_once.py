"""No work twice in one process: a `printgen kit` run of the four reads each file once (the core rules
and the constants included, which every encounter shares), walks each file's model once, searches each
setup once (with --seed 1 the kit's sheet is a seed its check tries), lays out each card once, its check's
overflow layouts serving its build, and sets each text once at each size and width. And a watch's next
save, which loads the file again, does again only what it changed: no search of an unchanged setup, no
proofreading of an unchanged text, no comparison of unchanged passages, no index of unchanged names, no
layout of a card face whose card and what it prints are unchanged."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from printgen.load.bundled import bundled_ids, bundled_path

VALID = Path(__file__).parent / "fixtures" / "valid"

pytestmark = pytest.mark.slow  # builds the four kits


@pytest.fixture
def nothing_kept():
    """Counted from nothing searched or laid out, as in a new process (a search and a deck are kept by
    the value of what they read, so an earlier test's load of the same file would serve this one's)."""
    from printgen.core import memo

    memo.forget_all()


def test_a_kit_run_reads_each_file_and_lays_out_each_card_once(cli, tmp_path, monkeypatch, nothing_kept):
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
    from printgen.build import kits

    monkeypatch.setattr(kits.os, "cpu_count", lambda: 1)  # one process, whose work is counted here
    assert cli("kit", "--out", str(tmp_path), "--seed", "1").exit_code == 0
    files = [f"{encounter_id}.yaml" for encounter_id in bundled_ids()] + ["core-rules.yaml", "constants.yaml"]
    assert read == Counter(files)
    cards = {(loaded.model.id, card.id) for loaded in map(_load, bundled_ids()) for card in loaded.model.cards}
    assert laid == Counter(cards)


def test_a_kit_run_walks_each_file_once(cli, tmp_path, monkeypatch):
    """Giving the nodes their paths, marking what assumptions cover, checking the references, reading
    the texts to proofread and to print, listing the ids: one walk of each file's model serves them all
    (a part of a model, walked to weigh what a reference prints, is not a file)."""
    from pydantic import BaseModel

    from printgen.load import loader
    from printgen.model import CoreRules, Encounter, GameConstants, tree

    loader.game_constants.cache_clear()
    loader.core_rules.cache_clear()
    walked: Counter = Counter()
    real = tree.Tree.of.__func__

    def counted(cls, node: BaseModel, path: tuple = ()):
        if isinstance(node, (Encounter, CoreRules, GameConstants)):
            walked.update([(type(node).__name__, getattr(node, "id", None), id(node))])
        return real(cls, node, path)

    monkeypatch.setattr(tree.Tree, "of", classmethod(counted))
    from printgen.build import kits

    monkeypatch.setattr(kits.os, "cpu_count", lambda: 1)
    assert cli("kit", "--out", str(tmp_path), "--seed", "1").exit_code == 0
    encounters = sorted(encounter_id for kind, encounter_id, _ in walked if kind == "Encounter")
    assert encounters == sorted(bundled_ids())
    assert sorted(kind for kind, *_ in walked) == ["CoreRules", "Encounter", "Encounter", "Encounter", "Encounter",
                                                  "GameConstants"]
    assert set(walked.values()) == {1}


def test_a_kit_run_searches_each_setup_once(cli, tmp_path, monkeypatch, nothing_kept):
    from printgen.randomise import generator

    searches: Counter = Counter()
    real = generator.generate
    monkeypatch.setattr(generator, "generate", lambda enc, constants, seed, level:
                        searches.update([(enc.id, seed)]) or real(enc, constants, seed, level))
    from printgen.build import kits

    monkeypatch.setattr(kits.os, "cpu_count", lambda: 1)
    assert cli("kit", "--out", str(tmp_path), "--seed", "1").exit_code == 0
    assert {encounter_id for encounter_id, _ in searches} == set(bundled_ids())
    assert set(searches.values()) == {1}


def test_a_series_of_sheets_searches_each_seed_once(cli, tmp_path, monkeypatch, nothing_kept):
    """The seeds `check` tried are not searched again for their sheets (a series from --seed 1 starts
    with them), each seed is searched once for all its levels, and those past the ten are kept by no one."""
    from printgen.randomise import generator

    searches: Counter = Counter()
    real = generator.generate
    monkeypatch.setattr(generator, "generate", lambda enc, constants, seed, level:
                        searches.update([seed]) or real(enc, constants, seed, level))
    result = cli("setup", "mutant-masterworks", "--count", "12", "--seed", "1", "--difficulty", "all",
                 "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert searches == Counter(range(1, 13))


def test_a_save_that_leaves_the_setup_alone_searches_nothing_again(tmp_path, monkeypatch, nothing_kept):
    """A watch loads its file again at every save: a new model, equal where the setup is concerned,
    takes the searches of the last one; a change to the setup map searches again."""
    from printgen.load.loader import load_encounter
    from printgen.randomise import generator
    from printgen.build.session import check

    searches: Counter = Counter()
    real = generator.generate
    monkeypatch.setattr(generator, "generate", lambda enc, constants, seed, level:
                        searches.update([seed]) or real(enc, constants, seed, level))
    text = bundled_path("incredible-hulk").read_text(encoding="utf-8")
    saved = tmp_path / "incredible-hulk.yaml"
    for title in ("First", "Second"):
        saved.write_text(text.replace("\ntitle: \"", f"\ntitle: \"{title} ", 1), encoding="utf-8")
        loaded = load_encounter(saved)
        assert loaded.model is not None and loaded.model.title.startswith(title)
        check(loaded)
    assert searches == Counter(range(1, 11))
    assert "min_pieces: 12\n" in text
    saved.write_text(text.replace("min_pieces: 12\n", "min_pieces: 11\n"), encoding="utf-8")
    check(load_encounter(saved))
    assert searches == Counter({seed: 2 for seed in range(1, 11)})


def test_a_save_proofreads_again_only_the_text_it_changed(tmp_path):
    """The checks that read each text alone (and the near-copies' passages) read a text once in a
    process: a watch's next save, which changed the title, reads the new title and nothing else; the
    names, unchanged, are indexed once; the passages, unchanged, are compared once."""
    from printgen.checks import counts
    from printgen.checks.text import copies, name_terms, proofreading as text
    from printgen.load.loader import load_encounter
    from printgen.build.session import check

    original = bundled_path("incredible-hulk").read_text(encoding="utf-8")
    saved = tmp_path / "incredible-hulk.yaml"
    saved.write_text(original, encoding="utf-8")
    counted = counts.countable(load_encounter(saved).model)  # what there is to count: the same at every save
    finders = [text._repeated_words, text._lone_letters, text._game_terms_miscased, text._unknown_words_in,
               copies._pieces]
    compared = [copies._candidate_pairs, copies._drift]  # the title is too short to be a passage
    for cached in [*finders, *compared, name_terms.name_index, counts.miscounts_of]:  # as in a new process: an
        cached.cache_clear()                                                        # earlier test read these
    read = []
    for title in ("First", "Second"):
        saved.write_text(original.replace("\ntitle: \"", f"\ntitle: \"{title} ", 1), encoding="utf-8")
        check(load_encounter(saved))
        read.append([finder.cache_info().misses for finder in [*finders, counts.miscounts_of(counted), *compared]]
                    + [name_terms.name_index.cache_info().misses])
    assert [second - first for first, second in zip(*read)] == [1] * (len(finders) + 1) + [0, 0] + [0]
    assert read[0][-1] == 1 and read[0][-3] == 1 and read[0][-2] > 0  # the first save compared its passages


def test_a_search_reads_only_what_it_is_kept_with():
    """Every attribute of the encounter a setup's search reads is among those its memo compares
    (generator.SEARCHED_FROM), over every bundled encounter and valid fixture: a save that changes
    anything else cannot be given a stale setup."""
    from printgen.load.loader import game_constants
    from printgen.randomise import generator

    for path, read in _read_by(lambda enc: generator.generate(enc, game_constants(), 1, "normal")):
        assert read and read <= set(generator.SEARCHED_FROM), path


@pytest.mark.parametrize("encounter_id", bundled_ids())
def test_a_save_that_changes_the_title_lays_out_only_the_plain_backs_again(tmp_path, monkeypatch, nothing_kept,
                                                                           encounter_id):
    """A watch's next save, which changed the title, lays no card face out again (the faces read no
    title): only the plain backs, which print it. Its kit is the kit a new process makes of that file."""
    from printgen.core import memo
    from printgen.layout import card_deck, cards
    from printgen.load.loader import load_encounter
    from printgen.core.options import PrintOptions
    from printgen.build.session import Session

    laid: Counter = Counter()
    real_layout, real_back = card_deck.layout_card, cards.plain_back
    monkeypatch.setattr(card_deck, "layout_card", lambda *given: laid.update(["card"]) or real_layout(*given))
    monkeypatch.setattr(cards, "plain_back", lambda *given: laid.update(["plain back"]) or real_back(*given))
    bundled = bundled_path(encounter_id).read_text(encoding="utf-8")
    original = bundled.replace(f"id: {encounter_id}", "id: watched", 1)  # a copy has an id of its own
    saved = tmp_path / "watched.yaml"
    kits = []
    for title in ("First", "Second"):  # after the colon: the short title, which the backs print, changes too
        saved.write_text(re.sub(r"\ntitle: .*\n", f'\ntitle: "Ultimate Encounter: {title}"\n', original, count=1),
                         encoding="utf-8")
        laid.clear()
        session = Session.judged(load_encounter(saved), str(saved), part="kit")
        kits.append(session.pdf("kit", PrintOptions()))
    from printgen.model import StatCard

    enc = session.loaded.model
    plain = sum(1 for card in enc.cards if not isinstance(card, StatCard) and not card.back)
    assert laid == Counter({"plain back": plain} if plain else {})
    memo.forget_all()  # as in a new process
    assert kits[1] == Session.judged(load_encounter(saved), str(saved), part="kit").pdf("kit", PrintOptions())


def test_a_deck_reads_only_what_it_is_kept_with(monkeypatch):
    """Every attribute of the encounter a deck's faces read is among those its memo compares
    (card_deck.DECK_READS), over every bundled encounter and valid fixture; the title only its plain
    backs read, which are made for each load."""
    from printgen.layout import card_deck, cards
    from printgen.load.loader import game_constants

    constants = game_constants()
    for backs, read_too in ((cards.plain_back, {"title"}), (lambda enc, card, box: cards.FaceLayout([], 0.0), set())):
        monkeypatch.setattr(cards, "plain_back", backs)
        for path, read in _read_by(lambda enc: card_deck._laid_out(enc, constants, constants.bleed)):
            assert read <= set(card_deck.DECK_READS) | read_too, path


def _read_by(use):
    """For every bundled encounter and valid fixture, the fields of the encounter ``use`` reads of it."""
    from printgen.load.loader import load_encounter

    for path in [*map(bundled_path, bundled_ids()), *VALID.glob("*.yaml")]:
        enc = load_encounter(path).model
        assert enc is not None, path
        watched = _Reads(enc)
        use(watched)
        yield path, watched.read


class _Reads:
    """An encounter that notes the name of every field read from it, its methods and properties run on
    it (so that what they read is noted too)."""

    def __init__(self, enc):
        self._enc, self.read = enc, set()

    def __getattr__(self, name):
        on_class = getattr(type(self._enc), name, None)
        if isinstance(on_class, property):
            return on_class.fget(self)
        if callable(on_class):
            return on_class.__get__(self)
        self.read.add(name)
        return getattr(self._enc, name)


def test_a_kit_run_sets_each_text_once_at_each_size_and_width(cli, tmp_path, monkeypatch):
    """The core rules in each of the four kits, a card's fit coming back to a size, the cover laid out
    again: each text is set once, and every later use takes the same lines."""
    from printgen.layout import strips

    strips._set_text.cache_clear()
    setting: Counter = Counter()
    real = strips._text_strips
    monkeypatch.setattr(strips, "_text_strips", lambda *given: setting.update([given]) or real(*given))
    from printgen.build import kits

    monkeypatch.setattr(kits.os, "cpu_count", lambda: 1)
    assert cli("kit", "--out", str(tmp_path), "--seed", "1").exit_code == 0
    assert setting and max(setting.values()) == 1


def test_text_set_once_is_handed_out_new_each_time():
    """Whoever adds to the strips of a text (a marker, a section number, more items) changes only its own."""
    from printgen.layout.display import Text
    from printgen.layout.strips import Style, text_strips

    style = Style(8.0, "#000000")
    first = text_strips("- A bullet\n\nThen **bold** words.", style, 120.0)
    untouched = [(strip.height, list(strip.items), strip.gap, strip.section) for strip in first]
    first[0].items.append(Text(0, 0, "added", "text", 8.0, "#000000"))
    first[1].section, first[1].gap = 3, 99.0
    again = text_strips("- A bullet\n\nThen **bold** words.", style, 120.0)
    assert [(strip.height, strip.items, strip.gap, strip.section) for strip in again] == untouched


def _load(encounter_id: str):
    from printgen.load.loader import load_encounter

    return load_encounter(bundled_path(encounter_id))
