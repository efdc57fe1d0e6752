"""What every check sees: the encounter, its source document, the constants, the texts."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from pydantic import BaseModel

from printgen.loader import Loaded, game_constants
from printgen.model import Encounter

# Fields that hold words players read (checked for spelling, case, markup, copies)
TEXT_FIELDS = {"story", "text", "hint", "details", "ask", "action", "then", "if_none", "purpose", "note", "title",
               "name", "label", "values", "per"}
# Parts of the file that quote the seeds or configure checks: not proofread
SKIPPED = {"assumptions", "corrections", "checks", "sources", "id", "format"}


@dataclass(frozen=True)
class TextField:
    path: tuple
    text: str
    subject: str | None   # the id of the nearest thing with an id


@dataclass
class Context:
    loaded: Loaded
    extra: dict = field(default_factory=dict)

    @property
    def enc(self) -> Encounter:
        return self.loaded.model

    @property
    def doc(self):
        return self.loaded.doc

    @property
    def constants(self):
        return game_constants()

    @cached_property
    def texts(self) -> list[TextField]:
        """The texts players read, to proofread."""
        found: list[TextField] = []
        _walk(self.enc, (), None, False, found, SKIPPED, TEXT_FIELDS)
        return found

    @cached_property
    def printed(self) -> list[TextField]:
        """Every string the kit may print, the transcription notes included (not the check settings)."""
        found: list[TextField] = []
        _walk(self.enc, (), None, True, found, NOT_PRINTED, None)
        return found


NOT_PRINTED = {"checks", "id", "format"}


def _walk(node, path: tuple, subject: str | None, in_text: bool, found: list[TextField], skipped: set,
          fields: set | None) -> None:
    """Strings under the fields named ``fields`` (every field when None), skipping ``skipped``."""
    if isinstance(node, BaseModel):
        subject = getattr(node, "id", None) or subject
        for name, info in type(node).model_fields.items():
            key = info.alias or name
            if key in skipped:
                continue
            _walk(getattr(node, name), path + (key,), subject, fields is None or key in fields, found, skipped,
                  fields)
    elif isinstance(node, list):
        for index, item in enumerate(node):
            _walk(item, path + (index,), subject, in_text, found, skipped, fields)
    elif isinstance(node, dict):
        for key, item in node.items():
            _walk(item, path + (key,), subject, in_text, found, skipped, fields)
    elif isinstance(node, str) and in_text:
        found.append(TextField(path, node, subject))
