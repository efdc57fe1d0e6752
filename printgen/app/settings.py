"""A user's own defaults: the paper, duplex, ink, lettering and printer every command takes unless told
otherwise, so that an A4 household need not write `--paper a4` every time.

They are kept in `config.toml` in printgen's configuration folder (the one platformdirs names,
or ``PRINTGEN_CONFIG_DIR``), beside the printer profiles, and written by `printgen config set`.
An option given on the command line always wins; then the printer profile named (which may keep
a paper and duplex of its own); then this file; then printgen's built-in default.
"""

from __future__ import annotations

import os
from pathlib import Path

from printgen.core.errors import PrintgenError
from printgen.core.options import Duplex, Ink, Paper, Lettering, names

CONFIG_ENV = "PRINTGEN_CONFIG_DIR"

MAX_BYTES = 64 * 1024
MAX_NESTING = 8
"""How deep printgen's own files may nest tables and lists (they need two): deeper is refused before a
parser recurses into it."""

CHOICES: dict[str, list[str] | None] = {"paper": names(Paper), "duplex": names(Duplex),
                                        "ink": names(Ink), "lettering": names(Lettering), "printer": None,
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


def config_text(path: Path) -> str | None:
    """The text of one of printgen's own files in the configuration folder, or None if there is none.
    Only a small regular file is read (a pipe or a device would never end), nested no deeper than
    MAX_NESTING: anything else is a ValueError, as is text that is not UTF-8 (a byte-order mark, as some
    editors save, is taken); OSError as the system raises it."""
    if not path.exists():
        return None
    if not path.is_file() or path.stat().st_size > MAX_BYTES:
        raise ValueError("it is not a small text file")
    text = path.read_text(encoding="utf-8-sig")
    if (depth := nesting(text)) > MAX_NESTING:
        raise ValueError(f"its values nest {depth} deep, and printgen's files nest at most {MAX_NESTING}")
    return text


def nesting(text: str) -> int:
    """How deep TOML ``text`` nests its lists and inline tables, read past strings and comments."""
    depth = deepest = 0
    quote, at = "", 0
    while at < len(text):
        char = text[at]
        if quote:
            if text.startswith(quote, at):
                at, quote = at + len(quote), ""
                continue
            at += 2 if char == "\\" and quote[0] == '"' else 1
            continue
        if char == "#":  # a comment, to the end of its line
            end = text.find("\n", at)
            at = len(text) if end < 0 else end
            continue
        if char in "\"'":
            quote = char * 3 if text.startswith(char * 3, at) else char
            at += len(quote)
            continue
        depth += (char in "[{") - (char in "]}")
        deepest = max(deepest, depth)
        at += 1
    return deepest


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
    """Keep ``value`` as the default ``key``; the file it is kept in. The file is changed as a person
    would change it: that one line, its comments and the rest as they were."""
    _valid(key, value, "printgen config set")
    document = _document()
    document[key] = value
    return _write(document)


def unset_default(key: str) -> Path:
    """Forget the default ``key``, so printgen's own applies again; the file it was kept in."""
    if key not in CHOICES:
        raise SettingsError(f"printgen config unset: unknown setting '{key}' (known: {', '.join(CHOICES)})")
    document = _document()
    document.pop(key, None)
    return _write(document)


HEADER = "# printgen's defaults: `printgen config set KEY VALUE` writes this file"


def _document():
    """The settings file as a TOML document that keeps its comments and layout (a new one, headed)."""
    import tomlkit  # here: only `config set` and `config unset` write TOML

    path = settings_path()
    try:
        text = config_text(path)
        return tomlkit.parse(text) if text is not None else tomlkit.document().add(tomlkit.comment(HEADER[2:]))
    except (OSError, ValueError) as exc:  # tomlkit's ParseError is a ValueError too
        raise SettingsError(f"{path}: cannot read printgen's settings ({exc}); mend or remove the file") from None


def _write(document) -> Path:
    """The document written in place, once it reads back as TOML: a value kept from the file that TOML
    cannot say again is refused before anything is written."""
    import tomllib

    import tomlkit

    text = tomlkit.dumps(document)
    try:
        tomllib.loads(text)
    except ValueError as exc:
        raise SettingsError(f"{settings_path()}: it holds a value printgen cannot write back ({exc}); "
                            "mend or remove that line") from None
    from printgen.build.output import replace_file

    return replace_file(settings_path(), text.encode("utf-8"))
