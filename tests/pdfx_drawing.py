"""The content streams of a PDF, for the PDF/X-1a referee (tests/pdfx_format.py): every stream that
paints, with the resources it draws from, checked for colour spaces, transparency, fonts, images,
halftones and operators. Sources as in pdfx_format."""

from __future__ import annotations

from pypdf import PageObject, PdfReader
from pypdf.generic import ArrayObject, ContentStream, DictionaryObject, IndirectObject, StreamObject

from pdfx_objects import (as_array, as_dict, at, filter_problems, get, inherited, name_of, names_of,
                          transparency_group, true)

# AH 2, 2.3, 2.4, CALLAS "only DeviceCMYK and spot colors", ITEXT: CMYK, Gray, Separation, DeviceN, and Indexed or
# Pattern over those; a Separation's or DeviceN's alternate space is DeviceCMYK or DeviceGray.
DEVICE_SPACES = frozenset({"/DeviceCMYK", "/DeviceGray"})
COLOURS = "PDF/X-1a allows DeviceCMYK, DeviceGray, Separation and DeviceN (AH 2)"
# AH 14: no operator outside the PDF Reference, not even between BX and EX (PDF14 appendix A lists these).
OPERATORS = frozenset("""b B b* B* BDC BI BMC BT BX c cm CS cs d d0 d1 Do DP EI EMC ET EX f F f* G g gs h i ID j J K k l
m M MP n q Q re RG rg ri s S SC sc SCN scn sh T* Tc Td TD Tf Tj TJ TL Tm Tr Ts Tw Tz v w W W* y ' \"""".split())


def drawings(reader: PdfReader) -> list[str]:
    """Every content stream that paints (pages, forms, tiling patterns, Type 3 glyphs, printed annotations'
    appearances) with the resources it draws from; each shared resource checked once."""
    queue = [(f"page {number}", page, as_dict(inherited(page, "/Resources")))
             for number, page in enumerate(reader.pages, 1)]
    queue += [drawing for number, page in enumerate(reader.pages, 1) for drawing in _appearances(number, page)]
    found, seen = [], set()
    while queue:
        where, source, resources = queue.pop(0)
        found += _operators(where, source, resources, reader)
        for kind, check in RESOURCE_CHECKS.items():
            for name, value in dict.items(as_dict(resources.get(kind))):
                if (key := value.idnum if isinstance(value, IndirectObject) else id(value)) not in seen:
                    seen.add(key)
                    problems_found, drawings = check(f"{where} {kind[1:]} {name}", get(value), resources)
                    found, queue = found + problems_found, queue + drawings
    return found


def _appearances(number: int, page: PageObject) -> list:
    """The appearance streams of the page's printed annotations (flag 3, Print; PDF14 8.4.2), with their resources."""
    drawings = []
    for index, annotation in enumerate(map(as_dict, as_array(page.get("/Annots")))):
        if int(at(annotation, "/F", 0)) & 4 or at(annotation, "/Subtype") in ("/TrapNet", "/PrinterMark"):
            states = [get(state) for state in dict.values(as_dict(annotation.get("/AP")))]
            streams = [state for state in states if isinstance(state, StreamObject)] + [
                get(each) for state in states if not isinstance(state, StreamObject) for each in dict.values(state)]
            drawings += [(f"page {number} annotation {index} appearance", stream, as_dict(stream.get("/Resources")))
                         for stream in streams if isinstance(stream, StreamObject)]
    return drawings


def _operators(where: str, source, resources: DictionaryObject, reader: PdfReader) -> list[str]:
    content = source.get_contents() if isinstance(source, PageObject) else ContentStream(source, reader)
    found, spaces = [], as_dict(resources.get("/ColorSpace"))
    for operands, operator in content.operations if content is not None else []:
        name = operator.decode("latin-1")
        if operator == b"INLINE IMAGE":
            settings = operands["settings"]
            space = at(settings, "/CS", at(settings, "/ColorSpace"))
            found += _space(f"{where} inline image", at(spaces, space, space) if name_of(space) else space)
            found += filter_problems(f"{where} inline image", at(settings, "/F", at(settings, "/Filter")))
        elif name not in OPERATORS:
            found.append(f"{where}: operator {name!r} is not a PDF 1.4 operator, even inside BX/EX (AH 14)")
        elif name in ("rg", "RG"):
            found.append(f"{where}: operator {name} paints in DeviceRGB; {COLOURS}")
        elif name in ("cs", "CS") and operands:
            found += _space(where, at(spaces, operands[0], operands[0]))
    return found


def _space(where: str, space) -> list[str]:
    problem = _space_problem(space) if space is not None else None
    return [f"{where}: {problem} is not allowed; {COLOURS}"] if problem else []


def _space_problem(space) -> str | None:
    space = get(space)
    if isinstance(space, ArrayObject) and len(space) == 1:
        space = get(space[0])
    if not isinstance(space, ArrayObject):
        return None if name_of(space) in DEVICE_SPACES | {"/Pattern"} else f"colour space {space}"
    family = name_of(space[0])
    if family in ("/Separation", "/DeviceN"):
        alternate = get(space[2]) if len(space) > 2 else None
        shown = name_of(alternate) or name_of((as_array(alternate) or [None])[0])
        return None if name_of(alternate) in DEVICE_SPACES else f"{family} with the alternate space {shown}"
    if family in ("/Indexed", "/Pattern") and len(space) > 1:
        inner = _space_problem(space[1])
        return inner and f"{family} over {inner}"
    return None if family == "/Pattern" else f"colour space {family}"


