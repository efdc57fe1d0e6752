"""What the parts draw stays what it was: readable snapshots of every page's display list (pure
geometry and text, before any PDF is written, so they hold whatever reportlab version renders them)
for each bundled encounter, on Letter and A4, in `tests/fixtures/pages/<encounter>/`:

- `<part>.txt`, one for each part of printgen/build/printable.py, laid out alone: a heading line for each page,
  then one line per item drawn (tests/snapshot_form.py says how to read one);
- `cover.txt`, the kit's own pages: its cover and icon key;
- `kit.txt`, the kit's contents: each part's heading and the pages it takes, which page of the part's
  snapshot each kit page is, and any page that draws otherwise in the kit than alone, as a diff;
- `furniture.txt`, every page's scale bars and label, apart from what the page draws, so that a page
  more or less changes one line of it, not a line on every page.

A change that means to alter the output records the new snapshots
(`.venv/bin/python tests/test_unchanged.py --record`, which also removes those no part draws any
more) and says why in its commit, where their diff shows what it changed where; a refactor leaves them
alone. Run without `--record`, this file prints what the test would report."""

from __future__ import annotations

import difflib
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from printgen.load.bundled import bundled_ids, bundled_path
from printgen.layout.display import Group, Page, Text
from printgen.layout.document import furnish
from printgen.layout.furniture import Footer
from printgen.load.loader import load_encounter
from printgen.core.options import PrintOptions
from printgen.build.printable import KIT, PARTS
from snapshot_form import drawn, furniture_of, page_lines
from snapshot_kit import Read, kit_lines, kit_snapshot, parts_furniture

RECORDED = Path(__file__).parent / "fixtures" / "pages"
PAPERS = ("letter", "a4")
RECORDED_NAME = "tests/fixtures/pages"
RECORD = ".venv/bin/python tests/test_unchanged.py --record"
SHOWN = 15
"""How many differing lines of each snapshot a failure shows."""
PLACES = ("# Places in points: x from the left, y from the bottom for the first item of a page or a group, then\n"
          "# from the item before: ↓ lower, ↑ higher, = level. A group's items are indented under it, in its own\n"
          "# places. The page furniture is in furniture.txt.")
HEADINGS = {
    "part": "# {encounter}, {name} laid out alone on each paper: one line per item drawn, in drawing order.\n" + PLACES,
    "cover": "# {encounter}, the kit's own pages on each paper: its cover and icon key (kit.txt says where they\n"
             "# are in the kit).\n" + PLACES,
    "kit": "# {encounter}, the kit on each paper: each part's heading (its bookmark), the pages it takes, and what\n"
           "# each of those pages is: \"rules 2\" draws what page 2 of rules.txt does, \"cover 1\" page 1 of\n"
           "# cover.txt; a page that draws otherwise in the kit than alone is below its list, as a diff.",
    "furniture": "# {encounter}, the page furniture on each paper: what the scale bars draw, then where they and the\n"
                 "# label stand on each page of each part alone. In the kit, every label is \"Kit page N of M · \"\n"
                 "# and the page's own, in the same place and size, but where a line below says otherwise.",
}


def _pages(paper: str, pages: list) -> list[str]:
    lines = [line for number, page in enumerate(pages, 1) for line in page_lines(paper, number, page)]
    return lines or [f"{paper}: no pages"]


def drawn_now(encounter_id: str) -> dict[str, list[str]]:
    """The lines of each snapshot of one encounter, by its name, each paper's after the other's."""
    loaded = load_encounter(bundled_path(encounter_id))
    snapshots: dict[str, list[str]] = {}
    for paper in PAPERS:
        options = PrintOptions(paper, "long")
        alone = {name: part.layout()(loaded, options, 1, encounter_id) for name, part in PARTS.items()}
        kit = kit_snapshot(paper, KIT.layout()(loaded, options, 1, encounter_id), alone)
        bars, furnished = parts_furniture(alone)
        drawn = {**{name: _pages(paper, pages) for name, pages in alone.items()},
                 "cover": kit.cover or [f"{paper}: no pages"], "kit": kit_lines(kit),
                 "furniture": [paper, *bars, *furnished, *kit.furniture]}
        for name, lines in drawn.items():
            snapshots.setdefault(name, []).extend([""] + lines)
    return snapshots


def snapshots() -> dict[str, str]:
    """Every snapshot by its path under RECORDED."""
    found = {}
    for encounter_id in bundled_ids():
        for name, lines in drawn_now(encounter_id).items():
            heading = HEADINGS.get(name, HEADINGS["part"]).format(encounter=encounter_id, name=name)
            found[f"{encounter_id}/{name}.txt"] = "\n".join([heading, *lines]) + "\n"
    assert not {"cover", "kit", "furniture"} & PARTS.keys(), "a part's snapshot would take the kit's name"
    return found


def recorded() -> dict[str, str]:
    return {path.relative_to(RECORDED).as_posix(): path.read_text(encoding="utf-8")
            for path in sorted(RECORDED.rglob("*.txt"))}


# what a failure says


def _page_of(lines: list[str], index: int) -> str:
    """The heading that line ``index`` is under: its paper and page ("a4 page 2"), or its paper."""
    for line in reversed(lines[:index + 1]):
        if line and not line.startswith((" ", "#")):
            return line.split("  ")[0]
    return "before the first paper"


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


# the form holds what is drawn, and a change shows where it is


