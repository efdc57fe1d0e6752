"""No silent glyph loss: characters Roboto lacks are drawn in a bundled fallback face, embedded
only where used; a character no bundled face has is a located `text.glyph` error."""

from __future__ import annotations

import json

import pdfplumber
import pytest
import yaml

from conftest import FIXTURES
from printgen.core import typography

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

SYMBOLS = "☼ ⊕ ⊖ ♥ ● ② ⑤ ∰ ⊚"
SCRIPTS = "Ωμέγα Жёлтый 中文 日本語 한국어 שלום"
NO_FONT = "\U0001D11E"  # MUSICAL SYMBOL G CLEF: in none of the bundled faces


def _homebrew(tmp_path, story: str):
    data = yaml.safe_load((FIXTURES / "valid" / "minimal.yaml").read_text())
    data["story"] = story
    path = tmp_path / "glyphs.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def _fonts(pdf_path) -> set[str]:
    with pdfplumber.open(pdf_path) as pdf:
        return {char["fontname"].split("+")[-1] for page in pdf.pages for char in page.chars}


def _text(pdf_path) -> str:
    with pdfplumber.open(pdf_path) as pdf:
        return "".join(page.extract_text() or "" for page in pdf.pages)


@pytest.mark.parametrize("char", [c for c in SYMBOLS + SCRIPTS if not c.isspace()])
def test_every_symbol_and_script_has_a_face(char):
    assert typography.drawable(char)


def test_a_fallback_run_is_measured_as_the_sum_of_its_parts():
    mixed = "Roll ☼ 中"
    parts = ["Roll ", "☼", " ", "中"]
    assert typography.width(mixed, "text", 10) == pytest.approx(sum(typography.width(p, "text", 10) for p in parts))
    assert all(typography.width(p, "text", 10) > 0 for p in parts)
    assert [name for name, _ in typography.runs(mixed, "text")] == [
        "PrintgenRoboto", "PrintgenDejaVuSans", "PrintgenRoboto", "PrintgenDroidSansFallback"]


def test_a_character_no_font_has_is_a_located_error(cli, tmp_path):
    path = _homebrew(tmp_path, f"The menace hums {SYMBOLS} in {SCRIPTS} and {NO_FONT} too.")
    result = cli("check", str(path), "--format", "json")
    assert result.exit_code == 1
    glyphs = [f for f in json.loads(result.stdout) if f["code"] == "text.glyph"]
    lines = path.read_text(encoding="utf-8").splitlines()
    line = next(n for n, text in enumerate(lines, 1) if text.startswith("story"))
    assert [(f["line"], f["severity"]) for f in glyphs] == [(line, "error")]
    assert "U+1D11E" in glyphs[0]["message"]
    column = path.read_text(encoding="utf-8").splitlines()[line - 1].index(NO_FONT) + 1
    assert glyphs[0]["col"] == column


def test_the_kit_prints_symbols_and_scripts_and_embeds_fallbacks_only_when_used(cli, tmp_path):
    story = f"The menace hums {SYMBOLS} in {SCRIPTS}."
    assert cli("check", str(_homebrew(tmp_path, story))).exit_code == 0
    assert cli("kit", str(tmp_path / "glyphs.yaml"), "--out", str(tmp_path / "out"), "--seed", "1").exit_code == 0
    made = tmp_path / "out" / "minimal" / "kit.pdf"
    printed = _text(made)
    assert [c for c in SYMBOLS + SCRIPTS if not c.isspace() and c not in printed] == []
    embedded = _fonts(made)
    assert any("DejaVu" in name for name in embedded) and any("Droid" in name for name in embedded), embedded
    plain = tmp_path / "plain"
    assert cli("kit", str(FIXTURES / "valid" / "minimal.yaml"), "--out", str(plain), "--seed", "1").exit_code == 0
    # (DejaVu is in every kit: the core rules' transcription notes quote the seeds' ☼ and Θ)
    assert not any("Droid" in name for name in _fonts(plain / "minimal" / "kit.pdf"))


@pytest.mark.parametrize("text, style, align", [("☼", "text", "left"), ("中文", "bold", "center"),
                                                ("x☼y", "heading", "right"), ("שלום", "italic", "left")])
def test_a_text_item_prints_its_characters_in_the_faces_that_have_them(text, style, align):
    import io

    from printgen.layout.display import Page, Text
    from printgen.render.pdf import render_pdf
    data = render_pdf([Page(300, 300, [Text(150, 100, text, style, 12, align=align)])], "glyphs")
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        chars = pdf.pages[0].chars
    assert "".join(char["text"] for char in chars) == text
    left = min(char["x0"] for char in chars)
    expected = 150 - {"left": 0, "center": 0.5, "right": 1}[align] * typography.width(text, style, 12)
    assert left == pytest.approx(expected, abs=0.01)


def _source_files():
    from printgen.core.resources import DATA_DIR
    return sorted(DATA_DIR.rglob("*.yaml")) + sorted((FIXTURES / "valid").glob("*.yaml"))


@pytest.mark.parametrize("path", _source_files(), ids=lambda path: path.name)
def test_every_character_of_the_bundled_data_and_valid_fixtures_is_drawable(path):
    text = path.read_text(encoding="utf-8")
    assert sorted({f"{c} U+{ord(c):04X}" for c in text if not c.isspace() and not typography.drawable(c)}) == []


def test_the_glyph_check_is_quiet_on_the_bundled_encounters_and_valid_fixtures(loaded_bundled):
    from printgen.checks import run_checks
    from printgen.checks.context import Context
    from printgen.load.loader import load_encounter
    fixtures = [load_encounter(path) for path in sorted((FIXTURES / "valid").glob("*.yaml"))]
    for loaded in [*loaded_bundled.values(), *fixtures]:
        assert run_checks(Context(loaded), ["text.glyph"]).findings == []


def test_a_pdf_without_fallback_characters_embeds_no_fallback_face(cli, tmp_path):
    # (a kit always has DejaVu: the core rules quote a seed's ☼; a setup sheet of minimal.yaml has none)
    import pypdf
    assert cli("setup", str(FIXTURES / "valid" / "minimal.yaml"), "--out", str(tmp_path), "--seed", "1").exit_code == 0
    reader = pypdf.PdfReader(tmp_path / "minimal" / "setup-1.pdf")
    fonts = {str(font.get_object()["/BaseFont"]) for page in reader.pages
             for font in page["/Resources"]["/Font"].values()}
    fallbacks = {name for name in fonts if ("DejaVu" in name and "Mono" not in name) or "Droid" in name}
    assert fonts and not fallbacks, fonts  # DejaVu Sans Mono is no fallback: the face of the command printed
