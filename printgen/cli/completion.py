"""Tab completion of an ENCOUNTER (Click's shell completion, README "Shell completion"): the bundled ids and
the YAML files of the folder being typed."""

from __future__ import annotations

from pathlib import Path

import click
from click.shell_completion import CompletionItem

from printgen.load import bundled


def complete_encounter(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    """The bundled ids and the YAML files in the folder being typed that begin with what is typed; past a
    slash, or where nothing matches, the shell's own path completion."""
    folder, _, start = incomplete.rpartition("/")
    files = [] if start.startswith(".") else sorted(
        f"{folder}/{path.name}" if folder else path.name for path in Path(folder or ".").glob(f"{start}*")
        if path.suffix in (".yaml", ".yml") and path.is_file())
    ids = [] if folder else [ident for ident in bundled.bundled_ids() if ident.startswith(incomplete)]
    return [CompletionItem(name) for name in [*ids, *files]] or [CompletionItem(incomplete, type="file")]
