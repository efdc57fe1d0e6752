"""Every order, over every print service and every bundled encounter, cards and tokens: each piece is
either in a file written for the service (a face of its own, or a shape on a custom sheet's cut lines)
or named in the preflight as one the service makes nothing for, never both and never neither; and every
message the order prints or writes that gives a count says its noun in agreement ("1 card", "2 cards")."""

from __future__ import annotations

import itertools
import re
from collections import Counter

import pytest

from printgen.build.printable import shop_faces
from printgen.core.services import SERVICES
from printgen.layout.print_shop import slug
from printgen.load.bundled import bundled_ids
from printgen.load.loader import game_constants

pytestmark = pytest.mark.slow  # writes 32 orders

PARTS = ["cards", "tokens"]
NOUNS = ("card", "token", "front", "back", "page", "sheet", "file", "image", "piece", "chit", "deck")
COUNTED = re.compile(r"\b(\d+) (?:cut )?(" + "|".join(NOUNS) + r")(s?)\b")
UNMADE = re.compile(r"^    \d+ \w+ of [\d.]+ × [\d.]+ mm: (.+)$")
SHAPES = re.compile(r"<(?:ellipse|rect) ")


@pytest.fixture(scope="module")
def orders(tmp_path_factory):
    """Each order's folder, its preflight and what the command said, written once."""
    from click.testing import CliRunner

    from printgen.cli import main

    out, runner, made = tmp_path_factory.mktemp("orders"), CliRunner(), {}
    for service, encounter, part in itertools.product(sorted(SERVICES), bundled_ids(), PARTS):
        result = runner.invoke(main, [part, encounter, "--profile", service, "--out", str(out)],
                               catch_exceptions=False)
        folder = out / encounter / f"{service}-{part}"
        made[service, encounter, part] = (folder, (folder / "preflight.txt").read_text(),
                                          result.stdout + result.stderr, result.exit_code)
    return made


def ordered(folder, part: str) -> Counter:
    """The pieces in the order's files: a face image a piece (named by it), or each shape of a custom
    sheet's cut lines (counted)."""
    found: Counter = Counter()
    for deck in (path for path in folder.iterdir() if path.is_dir()):
        cuts = sorted((deck / "cut").glob("*.svg"))
        if cuts:
            found[f"{deck.name}: cut shapes"] += sum(len(SHAPES.findall(cut.read_text())) for cut in cuts)
            continue
        found.update(path.stem.split("-", 1)[1] for path in (deck / "front").glob("*.png"))
    for pdf in folder.glob("*.pdf"):
        from pypdf import PdfReader

        found[f"{pdf.stem}: fronts"] += len(PdfReader(pdf).pages) // 2
    return found


def unmade(report: str) -> tuple[int, set[str]]:
    """How many pieces the preflight names as made by nothing, and which."""
    count, idents = 0, set()
    for line in report.splitlines():
        if match := UNMADE.match(line):
            count += int(line.split()[0])
            idents |= set(match.group(1).split(", "))
    return count, idents


@pytest.mark.parametrize("service, encounter, part", list(itertools.product(sorted(SERVICES), bundled_ids(), PARTS)))
def test_every_piece_is_in_the_order_or_named_as_not_made(orders, loaded_bundled, service, encounter, part):
    folder, report, said, exit_code = orders[service, encounter, part]
    pieces = shop_faces(part).pieces(loaded_bundled[encounter].model, game_constants(), 0, 0.0)
    files, (not_made, named) = ordered(folder, part), unmade(report)
    in_files = sum(files.values())
    assert in_files + not_made == len(pieces), (files, named)
    assert named <= {piece.ident for piece in pieces}
    faces = {key: count for key, count in files.items() if ":" not in key}  # the pieces written a face apiece
    assert not set(faces) & {slug(ident) for ident in named}, "a piece both written and named as not made"
    assert exit_code == (1 if in_files == 0 else 0), said


def test_the_game_crafter_makes_every_bundled_token_and_card():
    """Its chits where a token is their size, and its custom sheets, cut to each piece's outline, for the rest."""
    from printgen.core.services import product_for
    from printgen.core.units import MM
    from printgen.load.bundled import bundled_path
    from printgen.load.loader import load_encounter

    crafter = SERVICES["thegamecrafter"]
    for encounter, part in itertools.product(bundled_ids(), PARTS):
        faces = shop_faces(part)
        enc = load_encounter(bundled_path(encounter)).model
        rounds = faces.round(enc, 0) if faces.round else None
        for index, piece in enumerate(faces.pieces(enc, game_constants(), 0, 0.0)):
            round_ = bool(rounds and rounds[index])
            assert product_for(crafter, faces.piece, piece.width / MM, piece.height / MM, round_), piece.ident


@pytest.mark.parametrize("service, encounter, part", list(itertools.product(sorted(SERVICES), bundled_ids(), PARTS)))
def test_every_count_an_order_says_agrees_with_its_noun(orders, service, encounter, part):
    _, report, said, _ = orders[service, encounter, part]
    wrong = [match.group(0) for match in COUNTED.finditer(report + "\n" + said)
             if (match.group(1) == "1") == bool(match.group(3))]
    assert wrong == []


def test_the_agreement_is_measured():
    """The measure can fail: it finds "1 cards" and "2 front", and passes "1 card", "3 cut files"."""
    text = "1 cards on its poker card; 2 front in x/; 1 card on 1 sheet; 3 cut files in y/"
    wrong = [match.group(0) for match in COUNTED.finditer(text) if (match.group(1) == "1") == bool(match.group(3))]
    assert wrong == ["1 cards", "2 front"]
