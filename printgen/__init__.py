"""printgen: print-and-play kits for Marvel: Crisis Protocol Ultimate Encounters."""

from __future__ import annotations

from functools import cache


@cache
def version() -> str:
    """The installed distribution's version: pyproject.toml is its one source."""
    from importlib.metadata import PackageNotFoundError, version as distribution_version

    try:
        return distribution_version("printgen")
    except PackageNotFoundError:  # run from a checkout that was never installed
        return "0+unknown"
