"""Where printgen's own files are: bundled data, templates and fonts.

All three live inside the package, so a wheel, an editable install and a source
checkout find them at the same place.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent  # printgen/, above core/
DATA_DIR = PACKAGE_DIR / "data"
ENCOUNTERS_DIR = DATA_DIR / "encounters"
TEMPLATES_DIR = PACKAGE_DIR / "templates"
FONTS_DIR = PACKAGE_DIR / "fonts"

