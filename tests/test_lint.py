"""The code keeps the lint rules configured in pyproject.toml ([tool.ruff]): run here, so that a change
that breaks them fails the suite on any machine, not only where someone remembered to run ruff."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_finds_nothing():
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "--output-format", "concise", "printgen",
                             "tests", "tools", "benchmarks"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
