"""Every example on every page of the docs runs, as a newcomer would run it, and does what the page says.

Each page is read as its reader meets it: in a fresh folder with printgen's defaults (a configuration
folder of its own), its examples pasted whole into bash in the order the page gives them, from its code
blocks (`printgen …` lines, a `$ ` prompt allowed) and its inline `printgen …` examples that say more
than a command's name. An example that names a file `NAME.yaml` the folder does not hold yet gets one
first, as a newcomer makes one: `printgen new NAME`. Each example must exit 0, or with the code the
page gives it ("… and exits 1"); a path its comment promises (`# output/incredible-hulk/kit.pdf`) must
be there afterwards; and the lines a `$ printgen …` block shows it printing about the bundled
encounters must be what it prints. (Shown output about the reader's own file is an illustration of
mistakes the page describes, not of the scaffold.) Synopses (`ENCOUNTER`, `[--seed N]`) are not
examples. `watch` and `proof --serve` never end: they are held to parse with Click instead.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import click
import pytest
from conftest import resolved_command

from printgen.cli import main

pytestmark = pytest.mark.slow  # runs every example as a process: outside the fast tier (-m "not slow")

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md"))]
BIN = Path(sys.executable).parent  # where the environment's `printgen` script is, as installed
PLACEHOLDER = re.compile(r"\b[A-Z]+\b|\[|…|\.\.\.|\|(?!\|)")  # ENCOUNTER, [--seed N], letter|a4
MADE_FILE = re.compile(r"(?<![\w./-])([a-z0-9]+(?:-[a-z0-9]+)*)\.yaml\b")
EXIT = re.compile(r"\bexits? (\d+)\b")


@dataclass
class Example:
    page: str
    line: int
    command: str
    exits: int = 0
    promised: list[str] = field(default_factory=list)  # paths its comment says it writes
    prints: list[str] = field(default_factory=list)    # the lines a `$ ` block shows it printing
    aside: bool = False  # an inline `config set`: one reader's choice ("On A4, say so once"), not the next step

    def __str__(self) -> str:
        return f"{self.page}:{self.line}: {self.command}"


def _code_examples(page: str, text: str) -> list[tuple[int, Example]]:
    found = []
    for block in re.finditer(r"^```(\w*)\n(.*?)^```$", text, re.S | re.M):
        if block.group(1) not in ("", "sh", "console", "bash"):
            continue
        lines = block.group(2).splitlines()
        start = block.start(2)
        for index, line in enumerate(lines):
            prompt = line.startswith("$ ")
            command, _, comment = line.removeprefix("$ ").partition(" #")
            if not command.startswith("printgen ") or PLACEHOLDER.search(command):
                continue
            offset = start + sum(len(earlier) + 1 for earlier in lines[:index])
            shown = _shown(lines[index + 1:]) if prompt else []
            found.append((offset, Example(page, text.count("\n", 0, offset) + 1, command.strip(), _exit_said(comment),
                                          _promised(comment), shown)))
    return found


def _shown(after: list[str]) -> list[str]:
    shown = []
    for line in after:
        if line.startswith("$ "):
            break
        shown.append(line.rstrip())
    return shown


def _promised(comment: str) -> list[str]:
    return re.findall(r"(?<![\w/])(output/[\w./-]+\w|[a-z0-9-]+\.yaml)(?![\w/])", comment)


def _exit_said(words: str) -> int:
    said = EXIT.search(words)
    return int(said.group(1)) if said else 0


def _inline_examples(page: str, text: str) -> list[tuple[int, Example]]:
    prose = re.sub(r"^```.*?^```$", lambda block: " " * len(block.group(0)), text, flags=re.S | re.M)
    found = []
    for span in re.finditer(r"`(printgen [^`\n]+)`", prose):
        command = span.group(1).replace("\\|", "|")
        if PLACEHOLDER.search(command) or not _says_more_than_a_name(command):
            continue
        sentence = re.split(r"[.!?](?:\s|$)|\n\n|(?<!\\)\|", prose[span.end():], maxsplit=1)[0]  # or table cell
        found.append((span.start(), Example(page, text.count("\n", 0, span.start()) + 1, command,
                                            _exit_said(sentence), aside=command.startswith("printgen config set"))))
    return found


def _says_more_than_a_name(command: str) -> bool:
    """`printgen kit incredible-hulk` is an example; `printgen kit` names the command."""
    words = shlex.split(command)[1:]
    if words[:1] in (["--help"], ["--version"]):
        return True
    _, rest = resolved_command(words)
    return bool(rest)


def examples(path: Path) -> list[Example]:
    """The page's examples in the order its reader meets them, each once."""
    text = path.read_text(encoding="utf-8")
    everything = sorted(_code_examples(path.name, text) + _inline_examples(path.name, text), key=lambda pair: pair[0])
    seen: set[str] = set()
    return [example for _, example in everything if not (example.command in seen or seen.add(example.command))]


