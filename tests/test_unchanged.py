"""What the parts draw stays what it was: a readable snapshot of every page's display list (pure
geometry and text, before any PDF is written, so it holds whatever reportlab version renders it)
for each bundled encounter, paper and part, in `tests/fixtures/pages/<encounter>/<paper>/<part>.txt`.
A page is a header line and then one line per item drawn, in drawing order, saying what it draws
(kind, place and size in points to 0.1 pt, font sizes and strokes to 0.01 pt, colours, font face,
text, icon), never what the code calls it; the items of groups are placed where the group puts them.

A change that means to alter the output records the new snapshots
(`.venv/bin/python tests/test_unchanged.py --record`, which also removes those no part draws any
more) and says why in its commit, where their diff shows what it changed; a refactor leaves them
alone. Run without `--record`, this file prints what the test would report."""

from __future__ import annotations

import dataclasses
import difflib
import json
import math
import sys
from functools import cache
from pathlib import Path

import pytest

from printgen import registry
from printgen.layout.display import Circle, Group, Icon, Line, Page, Polygon, Rect, Text
from printgen.layout.pieces import Sheet
from printgen.layout.placed import IDENTITY, Matrix, group_matrix
from printgen.load.loader import load_encounter
from printgen.options import PrintOptions
from printgen.parts import PRINTABLE
from printgen.typography import FONTS

RECORDED = Path(__file__).parent / "fixtures" / "pages"
PAPERS = ("letter", "a4")
RECORDED_NAME = "tests/fixtures/pages"
RECORD = ".venv/bin/python tests/test_unchanged.py --record"
SHOWN = 15
"""How many differing lines of each snapshot a failure shows."""

"""(a, b, c, d, e, f) as in PDF: a point (x, y) goes to (a x + c y + e, b x + d y + f)."""

DESCRIBED = {
    Rect: {"x", "y", "w", "h", "fill", "stroke", "width", "dash", "radius"},
    Line: {"x1", "y1", "x2", "y2", "stroke", "width", "dash"},
    Circle: {"x", "y", "r", "fill", "stroke", "width", "dash"},
    Polygon: {"points", "fill", "stroke", "width", "closed"},
    Text: {"x", "y", "text", "font", "size", "color", "align"},
    Icon: {"x", "y", "name", "size", "color", "knockout"},
    Group: {"items", "dx", "dy", "rotate180", "box", "clip", "turn"},
    Page: {"width", "height", "items", "bookmark", "trim",
           "label", "footer"},  # neither is drawn: the footer's text is one of the page's items
    Sheet: {"trims", "back"},  # where its pieces are cut, whether they are backs: neither is drawn
}
"""The fields each snapshot line accounts for (a class's own and its bases'). A field not here set
away from its default fails the test, so that a new way of drawing cannot change the pages unseen:
describe it below."""


# numbers, colours and words as a snapshot writes them


def _length(value: float) -> str:
    """A place or a length in points, to 0.1 pt: float noise below that changes nothing."""
    shown = f"{value:.1f}"
    return "0.0" if shown == "-0.0" else shown


def _fine(value: float) -> str:
    """A size that matters finer (a font size, a stroke width, a dash): to 0.01, no trailing zeros."""
    shown = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if shown == "-0" else shown


def _plain(words: str) -> str:
    """Words on one line: quotes, backslashes and control characters escaped, the rest as it is."""
    return json.dumps(words, ensure_ascii=False)[1:-1]


def _paint(fill: str | None, stroke: str | None, width: float, dash=None) -> str:
    said = f"  fill {fill.lower()}" if fill else ""
    if stroke:
        said += f"  stroke {stroke.lower()} {_fine(width)}pt"
        said += f" dash {','.join(_fine(step) for step in dash)}" if dash else ""
    return said or "  unpainted"


# where things are: a group moves, turns and clips what it holds


def _point(at: Matrix, x: float, y: float) -> str:
    a, b, c, d, e, f = at
    return f"{_length(a * x + c * y + e)},{_length(b * x + d * y + f)}"


def _where(at: Matrix, x: float, y: float) -> str:
    """A point on the page, and how far what stands there is turned, if it is."""
    turn = round(math.degrees(math.atan2(at[1], at[0])), 2) % 360
    return _point(at, x, y) + (f" turned {_fine(turn)}°" if turn else "")


def _group(group: Group, outer: Matrix):
    at = group_matrix(group, outer)  # the layout's own reading of a group, which the proof's highlights use too
    if group.clip:
        x, y, w, h = group.clip
        yield f"  clip  {_where(at, x, y)} {_length(w)}x{_length(h)}"
    yield from _drawn(group.items, at)
    if group.clip:
        yield "  end clip"


