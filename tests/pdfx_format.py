"""A referee for PDF/X-1a:2003 (ISO 15930-4), written from public descriptions of the standard, never from printgen's
writer. AH n = part n of Antenna House's walk through ISO 15930-1 and -4, "PDF/X-1a:2001、PDF/X-1a:2003 (n)",
blog.antenna.co.jp/PDFTool/archives/2006/07/ (1: 14, 2.1: 16, 2.3-2.4: 17, 5: pdfx1a2001pdfx1_5.html, 6: 21, 7: 22,
8-10: pdfx1a2001pdfx1_8/_9/_10.html); AH-X3 n = section n of its "PDF/X-3 (4)" (2006/08/pdfx3_4.html), stating the
PDF/X-1a rules PDF/X-3 keeps; CALLAS = the callas PDF/X-1a check list in Padam87/pdfbox-preflight (standard/X1a.java,
rule/OutputIntent.java, rule/NoTransparency.java, issue #1); YOB = yob/pdf-preflight lib/preflight/profiles/
pdfx1a.rb, rules/print_boxes.rb; KODAK = workflowhelp.kodak.com/display/EVO100/Technical+characteristics+of+PDF_X-1a;
ITEXT = itext/itextpdf .../pdf/internal/PdfXConformanceImp.java; GS = ArtifexSoftware/ghostpdl lib/PDFX_def.ps;
ACROBAT = the Acrobat preflight report in artasparks/gpub#23; PDF14 = the PDF Reference, third edition (PDF 1.4).
The colour rules bind print elements only (AH 2): content that paints, and annotations that print."""

from __future__ import annotations

import io
import re

from pypdf import PageObject, PdfReader
from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject, StreamObject

from pdfx_drawing import drawings
from pdfx_objects import (as_array, as_dict, at, filter_problems, inherited, name_of, newer_than_1_4, text,
                          transparency_group)

# AH 13 "no actions": PDF14 8.6.4's action types (and later ones, as foreign to PDF/X-1a).
ACTIONS = frozenset(f"/{name}" for name in """GoTo GoToR GoToE Launch Thread URI Sound Movie Hide Named SubmitForm
ResetForm ImportData JavaScript SetOCGState Rendition Trans GoTo3DView""".split())
ICC_REGISTRY = "http://www.color.org"  # AH 2.1 (1), GS: the ICC Characterization Data Registry
# PDF14 3.8.2: (D:YYYYMMDDHHmmSSOHH'mm'), every field after the year optional ("D:" is "strongly recommended").
DATE = re.compile(r"(D:)?\d{4}(\d\d){0,5}([+\-Z](\d\d'?){0,2})?")
# AH 7 (table), CALLAS "page boxes must be nested properly": the bleed inside the media box, the trim (or art) box
# inside the bleed and media boxes, and none of the three beyond a CropBox.
NESTING = [("/BleedBox", "/MediaBox"), ("/BleedBox", "/CropBox")] + [
    (inner, outer) for inner in ("/TrimBox", "/ArtBox") for outer in ("/BleedBox", "/MediaBox", "/CropBox")]


def problems(data: bytes) -> list[str]:
    """Every way `data` departs from PDF/X-1a:2003, one readable line each; [] when it conforms."""
    try:
        reader = PdfReader(io.BytesIO(data))
    except Exception as error:  # noqa: BLE001 - whatever pypdf raises, the file is not a PDF it can read
        return [f"file: not readable as a PDF ({error})"]
    found = ["trailer: /Encrypt: encryption is prohibited (AH 10, CALLAS)"] if reader.is_encrypted else []
    if reader.is_encrypted and not reader.decrypt(""):
        return found
    found += _file(reader, data) + _info(reader) + _output_intents(reader) + _objects(reader)
    found += [problem for number, page in enumerate(reader.pages, 1) for problem in _page(f"page {number}", page)]
    return list(dict.fromkeys(found + drawings(reader)))


def _file(reader: PdfReader, data: bytes) -> list[str]:
    found, catalog, header = [], reader.trailer["/Root"], re.search(rb"%PDF-(\S+)", data[:1024])
    if header is None or newer_than_1_4(header[1].decode("latin-1")):
        found.append(f"header: {data[:8]!r}: PDF/X-1a:2003 is PDF 1.4; the header must say 1.4 or less (AH, YOB)")
    if (version := name_of(catalog.get("/Version"))) and newer_than_1_4(version[1:]):
        found.append(f"Catalog: /Version {version} is newer than PDF 1.4 (AH)")
    if len(as_array(reader.trailer.get("/ID"))) != 2:
        found.append("trailer: /ID is missing; PDF/X-1a requires the file identifier (AH 6, CALLAS)")
    if re.search(rb"/Type\s*/(ObjStm|XRef)\b", data):
        found.append("file: object or cross-reference streams are PDF 1.5, not PDF 1.4 (PDF14, ACROBAT)")
    return found + (["Catalog: /OCProperties: optional content (layers) is not PDF 1.4 (ITEXT)"]
                    if "/OCProperties" in catalog else [])


