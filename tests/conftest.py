from __future__ import annotations

import gc
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from browser import chromium  # noqa: F401 - one browser for the session, for every module that reads HTML
from source_documents import seeds  # noqa: F401 - the source documents, for the modules that read them
from printgen.load.bundled import bundled_ids, bundled_path
from printgen.load.loader import load_encounter

TESTS = Path(__file__).resolve().parent
FIXTURES = TESTS / "fixtures"

# The cyclic collector as the program runs it (printgen/cli's _collect_rarely): a pass every 200,000 new
# objects. A test process, like a command, makes a great many objects and almost no reference cycles; with
# the default, a pass every 700, the full passes over every encounter and memo the process holds took a fifth
# of the fast tier's CPU. A test that needs a cycle gone calls gc.collect() itself.
gc.set_threshold(200_000, 30, 30)


@pytest.fixture
def cli():
    """Run printgen in-process; returns Click's Result (stdout, stderr, exit_code)."""
    from printgen.cli import main  # here, not at the top: tests that never run a command do not need it

    runner = CliRunner()

    def run(*args: str):
        return runner.invoke(main, list(args), catch_exceptions=False)

    return run


@pytest.fixture(scope="session")
def loaded_bundled():
    """Every bundled encounter, loaded once: id -> Loaded (model, source document, findings)."""
    result = {}
    for encounter_id in bundled_ids():
        loaded = load_encounter(bundled_path(encounter_id))
        assert loaded.ok, [f.format() for f in loaded.findings]
        result[encounter_id] = loaded
    return result


@pytest.fixture(scope="session")
def bundled(loaded_bundled):
    """Every bundled encounter's model: id -> Encounter."""
    return {encounter_id: loaded.model for encounter_id, loaded in loaded_bundled.items()}


# --- encounters written as YAML snippets, and where in them a finding points ------------------------

MINIMAL = (FIXTURES / "valid" / "minimal.yaml").read_text()


def with_rule(text: str) -> str:
    """The minimal encounter with ``text`` as its one rule's text."""
    return MINIMAL.replace("    text: The Crisis Team starts with priority.", f"    text: {text}")


def at_each(text: str, where: str, what: str = "") -> list[tuple[int, int]]:
    """(line, col), from 1 as findings count them, of ``what`` inside each occurrence of ``where``
    in ``text`` (of ``where`` itself if no ``what``)."""
    offsets = [match.start() + where.index(what) for match in re.finditer(re.escape(where), text)]
    return [(text.count("\n", 0, offset) + 1, offset - text.rfind("\n", 0, offset)) for offset in offsets]


def at(text: str, where: str, what: str = "") -> tuple[int, int]:
    """(line, col) of ``what`` inside ``where`` (or of ``where``), which occurs in ``text`` once."""
    places = at_each(text, where, what)
    assert len(places) == 1, f"{where!r} occurs {len(places)} times"
    return places[0]


def load_snippet(tmp_path: Path, text: str):
    """``text`` loaded as the encounter file e.yaml (findings name it so)."""
    path = tmp_path / "e.yaml"
    path.write_text(text, encoding="utf-8")
    return load_encounter(path, "e.yaml")


def checked(tmp_path: Path, text: str, *codes: str) -> list:
    """The findings of the checks named (of every check if none) over ``text``, which must load."""
    from printgen.checks import run_checks
    from printgen.checks.context import Context

    loaded = load_snippet(tmp_path, text)
    assert loaded.ok, [f.format() for f in loaded.findings]
    return run_checks(Context(loaded), list(codes) or None).findings


def located(findings) -> list[tuple[int, int, str]]:
    """(line, col, code) of each finding, in the order reported."""
    return [(f.line, f.col, f.code) for f in findings]


# --- what the pages of a part show -----------------------------------------------------------------------

BLANK = "This page is intentionally blank."


def drawn_texts(items):
    """The text of every Text item drawn, those inside groups included."""
    from printgen.layout.display import Text, leaves

    return [item.text for item in leaves(items) if isinstance(item, Text)]


def lines_until(lines, fragment: str, wait: float) -> list[str]:
    """The lines a process printed (a queue a reader thread fills) up to and including the first that holds
    ``fragment``, waiting ``wait`` seconds at most."""
    import queue
    import time

    seen: list[str] = []
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        try:
            seen.append(lines.get(timeout=1))
        except queue.Empty:
            continue
        if fragment in seen[-1]:
            return seen
    raise AssertionError(f"no {fragment!r} in {wait} s; printed: {seen}")


def resolved_command(words: list[str]):
    """The printgen command ``words`` name (a group's subcommand followed), and the words left after it."""
    import click

    from printgen.cli import main

    command: click.Command = main
    while isinstance(command, click.Group) and words:
        found = command.get_command(click.Context(command), words[0])
        if found is None:
            break
        command, words = found, words[1:]
    return command, words


COMMAND_LINE = re.compile(r"printgen (?:setup|kit|cards|tokens|trackers|check|proof|new|show|tts|preview|calibrate) ")


def printed_commands(texts: list[str]) -> list[str]:
    """Each `printgen …` command among drawn texts as it pastes: its lines, each but the last ending in a
    backslash, joined by line breaks as a shell receives them."""
    found: list[str] = []
    open_: list[str] | None = None
    for text in texts:
        if open_ is not None:
            open_.append(text)
        elif COMMAND_LINE.match(text.strip()):
            open_ = [text.strip()]
        if open_ is not None and not open_[-1].endswith("\\"):
            found.append("\n".join(open_))
            open_ = None
    return found


def parts_of(pages) -> list[str | None]:
    """The part each page of a kit belongs to (None: a blank page), from the bookmark that opens each part."""
    owner, owners = None, []
    for page in pages:
        owner = page.bookmark or owner
        owners.append(None if BLANK in drawn_texts(page.items) else owner)
    return owners

