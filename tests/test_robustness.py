"""Untrusted input: mutated and random encounter files never crash or hang printgen; output is
written atomically, inside the output folder only, and limits give clear messages."""

from __future__ import annotations

import copy
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import FIXTURES
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.cli import main

pytestmark = pytest.mark.slow  # builds whole parts, kits or processes: outside the fast tier (-m "not slow")

IN_CI = os.environ.get("CI") == "true"
# A few thousand examples in CI (about 2,800 across these tests), fewer on a developer's run.
settings.register_profile("default", max_examples=100, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
settings.register_profile("ci", max_examples=1000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
settings.load_profile("ci" if IN_CI else "default")
BUILD_EXAMPLES = 120 if IN_CI else 25
SHOW_EXAMPLES = 700 if IN_CI else 100   # three commands an example: the costliest test

BUNDLED = {i: yaml.safe_load(bundled_path(i).read_text(encoding="utf-8")) for i in bundled_ids()}
REFERENCES = ["{vp:mission-accomplished}", "{dice:gamma-aura}", "{count:soldiers}", "{count:priority-tracking}",
              "{name:gamma-absorber}", "{range:hulk-edge}", "{edge:crisis-team-edge}", "{cost:gamma-throw}",
              "{vp:gamma-aura}", "{dice:nowhere}", "{vp: x}", "{name:" + "a" * 300 + "}", "{{vp:x}}",
              "\\{vp:x\\}", "{name:hulk-tip}" * 40]
"""Text references, good in one bundled file and not in the others, misspelt, malformed and long."""
VALUES = st.one_of(st.none(), st.booleans(), st.integers(-10**12, 10**12), st.floats(allow_nan=False),
                   st.text(max_size=40), st.sampled_from(["30mm", "-1in", "range 9", "{mana}", "{power", "", "x" * 5000,
                                                          "../../etc", "yes", "2m"]),
                   st.sampled_from(REFERENCES).map(lambda said: f"Roll {said} at once."),
                   st.lists(st.integers(-3, 3), max_size=3), st.dictionaries(st.text(max_size=6), st.integers(),
                                                                            max_size=2))
HUGE_CHARS = 400_000


def paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from paths(value, prefix + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from paths(value, prefix + (index,))


def parent_and_key(data, path):
    node = data
    for part in path[:-1]:
        node = node[part]
    return node, path[-1]


def huge(value):
    """The value made huge: up to 200 copies of a text or list, but no more than HUGE_CHARS in all, so
    that an example stays cheap to make (four huge steps in a row would otherwise grow 200**4-fold)."""
    if isinstance(value, (str, list)):
        return value * max(2, min(200, HUGE_CHARS // max(1, len(repr(value)))))
    return 10**9 if isinstance(value, int) else value


@st.composite
def mutated_encounters(draw):
    """A bundled encounter with fields deleted, retyped, duplicated, emptied or made huge."""
    data = copy.deepcopy(BUNDLED[draw(st.sampled_from(sorted(BUNDLED)))])
    for _ in range(draw(st.integers(1, 4))):
        candidates = [p for p in paths(data) if p]
        if not candidates:
            break
        path = draw(st.sampled_from(candidates))
        parent, key = parent_and_key(data, path)
        operation = draw(st.sampled_from(["delete", "retype", "duplicate", "empty", "huge"]))
        if operation == "delete":
            del parent[key]
        elif operation == "retype":
            parent[key] = draw(VALUES)
        elif operation == "duplicate" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        elif operation == "empty":
            parent[key] = type(parent[key])() if isinstance(parent[key], (dict, list, str)) else None
        elif operation == "huge":
            parent[key] = huge(parent[key])
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=10**6)


def run(args):
    start = time.perf_counter()
    result = CliRunner().invoke(main, args, catch_exceptions=True)
    elapsed = time.perf_counter() - start
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code in (0, 1, 2), (result.exit_code, result.output)
    assert "Traceback" not in result.output
    assert elapsed < 20, f"{args} took {elapsed:.1f} s"
    return result


@settings(max_examples=SHOW_EXAMPLES)
@given(mutated_encounters())
def test_mutated_files_through_show_and_check(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("m") / "e.yaml"
    path.write_text(text, encoding="utf-8")
    run(["show", str(path)])
    run(["show", str(path), "--format", "json"])
    run(["check", str(path)])


@settings(max_examples=BUILD_EXAMPLES)
@given(mutated_encounters(), st.sampled_from(["cards", "tokens", "trackers", "setup", "odds", "kit", "tts"]))
def test_mutated_files_through_the_builds(tmp_path_factory, text, command):
    """Every command answers cleanly, and check is a promise: a mutant that passes it builds."""
    folder = tmp_path_factory.mktemp("b")
    path = folder / "e.yaml"
    path.write_text(text, encoding="utf-8")
    extra = [] if command == "odds" else ["--out", str(folder / "out")]
    if command in ("setup", "kit", "tts"):
        extra += ["--seed", "1"]
    passed = run(["check", str(path)]).exit_code == 0
    built = run([command, str(path), *extra])
    assert not passed or built.exit_code == 0, (command, built.output[-2000:])
    outside = {p for p in folder.rglob("*") if p.is_file()} - {path}
    assert all(str(p).startswith(str(folder / "out")) for p in outside)  # nothing written outside --out
    assert not list(folder.rglob("*.part"))


@given(st.text(max_size=400))
def test_random_text_is_never_a_crash(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("r") / "e.yaml"
    path.write_text(text, encoding="utf-8")
    run(["show", str(path)])


@given(st.binary(max_size=300))
def test_random_bytes_are_never_a_crash(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("r") / "e.yaml"
    path.write_bytes(data)
    run(["check", str(path)])


def test_data_text_is_never_run_as_a_template(tmp_path):
    # Template syntax in the title (which `show` prints) and the story (which only JSON carries) comes out verbatim;
    # 7 * 7 would print 49, but the temporary folder's name can hold 49 too, so the check is on the literal text.
    markup = "{{ 7 * 7 }} {% if true %}x{% endif %}"
    source = (FIXTURES / "valid" / "minimal.yaml").read_text()
    source = source.replace("Ultimate Encounter: Minimal", markup).replace(
        "A menace of minimal size threatens the city.", f'"{markup}"')
    path = tmp_path / "t.yaml"
    path.write_text(source)
    result = run(["show", str(path)])
    assert result.exit_code == 0
    assert markup in result.stdout
    shown = run(["show", str(path), "--format", "json"]).stdout
    assert shown.count(markup) == 2


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP], ids=lambda s: s.name)
def test_an_interrupted_build_leaves_the_previous_file_and_no_partial_file(tmp_path, signum):
    folder = tmp_path / "out" / "mutant-masterworks"
    folder.mkdir(parents=True)
    previous = folder / "setup-1-1500.pdf"
    previous.write_bytes(b"the previous output")
    process = subprocess.Popen([sys.executable, "-m", "printgen", "setup", "mutant-masterworks", "--seed", "1",
                                "--count", "1500", "--out", str(tmp_path / "out")],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _wait_until_it_has_worked(process, cpu_seconds=1.5)  # past start-up, inside the build
    assert process.poll() is None, "the build finished before it could be interrupted"
    process.send_signal(signum)
    process.wait(timeout=30)
    assert process.returncode == 128 + signum  # as a shell reports a stopped command: 130 for Ctrl-C
    assert previous.read_bytes() == b"the previous output"
    assert sorted(p.name for p in folder.iterdir()) == ["setup-1-1500.pdf"]
    said = process.stderr.read().decode().strip().splitlines()
    assert len(said) == 1 and said[0].startswith("stopped ("), said


@pytest.mark.slow
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP], ids=lambda s: s.name)
def test_a_stopped_multi_kit_run_leaves_no_worker_and_writes_nothing_after(tmp_path, signum):
    """`printgen kit A B …` builds in worker processes: the signal goes to the whole group, as a terminal
    sends it, and after the stop no worker is left and no file appears."""
    process = subprocess.Popen([sys.executable, "-m", "printgen", "kit", "--all", "--out", str(tmp_path / "out")],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    workers = _workers_at_work(process)
    os.killpg(process.pid, signum)
    process.wait(timeout=30)
    written = sorted(str(path) for path in (tmp_path / "out").rglob("*"))
    time.sleep(2)  # a worker left behind would write its kit in this time
    assert process.returncode == 128 + signum
    assert sorted(str(path) for path in (tmp_path / "out").rglob("*")) == written
    assert [pid for pid in workers if Path(f"/proc/{pid}").exists()] == []
    assert b"Traceback" not in process.stderr.read()


def _workers_at_work(process: subprocess.Popen) -> list[int]:
    """The worker processes, once they have started building (the parent forks them, then waits)."""
    while process.poll() is None:
        workers = _children(process.pid)
        if workers and all(_cpu_seconds(pid) > 0.1 for pid in workers):
            return workers
        time.sleep(0.02)
    pytest.fail("the kits were built before the run could be stopped")


def _cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except FileNotFoundError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _children(pid: int) -> list[int]:
    """The processes ``pid`` started, from /proc (each task's list of children)."""
    try:
        return [int(child) for task in Path(f"/proc/{pid}/task").iterdir()
                for child in (task / "children").read_text().split()]
    except FileNotFoundError:  # it has ended
        return []


def _wait_until_it_has_worked(process: subprocess.Popen, cpu_seconds: float) -> None:
    """Wait for the child to have spent ``cpu_seconds`` of CPU, however busy the machine is (a
    wall-clock sleep would interrupt a slow machine's start-up instead of its build)."""
    stat = Path(f"/proc/{process.pid}/stat")
    if not stat.exists():
        pytest.skip("needs /proc to see the child's CPU time")
    ticks = os.sysconf("SC_CLK_TCK")
    while process.poll() is None:
        fields = stat.read_text().rsplit(")", 1)[1].split()
        if (int(fields[11]) + int(fields[12])) / ticks >= cpu_seconds:  # utime + stime
            return
        time.sleep(0.05)


def test_an_output_symlink_pointing_elsewhere_is_refused(cli, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = tmp_path / "out"
    (out / "incredible-hulk").mkdir(parents=True)
    (out / "incredible-hulk" / "cards.pdf").symlink_to(elsewhere / "cards.pdf")
    result = cli("cards", "incredible-hulk", "--out", str(out))
    assert result.exit_code == 2
    assert "is a symbolic link; refusing to write through it" in result.stderr
    assert list(elsewhere.iterdir()) == []
    (out / "incredible-hulk" / "cards.pdf").unlink()
    (out / "incredible-hulk").rmdir()
    (out / "incredible-hulk").symlink_to(elsewhere, target_is_directory=True)
    result = cli("cards", "incredible-hulk", "--out", str(out))
    assert result.exit_code == 2 and "refusing to write outside" in result.stderr
    assert list(elsewhere.iterdir()) == []


def test_an_output_folder_that_is_a_file_is_a_clear_error(cli, tmp_path):
    blocker = tmp_path / "out"
    blocker.write_text("not a folder")
    result = cli("tokens", "incredible-hulk", "--out", str(blocker))
    assert result.exit_code == 2 and "is a file" in result.stderr


def test_an_unwritable_output_folder_is_a_clear_error(cli, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "incredible-hulk").write_text("a file where the folder should be")
    result = cli("trackers", "incredible-hulk", "--out", str(out))
    assert result.exit_code == 2 and "cannot write" in result.stderr


@pytest.mark.parametrize("args, message", [
    (["tokens", "{path}", "--max-tokens", "5"], "the encounter asks for 20 tokens; the limit is 5"),
    (["cards", "incredible-hulk", "--max-pages", "1"], "this build would make 2 pages; the limit is 1"),
    (["setup", "incredible-hulk", "--count", "30", "--max-pages", "10"], "30 setup sheets would make 30 pages"),
])
def test_limits_give_clear_messages(cli, tmp_path, args, message):
    source = (FIXTURES / "valid" / "minimal.yaml").read_text()
    source += "tokens:\n  - {id: crate, name: Crate, count: 20, front: {label: Crate}}\n"
    path = tmp_path / "e.yaml"
    path.write_text(source)
    result = cli(*[arg.replace("{path}", str(path)) for arg in args], "--out", str(tmp_path / "out"))
    assert result.exit_code == 1
    assert message in result.stderr
    assert "raise it with --max-" in result.stderr


def test_preview_writes_nowhere_but_inside_out(cli, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = tmp_path / "out"
    out.mkdir()
    (out / "unstoppable-colossus").symlink_to(elsewhere, target_is_directory=True)
    result = cli("preview", "unstoppable-colossus", "--part", "tokens", "--dpi", "20", "--out", str(out))
    assert result.exit_code == 2 and "refusing to write outside" in result.stderr
    assert list(elsewhere.rglob("*")) == []
    (out / "unstoppable-colossus").unlink()
    (out / "unstoppable-colossus" / "preview").parent.mkdir()
    (out / "unstoppable-colossus" / "preview").symlink_to(elsewhere, target_is_directory=True)
    result = cli("preview", "unstoppable-colossus", "--part", "tokens", "--dpi", "20", "--out", str(out))
    assert result.exit_code == 2 and list(elsewhere.rglob("*")) == []


PROSE = {"text", "story", "hint", "note", "purpose", "action", "ask", "then", "if_none", "details"}
"""Keys whose strings are prose, where a designer writes a text reference."""


def own_references(data: dict) -> list[str]:
    """The references an encounter's own ids make good."""
    ending = [f"{{vp:{e['id']}}}" for e in data.get("endings", []) if "vp" in e]
    dice = [f"{{dice:{t['id']}}}" for t in data.get("tables", [])]
    things = [f"{{{kind}:{t['id']}}}" for t in data.get("tokens", []) for kind in ("count", "name")]
    zones = [f"{{{kind}:{z['id']}}}" for z in data["setup_map"].get("deployment", []) if "edge" in z
             for kind in ("range", "edge")]
    return ending + dice + things + zones


@st.composite
def referring_encounters(draw):
    """A bundled encounter with text references written into some of its prose: mostly good ones of its
    own, sometimes others' ids, misspelt, malformed and long ones."""
    data = copy.deepcopy(BUNDLED[draw(st.sampled_from(sorted(BUNDLED)))])
    data["id"] = "copy-of-" + data["id"]  # its own id (ref.bundled-id): a copy that passes check builds its own kit
    texts = [p for p in paths(data) if p and (p[-1] in PROSE or (len(p) > 1 and p[-2] in PROSE))
             and isinstance(parent_and_key(data, p)[0][p[-1]], str)]
    references = st.one_of(st.sampled_from(own_references(data)), st.sampled_from(REFERENCES))
    for _ in range(draw(st.integers(1, 4))):
        parent, key = parent_and_key(data, draw(st.sampled_from(texts)))
        words = parent[key].split(" ")
        at = draw(st.integers(0, len(words)))
        parent[key] = " ".join([*words[:at], draw(references), *words[at:]])
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=10**6)


@settings(max_examples=BUILD_EXAMPLES)
@given(referring_encounters())
def test_text_references_anywhere_answer_cleanly_and_what_check_passes_prints_them_in_words(tmp_path_factory, text):
    """Check is a promise with references too: a file that passes builds its kit, and no reference is left
    unsaid on any page (nor in show's JSON)."""
    folder = tmp_path_factory.mktemp("refs")
    path = folder / "e.yaml"
    path.write_text(text, encoding="utf-8")
    if run(["check", str(path)]).exit_code != 0:
        return
    assert run(["kit", str(path), "--seed", "1", "--out", str(folder / "out")]).exit_code == 0
    import pypdfium2
    for pdf_path in (folder / "out").rglob("*.pdf"):
        pdf = pypdfium2.PdfDocument(pdf_path)
        printed = "".join(pdf[n].get_textpage().get_text_range() for n in range(len(pdf)))
        assert not re.search(r"\{[a-z]+:", printed), pdf_path


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a parent's death kills its workers on Linux")
def test_a_multi_kit_run_killed_outright_leaves_no_worker_and_writes_nothing_after(tmp_path):
    """SIGKILL, which no handler sees, to `printgen kit --all` alone: its workers die with it (the system
    kills them), so no kit appears after the kill and no process is left."""
    process = subprocess.Popen([sys.executable, "-m", "printgen", "kit", "--all", "--out", str(tmp_path / "out")],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    workers = _workers_at_work(process)
    process.kill()
    process.wait(timeout=30)
    written = sorted(str(path) for path in (tmp_path / "out").rglob("*") if not path.name.endswith(".part"))
    deadline = time.monotonic() + 10
    while any(Path(f"/proc/{pid}").exists() for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(2)  # a worker left behind would write its kit in this time
    assert [pid for pid in workers if Path(f"/proc/{pid}").exists()] == []
    assert sorted(str(path) for path in (tmp_path / "out").rglob("*") if not path.name.endswith(".part")) == written
