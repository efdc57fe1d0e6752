"""Where an encounter comes from: an original design, or a transcription of a published document.

The source sets how the kit speaks of its notes. A transcription's notes record what the
published text left illegible and what was corrected, and cite the document; an original
encounter's notes are its designer's. In the file::

    source: {kind: original}
    source: {kind: transcription, citation: "Ultimate Encounter: The Incredible Hulk, Atomic Mass Games"}

A file without ``source`` is an original design: homebrew files written before the key existed
are the designer's own, so the bundled transcriptions are the ones that must say so.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from printgen.model.base import Node, Text


class OriginalSource(Node):
    """An encounter designed for printgen: ``source: {kind: original}`` (the default)."""

    kind: Literal["original"]
    """original: an encounter designed for printgen."""


class Transcription(Node):
    """An encounter copied from a published document, which ``citation`` names."""

    kind: Literal["transcription"]
    """transcription: an encounter copied from a published document, which ``citation`` names."""
    citation: Text
    """The document transcribed, so that a reader can find it: its title and publisher."""
    permission: Text | None = None
    """The publisher's permission to copy, word for word as the document prints it ("Permission
    granted to print or photocopy for personal use."); the kit's cover quotes it."""
    notices: list[Text] = []
    """The document's copyright, trademark and credit lines, word for word as it prints them; the kit's
    cover reproduces them."""


Source = Annotated[Union[OriginalSource, Transcription], Field(discriminator="kind")]

ORIGINAL = OriginalSource(kind="original")
"""The source of a file that does not say."""


def is_transcription(source: OriginalSource | Transcription) -> bool:
    return isinstance(source, Transcription)
