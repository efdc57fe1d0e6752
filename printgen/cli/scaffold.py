"""What `printgen new` writes: the commented encounter, and beside it the schema file its first line
names, so that an editor with a YAML language server checks and completes the file from the first
keystroke. No Click here: `new` is the command, this is the making of its files."""

from __future__ import annotations

import json
from pathlib import Path

from printgen.build.output import OutputError, write_new
from printgen.core.terminal import json_safe

SCHEMA_FILE = "printgen-encounter.schema.json"
"""The name the scaffold's first line gives (`# yaml-language-server: $schema=...`), beside the file."""


def write_scaffold(folder: Path, name: str) -> tuple[Path, str]:
    """Write ``folder/NAME.yaml`` (never over a file already there) and the schema beside it; the
    path written, and what became of the schema, for the command to say."""
    from printgen.checks.text import unknown_words
    from printgen.core.templating import render_text

    title = " ".join(word.capitalize() for word in name.split("-"))
    text = render_text("new-encounter.yaml.j2", id=name, title=title, unknown=unknown_words(title),
                       schema_file=SCHEMA_FILE, card_sizes=card_sizes())
    path = write_new(folder / f"{name}.yaml", text)
    return path, _write_schema(folder / SCHEMA_FILE)


def schema_text() -> str:
    """The schema as `printgen schema` prints it, to the byte."""
    from printgen.app.schema import encounter_schema

    return json_safe(json.dumps(encounter_schema(), indent=2, ensure_ascii=False)) + "\n"


def _write_schema(path: Path) -> str:
    """The schema beside the new file. One already there is left as it is (it may be the user's, or
    another encounter's): the same as this printgen's says nothing; another is named, with the command
    that brings it up to date."""
    text = schema_text()
    if path.is_file() or path.is_symlink():
        try:
            same = path.read_text(encoding="utf-8") == text
        except (OSError, UnicodeDecodeError):
            same = False
        return "" if same else (f"{path} is not this printgen's schema and is left as it is; "
                                f"`printgen schema > {path.name}` brings it up to date")
    try:
        write_new(path, text)
    except OutputError as exc:  # the encounter is written: a schema that cannot be is said, not fatal
        return f"{exc}; `printgen schema > {path.name}` writes it"
    return f"wrote {path}: the schema the new file's first line names, for an editor to check and complete it"


def card_sizes() -> list[str]:
    """One line a card size the format names, and which print services make it (`--profile`): the
    sizes a designer can choose, from the same data the cards and the services are built from."""
    from printgen.load.loader import game_constants
    from printgen.core.services import SERVICES, product_for
    from printgen.core.units import points_to_mm

    lines = []
    for size, sizes in game_constants().cards.items():
        width, height = points_to_mm(sizes.width), points_to_mm(sizes.height)
        makers = [service.name for service in SERVICES.values() if product_for(service, "card", width, height)]
        where = (f"printed by {', '.join(makers)} (--profile)" if makers
                 else "home printing or --profile print-shop; no card service makes it")
        lines.append(f"{size}: {width:g} × {height:g} mm, {where}")
    return lines
