"""`--profile SERVICE`: each print service gets exactly the files its template asks (the pixel sizes,
bleed, order and colour of printgen/core/services.py, measured in the files written), a preflight report
that says what was measured, the pieces it makes nothing for named and refused, and the folder
replaced as a set."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from pypdf import PdfReader

from conftest import MINIMAL
from test_print_shop import POKER_CARDS
from printgen.build import output
from printgen.load.bundled import bundled_ids
from printgen.layout.tokens import copies
from printgen.core.options import Profile, names
from printgen.press.preflight import failures
from printgen.core.services import SERVICES, Delivery, product_for
from printgen.core.units import MM

pytestmark = pytest.mark.slow  # builds whole parts: outside the fast tier

MIXED_CARDS = POKER_CARDS + """
  - id: big-tip
    kind: tip
    title: A tip card larger than any product
    side: both
    front:
      - text: Too large for a card service.
"""


@pytest.fixture(scope="module")
def poker_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("services") / "poker.yaml"
    path.write_text(MINIMAL + POKER_CARDS)
    return path


def test_every_service_is_a_profile():
    assert set(names(Profile)) == {"home", "print-shop", *SERVICES}
    assert all(Profile(key).service is SERVICES[key] for key in SERVICES)
    assert all(Profile(key).bleed_mm == pytest.approx(SERVICES[key].bleed_in * 25.4) for key in SERVICES)


@pytest.mark.parametrize(("service", "size"), [("makeplayingcards", (822, 1122)), ("printerstudio", (822, 1122)),
                                               ("thegamecrafter", (825, 1125)), ("drivethrucards", (825, 1125))])
def test_a_poker_card_is_each_services_template_size(service, size):
    poker = product_for(SERVICES[service], "card", 63.5, 88.9)
    assert poker is not None and poker.name == "poker"
    assert SERVICES[service].pixel_size(poker, landscape=False) == size
    assert SERVICES[service].pixel_size(poker, landscape=True) == size[::-1]


def test_a_card_goes_on_the_smallest_product_that_holds_it_and_a_token_only_on_its_own_size():
    crafter, cards = SERVICES["thegamecrafter"], SERVICES["makeplayingcards"]
    assert product_for(crafter, "card", 88.9, 63.5).name == "poker"          # landscape poker
    assert product_for(crafter, "card", 68.0, 118.0).name == "tarot"         # a little smaller than tarot
    assert product_for(cards, "card", 66.0, 92.0) is None                    # poker is too small, tarot too large
    assert product_for(cards, "card", 170.0, 110.0) is None                  # the bundled tip card
    assert product_for(crafter, "token", 25.0, 25.0, round_=True).name == "large"   # 1 in, 375 px with its bleed
    assert product_for(crafter, "token", 25.0, 25.0).circular is False       # a square token, a square chit
    assert product_for(SERVICES["makeplayingcards"], "token", 25.0, 25.0, round_=True) is None


def test_what_no_chit_or_card_holds_goes_on_the_smallest_custom_sheet_it_fits_at_its_exact_size():
    """The Game Crafter cuts custom sheets along each piece's own outline: a 20 mm token (a 19.05 mm chit
    would cut into it) and a 40 mm one go on its small punchout, the bundled cards on its card stock."""
    crafter = SERVICES["thegamecrafter"]
    for size in (20.0, 40.0, 50.0):
        product = product_for(crafter, "token", size, size, round_=True)
        assert product is not None and product.custom and product.name == "small", size
    assert product_for(crafter, "card", 66.0, 92.0).described().startswith("custom small card stock")
    assert product_for(crafter, "card", 150.0, 100.0).name == "medium"      # 7.75 × 4.25 in, landscape
    assert product_for(crafter, "card", 170.0, 110.0).name == "large"       # 110 mm and its bleed pass 4.25 in
    assert product_for(crafter, "token", 200.0, 270.0) is None              # larger than its largest sheet


@pytest.mark.parametrize("service", sorted(SERVICES))
def test_every_file_a_service_gets_is_its_template_measured_in_the_bytes(cli, tmp_path, poker_file, service):
    result = cli("cards", str(poker_file), "--profile", service, "--out", str(tmp_path))
    assert result.exit_code == 0, result.stderr
    folder = tmp_path / "minimal" / f"{service}-cards"
    report = (folder / "preflight.txt").read_text()
    assert failures(report) == [] and "makes every one of the cards" in report
    spec = SERVICES[service]
    written = sorted(path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file())
    if spec.delivery is Delivery.PDF:
        assert written == ["cards-poker.pdf", "preflight.txt"]
        _assert_pdf_deck(PdfReader(folder / "cards-poker.pdf"), spec.bleed_in)
    else:
        assert written == [f"cards-poker/{side}/{n}" for side in ("back", "front")
                           for n in ("001-hold-the-line.png", "002-smash-and-grab.png")] + ["preflight.txt"]
        for path in folder.rglob("*.png"):
            image = Image.open(path)
            assert image.size == (822, 1122) if spec.bleed_in == 0.12 else (825, 1125)
            assert image.mode == "RGB" and image.info["srgb"] == 0
            assert image.info["dpi"] == pytest.approx((300, 300), abs=0.01)


def _assert_pdf_deck(reader: PdfReader, bleed_in: float) -> None:
    """Each front followed by its back, every page the poker card's trim plus the bleed, PDF/X."""
    pages = reader.pages
    assert len(pages) == 4
    for page in pages:
        assert [float(v) for v in page.mediabox] == pytest.approx([0, 0, 2.75 * 72, 3.75 * 72], abs=0.01)
        assert [float(v) for v in page.trimbox] == pytest.approx([9, 9, 2.5 * 72 + 9, 3.5 * 72 + 9], abs=0.01)
    assert reader.metadata["/GTS_PDFXVersion"] == "PDF/X-1a:2003"
    assert bleed_in == 0.125


