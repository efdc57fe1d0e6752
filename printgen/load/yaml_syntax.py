"""YAML syntax errors explained: what PyYAML says, and how to fix the mistakes people make most.

Unquoted icon markup (``text: {power} gains 1``), an unquoted ``': '`` and a tab are the usual
causes; for markup the hint quotes the whole value as it should be written.
"""

from __future__ import annotations

import re

import yaml


def syntax_message(text: str, exc: yaml.MarkedYAMLError) -> str:
    """PyYAML's complaint, and how to fix it when it is a mistake card designers often make."""
    problem = exc.problem or exc.context or "invalid YAML"
    hint = _syntax_hint(text, exc, problem) if exc.problem_mark else None
    return f"not valid YAML: {problem}" + (f"; {hint}" if hint else "")


def _syntax_hint(text: str, exc: yaml.MarkedYAMLError, problem: str) -> str | None:
    """How to fix the mistakes a card designer makes most: unquoted markup, ': ' or a tab."""
    index = exc.problem_mark.index
    if (at := _icon_markup_at_fault(text, index)) is not None:
        in_flow = "flow" in (exc.context or "")
        suggestion = _quoted_value(text, at, in_flow, starts_value=at != index)
        return f"put text that holds icon markup in quotes: {suggestion}"
    if problem.startswith("mapping values are not allowed"):
        return _misindented(text, index) or "text that holds ': ' must be in quotes"
    if (exc.context or "").startswith(("while scanning an alias", "while scanning an anchor")) and exc.context_mark:
        mark = text[exc.context_mark.index]  # '*' (bold markup) or '&' read as YAML's own syntax
        return f"text that starts with {mark} must be in quotes (YAML reads a leading {mark} as its own syntax)"
    if problem.startswith("found character that cannot start any token") and index < len(text):
        return "indent with spaces, not tabs" if text[index] == "\t" else (
            f"text that starts with {text[index]} must be in quotes")
    return None


_MARKUP = r"\{[a-z][a-z0-9-]*(?::[a-z0-9-]+)?\}"  # an icon, {power}, or a text reference, {vp:victory}
_ICON_MARKUP = re.compile(_MARKUP)
_VALUE_STARTS_WITH_MARKUP = re.compile(r"(?:^[ \t]*-|:)[ \t]+(" + _MARKUP + ")")
_MARKUP_OR_FLOW_TEXT = re.compile(r"(?:" + _MARKUP + r"|[^,{}\[\]\n])*")
_KEY_AND_TEXT_BEFORE = re.compile(r"(?:([\w-]+):[ \t]+)?([^,:{}\[\]]*)\Z")


def _icon_markup_at_fault(text: str, index: int) -> int | None:
    """Where unquoted icon markup broke the parse, if it did. It does in two ways: inside ``{ }`` or
    ``[ ]`` a plain value ends at the markup's ``{`` (the parser stops right on it), and a value that
    starts with markup is read as a mapping (the parser stops just after it, on the same line)."""
    if _ICON_MARKUP.match(text, index):
        return index
    line_start = text.rfind("\n", 0, index) + 1
    starts = list(_VALUE_STARTS_WITH_MARKUP.finditer(text[line_start:index]))
    return line_start + starts[-1].start(1) if starts else None


def _quoted_value(text: str, at: int, in_flow: bool, starts_value: bool) -> str:
    """The value around the markup at ``at``, as the user should write it: in quotes, after its key."""
    before = _KEY_AND_TEXT_BEFORE.search(text[max(0, at - 500):at])
    key, head = (before.group(1), before.group(2)) if before else (None, "")
    head = "" if starts_value else head
    if in_flow:
        flow_text = _MARKUP_OR_FLOW_TEXT.match(text, at)
        assert flow_text is not None  # the pattern matches the empty string too
        tail = flow_text.group()
    else:
        tail = text[at:].split("\n", 1)[0].split(" #", 1)[0]
    value = " ".join((head + tail).split())
    quoted = f'"{value}"' if '"' not in value else "'" + value.replace("'", "''") + "'"
    return f"{key}: {quoted}" if key else quoted


_KEY_LINE = re.compile(r"( *)((?:- )?)([\w-]+):(?: |$)")


def _misindented(text: str, index: int) -> str | None:
    """A key indented more than the key above it, which holds a value of its own: the parser reads
    the key as more of that value, a mapping where none may be. Not a ': ' in text at all."""
    line_start = text.rfind("\n", 0, index) + 1
    here = _KEY_LINE.match(text, line_start)
    above = _key_line_above(text, line_start)
    if here is None or above is None or line_start + len(here.group(0).rstrip(" :")) != index:
        return None
    column, above_column = len(here.group(1)) + len(here.group(2)), len(above.group(1)) + len(above.group(2))
    if column <= above_column:
        return None
    return (f"'{here.group(3)}' is indented {column} spaces and the key above it {above_column}: keys of one "
            f"mapping line up")


def _key_line_above(text: str, line_start: int) -> re.Match | None:
    """The nearest line above that holds a key with its value (blank and comment lines skipped)."""
    for line in reversed(text[:max(0, line_start - 1)].split("\n")):
        if line.strip() and not line.strip().startswith("#"):
            match = _KEY_LINE.match(line)
            return match if match and line[match.end():].strip() else None
    return None
