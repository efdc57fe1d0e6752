"""The PDF/X-1a:2003 referee (tests/pdfx_format.py): a small conforming PDF (tests/pdfx_builders.py)
has no problem; every rule, broken alone in it, is reported; and printgen's print-shop PDFs conform."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from pdfx_builders import (SIZE, TRIM, SWOP, DROP, stream, icc, conforming, at, paint, annotate, form, image, gstate,
                           encrypted, together, drop_id, ICC_SPACE, SEPARATION, FUNCTION, SHADING, TYPE3, HELVETICA,
                           CID)
from pdfx_format import problems
from printgen.load.bundled import bundled_ids

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

# (what the file does, the mutation, a text every problem reported must contain; "" when the file conforms)
CASES = [
    ("conforms", lambda writer: None, ""),
    ("header 1.5", lambda writer: setattr(writer, "pdf_header", b"%PDF-1.5"), "the header must say 1.4"),
    ("catalog version 1.6", at("catalog", Version="/1.6"), "/Version /1.6 is newer"),
    ("encrypted", encrypted(""), "encryption is prohibited"),
    ("encrypted and locked", encrypted("secret"), "encryption is prohibited"),
    ("no file identifier", drop_id, "/ID is missing"),
    ("an object stream", at("catalog", Extra=stream(Type="/ObjStm", N=0, First=0)), "object or cross-reference"),
    ("layers", at("catalog", OCProperties={"OCGs": []}), "/OCProperties"),
    ("no title", at("info", Title=DROP), "/Title is missing"),
    ("empty title", at("info", Title=""), "/Title is missing"),
    ("no creation date", at("info", CreationDate=DROP), "/CreationDate is missing"),
    ("no modification date", at("info", ModDate=DROP), "/ModDate is missing"),
    ("a date that is none", at("info", ModDate="yesterday"), "'yesterday' is not a PDF date"),
    ("trapped unknown", at("info", Trapped="/Unknown"), "/Trapped"),
    ("trapped as text", at("info", Trapped="True"), "/Trapped"),
    ("the 2001 version", at("info", GTS_PDFXVersion="PDF/X-1:2001"), "/GTS_PDFXVersion"),
    ("no version", at("info", GTS_PDFXVersion=DROP), "/GTS_PDFXVersion"),
    ("a 2001 conformance", at("info", GTS_PDFXConformance="PDF/X-1a:2001"), "/GTS_PDFXConformance"),
    ("a 2003 conformance", at("info", GTS_PDFXConformance="PDF/X-1a:2003"), ""),
    ("no output intents", at("catalog", OutputIntents=DROP), "/OutputIntents is missing"),
    ("two PDF/X intents", at("catalog", OutputIntents=[SWOP, SWOP]), "holds 2 intents"),
    ("a PDF/A intent only", at("catalog", OutputIntents=[{**SWOP, "S": "/GTS_PDFA1"}]), "holds 0 intents"),
    ("a PDF/A intent beside", at("catalog", OutputIntents=[SWOP, {**SWOP, "S": "/GTS_PDFA1"}]), ""),
    ("no condition identifier", at("intent", OutputConditionIdentifier=DROP), "/OutputConditionIdentifier"),
    ("no intent info", at("intent", Info=DROP), "/Info is missing"),
    ("another registry", at("intent", RegistryName="http://example.com"), "is not http://www.color.org"),
    ("no registry", at("intent", RegistryName=DROP), "is not http://www.color.org"),
    ("a custom condition", at("intent", OutputConditionIdentifier="Custom"), "Custom condition"),
    ("an output CMYK profile", at("intent", RegistryName=DROP, DestOutputProfile=icc()), ""),
    ("a profile that is none", at("intent", DestOutputProfile=stream(b"icc")), "not an ICC profile"),
    ("a monitor profile", at("intent", DestOutputProfile=icc(b"mntr")), "class is b'mntr', not b'prtr'"),
    ("an RGB profile", at("intent", DestOutputProfile=icc(space=b"RGB ")), "colour space is b'RGB '"),
    ("no trim box", at("page", TrimBox=DROP), "neither /TrimBox nor /ArtBox"),
    ("an art box", at("page", TrimBox=DROP, ArtBox=TRIM), ""),
    ("trim and art boxes", at("page", ArtBox=TRIM), "has /TrimBox and /ArtBox"),
    ("no media box", at("page", MediaBox=DROP), "no /MediaBox"),
    ("trim beyond bleed", at("page", BleedBox=[10, 10, 188, 260]), "/TrimBox [9.0, 9.0, 189.0, 261.0] is not ins"),
    ("bleed beyond media", at("page", BleedBox=[-1, 0, *SIZE]), "/BleedBox [-1.0, 0.0, 198.0, 270.0] is not ins"),
    ("a crop box inside bleed", at("page", CropBox=[5, 5, 193, 265]), "is not inside /CropBox"),
    ("pre-separated", at("page", SeparationInfo={"Pages": []}), "pre-separated"),
    ("a page group", at("page", Group={"S": "/Transparency"}), "transparency group"),
    ("a link over the bleed", annotate(Subtype="/Link", Rect=[0, 0, 20, 20]), "not wholly outside the BleedBox"),
    ("a widget over the bleed", annotate(Subtype="/Widget", Rect=[1, 1, 5, 5]), "not wholly outside the BleedBox"),
    ("a link off the bleed", annotate(Subtype="/Link"), ""),
    ("an annotation nowhere", annotate(Subtype="/Link", Rect=DROP), "at None, not wholly outside"),
    ("a printer mark in the bleed", annotate(Subtype="/PrinterMark", Rect=[0, 0, 9, 9]), ""),
    ("a printer mark over trim", annotate(Subtype="/PrinterMark", Rect=[0, 0, 10, 10]), "outside the TrimBox"),
    ("a trap net, not trapped", annotate(Subtype="/TrapNet", AP={"N": form(b"", PCM="/DeviceCMYK")}), "/Trapped"),
    ("a trap net in RGB", together(at("info", Trapped="/True"), annotate(Subtype="/TrapNet", AP={
        "N": form(b"", PCM="/DeviceRGB")})), "/PCM /DeviceRGB"),
    ("rg", paint(b"1 0 0 rg"), "operator rg paints in DeviceRGB"),
    ("RG", paint(b"1 0 0 RG"), "operator RG paints in DeviceRGB"),
    ("cs DeviceRGB", paint(b"/DeviceRGB cs"), "colour space /DeviceRGB is not allowed"),
    ("RGB in brackets", paint(b"/C9 cs", ColorSpace={"C9": ["/DeviceRGB"]}), "colour space /DeviceRGB"),
    ("an ICC space", paint(b"/C9 cs", ColorSpace={"C9": ICC_SPACE}), "colour space /ICCBased"),
    ("a Lab space", paint(b"/C9 CS", ColorSpace={"C9": ["/Lab", {"WhitePoint": [1, 1, 1]}]}), "colour space /Lab"),
    ("a spot colour", paint(b"/C9 cs 1 sc", ColorSpace={"C9": SEPARATION}), ""),
    ("a spot over RGB", paint(b"/C9 cs", ColorSpace={"C9": SEPARATION[:2] + ["/DeviceRGB"] + SEPARATION[3:]}),
     "/Separation with the alternate space /DeviceRGB"),
    ("DeviceN over ICC", paint(b"/C9 cs", ColorSpace={"C9": ["/DeviceN", ["/Gold"], ICC_SPACE, FUNCTION]}),
     "/DeviceN with the alternate space /ICCBased"),
    ("a pattern over RGB", paint(b"/C9 cs", ColorSpace={"C9": ["/Pattern", "/DeviceRGB"]}), "/Pattern over colo"),
    ("indexed CMYK", paint(b"/C9 cs", ColorSpace={"C9": ["/Indexed", "/DeviceCMYK", 0, b"\0\0\0\0"]}), ""),
    ("indexed RGB", paint(b"/C9 cs", ColorSpace={"C9": ["/Indexed", "/DeviceRGB", 0, b"\0\0\0"]}),
     "/Indexed over colour space /DeviceRGB"),
    ("an RGB image", paint(b"/X9 Do", XObject={"X9": image(ColorSpace="/DeviceRGB")}), "X9: colour space /Devic"),
    ("a CalRGB image", paint(b"/X9 Do", XObject={"X9": image(ColorSpace=["/CalRGB", {}])}), "colour space /CalRGB"),
    ("a stencil mask", paint(b"/X9 Do", XObject={"X9": image(ColorSpace=DROP, ImageMask=True,
                                                               BitsPerComponent=1)}), ""),
    ("an RGB inline image", paint(b"BI /W 1 /H 1 /CS /RGB /BPC 8 ID \0\0\0 EI"), "inline image: colour space"),
    ("an RGB form", paint(b"/X9 Do", XObject={"X9": form(b"1 0 0 rg")}), "XObject /X9: operator rg"),
    ("an RGB shading", paint(b"/S9 sh", Shading={"S9": {**SHADING, "ColorSpace": "/DeviceRGB"}}), "Shading /S9"),
    ("an RGB shading pattern", paint(b"/Pattern cs /P9 scn", Pattern={"P9": {
        "PatternType": 2, "Shading": {**SHADING, "ColorSpace": "/DeviceRGB"}}}), "Pattern /P9: colour space"),
    ("a see-through shading", paint(b"/Pattern cs /P9 scn", Pattern={"P9": {
        "PatternType": 2, "Shading": {**SHADING, "ColorSpace": "/DeviceCMYK"}, "ExtGState": {"ca": 0.5}}}),
     "Pattern /P9: /ca 0.5 is not 1.0"),
    ("an RGB tiling pattern", paint(b"/Pattern cs /P9 scn", Pattern={"P9": stream(
        b"1 0 0 rg", PatternType=1, PaintType=1, TilingType=1, BBox=[0, 0, 1, 1], XStep=1, YStep=1, Resources={})}),
     "Pattern /P9: operator rg"),
    ("an RGB appearance", annotate(Subtype="/Square", F=4, AP={"N": form(b"1 0 0 rg")}), "appearance: operator rg"),
    ("an RGB appearance not printed", annotate(Subtype="/Square", AP={"N": form(b"1 0 0 rg")}), ""),
    ("an RGB Type 3 glyph", paint(b"", Font={"T9": {**TYPE3, "CharProcs": {"a": stream(b"1 0 0 rg")}}}),
     "glyph /a: operator rg"),
    ("a soft mask", gstate(SMask={"S": "/Luminosity", "G": form(b"")}), "soft mask"),
    ("no soft mask", gstate(SMask="/None", CA=1.0, ca=1, BM="/Normal"), ""),
    ("stroke alpha", gstate(CA=0.5), "/CA 0.5 is not 1.0"),
    ("fill alpha", gstate(ca=0.5), "/ca 0.5 is not 1.0"),
    ("multiply", gstate(BM="/Multiply"), "blend mode /Multiply"),
    ("multiply in a list", gstate(BM=["/Compatible", "/Multiply"]), "blend mode /Multiply"),
    ("an image soft mask", paint(b"/X9 Do", XObject={"X9": image(SMask=image(ColorSpace="/DeviceGray"))}),
     "soft mask"),
    ("soft mask in data", paint(b"/X9 Do", XObject={"X9": image(SMaskInData=1)}), "soft mask"),
    ("a transparent form", paint(b"/X9 Do", XObject={"X9": form(b"", Group={"S": "/Transparency"})}),
     "transparency group"),
    ("Helvetica not embedded", paint(b"", Font={"F9": HELVETICA}), "font /Helvetica is not embedded"),
    ("a CID font not embedded", paint(b"", Font={"F9": {"Type": "/Font", "Subtype": "/Type0", "BaseFont": "/Roboto",
                                                        "DescendantFonts": [CID]}}), "font /Roboto is not embedded"),
    ("JavaScript on opening", at("catalog", OpenAction={"S": "/JavaScript", "JS": "app.alert(1)"}), "JavaScript"),
    ("a link action", annotate(Subtype="/Link", A={"S": "/URI", "URI": "https://example.com"}), "an action (/URI)"),
    ("page actions", at("page", AA={"O": {"S": "/Named", "N": "/NextPage"}}), "an action"),
    ("document JavaScript", at("catalog", Names={"JavaScript": {"Names": []}}), "JavaScript is prohibited"),
    ("a file specification", at("catalog", Extra={"Type": "/Filespec", "F": "art.tif"}), "a /Filespec"),
    ("a transfer function", gstate(TR="/Identity"), "/TR is prohibited"),
    ("a default transfer function", gstate(TR2="/Default"), "/TR2 is prohibited"),
    ("a halftone phase", gstate(HTP=[0, 0]), "/HTP is prohibited"),
    ("a threshold halftone", gstate(HT={"HalftoneType": 6, "Width": 1, "Height": 1}), "halftone type 6"),
    ("a named halftone", gstate(HT={"HalftoneType": 1, "Frequency": 150, "Angle": 45, "SpotFunction": "/Round",
                                    "HalftoneName": "Dot"}), "/HalftoneName"),
    ("a type 5 halftone over 6", gstate(HT={"HalftoneType": 5, "Cyan": {"HalftoneType": 6}}), "halftone type 6"),
    ("a PostScript XObject", paint(b"/X9 Do", XObject={"X9": stream(b"", Type="/XObject", Subtype="/PS")}),
     "PostScript XObject"),
    ("a PostScript form", paint(b"/X9 Do", XObject={"X9": form(b"", Subtype2="/PS")}), "PostScript XObject"),
    ("an OPI image", paint(b"/X9 Do", XObject={"X9": image(OPI={"2.0": {}})}), "OPI is prohibited"),
    ("an OPI form", paint(b"/X9 Do", XObject={"X9": form(b"", OPI={"1.3": {}})}), "OPI is prohibited"),
    ("a reference XObject", paint(b"/X9 Do", XObject={"X9": form(b"", Ref={"Page": 0})}), "reference XObject"),
    ("an alternate for print", paint(b"/X9 Do", XObject={"X9": image(Alternates=[{
        "Image": image(), "DefaultForPrinting": True}])}), "alternate image is the default for printing"),
    ("an alternate on screen", paint(b"/X9 Do", XObject={"X9": image(Alternates=[{"Image": image()}])}), ""),
    ("LZW", paint(b"/X9 Do", XObject={"X9": image(Filter="/LZWDecode")}), "filter /LZWDecode is not allowed"),
    ("JBIG2", paint(b"/X9 Do", XObject={"X9": image(Filter=["/FlateDecode", "/JBIG2Decode"])}), "/JBIG2Decode"),
    ("LZW inline", paint(b"BI /W 1 /H 1 /CS /G /BPC 8 /F /LZW ID \0 EI"), "filter /LZWDecode"),
    ("an unknown operator", paint(b"BX 1 2 foo EX"), "operator 'foo' is not a PDF 1.4 operator"),
]


@pytest.mark.parametrize(("mutation", "expected"), [case[1:] for case in CASES], ids=[case[0] for case in CASES])
def test_each_rule_broken_alone_is_reported(mutation, expected):
    found = problems(conforming(mutation))
    assert (found != []) == bool(expected), found
    assert all(expected in problem for problem in found), found


def test_a_file_that_is_no_pdf_is_one_problem():
    found = problems(b"%PDF-1.4 not really")
    assert len(found) == 1 and found[0].startswith("file: not readable"), found


# printgen's command lines, each run with --profile print-shop: both parts of every bundled encounter, and low ink.
RUNS = [(part, encounter_id) for encounter_id in bundled_ids() for part in ("cards", "tokens")] + [
    ("cards", "all-will-be-metal", "--ink", "low")]


@pytest.fixture(scope="module")
def print_shop_pdfs(tmp_path_factory):
    """Each run -> the bytes of the PDF it wrote, <out>/<encounter>/<part>-print-shop.pdf."""
    from printgen.cli import main  # here, as in conftest: only tests that run a command need it

    made = {}
    for run in RUNS:
        out = tmp_path_factory.mktemp("print-shop")
        result = CliRunner().invoke(main, [*run, "--profile", "print-shop", "--out", str(out)], catch_exceptions=False)
        assert result.exit_code == 0, result.output
        made[run] = (out / run[1] / f"{run[0]}-print-shop.pdf").read_bytes()
    return made


@pytest.mark.parametrize("run", RUNS, ids=" ".join)
def test_print_shop_pdfs_are_pdfx_1a_2003(print_shop_pdfs, run):
    assert problems(print_shop_pdfs[run]) == []
