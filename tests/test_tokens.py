"""Token sheets measured inside the PDF: outline sizes, counts, identical Randomizer backs,
duplex registration and fold-over mirroring, determinism, limits."""

from __future__ import annotations

import itertools
import math
from collections import Counter

import pytest

from conftest import FIXTURES
from pdfmeasure import MM, cut_outlines, has_box, open_pdf
from printgen.core.options import PrintOptions
from printgen.core.options import Paper
from printgen.build.part_pdf import build_part
from printgen.core import typography
from printgen.model.rules import walk_rules
from printgen.load.loader import game_constants
from printgen.layout import sheet as imposition
from printgen.layout.card_deck import card_layouts
from printgen.layout.display import Group, Polygon, Text
from printgen.layout.sheet import Piece, impose
from printgen.layout.token_labels import SAFE
from printgen.layout.tokens import TokenCopy, back_items, color_for, copies, face_items, token_sheets

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

ENCOUNTERS = ["all-will-be-metal", "incredible-hulk", "mutant-masterworks", "unstoppable-colossus"]
PAPERS = ["letter", "a4"]
MODES = ["long", "short", "fold", "off"]
COMBINATIONS = list(itertools.product(ENCOUNTERS, PAPERS, MODES))


@pytest.fixture(scope="module")
def built(loaded_bundled, tmp_path_factory):
    out = tmp_path_factory.mktemp("tokens")
    return {(e, p, m): build_part(loaded_bundled[e], "tokens", PrintOptions(p, m, 0.0, 0), out / f"{p}-{m}").path
            for e, p, m in COMBINATIONS}


def sheets_for(enc, paper, mode, spares=0):
    return token_sheets(enc, Paper(paper).size, mode, spares, "t")


@pytest.mark.parametrize("encounter_id, paper, mode", COMBINATIONS)
def test_every_token_is_cut_at_its_declared_size(built, bundled, encounter_id, paper, mode):
    enc = bundled[encounter_id]
    sizes = {token.id: token.size_pt for token in enc.tokens}
    sheets = sheets_for(enc, paper, mode)
    with open_pdf(built[encounter_id, paper, mode]) as pdf:
        assert len(pdf.pages) == len(sheets)
        for page, sheet in zip(pdf.pages, sheets, strict=True):
            outlines = cut_outlines(page)
            assert len(outlines) == len(sheet.trims)
            for trim in sheet.trims:
                width, height = sizes[trim.item]  # the data's size, not the layout's
                assert has_box(outlines, trim.x, trim.y, width, height), trim


@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
@pytest.mark.parametrize("spares", [0, 2])
def test_token_counts_equal_the_data_plus_spares(bundled, encounter_id, spares):
    enc = bundled[encounter_id]
    fronts = Counter(t.item for sheet in sheets_for(enc, "letter", "long", spares) for t in sheet.trims
                     if t.face == "front")
    expected = {token.id: token.count + (spares if not token.randomizer and not token.numbered else 0)
                for token in enc.tokens}
    assert dict(fronts) == expected


def test_the_pdf_holds_every_front(built, bundled):
    for encounter_id in ENCOUNTERS:
        enc = bundled[encounter_id]
        with open_pdf(built[encounter_id, "letter", "off"]) as pdf:
            sheets = sheets_for(enc, "letter", "off")
            fronts = sum(len(cut_outlines(page)) for page, sheet in zip(pdf.pages, sheets, strict=True)
                         if sheet.label == "fronts")
        assert fronts == sum(token.count for token in enc.tokens)