@pytest.mark.parametrize("service", sorted(key for key, spec in SERVICES.items()
                                     if not product_for(spec, "card", 170, 110)))  # the tip card's size
def test_a_piece_no_product_holds_is_named_and_refused_and_the_rest_written(cli, tmp_path, service):
    path = tmp_path / "mixed.yaml"
    path.write_text(MINIMAL + MIXED_CARDS)
    result = cli("cards", str(path), "--profile", service, "--out", str(tmp_path))
    assert result.exit_code == 0, result.stderr
    assert "warning:" in result.stderr and "big-tip" in (tmp_path / "minimal" / f"{service}-cards" /
                                                          "preflight.txt").read_text()


@pytest.mark.parametrize("encounter", bundled_ids())
@pytest.mark.parametrize("service", sorted(SERVICES))
def test_every_token_copy_is_in_exactly_one_deck_or_named_as_unmade(cli, tmp_path, loaded_bundled, encounter,
                                                                     service):
    """Agreement: the copies the preflight counts are the copies the token sheet prints."""
    result = cli("tokens", encounter, "--profile", service, "--out", str(tmp_path))
    report = (tmp_path / encounter / f"{service}-tokens" / "preflight.txt").read_text()
    counted = sum(int(line.split(":")[1].split()[0]) for line in report.splitlines()
                  if line.startswith("tokens-") and ": " in line)
    unmade = sum(int(line.split()[0]) for line in report.splitlines() if line.startswith("  ") and " mm: " in line)
    assert counted + unmade == len(copies(loaded_bundled[encounter].model, 0))
    assert result.exit_code == (1 if counted == 0 else 0), result.stderr


@pytest.mark.parametrize("service", sorted(key for key, spec in SERVICES.items()
                                     if not any(product.custom for product in spec.products)))
def test_the_bundled_cards_that_no_service_makes_are_an_error_that_says_what_it_makes(cli, tmp_path, service):
    result = cli("cards", "incredible-hulk", "--profile", service, "--out", str(tmp_path))
    assert result.exit_code == 1
    assert f"error: {SERVICES[service].name} makes nothing of these sizes" in result.stderr
    report = (tmp_path / "incredible-hulk" / f"{service}-cards" / "preflight.txt").read_text()
    assert "170 × 110 mm: hulk-tip" in report and "makes: poker card" in report


def test_an_order_replaces_the_last_one_whole_and_a_failed_one_leaves_it(cli, tmp_path, poker_file, monkeypatch):
    folder = tmp_path / "minimal" / "makeplayingcards-cards"
    assert cli("cards", str(poker_file), "--profile", "makeplayingcards", "--out", str(tmp_path)).exit_code == 0
    (folder / "cards-poker" / "front" / "009-old.png").write_bytes(b"an earlier run's")
    before = {path: path.read_bytes() for path in folder.rglob("*") if path.is_file()}
    assert cli("cards", str(poker_file), "--profile", "makeplayingcards", "--out", str(tmp_path)).exit_code == 0
    assert not (folder / "cards-poker" / "front" / "009-old.png").exists()

    written = []

    def full_disk(target, data):
        if written:
            raise output.OutputError(f"{target.parent}: cannot write: No space left on device")
        written.append(target)
        return real(target, data)

    real = output.replace_file
    monkeypatch.setattr(output, "replace_file", full_disk)
    now = {path: path.read_bytes() for path in folder.rglob("*") if path.is_file()}
    result = cli("cards", str(poker_file), "--profile", "makeplayingcards", "--out", str(tmp_path))
    assert result.exit_code == 2 and "No space left" in result.stderr
    assert {path: path.read_bytes() for path in folder.rglob("*") if path.is_file()} == now
    assert [p.name for p in folder.parent.iterdir() if p.name.startswith(".")] == []
    assert len(before) == len(now) + 1


def test_png_with_a_service_profile_is_a_usage_error(cli, tmp_path, poker_file):
    result = cli("cards", str(poker_file), "--profile", "thegamecrafter", "--png", "--out", str(tmp_path))
    assert result.exit_code == 2 and "a service's profile writes the files its service takes" in result.stderr


def test_every_png_printgen_writes_says_srgb_and_its_resolution(cli, tmp_path):
    assert cli("preview", "incredible-hulk", "--part", "cards", "--dpi", "40", "--out", str(tmp_path)).exit_code == 0
    for path in (tmp_path / "incredible-hulk" / "preview").glob("*.png"):
        info = Image.open(io.BytesIO(path.read_bytes())).info
        assert info["srgb"] == 0 and info["dpi"] == pytest.approx((40, 40), abs=0.01)


def test_a_card_a_little_smaller_than_its_product_is_centred_with_its_background_to_the_bleed(tmp_path):
    from printgen.layout.pieces import Piece
    from printgen.layout.display import Rect
    from printgen.press.orders import ProductDeck, deck_pages

    spec = SERVICES["makeplayingcards"]
    background = Rect(-20 * MM, -20 * MM, 100 * MM, 130 * MM, fill="#1f4e8c")
    piece = Piece("small", 62 * MM, 87 * MM, [background], None)
    (front, back) = deck_pages(spec, ProductDeck(product_for(spec, "card", 62, 87), False, [piece]))
    assert (front.width, front.height) == pytest.approx((2.74 * 72, 3.74 * 72))
    assert front.trim == pytest.approx((0.12 * 72, 0.12 * 72, 2.5 * 72, 3.5 * 72))
    group = front.items[0]
    assert (group.dx, group.dy) == pytest.approx(((front.width - 62 * MM) / 2, (front.height - 87 * MM) / 2))
    assert back.items[0].items == (background,)
