from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from printgen import registry
from printgen.cli import main
from printgen.loader import load_encounter

TESTS = Path(__file__).resolve().parent
FIXTURES = TESTS / "fixtures"


@pytest.fixture
def cli():
    """Run printgen in-process; returns Click's Result (stdout, stderr, exit_code)."""
    runner = CliRunner()

    def run(*args: str):
        return runner.invoke(main, list(args), catch_exceptions=False)

    return run


@pytest.fixture(scope="session")
def loaded_bundled():
    """Every bundled encounter, loaded once: id -> Loaded (model, source document, findings)."""
    result = {}
    for encounter_id in registry.bundled_ids():
        loaded = load_encounter(registry.bundled_path(encounter_id))
        assert loaded.ok, [f.format() for f in loaded.findings]
        result[encounter_id] = loaded
    return result


@pytest.fixture(scope="session")
def bundled(loaded_bundled):
    """Every bundled encounter's model: id -> Encounter."""
    return {encounter_id: loaded.model for encounter_id, loaded in loaded_bundled.items()}
