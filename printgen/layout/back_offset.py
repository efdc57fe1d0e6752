"""A printer's back offset undone: every back page's drawing moved by the offset the user read off
the calibration sheet, and every front left where it is.

Printers seldom put the back of a sheet exactly behind its front: a millimetre or more across or
down, sometimes a little turned. Moving the whole back page (pieces, marks and furniture alike) by
the reading cancels that shift, so each back lands behind its front again.
"""

from __future__ import annotations

from printgen.layout.display import Group
from printgen.layout.pieces import Sheet
from printgen.core.options import BackOffset
from printgen.core.units import MM


def shift_backs(sheets: list[Sheet], offset: BackOffset) -> list[Sheet]:
    """``sheets`` with every page of backs moved right and up by the offset (in mm, as the back page
    is seen) and turned by its degrees anticlockwise about the page centre; fronts untouched. The
    trims keep their nominal places: where each back lands once the printer has added its shift."""
    if offset:
        for sheet in sheets:
            if sheet.back:
                sheet.items = [Group(tuple(sheet.items), offset.x_mm * MM, offset.y_mm * MM,
                                     box=(sheet.width, sheet.height), turn=offset.degrees)]
    return sheets
