"""Limits: what one encounter may ask a build to make (printgen/core/limits.py, measured by
printgen/load/excesses.py)."""

from __future__ import annotations

from collections.abc import Iterator

from printgen.load import excesses
from printgen.checks.base import Issue, check
from printgen.checks.context import Context


@check("limit.size", "error")
def within_the_limits(context: Context) -> Iterator[Issue]:
    """The encounter asks for no more than a build makes in bounded time and memory: at most 500
    track spaces and 200 spots in all, track numbers within a million, 2,000 tokens, 100 things
    placed on the setup map, 60 terrain pieces and 200 cards."""
    for excess in excesses.excesses(context.enc):
        yield Issue(excess.path, excess.message)
