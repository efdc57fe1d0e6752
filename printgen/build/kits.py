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
    global _JOBS, _SETTINGS, _PARENT
    workers = min(len(jobs), os.cpu_count() or 1)
    if workers < 2 or not _can_fork():  # made here; one kit or one core does not import multiprocessing
        return [made(job, force, options, out_root) for job in jobs]
    _JOBS, _SETTINGS, _PARENT = jobs, (force, options, out_root), os.getpid()
    _ready_to_fork()
    try:
        answers = _in_processes(len(jobs), workers)
        return [answer if isinstance(answer, KitRun) else made(job, force, options, out_root)
                for answer, job in zip(answers, jobs, strict=True)]
    finally:
        _JOBS, _SETTINGS = [], None


def _in_processes(count: int, workers: int) -> list[KitRun | None]:
    """Kits 0 … count-1 made in ``workers`` forked processes, each its share of them in turn (a fork costs
    each process the pages it then writes to), each kit's result sent back on the process's own pipe as it
    is made (None where a process ended without it). The processes share no lock, so that a stop (Ctrl-C,
    SIGTERM, an error) kills them where they stand and leaves at once: a pool's workers share the lock of
    its task queue, which one killed while waiting for a task holds for ever, and the pool's own ending
    then waits on it for ever."""
    import multiprocessing
    from multiprocessing.connection import wait

    forked = multiprocessing.get_context("fork")
    answers: list[KitRun | None] = [None] * count
    running: dict = {}  # a process's end of its pipe -> the process
    try:
        for share in range(workers):
            reader, writer = forked.Pipe(duplex=False)
            process = forked.Process(target=_made_in_worker, args=(range(share, count, workers), writer),
                                     daemon=True)
            process.start()
            writer.close()
            running[reader] = process
        while running:
            for ready in wait(list(running)):
                if not _answered(ready, answers):
                    running.pop(ready).join()
        return answers
    finally:
        for process in running.values():  # stopped: nothing of theirs is written after this
            process.kill()
            process.join()


def _answered(reader, answers: list[KitRun | None]) -> bool:
    """One kit's result taken from ``reader`` into ``answers``; False once its process has no more."""
    try:
        index, run = reader.recv()
    except EOFError:  # done, or ended without the rest: those are made again here, to report as every build does
        reader.close()
        return False
    answers[index] = run
    return True


def _worker_signals() -> None:
    """A worker leaves Ctrl-C and a closed terminal to its parent, and dies at once when stopped (SIGTERM,
    from its parent or the terminal's group), by the system's default: no Python runs in it after the stop.
    A file it was writing is a temporary one beside its place, which the next run into that folder removes
    (printgen/build/output.py); the file in place is untouched."""
    import signal

    for name in ("SIGINT", "SIGHUP"):  # the terminal sends them to every process of the group
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _die_with(_PARENT)


_PARENT = os.getpid()


def _die_with(parent: int) -> None:
    """The worker killed by the system when its parent dies, even by SIGKILL, which no handler sees (Linux's
    prctl; elsewhere nothing is asked), so that no kit is written after its run was killed; and ended
    here if the parent is gone already."""
    import ctypes
    import signal

    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux
        pass
    if os.getppid() != parent:
        os._exit(128 + signal.SIGKILL)


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
    # the layouts printgen/build/part.py's parts import when they are first laid out
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


def _made_in_worker(indexes: range, answer) -> None:
    """In a forked process: each of its kits made, and sent back as it is made unless it failed (the parent
    makes a failed kit again, so that its error is reported the one way every command reports errors)."""
    _worker_signals()
    assert _SETTINGS is not None, "a worker is forked after the jobs are set"
    for index in indexes:
        run = made(_JOBS[index], *_SETTINGS)
        answer.send((index, run if run.error is None else None))
    answer.close()
