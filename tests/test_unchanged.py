"""What the parts draw stays what it was: a digest of every page's display list (pure geometry and
text, before any PDF is written, so it holds whatever reportlab version renders it) for each
bundled encounter, part and paper. A change that means to alter the output records the new
digests (`.venv/bin/python tests/test_unchanged.py > tests/fixtures/display-lists.json`) and says
why in its commit; a refactor leaves them alone."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sys
from pathlib import Path

from printgen import registry
from printgen.build import PrintOptions
from printgen.load.loader import load_encounter
from printgen.parts import PARTS

RECORDED = Path(__file__).parent / "fixtures" / "display-lists.json"


def digest(pages: list) -> str:
    drawn = [(page.width, page.height, getattr(page, "bookmark", None), canonical(page.items)) for page in pages]
    return hashlib.sha256(repr(drawn).encode()).hexdigest()[:16]


def canonical(value):
    """A display item as its type and the fields it sets away from their defaults, so that a new
    field with a default (which draws nothing new) leaves every digest as it was."""
    if isinstance(value, (list, tuple)):
        return tuple(canonical(item) for item in value)
    if not dataclasses.is_dataclass(value):
        return value
    return (type(value).__name__, *((field.name, canonical(getattr(value, field.name)))
                                    for field in dataclasses.fields(value)
                                    if getattr(value, field.name) != field.default))


def digests() -> dict[str, str]:
    found = {}
    for encounter_id in registry.bundled_ids():
        loaded = load_encounter(registry.bundled_path(encounter_id))
        for paper in ("letter", "a4"):
            for part, pages in PARTS.items():
                found[f"{encounter_id}/{paper}/{part}"] = digest(pages(loaded, PrintOptions(paper, "long"), 1,
                                                                       encounter_id))
    return found


def test_every_part_draws_what_it_drew():
    recorded = json.loads(RECORDED.read_text())
    changed = {key: value for key, value in digests().items() if recorded.get(key) != value}
    assert changed == {}, f"these parts now draw something else: {sorted(changed)}"


if __name__ == "__main__":
    json.dump(digests(), sys.stdout, indent=1, sort_keys=True)
    print()

