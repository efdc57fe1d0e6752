"""The bundled encounters, and how an ENCOUNTER argument (id or path) is resolved."""

from __future__ import annotations

import difflib
import re
from functools import cache
from pathlib import Path

from printgen.core.errors import UnknownEncounter
from printgen.core.resources import ENCOUNTERS_DIR


def bundled_ids() -> list[str]:
    return sorted(path.stem for path in ENCOUNTERS_DIR.glob("*.yaml"))


def bundled_path(encounter_id: str) -> Path:
    return ENCOUNTERS_DIR / f"{encounter_id}.yaml"


def resolve(argument: str) -> Path:
    """A bundled id's file, the argument as a path if it names something on disk, or NAME.yaml (or
    NAME.yml) in the current folder, as people type a file they have just made. A name that is none of
    these, but nearly a bundled id ('hulk', 'Incredible-Hulk', 'incredible-hulk.yaml') or words of a
    bundled encounter's villain or title ('magneto', 'ultron'), is refused with that id as the hint."""
    if argument in bundled_ids():
        return bundled_path(argument)
    path = Path(argument)
    try:
        if path.exists():
            return path
        typed = [Path(argument + ending) for ending in (".yaml", ".yml") if Path(argument + ending).is_file()]
    except OSError:  # a name too long, a folder that cannot be searched: the loader says so in one line
        return path
    if len(typed) == 2:
        raise UnknownEncounter(f"both {typed[0]} and {typed[1]} are here: name the one you mean")
    if typed:
        return typed[0]
    hint = nearest_bundled(argument)
    if hint is not None:
        raise UnknownEncounter(f"no file '{argument}' and no bundled encounter of that name; "
                               f"did you mean '{hint}'?")
    if path.suffix in (".yaml", ".yml") or "/" in argument:
        return path  # the loader says the file is missing, located like any finding
    raise UnknownEncounter(f"'{argument}' is neither a bundled encounter ({', '.join(bundled_ids())}) "
                           f"nor a file (nor {argument}.yaml here)")


def nearest_bundled(argument: str) -> str | None:
    """The bundled id ``argument`` most likely means: the same id in other case or with a .yaml
    ending, the one encounter whose id, title or villain holds all its words ('hulk', 'magneto',
    'ultron'), or the closest spelling."""
    name = re.sub(r"\.ya?ml$", "", Path(argument).name.lower())
    ids = bundled_ids()
    if name in ids:
        return name
    words = _words(name)
    holding = [bundled for bundled in ids if words and words <= _words(" ".join([bundled, *names_of(bundled)]))]
    if len(holding) == 1:
        return holding[0]
    close = difflib.get_close_matches(name, ids, n=1, cutoff=0.75)
    return close[0] if close else None


def _words(text: str) -> set[str]:
    return set(re.split(r"[^a-z0-9]+", text.lower())) - {"", *LITTLE_WORDS}


LITTLE_WORDS = ("the", "of", "a", "an", "and")  # no hint from these alone ('the' would be the Hulk)


@cache
def names_of(encounter_id: str) -> tuple[str, ...]:
    """A bundled encounter's title and villain (its cosmic threat), read from the head of its file
    without loading it: a name typed wrongly costs no schema and no model."""
    head = bundled_path(encounter_id).read_text(encoding="utf-8")[:HEAD]
    found = re.findall(r'^(?:title|cosmic_threat):[ \t]*"?([^"\n]*?)"?[ \t]*$', head, re.MULTILINE)
    return tuple(found)


HEAD = 2000  # characters: a bundled file names its title and cosmic threat in its first lines
