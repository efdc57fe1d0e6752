"""What printgen relies on in its dependencies beyond their documented surface, one test each, so
that a release which changes it fails here, loudly and by name, rather than somewhere downstream
as a puzzling PDF or a wrong finding. Each reliance also has an upper bound in pyproject.toml:
the test says what to mend before that bound is raised.
"""

from __future__ import annotations

import gzip
import io
import re
import tomllib
from importlib.metadata import version
from importlib.resources import files
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent

RELIANCES = {  # distribution: what printgen relies on (the module that does)
    "reportlab": "entries set on its document objects for PDF/X (render/pdfx.py)",
    "pyspellchecker": "its English word file, one sorted entry a line (checks/english.py)",
    "PyYAML": "libyaml's nesting refusal, recognised by its words (load/yaml_read.py)",
    "pypdfium2": "PDFium's raw bitmap calls for exact pixel sizes (render/png.py)",
    "click": "commands and options read from Click's objects (tests/test_docs.py)",
    "pydantic": "its error types, worded one by one (load/schema_messages.py)",
}


def _loudly(distribution: str, what_broke: str) -> str:
    return (f"{distribution} {version(distribution)} broke what printgen relies on, "
            f"{RELIANCES[distribution]}: {what_broke}. Mend that module, or bound {distribution} "
            "below this release in pyproject.toml.")


def test_every_reliance_is_bounded_in_pyproject():
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    requirements = [Requirement(line) for line in declared["dependencies"] + declared["optional-dependencies"]["test"]]
    bounded = {requirement.name for requirement in requirements
               if any(spec.operator in ("<", "<=", "~=", "==") for spec in requirement.specifier)}
    assert sorted(set(RELIANCES) - bounded) == [], "a dependency printgen relies on has no upper bound"


def test_reportlab_takes_the_pdfx_entries_and_cmyk():
    from pypdf import PdfReader

    from printgen.layout.display import Page, Rect
    from printgen.render.pdf import render_pdf

    page = Page(100, 100, [Rect(10, 10, 50, 50, fill="#3366cc")], trim=(5, 5, 90, 90))
    try:
        data = render_pdf([page], "reliance", press=True)
    except (AttributeError, TypeError) as exc:
        pytest.fail(_loudly("reportlab", f"writing a press PDF raised {exc!r}"))
    reader = PdfReader(io.BytesIO(data))
    intents = reader.trailer["/Root"].get("/OutputIntents")
    assert reader.metadata.get("/GTS_PDFXVersion") == "PDF/X-1a:2003", _loudly("reportlab", "no GTS_PDFXVersion")
    assert intents and intents[0]["/S"] == "/GTS_PDFX", _loudly("reportlab", "no GTS_PDFX output intent")
    content = reader.pages[0].get_contents().get_data()
    assert re.search(rb"[\d.]+ [\d.]+ [\d.]+ [\d.]+ k", content), _loudly("reportlab", "a fill not set in CMYK")
    assert not re.search(rb" rg\b", content), _loudly("reportlab", "an RGB fill escaped enforceColorSpace")


def test_the_spellcheckers_word_file_is_one_sorted_entry_a_line():
    from printgen.checks.english import english_words

    path = files("spellchecker") / "resources" / "en.json.gz"
    assert path.is_file(), _loudly("pyspellchecker", "resources/en.json.gz is gone")
    lines = gzip.decompress(path.read_bytes()).decode().splitlines()
    entries = [line for line in lines if line.strip() not in ("{", "}")]
    shaped = [re.fullmatch(r'\s*"([^"]+)": \d+,?', line) for line in entries]
    assert all(shaped), _loudly("pyspellchecker", "a line is not one '\"word\": count,' entry")
    words = [match.group(1) for match in shaped if match]
    assert words == sorted(words), _loudly("pyspellchecker", "the entries are not in sorted order")
    english = english_words()
    assert "encounter" in english and "encountr" not in english, _loudly("pyspellchecker", "a lookup is wrong")


@pytest.mark.skipif(not __import__("yaml").__with_libyaml__, reason="PyYAML built without libyaml")
def test_libyamls_own_nesting_refusal_is_recognised():
    import yaml

    from printgen.core.errors import UnreadableInput
    from printgen.load.yaml_read import parse

    try:  # if libyaml no longer refuses, printgen's own count of events does, and that is fine
        loader = yaml.CSafeLoader("[" * 5_000)
        while loader.check_event():
            loader.get_event()
    except yaml.MarkedYAMLError as exc:
        assert "maximum nesting depth" in (exc.problem or ""), _loudly("PyYAML", f"it refuses as {exc.problem!r}")
    with pytest.raises(UnreadableInput) as refused:
        parse("[" * 5_000 + "]" * 5_000, "deep.yaml")
    assert refused.value.finding.code == "yaml.limit", _loudly("PyYAML", refused.value.finding.format())


def test_pdfium_draws_a_page_into_a_bitmap_of_exactly_its_size():
    from PIL import Image

    from printgen.layout.display import Page, Rect
    from printgen.render.pdf import render_pdf
    from printgen.render.png import pdf_to_sized_pngs

    data = render_pdf([Page(198, 270, [Rect(0, 0, 198, 270, fill="#000000")])], "reliance")
    try:
        (png,) = list(pdf_to_sized_pngs(data, [(825, 1125)]))
    except (AttributeError, TypeError) as exc:
        pytest.fail(_loudly("pypdfium2", f"rendering raised {exc!r}"))
    image = Image.open(io.BytesIO(png))
    assert image.size == (825, 1125), _loudly("pypdfium2", f"the bitmap is {image.size}")
    assert image.getpixel((412, 562))[:3] == (0, 0, 0), _loudly("pypdfium2", "the page was not drawn into it")
