"""The kit as its snapshots hold it: its contents and the pages each part takes (kit.txt), the pages
that are the kit's own, its cover and icon key (cover.txt), and the furniture of every page
(furniture.txt).

A page of a part draws in the kit what the part's own snapshot says it draws alone: that is checked
here, page by page, and what a page draws otherwise is held in kit.txt as a diff. Each page's label is
"Kit page N of M · " and its label alone, checked too, so that a page more in the kit changes no line
that only counts pages. Every page of the kit, and every item on it, is on a line of some snapshot."""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, field

from printgen.layout.display import Page
from snapshot_form import INDENT, Furniture, drawn, furniture_of, page_heading

BLANK = re.compile(r".* · blank: (?P<why>.*)")
NUMBERED = "Kit page N of M"
"""What a snapshot says in place of a kit page's number and the kit's length."""
WHY = "WHY"
"""What the blank page's template says in place of why a page is blank."""
UNFURNISHED = "no scale bars or label"


@dataclass(frozen=True)
class Read:
    """A page as a snapshot reads it: what it draws (its furniture apart), and its furniture."""

    lines: tuple[str, ...]
    furniture: Furniture | None
    label: str = ""
    """The label in full, as the layout keeps it: the drawn one may be shortened to fit."""

    def furnished(self) -> str:
        return self.furniture.said() if self.furniture else UNFURNISHED


def read(page: Page) -> Read:
    content, furniture = furniture_of(page)
    return Read(tuple(drawn(content)), furniture, page.footer.label if furniture else "")


@dataclass
class Kit:
    """The snapshots' lines of one kit on one paper."""

    paper: str
    own: dict[str, tuple[str, int, Read]]
    """Each part's pages alone, by their labels: the part's name, the page's number in it, the page."""
    contents: list[str] = field(default_factory=list)
    differences: list[str] = field(default_factory=list)
    cover: list[str] = field(default_factory=list)
    cover_pages: int = 0
    furniture: list[str] = field(default_factory=list)
    blank: tuple[str, ...] = ()
    """What every blank page draws, its furniture last, the reason it is blank put as WHY."""


def parts_alone(alone: dict[str, list[Page]]) -> dict[str, tuple[str, int, Read]]:
    """Each part's pages alone, read, by their labels."""
    found = {}
    for name, pages in alone.items():
        for number, page in enumerate(pages, 1):
            read_page = read(page)
            if read_page.furniture:
                found.setdefault(page.footer.label, (name, number, read_page))
    return found


def parts_furniture(alone: dict[str, list[Page]]) -> tuple[list[str], list[str]]:
    """What every page's scale bars draw, and the furniture of each page of each part alone, a line each."""
    lines, bars = [], None
    for name, pages in alone.items():
        for number, page in enumerate(pages, 1):
            read_page = read(page)
            lines.append(f"{INDENT}{name} {number}  {read_page.furnished()}")
            drawing = read_page.furniture.bars_drawn() if read_page.furniture else None
            bars = bars or drawing
            lines += [INDENT + line for line in drawing or [] if drawing != bars]
    return [f"{INDENT}every page's scale bars draw, from the corner of their first bar:",
            *(INDENT + line for line in bars or [])], lines


def kit_snapshot(paper: str, pages: list[Page], alone: dict[str, list[Page]]) -> Kit:
    """The kit's pages read one by one against the parts' pages alone, found by their labels."""
    kit = Kit(paper, parts_alone(alone))
    blanks = [_blank_drawing(read(page), number, len(pages)) for number, page in enumerate(pages, 1)]
    kit.blank = Counter(drawing for drawing in blanks if drawing).most_common(1)[0][0] if any(blanks) else ()
    for heading, first, last in _sections(pages):
        said = [_said(kit, number, pages[number - 1], len(pages)) for number in range(first, last + 1)]
        span = f"page {first}" if first == last else f"pages {first}–{last}"
        kit.contents.append(f"{INDENT}{heading}  {span}  {_runs(said)}")
    return kit


def _label_alone(read_page: Read, number: int, total: int) -> str | None:
    """The label a kit page has alone: its own, after "Kit page N of M · "."""
    counted = f"Kit page {number} of {total} · "
    return read_page.label.removeprefix(counted) if read_page.label.startswith(counted) else None


