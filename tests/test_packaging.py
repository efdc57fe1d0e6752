"""printgen installs and runs as a new user gets it: built into a wheel by a fresh virtual
environment's stock pip and setuptools, installed (not editable), run from a folder that has
nothing of the source tree in it. And the README's set-up commands are the ones CI runs.

The wheel is built from a copy of the files git would commit (tracked, or new and not ignored),
so nothing a developer left in the checkout (build/, egg-info, caches, ignored files) can hide a
file that a fresh clone, and so the wheel, would lack. The same list says what the wheel must
hold: every file of printgen/, whatever the code loads at run time (data, templates, fonts and
their licences, the glossary …), with no list here to forget a new one.
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

ROOT = Path(__file__).resolve().parent.parent


def _run(*command, cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    done = subprocess.run([str(part) for part in command], cwd=cwd, env=env, capture_output=True, text=True)
    assert done.returncode == 0, f"{command}\n{done.stdout}\n{done.stderr}"
    return done


def _source_files() -> list[str]:
    """The checkout's files as git would commit them: tracked or new, never ignored, and present."""
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: which files are the sources is git's to say")
    listed = _run("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", cwd=ROOT).stdout
    return sorted({name for name in listed.split("\0") if name and (ROOT / name).is_file()})


@pytest.fixture(scope="module")
def package_files() -> set[str]:
    """Every file under printgen/ that the sources hold, as the wheel names it."""
    return {name for name in _source_files() if name.startswith("printgen/")}


@pytest.fixture(scope="module")
def venv(tmp_path_factory) -> Path:
    """A fresh venv: the pip and setuptools it ships, never upgraded."""
    base = tmp_path_factory.mktemp("packaging")
    _run(sys.executable, "-m", "venv", base / "venv", cwd=base)
    return base / "venv"


@pytest.fixture(scope="module")
def build(venv) -> tuple[Path, str]:
    """printgen's wheel, built by the venv's pip from a copy of the sources alone, and what the
    build printed (verbose, so that the build backend's warnings are in it)."""
    source = venv.parent / "source"
    for name in _source_files():
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, source / name)
    done = _run(venv / "bin" / "pip", "wheel", "--no-deps", "-v", "-w", venv.parent / "dist", source, cwd=venv.parent)
    (built,) = (venv.parent / "dist").glob("printgen-*.whl")
    return built, done.stdout + done.stderr


@pytest.fixture(scope="module")
def wheel(build) -> Path:
    return build[0]


def test_the_build_warns_of_nothing_deprecated(build):
    """A deprecation in the build is a date on which a fresh clone stops building."""
    warned = [line.strip() for line in build[1].splitlines() if "deprecat" in line.lower()]
    assert warned == []


def test_the_wheel_carries_the_licences_it_declares(wheel, wheel_names):
    """The SPDX expression names every licence shipped, and each licence file is in the wheel."""
    (metadata,) = [name for name in wheel_names if name.endswith(".dist-info/METADATA")]
    with zipfile.ZipFile(wheel) as archive:
        fields = archive.read(metadata).decode().split("\n\n", 1)[0].splitlines()
    expression = next(line.split(": ", 1)[1] for line in fields if line.startswith("License-Expression: "))
    assert expression.split(" AND ")[0] == "MIT"
    files = [line.split(": ", 1)[1] for line in fields if line.startswith("License-File: ")]
    assert "LICENSE" in files and any("Apache" in name for name in files) and any("DejaVu" in name for name in files)
    assert all(any(name.endswith(f".dist-info/licenses/{file}") for name in wheel_names) for file in files)


@pytest.fixture(scope="module")
def wheel_names(wheel) -> list[str]:
    with zipfile.ZipFile(wheel) as archive:
        return archive.namelist()


def test_the_wheel_holds_every_file_of_the_package_and_nothing_else(wheel_names, package_files):
    """Modules, and every file the code loads at run time: none forgotten, no stray one."""
    in_wheel = {name for name in wheel_names if name.startswith("printgen/")}
    assert sorted(package_files - in_wheel) == [], "missing from the wheel"
    assert sorted(in_wheel - package_files) == [], "in the wheel, but not among the sources"


def test_the_wheel_declares_the_printgen_command_and_its_function_is_in_it(wheel_names, wheel):
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    (entry_points,) = [name for name in wheel_names if name.endswith(".dist-info/entry_points.txt")]
    scripts = configparser.ConfigParser()
    with zipfile.ZipFile(wheel) as archive:
        scripts.read_string(archive.read(entry_points).decode())
    assert dict(scripts["console_scripts"]) == declared and "printgen" in declared
    module = declared["printgen"].split(":")[0].replace(".", "/")
    assert {f"{module}.py", f"{module}/__init__.py"} & set(wheel_names)


@pytest.fixture(scope="module")
def installed(venv, wheel) -> Path:
    """The venv with the wheel installed (its dependencies from the index pip is configured with)."""
    _run(venv / "bin" / "pip", "install", "-q", wheel, cwd=venv.parent)
    return venv


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
