"""Every run of text a PDF's pages show, as a press meets it: its size as printed, the CMYK it is set in,
and the CMYK of the fill it sits on. A press prints each ink from its own plate, and the plates never
land exactly on one another: text set in two or more inks, or white text cut out of a fill of two or
more, grows coloured fringes when they slip, which small type cannot survive (printgen.press.preflight
reports it, tests/test_press_text_inks.py holds every print-shop file to it).

The content streams are read with pypdf, following what printgen's PDFs use (reportlab's canvas):
the transformation (``cm``, ``q``/``Q``), CMYK and grey fills, paths filled, and text placed with
``Tm``/``Td`` and shown with ``Tj``/``TJ``. A run's fill is the last area painted whose bounding box
holds a point just inside the run's first letter (clipping is not followed: printgen clips nothing a
run sits on)."""

from __future__ import annotations

from dataclasses import dataclass, field

from printgen.layout.placed import IDENTITY, Matrix, applied, then

Cmyk = tuple[float, float, float, float]
PAPER: Cmyk = (0.0, 0.0, 0.0, 0.0)
INSIDE = (0.25, 0.3)  # where the point under a run is, in ems right of and above its start
TRACE = 1e-4          # an ink laid down at less than this is none (reportlab writes six decimals)


@dataclass(frozen=True)
class TextRun:
    page: int           # from 1
    text: str
    size: float         # points, as printed
    ink: Cmyk | None    # None: set in a colour that is not CMYK or grey
    under: Cmyk | None  # the fill beneath it; PAPER where nothing is painted

    @property
    def inks(self) -> int:
        """How many of the four inks the run is printed in."""
        return inks(self.ink)

    @property
    def reversed(self) -> bool:
        """White text: the paper showing through a fill cut away in the letters' shapes."""
        return self.ink == PAPER


def inks(colour: Cmyk | None) -> int:
    """How many plates a colour prints on (five, more than any, for a colour that is not CMYK)."""
    return 5 if colour is None else sum(value > TRACE for value in colour)


@dataclass
class Reading:
    """What the content streams of a PDF's pages show and set."""

    runs: list[TextRun] = field(default_factory=list)       # every text run, in the order shown
    colours: set[Cmyk] = field(default_factory=set)        # every CMYK set, for filling or stroking
    other_colours: set[str] = field(default_factory=set)   # operators that set a colour outside CMYK


def read(pages: list) -> Reading:
    """Read every page (pypdf pages)."""
    from pypdf.generic import ContentStream

    reading = Reading()
    for number, page in enumerate(pages, 1):
        state = _State(number, reading)
        for operands, operator in ContentStream(page.get_contents(), page.pdf).operations:
            state.step(operator.decode("latin-1"), operands)
    return reading


def text_runs(pages: list) -> list[TextRun]:
    """Every text run of every page (pypdf pages), in the order shown."""
    return read(pages).runs


@dataclass
class _State:
    """What a content stream has set so far, and what it has shown."""

    page: int
    reading: Reading
    ctm: Matrix = IDENTITY
    fill: Cmyk | None = (0.0, 0.0, 0.0, 1.0)  # PDF's initial fill: black
    saved: list[tuple[Matrix, Cmyk | None]] = field(default_factory=list)
    path: list[tuple[float, float]] = field(default_factory=list)
    painted: list[tuple[tuple[float, float, float, float], Cmyk | None]] = field(default_factory=list)
    line: Matrix = IDENTITY     # the text line matrix; the text matrix is the same in reportlab's streams
    size: float = 0.0
    leading: float = 0.0

    def step(self, operator: str, operands: list) -> None:
        numbers = [float(value) for value in operands if isinstance(value, (int, float))]
        if operator in _PAINTING:
            self._paint(operator in _FILLING)
        elif handler := _HANDLERS.get(operator):
            handler(self, numbers)
        elif operator in _SHOWING:
            self._show(operands)
        if operator in ("k", "K"):
            self.reading.colours.add(tuple(numbers))  # type: ignore[arg-type]
        elif operator in _OTHER_SETTING:
            self.reading.other_colours.add(operator)

    def _paint(self, filled: bool) -> None:
        if filled and self.path:
            xs, ys = [x for x, _ in self.path], [y for _, y in self.path]
            self.painted.append(((min(xs), min(ys), max(xs), max(ys)), self.fill))
        self.path = []

    def _points(self, numbers: list[float]) -> None:
        self.path += [applied(self.ctm, x, y) for x, y in zip(numbers[::2], numbers[1::2], strict=True)]

    def _rectangle(self, numbers: list[float]) -> None:
        x, y, w, h = numbers
        self._points([x, y, x + w, y, x, y + h, x + w, y + h])

    def _show(self, operands: list) -> None:
        placed = then(self.ctm, self.line)
        a, b, c, d, _, _ = placed
        size = self.size * abs(a * d - b * c) ** 0.5
        point = applied(placed, INSIDE[0] * self.size, INSIDE[1] * self.size)
        self.reading.runs.append(TextRun(self.page, _shown(operands), round(size, 3), self.fill, self._under(point)))

    def _under(self, point: tuple[float, float]) -> Cmyk | None:
        x, y = point
        return next((colour for (x0, y0, x1, y1), colour in reversed(self.painted)
                     if x0 <= x <= x1 and y0 <= y <= y1), PAPER)

    def _move(self, tx: float, ty: float, leading: float | None = None) -> None:
        self.line = then(self.line, (1.0, 0.0, 0.0, 1.0, tx, ty))
        self.leading = self.leading if leading is None else leading


def _shown(operands: list) -> str:
    """The characters a show operator's operands hold, as written in the stream (a subset font's
    codes, which are the letters themselves for the ASCII printgen's fonts place first)."""
    parts = operands[-1] if operands and isinstance(operands[-1], list) else operands[-1:]
    return "".join(part.decode("latin-1") if isinstance(part, bytes) else str(part)
                   for part in parts if not isinstance(part, (int, float)))


def _restore(state: _State, _: list[float]) -> None:
    if state.saved:
        state.ctm, state.fill = state.saved.pop()


_HANDLERS = {
    "q": lambda state, _: state.saved.append((state.ctm, state.fill)),
    "Q": _restore,
    "cm": lambda state, n: setattr(state, "ctm", then(state.ctm, tuple(n))),
    "k": lambda state, n: setattr(state, "fill", tuple(n)),
    "g": lambda state, n: setattr(state, "fill", (0.0, 0.0, 0.0, 1.0 - n[0])),
    "rg": lambda state, _: setattr(state, "fill", None),
    "sc": lambda state, _: setattr(state, "fill", None),
    "scn": lambda state, _: setattr(state, "fill", None),
    "m": _State._points, "l": _State._points, "c": _State._points, "v": _State._points, "y": _State._points,
    "re": _State._rectangle,
    "BT": lambda state, _: setattr(state, "line", IDENTITY),
    "Tf": lambda state, n: setattr(state, "size", n[-1]),
    "TL": lambda state, n: setattr(state, "leading", n[0]),
    "Tm": lambda state, n: setattr(state, "line", tuple(n)),
    "Td": lambda state, n: state._move(*n),
    "TD": lambda state, n: state._move(*n, leading=-n[1]),
    "T*": lambda state, _: state._move(0.0, -state.leading),
}
_SHOWING = {"Tj", "TJ", "'", '"'}
_OTHER_SETTING = {"rg", "RG", "g", "G", "sc", "SC", "scn", "SCN", "cs", "CS"}
_FILLING = {"f", "F", "f*", "B", "B*", "b", "b*"}
_PAINTING = _FILLING | {"S", "s", "n"}
