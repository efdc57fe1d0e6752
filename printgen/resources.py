"""Where printgen's own files are: bundled data, templates and fonts.

In a wheel, templates/ and fonts/ are installed inside the package; in a source
checkout (or an editable install) they sit beside it at the repository's top.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
DATA_DIR = PACKAGE_DIR / "data"
ENCOUNTERS_DIR = DATA_DIR / "encounters"


@cache
def resource_dir(name: str) -> Path:
    for candidate in (PACKAGE_DIR / name, PACKAGE_DIR.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"printgen is installed without its {name}/ folder")


def templates_dir() -> Path:
    return resource_dir("templates")


def fonts_dir() -> Path:
    return resource_dir("fonts")
