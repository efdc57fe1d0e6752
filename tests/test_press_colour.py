"""The colour a print shop's file asks of the press: CIEDE2000 held to its published test data, the
conversion through the FOGRA39 profile held to what it promises (the palette within ΔE2000 5 of the
screen, greys in black ink alone, black solid, no colour past the ink limit of any service), and the
intent chosen because it prints the palette closest."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from printgen.core.services import SERVICES
from printgen.layout.palette import PALETTE
from printgen.render import press_colour
from printgen.render.press_colour import (AWAY, SOLID, TOTAL_INK, black_for, cmyk_of, difference, is_grey, lab_of_cmyk,
                                          lab_of_srgb, neutral, on_press)

# Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test Data,
# and Mathematical Observations", Color Research and Application 30 (1), 2005, table 1: L1 a1 b1 L2 a2 b2 ΔE00.
SHARMA = """
50.0000 2.6772 -79.7751 50.0000 0.0000 -82.7485 2.0425
50.0000 3.1571 -77.2803 50.0000 0.0000 -82.7485 2.8615
50.0000 2.8361 -74.0200 50.0000 0.0000 -82.7485 3.4412
50.0000 -1.3802 -84.2814 50.0000 0.0000 -82.7485 1.0000
50.0000 -1.1848 -84.8006 50.0000 0.0000 -82.7485 1.0000
50.0000 -0.9009 -85.5211 50.0000 0.0000 -82.7485 1.0000
50.0000 0.0000 0.0000 50.0000 -1.0000 2.0000 2.3669
50.0000 -1.0000 2.0000 50.0000 0.0000 0.0000 2.3669
50.0000 2.4900 -0.0010 50.0000 -2.4900 0.0009 7.1792
50.0000 2.4900 -0.0010 50.0000 -2.4900 0.0010 7.1792
50.0000 2.4900 -0.0010 50.0000 -2.4900 0.0011 7.2195
50.0000 2.4900 -0.0010 50.0000 -2.4900 0.0012 7.2195
50.0000 -0.0010 2.4900 50.0000 0.0009 -2.4900 4.8045
50.0000 -0.0010 2.4900 50.0000 0.0010 -2.4900 4.8045
50.0000 -0.0010 2.4900 50.0000 0.0011 -2.4900 4.7461
50.0000 2.5000 0.0000 50.0000 0.0000 -2.5000 4.3065
50.0000 2.5000 0.0000 73.0000 25.0000 -18.0000 27.1492
50.0000 2.5000 0.0000 61.0000 -5.0000 29.0000 22.8977
50.0000 2.5000 0.0000 56.0000 -27.0000 -3.0000 31.9030
50.0000 2.5000 0.0000 58.0000 24.0000 15.0000 19.4535
50.0000 2.5000 0.0000 50.0000 3.1736 0.5854 1.0000
50.0000 2.5000 0.0000 50.0000 3.2972 0.0000 1.0000
50.0000 2.5000 0.0000 50.0000 1.8634 0.5757 1.0000
50.0000 2.5000 0.0000 50.0000 3.2592 0.3350 1.0000
60.2574 -34.0099 36.2677 60.4626 -34.1751 39.4387 1.2644
63.0109 -31.0961 -5.8663 62.8187 -29.7946 -4.0864 1.2630
61.2901 3.7196 -5.3901 61.4292 2.2480 -4.9620 1.8731
35.0831 -44.1164 3.7933 35.0232 -40.0716 1.5901 1.8645
22.7233 20.0904 -46.6940 23.0331 14.9730 -42.5619 2.0373
36.4612 47.8580 18.3852 36.2715 50.5065 21.2231 1.4146
90.8027 -2.0831 1.4410 91.1528 -1.6435 0.0447 1.4441
90.9257 -0.5406 -0.9208 88.6381 -0.8985 -0.7239 1.5381
6.7747 -0.2908 -2.4247 5.8714 -0.0985 -2.2286 0.6377
2.0776 0.0795 -1.1350 0.9033 -0.0636 -0.5514 0.9082
"""
PAIRS = [tuple(float(value) for value in line.split()) for line in SHARMA.strip().splitlines()]
PALETTE_COLOURS = {shade.color: shade.name for meanings in PALETTE for shade in meanings.shades.values()}
colours = st.integers(0, 0xFFFFFF).map(lambda value: f"#{value:06x}")


# --- CIEDE2000 --------------------------------------------------------------------------------------

@pytest.mark.parametrize("pair", PAIRS, ids=[f"pair {n}" for n in range(1, len(PAIRS) + 1)])
def test_ciede2000_gives_every_published_test_pair_its_difference_either_way_round(pair):
    one, other, published = pair[:3], pair[3:6], pair[6]
    assert difference(one, other) == pytest.approx(published, abs=5e-5)
    assert difference(other, one) == pytest.approx(published, abs=5e-5)


# --- the conversion ---------------------------------------------------------------------------------

@pytest.mark.parametrize("colour", sorted(PALETTE_COLOURS), ids=lambda colour: PALETTE_COLOURS[colour])
def test_every_palette_colour_comes_off_the_press_within_5_of_the_screen(colour):
    assert on_press(colour) <= AWAY


def test_the_measure_of_the_palette_can_fail():
    """A colour no offset press prints (sRGB's pure blue) reads back far away; the readback is no echo."""
    assert on_press("#0000ff") > 10
    assert difference(lab_of_cmyk(cmyk_of("#8c1c13")), lab_of_srgb("#8c1c13")) > 1


def test_relative_colorimetric_prints_the_palette_closer_than_with_black_point_compensation():
    """The choice of intent, measured: compensating for the press's black lifts the dark colours."""
    from PIL import Image, ImageCms

    transform = ImageCms.buildTransform(ImageCms.createProfile("sRGB"), ImageCms.getOpenProfile(
        str(press_colour.PROFILE)), "RGB", "CMYK", ImageCms.Intent.RELATIVE_COLORIMETRIC,
        flags=ImageCms.Flags.BLACKPOINTCOMPENSATION)

    def compensated(colour: str) -> float:
        rgb = tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))
        cmyk = transform.apply(Image.new("RGB", (1, 1), rgb)).getpixel((0, 0))
        return on_press(colour, tuple(value / 255 for value in cmyk))

    chromatic = [colour for colour in PALETTE_COLOURS if not is_grey(colour)]
    assert max(map(on_press, chromatic)) < max(map(compensated, chromatic))
    assert sum(map(on_press, chromatic)) < sum(map(compensated, chromatic))