@pytest.mark.parametrize("encounter_id", ["unstoppable-colossus", "mutant-masterworks"])
def test_randomizer_backs_are_one_drawing(bundled, built, encounter_id):
    enc = bundled[encounter_id]
    group_copies = [copy for copy in copies(enc, 0) if copy.token.randomizer]
    drawings = [back_items(enc, copy) for copy in group_copies]
    assert len(group_copies) == 6
    assert all(drawing == drawings[0] for drawing in drawings)
    # and in the PDF: the text inside every back, relative to its outline, is the same
    sheets = sheets_for(enc, "letter", "long")
    with open_pdf(built[encounter_id, "letter", "long"]) as pdf:
        seen = set()
        for page, sheet in zip(pdf.pages, sheets, strict=True):
            for trim in sheet.trims:
                if trim.face != "back" or not any(c.token.id == trim.item for c in group_copies):
                    continue
                top = page.height - (trim.y + trim.h)
                chars = page.within_bbox((trim.x, top, trim.x + trim.w, top + trim.h)).chars
                seen.add(tuple((c["text"], round(c["x0"] - trim.x, 2), round(c["top"] - top, 2)) for c in chars))
        assert len(seen) == 1


@pytest.mark.parametrize("encounter_id, paper, mode", [c for c in COMBINATIONS if c[2] in ("long", "short")])
def test_backs_lie_behind_their_fronts(built, encounter_id, paper, mode):
    """Measured in the PDF only: every back outline is a front outline of the page before, flipped."""
    with open_pdf(built[encounter_id, paper, mode]) as pdf:
        pages = pdf.pages
        if encounter_id == "all-will-be-metal":  # every token single-faced: fronts only
            assert all(cut_outlines(page) for page in pages)
            return
        backs_seen = 0
        for front, back in zip(pages[0::2], pages[1::2], strict=True):
            fronts = cut_outlines(front)
            backs_seen += len(cut_outlines(back))
            if mode == "long":
                flipped = [(front.width - x - w, y, w, h) for x, y, w, h in fronts]
            else:
                flipped = [(x, front.height - y - h, w, h) for x, y, w, h in fronts]
            for outline in cut_outlines(back):
                assert has_box(flipped, *outline)
        assert backs_seen > 0


@pytest.mark.parametrize("encounter_id, paper", list(itertools.product(ENCOUNTERS, PAPERS)))
def test_fold_mirrors_backs_about_the_fold_line(built, bundled, encounter_id, paper):
    sheets = sheets_for(bundled[encounter_id], paper, "fold")
    with open_pdf(built[encounter_id, paper, "fold"]) as pdf:
        if encounter_id == "all-will-be-metal":  # every token single-faced: nothing to fold
            assert not any(line.get("dash") and line["dash"][0] for page in pdf.pages for line in page.lines)
            return
        assert len(pdf.pages) == len(sheets)
        for page, sheet in zip(pdf.pages, sheets, strict=True):
            if not any(trim.face == "back" for trim in sheet.trims):  # single-faced tokens alone: no fold
                assert not any(line.get("dash") and line["dash"][0] for line in page.lines)
                continue
            fold = page.width / 2
            outlines = cut_outlines(page)
            fronts = [o for o in outlines if o[0] + o[2] <= fold]
            backs = [o for o in outlines if o[0] >= fold]
            assert len(fronts) + len(backs) == len(outlines)
            for x, y, w, h in backs:
                assert has_box(fronts, 2 * fold - x - w, y, w, h)
            dashed = [line for line in page.lines if line.get("dash") and line["dash"][0]]
            assert any(abs(line["x0"] - fold) < 0.05 and abs(line["x1"] - fold) < 0.05 for line in dashed)


def test_every_page_has_a_scale_bar(built):
    with open_pdf(built["mutant-masterworks", "a4", "off"]) as pdf:
        for page in pdf.pages:
            text = page.extract_text()
            assert "50 mm" in text and "2 in" in text


def test_the_same_build_gives_the_same_bytes(loaded_bundled, tmp_path):
    loaded = loaded_bundled["unstoppable-colossus"]
    one = build_part(loaded, "tokens", PrintOptions("a4", "short", 0.0, 1), tmp_path / "1").path.read_bytes()
    two = build_part(loaded, "tokens", PrintOptions("a4", "short", 0.0, 1), tmp_path / "2").path.read_bytes()
    assert one == two


