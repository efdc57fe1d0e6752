"""Writing output files: inside the output folder only, atomically."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from printgen.errors import PrintgenError


class OutputError(PrintgenError):
    """The output folder cannot be written (exit 2)."""


def write_atomic(out_root: Path, encounter_id: str, filename: str, data: bytes) -> Path:
    """Write ``<out_root>/<encounter_id>/<filename>`` via a temporary file and a rename,
    so an interrupted run never leaves a half-written file (the old one stays intact)."""
    folder = out_root / encounter_id
    target = folder / filename
    if target.is_symlink():
        raise OutputError(f"{target} is a symbolic link; refusing to write through it")
    if folder.resolve().parent != out_root.resolve() or target.resolve().parent != folder.resolve():
        raise OutputError(f"{target}: refusing to write outside {out_root}")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{filename}.", suffix=".part")
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


def write_files(folder: Path, files: dict[str, bytes]) -> list[Path]:
    """Write several files into ``folder`` (created), each atomically."""
    written = []
    for name, data in files.items():
        written.append(write_atomic(folder.parent, folder.name, name, data))
    return written
