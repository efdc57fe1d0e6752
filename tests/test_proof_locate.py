"""Where `printgen proof` rings a finding: on the finding's own words, on each printed copy of the text
they are in, and nowhere else; a count on the tokens it counts; an overflow on its box; a difficulty
value on its cell. Each bundled encounter is proofed with mistakes put in its own text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from printgen.load.bundled import bundled_path
from printgen.load.loader import load_encounter
from printgen.core.options import PrintOptions
from printgen.proof.face_words import Stream
from printgen.proof.locate import place
from printgen.proof.make import version
from printgen.build.session import check

pytestmark = pytest.mark.slow  # each lays out a whole kit

BUNDLED = ("unstoppable-colossus", "incredible-hulk", "all-will-be-metal", "mutant-masterworks")
ODD = "Qwzyxtrap"  # a word no dictionary holds, printed wherever the rule it is put in prints
TWICE = re.compile(r" (the|a|and|of|to) (?=[a-z])")


def _proofed(tmp_path: Path, name: str, text: str):
    """The findings of ``text`` placed on its kit, with its faces by key and its findings' lines."""
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    loaded = load_encounter(path)
    made = version(loaded, PrintOptions(), 1, str(path))
    return place(check(loaded), loaded, made.faces, made.pages), {face.key: face for face in made.faces}


def _rule_text(bundled: str) -> tuple[str, int, int]:
    """The file, and the span of its first rule text of a few lines that doubles a word well."""
    loaded = load_encounter(bundled_path(bundled))
    for rule in loaded.model.rules:
        span = loaded.doc.values.get(tuple(rule.path) + ("text",))
        if span and TWICE.search(loaded.doc.text, span.start, span.end) and span.end - span.start > 120:
            return loaded.doc.text, span.start, span.end
    raise AssertionError(f"{bundled}: no rule text to put a mistake in")


def _with_mistakes(bundled: str) -> str:
    """The file with one word doubled and one misspelt word put in one rule's text."""
    text, start, end = _rule_text(bundled)
    doubled = TWICE.search(text, start, end)
    assert doubled is not None
    at = doubled.end()
    text = text[:at] + doubled.group(1) + " " + text[at:]
    word = re.compile(r" ([a-z]{5,}) ").search(text, at + 10, end)
    assert word is not None
    return text[:word.start(1)] + ODD + " " + text[word.start(1):]


def _drawn_words(face, boxes) -> list[str]:
    """The word drawn in each box (a ring is the box of a word as the layout draws it), "" for none."""
    drawn = {tuple(round(side, 3) for side in d.box()): d.placed.text.text[d.start:d.end] for d in Stream(face).drawn}
    return [drawn.get(tuple(round(side, 3) for side in box), "") for box in boxes]


@pytest.mark.parametrize("bundled", BUNDLED)
def test_a_word_finding_rings_its_own_words_on_each_copy_of_its_text(tmp_path, bundled):
    """The misspelt word is in one rule only, so each place it is drawn is a copy of that rule: the
    spelling finding rings each once, and the doubled word's finding rings both its words on each copy."""
    located, faces = _proofed(tmp_path, bundled, _with_mistakes(bundled))
    spelt = [found for found in located if found.finding.code == "text.spelling" and ODD in found.finding.message]
    twice = [found for found in located if found.finding.code == "text.repeated-word"]
    assert len(spelt) == 1 and len(twice) == 1, [found.finding.format() for found in located]
    copies = {key: sum(word == ODD for word in _drawn_words(face, [d.box() for d in Stream(face).drawn]))
              for key, face in faces.items()}
    copies = {key: count for key, count in copies.items() if count}
    assert copies, "the misspelt word prints nowhere"
    assert {key: len(boxes) for key, boxes in spelt[0].boxes.items()} == copies
    assert all(_drawn_words(faces[key], boxes) == [ODD] * len(boxes) for key, boxes in spelt[0].boxes.items())
    doubled = twice[0].words.split()
    assert len(doubled) == 2 and doubled[0].lower() == doubled[1].lower()
    assert {key: len(boxes) for key, boxes in twice[0].boxes.items()} == {key: 2 * n for key, n in copies.items()}
    for key, boxes in twice[0].boxes.items():
        assert {word.lower() for word in _drawn_words(faces[key], boxes)} == {doubled[0].lower()}


def test_a_wrong_number_rings_the_number_a_value_its_cell_an_overflow_its_box(tmp_path):
    """A wrong number in a sentence rings the number (and its noun, which the message quotes); a wrong
    difficulty value its one cell of the chart; a die face twice the rows that roll it; an overflow
    the box the card outlines."""
    hulk = bundled_path("incredible-hulk").read_text(encoding="utf-8").replace(
        "id: incredible-hulk", "id: my-hulk", 1)
    text = hulk.replace("scores {vp:mission-accomplished}, they", "scores 15 VPs, they", 1).replace(
        "{team-tactics: 2, starting-rage: 2}", "{team-tactics: 2, starting-rage: 0}", 1).replace(
        "scoring 2 VPs for the Cosmic Threat.", "scoring 2 VPs for the Cosmic Threat." + " Words to overflow." * 200
    ).replace("- faces: [hit, block]", "- faces: [hit, blank]", 1)
    located, faces = _proofed(tmp_path, "hulk", text)
    by_code = {found.finding.code: found for found in located}
    number = by_code["fact.vp"]
    assert number.boxes and all(_drawn_words(faces[key], boxes) == ["15", "VPs"] * (len(boxes) // 2)
                                for key, boxes in number.boxes.items())
    cell = by_code["difficulty.monotonic"]
    assert cell.boxes and all(len(boxes) == 1 for boxes in cell.boxes.values())
    assert all(any(placed.box() == boxes[0] and placed.text.text.strip() == "0" for placed in faces[key].texts)
               for key, boxes in cell.boxes.items())
    rows = by_code["table.faces"]  # blank twice: the two rows that roll it, by their names
    named = {"GRRRAAAHHHH!", "ARRRAAGGHHH!"}
    assert rows.boxes and all(" ".join(_drawn_words(faces[key], [box])) + "!" in named
                              for key, boxes in rows.boxes.items() for box in boxes)
    over = by_code["layout.overflow"]
    assert list(over.boxes) == ["cards-hulk-tip-front"] and "overflows" in over.ringed
    (x, y, w, h), (fx, fy, fw, fh) = over.boxes["cards-hulk-tip-front"][0], faces["cards-hulk-tip-front"].box
    assert fx <= x and x + w <= fx + fw and fy <= y and y + h <= fy + fh and w * h > fw * fh / 4


def test_a_count_finding_rings_the_tokens_it_counts_and_says_how_many_print(tmp_path):
    masterworks = bundled_path("mutant-masterworks").read_text(encoding="utf-8").replace(
        "id: mutant-masterworks", "id: my-mm", 1)
    located, faces = _proofed(tmp_path, "mm", masterworks.replace("{count:soldiers} Soldier tokens",
                                                                   "7 Soldier tokens", 1))
    counts = [found for found in located if found.finding.code == "ref.count-in-text"]
    assert len(counts) == 1
    loaded = load_encounter(tmp_path / "mm.yaml")
    soldiers = [token for token in loaded.model.tokens if token.randomizer == "soldiers"]
    fronts = {key: face for key, face in faces.items() if face.cut and any(
        key.endswith(f"-{token.id}-front") for token in soldiers)}
    assert len(fronts) == len(soldiers)
    assert all(counts[0].boxes[key] == [face.box] for key, face in fronts.items())
    assert f"{sum(token.count for token in soldiers)} print" in counts[0].ringed