def _info(reader: PdfReader) -> list[str]:
    info = as_dict(reader.trailer.get("/Info"))
    found = [f"Info: {key} is missing or empty (AH 6, CALLAS)" for key in ("/Title", "/CreationDate", "/ModDate")
             if not text(info, key)]
    found += [f"Info: {key} {text(info, key)!r} is not a PDF date (PDF14 3.8.2)" for key in ("/CreationDate",
              "/ModDate") if text(info, key) and not DATE.fullmatch(text(info, key))]
    if name_of(info.get("/Trapped")) not in ("/True", "/False"):
        found.append(f"Info: /Trapped is {at(info, '/Trapped')!r}, not the name /True or /False (AH 5, CALLAS)")
    if text(info, "/GTS_PDFXVersion") != "PDF/X-1a:2003":
        found.append(f"Info: /GTS_PDFXVersion is {at(info, '/GTS_PDFXVersion')!r}, not (PDF/X-1a:2003) (AH 6)")
    # AH 6: the 2003 edition names the level in GTS_PDFXVersion alone; GTS_PDFXConformance is PDF/X-1a:2001's key,
    # so a file may leave it out, but one that keeps it must not claim another level with it.
    if "/GTS_PDFXConformance" in info and text(info, "/GTS_PDFXConformance") != "PDF/X-1a:2003":
        found.append(f"Info: /GTS_PDFXConformance {at(info, '/GTS_PDFXConformance')!r} contradicts PDF/X-1a:2003")
    return found


def _output_intents(reader: PdfReader) -> list[str]:
    intents = at(reader.trailer["/Root"], "/OutputIntents")
    if not isinstance(intents, ArrayObject):
        return ["Catalog: /OutputIntents is missing; PDF/X names its printing condition there (AH 2.1, CALLAS)"]
    pdfx = [intent for intent in map(as_dict, intents) if at(intent, "/S") == "/GTS_PDFX"]
    if len(pdfx) != 1:  # CALLAS (2): other intents (GTS_PDFA1...) may stand beside it
        return [f"Catalog: /OutputIntents holds {len(pdfx)} intents with /S /GTS_PDFX; exactly one is required"
                f" (CALLAS)"]
    where, intent = "OutputIntent /GTS_PDFX", pdfx[0]
    found = [] if text(intent, "/OutputConditionIdentifier") else [
        f"{where}: /OutputConditionIdentifier is missing or empty (AH 2.1, CALLAS)"]
    found += [] if "/Info" in intent else [f"{where}: /Info is missing (CALLAS (5), YOB)"]
    if "/DestOutputProfile" in intent:
        return found + _profile(where, at(intent, "/DestOutputProfile"))
    # AH 2.1 (2), (3): outside the ICC registry an identifier means nothing and the profile must be embedded; in
    # it, the identifier is a registered reference name, which "Custom" (PDF14 9.10.4) is not.
    if text(intent, "/RegistryName").rstrip("/").lower() != ICC_REGISTRY:
        found.append(f"{where}: no /DestOutputProfile, and /RegistryName {text(intent, '/RegistryName')!r} is not"
                     f" {ICC_REGISTRY}, so the printing condition is unidentified (AH 2.1, CALLAS (4))")
    elif text(intent, "/OutputConditionIdentifier") == "Custom":
        found.append(f"{where}: a Custom condition needs its /DestOutputProfile embedded (AH 2.1, PDF14)")
    return found


def _profile(where: str, profile) -> list[str]:
    """CALLAS (6): an ICC output profile, class 'prtr'; a CMYK one, PDF/X-1a's process colours (AH 2)."""
    header = profile.get_data()[:128] if isinstance(profile, StreamObject) else b""
    if len(header) < 128 or header[36:40] != b"acsp":
        return [f"{where}: /DestOutputProfile is not an ICC profile"]
    return [f"{where}: the profile's {what} is {header[start:start + 4]!r}, not {wanted!r}, {why}" for what, start,
            wanted, why in (("class", 12, b"prtr", "an output profile (CALLAS (6))"),
                            ("colour space", 16, b"CMYK", "PDF/X-1a's process colours (AH 2)"))
            if header[start:start + 4] != wanted]


