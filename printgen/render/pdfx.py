"""PDF/X-1a:2003 (ISO 15930-4), the exchange format card printers ask for (DriveThruCards takes
nothing else): every colour CMYK or grey, nothing transparent, every font embedded, each page's
TrimBox set, and the press it was made for named in an output intent.

printgen draws in sRGB. A print shop's PDF converts each colour as it is set, by the PostScript
rule (black generation and undercolour removal at 100 %, reportlab's ``rgb2cmyk``): greys and
black text become black ink alone, no colour takes more than 200 % ink (the SWOP press allows
300 %), and a viewer converting back by the same rule shows the colours drawn. It is not an ICC
conversion: on press a saturated blue or green comes out duller than on screen.

reportlab writes neither of the two dictionary entries PDF/X adds, so they are set on its
document objects here: the Info dictionary's GTS_PDFXVersion, and the Catalog's OutputIntents.
"""

from __future__ import annotations

from reportlab.lib.colors import CMYKColor, rgb2cmyk, toColor
from reportlab.pdfbase.pdfdoc import PDFArray, PDFDate, PDFDictionary, PDFInfo, PDFName, PDFString

VERSION = "PDF/X-1a:2003"
PRESS = {  # US Web Coated (SWOP): what DriveThruCards names, registered with the ICC, so no profile is embedded
    "Type": PDFName("OutputIntent"),
    "S": PDFName("GTS_PDFX"),
    "OutputConditionIdentifier": PDFString("CGATS TR 001"),
    "RegistryName": PDFString("http://www.color.org"),
    "OutputCondition": PDFString("SWOP (Publication) Grade 5 Paper"),
    "Info": PDFString("U.S. Web Coated (SWOP)"),
}


def cmyk(color) -> CMYKColor:
    """Any colour reportlab is given, as CMYK: the canvas's ``enforceColorSpace``, so no colour set
    on a page escapes it."""
    color = toColor(color)
    if isinstance(color, CMYKColor):
        return color
    return CMYKColor(*rgb2cmyk(color.red, color.green, color.blue))


def declare(canvas) -> None:
    """Mark the document PDF/X-1a:2003 for the SWOP press (reportlab already writes a document ID,
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
