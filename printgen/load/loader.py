"""YAML in, validated model out, with every problem found at once and located.

Steps: read and parse (unreadable input raises, exit 2) → YAML-level problems
(duplicate keys) → unknown icons anywhere in the text → schema validation →
load-time integrity (unique ids, references). Everything after parsing is a
finding; a model is returned only when there are no errors.
"""

from __future__ import annotations

import difflib
import os
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from printgen.core import markup
from printgen.load import integrity, text_values
from printgen.load.lenient import Pruned, lenient_model
from printgen.core.errors import InvalidBundledData
from printgen.core.findings import Finding, sorted_findings
from printgen.model import CoreRules, Encounter, GameConstants, assumed
from printgen.model.base import Node
from printgen.model.tree import tree_of
from printgen.core.resources import DATA_DIR
from printgen.core.terminal import one_line
from printgen.load.schema_errors import findings_from_error
from printgen.load.yaml_read import YamlDoc, parse, read_text

M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True)
class Loaded(Generic[M]):
    """A file read: its document, its model (none when it has errors) and every finding on the way."""

    doc: YamlDoc
    built: M | None
    findings: list[Finding]

    @property
    def ok(self) -> bool:
        return self.built is not None

    @property
    def model(self) -> M:
        """The model of a file that loaded (``ok``): asking for the model of a file with errors is a
        mistake of the code that asks, not of the file."""
        if self.built is None:
            raise ValueError(f"{self.doc.path} did not load: it has errors")
        return self.built


def display_path(path: Path) -> str:
    """A path as the user would like to read it: relative to here when it is below here, on one line
    (a line break in a file's name is shown as \\n, so that every finding stays one line)."""
    try:
        relative = os.path.relpath(path)
    except ValueError:  # another drive on Windows
        relative = ".."
    return one_line(str(path) if relative.startswith("..") else relative)


def read_source(path: Path, display: str | None = None) -> YamlDoc:
    display = display or display_path(path)
    return parse(read_text(path, display), display)


def load_encounter(path: Path, display: str | None = None) -> Loaded[Encounter]:
    """The encounter and every problem found on the way: what the schema refuses, and what the references
    and text references name that does not exist, at once, even when the schema refuses a part of the file
    (the rest is still walked: load/lenient.py)."""
    doc = read_source(path, display)
    encounter_id = doc.data.get("id") if isinstance(doc.data, dict) else None
    encounter_id = encounter_id if isinstance(encounter_id, str) else None
    constants = game_constants()
    findings, model, pruned = _validated(doc, Encounter, validation_context(constants), encounter_id)
    if model is None:
        return Loaded(doc, None, findings)
    shown, known = (doc, set()) if pruned is None else (MappedDoc(doc, pruned), pruned.ids(doc.data))
    named = integrity.check_encounter(shown, model, constants, known)
    whole = pruned is None and not any(f.is_error for f in named)
    said = _values_said(shown, model, constants, known, whole)
    if pruned is not None:  # named as the file names itself, not by an id that stands in for a missing one
        named, said = ([replace(f, encounter=encounter_id) for f in part] for part in (named, said))
    findings = sorted_findings(findings + named + said)
    if whole:  # the values the assumptions cover, in the words the kit prints
        findings = sorted_findings(findings + integrity.covers_checked(shown, model))
    if not whole or any(f.is_error for f in findings):
        return Loaded(doc, None, findings)
    assumed.apply(model, model.assumptions)
    return Loaded(doc, model, findings)


class MappedDoc:
    """A file's document read through the paths of its lenient model (load/lenient.py), which a list
    that lost an item numbers anew: every position is the file's own."""

    def __init__(self, doc: YamlDoc, pruned: Pruned):
        self.doc, self.pruned, self.path = doc, pruned, doc.path

    def position(self, path: tuple, *, key: bool = False) -> tuple[int, int]:
        return self.doc.position(self.pruned.to_file(path), key=key)

    def position_of_text(self, path: tuple, needle: str, occurrence: int = 0) -> tuple[int, int]:
        return self.doc.position_of_text(self.pruned.to_file(path), needle, occurrence)


