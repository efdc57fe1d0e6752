"""Several encounters' kits at once, on the machine's cores: each encounter judged and its kit built in
a process of its own, the results taken back in the order the encounters were given, so that what is
printed, and every byte written, is what one process doing them one after another gives.

The processes are forked, so each starts with what the parent has loaded and nothing is sent to it but
its number. Where a machine cannot fork (Windows), has one core, or there is one kit, they are made here,
one after another. A kit whose process fails is made again here, so that its error is reported the one
way every command reports errors."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from printgen.build.part_pdf import Built
from printgen.core.errors import PrintgenError
from printgen.load.loader import Loaded
from printgen.core.options import PrintOptions
from printgen.build.session import Session, Verdict


@dataclass(frozen=True)
class KitJob:
    loaded: Loaded
    source: str
    seed: int


@dataclass(frozen=True)
class KitRun:
    """One encounter's verdict, its kit if the policy let it be built, and what stopped the build if
    something did (for the caller to report, after the kits that were built)."""

    verdict: Verdict | None
    built: Built | None
    error: Exception | None = None


_JOBS: list[KitJob] = []  # what a forked worker finds by its number
_SETTINGS: tuple[bool, PrintOptions, Path] | None = None


def kit_runs(jobs: list[KitJob], force: bool, options: PrintOptions, out_root: Path) -> list[KitRun]:
    """Judge and build every job's kit, on as many cores as there are jobs and cores."""
    global _JOBS, _SETTINGS
    workers = min(len(jobs), os.cpu_count() or 1)
    if workers < 2 or not _can_fork():  # made here; one kit or one core does not import the pool (about 10 ms)
        return [made(job, force, options, out_root) for job in jobs]
    import multiprocessing

    _JOBS, _SETTINGS = jobs, (force, options, out_root)
    _ready_to_fork()
    try:
        # Leaving the pool by any way (Ctrl-C, SIGTERM, an error) terminates its workers: none writes
        # after the stop. Each ignores Ctrl-C itself (the terminal sends it to all), so that one process,
        # this one, says what happened.
        with multiprocessing.get_context("fork").Pool(workers, initializer=_worker_signals) as pool:
            futures = [pool.apply_async(_made_in_worker, (index,)) for index in range(len(jobs))]
            runs = [_result(future, job, force, options, out_root) for future, job in zip(futures, jobs, strict=True)]
            pool.close()  # done: the workers leave when told there is no more work, not by a signal
            pool.join()
            return runs
    finally:
        _JOBS, _SETTINGS = [], None


def _worker_signals() -> None:
    """A worker leaves Ctrl-C and a closed terminal to its parent, and dies at once when the parent ends it
    (SIGTERM from the pool's terminate), by the system's default: no Python runs in it after the stop, so
    nothing it held can keep it alive and its parent waiting (a handler that unwound the worker could wait
    for ever on a lock the stop caught held). A file it was writing is a temporary one beside its place,
    which the next run into that folder removes (printgen/build/output.py); the file in place is untouched."""
    import signal

    for name in ("SIGINT", "SIGHUP"):  # the terminal sends them to every process of the group
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _can_fork() -> bool:
    """Whether this machine can fork (Windows cannot); multiprocessing is imported only to ask."""
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods()


def _ready_to_fork() -> None:
    """Load here, once, what each kit would otherwise load in its own process: the checks and every
    layout a kit draws (imported on first use), the lettering's faces parsed for drawing and the
    dictionary read. Forked, each worker starts with them; made again in each, they would cost about as
    much CPU as a kit's check (the pool's processes are forked when the first kit is submitted)."""
    from printgen import checks  # noqa: F401  (imported for the workers to inherit)
    from printgen.build import kit  # noqa: F401  (imported for the workers to inherit)
    from printgen.checks.english import english_words
    # the layouts printgen/build/pages.py's parts import when they are first laid out
    from printgen.layout import back_offset, notes, print_shop, setup, sheet, tokens, trackers  # noqa: F401
    from printgen.randomise import generator  # noqa: F401
    from printgen.render.fonts import registered
    from printgen.core.typography import FONTS

    english_words()
    for name, _ in FONTS.values():
        registered(name)


def made(job: KitJob, force: bool, options: PrintOptions, out_root: Path) -> KitRun:
    """One encounter judged (printgen.build.session's one policy) and its kit built unless refused; an
    error of the build is kept, not raised, so that the other kits are still made."""
    session = Session.judged(job.loaded, job.source, force, "kit")
    if session.verdict.refused:
        return KitRun(session.verdict, None)
    try:
        return KitRun(session.verdict, session.build("kit", options, out_root, job.seed))
    except PrintgenError as exc:
        return KitRun(session.verdict, None, exc)


def _made_in_worker(index: int) -> KitRun:
    assert _SETTINGS is not None, "a worker is forked after the jobs are set"
    run = made(_JOBS[index], *_SETTINGS)
    if run.error is not None:
        raise RuntimeError("made again by the parent")  # an error is reported from the parent's own run
    return run


def _result(future, job: KitJob, force: bool, options: PrintOptions, out_root: Path) -> KitRun:
    """The worker's kit; if it failed, the kit made again here, to fail the way every build fails."""
    try:
        return future.get()
    except Exception:  # noqa: BLE001 - whatever it was, making it here gives the error as it is
        return made(job, force, options, out_root)