# what each item draws


def _rect(item: Rect, at: Matrix) -> str:
    corners = f"  radius {_length(item.radius)}" if item.radius else ""
    return (f"rect  {_where(at, item.x, item.y)} {_length(item.w)}x{_length(item.h)}"
            f"{_paint(item.fill, item.stroke, item.width, item.dash)}{corners}")


def _line(item: Line, at: Matrix) -> str:
    return (f"line  {_point(at, item.x1, item.y1)} to {_point(at, item.x2, item.y2)}"
            f"{_paint(None, item.stroke, item.width, item.dash)}")


def _circle(item: Circle, at: Matrix) -> str:
    return (f"circle  {_where(at, item.x, item.y)} r {_length(item.r)}"
            f"{_paint(item.fill, item.stroke, item.width, item.dash)}")


def _polygon(item: Polygon, at: Matrix) -> str:
    points = " ".join(_point(at, x, y) for x, y in item.points)
    shape = "closed" if item.closed else "open"
    return f"polygon  {shape}{_paint(item.fill, item.stroke, item.width)}  points {points}"


def _text(item: Text, at: Matrix) -> str:
    anchor = {"left": "", "center": " centred", "right": " right-aligned"}.get(item.align, f" {item.align}")
    face = FONTS[item.font][1].removesuffix(".ttf") if item.font in FONTS else f"unknown font {item.font}"
    return (f"text  {_where(at, item.x, item.y)}{anchor}  {face} {_fine(item.size)}pt {item.color.lower()}"
            f"  \"{_plain(item.text)}\"")


def _icon(item: Icon, at: Matrix) -> str:
    return (f"icon  {_where(at, item.x, item.y)}  {_plain(item.name)} {_fine(item.size)}pt {item.color.lower()}"
            f" on {item.knockout.lower()}")


DESCRIBE = {Rect: _rect, Line: _line, Circle: _circle, Polygon: _polygon, Text: _text, Icon: _icon}


@cache
def _unseen(kind: type) -> tuple[tuple[str, object], ...]:
    """The fields of a kind of item that a snapshot does not describe, with their defaults."""
    if not any(base in DESCRIBED for base in kind.__mro__):
        raise AssertionError(f"a snapshot cannot say what a {kind.__name__} draws: describe it in {__file__}")
    described = set().union(*(DESCRIBED.get(base, ()) for base in kind.__mro__))
    return tuple((name, default) for name, default in _fields(kind) if name not in described)


def _fields(kind: type) -> list[tuple[str, object]]:
    """Each field of a display primitive (a named tuple) or a page (a dataclass), with its default."""
    if hasattr(kind, "_fields"):
        return [(name, kind._field_defaults.get(name, _REQUIRED)) for name in kind._fields]  # type: ignore[attr-defined]
    return [(field.name, field.default) for field in dataclasses.fields(kind)]  # type: ignore[arg-type]


_REQUIRED = object()  # a field with no default: always set, so always to be described


def _accounted(item) -> None:
    """Fails on a field the snapshot does not describe, set away from its default."""
    unseen = [name for name, default in _unseen(type(item)) if getattr(item, name) != default]
    assert not unseen, f"a snapshot does not say what {type(item).__name__} {unseen} draw: describe it in {__file__}"


def _drawn(items, at: Matrix = IDENTITY):
    """One line per item drawn, in drawing order, the items of groups placed where the group puts them."""
    for item in items:
        _accounted(item)
        if isinstance(item, Group):
            yield from _group(item, at)
        else:
            yield "  " + next(DESCRIBE[base] for base in type(item).__mro__ if base in DESCRIBE)(item, at)


def _header(number: int, total: int, page: Page) -> str:
    said = f"page {number} of {total}  {_fine(round(page.width, 1))} x {_fine(round(page.height, 1))} pt"
    if page.trim:
        x, y, w, h = page.trim
        said += f"  trim {_point(IDENTITY, x, y)} {_length(w)}x{_length(h)}"
    return said + (f"  bookmark: {_plain(page.bookmark)}" if page.bookmark else "")


def snapshot(pages, title: str) -> str:
    pages = list(pages)
    lines = [f"# {title}: points (1/72 in) from the page's bottom left, one line per item in drawing order"]
    for number, page in enumerate(pages, 1):
        _accounted(page)
        lines += ["", _header(number, len(pages), page), *_drawn(page.items)]
    return "\n".join(lines) + "\n"


