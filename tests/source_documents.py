"""The source documents the bundled encounters are transcribed from: ../shared/seeds, beside the repository
and not in it (the publisher's files, printed for personal use, are not ours to hand on). The tests that read
them skip in a clone without them; under CI=true, where they are always laid beside the clone, a missing
one fails the run, so that these tests never pass by not running."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"


def seeds_folder(names: list[str], folder: Path = SEEDS) -> Path:
    """``folder``, which must hold every file ``names`` names; else one line: fail under CI=true, or skip."""
    missing = [name for name in names if not (folder / name).is_file()]
    if not missing:
        return folder
    lack = f"{folder} has no {', '.join(missing)}" if folder.is_dir() else f"there is no {folder}"
    message = f"the source documents are not beside the repository: {lack}"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{message} (CI=true)", pytrace=False)
    pytest.skip(message)


@pytest.fixture(scope="session")
def seeds(bundled) -> Path:
    """The folder of the source documents, with every file a bundled encounter names as its source."""
    return seeds_folder(sorted({name for enc in bundled.values() for name in enc.sources}))
