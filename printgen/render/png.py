"""PDF pages to PNG images (PDFium renders, Pillow encodes): the previews, and a print shop's faces.

Every PNG says what it is: its resolution (a pHYs chunk, so an image service or an editor places a
300-dpi face at its size, not at 72 dpi) and its colour space (an sRGB chunk, with the gAMA and cHRM
values the PNG standard gives for readers that do not know sRGB), since PDFium draws sRGB."""

from __future__ import annotations

import io
import struct
from collections.abc import Iterator

SRGB_PERCEPTUAL = b"\x00"  # the sRGB chunk's rendering intent
SRGB_GAMMA = struct.pack(">I", 45455)  # 1/2.2 x 100000, as the PNG standard pairs with sRGB
SRGB_CHROMATICITIES = struct.pack(">8I", 31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000)


def pdf_to_png_stream(data: bytes, dpi: int) -> Iterator[bytes]:
    """Each page of the PDF ``data`` as PNG bytes at ``dpi``, one at a time: a long preview holds one
    page's picture in memory, not all of them."""
    return _pngs(data, lambda page: page.render(scale=dpi / 72), dpi)


def pdf_to_sized_pngs(data: bytes, sizes: list[tuple[int, int]], dpi: float | None = None) -> Iterator[bytes]:
    """Each page as PNG bytes of exactly its size in ``sizes`` (width, height in pixels), one at a
    time. PDFium's own scaling rounds a size up, so a 2.75 in page at 300 dpi would come out 826 px
    wide, not the 825 a card service's template asks for; the page is drawn into a bitmap of the
    exact size instead. Each says it is ``dpi``, if given (a screen image has none)."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as pdfium_c

    sizes_left = iter(sizes)

    def render(page):
        width, height = next(sizes_left)
        bitmap = pdfium.PdfBitmap.new_native(width, height, pdfium_c.FPDFBitmap_BGR)
        bitmap.fill_rect((255, 255, 255, 255), 0, 0, width, height)
        pdfium_c.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, pdfium_c.FPDF_ANNOT)
        return bitmap

    return _pngs(data, render, dpi)


def png(image, dpi: float | None) -> bytes:
    """A Pillow image as PNG bytes that say they are sRGB, and at ``dpi`` if given."""
    from PIL.PngImagePlugin import PngInfo

    chunks = PngInfo()
    chunks.add(b"sRGB", SRGB_PERCEPTUAL)
    chunks.add(b"gAMA", SRGB_GAMMA)
    chunks.add(b"cHRM", SRGB_CHROMATICITIES)
    buffer = io.BytesIO()
    image.save(buffer, "PNG", pnginfo=chunks, **({"dpi": (dpi, dpi)} if dpi else {}))
    return buffer.getvalue()


def _pngs(data: bytes, render, dpi: float | None) -> Iterator[bytes]:
    """Each page rendered by ``render(page) -> bitmap``, encoded as a PNG of ``dpi``."""
    return (png(image, dpi) for image in _images(data, render))


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
