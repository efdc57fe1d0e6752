"""Named printer profiles: what a user read off `printgen calibrate` for one printer (its back
offset), and optionally the paper and duplex it prints on, kept in their configuration folder so
that every later print can name it (`--printer office`).

The profiles are one small JSON file, `printers.json`, in printgen's configuration folder
(settings.config_folder). It is written atomically; a file that cannot be read is reported, never
overwritten.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from printgen.core.errors import PrintgenError
from printgen.core.options import BackOffset, Duplex, Paper, names, parse_back_offset
from printgen.build.output import replace_file
from printgen.app.settings import CONFIG_ENV, config_folder, config_text

__all__ = ["CONFIG_ENV", "NAME", "Printer", "PrinterError", "printer", "profiles_path", "remove", "save", "saved"]

NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,39}")


class PrinterError(PrintgenError):
    """An unknown printer name, a bad name or an unreadable profiles file (exit 2)."""


@dataclass(frozen=True)
class Printer:
    """One printer's profile: its back offset, and the paper and duplex it prints on, if kept."""

    back_offset: BackOffset = BackOffset()
    paper: str | None = None
    duplex: str | None = None

    def __str__(self) -> str:
        kept = [f"backs move {self.back_offset}" if self.back_offset else "no back offset"]
        kept += [f"{self.paper} paper"] if self.paper else []
        kept += [f"duplex {self.duplex}"] if self.duplex else []
        return ", ".join(kept)

    def spelled(self) -> dict[str, str]:
        entry = {"back_offset": self.back_offset.spelled(), "paper": self.paper, "duplex": self.duplex}
        return {key: value for key, value in entry.items() if value is not None}


def profiles_path() -> Path:
    return config_folder() / "printers.json"


def saved() -> dict[str, Printer]:
    """Every saved profile by name (none when the file does not exist yet)."""
    path = profiles_path()
    try:
        text = config_text(path)
        if text is None:
            return {}
        return {name: _profile(entry) for name, entry in json.loads(text)["printers"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:  # UnicodeDecodeError is a ValueError
        raise PrinterError(f"{path}: cannot read the printer profiles ({exc}); mend or remove the file") from None


def _profile(entry: dict) -> Printer:
    paper, duplex = entry.get("paper"), entry.get("duplex")
    if paper not in (None, *names(Paper)) or duplex not in (None, *names(Duplex)):
        raise ValueError(f"paper {paper!r} or duplex {duplex!r} is not one printgen prints")
    return Printer(parse_back_offset(entry.get("back_offset", "0,0")), paper, duplex)


def printer(name: str) -> Printer:
    """The profile saved as ``name``."""
    profiles = saved()
    if name not in profiles:
        known = ", ".join(sorted(profiles)) or "none yet: `printgen printer save NAME --back-offset X,Y`"
        raise PrinterError(f"no printer profile named '{name}' (saved: {known})")
    return profiles[name]


def save(name: str, profile: Printer) -> Path:
    """Save (or replace) the profile ``name``; the file it is kept in."""
    if not NAME.fullmatch(name):
        raise PrinterError(f"'{name}' cannot name a printer: use up to 40 letters, digits, '.', '_' or '-', "
                           "starting with a letter or digit")
    return _write({**saved(), name: profile})


def remove(name: str) -> Path:
    profiles = saved()
    if name not in profiles:
        raise PrinterError(f"no printer profile named '{name}'")
    del profiles[name]
    return _write(profiles)


def _write(profiles: dict[str, Printer]) -> Path:
    text = json.dumps({"printers": {name: profile.spelled() for name, profile in sorted(profiles.items())}},
                      indent=2) + "\n"
    return replace_file(profiles_path(), text.encode("utf-8"))
