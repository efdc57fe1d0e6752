"""The sheets to print again: the kit's pages that print otherwise than the old kit's (compared as
drawn, pixel for pixel), taken whole sheets at a time when the kit is printed double-sided, so that
each front goes back to press with its back."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core.options import Duplex
from printgen.core.wording import count_of, number_range


@dataclass(frozen=True)
class Reprint:
    pages: list[int]
    """The kit pages to print again, from 1, whole sheets."""
    said: str
    """What the proof says of them."""


def reprint(old: list[str], new: list[str], duplex: Duplex) -> Reprint:
    """The pages of the new kit (digests ``new``) that replace pages of the old (``old``). A page whose
    number moved is a new page wherever it now stands: the footers number them all."""
    changed = [number for number, digest in enumerate(new, start=1)
               if number > len(old) or old[number - 1] != digest]
    if duplex.double_sided:
        changed = sorted({page for number in changed for page in _sheet(number, len(new))})
    return Reprint(changed, _said(changed, len(old), len(new), duplex))


def _sheet(number: int, total: int) -> list[int]:
    """The pages of the sheet a page prints on, double-sided: 1–2, 3–4 …"""
    first = number if number % 2 else number - 1
    return [page for page in (first, first + 1) if page <= total]


def _said(changed: list[int], old_total: int, new_total: int, duplex: Duplex) -> str:
    if not changed:
        return "Nothing to print again: every page prints as it did."
    sheets = "sheets" if duplex.double_sided else "pages"
    said = (f"reprint.pdf holds the {count_of(len(changed), 'page')} to print again ({sheets} whole): "
            f"kit pages {_ranges(changed)}, which replace the same pages of the old kit")
    if new_total != old_total:
        said += f"; the kit now has {new_total} pages (it had {old_total})"
    return said + "."


def _ranges(pages: list[int]) -> str:
    runs: list[list[int]] = []
    for page in pages:
        if runs and page == runs[-1][-1] + 1:
            runs[-1].append(page)
        else:
            runs.append([page])
    return ", ".join(number_range(run[0], run[-1]) for run in runs)
