"""Lengths, parsed once at the boundary.

Print sizes ("30mm", "1.25in") are held in points; battlefield distances
("6in", "range 3") in inches, with range lengths taken from the game constants.
"""

from __future__ import annotations

import re

POINTS_PER = {"mm": 72 / 25.4, "cm": 72 / 2.54, "in": 72.0, "pt": 1.0}
MM = POINTS_PER["mm"]  # points in a millimetre, the unit of most print geometry
INCHES_PER = {"mm": 1 / 25.4, "cm": 1 / 2.54, "in": 1.0}

# A whole number in text (a count of dice, of tokens): nine digits at most. A longer run of digits
# counts nothing a game holds, and reading thousands of digits as an int is refused by Python.
WHOLE_NUMBER = re.compile(r"(?<!\d)\d{1,9}(?!\d)")
_LENGTH = re.compile(r"^\s*(-?(?:\d+(?:\.\d+)?|\.\d+))\s*([a-z]+)\s*$")
_RANGE = re.compile(r"^\s*(?:range\s*|r)(\d+)\s*$", re.IGNORECASE)


class LengthError(ValueError):
    """A length that cannot be read; the message says what to write instead."""


def _number_and_unit(text: object, units: dict[str, float], example: str) -> tuple[float, str]:
    if isinstance(text, bool) or not isinstance(text, str):
        raise LengthError(f"a length needs a unit: write it as text such as '{example}'")
    match = _LENGTH.match(text)
    accepted = ", ".join(units)
    if not match:
        raise LengthError(f"'{text}' is not a length: write a number and a unit ({accepted}), e.g. '{example}'")
    number, unit = float(match.group(1)), match.group(2)
    if unit not in units:
        raise LengthError(f"'{text}' has an unknown unit '{unit}' (accepted: {accepted})")
    if number <= 0:
        raise LengthError(f"'{text}' must be greater than zero")
    return number, unit


def parse_length(text: object) -> float:
    """A print length in points: '30mm', '1.25in', '3cm', '12pt'."""
    number, unit = _number_and_unit(text, POINTS_PER, "30mm")
    return number * POINTS_PER[unit]


def parse_distance(text: object, ranges: dict[int, float]) -> float:
    """A battlefield distance in inches: '6in', '152mm', 'range 3' (or 'R3')."""
    if isinstance(text, str) and (match := _RANGE.match(text)):
        band = int(match.group(1))
        if band not in ranges:
            raise LengthError(f"'{text}': there is no range {band} (ranges are {min(ranges)} to {max(ranges)})")
        return ranges[band]
    if isinstance(text, str) and text.strip() in {"0", "0in", "0mm"}:
        return 0.0
    number, unit = _number_and_unit(text, INCHES_PER, "6in' or 'range 3")
    return number * INCHES_PER[unit]


def points_to_mm(points: float) -> float:
    return points / POINTS_PER["mm"]


_UNITS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
          "seventeen eighteen nineteen").split()
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
NUMBER_WORDS: dict[str, int] = {**{word: n for n, word in enumerate(_UNITS)},
                                **{word: 20 + 10 * n for n, word in enumerate(_TENS)}}
"""Number words as a designer writes them in a cell ("Roll four dice"); 'twenty-one' joins two."""

WRITTEN_NUMBER = (rf"{WHOLE_NUMBER.pattern}|\b(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(_UNITS[1:10])}))?\b"
                  rf"|\b(?:{'|'.join(_UNITS)})\b")
"""A number as written, in digits or words ("4", "four", "twenty-one"): a pattern to build others on,
matched without regard to case; ``whole_number`` reads what it matches."""
_NUMBER = re.compile(WRITTEN_NUMBER, re.IGNORECASE)  # whichever comes first: "Roll four dice" rolls 4


_SIGNED_DIGITS = re.compile(r"[-−]?\d+")
LONGEST_READ = 18  # digits read as they are; a longer run is read as its first 18 and more (still past any limit)


def _digits(written: str) -> int:
    """A run of digits as the number it writes, a long one cut short (Python refuses to read a number of
    thousands of digits, and no count comes near 18): still far past every limit, and of its sign."""
    sign = -1 if written[0] in "-−" else 1
    digits = written.lstrip("-−")
    return sign * int(digits[:LONGEST_READ] + ("0" if len(digits) > LONGEST_READ else ""))


def written_numbers(text: str) -> list[int]:
    """Every whole number ``text`` writes, in order: in digits of any length, a minus sign kept
    ("Roll -3 dice" writes -3), or in words ("four"); a cell read as one number must write one."""
    digits = [(found.start(), _digits(found.group())) for found in _SIGNED_DIGITS.finditer(text)]
    words = [(found.start(), whole_number(found.group())) for found in _NUMBER.finditer(text)
             if not found.group().isdigit()]
    return [number for _, number in sorted(digits + words) if number is not None]


def whole_number(text: str) -> int | None:
    """The first whole number ``text`` writes, in digits (nine at most, as WHOLE_NUMBER reads them)
    or in words ("four", "Twenty-one"); None if it writes none."""
    match = _NUMBER.search(text)
    if match is None:
        return None
    written = match.group()
    return int(written) if written.isdigit() else sum(NUMBER_WORDS[word] for word in re.split(r"[- ]", written.lower()))
