"""A user's own defaults: the paper, duplex, ink, lettering and printer every command takes unless told
otherwise, so that an A4 household need not write `--paper a4` every time.

They are kept in `config.toml` in printgen's configuration folder (the one platformdirs names,
or ``PRINTGEN_CONFIG_DIR``), beside the printer profiles, and written by `printgen config set`.
An option given on the command line always wins; then the printer profile named (which may keep
a paper and duplex of its own); then this file; then printgen's built-in default.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from printgen.errors import PrintgenError
from printgen.options import Duplex, Ink, Paper, Typeface, names

CONFIG_ENV = "PRINTGEN_CONFIG_DIR"

MAX_BYTES = 64 * 1024

CHOICES: dict[str, list[str] | None] = {"paper": names(Paper), "duplex": names(Duplex),
                                        "ink": names(Ink), "lettering": names(Typeface), "printer": None,
                                        "editor": None}
"""Each key a user may set, with its choices (None: the name of a saved printer profile; for editor, a
link pattern: editor_link_problem)."""

BUILT_IN = {"paper": "letter", "duplex": "long", "ink": "normal", "lettering": "standard", "printer": None,
            "editor": None}
"""printgen's own defaults, where the user has set none."""


class SettingsError(PrintgenError):
    """A configuration file that cannot be read, or a key or value that is not one of the choices."""


def config_folder() -> Path:
    folder = os.environ.get(CONFIG_ENV)
    if folder:
        return Path(folder)
    from platformdirs import user_config_path  # only where the configuration is read

    return user_config_path("printgen")


def settings_path() -> Path:
    return config_folder() / "config.toml"


def saved() -> dict[str, str]:
    """The defaults the user has set (none when there is no file yet); a bad file is refused."""
    path = settings_path()
    data = _read(path)
    for key, value in data.items():
        _valid(key, value, path)
    return data


def _mendable() -> dict:
    """The file's entries as they stand, so that `config set` and `unset` can replace a bad one."""
    return _read(settings_path())


def config_text(path: Path) -> str | None:
    """The text of one of printgen's own files in the configuration folder, or None if there is none.
    Only a small regular file is read (a pipe or a device would never end): anything else is a
    ValueError, as is text that is not UTF-8; OSError as the system raises it."""
    if not path.exists():
        return None
    if not path.is_file() or path.stat().st_size > MAX_BYTES:
        raise ValueError("it is not a small text file")
    return path.read_text(encoding="utf-8")


def _read(path: Path) -> dict:
    """The file's table (empty while there is no file)."""
    import tomllib  # here: a command that reads no settings does not import it

    try:
        text = config_text(path)
        return {} if text is None else tomllib.loads(text)
    except (OSError, ValueError) as exc:  # TOMLDecodeError and UnicodeDecodeError are ValueErrors
        raise SettingsError(f"{path}: cannot read printgen's settings ({exc}); mend or remove the file") from None


UNSAFE_SCHEMES = ("javascript", "data", "vbscript", "file")
"""Link schemes an editor link may not use: a proof's link opens an editor, never runs or reads anything."""


def editor_link_problem(pattern: str) -> str | None:
    """What is wrong with an editor link pattern (``vscode://file/{path}:{line}:{col}``), or None."""
    scheme = pattern.split(":", 1)[0].lower() if ":" in pattern else ""
    if not scheme or not scheme[0].isalpha() or not all(c.isalnum() or c in "+.-" for c in scheme):
        return "it must start with a link scheme, as vscode://file/{path}:{line}:{col} does"
    if scheme in UNSAFE_SCHEMES:
        return f"a {scheme}: link would not open an editor"
    if "{path}" not in pattern or "{line}" not in pattern:
        return "it must hold {path} and {line} (and may hold {col})"
    return None


def _valid(key: str, value: object, where: Path | str) -> None:
    if key not in CHOICES:
        raise SettingsError(f"{where}: unknown setting '{key}' (known: {', '.join(CHOICES)})")
    choices = CHOICES[key]
    if key == "editor" and isinstance(value, str) and (problem := editor_link_problem(value)):
        raise SettingsError(f"{where}: editor is a link pattern such as vscode://file/{{path}}:{{line}}:{{col}}: "
                            f"{problem}")
    if not isinstance(value, str) or (choices is not None and value not in choices):
        expected = _either([f"'{choice}'" for choice in choices]) if choices else (
            "a link pattern" if key == "editor" else "a printer's name")
        raise SettingsError(f"{where}: {key} must be {expected}, not {value!r}")


def _either(words: list[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def set_default(key: str, value: str) -> Path:
    """Keep ``value`` as the default ``key``; the file it is kept in."""
    _valid(key, value, "printgen config set")
    return _write({**_mendable(), key: value})


def unset_default(key: str) -> Path:
    """Forget the default ``key``, so printgen's own applies again; the file it was kept in."""
    if key not in CHOICES:
        raise SettingsError(f"printgen config unset: unknown setting '{key}' (known: {', '.join(CHOICES)})")
    return _write({name: value for name, value in _mendable().items() if name != key})


def _write(settings: dict) -> Path:
    # Every value is one of a few plain words (or a checked printer name): a JSON string is a valid
    # TOML basic string, so no TOML writer is needed.
    lines = ["# printgen's defaults: `printgen config set KEY VALUE` writes this file", ""]
    lines += [f"{key} = {json.dumps(value)}" for key, value in sorted(settings.items())]
    from printgen.output import replace_file

    return replace_file(settings_path(), ("\n".join(lines) + "\n").encode("utf-8"))