def _changed(old: str, new: str) -> int:
    """How many lines a diff of two snapshots shows removed and added."""
    diff = difflib.unified_diff(old.splitlines(), new.splitlines(), n=0, lineterm="")
    return sum(line[:1] in "+-" for line in list(diff)[2:])


def _quick_reference(loaded, options, seed, source) -> list:
    """A one-page part, as a contributor might add one: its title and a line, on a page of its own."""
    width, height = options.paper.size
    page = Page(width, height, [Text(36, height - 72, f"{loaded.model.short_title}: quick reference", "heading", 13),
                                Text(36, height - 96, "Each roll table's dice, level by level.", "text", 9)])
    return furnish([page], loaded.model.short_title, "quick reference")


def _with_a_part_more(after: str) -> dict[str, str]:
    """The snapshots with a one-page part more in the kit, after the part named ``after``."""
    added = replace(PARTS["trackers"], name="quick-reference", heading="Quick reference", pages=_quick_reference,
                    contents="Quick reference: each roll table's dice per level")
    kept = list(PARTS.items())
    at = [name for name, _ in kept].index(after) + 1
    PARTS.clear()
    PARTS.update([*kept[:at], (added.name, added), *kept[at:]])
    try:
        return snapshots()
    finally:
        PARTS.clear()
        PARTS.update(kept)


@pytest.mark.parametrize("after", ["notes", "setup"])
def test_a_one_page_part_more_changes_only_the_kits_snapshots(after):
    """A part added to the kit changes the kit's contents, the cover that lists it and the furniture's
    list of pages, and no line that only counts the kit's pages: added last, at most 60 lines."""
    before, now = snapshots(), _with_a_part_more(after)
    assert sorted(now.keys() - before.keys()) == [f"{encounter}/quick-reference.txt"
                                                   for encounter in bundled_ids()]
    changed = {name: _changed(before[name], now[name]) for name in before if before[name] != now[name]}
    assert {name.split("/")[1] for name in changed} == {"kit.txt", "cover.txt", "furniture.txt"}
    assert after != list(PARTS)[-1] or sum(changed.values()) <= 60, changed


def _items(items) -> int:
    return sum(1 + (_items(item.items) if isinstance(item, Group) else 0) for item in items)


def test_every_item_drawn_is_on_a_line():
    """What a page draws and its furniture, apart, hold every item of the page: none is left out."""
    loaded = load_encounter(bundled_path("incredible-hulk"))
    options = PrintOptions("a4", "long")
    for part in [*PARTS.values(), KIT]:
        for page in part.layout()(loaded, options, 1, "incredible-hulk"):
            content, furniture = furniture_of(page)
            furnished = len(furniture.bars) + 1 if furniture else 0
            assert len(drawn(content)) + furnished == _items(page.items), (part.name, page.footer)


@pytest.mark.parametrize("part", ["rules", "cards"])
def test_a_moved_item_changes_its_own_line_and_the_next(part):
    """Each item of a page moved half a point: the snapshot shows it, in at most two lines."""
    loaded = load_encounter(bundled_path("incredible-hulk"))
    items = furniture_of(PARTS[part].layout()(loaded, PrintOptions("letter", "long"), 1, "incredible-hulk")[0])[0]
    before = drawn(items)
    for index, item in enumerate(items):
        after = drawn([*items[:index], item.moved(0.0, -0.5), *items[index + 1:]])
        differing = [at for at, (old, new) in enumerate(zip(before, after)) if old != new]
        assert len(after) == len(before) and 1 <= len(differing) <= 2, (index, item)


def _altered(page: Page, index: int, **changes) -> None:
    """Item ``index`` of the page changed, the page's footer kept pointing at its label."""
    old = page.items[index]
    page.items[index] = old._replace(**changes)
    if page.footer and page.footer.text is old:
        page.footer = Footer(page.footer.label, page.items[index])


def test_what_a_kit_draws_otherwise_than_its_parts_is_held():
    """A part's page drawn otherwise in the kit, a label drawn otherwise, a page that is neither a part's
    nor blank: each is held in the kit's snapshots, never taken for what the part draws alone."""
    loaded = load_encounter(bundled_path("incredible-hulk"))
    options = PrintOptions("letter", "long")
    alone = {name: part.layout()(loaded, options, 1, "incredible-hulk") for name, part in PARTS.items()}
    pages = KIT.layout()(loaded, options, 1, "incredible-hulk")
    before = kit_snapshot("letter", pages, alone)
    first = next(number for number, page in enumerate(pages) if page.bookmark == "Rules")
    _altered(pages[first + 1], next(at for at, item in enumerate(pages[first + 1].items) if isinstance(item, Text)),
             text="drawn otherwise")
    _altered(pages[first + 2], pages[first + 2].items.index(pages[first + 2].footer.text), size=6)
    blank = next(page for page in pages if page.footer.label.endswith("starts on its own sheet"))
    _altered(blank, 0, text="not blank after all")
    after = kit_snapshot("letter", pages, alone)
    assert "rules 1, rules 2 (drawn otherwise: below), rules 3" in "".join(after.contents)
    assert any(line.startswith("  +") and '"drawn otherwise"' in line for line in after.differences)
    assert f"  in the kit, rules 3  {Read((), furniture_of(pages[first + 2])[1]).furnished()}".replace(
        f"Kit page {first + 3} of {len(pages)}", "Kit page N of M") in after.furniture
    assert after.cover_pages == before.cover_pages + 1 and '"not blank after all"' in "".join(after.cover)


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
