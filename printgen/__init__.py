"""printgen: print-and-play kits for Marvel: Crisis Protocol Ultimate Encounters."""

from __future__ import annotations

__version__ = "0.1.0"
"""The one source of the version: pyproject.toml reads it (``attr:``), so `--version` need not
ask the installed metadata, which costs half as much as importing Click."""


def version() -> str:
    return __version__
