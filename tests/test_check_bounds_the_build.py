"""Check is a promise of bounded cost: a file that passes `printgen check` builds its kit with at most
BUILD_PER_CHECK times the work its check did, however large the file grows along any dimension.

Work is counted, not timed: every Python and C function call the check makes, and every one the build
makes after it (sys.setprofile), which is the same on a loaded machine as on an idle one. A build that
grows faster than its check (the history: a 162 KB file of difficulty charts passed check in 0.8 s and
its kit ran past ten minutes) breaks the bound at some size. The files are the bundled encounters grown
as the benchmarks grow them (benchmarks/scaling.py and generated.py, imported from there so that the
test and the benchmark rows measure the same files): copies of their own cards, tokens, tables,
trackers, chart columns, placements or rules, every id renamed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from printgen.core import memo
from printgen.load.bundled import bundled_ids, bundled_path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from generated import dump, grown  # noqa: E402 (the benchmarks' own file growers, after the path is set)
from scaling import BUILD_PER_CHECK, DIMENSIONS  # noqa: E402

pytestmark = pytest.mark.slow  # each example checks and builds a kit under a call counter

# BUILD_PER_CHECK, the stated multiple, is the bound rows' too. Measured on 2026-11-27 over the four
# bundled encounters and the Hulk grown two and ten times in each dimension: builds make 1.0 to 1.5 times
# the calls of their checks (a build reuses the card layouts its check made); 4 leaves room for a layout
# or check that changes, not for one that grows faster than the file.

MOST = {"placements": 2}
"""How many times a dimension grows at most (six in the drawn examples, ten in the largest, unless
named here): ten times the Hulk's placements is a
search check finds unsatisfiable after millions of calls, which is its limit.size's and its
setup.unsatisfiable's business, not this bound's."""


def calls(work) -> tuple[int, object]:
    """The function calls ``work()`` makes, Python's and C's, and what it returns."""
    count = 0

    def counted(frame, event, arg):  # noqa: ARG001 (the profiler's signature)
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    sys.setprofile(counted)
    try:
        result = work()
    finally:
        sys.setprofile(None)
    return count, result


def grown_file(encounter_id: str, dimension: str, times: int, folder: Path) -> Path:
    data = yaml.safe_load(bundled_path(encounter_id).read_text(encoding="utf-8"))
    data = grown(data, times) if dimension == "rules" else DIMENSIONS[dimension](data, times)
    data["id"] = f"{encounter_id}-{dimension}-x{times}"  # a bundled id is refused: its kit would replace that one's
    path = folder / f"{data['id']}.yaml"
    path.write_text(dump(data), encoding="utf-8")
    return path


def check_and_build(path: Path, out: Path) -> tuple[int, int | None, list]:
    """The calls of reading and checking the file, and of building its kit after that check, as one
    `printgen kit` run makes them (None when check refuses the file: its errors)."""
    from printgen.load.loader import load_encounter
    from printgen.core.options import PrintOptions
    from printgen.build.session import Session

    memo.forget_all()  # counted from nothing laid out, as in a new process
    read, loaded = calls(lambda: load_encounter(path))
    checked, session = calls(lambda: Session.judged(loaded, str(path), False, "kit"))
    errors = [finding for finding in [*loaded.findings, *session.verdict.findings] if finding.is_error]
    if session.verdict.refused or errors:
        return read + checked, None, errors
    built, _ = calls(lambda: session.build("kit", PrintOptions(), out, 1))
    return read + checked, built, []


@st.composite
def growths(draw) -> tuple[str, str, int]:
    dimension = draw(st.sampled_from([*DIMENSIONS, "rules"]))
    return (draw(st.sampled_from(bundled_ids())), dimension,
            draw(st.integers(1, MOST.get(dimension, 6))))


@settings(max_examples=8, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(growth=growths())
def test_a_file_that_passes_check_builds_within_a_multiple_of_its_check(tmp_path_factory, growth):
    """Any bundled encounter, grown in any dimension. A copy can make a file check refuses (a tracker's
    copied tier names a column its copy renamed): outside the promise, so not an example."""
    folder = tmp_path_factory.mktemp("grown")
    checked, built, errors = check_and_build(grown_file(*growth, folder), folder / "out")
    assume(not errors)
    assert built is not None and built <= BUILD_PER_CHECK * checked, \
        f"{growth}: the build made {built:,} calls, its check {checked:,} ({built / checked:.2f}×)"


@pytest.mark.parametrize("dimension", [*DIMENSIONS, "rules"])
def test_ten_times_the_file_keeps_the_bound(tmp_path, dimension):
    """The largest growth of each dimension, which the examples above may not draw."""
    times = MOST.get(dimension, 10)
    checked, built, errors = check_and_build(grown_file("incredible-hulk", dimension, times, tmp_path), tmp_path)
    assert not errors and built is not None
    assert built <= BUILD_PER_CHECK * checked, f"{built / checked:.2f}× at {times} times the {dimension}"
