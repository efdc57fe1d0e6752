"""The Markdown table of results, one row per benchmark, ratios of medians against the goals."""

from __future__ import annotations

from dataclasses import dataclass

from processes import Summary
from rows import Row

HEADER = ("| what | printgen CPU s min / median / max | floor CPU s min / median / max | ratio | "
          "peak RSS printgen / floor | goal | met? |\n|---|---|---|---|---|---|---|")


@dataclass(frozen=True)
class Result:
    key: str
    row: Row | None = None
    ours: Summary | None = None
    floor: Summary | None = None
    error: str = ""

    @property
    def ratio(self) -> float:
        if self.row.metric == "rss":
            return self.ours.peak_rss_mb / self.floor.peak_rss_mb
        return self.ours.median / self.floor.median / self.row.scale


MEASURED = {"cpu": "CPU", "rss": "peak RSS", "latency": "wall s", "wall": "wall s"}
"""What a row's ratio compares: CPU seconds, peak memory, or seconds the commands timed themselves."""


def seconds(value: float) -> str:
    return f"{value:.3f}" if value < 1 else f"{value:.2f}"


def spread(summary: Summary, metric: str = "cpu") -> str:
    """min / median / max; seconds a command timed itself are marked, the column being CPU seconds."""
    unit = " (wall s)" if metric in ("latency", "wall") else ""
    return f"{seconds(summary.low)} / **{seconds(summary.median)}** / {seconds(summary.high)}{unit}"


def line(result: Result) -> str:
    if result.error:
        return f"| {result.key} | failed: {result.error} | | | | | |"
    row, ratio = result.row, result.ratio
    if row.goal is None:
        goal, met = "—", "—"
    else:
        gate = f", gate {row.gate:g}×" if row.gate else ""
        goal = f"≤ {row.goal:g}× ({MEASURED[row.metric]}{gate})"
        met = "yes" if ratio <= row.goal else ("**no**" if not row.gate or ratio <= row.gate else "**gate crossed**")
    return (f"| {row.what} | {spread(result.ours, row.metric)} | {spread(result.floor, row.metric)} | {ratio:.2f} | "
            f"{result.ours.peak_rss_mb:.0f} / {result.floor.peak_rss_mb:.0f} MB | {goal} | {met} |")


def gates_crossed(results: list[Result]) -> list[str]:
    """The rows whose ratio is past the gate no change may cross."""
    return [result.key for result in results if not result.error and result.row.gate and result.ratio > result.row.gate]


def table(results: list[Result]) -> str:
    return "\n".join([HEADER, *(line(result) for result in results)])
