"""`printgen tts`: the whole encounter on a virtual table, written as images and one saved object.

Writes OUT/<id>/tts/<id>.json (the saved object; <id>-seed-<N>.json for a setup), a .png of the
same name beside it (the picture Tabletop Simulator shows in its browser) and images/, shared by
every saved object of the encounter. Images are named by a hash of their bytes; those no saved
object in the folder names are removed, and only those.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from printgen.core.limits import Limits, within_tokens
from printgen.load.excesses import within_model_limits
from printgen.load.loader import Loaded, game_constants
from printgen.build.output import OutputError, remove_stale, write_atomic
from printgen.randomise import Setup, bare_battlefield
from printgen.randomise.generator import searched
from printgen.tts.boards import map_tile, tracker_tiles
from printgen.tts.decks import decks
from printgen.tts.images import Images
from printgen.tts.table_objects import Laid, table_objects
from printgen.tts.title_card import title_card
from printgen.tts.tokens import lay_out, token_tiles

FOLDER = "tts"
IMAGE_NAME = re.compile(r"[a-z0-9-]+-[0-9a-f]{10}\.png")  # the names Images gives


@dataclass(frozen=True)
class Exported:
    """What a run wrote: the saved object and how many images it names."""

    saved_object: Path
    images: int


def export(loaded: Loaded, out_root: Path, seed: int | None = None, base_url: str | None = None,
           limits: Limits = Limits()) -> Exported:
    """Render every piece, lay the table out and write the files (the saved object last, so a run
    that fails leaves the previous one whole)."""
    within_model_limits(loaded)
    within_tokens(loaded.model, 0, limits)
    enc = loaded.model
    images = Images(_url_of(out_root / enc.id / FOLDER / "images", base_url))
    setup = _setup(loaded, seed)
    laid = Laid(setup, seed is not None, map_tile(enc, setup, seed is not None, images), tracker_tiles(enc, images),
                decks(loaded, images), lay_out(enc, token_tiles(enc, images), setup))
    return _write(loaded, out_root, images, table_objects(enc, laid), seed)


def saved_object_name(encounter_id: str, seed: int | None) -> str:
    """``<id>`` for the bare battlefield, ``<id>-seed-<N>`` for a setup: each seed its own saved object."""
    return encounter_id if seed is None else f"{encounter_id}-seed-{seed}"


def _setup(loaded: Loaded, seed: int | None) -> Setup:
    enc = loaded.model
    if seed is None:
        return bare_battlefield(enc, game_constants(), enc.difficulty.default_level)
    return searched(enc, game_constants(), seed, enc.difficulty.default_level)


def _url_of(images: Path, base_url: str | None):
    """Local images by their file URL; hosted ones under ``base_url``."""
    if base_url:
        return lambda name: f"{base_url.rstrip('/')}/{name}"
    return lambda name: (images.resolve() / name).as_uri()


def _write(loaded: Loaded, out_root: Path, images: Images, saved: dict, seed: int | None) -> Exported:
    """The images, then the picture and the saved object; then the images no saved object in the
    folder names any more (those of an earlier export of this seed, say) are removed."""
    enc = loaded.model
    folder, name = out_root / enc.id / FOLDER, saved_object_name(enc.id, seed)
    for image, data in images.files.items():
        write_atomic(out_root, enc.id, image, data, f"{FOLDER}/images")
    write_atomic(out_root, enc.id, f"{name}.png", title_card(enc, seed), FOLDER)
    text = json.dumps(saved, indent=2, ensure_ascii=False) + "\n"
    path = write_atomic(out_root, enc.id, f"{name}.json", text.encode("utf-8"), FOLDER)
    remove_stale(folder / "images", IMAGE_NAME, {folder / "images" / image for image in _named(folder)})
    return Exported(path, len(images.files))


def _named(folder: Path) -> set[str]:
    """The images the saved objects in ``folder`` name (by the names Images gives them)."""
    return {found for saved in folder.glob("*.json") for found in IMAGE_NAME.findall(_text(saved))}


def _text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise OutputError(f"{path}: cannot read: {exc.strerror or exc}") from None