def _objects(reader: PdfReader) -> list[str]:
    """Checks on every object in the file, each indirect one visited once (cycles go through /Parent)."""
    found, seen, stack = [], set(), [(0, reader.trailer)]
    while stack:
        number, obj = stack.pop()
        if isinstance(obj, IndirectObject) and obj.idnum in seen:
            continue
        if isinstance(obj, IndirectObject):
            seen.add(obj.idnum)
            number, obj = obj.idnum, obj.get_object()
        stack += [(number, child) for child in (dict.values(obj) if isinstance(obj, dict) else
                                                obj if isinstance(obj, list) else ())]
        found += _object(f"object {number}", obj) if isinstance(obj, DictionaryObject) else []
    return found


def _object(where: str, obj: DictionaryObject) -> list[str]:
    found = filter_problems(where, obj.get("/Filter")) if isinstance(obj, StreamObject) else []
    if at(obj, "/Type") in ("/Filespec", "/EmbeddedFile"):  # CALLAS, YOB no_filespecs: a complete exchange
        found.append(f"{where}: a {at(obj, '/Type')}; file specifications are prohibited (CALLAS, YOB)")
    if at(obj, "/S") in ACTIONS or "/AA" in obj:
        found.append(f"{where}: an action ({at(obj, '/S') or '/AA'}); actions are prohibited (AH 13, CALLAS)")
    return found + ([f"{where}: JavaScript is prohibited (AH 13, CALLAS)"]
                    if "/JS" in obj or "/JavaScript" in obj else [])


def _rect(value) -> tuple[float, float, float, float] | None:
    numbers = [float(number) for number in as_array(value)]
    if len(numbers) != 4:
        return None
    x0, y0, x1, y1 = numbers
    return min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)


def _inside(inner, outer) -> bool:
    return outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2] and inner[3] <= outer[3]


def _overlap(one, other) -> bool:  # sharing an area, not merely an edge
    return min(one[2], other[2]) > max(one[0], other[0]) and min(one[3], other[3]) > max(one[1], other[1])


def _page(where: str, page: PageObject) -> list[str]:
    boxes = {key: _rect(inherited(page, key) if key in ("/MediaBox", "/CropBox") else page.get(key))
             for key in ("/MediaBox", "/CropBox", "/BleedBox", "/TrimBox", "/ArtBox")}
    boxes = {key: box for key, box in boxes.items() if box is not None}
    found = [] if "/MediaBox" in boxes else [f"{where}: no /MediaBox (AH 7)"]
    finished = [key for key in ("/TrimBox", "/ArtBox") if key in boxes]
    if len(finished) != 1:  # AH 7, KODAK, YOB print_boxes: one or the other, never both (TrimBox preferred)
        found.append(f"{where}: has {' and '.join(finished) or 'neither /TrimBox nor /ArtBox'}; exactly one is"
                     f" required (AH 7, KODAK)")
    found += [f"{where}: {inner} {list(boxes[inner])} is not inside {outer} {list(boxes[outer])} (AH 7, CALLAS)"
              for inner, outer in NESTING if inner in boxes and outer in boxes
              and not _inside(boxes[inner], boxes[outer])]
    if "/SeparationInfo" in page:  # AH 1, CALLAS "page must not be separated"
        found.append(f"{where}: /SeparationInfo: pre-separated pages are prohibited (AH 1, CALLAS)")
    return found + transparency_group(where, page) + _annotations(where, page, boxes)


def _annotations(where: str, page: PageObject, boxes: dict) -> list[str]:
    """AH 12 (2003): a TrapNet anywhere; a PrinterMark outside the TrimBox/ArtBox; any other annotation (a link, a
    form field's widget) wholly outside the BleedBox, or the TrimBox/ArtBox where there is no BleedBox."""
    found, finished = [], boxes.get("/TrimBox") or boxes.get("/ArtBox")
    for index, annotation in enumerate(map(as_dict, as_array(page.get("/Annots")))):
        kind, rect = at(annotation, "/Subtype"), _rect(annotation.get("/Rect"))
        label = f"{where} annotation {index} ({kind})"
        if kind == "/TrapNet":  # AH 5: traps mean a trapped file; AH-X3 7: PDF/X-1a traps for CMYK only
            trapped = name_of(as_dict(page.pdf.trailer.get("/Info")).get("/Trapped"))
            found += [] if trapped == "/True" else [f"{label}: a trap network, but /Trapped is not /True (AH 5)"]
            pcm = at(at(as_dict(annotation.get("/AP")), "/N"), "/PCM")  # PDF14 8.4.5: in the appearance stream
            found += [] if pcm == "/DeviceCMYK" else [f"{label}: /PCM {pcm} is not /DeviceCMYK (AH-X3 7)"]
            continue
        box, name = (finished, "TrimBox") if kind == "/PrinterMark" else (boxes.get("/BleedBox") or finished,
                                                                          "BleedBox")
        if rect is None or box is not None and _overlap(rect, box):
            found.append(f"{label}: at {rect and list(rect)}, not wholly outside the {name} (AH 12, CALLAS)")
    return found
