"""What the benchmarks share: timing, the report table, and the bare-reportlab baseline.

The baseline replays exactly the primitives of printgen's pages (rectangles with their
rounded corners, polygons point by point, circles, lines, text runs, the icons' shapes)
with plain reportlab canvas calls. The pages are flattened to primitives before timing
starts, so the baseline pays only for drawing; printgen pays for everything else too.
"""

from __future__ import annotations

import io
import statistics
import time
import tracemalloc

from reportlab.lib.colors import HexColor
from reportlab.pdfgen import canvas as rl_canvas

from printgen.icons import glyph_items
from printgen.layout.display import Circle, Group, Icon, Line, Polygon, Rect, Text
from printgen.typography import font_name, register_fonts


def flatten(items, dx: float = 0.0, dy: float = 0.0) -> list[tuple]:
    """Primitives in page coordinates (groups' turns are ignored: the baseline pays the same either way)."""
    out: list[tuple] = []
    for item in items:
        if isinstance(item, Group):
            out += flatten(item.items, dx + item.dx, dy + item.dy)
        elif isinstance(item, Icon):
            out += flatten(glyph_items(item.name, item.x, item.y, item.size, item.color, item.knockout), dx, dy)
        elif isinstance(item, Rect):
            out.append(("rect", item.x + dx, item.y + dy, item.w, item.h, item.radius, item.fill, item.stroke))
        elif isinstance(item, Circle):
            out.append(("circle", item.x + dx, item.y + dy, item.r, item.fill, item.stroke))
        elif isinstance(item, Polygon):
            out.append(("polygon", tuple((x + dx, y + dy) for x, y in item.points), item.fill, item.stroke))
        elif isinstance(item, Line):
            out.append(("line", item.x1 + dx, item.y1 + dy, item.x2 + dx, item.y2 + dy, item.stroke))
        elif isinstance(item, Text):
            out.append(("text", item.x + dx, item.y + dy, item.text, font_name(item.font), item.size, item.color))
    return out


def counts(pages: list[list[tuple]]) -> dict[str, int]:
    totals: dict[str, int] = {}
    for page in pages:
        for primitive in page:
            totals[primitive[0]] = totals.get(primitive[0], 0) + 1
    return totals


def replay(pages: list[list[tuple]], size: tuple[float, float]) -> bytes:
    """Bare reportlab: draw the primitives, nothing else."""
    register_fonts()
    colors: dict[str, HexColor] = {}

    def color(value: str) -> HexColor:
        if value not in colors:
            colors[value] = HexColor(value)
        return colors[value]

    buffer = io.BytesIO()
    canvas = rl_canvas.Canvas(buffer, pagesize=size, invariant=1, pageCompression=1,
                              initialFontName=font_name("text"))
    for page in pages:
        for kind, *args in page:
            if kind == "text":
                x, y, text, font, size_pt, fill = args
                canvas.setFillColor(color(fill))
                canvas.setFont(font, size_pt)
                canvas.drawString(x, y, text)
                continue
            fill, stroke = args[-2:] if kind != "line" else (None, args[-1])
            if fill:
                canvas.setFillColor(color(fill))
            if stroke:
                canvas.setStrokeColor(color(stroke))
            if kind == "rect":
                x, y, w, h, radius = args[:5]
                if radius:
                    canvas.roundRect(x, y, w, h, radius, fill=bool(fill), stroke=bool(stroke))
                else:
                    canvas.rect(x, y, w, h, fill=bool(fill), stroke=bool(stroke))
            elif kind == "circle":
                canvas.circle(args[0], args[1], args[2], fill=bool(fill), stroke=bool(stroke))
            elif kind == "polygon":
                path = canvas.beginPath()
                path.moveTo(*args[0][0])
                for point in args[0][1:]:
                    path.lineTo(*point)
                path.close()
                canvas.drawPath(path, fill=bool(fill), stroke=bool(stroke))
            else:
                canvas.line(*args[:4])
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def timed(function, repeat: int, memory: bool = True) -> tuple[float, float]:
    """Median seconds over ``repeat`` runs, and the peak traced Python heap of one more run (MB;
    tracing slows that run several times over, so it is not timed)."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    peak = float("nan")
    if memory:
        tracemalloc.start()
        function()
        peak = tracemalloc.get_traced_memory()[1] / 1e6
        tracemalloc.stop()
    return statistics.median(times), peak


def report(title: str, pages: int, repeat: int, ours: tuple[str, tuple], bare: tuple[str, tuple]) -> None:
    print(f"{title} (median of {repeat})")
    print(f"{'':28} {'seconds':>8} {'pages/s':>8} {'heap MB':>8}")
    for name, (seconds, peak) in (ours, bare):
        print(f"{name:28} {seconds:8.3f} {pages / seconds:8.1f} {peak:8.1f}")
    print(f"ratio printgen / bare reportlab: {ours[1][0] / bare[1][0]:.2f}")
