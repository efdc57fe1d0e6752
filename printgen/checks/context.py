"""What every check sees: the encounter, its source document, the constants, the texts."""

from __future__ import annotations

import typing
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Any

from printgen.load.loader import Loaded, game_constants
from printgen.load.yaml_doc import YamlDoc
from printgen.model import Encounter
from printgen.model.constants import GameConstants
from printgen.model.base import Name, Text
from printgen.model.tree import tree_of

# What the kit prints but nobody should proofread: the seed's own words as they stand (a
# correction's 'was' keeps its typos on purpose), document file names, a constraint's 'from',
# which is a plain string but names a place (an id, 'edge', 'center' …), not words, and an
# assumption's covers (a path into the file, and words quoted from a text proofread where it stands).
NOT_PROOFREAD = {("Correction", "was"), ("Encounter", "sources"), ("Constraint", "origin"), ("Cover", "at"),
                 ("Cover", "words")}
TRANSCRIPTION_NOTES = {("assumptions",), ("corrections",)}


@dataclass(frozen=True)
class TextField:
    path: tuple
    text: str
    subject: str | None   # the id of the nearest thing with an id


@dataclass
class Context:
    """What every check is given: one loaded encounter (which loaded without errors), and what the
    checks work out once and share, under ``extra`` (the setup's trials, the names of the file …)."""

    loaded: Loaded[Encounter]
    extra: dict[str, Any] = field(default_factory=dict)
    codes: tuple[str, ...] = ()
    """The code of every registered check (given by run_checks), for the checks of the file's own settings."""

    @property
    def enc(self) -> Encounter:
        return self.loaded.model

    @property
    def doc(self) -> YamlDoc:
        return self.loaded.doc

    @property
    def constants(self) -> GameConstants:
        return game_constants()

    def line(self, path: tuple) -> int:
        """The line of the file that holds ``path``, for a message that names the place the data says it."""
        return self.doc.position(path)[0]

    @cached_property
    def texts(self) -> list[TextField]:
        """Every text players read, to proofread: each field typed Name or Text (or a plain string,
        like a face's label) wherever it is, so a new field is proofread without being listed;
        ids, vocabulary words (shape: round) and measures are not words."""
        return [TextField(leaf.path, leaf.text, leaf.subject) for leaf in tree_of(self.enc).strings
                if not leaf.bookkeeping and _words_field(leaf.owner, leaf.name)]

    @cached_property
    def game_texts(self) -> list[TextField]:
        """The texts of the game itself, to check against the data: the transcription notes are left
        out, since they describe (and quote) the seeds."""
        return [field for field in self.texts if field.path[:1] not in TRANSCRIPTION_NOTES]

    @cached_property
    def printed(self) -> list[TextField]:
        """Every string the kit may print, the transcription notes included (not the check settings)."""
        return [TextField(leaf.path, leaf.text, leaf.subject) for leaf in tree_of(self.enc).strings
                if not leaf.bookkeeping]


@cache
def _words_field(owner: type, name: str) -> bool:
    """Whether the field ``name`` of the model class ``owner`` holds words to proofread (asked of
    every field of every node: the answer is the class's, so it is worked out once)."""
    if (owner.__name__, name) in NOT_PROOFREAD:
        return False
    return _holds_words(_hints(owner)[name])


@cache
def _hints(owner: type) -> dict:
    return typing.get_type_hints(owner, include_extras=True)


def _holds_words(hint) -> bool:
    """Name, Text or a plain str hold words; an Id, a range band or a Literal vocabulary do not
    (they are Annotated with a pattern, or Literal)."""
    if hint is Name or hint is Text or hint is str:
        return True
    if typing.get_origin(hint) in (typing.Annotated, typing.Literal):
        return False
    return any(_holds_words(arg) for arg in typing.get_args(hint))
