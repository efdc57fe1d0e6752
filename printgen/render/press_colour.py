"""printgen's colours as a press prints them: sRGB converted to CMYK through an ICC output profile by
littleCMS (Pillow's ImageCms), and read back through the same profile to measure what comes off the
press against what the screen shows (CIEDE2000). The colour science is ColorAide's (as check's
colour.distinct's), imported when a print-shop file is first made.

The profile, printgen/data/icc/printgen-fogra39-240.icc, is built from Fogra's FOGRA39 data (offset on
coated paper, the condition the files' output intent names) with a total ink limit of 240 %
(tools/make_cmyk_profile.py says how and why). The conversion is relative colorimetric: a colour the
press can print is printed as it is, the paper's white standing for the screen's. Black point
compensation would lift every dark colour towards the press's black, which only matters for the
shadows of photographs: measured on the palette, it moves the Cosmic Threat's red 5.2 away instead of
3.5, its slate 4.0 instead of 0.7; perceptual (colprof's gamut mapping from sRGB) moves the Crisis
Team's blue 5.1 instead of 1.0.

A grey (a colour of chroma at most ``NEUTRAL``: the text's near-black, light tints) is printed in black
ink alone, as light as it is (L*): a grey made of four inks blurs as soon as the plates slip, and small
text worst of all. Text a little further from grey (``GREYISH``: the slate of headings, blue-grey
numbers) is grey text, and goes the same way (printgen.render.press_text); as an area, where its hue
shows, the slate keeps it. A grey darker than black ink alone can print, or darker than ``SOLID`` of it, is
solid black: a screen of 89 % black (what the near-black text used to print) is black meant, printed
grainy."""

from __future__ import annotations

from bisect import bisect_left
from functools import cache

from printgen.core.resources import DATA_DIR
from printgen.render.ink import encoded

PROFILE = DATA_DIR / "icc" / "printgen-fogra39-240.icc"
CONDITION = "FOGRA39"  # the printing condition the profile characterises, as the ICC registers it
TOTAL_INK = 240        # per cent: the profile's total ink limit, which no colour it gives goes past
NEUTRAL = 5.0          # C*ab: a colour this near the grey axis is a grey, printed in black ink alone
GREYISH = 12.0         # C*ab: text this near it is grey text (the slate of headings), in black ink alone too
SOLID = 0.85           # a grey that needs more black ink than this prints solid black
AWAY = 5.0             # ΔE2000: how far a palette colour may print from the screen's (preflight, tests)

Cmyk = tuple[float, float, float, float]
Lab = tuple[float, float, float]  # CIE L*a*b* under D50, the ICC's connection space: L* 0 black … 100 white


@cache
def cmyk_of(color: str) -> Cmyk:
    """The CMYK (0 … 1, to four places) a print-shop file gives ``#rrggbb``."""
    if is_grey(color):
        return (0.0, 0.0, 0.0, black_for(lab_of_srgb(color)[0]))
    c, m, y, k = (round(value / 255, 4) for value in _pixel(_transforms()[0], "RGB", _bytes(color)))
    return _within_limit((c, m, y, k))


def lab_of_cmyk(cmyk: Cmyk) -> Lab:
    """What the press prints for ``cmyk``, read back through the profile (relative to its paper)."""
    lightness, a, b = _pixel(_transforms()[1], "CMYK", tuple(round(255 * value) for value in cmyk))
    return lightness * 100 / 255, a - 128.0, b - 128.0


@cache
def lab_of_srgb(color: str) -> Lab:
    """What the screen shows for ``#rrggbb``, in CIE L*a*b* (D50, the ICC's connection space)."""
    from coloraide import Color

    lightness, a, b = Color(color).convert("lab").coords()  # ColorAide's "lab" is D50's, adapted by Bradford
    return lightness, a, b


def is_grey(color: str, chroma: float = NEUTRAL) -> bool:
    """Whether ``#rrggbb`` is a grey: its chroma (C*ab) at most ``chroma``."""
    _, a, b = lab_of_srgb(color)
    return (a * a + b * b) ** 0.5 <= chroma


def black_for(lightness: float) -> float:
    """The black ink alone (0 … 1) that prints ``lightness`` (L*); solid past ``SOLID``."""
    ramp = _black_ramp()  # L* of black ink at 0, 1/255 … 1, descending
    steps = [-value for value in ramp]
    index = bisect_left(steps, -lightness)
    if index >= len(ramp):
        return 1.0
    if index == 0:
        return 0.0
    share = (ramp[index - 1] - lightness) / (ramp[index - 1] - ramp[index])
    black = (index - 1 + share) / 255
    return 1.0 if black > SOLID else round(black, 4)


@cache
def neutral(color: str) -> str:
    """The grey as light as ``#rrggbb`` (its L*), which a print-shop file prints in black ink alone."""
    lightness = lab_of_srgb(color)[0]
    luminance = ((lightness + 16) / 116) ** 3 if lightness > 8 else lightness * 27 / 24389  # L* → Y
    byte = round(255 * encoded(luminance))  # a grey's luminance is its linear channel
    return f"#{byte:02x}{byte:02x}{byte:02x}"


def on_press(color: str, cmyk: Cmyk | None = None) -> float:
    """How far (ΔE2000) the press prints ``#rrggbb`` from the screen: given ``cmyk`` (read from a file),
    or converted here."""
    return difference(lab_of_srgb(color), lab_of_cmyk(cmyk if cmyk is not None else cmyk_of(color)))


def difference(one: Lab, other: Lab) -> float:
    """CIEDE2000 (CIE 142-2001), the difference print work measures in: about 1 is the least an eye sees
    side by side, and a press is held to 5 for a brand colour."""
    from coloraide import Color

    return Color("lab", list(one)).delta_e(Color("lab", list(other)), method="2000", space="lab")  # its own D65 else


def _within_limit(cmyk: Cmyk) -> Cmyk:
    """``cmyk`` with its largest colour ink trimmed by what rounding put past the ink limit, if anything."""
    over = round(sum(cmyk) - TOTAL_INK / 100, 4)
    if over <= 0:
        return cmyk
    largest = max(range(3), key=lambda index: cmyk[index])
    return tuple(round(value - over, 4) if index == largest else value  # type: ignore[return-value]
                 for index, value in enumerate(cmyk))


@cache
def _transforms():
    """sRGB → the press, and the press → L*a*b*: both relative colorimetric, built once."""
    from PIL import ImageCms

    press = ImageCms.getOpenProfile(str(PROFILE))
    intent = ImageCms.Intent.RELATIVE_COLORIMETRIC
    return (ImageCms.buildTransform(ImageCms.createProfile("sRGB"), press, "RGB", "CMYK", intent),
            ImageCms.buildTransform(press, ImageCms.createProfile("LAB"), "CMYK", "LAB", intent))


@cache
def _black_ramp() -> tuple[float, ...]:
    """L* of black ink alone at each of its 256 levels, read back through the profile at once."""
    from PIL import Image

    ramp = Image.frombytes("CMYK", (256, 1), bytes(value for level in range(256) for value in (0, 0, 0, level)))
    return tuple(lightness * 100 / 255 for lightness in _transforms()[1].apply(ramp).tobytes()[::3])


def _pixel(transform, mode: str, value: tuple[int, ...]) -> tuple[int, ...]:
    from PIL import Image

    return transform.apply(Image.new(mode, (1, 1), value)).getpixel((0, 0))


def _bytes(color: str) -> tuple[int, int, int]:
    return int(color[1:3], 16), int(color[3:5], 16), int(color[5:7], 16)

