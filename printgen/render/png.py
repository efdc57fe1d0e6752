"""PDF pages to PNG images (PDFium renders, Pillow encodes): the previews, and a print shop's faces."""

from __future__ import annotations

import io
from collections.abc import Iterator


def pdf_to_pngs(data: bytes, dpi: int) -> list[bytes]:
    """Each page of the PDF ``data`` as PNG bytes at ``dpi``."""
    return list(_pngs(data, lambda page: page.render(scale=dpi / 72)))


def pdf_to_sized_pngs(data: bytes, sizes: list[tuple[int, int]]) -> Iterator[bytes]:
    """Each page as PNG bytes of exactly its size in ``sizes`` (width, height in pixels), one at a
    time. PDFium's own scaling rounds a size up, so a 2.75 in page at 300 dpi would come out 826 px
    wide, not the 825 a card service's template asks for; the page is drawn into a bitmap of the
    exact size instead."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as pdfium_c

    sizes_left = iter(sizes)

    def render(page):
        width, height = next(sizes_left)
        bitmap = pdfium.PdfBitmap.new_native(width, height, pdfium_c.FPDFBitmap_BGR)
        bitmap.fill_rect((255, 255, 255, 255), 0, 0, width, height)
        pdfium_c.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, pdfium_c.FPDF_ANNOT)
        return bitmap

    return _pngs(data, render)


def pdf_to_images(data: bytes, dpis: list[int]) -> Iterator:
    """Each page of the PDF ``data`` as a Pillow image at its dpi in ``dpis``, one at a time (a proof cuts
    faces out of them)."""
    wanted = iter(dpis)
    return _images(data, lambda page: page.render(scale=next(wanted) / 72))


def png(image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def _pngs(data: bytes, render) -> Iterator[bytes]:
    """Each page rendered by ``render(page) -> bitmap``, encoded as PNG."""
    return (png(image) for image in _images(data, render))


def _images(data: bytes, render) -> Iterator:
    """Each page rendered by ``render(page) -> bitmap`` as a Pillow image, to be used before the next is
    asked for (it may share the bitmap's memory); each page and the document closed after."""
    import pypdfium2 as pdfium  # imported here: only previews, proofs and print-shop images need it

    document = pdfium.PdfDocument(data)
    try:
        for index in range(len(document)):
            page = document[index]
            try:
                yield render(page).to_pil()
            finally:
                page.close()
    finally:
        document.close()
