"""Writing output files: inside the output folder only, atomically.

A file or folder is written under a hidden temporary name beside its place, ``.NAME.PID.XXXXXXXX.part``,
then renamed into place. A run killed meanwhile (SIGKILL, a power cut) leaves that name behind: the next
run into the same folder removes it once the process named by PID is gone, so a leftover never lasts
and a run still writing is never disturbed. A folder is swapped through ``.NAME.old``, which a killed
swap may leave holding the only copy of the user's folder: it is put back, never deleted."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

from printgen.core.errors import PrintgenError


class OutputError(PrintgenError):
    """The output folder cannot be written (exit 2)."""


def write_atomic(out_root: Path, encounter_id: str, filename: str, data: bytes, subfolder: str = "") -> Path:
    """Write ``<out_root>/<encounter_id>/[<subfolder>/]<filename>`` via a temporary file and a
    rename, so an interrupted run never leaves a half-written file (the old one stays intact)."""
    folder = out_root / encounter_id / subfolder if subfolder else out_root / encounter_id
    target = folder / filename
    confine(out_root, target)
    return replace_file(target, data)


def replace_file(target: Path, data: bytes) -> Path:
    """Write ``target`` (and its folder) via a temporary file beside it and a rename."""
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _tidy_once(folder)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=_temporary_prefix(target), suffix=".part")
        try:
            with os.fdopen(handle, "wb") as stream:
                stream.write(data)
                stream.flush()
                os.fsync(stream.fileno())
            os.chmod(temporary, 0o666 & ~_umask())  # mkstemp makes 0600; outputs are ordinary files
            os.replace(temporary, target)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError as exc:
        raise OutputError(f"{folder}: cannot write: {exc.strerror or exc}") from None
    return target


def confine(out_root: Path, target: Path) -> None:
    """The one check every writer passes: ``target`` is not a symbolic link, and it lies inside
    ``out_root`` once every link on the way (an encounter or preview folder) is followed."""
    try:
        if target.is_symlink():
            raise OutputError(f"{target} is a symbolic link; refusing to write through it")
        inside = target.resolve().is_relative_to(out_root.resolve())
    except (RuntimeError, OSError) as exc:  # a loop of links, a name too long, a folder that cannot be read
        raise OutputError(f"{target}: cannot be written there ({_reason(exc)})") from None
    if not inside:
        raise OutputError(f"{target}: refusing to write outside {out_root}")


def _reason(exc: Exception) -> str:
    if isinstance(exc, RuntimeError):
        return "a loop of symbolic links"
    return exc.strerror.lower() if isinstance(exc, OSError) and exc.strerror else str(exc)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_new(path: Path, text: str) -> Path:
    """Create ``path`` with ``text``; never overwrite an existing file."""
    try:
        with open(path, "x", encoding="utf-8") as stream:
            stream.write(text)
    except FileExistsError:
        raise OutputError(f"{path} already exists; not overwritten") from None
    except OSError as exc:
        raise OutputError(f"{path}: cannot write: {exc.strerror or exc}") from None
    return path


def remove_stale(folder: Path, pattern: re.Pattern, written: set[Path]) -> None:
    """Remove the files in ``folder`` whose names printgen gives (``pattern``) that this run did not
    write: pages or faces of an earlier, larger run, which would otherwise be shared or uploaded
    with the new ones. Anything else in the folder is left alone."""
    for stale in folder.glob("*"):
        if pattern.fullmatch(stale.name) and stale not in written and stale.is_file() and not stale.is_symlink():
            stale.unlink()


def replace_folder(out_root: Path, encounter_id: str, name: str, files: Iterable[tuple[str, bytes]],
                   keep: Callable[[str], bool] = lambda name: False) -> list[Path]:
    """Write ``<out_root>/<encounter_id>/<name>/`` as a set: every file (a name may hold a ``/``) into
    a new folder beside it, with the old folder's files that ``keep`` names (another part's previews),
    which then takes the old one's place; so a folder never mixes two runs' files, and a run that
    fails part-way (a full disk) leaves the old folder as it was. ``files`` may be a generator: each
    is written as it comes. The files written, in the folder's place."""
    target = out_root / encounter_id / name
    confine(out_root, target)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        _tidy_once(target.parent)
        fresh = Path(tempfile.mkdtemp(dir=target.parent, prefix=_temporary_prefix(target), suffix=".part"))
    except OSError as exc:
        raise OutputError(f"{target.parent}: cannot write: {exc.strerror or exc}") from None
    try:
        written = [replace_file(fresh / relative, data).relative_to(fresh) for relative, data in files]
        _carry(target, fresh, keep)
        _swap(fresh, target)
    finally:
        shutil.rmtree(fresh, ignore_errors=True)
    return [target / relative for relative in written]