@given(colours)
def test_no_colour_takes_more_ink_than_the_strictest_service_allows(colour):
    limits = [service.ink_limit for service in SERVICES.values() if service.ink_limit]
    assert TOTAL_INK <= min(limits)
    assert sum(cmyk_of(colour)) <= TOTAL_INK / 100 + 1e-9
    assert all(0 <= value <= 1 for value in cmyk_of(colour))


@given(colours)
def test_a_grey_prints_in_black_ink_alone_as_light_as_it_is(colour):
    cyan, magenta, yellow, black = cmyk_of(neutral(colour))
    assert (cyan, magenta, yellow) == (0, 0, 0)
    printed = lab_of_cmyk((0, 0, 0, black))[0]
    wanted = lab_of_srgb(neutral(colour))[0]
    assert black == 1.0 or abs(printed - wanted) <= 1.0  # the profile is read back in steps of 100/255


def test_black_text_is_solid_black_and_a_light_grey_a_light_screen():
    assert cmyk_of("#1b1b1f") == (0, 0, 0, 1.0)  # the kit's text
    assert cmyk_of("#000000") == (0, 0, 0, 1.0)
    assert cmyk_of("#ffffff") == (0, 0, 0, 0)
    assert 0 < cmyk_of("#eef0f4")[3] < 0.1  # a light tint behind table rows
    assert black_for(0.0) == 1.0 and black_for(100.0) == 0.0


def test_a_grey_too_dark_for_a_screen_is_solid():
    darkest_screen = lab_of_cmyk((0, 0, 0, SOLID))[0]
    assert black_for(darkest_screen - 1) == 1.0
    assert black_for(darkest_screen + 1) < SOLID


@pytest.mark.parametrize("colour", ["#8c1c13", "#1f4e8c", "#3f824e", "#3d3a4b", "#5b5f6b"])
def test_a_colour_keeps_its_hue_where_it_is_no_grey(colour):
    assert not is_grey(colour)
    assert sum(value > 0 for value in cmyk_of(colour)[:3]) >= 2


def test_the_profile_is_a_cmyk_output_profile_of_the_fogra39_press():
    header = press_colour.PROFILE.read_bytes()[:128]
    assert (header[12:16], header[16:20], header[20:24]) == (b"prtr", b"CMYK", b"Lab ")
    from PIL import ImageCms

    assert "FOGRA39" in ImageCms.getProfileDescription(ImageCms.getOpenProfile(str(press_colour.PROFILE)))
    assert (press_colour.PROFILE.parent / "LICENSE-FOGRA39L.txt").read_text().count("zlib") >= 1


def test_the_press_white_is_the_papers_and_its_black_ink_solid_is_fogra39s():
    """Relative to its paper, FOGRA39's solid black reads L* 17 or so (ISO 12647-2: K 100 on coated paper
    about L* 16 against the paper's 95)."""
    assert lab_of_cmyk((0, 0, 0, 0)) == pytest.approx((100, 0, 0), abs=0.5)
    assert 14 < lab_of_cmyk((0, 0, 0, 1))[0] < 20


def test_the_table_of_differences_in_the_docs_is_what_the_press_prints():
    from pathlib import Path

    page = (Path(__file__).resolve().parent.parent / "docs" / "print-shops.md").read_text(encoding="utf-8")
    rows = [line.split(" | ") for line in page.splitlines() if line.startswith("| `#")]
    stated = {colour.strip("`| "): float(away) for row in rows
              for colour, away in zip(row[0].split(", "), row[-1].rstrip(" |").split(", "), strict=True)}
    assert set(stated) == set(PALETTE_COLOURS)
    assert all(abs(on_press(colour) - away) <= 0.3 for colour, away in stated.items()), stated
