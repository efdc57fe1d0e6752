"""The version a proof compares with (`--against OLD`): a file, or the encounter's file at a git revision,
read with `git show` only after `git cat-file -s` has said its size is within the limit every file is
held to (a revision is never read whole first). A revision is never taken for an option of git's, and
an OLD that is another encounter is said to be one."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from printgen.core.errors import PrintgenError
from printgen.load.loader import Loaded, load_encounter
from printgen.load.yaml_read import MAX_FILE_BYTES
from printgen.core.wording import count_of

GIT_SECONDS = 30  # a revision read from a repository on this machine: far longer is a repository to mend


class NoOlderVersion(PrintgenError):
    """OLD that is neither a file nor a revision of the encounter's file, or is too large (exit 2)."""


class OlderVersionBroken(PrintgenError):
    """OLD read, but it does not load (exit 1, as input with errors)."""

    exit_code = 1


def older_version(against: str, path: Path) -> Loaded:
    """OLD as a file, or ``path`` (the encounter's file) as it was at the revision ``against``."""
    if Path(against).is_file():
        return _loaded(load_encounter(Path(against)), against)
    if against.startswith("-") or not against.strip():
        raise NoOlderVersion(f"--against {against!r}: a revision does not start with '-' (git would read it as "
                             f"one of its options), and a file of that name is not here")
    spec = f"{against}:./{path.name}"
    size = _git(path.parent, "cat-file", "-s", spec)
    if size is None or not size.strip().isdigit():
        raise NoOlderVersion(f"--against: '{against}' is neither a file nor a git revision of {path.name}")
    if int(size) > MAX_FILE_BYTES:
        raise NoOlderVersion(f"--against: {spec} is {int(size):,} bytes, over the {MAX_FILE_BYTES:,} a file may be")
    text = _git(path.parent, "show", spec, raw=True)
    if text is None:
        raise NoOlderVersion(f"--against: git could not show {spec}")
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / path.name
        copy.write_bytes(text)
        return _loaded(load_encounter(copy, display=f"{against}:{path.name}"), f"{against}:{path.name}")


def other_encounter(old: Loaded, new: Loaded) -> str:
    """A line saying OLD is another encounter than the one proofed ("" when it is the same one)."""
    if old.model.id == new.model.id:
        return ""
    return (f"--against: the old version is another encounter ('{old.model.id}', this file is '{new.model.id}'): "
            f"its faces are compared by what they are, and most will differ")


def _loaded(loaded: Loaded, name: str) -> Loaded:
    if not loaded.ok:
        raise OlderVersionBroken(f"{name} does not load: {count_of(len(loaded.findings), 'finding')}")
    return loaded


def _git(folder: Path, *args: str, raw: bool = False):
    """git's output (bytes if ``raw``, else text) in ``folder``; None if it fails or cannot run."""
    try:
        done = subprocess.run(["git", "-C", str(folder), *args], capture_output=True, timeout=GIT_SECONDS)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if done.returncode != 0:
        return None
    return done.stdout if raw else done.stdout.decode("utf-8", "replace")
