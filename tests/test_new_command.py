"""`printgen new` leaves a designer ready to type: the schema its first line names is beside the new file
(so an editor's YAML language server checks and completes from the first keystroke), and the scaffold
offers the card sizes the print services make, with a card of one of them."""

from __future__ import annotations

import json
import re

import pytest
import yaml
from jsonschema import Draft202012Validator

from printgen.load.loader import game_constants
from printgen.core.services import SERVICES, product_for
from printgen.core.units import points_to_mm


def _schema_named(path):
    """The file the scaffold's first line points an editor at, as the language server resolves it."""
    first = path.read_text(encoding="utf-8").splitlines()[0]
    named = re.fullmatch(r"# yaml-language-server: \$schema=(\S+)", first)
    assert named, first
    return path.parent / named.group(1)


def test_new_writes_the_schema_its_first_line_names_as_printgen_schema_prints_it(cli, tmp_path):
    made = cli("new", "sinister-six", "--dir", str(tmp_path))
    assert made.exit_code == 0, made.stderr
    schema = _schema_named(tmp_path / "sinister-six.yaml")
    assert schema.read_text(encoding="utf-8") == cli("schema").stdout
    assert f"wrote {schema}" in made.stdout and made.stdout.rstrip().splitlines()[-1].startswith("wrote ")
    validator = Draft202012Validator(json.loads(schema.read_text(encoding="utf-8")))
    assert list(validator.iter_errors(yaml.safe_load((tmp_path / "sinister-six.yaml").read_text()))) == []


def test_a_second_encounter_shares_the_schema_and_one_not_printgens_is_left_and_named(cli, tmp_path):
    assert cli("new", "one", "--dir", str(tmp_path)).exit_code == 0
    schema = _schema_named(tmp_path / "one.yaml")
    again = cli("new", "two", "--dir", str(tmp_path))
    assert again.exit_code == 0 and "schema" not in again.stdout + again.stderr
    schema.write_text("{}", encoding="utf-8")  # an older printgen's, or the user's own
    third = cli("new", "three", "--dir", str(tmp_path))
    assert third.exit_code == 0 and (tmp_path / "three.yaml").exists()
    assert schema.read_text(encoding="utf-8") == "{}"
    assert "is left as it is" in third.stdout and f"printgen schema > {schema.name}" in third.stdout


def test_a_schema_that_cannot_be_written_does_not_stop_the_encounter(cli, tmp_path):
    (tmp_path / "printgen-encounter.schema.json").mkdir()
    made = cli("new", "mine", "--dir", str(tmp_path))
    assert made.exit_code == 0 and (tmp_path / "mine.yaml").exists()
    assert "printgen schema > printgen-encounter.schema.json" in made.stdout


def _services_listed(text: str) -> dict[str, set[str]]:
    """The scaffold's list of card sizes: size -> the services it says print it."""
    listed = {}
    for size, rest in re.findall(r"^\s*#\s+(\w+): [\d.]+ × [\d.]+ mm, (.*)$", text, re.M):
        printed = re.match(r"printed by (.*) \(--profile\)", rest)
        listed[size] = set(printed.group(1).split(", ")) if printed else set()
    return listed


def test_the_scaffold_offers_every_card_size_with_the_services_that_print_it(cli, tmp_path):
    assert cli("new", "mine", "--dir", str(tmp_path)).exit_code == 0
    listed = _services_listed((tmp_path / "mine.yaml").read_text(encoding="utf-8"))
    expected = {}
    for size, sizes in game_constants().cards.items():
        width, height = points_to_mm(sizes.width), points_to_mm(sizes.height)
        expected[size] = {service.name for service in SERVICES.values() if product_for(service, "card", width, height)}
    assert listed == expected
    assert any(expected.values()), "no card size a service prints: the list would offer nothing"


@pytest.mark.slow  # builds the cards for every service
def test_the_scaffold_has_a_card_every_card_service_prints(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert cli("new", "mine").exit_code == 0
    sizes = {card.get("size") for card in yaml.safe_load((tmp_path / "mine.yaml").read_text())["cards"]}
    printed = {size for size, services in _services_listed((tmp_path / "mine.yaml").read_text()).items()
               if services == {service.name for service in SERVICES.values()}}
    assert sizes & printed
    for service in SERVICES:
        made = cli("cards", "mine.yaml", "--profile", service, "--out", "out")
        assert made.exit_code == 0, (service, made.stderr)
        assert list((tmp_path / "out" / "mine" / f"{service}-cards").glob("cards-*")), service
