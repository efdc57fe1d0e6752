"""`source:` sets the kit's wording: only a transcription speaks of OCR copies and "the seed".

Also here, for want of a better home: the wording of `printgen show` (numbers that agree with
their nouns, one-number ranges printed as one number).
"""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
import yaml

from conftest import FIXTURES
from printgen.load.bundled import bundled_path
from printgen.core.options import PrintOptions
from printgen.build.part_pdf import build_part
from printgen.load.loader import load_encounter
from printgen.model.source import ORIGINAL, Transcription
from printgen.report.summary import count_of, number_range, render_summary, tier_text

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

MINIMAL = FIXTURES / "valid" / "minimal.yaml"   # no `source:` key: an original design by default


def kit_text(path: Path, out: Path) -> str:
    loaded = load_encounter(path)
    assert loaded.ok, [f.format() for f in loaded.findings]
    built = build_part(loaded, "kit", PrintOptions("letter", "long"), out, seed=1)
    with pdfplumber.open(built.path) as pdf:
        # words in the order drawn, so a sentence in the left column is not interleaved with the right
        return " ".join(word["text"] for page in pdf.pages for word in page.extract_words(use_text_flow=True))


@pytest.fixture(scope="module")
def original_kit(tmp_path_factory):
    return kit_text(MINIMAL, tmp_path_factory.mktemp("original"))


@pytest.fixture(scope="module")
def transcribed_kit(tmp_path_factory):
    return kit_text(bundled_path("incredible-hulk"), tmp_path_factory.mktemp("transcribed"))


def test_an_original_kit_never_speaks_of_ocr_or_the_seed(original_kit):
    assert "OCR" not in original_kit
    assert "THE SEED" not in original_kit.upper()
    assert "DESIGNER'S NOTES" in original_kit


def test_an_original_kit_keeps_the_core_rules_notes(original_kit):
    # the core rules are a transcription in every kit; their notes stay, in words fit for any kit
    assert "ULTIMATE ENCOUNTER CORE RULES: NOTES" in original_kit
    assert "at the end of n activation" in original_kit


def test_a_transcribed_kit_cites_its_document_and_speaks_of_ocr(transcribed_kit, bundled):
    assert "transcribed from OCR copies of the published rules" in transcribed_kit
    assert "THE SOURCE" in transcribed_kit and "THE SEED" not in transcribed_kit
    assert "DESIGNER'S NOTES" not in transcribed_kit
    assert bundled["incredible-hulk"].source.citation in transcribed_kit


def test_a_file_without_source_is_an_original_design():
    assert load_encounter(MINIMAL).model.source == ORIGINAL


def test_every_bundled_encounter_is_a_cited_transcription(bundled):
    for encounter_id, enc in bundled.items():
        assert isinstance(enc.source, Transcription), encounter_id
        assert enc.source.citation.startswith("Ultimate Encounter"), encounter_id


def test_a_transcription_needs_its_citation(tmp_path):
    text = MINIMAL.read_text(encoding="utf-8") + "source: {kind: transcription}\n"
    path = tmp_path / "uncited.yaml"
    path.write_text(text, encoding="utf-8")
    findings = [(f.line, f.code, f.message) for f in load_encounter(path).findings]
    assert findings == [(len(text.splitlines()), "schema.missing", "missing required key 'citation'")]


def test_new_writes_an_original_encounter(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert cli("new", "my-own").exit_code == 0
    data = yaml.safe_load((tmp_path / "my-own.yaml").read_text(encoding="utf-8"))
    assert data["source"] == {"kind": "original"}


def test_show_names_the_source(bundled):
    assert "Source: an original design" in render_summary(load_encounter(MINIMAL).model, "minimal.yaml")
    hulk = bundled["incredible-hulk"]
    assert f"Source: transcribed from {hulk.source.citation}" in render_summary(hulk, "hulk.yaml")


# printgen show: its wording


@pytest.mark.parametrize(("number", "noun", "plural", "expected"), [
    (1, "section", None, "1 section"), (2, "section", None, "2 sections"), (0, "spot", None, "0 spots"),
    (1, "die", "dice", "1 die"), (3, "die", "dice", "3 dice")])
def test_a_count_agrees_with_its_noun(number, noun, plural, expected):
    assert count_of(number, noun, plural) == expected


def test_a_one_number_range_is_one_number():
    assert number_range(10, 10) == "10"
    assert number_range(0, 2) == "0–2"


def test_show_prints_singulars_and_one_number_tiers(bundled):
    colossus = bundled["unstoppable-colossus"]
    track = next(c for t in colossus.trackers for c in t.components if getattr(c, "tiers", None))
    tier = track.tiers[0].model_copy(update={"first": 10, "last": 10})
    assert tier_text(track, tier).startswith(f"{tier.label} (10)")
    shown = render_summary(colossus, "colossus.yaml")
    assert " 1 sections" not in shown and " 1 spots" not in shown and " 1 constraints" not in shown
    assert "(front 5 sections)" in shown
