"""Reading pypdf's objects for the PDF/X-1a referee (tests/pdfx_format.py): indirect objects
followed, missing entries as empty, names with the inline-image abbreviations spelled out; the
rules that both the file's objects and its content streams obey. Sources as in pdfx_format."""

from __future__ import annotations

import re

from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject, NameObject

ABBREVIATED = {"/G": "/DeviceGray", "/RGB": "/DeviceRGB", "/CMYK": "/DeviceCMYK", "/I": "/Indexed",  # PDF14 4.8.6
               "/AHx": "/ASCIIHexDecode", "/A85": "/ASCII85Decode", "/LZW": "/LZWDecode", "/Fl": "/FlateDecode",
               "/RL": "/RunLengthDecode", "/CCF": "/CCITTFaxDecode", "/DCT": "/DCTDecode"}
# AH-X3 6, KODAK: PDF 1.4's filters less LZW and JBIG2 (Crypt and JPX came with PDF 1.5).
FILTERS = frozenset({"/ASCIIHexDecode", "/ASCII85Decode", "/FlateDecode", "/RunLengthDecode", "/CCITTFaxDecode",
                     "/DCTDecode"})


def get(value):
    return value.get_object() if isinstance(value, IndirectObject) else value


def at(holder, key: str, default=None):
    return get(holder.get(key, default)) if isinstance(holder, DictionaryObject) else default


def as_dict(value) -> DictionaryObject:
    return value if isinstance(value := get(value), DictionaryObject) else DictionaryObject()


def as_array(value) -> list:
    return [get(item) for item in value] if isinstance(value := get(value), ArrayObject) else []


def name_of(value) -> str | None:
    """A name, with the inline-image abbreviations spelled out (PDF14 4.8.6); None for any other object."""
    return ABBREVIATED.get(value, value) if isinstance(value := get(value), NameObject) else None


def names_of(value) -> list[str]:  # a name or an array of names (a /Filter, a /BM)
    return [name for name in map(name_of, [value, *as_array(value)]) if name]


def text(holder, key: str) -> str:
    """A string entry's text; "" when it is missing or no string (a name is none)."""
    value = at(holder, key)
    if isinstance(value, bytes):
        return value.decode("latin-1")
    return value if isinstance(value, str) and not isinstance(value, NameObject) else ""


def true(value) -> bool:
    return getattr(value, "value", None) is True  # a BooleanObject, whose bool() is always True


def newer_than_1_4(version: str) -> bool:
    numbers = re.fullmatch(r"(\d+)\.(\d+)", version)
    return numbers is None or (int(numbers[1]), int(numbers[2])) > (1, 4)


def filter_problems(where: str, value) -> list[str]:
    return [f"{where}: filter {name} is not allowed; LZW and JBIG2 are prohibited, and PDF 1.4 knows no other"
            f" (AH-X3 6, KODAK)" for name in names_of(value) if name not in FILTERS]


def inherited(page: DictionaryObject, key: str):
    while isinstance(page, DictionaryObject) and key not in page:
        page = at(page, "/Parent")
    return at(page, key)


def transparency_group(where: str, holder: DictionaryObject) -> list[str]:
    # AH 15 (a form's group), CALLAS via pdfbox-preflight NoTransparency (any /S /Transparency dictionary).
    return [f"{where}: a transparency group (/Group /S /Transparency); transparency is prohibited (AH 15, CALLAS)"
            ] if at(as_dict(holder.get("/Group")), "/S") == "/Transparency" else []