def _values_said(doc: YamlDoc | MappedDoc, enc: Encounter, constants: GameConstants, known: set[str],
                 whole: bool) -> list[Finding]:
    """The text references said in words (load/text_values.py), and a finding for each that says nothing:
    not for one whose id only a part the schema refused defines, nor, in a file with other errors, for a
    thing without the value (the value may be the part in error: `vp: ten`)."""
    findings = []
    for problem in text_values.values_said(enc, constants):
        reference = text_values.REFERENCE.fullmatch(problem.needle)
        if (reference and reference.group(2) in known) or (problem.code == "ref.no-value" and not whole):
            continue
        line, col = doc.position_of_text(problem.path, problem.needle, problem.occurrence)
        findings.append(Finding(doc.path, line, col, "error", problem.code, problem.message, enc.id))
    return findings


def _validate(doc: YamlDoc, model: type[M], context: dict, encounter_id: str | None) -> Loaded[M]:
    findings, result, _ = _validated(doc, model, context, encounter_id)
    return Loaded(doc, None if any(f.is_error for f in findings) else result, findings)


def _validated(doc: YamlDoc, model: type[M], context: dict,
               encounter_id: str | None) -> tuple[list[Finding], M | None, Pruned | None]:
    """Every finding of the document and its schema, and the model: the model the data makes without its
    parts in error, and what they were, when the schema refuses some (for the findings that come after)."""
    findings = [Finding(f.file, f.line, f.col, f.severity, f.code, f.message, encounter_id) for f in doc.problems]
    findings += unknown_icon_findings(doc, encounter_id)
    result: M | None
    pruned: Pruned | None = None
    try:
        result = model.model_validate(doc.data, context=context)
    except ValidationError as exc:
        findings += findings_from_error(doc, exc, encounter_id)
        lenient = lenient_model(model, doc.data, exc, context)
        result, pruned = lenient if lenient is not None else (None, None)  # type: ignore[assignment]
    if result is not None:
        assign_paths(result)
    return sorted_findings(findings), result, pruned


def validation_context(constants: GameConstants) -> dict:
    return {
        "ranges": constants.range_inches(),
        "token_defaults": {"shape": constants.token.shape, "size": f"{constants.token.size}pt"},
    }


def unknown_icon_findings(doc: YamlDoc, encounter_id: str | None) -> list[Finding]:
    findings = []
    for path, text in strings_in(doc.data, ()):
        for name, occurrence in markup.unknown_icons(text):
            line, col = doc.position_of_text(path, "{" + name + "}", occurrence)
            close = difflib.get_close_matches(name, list(markup.ICONS), n=1)
            hint = f"did you mean {{{close[0]}}}?" if close else f"known icons: {', '.join(markup.ICONS)}"
            findings.append(Finding(doc.path, line, col, "error", "markup.unknown-icon",
                                    f"unknown icon {{{name}}}; {hint}", encounter_id))
    return findings


def strings_in(node: Any, path: tuple):
    """Every string of parsed data, with its data path."""
    if isinstance(node, str):
        yield path, node
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from strings_in(value, path + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from strings_in(value, path + (index,))


def assign_paths(root: BaseModel) -> None:
    """Give every model node the data path of its mapping (keys by alias, as in the file)."""
    for node, path in tree_of(root).models:
        if isinstance(node, Node):
            node._path = path


def _load_bundled(name: str, model: type[M], context: dict) -> Loaded[M]:
    """A bundled file, read and validated once; an error in it is a defect of printgen itself."""
    loaded = _validate(read_source(DATA_DIR / name), model, context, None)
    if not loaded.ok:
        raise InvalidBundledData(loaded.findings)
    return loaded


@cache
def game_constants() -> GameConstants:
    return _load_bundled("constants.yaml", GameConstants, {}).model


@cache
def core_rules() -> CoreRules:
    loaded = _load_bundled("core-rules.yaml", CoreRules, {})
    core = loaded.model
    problems = integrity.check_core_rules(loaded.doc, core)
    if problems:
        raise InvalidBundledData(problems)
    assumed.apply(core, core.assumptions)
    return core