def _blank_drawing(read_page: Read, number: int, total: int) -> tuple[str, ...]:
    """What a page labelled blank draws, said as every blank page's drawing would be (its number and why
    it is blank put as N, M and WHY); nothing for a page not labelled blank. The drawing most of them
    have is a blank page's: a page labelled blank that draws otherwise is held in full."""
    blank = BLANK.fullmatch(_label_alone(read_page, number, total) or "")
    if not blank:
        return ()
    said = read_page.furnished().replace(f"Kit page {number} of {total}", NUMBERED)
    return (*read_page.lines, INDENT + said.replace(f"blank: {blank['why']}", f"blank: {WHY}"))


def _sections(pages: list[Page]) -> list[tuple[str, int, int]]:
    """Each run of pages from one bookmark to the next: its heading, its first and last page."""
    starts = [(number, page.bookmark) for number, page in enumerate(pages, 1) if page.bookmark or number == 1]
    ends = [number - 1 for number, _ in starts[1:]] + [len(pages)]
    return [(heading or "(no bookmark)", first, last) for (first, heading), last in zip(starts, ends)]


def _said(kit: Kit, number: int, page: Page, total: int) -> str:
    """What kit page ``number`` is, a part's page, a blank page or the kit's own, with whatever it draws
    that the part's snapshot does not hold put in the kit's snapshots."""
    read_page, counted = read(page), f"Kit page {number} of {total}"
    alone = _label_alone(read_page, number, total)
    if alone in kit.own:
        name, at, drawn_alone = kit.own[alone]
        if read_page.furnished() != Read((), drawn_alone.furniture.labelled(f"{counted} · {alone}")).furnished():
            kit.furniture.append(f"{INDENT}in the kit, {name} {at}  {read_page.furnished().replace(counted, NUMBERED)}")
        if read_page.lines != drawn_alone.lines:
            return _differs(kit, f"{name} {at}", drawn_alone, read_page)
        return f"{name} {at}"
    if kit.blank and _blank_drawing(read_page, number, total) == kit.blank:
        return f"blank: {BLANK.fullmatch(alone or '')['why']}"
    return _kits_own(kit, page, read_page, counted)


def _kits_own(kit: Kit, page: Page, read_page: Read, counted: str) -> str:
    """A page that is no part's page alone and not blank: the cover's, or the icon key's."""
    kit.cover_pages += 1
    kit.cover += [page_heading(kit.paper, kit.cover_pages, page), *read_page.lines]
    kit.furniture.append(f"{INDENT}cover {kit.cover_pages}  {read_page.furnished().replace(counted, NUMBERED)}")
    return f"cover {kit.cover_pages}"


def _differs(kit: Kit, page: str, alone: Read, in_kit: Read) -> str:
    """A part's page that draws otherwise in the kit: the difference, as a diff of their lines."""
    diff = list(difflib.unified_diff(alone.lines, in_kit.lines, n=1, lineterm=""))[2:]
    kit.differences += [f"{INDENT}{page} in the kit, against the part alone:", *(INDENT + line for line in diff)]
    return f"{page} (drawn otherwise: below)"


def _runs(said: list[str]) -> str:
    """Consecutive pages of one part said as one run ("rules 1–3")."""
    runs: list[list] = []
    for one in said:
        found = re.fullmatch(r"(.+) (\d+)", one)
        if found and runs and runs[-1][0] == found[1] and runs[-1][2] == int(found[2]) - 1:
            runs[-1][2] += 1
        else:
            runs.append([found[1], int(found[2]), int(found[2])] if found else [one, None, None])
    return ", ".join(name if first is None else f"{name} {first}" + (f"–{last}" if last > first else "")
                     for name, first, last in runs)


def kit_lines(kit: Kit) -> list[str]:
    """kit.txt's lines for one paper: what a blank page draws, each part's pages, what draws otherwise."""
    blank = [f"{INDENT}a blank page draws:", *(INDENT + line for line in kit.blank)] if kit.blank else []
    return [kit.paper, *blank, *kit.contents, *kit.differences]
