"""printgen installs and runs as a new user gets it: built into a wheel by a fresh virtual
environment's stock pip and setuptools, installed (not editable), run from a folder that has
nothing of the source tree in it. And the README's set-up commands are the ones CI runs.

The wheel is built from a copy of the tracked sources, so nothing a developer left in the
checkout (build/, egg-info, caches) can hide a file the wheel forgets.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LEFT_BEHIND = shutil.ignore_patterns(".git", ".venv", "build", "dist", "output", "*.egg-info", "__pycache__",
                                     ".pytest_cache", ".hypothesis")


def _run(*command, cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    done = subprocess.run([str(part) for part in command], cwd=cwd, env=env, capture_output=True, text=True)
    assert done.returncode == 0, f"{command}\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """A fresh venv (stock pip and setuptools, never upgraded) with printgen's wheel installed in it."""
    base = tmp_path_factory.mktemp("packaging")
    source = base / "source"
    shutil.copytree(ROOT, source, ignore=LEFT_BEHIND)
    venv = base / "venv"
    _run(sys.executable, "-m", "venv", venv, cwd=base)
    pip = venv / "bin" / "pip"
    _run(pip, "wheel", "--no-deps", "-q", "-w", base / "dist", source, cwd=base)
    wheel = next((base / "dist").glob("printgen-*.whl"))
    _run(pip, "install", "-q", wheel, cwd=base)
    return venv


@pytest.fixture(scope="module")
def wheel_names(installed) -> list[str]:
    return zipfile.ZipFile(next((installed.parent / "dist").glob("printgen-*.whl"))).namelist()


def _package_files(folder: Path) -> set[str]:
    return {path.relative_to(ROOT).as_posix() for path in folder.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts}


def test_the_wheel_carries_every_file_of_the_package(wheel_names):
    """Every module, data file, template and font of printgen/ is in the wheel: none can be forgotten."""
    missing = _package_files(ROOT / "printgen") - set(wheel_names)
    assert not missing


@pytest.fixture(scope="module")
def elsewhere(installed, tmp_path_factory) -> tuple[Path, dict]:
    """A folder outside the checkout, and an environment with no trace of the source tree."""
    folder = tmp_path_factory.mktemp("elsewhere")
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = f"{installed / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    return folder, env


def test_the_installed_package_is_the_wheel_not_the_source(installed, elsewhere):
    folder, env = elsewhere
    where = _run(installed / "bin" / "python", "-c", "import printgen; print(printgen.__file__)",
                 cwd=folder, env=env).stdout.strip()
    assert Path(where).is_relative_to(installed)


def test_the_installed_wheel_builds_checks_and_previews_from_another_folder(installed, elsewhere):
    folder, env = elsewhere
    printgen = installed / "bin" / "printgen"
    version = _run(printgen, "--version", cwd=folder, env=env).stdout
    assert re.fullmatch(r"printgen, version \d+\.\d+\.\d+\S*\n", version)
    _run(printgen, "check", cwd=folder, env=env)
    _run(printgen, "kit", "--all", cwd=folder, env=env)
    kits = sorted(folder.glob("output/*/kit.pdf"))
    assert [kit.parent.name for kit in kits] == sorted(
        ["all-will-be-metal", "incredible-hulk", "mutant-masterworks", "unstoppable-colossus"])
    assert all(kit.read_bytes().startswith(b"%PDF") and b"/FontFile2" in kit.read_bytes() for kit in kits)
    _run(printgen, "preview", "incredible-hulk", "--part", "cards", "--dpi", "30", cwd=folder, env=env)
    previews = sorted(folder.glob("output/incredible-hulk/preview/*.png"))
    assert previews and all(png.read_bytes().startswith(b"\x89PNG") for png in previews)


def _setup_commands(readme: str) -> list[str]:
    section = readme.split("## Set up", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
    return [line for line in block.splitlines() if line.strip()]


def test_ci_runs_exactly_the_readmes_two_set_up_commands():
    commands = _setup_commands((ROOT / "README.md").read_text())
    ci = [line for line in (ROOT / ".ci" / "run").read_text().splitlines()
          if line.strip() and not line.startswith("#") and not line.startswith(("set ", "cd "))]
    assert len(commands) == 2
    assert ci == commands
