"""The documentation cannot drift from the program: every command and option is read from Click
itself, and docs/commands.md must document each (a section per command whose synopsis names
exactly its options); every option the README and docs/ name must exist, every `printgen …`
example in a code block must parse with the real command, every link to a page or a picture must
lead somewhere, and every picture must be one tools/doc_images.py makes."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import click
import pytest
from conftest import resolved_command

from printgen.cli import main
from printgen.cli.lazy import every_command

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted((ROOT / "docs").glob("*.md"))
PAGES = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *DOCS]
COMMANDS_PAGE = ROOT / "docs" / "commands.md"


COMMANDS = dict(every_command(main))


def _options(command: click.Command) -> set[str]:
    return {opt for param in command.params if isinstance(param, click.Option) for opt in param.opts
            if opt.startswith("--") and opt != "--help"}


def _sections() -> dict[tuple[str, ...], str]:
    """docs/commands.md's sections, by the command each heading names ("### printgen printer save")."""
    text = COMMANDS_PAGE.read_text()
    found = re.split(r"^### printgen (.+)$", text, flags=re.M)
    return {tuple(name.split()): body.split("\n## ", 1)[0] for name, body in zip(found[1::2], found[2::2])}


def test_every_command_has_its_own_section_and_every_section_a_command():
    assert sorted(_sections()) == sorted(COMMANDS)


@pytest.mark.parametrize("path", sorted(COMMANDS), ids=" ".join)
def test_a_sections_synopsis_names_exactly_the_commands_options(path):
    synopsis = re.search(r"```\n(printgen .*?)```", _sections()[path], re.S)
    assert synopsis, f"no synopsis under 'printgen {' '.join(path)}'"
    named = set(re.findall(r"--[a-z][a-z-]*", synopsis.group(1)))
    assert named == _options(COMMANDS[path])


def _named_options(text: str) -> set[str]:
    return set(re.findall(r"(?<![\w-])--[a-z][a-z-]+", text))


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_option_a_page_names_exists(page):
    known = set().union(*map(_options, COMMANDS.values())) | {"--help", "--version"}
    # pytest's, the benchmarks', the tools' and the snapshot test's own
    outside = {"--durations", "--only", "--runs", "--quick", "--list", "--record"}
    assert sorted(_named_options(page.read_text()) - known - outside) == []


def _code_blocks(text: str) -> list[tuple[str, str]]:
    """The page's fenced code blocks: (the fence's language, the lines inside)."""
    return re.findall(r"^```(\w*)\n(.*?)^```$", text, re.S | re.M)


def _examples(text: str) -> list[list[str]]:
    """Every `printgen …` command in the page's code blocks, as words, comments and chains cut off."""
    found = []
    for line in "\n".join(body for language, body in _code_blocks(text) if language in ("", "sh")).splitlines():
        for part in re.split(r"&&|\|\||;|\|", line.split(" #", 1)[0]):
            part = part.strip().removeprefix("$ ")
            if not part.startswith("printgen "):
                continue
            words = shlex.split(part.replace(">", " > "))
            found.append(words[1: words.index(">") if ">" in words else None])
    return found


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_example_names_a_real_command_with_its_own_options(page):
    for words in _examples(page.read_text()):
        if not words or words[0].startswith("--") and words[0] in ("--help", "--version", "-h"):
            continue
        command, rest = resolved_command(words)
        assert command is not main and not isinstance(command, click.Group) or rest in ([], ["--help"]), words
        options = _options(command) | {"--help"}
        assert [word for word in rest if word.startswith("--") and word not in options] == [], words


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_link_and_picture_leads_somewhere(page):
    prose = re.sub(r"`[^`\n]*`", "", re.sub(r"```.*?```", "", page.read_text(), flags=re.S))
    for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", prose):
        if re.match(r"https?://", target):
            continue
        assert (page.parent / target).exists(), f"{page.name} links to {target}, which is not there"


def test_every_picture_is_one_the_figure_tool_makes():
    listed = subprocess.run([sys.executable, str(ROOT / "tools" / "doc_images.py"), "--list"], capture_output=True,
                            text=True, check=True).stdout
    figures = {line.split()[0] for line in listed.splitlines() if line.strip()}
    shown = {Path(name).stem for page in PAGES for name in re.findall(r"\]\((?:docs/)?images/([^)]+\.png)\)",
                                                                        page.read_text())}
    assert shown and shown <= figures
    assert all(f"doc_images.py {name}" in "".join(page.read_text() for page in PAGES) for name in shown)


def test_the_readme_links_every_page_of_the_docs():
    readme = (ROOT / "README.md").read_text()
    assert [page.name for page in DOCS if f"(docs/{page.name})" not in readme] == []


def test_every_check_is_in_the_checks_page():
    from printgen.checks.registry import REGISTRY

    page = (ROOT / "docs" / "checks.md").read_text()
    assert [code for code in REGISTRY if f"`{code}`" not in page] == []