def _carry(old: Path, fresh: Path, keep: Callable[[str], bool]) -> None:
    """The old folder's own files that ``keep`` names, into the fresh one (linked where the file
    system can, else copied); never a link, and never one the fresh folder already has."""
    if not old.is_dir() or old.is_symlink():
        return
    for path in old.iterdir():
        if keep(path.name) and path.is_file() and not path.is_symlink() and not (fresh / path.name).exists():
            try:
                os.link(path, fresh / path.name)
            except OSError:
                shutil.copy2(path, fresh / path.name)


def _swap(fresh: Path, target: Path) -> None:
    """Put the folder ``fresh`` where ``target`` is, the old one removed only once the new is in place
    (``fresh`` carries what it keeps of it). Killed between the two renames, the user's folder is left at
    ``.NAME.PID.old``, which the next run puts back (remove_leftovers)."""
    old = target.with_name(f"{_temporary_prefix(target)}old")
    try:
        if target.exists():
            os.replace(target, old)
        os.replace(fresh, target)
        os.chmod(target, 0o777 & ~_umask())  # mkdtemp makes 0700; an output folder is an ordinary one
    except OSError as exc:
        if old.exists() and not os.path.lexists(target):
            with contextlib.suppress(OSError):
                os.replace(old, target)
        raise OutputError(f"{target}: cannot replace: {exc.strerror or exc}") from None
    shutil.rmtree(old, ignore_errors=True)


_LEFTOVER = re.compile(r"\.(.+)\.(\d+)\.(?:[A-Za-z0-9_]{8}\.part|old)")


def _temporary_prefix(target: Path) -> str:
    return f".{target.name}.{os.getpid()}."


_TIDIED: set[Path] = set()
"""The folders this process has tidied: a killed run's leftovers are there before it starts writing, so
one look a folder is enough (a preview of 2,000 pages would otherwise list its folder 2,000 times)."""


def _tidy_once(folder: Path) -> None:
    if folder not in _TIDIED:
        _TIDIED.add(folder)
        remove_leftovers(folder)


def remove_leftovers(folder: Path) -> None:
    """Tidy what a killed run of printgen left in ``folder``, once the process its names carry is gone:
    its temporary files and folders are removed; a folder it had set aside to swap is put back in its
    place if nothing took that place (it is the user's folder, files of theirs in it), and removed if the
    swap was done (the new folder carries what it kept). Nothing else is touched, nor anything a running
    printgen is writing."""
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        found = _LEFTOVER.fullmatch(name)
        if not found or _running(int(found.group(2))):
            continue
        with contextlib.suppress(OSError):  # tidying is a courtesy: the write goes on whatever it meets
            _tidy(folder / name, folder / found.group(1))


def _tidy(leftover: Path, place: Path) -> None:
    if leftover.name.endswith(".old") and leftover.is_dir() and not leftover.is_symlink():
        if not os.path.lexists(place):
            os.replace(leftover, place)
            return
    if leftover.is_dir() and not leftover.is_symlink():
        shutil.rmtree(leftover, ignore_errors=True)
    else:
        leftover.unlink(missing_ok=True)


def _running(pid: int) -> bool:
    """Whether process ``pid`` still runs (this one does; one we may not signal does, to be safe)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (OSError, OverflowError):  # not ours to signal (it runs), or no such number here
        return True
    return True
