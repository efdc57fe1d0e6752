"""PDF pages to PNG images (PDFium renders, Pillow encodes): the previews."""

from __future__ import annotations

import io


def pdf_to_pngs(data: bytes, dpi: int) -> list[bytes]:
    """Each page of the PDF ``data`` as PNG bytes at ``dpi``."""
    import pypdfium2 as pdfium  # imported here: only previews need it

    document = pdfium.PdfDocument(data)
    images = []
    try:
        for index in range(len(document)):
            page = document[index]
            bitmap = page.render(scale=dpi / 72)
            buffer = io.BytesIO()
            bitmap.to_pil().save(buffer, "PNG")
            images.append(buffer.getvalue())
            page.close()
    finally:
        document.close()
    return images
