"""Every bound printgen holds a build to, in one place: what one encounter may ask (measured on the
model by printgen/load/excesses.py, reported by `check` as limit.size) and what one build may make (pages,
tokens, megabytes: overridable on the command line). Plain values with no heavy imports, so that the
command line can offer the defaults without loading the pipeline."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core.errors import PrintgenError


MAX_SEED = 2**63 - 1
"""The largest setup seed (a seed is any whole number from 0 to this: random.Random takes it whole)."""

TRACK_SPACES = 500        # spaces on all the tracks together
TRACK_NUMBER = 1_000_000  # the largest number a track space may show (either sign)
SPOTS = 200               # spots on all the trackers together
TOKENS = 2000             # token copies in all (the default --max-tokens)
PLACEMENTS = 100          # copies placed on the setup map, fixed and random
TERRAIN = 60              # terrain pieces suggested on the setup map
CARDS = 200               # cards, each drawn with both faces
NAMED_CHARACTERS = 500_000  # characters a kit prints through references: each one with what it names
DICE = 100                # dice one roll throws, its extra dice included (the odds are worked out exactly)
COVER_WORDS = 50          # words one assumption's cover marks in a text (each is looked for in every printing)

PAGES = 2000              # pages one PDF may have (the default --max-pages)
MEGABYTES = 200           # the largest PDF one build may make (the default --max-mb)


class LimitExceeded(PrintgenError):
    exit_code = 1


@dataclass(frozen=True)
class Limits:
    """What one build may produce, so absurd input meets a clear message instead of exhausting the
    machine. Each is overridable on the command line."""

    pages: int = PAGES
    tokens: int = TOKENS
    megabytes: int = MEGABYTES


def within_pages(count: int, limits: Limits, what: str = "this build") -> None:
    if count > limits.pages:
        raise LimitExceeded(f"{what} would make {count:,} pages; the limit is {limits.pages:,} "
                            f"(raise it with --max-pages)")


def within_tokens(enc, spares: int, limits: Limits) -> None:
    total = sum(token.printed_count(spares) for token in enc.tokens)
    if total > limits.tokens:
        raise LimitExceeded(f"the encounter asks for {total:,} tokens; the limit is {limits.tokens:,} "
                            f"(raise it with --max-tokens)")


def within_size(data: bytes, limits: Limits) -> bytes:
    if len(data) > limits.megabytes * 1_000_000:
        raise LimitExceeded(f"the PDF would be {len(data) / 1e6:,.1f} MB; the limit is {limits.megabytes:,} MB "
                            f"(raise it with --max-mb)")
    return data
