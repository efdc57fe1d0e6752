"""`printgen tts`: the whole encounter on a virtual table, written as images and one saved object.

Writes OUT/<id>/tts/<id>.json (the saved object), <id>.png beside it (the picture Tabletop
Simulator shows in its browser) and images/ (every image the saved object names). Images are named
by a hash of their bytes, so images a run no longer names are removed, and only those.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from printgen.build import default_difficulty, within_model_limits, within_tokens
from printgen.load.loader import Loaded, game_constants
from printgen.options import Limits
from printgen.output import confine, remove_stale, write_atomic
from printgen.randomise import Setup, bare_battlefield, generate
from printgen.tts.boards import map_tile, tracker_tiles
from printgen.tts.decks import decks
from printgen.tts.images import Images
from printgen.tts.table_objects import Laid, table_objects
from printgen.tts.tokens import lay_out, token_tiles

FOLDER = "tts"
IMAGE_NAME = re.compile(r"[a-z0-9-]+-[0-9a-f]{10}\.png")  # the names Images gives


@dataclass(frozen=True)
class Exported:
    """What a run wrote: the saved object, how many images, and the setup's seed (None: none)."""

    saved_object: Path
    images: int
    seed: int | None


def export(loaded: Loaded, out_root: Path, seed: int | None = None, base_url: str | None = None,
           limits: Limits = Limits()) -> Exported:
    """Render every piece, lay the table out and write the files (the saved object last, so a run
    that fails leaves the previous one whole)."""
    within_model_limits(loaded)
    within_tokens(loaded.model, 0, limits)
    enc = loaded.model
    folder = out_root / enc.id / FOLDER
    images = Images(_url_of(folder / "images", base_url))
    setup = _setup(loaded, seed)
    board = map_tile(setup, seed is not None, images)
    saved = table_objects(enc, Laid(setup, seed is not None, board, tracker_tiles(enc, images), decks(loaded, images),
                                    lay_out(enc, token_tiles(enc, images), setup)))
    return _write(loaded, out_root, images, (saved, images.at(board.front_url)), seed)


def _setup(loaded: Loaded, seed: int | None) -> Setup:
    enc = loaded.model
    if seed is None:
        return bare_battlefield(enc, game_constants(), default_difficulty(enc))
    return generate(enc, game_constants(), seed, default_difficulty(enc))


def _url_of(images: Path, base_url: str | None):
    """Local images by their file URL; hosted ones under ``base_url``."""
    if base_url:
        return lambda name: f"{base_url.rstrip('/')}/{name}"
    return lambda name: (images.resolve() / name).as_uri()


def _write(loaded: Loaded, out_root: Path, images: Images, made: tuple[dict, bytes], seed: int | None) -> Exported:
    """The images, stale ones removed, then the picture, then the saved object."""
    from printgen.render.sheets import thumbnail

    enc = loaded.model
    saved, picture = made
    confine(out_root, out_root / enc.id / FOLDER / "images")
    written = {write_atomic(out_root, enc.id, name, data, f"{FOLDER}/images") for name, data in images.files.items()}
    remove_stale(out_root / enc.id / FOLDER / "images", IMAGE_NAME, written)
    write_atomic(out_root, enc.id, f"{enc.id}.png", thumbnail(picture), FOLDER)
    text = json.dumps(saved, indent=2, ensure_ascii=False) + "\n"
    path = write_atomic(out_root, enc.id, f"{enc.id}.json", text.encode("utf-8"), FOLDER)
    return Exported(path, len(written), seed)
