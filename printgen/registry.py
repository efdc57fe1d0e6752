"""The bundled encounters, and how an ENCOUNTER argument (id or path) is resolved."""

from __future__ import annotations

import difflib
import re
from pathlib import Path

from printgen.errors import UnknownEncounter
from printgen.resources import ENCOUNTERS_DIR


def bundled_ids() -> list[str]:
    return sorted(path.stem for path in ENCOUNTERS_DIR.glob("*.yaml"))


def bundled_path(encounter_id: str) -> Path:
    return ENCOUNTERS_DIR / f"{encounter_id}.yaml"


def resolve(argument: str) -> Path:
    """A bundled id's file, or the argument as a path if it names something on disk. A name that
    is neither, but nearly a bundled id ('hulk', 'Incredible-Hulk', 'incredible-hulk.yaml'), is
    refused with that id as the hint."""
    if argument in bundled_ids():
        return bundled_path(argument)
    path = Path(argument)
    try:
        if path.exists():
            return path
    except OSError:  # a name too long, a folder that cannot be searched: the loader says so in one line
        return path
    hint = nearest_bundled(argument)
    if hint is not None:
        raise UnknownEncounter(f"no file '{argument}' and no bundled encounter of that name; "
                               f"did you mean '{hint}'?")
    if path.suffix in (".yaml", ".yml") or "/" in argument:
        return path  # the loader says the file is missing, located like any finding
    raise UnknownEncounter(f"'{argument}' is neither a bundled encounter ({', '.join(bundled_ids())}) "
                           f"nor a file")


def nearest_bundled(argument: str) -> str | None:
    """The bundled id ``argument`` most likely means: the same id in other case or with a .yaml
    ending, the one id holding all its words ('hulk', 'colossus'), or the closest spelling."""
    name = re.sub(r"\.ya?ml$", "", Path(argument).name.lower())
    ids = bundled_ids()
    if name in ids:
        return name
    words = set(re.split(r"[\s_.-]+", name)) - {""}
    holding = [bundled for bundled in ids if words and words <= set(bundled.split("-"))]
    if len(holding) == 1:
        return holding[0]
    close = difflib.get_close_matches(name, ids, n=1, cutoff=0.75)
    return close[0] if close else None