def test_a_token_larger_than_the_printable_area_is_named(cli, tmp_path):
    source = (FIXTURES / "valid" / "minimal.yaml").read_text()
    source += "tokens:\n  - {id: giant, name: Giant, count: 1, shape: round, size: 2m, front: {label: G}}\n"
    path = tmp_path / "giant.yaml"
    path.write_text(source.replace("size: 2m", "size: 300mm"))
    refused = cli("tokens", str(path), "--out", str(tmp_path / "out"))  # check finds it first: located, exit 1
    assert refused.exit_code == 1 and "error [layout.token-size]" in refused.stderr
    forced = cli("tokens", str(path), "--out", str(tmp_path / "out"), "--force")  # the build itself cannot pack it
    assert forced.exit_code == 2
    assert "token 'giant' (300.0 × 300.0 mm) is larger than the printable area" in forced.stderr
    assert not (tmp_path / "out" / "minimal" / "tokens.pdf").exists()


def test_tokens_command_writes_the_pdf(cli, tmp_path):
    result = cli("tokens", "incredible-hulk", "--out", str(tmp_path), "--spares", "1", "--paper", "a4")
    assert result.exit_code == 0
    assert (tmp_path / "incredible-hulk" / "tokens.pdf").exists()


def _outside_inner_ring(item: Text, token) -> bool:
    """Whether a corner of ``item``'s box (baseline to cap height) lies beyond the token's inner ring,
    or nearer its cut than the 3 mm that keeps a stray cut off the letters (as on the cards)."""
    w, h = token.size_pt
    inset = min(w, h) * 0.06
    edge = max(inset + max(0.4, inset * 0.25) / 2, SAFE)
    width = typography.width(item.text, item.font, item.size)
    left = {"center": item.x - width / 2, "left": item.x, "right": item.x - width}[item.align]
    right = left + width
    for x, y in itertools.product((left, right), (item.y, item.y + item.size * 0.72)):
        if token.shape == "round" and math.hypot(x - w / 2, y - h / 2) > w / 2 - edge:
            return True
        if token.shape != "round" and not (edge <= x <= w - edge and edge <= y <= h - edge):
            return True
    return False


@pytest.mark.parametrize("encounter_id", ENCOUNTERS)
def test_every_word_on_a_token_lies_inside_its_inner_ring_and_3_mm_inside_its_cut(bundled, encounter_id):
    """Labels, numbers and names, on fronts and backs: a round token's label beside its number sits
    low, where the circle is narrower, and must still clear the ring and the 3 mm inside the cut."""
    enc = bundled[encounter_id]
    crossing = []
    for token in enc.tokens:
        faces = {"front": face_items(token, token.front, token.count if token.numbered else None, color_for(token)),
                 "back": back_items(enc, TokenCopy(token, None)) or []}
        crossing += [(token.id, side, item.text) for side, items in faces.items() for item in items
                     if isinstance(item, Text) and _outside_inner_ring(item, token)]
    assert crossing == []


def test_a_token_the_rules_point_with_carries_an_arrow(bundled):
    """"pointing toward a second Cerebro Tower": a token placed pointing is declared so, and its
    front carries an arrow whose tip lies at its right-hand end, inside the cut."""
    for enc in bundled.values():
        for token in enc.tokens:
            rules = " ".join(block.text or "" for block in walk_rules(enc.rules) if block.token == token.id)
            assert token.pointing == ("pointing" in rules.lower()), token.id
            if token.pointing:
                w, h = token.size_pt
                arrows = [item for item in face_items(token, token.front, None, color_for(token))
                          if isinstance(item, Polygon)]
                tip = max(x for arrow in arrows for x, _ in arrow.points)
                assert w - 2 * MM < tip < w


# --- one imposition for cards and tokens: measured on the display lists ---------------------------------


def imposed(loaded, paper, mode):
    """The card sheets and the token sheets of one encounter, as the parts lay them out."""
    pieces = [Piece(c.card.id, c.width, c.height, c.front.items, c.back.items)
              for c in card_layouts(loaded.model, game_constants(), 3 * MM)]
    return {"cards": impose(pieces, Paper(paper).size, mode, 3 * MM, "t", "cards"),
            "tokens": sheets_for(loaded.model, paper, mode)}


