"""printgen works from a built wheel, run from any working directory.

The wheel is installed into a scratch folder (no dependencies: the test's own
environment has them) and run with that folder first on the path, from a
directory that has nothing of the source tree in it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(out), str(ROOT)], check=True, cwd=out)
    return next(out.glob("printgen-*.whl"))


def test_the_wheel_carries_data_templates_and_fonts(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    for expected in ("printgen/data/constants.yaml", "printgen/data/core-rules.yaml",
                     "printgen/data/encounters/incredible-hulk.yaml", "printgen/templates/show.txt.j2",
                     "printgen/fonts/README.md"):
        assert expected in names


def test_installed_wheel_runs_from_elsewhere(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target),
                    str(wheel)], check=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(target)}

    def run(*args: str) -> str:
        done = subprocess.run([sys.executable, "-m", "printgen", *args], cwd=elsewhere, env=env,
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        return done.stdout

    where = subprocess.run([sys.executable, "-c", "import printgen; print(printgen.__file__)"], cwd=elsewhere,
                           env=env, capture_output=True, text=True, check=True).stdout
    assert Path(where.strip()).is_relative_to(target)
    entries = json.loads(run("list", "--format", "json"))
    assert len(entries) == 4
    assert "Gamma Aura" in run("show", "incredible-hulk")
