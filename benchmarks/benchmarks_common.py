"""What the benchmarks share: timing, counting display items, the report table."""

from __future__ import annotations

import statistics
import time
import tracemalloc

from printgen.layout.display import Circle, Group, Polygon, Rect, Text


def count_items(items) -> dict[str, int]:
    counts = {"texts": 0, "shapes": 0}
    for item in items:
        if isinstance(item, Group):
            for key, value in count_items(item.items).items():
                counts[key] += value
        elif isinstance(item, Text):
            counts["texts"] += 1
        elif isinstance(item, (Rect, Circle, Polygon)):
            counts["shapes"] += 1
    return counts


def timed(function, repeat: int) -> tuple[float, float]:
    """Median seconds over ``repeat`` runs, and the peak traced memory of one more run (MB)."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
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