def _endless(command: str) -> bool:
    words = shlex.split(command)
    return words[1:2] == ["watch"] or "--serve" in words


def _parses(command: str) -> str:
    """Why Click refuses the command's words, or "" (a command that never ends is not run)."""
    words = shlex.split(command)[1:]
    leaf, rest = resolved_command(words)
    try:
        leaf.make_context(leaf.name, rest, parent=click.Context(main, info_name="printgen"))
    except click.ClickException as exc:
        return exc.format_message()
    return ""


def _run(command: str, folder: Path, aside: bool = False) -> subprocess.CompletedProcess:
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
           "PRINTGEN_CONFIG_DIR": str(folder / (".config-aside" if aside else ".config")), "NO_COLOR": "1"}
    return subprocess.run(["bash", "-c", command], cwd=folder, env=env, capture_output=True, text=True, timeout=600)


def _files_first(example: Example, folder: Path) -> list[str]:
    """The `printgen new NAME` a newcomer runs first for each NAME.yaml the example names and the folder
    lacks (one the example writes itself, by `new` or `>`, is not made for it)."""
    made = set(re.findall(r"printgen new ([a-z0-9-]+)", example.command))
    made |= {name.removesuffix(".yaml") for name in re.findall(r">\s*(\S+\.yaml)", example.command)}
    return [f"printgen new {name}" for name in dict.fromkeys(MADE_FILE.findall(example.command))
            if name not in made and not (folder / f"{name}.yaml").exists()]


def _outcome(example: Example, folder: Path) -> str:
    """What is wrong with the example as the page gives it, or ""."""
    if _endless(example.command):
        return _parses(example.command)
    for first in _files_first(example, folder):
        made = _run(first, folder)
        if made.returncode:
            return f"could not make its file with `{first}`: {made.stderr.strip()}"
    ran = _run(example.command, folder, example.aside)
    said = (ran.stderr.strip() or ran.stdout.strip()).splitlines()[-1:] or [""]
    if ran.returncode != example.exits:
        return f"exit {ran.returncode}, the page says {example.exits}: {said[0]}"
    missing = [path for path in example.promised if not (folder / path).exists()]
    if missing:
        return f"did not write {', '.join(missing)}, which the page says it writes"
    if example.prints and _about_the_bundled(example.command) and \
            [line.rstrip() for line in ran.stdout.splitlines()] != example.prints:
        return f"printed {ran.stdout!r}, the page shows {chr(10).join(example.prints)!r}"
    return ""


def _about_the_bundled(command: str) -> bool:
    return not MADE_FILE.search(command)


@pytest.mark.parametrize("page", [page for page in PAGES if examples(page)], ids=lambda page: page.name)
def test_every_example_on_the_page_runs_as_printed(page, tmp_path):
    failed = [f"{example}: {why}" for example in examples(page) if (why := _outcome(example, tmp_path))]
    assert failed == [], "\n".join(failed)


def test_the_examples_are_found_where_the_pages_have_them():
    """A page with a `printgen …` line in a code block, or an inline example with arguments, has
    examples: the reading above cannot quietly find none."""
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        lines = re.findall(r"^(?:\$ )?printgen [a-z-]+.*$", text, re.M)
        assert not [line for line in lines if not PLACEHOLDER.search(line)] or examples(page), page.name
    assert [str(example) for page in PAGES for example in examples(page) if PLACEHOLDER.search(example.command)] == []


def test_a_synopsis_is_not_an_example_and_a_prompt_brings_its_output():
    listed = next(example for example in examples(ROOT / "docs" / "commands.md") if example.command == "printgen list")
    assert listed.prints and listed.prints[0].split()[:2] == ["ID", "TITLE"]
    assert not any("ENCOUNTER" in example.command for page in PAGES for example in examples(page))