def snapshots() -> dict[str, str]:
    """Every snapshot by its path under RECORDED: each part laid out once per encounter and paper."""
    found = {}
    for encounter_id in registry.bundled_ids():
        loaded = load_encounter(registry.bundled_path(encounter_id))
        for paper in PAPERS:
            for part, spec in PRINTABLE.items():
                pages = spec.layout()(loaded, PrintOptions(paper, "long"), 1, encounter_id)
                found[f"{encounter_id}/{paper}/{part}.txt"] = snapshot(pages, f"{encounter_id}, {paper}, {part}")
    return found


def recorded() -> dict[str, str]:
    return {path.relative_to(RECORDED).as_posix(): path.read_text(encoding="utf-8")
            for path in sorted(RECORDED.rglob("*.txt"))}


# what a failure says


def _page_of(lines: list[str], index: int) -> str:
    """The header of the page that line ``index`` is on."""
    for line in reversed(lines[:index + 1]):
        if line.startswith("page "):
            return line.split("  ")[0]
    return "before the first page"


def _span(start: int, end: int) -> str:
    """Lines ``start`` to ``end`` as a unified diff's hunk header gives them."""
    return f"{start + 1}" if end == start + 1 else f"{start + 1},{end - start}" if end > start else f"{start},0"


def _hunk(group, before: list[str], after: list[str], room: int) -> tuple[list[str], int]:
    """One run of differences as a unified diff, headed by its page; at most ``room`` of its
    differing lines shown, and how many it has."""
    first, old_at, _, new_at, _ = next(opcode for opcode in group if opcode[0] != "equal")
    page = _page_of(before, old_at) if first == "delete" else _page_of(after, new_at)
    ranges = f"-{_span(group[0][1], group[-1][2])} +{_span(group[0][3], group[-1][4])}"
    shown, differing = [f"@@ {ranges} @@ {page}"], 0
    for tag, i1, i2, j1, j2 in group:
        if tag == "equal":
            shown += [f" {line}" for line in before[i1:i2]] if differing < room else []
            continue
        changed = [f"-{line}" for line in before[i1:i2]] + [f"+{line}" for line in after[j1:j2]]
        shown += changed[:max(room - differing, 0)]
        differing += len(changed)
    return shown, differing


def _diff(name: str, old: str, new: str) -> tuple[list[str], int]:
    """The first SHOWN differing lines of a snapshot as a unified diff, and how many differ."""
    before, after = old.splitlines(), new.splitlines()
    shown, differing = [f"--- recorded {name}", "+++ drawn now"], 0
    for group in difflib.SequenceMatcher(None, before, after, autojunk=False).get_grouped_opcodes(1):
        hunk, count = _hunk(group, before, after, SHOWN - differing)
        shown += hunk if differing < SHOWN else []
        differing += count
    return shown + ([f"… and {differing - SHOWN} more differing lines"] if differing > SHOWN else []), differing


def differences(now: dict[str, str], then: dict[str, str]) -> str:
    """What differs between the snapshots drawn now and those recorded, for a person to read; "" if none."""
    listed, diffs = [], []
    for name in sorted(now.keys() | then.keys()):
        if name not in then:
            listed.append(f"  {name}: not recorded")
        elif name not in now:
            listed.append(f"  {name}: recorded, but no part draws it any more")
        elif now[name] != then[name]:
            diff, count = _diff(name, then[name], now[name])
            listed.append(f"  {name}: {count} differing lines")
            diffs += ["", *diff]
    if not listed:
        return ""
    return "\n".join([f"{len(listed)} of {len(now.keys() | then.keys())} page snapshots in {RECORDED_NAME} differ "
                      "from what the parts draw now:", *listed,
                      f"If the change is meant, record them ({RECORD}) and say why in the commit.", *diffs])


def test_every_part_draws_what_it_drew():
    report = differences(snapshots(), recorded())
    if report:
        pytest.fail(report, pytrace=False)


def record() -> str:
    """Writes every snapshot that changed and removes those no part draws any more."""
    now, then = snapshots(), recorded()
    for name in then.keys() - now.keys():
        (RECORDED / name).unlink()
    for name, text in now.items():
        if then.get(name) != text:
            (RECORDED / name).parent.mkdir(parents=True, exist_ok=True)
            (RECORDED / name).write_text(text, encoding="utf-8", newline="\n")
    for folder in sorted(RECORDED.rglob("*"), reverse=True):
        if folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
    changed, removed = sum(then.get(name) != text for name, text in now.items()), len(then.keys() - now.keys())
    return f"recorded {len(now)} snapshots in {RECORDED_NAME}: {changed} written, {removed} removed"


if __name__ == "__main__":
    if sys.argv[1:] == ["--record"]:
        print(record())
    else:
        report = differences(snapshots(), recorded())
        print(report or "every snapshot is as recorded")
        sys.exit(1 if report else 0)
