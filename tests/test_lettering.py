"""`--lettering hyperlegible`: every word in Atkinson Hyperlegible (embedded, with its licence), and
every promise of the standard lettering kept: `check` measures what the paper shows, the same words
print, nothing under 6 pt, and the run leaves nothing measured in it behind."""

from __future__ import annotations

import re

import pdfplumber
import pytest

from printgen.load.bundled import bundled_ids
from printgen.core import typography
from printgen.core.resources import FONTS_DIR

pytestmark = pytest.mark.slow  # builds whole kits: outside the fast tier

LEGIBLE_FACES = {"AtkinsonHyperlegible-Regular", "AtkinsonHyperlegible-Bold", "AtkinsonHyperlegible-Italic"}
FALLBACKS = {"DejaVuSans", "DejaVuSans-Bold", "DroidSansFallback"}
COMMANDS = {"DejaVuSansMono"}  # a command to paste, fixed-width in every lettering
WORD = re.compile(r"[A-Za-z]{3,}")


def _kit(cli, tmp_path, encounter: str, *args: str) -> bytes:
    result = cli("kit", encounter, "--seed", "3", "--out", str(tmp_path), *args)
    assert result.exit_code == 0, result.stderr
    return (tmp_path / encounter / "kit.pdf").read_bytes()


def _chars(path):
    with pdfplumber.open(path) as pdf:
        return [char for page in pdf.pages for char in page.chars]


def _words(path) -> set[str]:
    with pdfplumber.open(path) as pdf:
        return {word for page in pdf.pages for found in page.extract_words() for word in WORD.findall(found["text"])}


@pytest.mark.parametrize("encounter", bundled_ids())
def test_check_finds_in_the_hyperlegible_lettering_what_it_finds_in_the_standard(cli, encounter):
    """The words are wider: what fits in one must fit in the other, or check says so in both."""
    standard = cli("check", encounter, "--format", "json")
    legible = cli("check", encounter, "--format", "json", "--lettering", "hyperlegible")
    assert (legible.exit_code, legible.stdout) == (standard.exit_code, standard.stdout)


@pytest.mark.parametrize("encounter", bundled_ids())
def test_a_hyperlegible_kit_sets_every_word_in_atkinson_and_prints_every_word_of_the_standard_kit(
        cli, tmp_path, encounter):
    _kit(cli, tmp_path / "standard", encounter)
    _kit(cli, tmp_path / "legible", encounter, "--lettering", "hyperlegible")
    legible = _chars(tmp_path / "legible" / encounter / "kit.pdf")
    faces = {char["fontname"].split("+", 1)[-1] for char in legible}
    assert LEGIBLE_FACES <= faces <= LEGIBLE_FACES | FALLBACKS | COMMANDS
    assert min(char["size"] for char in legible) >= 6.0 - 1e-6
    # the one word that differs: the lettering the printed commands name, to make their sheets in it again
    named = {"standard", "hyperlegible"}
    assert _words(tmp_path / "standard" / encounter / "kit.pdf") - named == \
        _words(tmp_path / "legible" / encounter / "kit.pdf") - named


def test_a_run_in_one_lettering_leaves_nothing_measured_in_it_behind(cli, tmp_path):
    first = _kit(cli, tmp_path / "a", "incredible-hulk")
    _kit(cli, tmp_path / "b", "incredible-hulk", "--lettering", "hyperlegible")
    assert typography.lettering_now() == "standard"
    assert _kit(cli, tmp_path / "c", "incredible-hulk") == first


def test_the_lettering_is_a_default_a_reader_sets_once(cli, tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTGEN_CONFIG_DIR", str(tmp_path / "config"))
    assert cli("config", "set", "lettering", "hyperlegible").exit_code == 0
    _kit(cli, tmp_path, "incredible-hulk")
    faces = {char["fontname"].split("+", 1)[-1] for char in _chars(tmp_path / "incredible-hulk" / "kit.pdf")}
    assert "AtkinsonHyperlegible-Regular" in faces and not any(face.startswith("Roboto") for face in faces)


def test_every_face_of_a_lettering_ships_with_its_licence():
    files = {file for faces in typography.LETTERINGS.values() for _, file in faces.values()}
    assert all((FONTS_DIR / file).is_file() for file in files)
    assert "SIL Open Font License" in (FONTS_DIR / "OFL-AtkinsonHyperlegible.txt").read_text()
    readme = (FONTS_DIR / "README.md").read_text()
    assert all(file in readme for file in files)