def trims(sheet, face, moved=lambda x, y, w, h: (x, y)):
    """(item, x, y, w, h) of each trim of ``face``, to a thousandth of a point; ``moved``: placed elsewhere."""
    return [(t.item, *(round(v, 3) for v in (*moved(t.x, t.y, t.w, t.h), t.w, t.h)))
            for t in sheet.trims if t.face == face]


def test_cards_and_tokens_put_their_backs_through_one_imposition(loaded_bundled, monkeypatch):
    behind, placed = imposition.behind, []

    def recording(duplex, piece, paper):
        placed.append(piece.piece.ident)
        return behind(duplex, piece, paper)

    monkeypatch.setattr(imposition, "behind", recording)
    loaded = loaded_bundled["unstoppable-colossus"]
    imposed(loaded, "letter", "long")
    assert {card.id for card in loaded.model.cards} <= set(placed)
    assert {t.id for t in loaded.model.tokens if t.back or t.randomizer} <= set(placed)


@pytest.mark.parametrize("encounter_id, paper, mode", COMBINATIONS)
def test_every_piece_drawn_is_a_trim_and_every_trim_is_drawn(loaded_bundled, encounter_id, paper, mode):
    for sheets in imposed(loaded_bundled[encounter_id], paper, mode).values():
        for sheet in sheets:
            drawn = sorted((round(g.dx, 6), round(g.dy, 6)) for g in sheet.items if isinstance(g, Group))
            assert drawn == sorted((round(t.x, 6), round(t.y, 6)) for t in sheet.trims)


def turned(mode, sheet):
    """Where turning ``sheet`` on its long or short edge puts the back of the point (x, y) of a w × h piece."""
    if mode == "long":
        return lambda x, y, w, h: (sheet.width - x - w, y)
    return lambda x, y, w, h: (x, sheet.height - y - h)


@pytest.mark.parametrize("encounter_id, paper, mode",
                         [(e, p, m) for e, p, m in COMBINATIONS if m in ("long", "short") and e != "all-will-be-metal"])
def test_double_sided_backs_lie_behind_their_fronts_on_the_next_page(loaded_bundled, encounter_id, paper, mode):
    for part, sheets in imposed(loaded_bundled[encounter_id], paper, mode).items():
        assert [s.label for s in sheets] == ["fronts", "backs"] * (len(sheets) // 2), part
        for front, back in zip(sheets[0::2], sheets[1::2], strict=True):
            assert not Counter(trims(back, "back")) - Counter(trims(front, "front", turned(mode, front))), part
        assert any(trims(back, "back") for back in sheets[1::2]), part


@pytest.mark.parametrize("encounter_id, paper", list(itertools.product(ENCOUNTERS, PAPERS)))
def test_single_sided_backs_follow_at_their_fronts_places(loaded_bundled, encounter_id, paper):
    """Printed single-sided, each page of backs matches a page of fronts, place for place."""
    for part, sheets in imposed(loaded_bundled[encounter_id], paper, "off").items():
        assert all(trims(s, "back") == [] for s in sheets if s.label == "fronts")
        for back in (s for s in sheets if s.label == "backs"):
            places = Counter(trims(back, "back"))
            assert any(not places - Counter(trims(front, "front")) for front in sheets if front.label == "fronts"), part


@pytest.mark.parametrize("encounter_id, paper", list(itertools.product(ENCOUNTERS, PAPERS)))
def test_fold_over_puts_each_back_where_its_fold_turns_it(loaded_bundled, encounter_id, paper):
    """Cards fold one by one (the back just below its front); a token sheet folds down the middle."""
    imposed_parts = imposed(loaded_bundled[encounter_id], paper, "fold")
    for part, sheets in imposed_parts.items():
        for sheet in sheets:
            fronts = Counter(trims(sheet, "front"))
            fold = (lambda x, y, w, h: (x, y + h)) if part == "cards" else turned("long", sheet)
            assert not Counter(trims(sheet, "back", fold)) - fronts, part
    if encounter_id != "all-will-be-metal":  # its tokens are single-faced: printed single-sided
        assert all(any(trims(sheet, "back") for sheet in sheets) for sheets in imposed_parts.values())
