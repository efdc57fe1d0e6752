"""The rows of the benchmark table (the goals of issue 19): what printgen runs, what its floor
runs, and the goal for the ratio. A row is built in a work folder, where any set-up it needs
(printgen's own PDFs, their replay, generated files) happens before timing."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from floors import Unfaithful, replay_floor, same_images
from generated import scaled_pair
from processes import measure, printgen, python, script
from scaling import BUILD_PER_CHECK, DIMENSIONS, FACTOR, scaled_files

from printgen.load import bundled
from printgen.app.watch import QUIET_MS


@dataclass(frozen=True)
class Config:
    runs: int = 5
    setup_count: int = 300
    memory_count: int = 3000
    setup_encounter: str = "mutant-masterworks"
    preview_encounter: str = "incredible-hulk"
    dpi: int = 100
    linear_encounter: str = "incredible-hulk"
    linear_base: float = 1.0  # the smaller file's size, in multiples of the bundled one
    saves: int = 5            # saves timed in one run of the watch row


@dataclass(frozen=True)
class Row:
    what: str
    printgen: list[str]
    floor: list[str]
    goal: float | None  # None: a row that explains another, with no goal of its own
    metric: str = "cpu"  # "cpu": medians of CPU seconds; "rss": peak resident memory; "latency": seconds
    #                      each command timed itself and printed as {"seconds": …} on its last line
    scale: float = 1.0  # the ratio is divided by it: how much larger printgen's input is than the floor's
    note: str = ""
    warmed: bool = False  # the set-up already ran both commands once
    gate: float | None = None  # a ratio no change may cross: run.py fails when it is
    ok_codes: tuple[int, ...] = (0,)  # exit codes of a run that did its work (1: check found errors)


def version_row(work: Path, config: Config) -> Row:
    return Row("`printgen --version` vs `python -c 'import click'`", printgen("--version"),
               python("-c", "import click"), 1.5, gate=1.5)


def help_row(work: Path, config: Config) -> Row:
    return Row("`printgen --help` vs `python -c 'import click'`", printgen("--help"),
               python("-c", "import click"), 1.5, gate=1.5)


def check_row(work: Path, config: Config) -> Row:
    return Row("`printgen check`, all four vs `python -c 'import reportlab.pdfgen.canvas'`", printgen("check"),
               python("-c", "import reportlab.pdfgen.canvas"), 5.5, gate=9.0)


def check_startup_row(work: Path, config: Config) -> Row:
    return Row("`check`'s start-up alone: its imports and loading the four, no check run, vs the same",
               script("check_startup.py"), python("-c", "import reportlab.pdfgen.canvas"), None)


def kit_row(work: Path, config: Config) -> Row:
    command = printgen("kit", "--seed", "1", "--out", str(work / "kit"))
    floor, note = replay_floor("kit", command, work / "kit", work)
    return Row("`printgen kit`, all four vs their replay", command, floor, 2.3, note=note, warmed=True)


def setup_command(work: Path, config: Config, count: int) -> list[str]:
    """One page per seed; past the default limit of 2000 pages, the limit raised as a user must."""
    limit = ["--max-pages", str(count)] if count > 2000 else []
    return printgen("setup", config.setup_encounter, "--seed", "0", "--count", str(count),
                    "--out", str(work / f"setup-{count}"), *limit)


def setup_row(work: Path, config: Config) -> Row:
    command = setup_command(work, config, config.setup_count)
    floor, note = replay_floor(f"setup {config.setup_count}", command, work / f"setup-{config.setup_count}", work)
    return Row(f"`printgen setup {config.setup_encounter} --count {config.setup_count}` vs its replay", command,
               floor, 1.5, note=note, warmed=True, gate=2.3)


def memory_row(work: Path, config: Config) -> Row:
    count = config.memory_count
    command = setup_command(work, config, count)
    floor, note = replay_floor(f"setup {count}", command, work / f"setup-{count}", work)
    return Row(f"peak RSS of `printgen setup … --count {count}` vs its replay's", command, floor, 1.3,
               metric="rss", note=note, warmed=True)


def linear_row(work: Path, config: Config) -> Row:
    small, large, ratio = scaled_pair(bundled.bundled_path(config.linear_encounter), 10, work,
                                      config.linear_base)
    note = (f"linear: {config.linear_encounter} written at {small.stat().st_size / 1e3:.0f} kB and grown with "
            f"copies of its rules to {large.stat().st_size / 1e3:.0f} kB (× {ratio:.2f}); the ratio is "
            f"divided by {ratio:.2f}, and includes start-up, the same for both")
    return Row(f"`printgen check` of a file ×{ratio:.1f} as large vs the smaller (÷ {ratio:.1f})",
               printgen("check", str(large)), printgen("check", str(small)), 1.0, scale=ratio, note=note)


def preview_row(work: Path, config: Config) -> Row:
    encounter, dpi = config.preview_encounter, str(config.dpi)
    measure(printgen("kit", encounter, "--seed", "1", "--out", str(work / "preview-source")))
    source = next((work / "preview-source").rglob("*.pdf"), None)
    if source is None:
        raise Unfaithful(f"preview: `printgen kit {encounter}` wrote no PDF to render")
    command = printgen("preview", encounter, "--part", "kit", "--dpi", dpi, "--seed", "1",
                       "--out", str(work / "preview"))
    floor = script("preview_floor.py", str(source), dpi, str(work / "preview-floor"))
    measure(command)
    measure(floor)
    note = same_images("preview", work / "preview", work / "preview-floor")
    return Row(f"`printgen preview {encounter} --part kit --dpi {dpi}` vs PDFium + Pillow", command, floor, 1.2,
               note=note, warmed=True)


def watch_row(work: Path, config: Config) -> Row:
    """The designer's loop (issue 35): `printgen watch` of a copy of the encounter, saved again and again
    (watch_loop.py), against drawing that kit's operations in a warm process (replay_warm.py: reportlab
    imported and its fonts parsed, as the watch's process has them). The ratio takes the whole wait from
    the save to the new kit in place; how much of it was the rebuild, and how much the watch noticing the
    save (a quiet spell watchfiles waits for, the same for any file), is in the note, from the untimed
    first run that also warms both commands."""
    source = bundled.bundled_path(config.preview_encounter)
    command = printgen("kit", str(source), "--seed", "1", "--out", str(work / "watch-source"))
    cold, note = replay_floor("watch", command, work / "watch-source", work)
    ops = str(work / "watch-0.ops")  # the file replay_floor read the kit's operations into
    loop = script("watch_loop.py", str(source), str(work / "watch"), str(config.saves))
    warm = script("replay_warm.py", ops, str(config.saves))
    first = measure(loop).report
    if first is None:
        raise Unfaithful("watch: watch_loop.py printed no report of its saves")
    measure(warm)
    note += (f"; in the untimed first run, a save's wait for its new kit was {first['seconds']:.3f} s (median): "
             f"{first['rebuild']:.3f} s of rebuild after {first['noticing']:.3f} s before it began (the watch "
             f"takes a save as finished after {QUIET_MS} ms with no further write); drawn by a fresh process "
             f"instead (the kit row's floor: imports and fonts included) the same operations take "
             f"{measure(cold).wall:.3f} s")
    return Row(f"`printgen watch {config.preview_encounter}`: a save to its new kit in place (median of "
               f"{config.saves} saves) vs drawing that kit warm", loop, warm, 2.0, metric="latency", note=note,
               warmed=True, gate=2.0)


def scaling_rows() -> dict:
    """For each dimension of scaling.py, a row for `check` and one for `kit` of the larger file against
    the smaller, the ratio divided by FACTOR; and the peak memory of a preview ten times as long."""
    rows = {}
    for dimension in DIMENSIONS:
        rows[f"scale-{dimension}"] = _scaling_row(dimension, "check")
        if dimension != "placements":  # ten times the placements is a search check finds unsatisfiable
            rows[f"scale-{dimension}-kit"] = _scaling_row(dimension, "kit")
    return rows


def _scaling_row(dimension: str, command: str):
    def row(work: Path, config: Config) -> Row:
        small, large = scaled_files(bundled.bundled_path(config.linear_encounter), dimension, work)
        def run(path: Path) -> list[str]:
            if command == "check":
                return printgen("check", str(path))
            return printgen("kit", str(path), "--seed", "1", "--out", str(work / f"out-{path.stem}"))
        return Row(f"`printgen {command}` with {FACTOR}× the {dimension} vs the file with 1× (÷ {FACTOR})",
                   run(large), run(small), 1.0, scale=FACTOR, ok_codes=(0, 1) if command == "check" else (0,))
    return row


def bound_rows() -> dict:
    """For each dimension but the placements (ten times theirs is a search check finds unsatisfiable),
    `printgen kit` of the file with ten times it against `printgen check` of the same file."""
    return {f"bound-{dimension}": _bound_row(dimension) for dimension in DIMENSIONS if dimension != "placements"}


def _bound_row(dimension: str):
    def row(work: Path, config: Config) -> Row:
        _, large = scaled_files(bundled.bundled_path(config.linear_encounter), dimension, work)
        kit = printgen("kit", str(large), "--seed", "1", "--out", str(work / f"bound-{dimension}"))
        return Row(f"`printgen kit` vs `printgen check` of the file with {FACTOR}× the {dimension}", kit,
                   printgen("check", str(large)), 1 + BUILD_PER_CHECK, gate=1 + BUILD_PER_CHECK)
    return row


def preview_memory_row(work: Path, config: Config) -> Row:
    """A preview of ten times the pages keeps one page's picture at a time: its peak memory the same."""
    small, large = scaled_files(bundled.bundled_path(config.linear_encounter), "cards", work)
    def run(path: Path) -> list[str]:
        return printgen("preview", str(path), "--part", "cards", "--dpi", "150", "--out", str(work / path.stem))
    return Row(f"peak RSS of `preview --part cards` with {FACTOR}× the cards (and pages) vs 1×", run(large),
               run(small), 1.3, metric="rss")


ROWS = {"version": version_row, "help": help_row, "kit": kit_row, "check": check_row,
        "check-startup": check_startup_row, "setup": setup_row, "memory": memory_row, "linear": linear_row,
        "preview": preview_row, "preview-memory": preview_memory_row, "watch": watch_row, **scaling_rows(),
        **bound_rows()}
