"""Every font printgen ships carries its licence wherever a licence is owed: its licence file beside it
in printgen/fonts/ (and so in the wheel's licence files, through pyproject's `license-files`), its
licence in the SPDX `license` expression, and its name in the README's licence paragraph, in LICENSE and
in printgen/fonts/README.md. The fonts are found by walking printgen/fonts/, and each font's licence
is read from the font itself (its name table's licence URL), so a font added with another licence fails
here until every one of those places says so."""

from __future__ import annotations

import fnmatch
import re
import tomllib
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "printgen" / "fonts"
TTFS = sorted(FONTS.glob("*.ttf"))

LICENCES = {
    # what a font's name table gives as its licence URL (name ID 14) -> (SPDX ids, its file, its title)
    "scripts.sil.org/OFL": (("OFL-1.1",), "OFL-*.txt", "SIL Open Font License"),
    "www.apache.org/licenses/LICENSE-2.0": (("Apache-2.0",), "LICENSE-Apache-2.0.txt", "Apache License"),
    "dejavu.sourceforge.net/wiki/index.php/License": (("Bitstream-Vera", "LicenseRef-Arev-Fonts"), "LICENSE-DejaVu.txt",
                                                      "Bitstream Vera"),
}


def _font(path: Path) -> tuple[str, str]:
    """The font's family and its licence URL, as the font itself states them."""
    names = TTFont(path, lazy=True)["name"]
    return names.getDebugName(1) or path.stem, re.sub(r"^https?://", "", names.getDebugName(14) or "")


def _licence(path: Path) -> tuple[tuple[str, ...], str, str]:
    family, url = _font(path)
    assert url in LICENCES, f"{path.name} ({family}) is licensed by {url!r}, which this test does not know yet"
    return LICENCES[url]


def _families() -> dict[str, tuple[tuple[str, ...], str, str]]:
    return {_font(path)[0]: _licence(path) for path in TTFS}


def _project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def test_the_fonts_are_found():
    assert len(TTFS) >= 5 and {"Roboto", "Atkinson Hyperlegible", "DejaVu Sans"} <= set(_families())


@pytest.mark.parametrize("path", TTFS, ids=lambda path: path.name)
def test_each_font_has_its_licence_file_beside_it(path):
    _, pattern, title = _licence(path)
    files = [file for file in FONTS.iterdir() if fnmatch.fnmatch(file.name, pattern)]
    assert files, f"{path.name}: no {pattern} in printgen/fonts/"
    assert any(title.lower() in file.read_text(encoding="utf-8").lower() for file in files), (path.name, title)


@pytest.mark.parametrize("path", TTFS, ids=lambda path: path.name)
def test_each_fonts_licence_file_goes_into_the_wheels_licences(path):
    _, pattern, _ = _licence(path)
    globs = _project()["license-files"]
    files = [file.relative_to(ROOT).as_posix() for file in FONTS.iterdir() if fnmatch.fnmatch(file.name, pattern)]
    assert all(any(fnmatch.fnmatch(file, glob) for glob in globs) for file in files), (files, globs)


DATA_LICENCES = {"Zlib": "printgen/data/icc/LICENSE-FOGRA39L.txt"}
"""The data printgen ships under a licence of its own (the press profile, built from Fogra's data): SPDX -> file."""


def test_each_data_licence_file_is_there_and_goes_into_the_wheels_licences():
    globs = _project()["license-files"]
    for path in DATA_LICENCES.values():
        assert (ROOT / path).is_file() and any(fnmatch.fnmatch(path, glob) for glob in globs), path


def test_the_spdx_expression_names_every_licence_shipped():
    named = set(re.findall(r"[\w.+-]+", _project()["license"])) - {"AND", "OR", "WITH"}
    shipped = {spdx for ids, _, _ in _families().values() for spdx in ids} | {"MIT"} | set(DATA_LICENCES)
    assert sorted(shipped - named) == []
    assert sorted(named - shipped) == [], "a licence named that no font or the code has"


def _licence_paragraph() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.search(r"^## Licen[cs]e\n(.*?)(?=^## |\Z)", readme, re.S | re.M).group(1)


@pytest.mark.parametrize("where", ["README.md", "LICENSE"])
def test_the_readme_and_licence_name_each_font_and_its_licence(where):
    text = " ".join((_licence_paragraph() if where == "README.md" else (ROOT / where).read_text()).split())
    missing = [f"{family} ({title})" for family, (_, _, title) in _families().items()
               if family not in text or title.split()[0] not in text]
    assert missing == []


def test_the_fonts_readme_names_every_font_and_licence_file():
    text = (FONTS / "README.md").read_text(encoding="utf-8")
    files = [path.name for path in FONTS.iterdir() if path.suffix in (".ttf", ".txt")]
    assert [name for name in files if name not in text] == []
