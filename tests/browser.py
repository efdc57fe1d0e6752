"""A real browser for the tests that read printgen's HTML: the system's Chromium (Debian's chromium
package), driven by Playwright's sync API. No browser is downloaded: when Chromium is missing and the
machine allows it (root, apt-get), Debian's package is installed; otherwise the tests are skipped, or
fail under CI=true, with one line that says how to install it."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from contextlib import contextmanager
from pathlib import Path

import pytest

NAMES = ("chromium", "chromium-browser")
PLACES = ("/usr/bin/chromium",)
INSTALL = "apt-get update && apt-get install -y chromium"
INSTALL_SECONDS = 900
# The machine's network may be closed: without these Chromium waits on connections it would open
# itself (updates, sync, QUIC probes) and the first page never loads.
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def find_chromium(names: tuple[str, ...] = NAMES, places: tuple[str, ...] = PLACES) -> str | None:
    """The path of the system's Chromium, or None."""
    for name in names:
        if found := shutil.which(name):
            return found
    return next((place for place in places if Path(place).is_file() and os.access(place, os.X_OK)), None)


def can_install() -> bool:
    """Whether this machine lets the tests install Debian's package: as root, with apt-get."""
    return hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get") is not None


def install_chromium() -> None:
    """apt-get update, then install Debian's chromium; a failure or a timeout leaves it missing."""
    env = os.environ | {"DEBIAN_FRONTEND": "noninteractive"}
    for command in (["apt-get", "update"], ["apt-get", "install", "-y", "chromium"]):
        try:
            done = subprocess.run(command, env=env, capture_output=True, timeout=INSTALL_SECONDS)
        except (OSError, subprocess.TimeoutExpired):
            return
        if done.returncode != 0:
            return


@contextmanager
def _one_process_at_a_time():
    """Held by one process of this machine at a time (apt-get takes its lock or fails, it does not wait)."""
    import fcntl

    with open(Path(tempfile.gettempdir()) / "printgen-tests-chromium.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def chromium_path(names: tuple[str, ...] = NAMES, places: tuple[str, ...] = PLACES) -> str:
    """Chromium's path, installing it if it is missing and may be; else one line: fail under CI, or skip."""
    found = find_chromium(names, places)
    if found is None and can_install():
        with _one_process_at_a_time():  # each test worker (pytest -n) asks; one installs, the others find it
            found = find_chromium(names, places)
            if found is None:
                install_chromium()
                found = find_chromium(names, places)
    if found is not None:
        return found
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"Chromium is missing and could not be installed (CI=true): run `{INSTALL}`", pytrace=False)
    pytest.skip(f"Chromium is missing: `{INSTALL}` (as root) installs it")


@pytest.fixture(scope="session")
def chromium():
    """The system's Chromium, launched headless through Playwright, for the whole session."""
    executable = chromium_path()
    from playwright.sync_api import sync_playwright  # here: a run that skips needs no Playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=ARGS)
        try:
            yield browser
        finally:
            browser.close()
