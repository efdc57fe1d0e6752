"""Is the floor faithful? Its PDFs are compared with printgen's page by page: the same number of
pages, the same sizes and about the same number of operators (within 5%) are required. Whether
the content streams are equal token for token, with the same fonts behind the same names, is
reported (numbers within a thousandth of a point: printgen rounds some values, such as a font's
leading, from more digits than the PDF keeps). Streams are read with pymupdf and split into
tokens by content.py: fast enough for 3000 pages.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pymupdf

from content import TOKEN

TOLERANCE = 1e-3
OPERATORS_WITHIN = 0.05
COUNTS = ("pages", "floor_pages", "sizes_differ", "counts_differ", "operators", "floor_operators", "streams_equal")


@dataclass
class Fidelity:
    pages: int = 0
    floor_pages: int = 0
    sizes_differ: int = 0
    counts_differ: int = 0
    operators: int = 0
    floor_operators: int = 0
    streams_equal: int = 0
    largest_difference: float = 0.0
    first_problem: str = ""

    @property
    def faithful(self) -> bool:
        return self.pages == self.floor_pages and not self.sizes_differ and not self.counts_differ

    def __add__(self, other: Fidelity) -> Fidelity:
        return Fidelity(**{name: getattr(self, name) + getattr(other, name) for name in COUNTS},
                        largest_difference=max(self.largest_difference, other.largest_difference),
                        first_problem=self.first_problem or other.first_problem)


def number(token: bytes) -> float | None:
    try:
        return float(token)
    except ValueError:
        return None


def operator_count(tokens: list[bytes]) -> int:
    """Operators are the tokens that start with a letter or a quote (numbers, names, strings and
    arrays start otherwise)."""
    return sum(1 for token in tokens if token[:1].isalpha() or token[:1] in (b"'", b'"'))


def difference(ours: list[bytes], floor: list[bytes]) -> float | None:
    """The largest difference between the numbers of two token lists; None if they differ otherwise."""
    if ours == floor:
        return 0.0
    if len(ours) != len(floor):
        return None
    largest = 0.0
    for mine, theirs in zip(ours, floor):
        if mine != theirs:
            a, b = number(mine), number(theirs)
            if a is None or b is None or abs(a - b) > TOLERANCE:
                return None
            largest = max(largest, abs(a - b))
    return largest


def compare_page(mine, theirs, where: str) -> Fidelity:
    ours, floor = TOKEN.findall(mine.read_contents()), TOKEN.findall(theirs.read_contents())
    result = Fidelity(1, 1, operators=operator_count(ours), floor_operators=operator_count(floor))
    result.sizes_differ = int(tuple(mine.mediabox) != tuple(theirs.mediabox))
    result.counts_differ = int(abs(result.floor_operators - result.operators) > OPERATORS_WITHIN * result.operators)
    if result.sizes_differ or result.counts_differ:
        result.first_problem = f"{where}: {'size' if result.sizes_differ else 'operators'}"
    gap = difference(ours, floor) if fonts(mine) == fonts(theirs) else None
    result.streams_equal, result.largest_difference = int(gap is not None), gap or 0.0
    return result


def fonts(page) -> list[tuple[str, str]]:
    """(resource name, font) pairs: equal tokens mean the same text only if /F1+0 is the same font."""
    # a subset's tag (``ABCDEF+``) is printgen's digest of its characters, the replay's reportlab's number
    return sorted((name, base.split("+", 1)[-1]) for _, _, _, base, name, *_ in page.get_fonts())


def compare(printgen_pdf: Path, floor_pdf: Path) -> Fidelity:
    with pymupdf.open(printgen_pdf) as ours, pymupdf.open(floor_pdf) as floor:
        result = Fidelity()
        for page_number, (mine, theirs) in enumerate(zip(ours, floor), start=1):
            result += compare_page(mine, theirs, f"{floor_pdf.name} page {page_number}")
        result.pages, result.floor_pages = len(ours), len(floor)
    if result.pages != result.floor_pages:
        result.first_problem = result.first_problem or f"{floor_pdf.name}: number of pages"
    return result


def precision(largest_difference: float) -> str:
    return "numbers exactly" if not largest_difference else f"numbers within {largest_difference:.0e} pt"


def describe(fidelity: Fidelity) -> str:
    verdict = "faithful" if fidelity.faithful else f"NOT FAITHFUL (first at {fidelity.first_problem})"
    return (f"{verdict}: {fidelity.floor_pages}/{fidelity.pages} pages, {fidelity.sizes_differ} of another "
            f"size, {fidelity.floor_operators:,}/{fidelity.operators:,} operators, {fidelity.counts_differ} "
            f"page(s) off by more than {OPERATORS_WITHIN:.0%}; content streams equal token for token on "
            f"{fidelity.streams_equal}/{fidelity.pages} pages ({precision(fidelity.largest_difference)})")
