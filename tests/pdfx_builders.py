"""Small PDFs for the PDF/X-1a referee's tests: a conforming poker card drawn with reportlab (CMYK
only, an embedded TrueType font, a CMYK image), given its boxes, Info and output intent with
pypdf's writer, and mutations that each break one rule of tests/pdfx_format.py."""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from PIL import Image
from pypdf import PdfReader, PdfWriter
from pypdf.generic import (ArrayObject, BooleanObject, ByteStringObject, DecodedStreamObject, DictionaryObject,
                           FloatObject, NameObject, NumberObject, TextStringObject)
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics

from printgen.render.subset_tags import TaggedTTFont
from reportlab.pdfgen.canvas import Canvas

import printgen

SIZE = (198, 270)  # a poker card with a 1/8 in bleed, in points
TRIM = [9, 9, 189, 261]
FONT = Path(printgen.__file__).parent / "fonts" / "DejaVuSans.ttf"
SWOP = {"Type": "/OutputIntent", "S": "/GTS_PDFX", "OutputConditionIdentifier": "CGATS TR 001",
        "OutputCondition": "SWOP", "RegistryName": "http://www.color.org", "Info": "U.S. Web Coated (SWOP) v2"}
DROP = object()  # a value that deletes the key instead


@dataclass
class Stream:
    data: bytes
    entries: dict = field(default_factory=dict)


def stream(data: bytes = b"", **entries) -> Stream:
    return Stream(data, entries)


def icc(device_class: bytes = b"prtr", space: bytes = b"CMYK") -> Stream:
    """A 128-byte ICC header: class at 12, colour space at 16, the 'acsp' signature at 36."""
    return stream(bytes(12) + device_class + space + b"Lab " + bytes(12) + b"acsp" + bytes(88), N=4)


def pdf(writer: PdfWriter, value):
    """Python values as PDF objects: "/Name", "text", numbers, booleans, lists, dicts (keys without the slash)."""
    if isinstance(value, Stream):
        made = DecodedStreamObject()
        made.set_data(value.data)
        made.update(pdf(writer, value.entries))
        return writer._add_object(made)
    if isinstance(value, dict):
        return DictionaryObject({NameObject(f"/{key.lstrip('/')}"): pdf(writer, item) for key, item in value.items()
                                 if item is not DROP})
    if isinstance(value, list):
        return ArrayObject(pdf(writer, item) for item in value)
    kinds = ((bool, BooleanObject), (int, NumberObject), (float, FloatObject), (bytes, ByteStringObject))
    made = next((kind(value) for python, kind in kinds if isinstance(value, python)), None)
    return made if made is not None else NameObject(value) if value.startswith("/") else TextStringObject(value)


def update(writer: PdfWriter, holder: DictionaryObject, entries: dict) -> None:
    for key, value in entries.items():
        name = NameObject(f"/{key}")
        if value is DROP:
            holder.pop(name, None)
        else:
            holder[name] = pdf(writer, value)


@cache
def drawn() -> bytes:
    """One card face from reportlab: a CMYK fill, CMYK text in an embedded TrueType font, and a CMYK image."""
    pdfmetrics.registerFont(TaggedTTFont("PdfxDejaVu", str(FONT)))  # as printgen does: reportlab shares a face
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=SIZE, enforceColorSpace="cmyk", invariant=1, initialFontName="PdfxDejaVu")
    canvas.setFillColorCMYK(0.1, 0.2, 0.3, 0.4)
    canvas.rect(0, 0, *SIZE, fill=1, stroke=0)
    canvas.setFillColorCMYK(0, 0, 0, 1)
    canvas.drawString(20, 130, "Hold the line")
    canvas.drawImage(ImageReader(Image.new("CMYK", (4, 4), (0, 255, 0, 0))), 20, 20, 30, 30)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def conforming(*mutations) -> bytes:
    """The drawn card made PDF/X-1a:2003 with pypdf (boxes, Info, the output intent), then each mutation applied."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(drawn())))
    writer.pdf_header = b"%PDF-1.4"
    update(writer, writer.pages[0], {"BleedBox": [0, 0, *SIZE], "TrimBox": TRIM})
    update(writer, writer._info.get_object(), {"Title": "Hold the line", "Trapped": "/False",
                                                  "GTS_PDFXVersion": "PDF/X-1a:2003"})
    update(writer, writer.root_object, {"OutputIntents": [SWOP]})
    for mutate in mutations:
        mutate(writer)
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def at(where: str, **entries):
    """Set (or DROP) entries of the page, the catalog, the Info dictionary or the PDF/X output intent."""
    def holder(writer: PdfWriter) -> DictionaryObject:
        return {"page": lambda: writer.pages[0], "catalog": lambda: writer.root_object,
                "info": lambda: writer._info.get_object(),
                "intent": lambda: writer.root_object["/OutputIntents"][0].get_object()}[where]()
    return lambda writer: update(writer, holder(writer), entries)


def paint(content: bytes, **resources):
    """Add a content stream to the page, and entries to its resources (XObject={"/X9": ...}, ...)."""
    def mutate(writer: PdfWriter) -> None:
        page = writer.pages[0]
        page[NameObject("/Contents")] = ArrayObject([page.raw_get("/Contents"), pdf(writer, stream(content))])
        page_resources = page["/Resources"]
        for kind, entries in resources.items():
            kept = page_resources.get(f"/{kind}")
            page_resources[NameObject(f"/{kind}")] = merged = kept.get_object() if kept else DictionaryObject()
            merged.update(pdf(writer, entries))
    return mutate


def annotate(**annotation):
    entries = {"Type": "/Annot", "Rect": [300, 300, 310, 310], **annotation}
    return at("page", Annots=[entries])


def form(content: bytes, **entries) -> Stream:
    return stream(content, Type="/XObject", Subtype="/Form", BBox=[0, 0, 10, 10], **entries)


def image(**entries) -> Stream:
    return stream(b"\0" * 4, **{"Type": "/XObject", "Subtype": "/Image", "Width": 1, "Height": 1,
                                "BitsPerComponent": 8, "ColorSpace": "/DeviceCMYK", **entries})


def gstate(**entries):
    return paint(b"/G9 gs", ExtGState={"G9": {"Type": "/ExtGState", **entries}})


def encrypted(user_password: str):
    return lambda writer: writer.encrypt(user_password, "owner", algorithm="RC4-128")


def together(*mutations):
    def mutate(writer: PdfWriter) -> None:
        for each in mutations:
            each(writer)
    return mutate


def drop_id(writer: PdfWriter) -> None:
    writer._ID = None


ICC_SPACE = ["/ICCBased", icc(b"prtr", b"CMYK")]
SEPARATION = ["/Separation", "/Gold", "/DeviceCMYK", {"FunctionType": 2, "Domain": [0, 1], "N": 1,
                                                      "C0": [0, 0, 0, 0], "C1": [0, 0.2, 1, 0]}]
FUNCTION = {"FunctionType": 2, "Domain": [0, 1], "N": 1}
SHADING = {"ShadingType": 2, "Coords": [0, 0, 1, 0], "Function": FUNCTION}
TYPE3 = {"Type": "/Font", "Subtype": "/Type3", "FontBBox": [0, 0, 1, 1], "FontMatrix": [1, 0, 0, 1, 0, 0],
         "Encoding": {"Differences": [97, "/a"]}, "FirstChar": 97, "LastChar": 97, "Widths": [1]}
HELVETICA = {"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/Helvetica"}
CID = {"Type": "/Font", "Subtype": "/CIDFontType2", "BaseFont": "/Roboto", "FontDescriptor": {"FontName": "/Roboto"}}
