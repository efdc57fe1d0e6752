"""Named printer profiles: the back offset a user read off `printgen calibrate` for one printer,
kept in their configuration folder so that every later print can name it (`--printer office`).

The profiles are one small JSON file, `printers.json`, in the folder platformdirs names for
printgen (``PRINTGEN_CONFIG_DIR`` overrides it, for tests and portable installs). It is written
atomically; a file that cannot be read is reported, never overwritten.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from printgen.errors import PrintgenError
from printgen.options import BackOffset, parse_back_offset
from printgen.output import replace_file

CONFIG_ENV = "PRINTGEN_CONFIG_DIR"
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,39}")


class PrinterError(PrintgenError):
    """An unknown printer name, a bad name or an unreadable profiles file (exit 2)."""


def profiles_path() -> Path:
    folder = os.environ.get(CONFIG_ENV)
    if folder:
        return Path(folder) / "printers.json"
    from platformdirs import user_config_path  # only where profiles are used

    return user_config_path("printgen") / "printers.json"


def saved() -> dict[str, BackOffset]:
    """Every saved profile by name (none when the file does not exist yet)."""
    path = profiles_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {name: parse_back_offset(entry["back_offset"]) for name, entry in data["printers"].items()}
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise PrinterError(f"{path}: cannot read the printer profiles ({exc}); mend or remove the file") from None


def offset_of(name: str) -> BackOffset:
    """The back offset saved for ``name``."""
    profiles = saved()
    if name not in profiles:
        known = ", ".join(sorted(profiles)) or "none yet: `printgen printer save NAME --back-offset X,Y`"
        raise PrinterError(f"no printer profile named '{name}' (saved: {known})")
    return profiles[name]


def save(name: str, offset: BackOffset) -> Path:
    """Save (or replace) the profile ``name``; the file it is kept in."""
    if not NAME.fullmatch(name):
        raise PrinterError(f"'{name}' cannot name a printer: use up to 40 letters, digits, '.', '_' or '-', "
                           "starting with a letter or digit")
    return _write({**saved(), name: offset})


def remove(name: str) -> Path:
    profiles = saved()
    if name not in profiles:
        raise PrinterError(f"no printer profile named '{name}'")
    del profiles[name]
    return _write(profiles)


def _write(profiles: dict[str, BackOffset]) -> Path:
    text = json.dumps({"printers": {name: {"back_offset": offset.spelled()}
                                    for name, offset in sorted(profiles.items())}}, indent=2) + "\n"
    return replace_file(profiles_path(), text.encode("utf-8"))
