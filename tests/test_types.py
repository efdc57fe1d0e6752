"""printgen/ keeps to the types it writes ([tool.mypy] in pyproject.toml): checked here, so that a change
that breaks them fails the suite on any machine, not only where someone remembered to run mypy."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow  # a whole-package analysis, some seconds cold: outside the fast tier


def test_mypy_finds_nothing(tmp_path):
    result = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache")], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