def _xobject(where: str, xobject: DictionaryObject, resources: DictionaryObject):
    if at(xobject, "/Subtype") == "/Image":
        return _image(where, xobject), []
    found = [f"{where}: a PostScript XObject (AH 9, CALLAS)"] if "/PS" in (at(xobject, "/Subtype"),
                                                                           at(xobject, "/Subtype2")) else []
    found += [f"{where}: /OPI: OPI is prohibited (KODAK, AH)"] if "/OPI" in xobject else []
    found += [f"{where}: /Ref: a reference XObject draws from outside the file (AH 1: a complete exchange)"
              ] if "/Ref" in xobject else []
    resources = as_dict(xobject.get("/Resources")) if "/Resources" in xobject else resources
    inside = [(where, xobject, resources)] if isinstance(xobject, StreamObject) else []
    return found + transparency_group(where, xobject), inside


def _image(where: str, image: DictionaryObject) -> list[str]:
    found = [] if true(at(image, "/ImageMask")) else _space(where, at(image, "/ColorSpace"))
    if at(image, "/SMask", "/None") != "/None" or at(image, "/SMaskInData", 0) != 0:
        found.append(f"{where}: a soft mask (/SMask or /SMaskInData); transparency is prohibited (AH 15, ITEXT)")
    if any(true(at(as_dict(alternate), "/DefaultForPrinting")) for alternate in as_array(image.get("/Alternates"))):
        found.append(f"{where}: an alternate image is the default for printing (AH 11, CALLAS)")
    return found + ([f"{where}: /OPI: OPI is prohibited (KODAK, AH)"] if "/OPI" in image else [])


def _pattern(where: str, pattern: DictionaryObject, resources: DictionaryObject):
    if at(pattern, "/PatternType") == 1:  # a tiling pattern paints with its own content stream
        return [], [(where, pattern, as_dict(pattern.get("/Resources")))]
    state = _ext_g_state(where, as_dict(pattern.get("/ExtGState")), resources)[0]
    return _space(where, at(as_dict(pattern.get("/Shading")), "/ColorSpace")) + state, []


def _ext_g_state(where: str, state: DictionaryObject, resources: DictionaryObject):
    found = [] if at(state, "/SMask", "/None") == "/None" else [f"{where}: a soft mask (/SMask) (AH 15, ITEXT)"]
    found += [f"{where}: {key} {float(at(state, key))} is not 1.0; transparency is prohibited (AH 15, ITEXT)"
              for key in ("/CA", "/ca") if key in state and float(at(state, key)) != 1]
    found += [f"{where}: blend mode {mode}; only /Normal and /Compatible (AH 15, ITEXT)"
              for mode in names_of(state.get("/BM")) if mode not in ("/Normal", "/Compatible")]
    # AH 8, KODAK: no transfer functions (TR, TR2) and no halftone phase (HTP), whatever their value.
    found += [f"{where}: {key} is prohibited (AH 8, KODAK)" for key in ("/TR", "/TR2", "/HTP") if key in state]
    return found + _halftone(where, at(state, "/HT")), []


def _halftone(where: str, halftone) -> list[str]:
    """AH 8, KODAK: halftone types 1 and 5 only (a type 5's components are halftones too), never a HalftoneName."""
    if not isinstance(halftone, DictionaryObject):  # the name /Default
        return []
    kind = at(halftone, "/HalftoneType")
    found = [] if kind in (1, 5) else [f"{where}: halftone type {kind}; only types 1 and 5 are allowed (AH 8)"]
    found += [f"{where}: a /HalftoneName is prohibited (AH 8, KODAK)"] if "/HalftoneName" in halftone else []
    return found + [problem for key, component in dict.items(halftone) if kind == 5
                    for problem in _halftone(f"{where} {key}", get(component))]


def _font(where: str, font: DictionaryObject, resources: DictionaryObject):
    if at(font, "/Subtype") == "/Type3":  # its glyphs are content streams in the file: embedded by nature
        glyphs = as_dict(font.get("/Resources")) if "/Resources" in font else resources
        return [], [(f"{where} glyph {name}", get(glyph), glyphs)
                    for name, glyph in dict.items(as_dict(font.get("/CharProcs")))]
    described = (as_array(font.get("/DescendantFonts")) or [font])[0] if at(font, "/Subtype") == "/Type0" else font
    if any(key in as_dict(at(as_dict(described), "/FontDescriptor")) for key in ("/FontFile", "/FontFile2",
                                                                              "/FontFile3")):
        return [], []
    return [f"{where}: font {at(font, '/BaseFont')} is not embedded; every font must be, the standard 14 too"
            f" (AH-X3 4, CALLAS, ITEXT)"], []


# name -> check(where, resource, the resources it is in) -> (problems, content streams to walk)
RESOURCE_CHECKS = {"/XObject": _xobject, "/Pattern": _pattern, "/ExtGState": _ext_g_state, "/Font": _font,
                   "/Shading": lambda where, shading, resources: (_space(where, at(shading, "/ColorSpace")), [])}
