"""Whole kits, previews, the `new` scaffold and the editor schema."""

from __future__ import annotations

import yaml
import pytest
from jsonschema import Draft202012Validator
from pypdf import PdfReader

from conftest import FIXTURES
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.load.loader import load_encounter
from printgen.build.printable import PARTS
from printgen.app.schema import encounter_schema

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")



def _headings(loaded) -> list[str]:
    """The kit's bookmarks as the registry of parts names them: the cover, then every part."""
    return ["Cover", *(part.heading_of(loaded.model) for part in PARTS.values())]


@pytest.fixture(scope="module")
def kits(tmp_path_factory):
    from click.testing import CliRunner
    from printgen.cli import main
    out = tmp_path_factory.mktemp("kits")
    result = CliRunner().invoke(main, ["kit", "--out", str(out), "--seed", "5"], catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
    return out, result


def test_kit_with_no_argument_builds_all_four_with_every_part(kits):
    out, result = kits
    for encounter_id in bundled_ids():
        path = out / encounter_id / "kit.pdf"
        assert path.exists()
        reader = PdfReader(path)
        expected = _headings(load_encounter(bundled_path(encounter_id)))
        assert [entry.title for entry in reader.outline] == expected
        text = "".join(page.extract_text() for page in reader.pages[:1])
        assert "What is inside" in text.replace("WHAT IS INSIDE", "What is inside")
    assert result.stdout.count("wrote ") == 4


def test_the_kit_prints_the_rules_from_the_same_source_as_the_cards(kits):
    out, _ = kits
    reader = PdfReader(out / "incredible-hulk" / "kit.pdf")
    text = " ".join(" ".join(page.extract_text().split()) for page in reader.pages)
    assert "Ultimate Encounter Core Rules".upper() in text
    assert "During the Cleanup Phase, any character with a Subdued token that is within Range" in text
    assert "Transcription notes".upper() in text and "Gamma Absorber" in text


def test_check_errors_stop_the_kit_unless_forced(cli, tmp_path):
    fixture = str(FIXTURES / "overflow" / "too-much-text.yaml")
    stopped = cli("kit", fixture, "--out", str(tmp_path))
    assert stopped.exit_code == 1
    assert "[layout.overflow]" in stopped.stderr and "not built" in stopped.stderr
    assert not (tmp_path / "too-much-text" / "kit.pdf").exists()
    forced = cli("kit", fixture, "--out", str(tmp_path), "--force")
    assert forced.exit_code == 0
    assert (tmp_path / "too-much-text" / "kit.pdf").exists()


def test_new_check_kit_passes_on_the_scaffold(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert cli("new", "my-encounter").exit_code == 0
    checked = cli("check", "my-encounter.yaml", "--strict")
    assert checked.exit_code == 0, checked.stdout
    assert checked.stdout.splitlines()[-1] == "checked 1 encounter: 0 errors, 0 warnings, 0 silenced"
    built = cli("kit", "my-encounter.yaml", "--out", "out", "--seed", "1")
    assert built.exit_code == 0, built.stderr
    reader = PdfReader(tmp_path / "out" / "my-encounter" / "kit.pdf")
    outline = [entry.title for entry in reader.outline]
    assert outline == _headings(load_encounter(tmp_path / "my-encounter.yaml"))
    assert outline[-1] == "Designer's notes"  # an original design


def test_the_scaffold_shows_each_kind_of_component(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    cli("new", "showcase")
    data = yaml.safe_load((tmp_path / "showcase.yaml").read_text())
    kinds = {component["type"] for tracker in data["trackers"] for component in tracker["components"]}
    assert kinds == {"track", "spots", "area", "table"}
    assert {card["kind"] for card in data["cards"]} == {"tip", "ai", "stat"}
    for key in ("tables", "reference_tables", "flowcharts", "superpowers", "randomizers", "assumptions", "tokens"):
        assert data[key], key
    assert {"deployment", "fixed", "random", "terrain", "orders"} <= set(data["setup_map"])


def test_new_refuses_a_bad_name_and_never_overwrites(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert cli("new", "Bad Name").exit_code == 2
    assert cli("new", "mine").exit_code == 0
    again = cli("new", "mine")
    assert again.exit_code == 2 and "already exists; not overwritten" in again.stderr


def test_the_schema_validates_every_bundled_encounter_and_the_scaffold(cli, tmp_path, monkeypatch):
    validator = Draft202012Validator(encounter_schema())
    Draft202012Validator.check_schema(encounter_schema())
    files = [bundled_path(i) for i in bundled_ids()]
    files += [FIXTURES / "valid" / "minimal.yaml", FIXTURES / "valid" / "homebrew-trackers.yaml"]
    monkeypatch.chdir(tmp_path)
    cli("new", "scaffold")
    files.append(tmp_path / "scaffold.yaml")
    for path in files:
        errors = [f"{list(e.path)}: {e.message}" for e in validator.iter_errors(yaml.safe_load(path.read_text()))]
        assert errors == [], path


def test_the_schema_catches_what_the_loader_catches(cli):
    import json
    validator = Draft202012Validator(json.loads(cli("schema").stdout))
    bad = yaml.safe_load((FIXTURES / "invalid" / "unknown-key.yaml").read_text())
    assert any("max_threats" in error.message for error in validator.iter_errors(bad))
    lengths = yaml.safe_load((FIXTURES / "valid" / "minimal.yaml").read_text())
    lengths["tokens"] = [{"id": "c", "name": "C", "count": 1, "size": "30 mmm", "front": {"label": "C"}}]
    assert list(validator.iter_errors(lengths))


def test_preview_writes_pngs(cli, tmp_path, bundled):
    result = cli("preview", "unstoppable-colossus", "--part", "tokens", "--dpi", "40", "--out", str(tmp_path))
    assert result.exit_code == 0, result.stderr
    pngs = sorted((tmp_path / "unstoppable-colossus" / "preview").glob("tokens-*.png"))
    from printgen.core.options import Paper
    from printgen.layout.tokens import token_sheets
    assert len(pngs) == len(token_sheets(bundled["unstoppable-colossus"], Paper("letter").size, "long", 0, "t"))
    from PIL import Image
    with Image.open(pngs[0]) as image:
        assert image.size == (round(8.5 * 40), round(11 * 40))


def test_preview_removes_the_pages_an_earlier_larger_run_left_and_nothing_else(cli, tmp_path):
    folder = tmp_path / "incredible-hulk" / "preview"
    folder.mkdir(parents=True)
    for name in ("cards-09.png", "kit-01.png", "notes.png"):
        (folder / name).write_bytes(b"old")
    assert cli("preview", "incredible-hulk", "--part", "cards", "--dpi", "20", "--out", str(tmp_path)).exit_code == 0
    left = sorted(path.name for path in folder.iterdir())
    assert "cards-09.png" not in left and {"kit-01.png", "notes.png", "cards-01.png"} <= set(left)


def test_new_refuses_a_name_longer_than_an_id_may_be(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert cli("new", "a" * 81).exit_code == 2
    assert cli("new", "a" * 80).exit_code == 0
    assert cli("check", "a" * 80 + ".yaml").exit_code == 0
