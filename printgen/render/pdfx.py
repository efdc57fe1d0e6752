"""PDF/X-1a:2003 (ISO 15930-4), the exchange format card printers ask for (DriveThruCards takes
nothing else): every colour CMYK or grey, nothing transparent, every font embedded, each page's
TrimBox set, and the press it was made for named in an output intent.

printgen draws in sRGB. A print shop's PDF converts each colour as it is set, through an ICC profile
of the FOGRA39 press (offset on coated paper) at 240 % total ink, relative colorimetric: greys in
black ink alone, solid black for black text (printgen.render.press_colour says how, and why). Small
type is made one ink before it is drawn (printgen.render.press_text). The output intent names the
FOGRA39 printing condition, which the ICC registers, so no profile need be embedded (the profile is
120 KB, twice a deck's file).

reportlab writes neither of the two dictionary entries PDF/X adds, so they are set on its
document objects here: the Info dictionary's GTS_PDFXVersion, and the Catalog's OutputIntents.
"""

from __future__ import annotations

from reportlab.lib.colors import CMYKColor, toColor
from reportlab.pdfbase.pdfdoc import PDFArray, PDFDate, PDFDictionary, PDFInfo, PDFName, PDFString

from printgen.render import press_colour
from printgen.render.press_text import sharpened

VERSION = "PDF/X-1a:2003"
PRESS = {  # the condition as the ICC's registry of characterisations names it
    "Type": PDFName("OutputIntent"),
    "S": PDFName("GTS_PDFX"),
    "OutputConditionIdentifier": PDFString(press_colour.CONDITION),
    "RegistryName": PDFString("http://www.color.org"),
    "OutputCondition": PDFString("Coated FOGRA39 (ISO 12647-2:2004)"),
    "Info": PDFString(f"Coated FOGRA39 (ISO 12647-2:2004), separated at {press_colour.TOTAL_INK} % total ink"),
}


def cmyk(color) -> CMYKColor:
    """Any colour reportlab is given, as the press prints it: the canvas's ``enforceColorSpace``, so no
    colour set on a page escapes it."""
    color = toColor(color)
    if isinstance(color, CMYKColor):
        return color
    channels = (round(255 * value) for value in (color.red, color.green, color.blue))
    return CMYKColor(*press_colour.cmyk_of("#{:02x}{:02x}{:02x}".format(*channels)))


def for_press(items: list) -> list:
    """A page's items as a print shop's file draws them: small type and what it is reversed out of in one
    ink (printgen.render.press_text)."""
    return sharpened(items)


def declare(canvas) -> None:
    """Mark the document PDF/X-1a:2003 for the FOGRA39 press (reportlab already writes a document ID,
    the dates, Trapped /False and no transparency; the page boxes are set page by page)."""
    document = canvas._doc
    info = _Info()
    info.__dict__.update(vars(document.info))  # whatever reportlab has set on it so far
    document.info = info
    catalog = document.Catalog
    catalog.__NoDefault__ = [*catalog.__NoDefault__, "OutputIntents"]  # the entries reportlab writes
    catalog.OutputIntents = PDFArray([PDFDictionary(dict(PRESS))])


class _Info(PDFInfo):
    """reportlab's Info dictionary with the PDF/X version, which PDF/X requires there."""

    def format(self, document):
        date = PDFDate(ts=document._timeStamp, dateFormatter=self._dateFormatter)
        return PDFDictionary({
            "Title": PDFString(self.title), "Author": PDFString(self.author), "Subject": PDFString(self.subject),
            "Creator": PDFString(self.creator), "Producer": PDFString(self.producer),
            "CreationDate": date, "ModDate": date, "Trapped": PDFName("False"),
            "GTS_PDFXVersion": PDFString(VERSION),
        }).format(document)
