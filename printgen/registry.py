"""The bundled encounters, and how an ENCOUNTER argument (id or path) is resolved."""

from __future__ import annotations

from pathlib import Path

from printgen.errors import UnknownEncounter
from printgen.resources import ENCOUNTERS_DIR


def bundled_ids() -> list[str]:
    return sorted(path.stem for path in ENCOUNTERS_DIR.glob("*.yaml"))


def bundled_path(encounter_id: str) -> Path:
    return ENCOUNTERS_DIR / f"{encounter_id}.yaml"


def resolve(argument: str) -> Path:
    """A bundled id's file, or the argument as a path if it names something on disk."""
    if argument in bundled_ids():
        return bundled_path(argument)
    path = Path(argument)
    if path.exists() or path.suffix in (".yaml", ".yml") or "/" in argument:
        return path
    raise UnknownEncounter(f"'{argument}' is neither a bundled encounter ({', '.join(bundled_ids())}) "
                           f"nor a file")

