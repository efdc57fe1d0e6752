"""One page's content-stream operators (as content.py splits them) turned into the replay floor's
operations (the forms are described in pdf_ops.py)."""

from __future__ import annotations

from collections import Counter

STATE = {b"q", b"Q", b"cm", b"rg", b"RG", b"g", b"G", b"k", b"K", b"w", b"J", b"j", b"M"}
SEGMENTS = {b"m", b"l", b"c", b"re", b"h"}
PAINTS = {  # operator → (stroke, fill, even-odd, closes the path first)
    b"n": (0, 0, False, False), b"S": (1, 0, False, False), b"s": (1, 0, False, True),
    b"f": (0, 1, False, False), b"F": (0, 1, False, False), b"f*": (0, 1, True, False),
    b"B": (1, 1, False, False), b"B*": (1, 1, True, False), b"b": (1, 1, False, True), b"b*": (1, 1, True, True)}
PREAMBLE = (b"cm", (1.0, 0.0, 0.0, 1.0, 0.0, 0.0))
"""The first operator reportlab writes on every page; the floor's own canvas writes it too."""


class PageReader:
    """Graphics state is passed through, path segments gathered until their paint operator, and
    text shown inside one BT … ET gathered into runs: reportlab writes one string that spans two
    subsets of a font as two Tj, which the floor draws as one string again. Numbers pass as
    parsed: an int stays an int, since reportlab writes some operands (the dash phase) as given."""

    def __init__(self, fonts: dict[str, tuple[str, dict[int, str]]], unsupported: Counter):
        self.fonts, self.unsupported = fonts, unsupported
        self.ops: list[tuple] = []
        self.segments: list[tuple] = []
        self.clip: bool | None = None  # W* (True) or W (False) seen before the paint operator
        self.font, self.size, self.leading = ("", {}), 0.0, 0.0
        self.x = self.y = 0.0
        self.run: list | None = None  # [font, size, x, y, pieces]

    def read(self, operations: list) -> list[tuple]:
        for index, (operands, operator) in enumerate(operations):
            if index == 0 and operator == PREAMBLE[0] and tuple(operands) == PREAMBLE[1]:
                continue
            handler = HANDLERS.get(operator)
            if handler is None:
                self.unsupported[operator.decode("latin-1")] += 1
            else:
                handler(self, operator, operands)
        return self.ops

    def state(self, operator: bytes, operands) -> None:
        self.ops.append((operator.decode(), *operands))

    def dash(self, operator: bytes, operands) -> None:
        self.ops.append(("d", tuple(operands[0]), *operands[1:]))

    def segment(self, operator: bytes, operands) -> None:
        self.segments.append((operator.decode(), *operands))

    def clip_next(self, operator: bytes, operands) -> None:
        self.clip = operator == b"W*"

    def paint(self, operator: bytes, operands) -> None:
        stroke, fill, even_odd, closes = PAINTS[operator]
        if not self.segments:
            # reportlab starts every path with "n" (ending any path before it): nothing to draw
            if operator != b"n" or self.clip is not None:
                self.unsupported[f"{operator.decode()} without a path"] += 1
            return
        if closes:
            self.segments.append(("h",))
        clip = self.clip is not None
        self.ops.append(("path", tuple(self.segments), stroke, fill, self.clip if clip else even_odd, clip))
        self.segments, self.clip = [], None

    def begin_text(self, operator: bytes, operands) -> None:
        self.x = self.y = 0.0
        self.run = None

    def end_text(self, operator: bytes, operands) -> None:
        self.flush()

    def set_font(self, operator: bytes, operands) -> None:
        self.font, self.size = self.fonts[str(operands[0])], float(operands[1])

    def set_leading(self, operator: bytes, operands) -> None:
        self.leading = float(operands[0])

    def set_matrix(self, operator: bytes, operands) -> None:
        self.flush()
        a, b, c, d, self.x, self.y = operands
        if (a, b, c, d) != (1, 0, 0, 1):
            self.unsupported["Tm that scales or turns"] += 1

    def move(self, operator: bytes, operands) -> None:
        self.flush()
        dx, dy = operands
        if operator == b"TD":
            self.leading = -dy
        self.x, self.y = self.x + dx, self.y + dy

    def next_line(self, operator: bytes, operands) -> None:
        self.flush()
        self.y -= self.leading

    def show(self, operator: bytes, operands) -> None:
        self.show_bytes(operands[0])

    def show_array(self, operator: bytes, operands) -> None:
        for item in operands[0]:
            if not isinstance(item, (int, float)):
                self.show_bytes(item)
            elif item:
                self.unsupported["TJ with spacing"] += 1

    def show_bytes(self, data: bytes) -> None:
        name, codes = self.font
        text = "".join(codes.get(byte, "\ufffd") for byte in data)
        if "\ufffd" in text:
            self.unsupported["text without a Unicode mapping"] += 1
        if self.run and self.run[:2] == [name, self.size]:
            self.run[4].append(text)  # the same string continued in the font's next subset
            return
        if self.run:  # another face straight after, at a place only its width would tell
            self.unsupported["Tj after Tj in another font"] += 1
            self.flush()
        self.run = [name, self.size, self.x, self.y, [text]]

    def flush(self) -> None:
        if self.run:
            name, size, x, y, pieces = self.run
            self.ops.append(("text", name, size, x, y, "".join(pieces)))
            self.run = None


HANDLERS = {
    **dict.fromkeys(STATE, PageReader.state), b"d": PageReader.dash,
    **dict.fromkeys(SEGMENTS, PageReader.segment), b"W": PageReader.clip_next, b"W*": PageReader.clip_next,
    **dict.fromkeys(PAINTS, PageReader.paint),
    b"BT": PageReader.begin_text, b"ET": PageReader.end_text, b"Tf": PageReader.set_font,
    b"TL": PageReader.set_leading, b"Tm": PageReader.set_matrix, b"Td": PageReader.move, b"TD": PageReader.move,
    b"T*": PageReader.next_line, b"Tj": PageReader.show, b"TJ": PageReader.show_array,
}
