"""PDF/X-1a:2003 (ISO 15930-4), the exchange format card printers ask for (DriveThruCards takes
nothing else): every colour CMYK or grey, nothing transparent, every font embedded, each page's
TrimBox set, and the press it was made for named in an output intent.

printgen draws in sRGB. A print shop's PDF converts each colour as it is set. A grey, which
printgen's near-black text is (#1b1b1f), becomes black ink alone: by the PostScript rule a
colour a hair off neutral would print as a screen of three plates, and small text set that way
blurs whenever the plates are out of register. Every other colour goes by the PostScript rule
(black generation and undercolour removal at 100 %, reportlab's ``rgb2cmyk``): no colour takes more
than 200 % ink (the SWOP press allows 300 %), and a viewer converting back by the same rule shows
the colours drawn. It is not an ICC conversion: on press a saturated blue or green comes out
duller than on screen.

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


GREY_SPREAD = 24 / 255
"""A colour whose channels lie within this of each other is a grey, printed in black ink alone: it
takes in printgen's text (#1b1b1f), its neutral accent (#3d3a4b) and its blue-greys (#6b7080), and no colour
that means a side (the lightest, #d6e2f3, lies 29/255 apart)."""


def cmyk(color) -> CMYKColor:
    """Any colour reportlab is given, as CMYK: the canvas's ``enforceColorSpace``, so no colour set
    on a page escapes it. A grey is black ink alone, as dark as the grey's mean channel says."""
    color = toColor(color)
    if isinstance(color, CMYKColor):
        return color
    channels = (color.red, color.green, color.blue)
    if is_grey(color):
        return CMYKColor(0, 0, 0, 1 - sum(channels) / 3)
    return CMYKColor(*rgb2cmyk(*channels))


def is_grey(color) -> bool:
    """Whether a colour prints as a grey: its channels within GREY_SPREAD of each other."""
    color = toColor(color)
    channels = (color.red, color.green, color.blue)
    return max(channels) - min(channels) <= GREY_SPREAD + 1e-9


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
